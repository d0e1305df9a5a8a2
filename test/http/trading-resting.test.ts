/**
 * Resting orders in both environments: LIMIT, STOP and STOP_LIMIT triggers on operator ticks and on
 * polled prices, only while the exchange is in session; WORKING to PENDING with order.triggered then
 * order.pending, then execution (sandbox cheat codes, production venue); DAY and GTD expiry on the
 * virtual clock (CANCELLED with orderLifecycle EXPIRED, reservation returned, order.cancelled).
 */
import test from 'ava';
import {
  advance,
  assertMoneyConsistent,
  deskOn,
  ENVS,
  eventsOf,
  marketOrder,
  MTN,
  ONE_USD_KES,
  order,
  orderEvents,
  position,
  SCOM,
  tick,
  trade,
  traderOn,
  wallet,
  type Partner,
} from './trading-support.ts';

const limitBuy = (price: number, quantity = 100, extra: Record<string, unknown> = {}) => ({
  symbol: SCOM,
  type: 'BUY',
  quantity,
  orderType: 'LIMIT',
  limitPrice: price,
  ...extra,
});

/** Production orders go to the venue once PENDING: give it its five minutes. */
async function executed(p: Partner): Promise<void> {
  if (p.env === 'production') await advance(p.s, 300);
}

async function holdings(p: Partner, userId: string, quantity = 100): Promise<void> {
  await marketOrder(p, userId, SCOM, 'BUY', { quantity });
  await executed(p);
}

for (const env of ENVS) {
  test(`${env}: a BUY LIMIT triggers when a tick reaches its limit: order.triggered, then order.pending, then execution`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 1000);
    await tick(s, SCOM, 135);
    const res = await trade(p, userId, limitBuy(ONE_USD_KES, 100, { clientOrderId: 'lim-1' }));
    t.is(res.status, 201);
    await tick(s, SCOM, 130);
    t.is((await order(p, res.body.orderId)).status, 'WORKING', 'above the limit: nothing');
    await tick(s, SCOM, 129);
    t.deepEqual(orderEvents(p, res.body.orderId).slice(0, 2), ['order.triggered', 'order.pending']);
    t.like(eventsOf(p, ['order.triggered'])[0]!.data, {
      orderId: res.body.orderId,
      clientOrderId: 'lim-1',
      subAccountId: userId,
      orderType: 'LIMIT',
      type: 'BUY',
      symbol: SCOM,
      quantity: 100,
      limitPrice: 129.2,
      stopPrice: null,
      triggerPriceLocal: 129,
      status: 'PENDING',
    });
    await executed(p);
    const filled = await order(p, res.body.orderId);
    t.like(filled, { status: 'FILLED', averageFillPrice: 129, triggerPrice: 129, triggeredAt: '2026-09-01T09:00:00.000Z' });
    t.true(filled.totalAmount <= 100.75, 'filled at or below the limit');
    await assertMoneyConsistent(t, p, userId);
  });

  test(`${env}: SELL LIMIT triggers at or above, BUY STOP at or above and SELL STOP at or below`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 10_000);
    await tick(s, SCOM, ONE_USD_KES);
    await holdings(p, userId, 100);
    const place = async (body: Record<string, unknown>) => (await trade(p, userId, { symbol: SCOM, quantity: 10, ...body })).body.orderId as string;
    const sellLimit = await place({ type: 'SELL', orderType: 'LIMIT', limitPrice: 140 });
    const buyStop = await place({ type: 'BUY', orderType: 'STOP', stopPrice: 140 });
    const sellStop = await place({ type: 'SELL', orderType: 'STOP', stopPrice: 120 });
    t.deepEqual(position(p, userId, SCOM), { held: 80, reserved: 20 });
    await tick(s, SCOM, 139.99);
    for (const id of [sellLimit, buyStop, sellStop]) t.is((await order(p, id)).status, 'WORKING');
    await tick(s, SCOM, 140);
    t.not((await order(p, sellLimit)).status, 'WORKING');
    t.not((await order(p, buyStop)).status, 'WORKING');
    t.is((await order(p, sellStop)).status, 'WORKING');
    await tick(s, SCOM, 120);
    t.not((await order(p, sellStop)).status, 'WORKING');
    await assertMoneyConsistent(t, p, userId);
  });

  test(`${env}: a STOP_LIMIT arms when the stop is crossed and triggers only once the limit is reachable`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 1000);
    await tick(s, SCOM, 125);
    const res = await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 5, orderType: 'STOP_LIMIT', stopPrice: 130, limitPrice: 131 });
    await tick(s, SCOM, 133);
    t.is((await order(p, res.body.orderId)).status, 'WORKING', 'the stop is crossed but the price is beyond the limit');
    t.deepEqual(orderEvents(p, res.body.orderId), []);
    await tick(s, SCOM, 129);
    t.is((await order(p, res.body.orderId)).status, 'PENDING', 'armed, the limit now triggers it below the stop');
    t.deepEqual(orderEvents(p, res.body.orderId), ['order.triggered', 'order.pending']);
  });

  test(`${env}: prices captured while the exchange is closed trigger nothing; the same price in session does`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 1000);
    const res = await trade(p, userId, { symbol: MTN, type: 'BUY', quantity: 10, orderType: 'LIMIT', limitPrice: 3 });
    await tick(s, MTN, 2.5);
    t.is((await order(p, res.body.orderId)).status, 'WORKING', 'GSE opens at 10:00 UTC');
    await advance(s, 3600);
    await tick(s, MTN, 2.5);
    t.like(await order(p, res.body.orderId), { status: 'PENDING', triggerPrice: 2.5, triggeredAt: '2026-09-01T10:00:00.000Z' });
  });

  test(`${env}: the price poll triggers resting orders too`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 1000);
    const res = await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 2, orderType: 'LIMIT', limitPrice: 1000 });
    await advance(s, 900);
    const triggered = await order(p, res.body.orderId);
    t.not(triggered.status, 'WORKING');
    t.is(triggered.triggeredAt, '2026-09-01T09:15:00.000Z', 'by the 09:15 poll');
  });

  test(`${env}: a DAY order expires 24 h after placement: CANCELLED with orderLifecycle EXPIRED, escrow refunded, order.cancelled`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 1000);
    const res = await trade(p, userId, limitBuy(1, 10, { timeInForce: 'DAY' }));
    t.like(res.body, { timeInForce: 'DAY', expiresAt: '2026-09-02T09:00:00.000Z' });
    t.like(await wallet(p, userId), { reservedUsd: res.body.reservedUsd });
    await advance(s, 86_399);
    t.is((await order(p, res.body.orderId)).status, 'WORKING');
    await advance(s, 1);
    t.like(await order(p, res.body.orderId), {
      status: 'CANCELLED',
      omsStatus: 'EXPIRED',
      orderLifecycle: 'EXPIRED',
      cancelReason: 'DAY_ORDER_EXPIRED',
      rejectionCode: null,
      cancelledAt: '2026-09-02T09:00:00.000Z',
      reservedUsd: 0,
      cancelable: false,
    });
    t.like(await wallet(p, userId), { balanceUsd: 1000, settledUsd: 1000, reservedUsd: 0 });
    const cancelled = eventsOf(p, ['order.cancelled']);
    t.is(cancelled.length, 1);
    t.like(cancelled[0]!.data, {
      orderId: res.body.orderId,
      subAccountId: userId,
      type: 'BUY',
      symbol: SCOM,
      status: 'CANCELLED',
      refunded: res.body.reservedUsd,
      currency: 'USD',
      orderLifecycle: 'EXPIRED',
    });
    await assertMoneyConsistent(t, p, userId);
  });

  test(`${env}: a GTD SELL expires at expiresAt and its reserved units return to the holding`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 1000);
    await tick(s, SCOM, ONE_USD_KES);
    await holdings(p, userId, 100);
    const res = await trade(p, userId, {
      symbol: SCOM,
      type: 'SELL',
      quantity: 40,
      orderType: 'LIMIT',
      limitPrice: 1000,
      timeInForce: 'GTD',
      expiresAt: '2026-09-01T09:30:00Z',
    });
    t.deepEqual(position(p, userId, SCOM), { held: 60, reserved: 40 });
    await advance(s, 1800);
    t.like(await order(p, res.body.orderId), {
      status: 'CANCELLED',
      orderLifecycle: 'EXPIRED',
      cancelReason: 'GTD_EXPIRED',
      cancelledAt: '2026-09-01T09:30:00.000Z',
    });
    t.deepEqual(position(p, userId, SCOM), { held: 100, reserved: 0 });
    t.like(eventsOf(p, ['order.cancelled'])[0]!.data, { orderId: res.body.orderId, type: 'SELL', releasedQuantity: 40 });
  });
}

