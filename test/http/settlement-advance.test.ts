/**
 * The money side: without the settlement hold a sub-account may spend or withdraw
 * unsettled SELL proceeds before they settle. That cash was fronted against the pending proceeds, so
 * the SELL's settlement repays the advance first and settles the rest; it can never fail, and the
 * clock keeps moving for everyone. Through real HTTP on a real server, in both environments.
 */
import test from 'ava';
import { ledgerAccounts } from '../../engine/ledger.ts';
import { advance, assertMoneyConsistent, deskOn, ENVS, marketOrder, ONE_USD_KES, order, SCOM, setClock, tick, traderOn, wallet } from './trading-support.ts';
import { balanceOf } from './users-support.ts';

const cents = (usd: number): number => Math.round(usd * 100);

for (const env of ENVS) {
  test(`${env}: withdrawing unsettled SELL proceeds without the hold, then settling at T+3, answers 200 and balances`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 1000);
    await tick(s, SCOM, ONE_USD_KES);
    const buy = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 });
    if (env === 'production') await advance(s, 300);
    const sell = await marketOrder(p, userId, SCOM, 'SELL', { quantity: 100 });
    if (env === 'production') await advance(s, 300);
    t.like(await order(p, sell.body.orderId), { status: 'FILLED', settlementStatus: 'PENDING' });
    const before = await wallet(p, userId);
    t.is(before.unsettledUsd, 99.25);
    // More than the settled cash: the rest is fronted against the pending proceeds.
    const amount = before.settledUsd + 50;
    const withdrawn = await p.post(`/users/${userId}/withdraw`, { amount, currency: 'USD' });
    t.is(withdrawn.status, 200, withdrawn.text);
    const fronted = await wallet(p, userId);
    t.like(fronted, { settledUsd: 0, unsettledUsd: 49.25, withdrawableUsd: 0 });
    const advance_ = ledgerAccounts.settlementAdvance(p.env, p.partnerId, userId);
    t.is(balanceOf(s, advance_), -5000, 'the fronted USD 50.00 is owed by the sub-account');
    t.is(balanceOf(s, ledgerAccounts.cashUnsettled(p.env, p.partnerId, userId)), 9925, 'the pending proceeds stay whole until they settle');

    // Past T+3 (the SELL settles 2026-09-04 at the NSE close, 12:00 UTC): the clock moves and answers 200.
    const moved = await s.operator('POST', '/clock/set', { at: '2026-09-05T00:00:00Z' });
    t.is(moved.status, 200, moved.text);
    t.like(await order(p, sell.body.orderId), { settlementStatus: 'SETTLED', settledBy: 'TIMER' });
    t.like(await order(p, buy.body.orderId), { settlementStatus: 'SETTLED' });
    const after = await wallet(p, userId);
    t.like(after, { settledUsd: 49.25, unsettledUsd: 0, withdrawableUsd: 49.25 });
    t.is(balanceOf(s, advance_), 0, 'the settlement repaid the advance');
    t.is(cents(after.balanceUsd), cents(fronted.balanceUsd), 'settling moves no value in or out of the wallet');
    t.is((await s.operator('GET', '/timers/quarantined')).body.count, 0, 'no timer failed');
    t.is((await s.operator('POST', '/clock/advance', { seconds: 0 })).status, 200);
    await assertMoneyConsistent(t, p, userId);
  });
}

test('sandbox: a BUY paid from unsettled proceeds leaves them to settle whole; the settlement repays the advance', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const userId = await traderOn(p, 101);
  await tick(s, SCOM, ONE_USD_KES);
  await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 });
  const sell = await marketOrder(p, userId, SCOM, 'SELL', { quantity: 100 });
  t.like(await wallet(p, userId), { settledUsd: 0.25, unsettledUsd: 99.25 });
  // Buying power is settled plus unsettled cash: this BUY spends the proceeds before they settle.
  const rebuy = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 50 });
  t.is(rebuy.status, 202, rebuy.text);
  const spent = await wallet(p, userId);
  t.is(spent.settledUsd, 0);
  await setClock(s, '2026-09-05T00:00:00Z');
  t.like(await order(p, sell.body.orderId), { settlementStatus: 'SETTLED' });
  const after = await wallet(p, userId);
  t.like(after, { unsettledUsd: 0, settledUsd: spent.unsettledUsd });
  t.is(balanceOf(s, ledgerAccounts.settlementAdvance(p.env, p.partnerId, userId)), 0);
  await assertMoneyConsistent(t, p, userId);
});

