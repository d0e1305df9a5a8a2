/**
 * The pre-trade check: POST /trade/check and POST /users/{userId}/trade/check run every
 * rule a trade applies, answer each, and change nothing; an eligible MARKET request gets a firm quote
 * that POST /trade accepts. Also the master buying power, GET /buying-power.
 */
import test from 'ava';
import { createUser } from './users-support.ts';
import { deskOn, ENVS, IAM, MTN, ONE_USD_KES, SCOM, tick, trade, traderOn, wallet, type Partner } from './trading-support.ts';

const check = (p: Partner, owner: string | null, body: Record<string, unknown>) => p.post(owner ? `/users/${owner}/trade/check` : '/trade/check', body);

const failed = (body: Record<string, any>): Record<string, string> =>
  Object.fromEntries((body.checks as Record<string, any>[]).filter((c) => !c.passed).map((c) => [c.check, c.code]));

async function orderCount(p: Partner): Promise<number> {
  return (await p.get('/orders?limit=200')).body.orders.length;
}

for (const env of ENVS) {
  test(`${env}: an eligible MARKET check passes every rule, changes no balance, places nothing, and its quote places the trade`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 1000);
    await tick(s, SCOM, ONE_USD_KES);
    const before = await wallet(p, userId);
    const res = await check(p, userId, { symbol: SCOM, type: 'BUY', quantity: 100 });
    t.is(res.status, 200);
    t.like(res.body, { eligible: true, accountType: 'SUB_ACCOUNT', subAccountId: userId, estimatedTotal: 100.75 });
    t.true((res.body.checks as Record<string, any>[]).every((c) => c.passed && c.code === undefined));
    t.deepEqual(
      (res.body.checks as Record<string, any>[]).map((c) => c.check),
      ['account', 'notFrozen', 'kyc', 'clientOrderId', 'instrumentTradable', 'quantity', 'limits', 'orderShape', 'marketOpen', 'pricing', 'funds'],
    );
    t.regex(res.body.quoteId, /^quo_/);
    t.deepEqual(await wallet(p, userId), before, 'the check moved no money');
    t.is(await orderCount(p), 0, 'the check placed no order');
    const placed = await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 100, quoteId: res.body.quoteId });
    t.is(placed.status, 202);
    t.is(placed.body.quoteId, res.body.quoteId);
    t.is(Date.parse(res.body.quoteExpiresAt) - Date.parse(placed.body.createdAt), 60_000, 'a firm 60 s quote (the clock did not move)');
  });

  test(`${env}: an ineligible check reports every failing rule and still changes nothing`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 5);
    await tick(s, IAM, 91.5);
    const before = await wallet(p, userId);
    t.is((await p.post(`/users/${userId}/freeze`)).status, 200);
    // A whole-share exchange asked for a fraction; a LIMIT without its limit price; and a GTD without expiresAt never gets that far.
    const res = await check(p, userId, { symbol: IAM, type: 'BUY', quantity: 1.5, orderType: 'LIMIT', timeInForce: 'GTD' });
    t.is(res.status, 200);
    t.false(res.body.eligible);
    t.is(res.body.quoteId, undefined);
    t.like(failed(res.body), { notFrozen: 'FORBIDDEN', quantity: 'VALIDATION_ERROR', orderShape: 'MISSING_PARAM', funds: 'NOT_EVALUATED' });
    if (env === 'production') t.is(failed(res.body).kyc, undefined, 'the trader is KYC-verified');
    const funds = await check(p, userId, { symbol: IAM, type: 'BUY', quantity: 1000, orderType: 'LIMIT', limitPrice: 91.5 });
    t.like(failed(funds.body), { notFrozen: 'FORBIDDEN', funds: 'INSUFFICIENT_FUNDS' });
    const sell = await check(p, userId, { symbol: IAM, type: 'SELL', quantity: 3, orderType: 'LIMIT', limitPrice: 91.5 });
    t.like(failed(sell.body), { funds: 'BUSINESS_RULE' });
    t.deepEqual(await wallet(p, userId), before);
    t.is(await orderCount(p), 0);
  });
}