for (const env of ENVS) {
  test(`${env}: before settlement a USD price below stopLoss reverses the fill (CANCELLED, STOP_LOSS) and one above takeProfit settles at once`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 1000);
    await tick(s, SCOM, ONE_USD_KES);
    const guarded = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 }, { stopLoss: 0.9 });
    await executed(p);
    const profit = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 }, { takeProfit: 1.1 });
    await executed(p);
    t.like(await order(p, guarded.body.orderId), { status: 'FILLED', stopLoss: 0.9, settlementStatus: 'PENDING' });
    t.like(await wallet(p, userId), { balanceUsd: 798.5 });
    await tick(s, SCOM, 116.28);
    t.is((await order(p, guarded.body.orderId)).status, 'FILLED', 'USD 0.9000 is not below the stop loss');
    await tick(s, SCOM, 116.27);
    t.like(await order(p, guarded.body.orderId), {
      status: 'CANCELLED',
      orderLifecycle: 'CANCELLED',
      cancelReason: 'STOP_LOSS',
      refunded: 100.75,
      settlementStatus: null,
    });
    t.like(eventsOf(p, ['order.cancelled'])[0]!.data, { orderId: guarded.body.orderId, cancelReason: 'STOP_LOSS', refunded: 100.75 });
    t.like(await wallet(p, userId), { balanceUsd: 899.25 });
    t.deepEqual(position(p, userId, SCOM), { held: 100, reserved: 0 });
    t.is((await order(p, profit.body.orderId)).settlementStatus, 'PENDING', 'a falling price leaves the take-profit order alone');
    await tick(s, SCOM, 142.13);
    const settled = await order(p, profit.body.orderId);
    t.like(settled, { status: 'FILLED', settlementStatus: 'SETTLED', settledBy: 'TAKE_PROFIT' });
    t.true(settled.settledAt < settled.settleAt, 'settled before its T+3 date');
    await assertMoneyConsistent(t, p, userId);
  });
}
