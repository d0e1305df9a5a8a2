/**
 * Open orders under a split, through a real server: PENDING and PARTIALLY_FILLED orders are
 * restated like resting ones (quantity and any filled part times the ratio, prices divided), a BUY's
 * reservation never grows (its escrow already covers it), and the venue then executes the restated
 * order at the split-adjusted price.
 */
import test from 'ava';
import { holdShares } from './corporate-support.ts';
import { advanceOrder, assertEscrowMatches, testTrade } from './testtools-support.ts';
import {
  assertLedgerBalanced,
  deskOn,
  ENVS,
  eventsOf,
  ONE_USD_KES,
  order,
  position,
  SCOM,
  setClock,
  tick,
  trade,
  traderOn,
  wallet,
} from './trading-support.ts';

const splitScom = async (s: { operator: (m: string, p: string, b: unknown) => Promise<{ status: number; text: string }> }, ratio: string) => {
  const declared = await s.operator('POST', '/corporate-actions', { type: 'SPLIT', symbol: SCOM, ratio, effectiveDate: '2026-09-02' });
  if (declared.status !== 201) throw new Error(`declare failed: ${declared.status} ${declared.text}`);
};

test('sandbox: PENDING and PARTIALLY_FILLED orders of both sides are restated by a 2:1 split, and fill in post-split shares', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  await tick(s, SCOM, ONE_USD_KES);
  const a = await traderOn(p, 1000);
  await holdShares(p, a, SCOM, 20);
  const placed = async (type: 'BUY' | 'SELL', quantity: number, partial: number): Promise<string> => {
    const res = await testTrade(p, { subAccountId: a, symbol: SCOM, type, quantity });
    t.is(res.status, 201, res.text);
    const id = res.body.orderId as string;
    if (partial > 0) t.is((await advanceOrder(p, id, { action: 'partial_fill', quantity: partial })).status, 200);
    return id;
  };
  const pendingBuy = await placed('BUY', 10, 0);
  const partialBuy = await placed('BUY', 10, 3);
  const pendingSell = await placed('SELL', 5, 0);
  const partialSell = await placed('SELL', 6, 2);
  t.deepEqual(position(p, a, SCOM), { held: 12, reserved: 9 });
  const before = await wallet(p, a);
  const partialBuyBefore = await order(p, partialBuy);

  await splitScom(s, '2:1');
  await setClock(s, '2026-09-02T00:00:01Z');
  t.like(await order(p, pendingBuy), { status: 'PENDING', quantity: 20, filledQuantity: 0 });
  t.like(await order(p, partialBuy), { status: 'PARTIALLY_FILLED', quantity: 20, filledQuantity: 6, remainingQuantity: 14 });
  t.like(await order(p, pendingSell), { status: 'PENDING', quantity: 10, filledQuantity: 0 });
  t.like(await order(p, partialSell), { status: 'PARTIALLY_FILLED', quantity: 12, filledQuantity: 4, remainingQuantity: 8 });
  t.is((await order(p, partialBuy)).averageFillPrice, partialBuyBefore.averageFillPrice / 2);
  // Held and reserved both doubled: the SELLs' remainders are reserved in post-split shares.
  t.deepEqual(position(p, a, SCOM), { held: 24, reserved: 18 });
  const after = await wallet(p, a);
  t.true(after.settledUsd >= before.settledUsd, `a split takes no cash: ${after.settledUsd} < ${before.settledUsd}`);
  t.true(after.reservedUsd <= before.reservedUsd);
  await assertEscrowMatches(t, p, a);
  const replaced = eventsOf(p, ['order.replaced']).map((e) => [e.data.orderId, e.data.status, e.data.quantity]);
  t.deepEqual(
    replaced.sort(),
    [
      [pendingBuy, 'PENDING', 20],
      [partialBuy, 'PARTIALLY_FILLED', 20],
      [pendingSell, 'PENDING', 10],
      [partialSell, 'PARTIALLY_FILLED', 12],
    ].sort(),
  );

  // The venue side: each restated order now fills its post-split remainder.
  for (const id of [pendingBuy, partialBuy, pendingSell, partialSell]) {
    const res = await advanceOrder(p, id, { action: 'fill' });
    t.is(res.status, 200, res.text);
    t.is(res.body.status, 'FILLED');
  }
  t.deepEqual(position(p, a, SCOM), { held: 24 + 20 + 14, reserved: 0 });
  await assertEscrowMatches(t, p, a);
  assertLedgerBalanced(t, s);
});