test('production: KYC, a closed exchange for MARKET, too many decimals and an unknown account are each reported', async (t) => {
  const { s, p } = await deskOn(t, 'production');
  const user = await createUser(p);
  await tick(s, MTN, 10);
  const res = await check(p, user.userId as string, { symbol: MTN, type: 'BUY', quantity: 2 });
  t.like(failed(res.body), { kyc: 'KYC_REQUIRED', marketOpen: 'MARKET_CLOSED', funds: 'INSUFFICIENT_FUNDS' });
  const resting = await check(p, user.userId as string, { symbol: MTN, type: 'BUY', quantity: 2, orderType: 'LIMIT', limitPrice: 10 });
  t.is(failed(resting.body).marketOpen, undefined, 'a resting order may wait for the open');
  const decimals = await check(p, user.userId as string, { symbol: SCOM, type: 'BUY', quantity: 0.0000001 });
  t.is(failed(decimals.body).quantity, 'VALIDATION_ERROR');
  t.is((await check(p, 'usr_missing', { symbol: SCOM, type: 'BUY', quantity: 1 })).status, 404);
  t.is((await check(p, null, { symbol: SCOM, type: 'BUY', quantity: 'ten' })).status, 400, 'a wrong type is still a bad request');
});

test('sandbox: the master account check fails its account rule and marks the rules that need an account NOT_EVALUATED', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  await tick(s, SCOM, ONE_USD_KES);
  const res = await check(p, null, { symbol: SCOM, type: 'BUY', quantity: 1 });
  t.is(res.status, 200);
  t.like(res.body, { eligible: false, accountType: 'MASTER' });
  t.like(failed(res.body), { account: 'SANDBOX_MASTER_TRADING', notFrozen: 'NOT_EVALUATED', funds: 'NOT_EVALUATED' });
  t.is(failed(res.body).pricing, undefined, 'pricing does not depend on the account');
});

for (const env of ENVS) {
  test(`${env}: GET /buying-power shows the master's settled cash, reservations and unsettled proceeds apart`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const first = await p.get('/buying-power');
    t.is(first.status, 200);
    t.like(first.body, { accountType: 'MASTER', currency: 'USD', reservedUsd: 0, unsettledUsd: 0, openOrders: 0 });
    t.is(first.body.buyingPowerUsd, first.body.settledUsd + first.body.unsettledUsd);
    t.is(first.body.withdrawableUsd, first.body.settledUsd);
    if (env === 'sandbox') return;
    await tick(s, SCOM, ONE_USD_KES);
    const placed = await trade(p, null, { symbol: SCOM, type: 'BUY', quantity: 10, orderType: 'LIMIT', limitPrice: 100 });
    t.is(placed.status, 201);
    const after = (await p.get('/buying-power')).body;
    t.is(after.openOrders, 1);
    t.is(Math.round(after.reservedUsd * 100), Math.round(placed.body.reservedUsd * 100));
    t.is(Math.round((first.body.settledUsd - after.settledUsd) * 100), Math.round(after.reservedUsd * 100), 'the reservation left settled cash');
  });
}

test('a request without quantity or cashValue reports the missing quantity and leaves pricing and funds unevaluated (found by the fuzz test: it was a 500)', async (t) => {
  const { s, p } = await deskOn(t, 'production');
  const userId = await traderOn(p, 1000);
  await tick(s, SCOM, ONE_USD_KES);
  const res = await check(p, userId, { symbol: SCOM, type: 'BUY', orderType: 'STOP_LIMIT', timeInForce: 'DAY' });
  t.is(res.status, 200, res.text);
  t.false(res.body.eligible);
  t.like(failed(res.body), { quantity: 'MISSING_PARAM', orderShape: 'MISSING_PARAM', pricing: 'NOT_EVALUATED', funds: 'NOT_EVALUATED' });
});
