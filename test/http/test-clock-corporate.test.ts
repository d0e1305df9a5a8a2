/**
 * Splits by a test clock's dates: a sandbox sub-account on a test clock has its holding and its open
 * orders rescaled when its clock passes the split's date (with `corporateaction.split` stamped there),
 * and sees prices in the new shares from that day; the service splits its other holders by its own
 * date and never the clock's a second time.
 */
import test from 'ava';
import { uniqueKey } from '../helpers/server.ts';
import { holdShares } from './corporate-support.ts';
import { createUser, deskOn, eventsOf, order, position, quote, SCOM, trade, type Partner } from './trading-support.ts';

const NOW = '2026-09-01T09:00:00.000Z';

async function userOn(p: Partner, testClockId: string | null): Promise<string> {
  const user = await createUser(p, uniqueKey('ext'), testClockId ? { testClockId } : {});
  if ((await p.post('/test-tools/deposit', { subAccountId: user.userId, amount: 1000 })).status !== 200) throw new Error('deposit');
  return user.userId as string;
}

const advanceTo = (p: Partner, id: string, frozenTime: string) => p.post(`/test-clocks/${id}/advance`, { frozenTime });

test("a split reaches a sub-account on a test clock by its clock's date: holding, open orders and prices; the service's holders by the service's", async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const made = await p.post('/test-clocks', { frozenTime: NOW });
  t.is(made.status, 201, made.text);
  const clockId = made.body.testClockId as string;
  const onClock = await userOn(p, clockId);
  const onService = await userOn(p, null);
  await holdShares(p, onClock, SCOM, 10);
  await holdShares(p, onService, SCOM, 10);
  // A resting SELL far above the market: 4 of the 10 shares reserved, at 1000.
  const resting = await trade(p, onClock, { symbol: SCOM, type: 'SELL', quantity: 4, orderType: 'LIMIT', limitPrice: 1000, timeInForce: 'GTC' });
  t.is(resting.status, 201, resting.text);
  const declared = await s.operator('POST', '/corporate-actions', { type: 'SPLIT', symbol: SCOM, ratio: '2:1', effectiveDate: '2026-09-03' });
  t.is(declared.status, 201, declared.text);
  const splitEvents = () =>
    eventsOf(p, ['corporateaction.split']).map((e) => [
      (e as { timestamp?: string }).timestamp,
      e.data.affectedSubAccounts.map((a: { subAccountId: string; units: number }) => [a.subAccountId, a.units]),
    ]);

  t.is((await advanceTo(p, clockId, '2026-09-02T23:00:00Z')).status, 200);
  t.deepEqual(position(p, onClock, SCOM), { held: 6, reserved: 4 }, 'not yet: the clock has not reached the date');
  const priceBefore = (await quote(p, SCOM, onClock, { type: 'BUY', quantity: 1 })).body.price as number;

  t.is((await advanceTo(p, clockId, '2026-09-03T00:00:00Z')).status, 200);
  t.deepEqual(position(p, onClock, SCOM), { held: 12, reserved: 8 }, 'two new shares for each');
  t.like(await order(p, resting.body.orderId), { quantity: 8, limitPrice: 500 });
  t.deepEqual(splitEvents(), [['2026-09-03T00:00:00.000Z', [[onClock, 20]]]]);
  const priceAfter = (await quote(p, SCOM, onClock, { type: 'BUY', quantity: 1 })).body.price as number;
  // The same simulated session (closed overnight), now in the new shares: half the price, to the cent.
  t.true(Math.abs(priceAfter * 2 - priceBefore) <= 0.01, `${priceBefore} then ${priceAfter}`);
  t.deepEqual(position(p, onService, SCOM), { held: 10, reserved: 0 }, 'the service has not reached the date');

  t.is((await s.operator('POST', '/clock/set', { at: '2026-09-03T09:00:00Z' })).status, 200);
  t.deepEqual(position(p, onService, SCOM), { held: 20, reserved: 0 });
  t.deepEqual(position(p, onClock, SCOM), { held: 12, reserved: 8 }, 'the clock holder is not split twice');
  t.is(splitEvents().length, 2);
});