test('production: an order triggered just before the close waits overnight at the venue, is restated by a 2:1 split and executes at the split-adjusted price', async (t) => {
  const { s, p } = await deskOn(t, 'production');
  const a = await traderOn(p, 1000);
  await holdShares(p, a, SCOM, 10);
  // A LIMIT triggered by a tick half a minute before the NSE close (12:00 UTC): the venue's attempt
  // (1 to 5 minutes later) finds the exchange closed and waits for the next open.
  await setClock(s, '2026-09-01T11:59:00Z');
  const placed = await trade(p, a, { symbol: SCOM, type: 'BUY', quantity: 10, orderType: 'LIMIT', limitPrice: 100, timeInForce: 'GTC' });
  t.is(placed.status, 201, placed.text);
  const id = placed.body.orderId as string;
  await setClock(s, '2026-09-01T11:59:30Z');
  await tick(s, SCOM, 28.5);
  await setClock(s, '2026-09-01T13:00:00Z');
  const before = await order(p, id);
  t.is(before.status, 'PENDING');
  const closeBefore = (await p.get(`/market/quotes?symbol=${SCOM}&exchange=NSE`)).body.data.price as number;
  const reservedBefore = (await wallet(p, a)).reservedUsd;

  await splitScom(s, '2:1');
  await setClock(s, '2026-09-02T05:00:00Z');
  t.like(await order(p, id), { status: 'PENDING', quantity: 20, limitPrice: 50 });
  t.true((await wallet(p, a)).reservedUsd <= reservedBefore);
  await assertEscrowMatches(t, p, a);

  await setClock(s, '2026-09-02T08:00:00Z');
  const filled = await order(p, id);
  t.is(filled.status, 'FILLED');
  t.deepEqual(position(p, a, SCOM), { held: 40, reserved: 0 });
  // Executed in post-split shares at the post-split level: about half the last pre-split close (a day's move aside).
  const ratio = filled.averageFillPrice / closeBefore;
  t.true(ratio > 0.4 && ratio < 0.6, `fill ${filled.averageFillPrice} vs ${closeBefore} before the split`);
  await assertEscrowMatches(t, p, a);
  assertLedgerBalanced(t, s);
});

for (const env of ENVS) {
  test(`${env}: a STOP BUY whose stop does not divide evenly keeps its escrow: the stop rounds down, no cash is taken`, async (t) => {
    const { s, p } = await deskOn(t, env);
    await tick(s, SCOM, ONE_USD_KES);
    const a = await traderOn(p, 1000);
    const stop = await trade(p, a, { symbol: SCOM, type: 'BUY', quantity: 3, orderType: 'STOP', stopPrice: 1000.01, timeInForce: 'GTC' });
    t.is(stop.status, 201, stop.text);
    const before = await wallet(p, a);
    const reservedBefore = (await order(p, stop.body.orderId)).reservedUsd;

    await splitScom(s, '2:1');
    await setClock(s, '2026-09-02T00:00:01Z');
    const after = await order(p, stop.body.orderId);
    t.like(after, { status: 'WORKING', quantity: 6, stopPrice: 500 });
    t.true(after.reservedUsd <= reservedBefore, `${after.reservedUsd} > ${reservedBefore}`);
    const cash = await wallet(p, a);
    t.true(cash.settledUsd >= before.settledUsd);
    t.is(Math.round((cash.settledUsd - before.settledUsd) * 100), Math.round((reservedBefore - after.reservedUsd) * 100), 'the surplus went back to cash');
    await assertEscrowMatches(t, p, a);
  });
}

test('sandbox: a FILLED BUY awaiting settlement is restated too, so a failed settlement after a 2:1 split takes back the post-split units', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  await tick(s, SCOM, ONE_USD_KES);
  const a = await traderOn(p, 1000);
  const cashBefore = (await wallet(p, a)).balanceUsd;
  const bought = await testTrade(p, { subAccountId: a, symbol: SCOM, type: 'BUY', quantity: 10, outcome: 'FILL' });
  t.is(bought.status, 201, bought.text);
  const id = bought.body.orderId as string;
  t.like(await order(p, id), { status: 'FILLED', settlementStatus: 'PENDING' });

  await splitScom(s, '2:1');
  await setClock(s, '2026-09-02T00:00:01Z');
  t.deepEqual(position(p, a, SCOM), { held: 20, reserved: 0 });
  t.like(await order(p, id), { status: 'FILLED', quantity: 20, filledQuantity: 20 });

  const failed = await advanceOrder(p, id, { action: 'fail_settlement' });
  t.is(failed.status, 200, failed.text);
  // The whole purchase is undone: no share left over from the split, the money back.
  t.deepEqual(position(p, a, SCOM), { held: 0, reserved: 0 });
  t.is((await wallet(p, a)).balanceUsd, cashBefore);
  await assertEscrowMatches(t, p, a);
  assertLedgerBalanced(t, s);
});
