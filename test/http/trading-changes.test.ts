/**
 * PATCH (replace a WORKING resting order) and DELETE (cancel a PENDING or WORKING order) in both
 * environments, on the partner-wide and the sub-account paths: re-escrow of the difference, reserved
 * units, order.replaced and order.cancelled, refunds, and every refusal leaving nothing changed.
 */
import test from 'ava';
import { assertError } from './shell-support.ts';
import {
  advance,
  assertMoneyConsistent,
  deskOn,
  ENVS,
  eventsOf,
  marketOrder,
  ONE_USD_KES,
  order,
  orderEvents,
  position,
  refused,
  SCOM,
  tick,
  trade,
  traderOn,
  wallet,
} from './trading-support.ts';

for (const env of ENVS) {
  test(`${env}: PATCH replaces a WORKING BUY under the same orderId, re-escrows only the difference and fires order.replaced`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 100);
    await tick(s, SCOM, 200);
    const placed = await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 10, orderType: 'LIMIT', limitPrice: 64.6 });
    t.like(placed.body, { reservedUsd: 5.04 });
    const raised = await p.s.request('PATCH', `${p.base}/orders/${placed.body.orderId}`, {
      key: p.key,
      idempotencyKey: 'patch-0001',
      body: { limitPrice: ONE_USD_KES },
    });
    t.is(raised.status, 200);
    t.like(raised.body, {
      orderId: placed.body.orderId,
      status: 'WORKING',
      limitPrice: 129.2,
      quantity: 10,
      reservedUsd: 10.08,
      gross: 10,
      totalAmount: 10.08,
    });
    t.truthy(raised.body.replacedAt);
    t.like(await wallet(p, userId), { balanceUsd: 100, reservedUsd: 10.08, settledUsd: 89.92 });
    const smaller = await p.s.request('PATCH', `${p.base}/users/${userId}/orders/${placed.body.orderId}`, {
      key: p.key,
      idempotencyKey: 'patch-0002',
      body: { quantity: 5 },
    });
    t.like(smaller.body, { quantity: 5, reservedUsd: 5.04 });
    t.like(await wallet(p, userId), { reservedUsd: 5.04, settledUsd: 94.96 });
    const replaced = eventsOf(p, ['order.replaced']);
    t.is(replaced.length, 2);
    t.like(replaced[0]!.data, {
      orderId: placed.body.orderId,
      subAccountId: userId,
      orderType: 'LIMIT',
      type: 'BUY',
      limitPrice: 129.2,
      quantity: 10,
      status: 'WORKING',
    });
    await tick(s, SCOM, 129);
    t.is((await order(p, placed.body.orderId)).status, 'PENDING', 'the new limit is the one that triggers');
    await assertMoneyConsistent(t, p, userId);
  });

  test(`${env}: a PATCH the wallet cannot cover is 400 INSUFFICIENT_FUNDS and changes nothing`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 20);
    const placed = await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 10, orderType: 'LIMIT', limitPrice: ONE_USD_KES });
    await refused(
      t,
      s,
      () => s.request('PATCH', `${p.base}/orders/${placed.body.orderId}`, { key: p.key, idempotencyKey: 'patch-1001', body: { quantity: 50 } }),
      400,
      'INSUFFICIENT_FUNDS',
    );
  });

  test(`${env}: PATCH of a SELL adjusts its reserved units; more than held is 422`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 1000);
    await tick(s, SCOM, ONE_USD_KES);
    await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 });
    if (env === 'production') await advance(s, 300);
    const sell = await trade(p, userId, { symbol: SCOM, type: 'SELL', quantity: 30, orderType: 'LIMIT', limitPrice: 500 });
    const patch = (body: Record<string, unknown>, key: string) =>
      s.request('PATCH', `${p.base}/orders/${sell.body.orderId}`, { key: p.key, idempotencyKey: key, body });
    t.like((await patch({ quantity: 80 }, 'patch-2001')).body, { quantity: 80, reservedQuantity: 80 });
    t.deepEqual(position(p, userId, SCOM), { held: 20, reserved: 80 });
    t.like((await patch({ quantity: 10, limitPrice: 400 }, 'patch-2002')).body, { quantity: 10, limitPrice: 400 });
    t.deepEqual(position(p, userId, SCOM), { held: 90, reserved: 10 });
    await refused(t, s, () => patch({ quantity: 101 }, 'patch-2003'), 422, 'BUSINESS_RULE');
  });

  test(`${env}: PATCH refuses MARKET orders (422), non-WORKING orders (409), prices the order type lacks and empty bodies (400)`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 1000);
    const patch = (id: string, body: Record<string, unknown>, key: string) => () =>
      s.request('PATCH', `${p.base}/orders/${id}`, { key: p.key, idempotencyKey: key, body });
    const market = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 3 });
    await refused(t, s, patch(market.body.orderId, { quantity: 2 }, 'patch-3001'), 422, 'BUSINESS_RULE');
    const limit = await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 1, orderType: 'LIMIT', limitPrice: 10 });
    await refused(t, s, patch(limit.body.orderId, {}, 'patch-3002'), 400, 'VALIDATION_ERROR');
    await refused(t, s, patch(limit.body.orderId, { stopPrice: 12 }, 'patch-3003'), 400, 'VALIDATION_ERROR');
    await refused(t, s, patch(limit.body.orderId, { quantity: 0.1234567 }, 'patch-3004'), 400, 'VALIDATION_ERROR');
    await refused(t, s, patch('ord_unknown', { quantity: 2 }, 'patch-3005'), 404, 'NOT_FOUND');
    await p.del(`/orders/${limit.body.orderId}`);
    await refused(t, s, patch(limit.body.orderId, { quantity: 2 }, 'patch-3006'), 409, 'CONFLICT');
  });

  test(`${env}: DELETE cancels a WORKING order with its refund and order.cancelled; cancelling again is 422`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 100);
    const placed = await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 10, orderType: 'LIMIT', limitPrice: ONE_USD_KES });
    const res = await p.del(`/users/${userId}/orders/${placed.body.orderId}`);
    t.is(res.status, 200);
    t.like(res.body, {
      status: 'CANCELLED',
      orderLifecycle: 'CANCELLED',
      cancelReason: 'CANCELLED_BY_CLIENT',
      cancelledAt: '2026-09-01T09:00:00.000Z',
      refunded: 10.08,
      reservedUsd: 0,
      cancelable: false,
    });
    t.like(await wallet(p, userId), { balanceUsd: 100, settledUsd: 100, reservedUsd: 0 });
    t.like(eventsOf(p, ['order.cancelled'])[0]!.data, {
      orderId: placed.body.orderId,
      subAccountId: userId,
      status: 'CANCELLED',
      refunded: 10.08,
      currency: 'USD',
    });
    await refused(t, s, () => p.del(`/orders/${placed.body.orderId}`), 422, 'BUSINESS_RULE');
    await assertMoneyConsistent(t, p, userId);
  });

  test(`${env}: DELETE cancels a PENDING MARKET order before execution and the venue never fills it`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 100);
    const placed = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 4 });
    t.is((await p.del(`/orders/${placed.body.orderId}`)).status, 200);
    await advance(s, 600);
    t.like(await order(p, placed.body.orderId), { status: 'CANCELLED', filledQuantity: 0 });
    t.deepEqual(orderEvents(p, placed.body.orderId), ['order.pending', 'order.cancelled']);
    t.like(await wallet(p, userId), { balanceUsd: 100, reservedUsd: 0 });
  });

  test(`${env}: a filled or rejected order cannot be cancelled (422) and the sub-account paths only reach that sub-account's orders (404)`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const alice = await traderOn(p, 2000);
    const bob = await traderOn(p, 100);
    const filled = await marketOrder(p, alice, SCOM, 'BUY', { quantity: 100 });
    if (env === 'production') await advance(s, 300);
    await refused(t, s, () => p.del(`/orders/${filled.body.orderId}`), 422, 'BUSINESS_RULE');
    assertError(t, await p.get(`/users/${bob}/orders/${filled.body.orderId}`), 404, 'NOT_FOUND');
    await refused(t, s, () => p.del(`/users/${bob}/orders/${filled.body.orderId}`), 404, 'NOT_FOUND');
    t.is((await p.get(`/users/${alice}/orders/${filled.body.orderId}`)).body.orderId, filled.body.orderId);
  });
}