test('sandbox: a failed SELL settlement after its proceeds were spent takes its own proceeds back; settled cash repays the advance they backed, the rest stays owed', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const userId = await traderOn(p, 1000);
  await tick(s, SCOM, ONE_USD_KES);
  await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 });
  const sell = await marketOrder(p, userId, SCOM, 'SELL', { quantity: 100 });
  const before = await wallet(p, userId);
  t.is((await p.post(`/users/${userId}/withdraw`, { amount: before.settledUsd + 50 })).status, 200);
  t.is((await p.post('/test-tools/deposit', { subAccountId: userId, amount: 30 })).status, 200);
  const failed = await s.request('PATCH', `${p.base}/test-tools/orders/${sell.body.orderId}`, {
    key: p.key,
    idempotencyKey: 'fail-spent-sell',
    body: { action: 'fail_settlement' },
  });
  t.is(failed.status, 200, failed.text);
  t.like(await order(p, sell.body.orderId), { status: 'FILLED', settlementStatus: 'FAILED' });
  t.is(balanceOf(s, ledgerAccounts.cashUnsettled(p.env, p.partnerId, userId)), 0, 'the reversal found its proceeds whole');
  t.is(balanceOf(s, ledgerAccounts.settlementAdvance(p.env, p.partnerId, userId)), -2000, 'USD 30.00 of settled cash repaid the USD 50.00 advance');
  // What remains owed shows as negative unsettled cash: the partner fronted it and is owed it.
  t.like(await wallet(p, userId), { settledUsd: 0, unsettledUsd: -20, withdrawableUsd: 0 });
  t.is((await p.post(`/users/${userId}/withdraw`, { amount: 0.01 })).status, 400);
  t.is((await s.operator('POST', '/clock/set', { at: '2026-09-05T00:00:00Z' })).status, 200);
  t.is((await s.operator('GET', '/timers/quarantined')).body.count, 0);
  await assertMoneyConsistent(t, p, userId);
});

test('sandbox: closing waits for the trades awaiting settlement (their proceeds would find the account emptied), then returns them', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const userId = await traderOn(p, 1000);
  await tick(s, SCOM, ONE_USD_KES);
  await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 });
  await marketOrder(p, userId, SCOM, 'SELL', { quantity: 100 });
  const refused = await p.del(`/users/${userId}`);
  t.is(refused.status, 422, refused.text);
  t.is(refused.body.error.code, 'BUSINESS_RULE');
  t.regex(refused.body.error.message, /2 trade\(s\) awaiting settlement/);
  t.is((await s.operator('POST', '/clock/set', { at: '2026-09-05T00:00:00Z' })).status, 200);
  const closed = await p.del(`/users/${userId}`);
  t.is(closed.status, 200, closed.text);
  t.is(closed.body.residualTransferUsd, 998.5, 'settled cash including the settled proceeds goes back to the master wallet');
  t.is((await s.operator('GET', '/timers/quarantined')).body.count, 0);
});

test('sandbox: a BUY whose units were sold since cannot be reversed: fail_settlement is 409 and a stop loss leaves it alone (the tick still answers 201)', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const userId = await traderOn(p, 1000);
  await tick(s, SCOM, ONE_USD_KES);
  const buy = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 }, { stopLoss: 0.9 });
  await marketOrder(p, userId, SCOM, 'SELL', { quantity: 100 });
  const failed = await s.request('PATCH', `${p.base}/test-tools/orders/${buy.body.orderId}`, {
    key: p.key,
    idempotencyKey: 'fail-sold-buy',
    body: { action: 'fail_settlement' },
  });
  t.is(failed.status, 409, failed.text);
  t.is(failed.body.error.code, 'CONFLICT');
  const crash = await s.operator('POST', '/market/ticks', { symbol: SCOM, price: 100 });
  t.is(crash.status, 201, crash.text);
  t.like(await order(p, buy.body.orderId), { status: 'FILLED', settlementStatus: 'PENDING' });
  await assertMoneyConsistent(t, p, userId);
});
