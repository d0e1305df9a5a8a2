/**
 * Every order and trade event names its account the same way, read through GET /events: `accountType`
 * is SUB_ACCOUNT with the sub-account's `subAccountId` and `externalId` on sub-account orders, MASTER
 * with `subAccountId: null` on master orders (spec, "Payload data shapes": `order.filled` and its
 * alias `trade.settled` list accountType for every order).
 */
import test from 'ava';
import { listAll } from './stream-support.ts';
import { advance, deskOn, marketOrder, ONE_USD_KES, SCOM, tick, trade, traderOn, type Partner } from './trading-support.ts';

const ORDER_EVENTS = [
  'order.pending',
  'order.triggered',
  'order.filled',
  'order.rejected',
  'order.cancelled',
  'order.replaced',
  'trade.settled',
  'trade.rejected',
];

/** The order and trade events of GET /events, by event name, for the orders given. */
async function orderEventsOverHttp(p: Partner, orderIds: readonly string[]): Promise<{ event: string; data: Record<string, unknown> }[]> {
  const all = await listAll(p.s, p.base, p.key);
  return all.filter((e) => ORDER_EVENTS.includes(e.event) && orderIds.includes(e.data.orderId));
}

/** One order of each event: filled (order.filled + trade.settled), rejected (+ trade.rejected), triggered, replaced, cancelled. */
async function everyOrderEvent(p: Partner, owner: string | null): Promise<string[]> {
  await tick(p.s, SCOM, ONE_USD_KES);
  const filled = await marketOrder(p, owner, SCOM, 'BUY', { quantity: 100 });
  const rejected = await marketOrder(p, owner, SCOM, 'BUY', { quantity: 999 });
  const resting = await trade(p, owner, { symbol: SCOM, type: 'BUY', quantity: 3, orderType: 'LIMIT', limitPrice: 100 });
  const replaced = await p.s.request('PATCH', `${p.base}/orders/${resting.body.orderId}`, {
    key: p.key,
    idempotencyKey: `patch-${resting.body.orderId}`,
    body: { quantity: 2 },
  });
  const triggered = await trade(p, owner, { symbol: SCOM, type: 'BUY', quantity: 100, orderType: 'LIMIT', limitPrice: 129.2 });
  await tick(p.s, SCOM, 129);
  const cancelled = await p.del(`/orders/${resting.body.orderId}`);
  if (p.env === 'production') await advance(p.s, 300);
  for (const res of [filled, rejected, resting, replaced, triggered, cancelled]) if (res.status >= 300) throw new Error(`${res.status} ${res.text}`);
  return [filled.body.orderId, rejected.body.orderId, resting.body.orderId, triggered.body.orderId];
}

test('sandbox sub-account orders: every order and trade event carries accountType SUB_ACCOUNT, subAccountId and externalId', async (t) => {
  const { p } = await deskOn(t, 'sandbox');
  const userId = await traderOn(p, 5000);
  const externalId = (await p.get(`/users/${userId}`)).body.externalId;
  const events = await orderEventsOverHttp(p, await everyOrderEvent(p, userId));
  t.deepEqual([...new Set(events.map((e) => e.event))].sort(), [...ORDER_EVENTS].sort(), 'every order and trade event was seen');
  for (const { event, data } of events) t.like(data, { accountType: 'SUB_ACCOUNT', subAccountId: userId, externalId }, event);
});

test('production master orders: every order and trade event carries accountType MASTER and subAccountId null', async (t) => {
  const { p } = await deskOn(t, 'production');
  const events = await orderEventsOverHttp(p, await everyOrderEvent(p, null));
  t.deepEqual(
    [...new Set(events.map((e) => e.event))].sort(),
    ['order.cancelled', 'order.filled', 'order.pending', 'order.replaced', 'order.triggered', 'trade.settled'],
    'the venue decides production fills: no cheat-code rejection',
  );
  for (const { event, data } of events) t.like(data, { accountType: 'MASTER', subAccountId: null }, event);
});
