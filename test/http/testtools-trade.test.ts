/**
 * `POST /test-tools/trade` in the sandbox: a MARKET test order without a quote, at the latest delayed
 * price, with each outcome applied at once through the real order machine (escrow, holdings, wallet
 * transactions and events exactly as a real order), its refusals (nothing changes), the deprecated
 * `/sandbox/trade` alias, and the cheat quantities of a real sandbox trade.
 */
import test from 'ava';
import { uniqueKey } from '../helpers/server.ts';
import { assertEscrowMatches as assertMoneyConsistent, testTrade } from './testtools-support.ts';
import {
  createUser,
  deskOn,
  eventsOf,
  IAM,
  marketOrder,
  ONE_USD_KES,
  orderEvents,
  position,
  refused,
  SCOM,
  tick,
  traderOn,
  wallet,
  type Partner,
} from './trading-support.ts';

async function sandboxTrader(t: Parameters<typeof deskOn>[0], usd = 1000): Promise<{ p: Partner; userId: string }> {
  const { s, p } = await deskOn(t, 'sandbox');
  const userId = await traderOn(p, usd);
  await tick(s, SCOM, ONE_USD_KES);
  return { p, userId };
}

test('outcome PENDING escrows the cost at the latest price and leaves a MARKET order without a quote PENDING', async (t) => {
  const { p, userId } = await sandboxTrader(t);
  const res = await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 10, outcome: 'PENDING' });
  t.is(res.status, 201);
  t.like(res.body, {
    subAccountId: userId,
    book: 'SANDBOX',
    virtual: false,
    orderType: 'MARKET',
    type: 'BUY',
    status: 'PENDING',
    quoteId: null,
    quantity: 10,
    priceAtOrder: 129.2,
    gross: 10,
    fee: 0.08,
    reservedUsd: 10.08,
    executionVenue: 'SANDBOX_TEST_TOOLS',
    cancelable: true,
  });
  t.regex(res.body.orderId, /^ord_/);
  t.deepEqual(orderEvents(p, res.body.orderId), ['order.pending']);
  t.like(await wallet(p, userId), { balanceUsd: 1000, settledUsd: 989.92, reservedUsd: 10.08 });
  const listed = await p.get(`/users/${userId}/orders`);
  t.is(listed.body.orders[0].orderId, res.body.orderId, 'a test order is an order like any other');
  await assertMoneyConsistent(t, p, userId);
});

test('an omitted outcome means PENDING; FILL executes at the latest price with order.filled and trade.settled', async (t) => {
  const { p, userId } = await sandboxTrader(t);
  t.is((await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 3 })).body.status, 'PENDING');
  const res = await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 10, outcome: 'FILL' });
  t.like(res.body, {
    status: 'FILLED',
    filledQuantity: 10,
    remainingQuantity: 0,
    averageFillPrice: 129.2,
    totalAmount: 10.08,
    reservedUsd: 0,
    settlementStatus: 'PENDING',
  });
  t.deepEqual(orderEvents(p, res.body.orderId), ['order.pending', 'order.filled', 'trade.settled']);
  t.deepEqual(position(p, userId, SCOM), { held: 10, reserved: 0 });
  t.like((await p.get(`/users/${userId}/transactions`)).body.transactions[0], { type: 'TRADE_BUY', amount: -10.08, orderId: res.body.orderId });
  await assertMoneyConsistent(t, p, userId);
});

test('outcome PARTIAL_FILL fills half: 6 decimals on a fractional market, whole shares on a whole-share one', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const userId = await traderOn(p, 5000);
  await tick(s, SCOM, ONE_USD_KES);
  const fractional = await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 5, outcome: 'PARTIAL_FILL' });
  t.like(fractional.body, { status: 'PARTIALLY_FILLED', filledQuantity: 2.5, remainingQuantity: 2.5, cancelable: false });
  t.deepEqual(orderEvents(p, fractional.body.orderId), ['order.pending'], 'a partial fill fires no event');
  t.deepEqual(position(p, userId, SCOM), { held: 2.5, reserved: 0 });
  const whole = await testTrade(p, { subAccountId: userId, symbol: IAM, type: 'BUY', quantity: 5, outcome: 'PARTIAL_FILL' });
  t.like(whole.body, { status: 'PARTIALLY_FILLED', filledQuantity: 2, remainingQuantity: 3 });
  t.deepEqual(position(p, userId, IAM), { held: 2, reserved: 0 });
  await refused(t, s, () => testTrade(p, { subAccountId: userId, symbol: IAM, type: 'BUY', quantity: 1, outcome: 'PARTIAL_FILL' }), 400, 'VALIDATION_ERROR');
  await assertMoneyConsistent(t, p, userId);
});

test('outcome REJECT refunds the escrow and rejects with OTHER; CANCEL refunds it with order.cancelled', async (t) => {
  const { p, userId } = await sandboxTrader(t);
  const rejected = await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 10, outcome: 'REJECT' });
  t.like(rejected.body, { status: 'REJECTED', rejectionCode: 'OTHER', reservedUsd: 0, refunded: null });
  t.deepEqual(orderEvents(p, rejected.body.orderId), ['order.pending', 'order.rejected', 'trade.rejected']);
  const cancelled = await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 10, outcome: 'CANCEL' });
  t.like(cancelled.body, { status: 'CANCELLED', orderLifecycle: 'CANCELLED', cancelReason: 'CANCELLED_BY_TEST_TOOL', refunded: 10.08 });
  t.deepEqual(orderEvents(p, cancelled.body.orderId), ['order.pending', 'order.cancelled']);
  t.like(eventsOf(p, ['order.cancelled'])[0]!.data, { orderId: cancelled.body.orderId, refunded: 10.08, currency: 'USD' });
  t.like(await wallet(p, userId), { balanceUsd: 1000, settledUsd: 1000, reservedUsd: 0 });
  await assertMoneyConsistent(t, p, userId);
});

test('outcome FAIL_SETTLEMENT fills, then reverses every leg: shares back to the venue, cost and fees back to the wallet', async (t) => {
  const { p, userId } = await sandboxTrader(t);
  const res = await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 10, outcome: 'FAIL_SETTLEMENT' });
  t.like(res.body, { status: 'FILLED', omsStatus: 'SETTLEMENT_FAILED', settlementStatus: 'FAILED', filledQuantity: 10 });
  t.deepEqual(orderEvents(p, res.body.orderId), ['order.pending', 'order.filled', 'trade.settled']);
  t.deepEqual(position(p, userId, SCOM), { held: 0, reserved: 0 });
  t.like(await wallet(p, userId), { balanceUsd: 1000, settledUsd: 1000 });
  const [reversal, buy] = (await p.get(`/users/${userId}/transactions`)).body.transactions as Record<string, any>[];
  t.like(buy, { type: 'TRADE_BUY', amount: -10.08 });
  t.like(reversal, { type: 'TRADE_REVERSAL', amount: 10.08, reason: 'SETTLEMENT_FAILED', balanceAfter: 1000 });
  await assertMoneyConsistent(t, p, userId);
});

test('a SELL test order reserves held units and, filled, pays the proceeds into unsettled cash', async (t) => {
  const { p, userId } = await sandboxTrader(t);
  await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 10, outcome: 'FILL' });
  const pending = await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'SELL', quantity: 4 });
  t.like(pending.body, { type: 'SELL', status: 'PENDING', reservedQuantity: 4 });
  t.deepEqual(position(p, userId, SCOM), { held: 6, reserved: 4 });
  const sold = await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'SELL', quantity: 6, outcome: 'FILL' });
  t.like(sold.body, { status: 'FILLED', gross: 6, fee: 0.05, totalAmount: 5.95 });
  t.deepEqual(position(p, userId, SCOM), { held: 0, reserved: 4 });
  t.like(await wallet(p, userId), { unsettledUsd: 5.95, settledUsd: 989.92 });
  await assertMoneyConsistent(t, p, userId);
});

test('bad test trades are refused with the catalogue code and change nothing', async (t) => {
  const { p, userId } = await sandboxTrader(t, 5);
  const { s } = p;
  const body = { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 1, outcome: 'FILL' };
  await refused(t, s, () => testTrade(p, { ...body, subAccountId: undefined }), 400, 'MISSING_PARAM');
  await refused(t, s, () => testTrade(p, { ...body, outcome: 'EXPLODE' }), 400, 'VALIDATION_ERROR');
  await refused(t, s, () => testTrade(p, { ...body, quantity: 'one' }), 400, 'INVALID_TYPE');
  await refused(t, s, () => testTrade(p, { ...body, quantity: 0.0000001 }), 400, 'VALIDATION_ERROR');
  await refused(t, s, () => testTrade(p, { ...body, symbol: IAM, quantity: 1.5 }), 400, 'VALIDATION_ERROR');
  await refused(t, s, () => testTrade(p, { ...body, symbol: 'NOPE.KE' }), 404, 'NOT_FOUND');
  await refused(t, s, () => testTrade(p, { ...body, subAccountId: 'sub_missing' }), 404, 'NOT_FOUND');
  await refused(t, s, () => testTrade(p, { ...body, quantity: 10 }), 400, 'INSUFFICIENT_FUNDS');
  await refused(t, s, () => testTrade(p, { ...body, type: 'SELL' }), 422, 'BUSINESS_RULE');
  await p.post(`/users/${userId}/freeze`);
  await refused(t, s, () => testTrade(p, body), 403, 'FORBIDDEN');
  const other = await createUser(p);
  await p.del(`/users/${other.userId}`);
  await refused(t, s, () => testTrade(p, { ...body, subAccountId: other.userId }), 409, 'CONFLICT');
});

test('the deprecated /sandbox/trade alias places the same test order with Deprecation, Sunset and a successor Link', async (t) => {
  const { p, userId } = await sandboxTrader(t);
  const res = await p.post('/sandbox/trade', { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 2, outcome: 'FILL' });
  t.is(res.status, 201);
  t.like(res.body, { status: 'FILLED', filledQuantity: 2 });
  t.is(res.headers.get('deprecation'), 'true');
  t.is(res.headers.get('sunset'), 'Mon, 01 Mar 2027 00:00:00 GMT');
  t.regex(res.headers.get('link') ?? '', /<\/api\/sandbox\/v1\/partner\/test-tools\/trade>; rel="successor-version"/);
  t.is((await p.post('/test-tools/trade', { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 2 })).headers.get('deprecation'), null);
});

test('a retried test trade with the same Idempotency-Key answers the same order and places nothing new', async (t) => {
  const { p, userId } = await sandboxTrader(t);
  const key = uniqueKey('tt-trade');
  const first = await p.post('/test-tools/trade', { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 2 }, key);
  const again = await p.post('/test-tools/trade', { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 2 }, key);
  t.is(again.status, 201);
  t.is(again.body.orderId, first.body.orderId);
  t.is((await p.get(`/users/${userId}/orders`)).body.total, 1);
});

test('real sandbox MARKET trades follow the cheat quantities: 100 fills at once, 999 is rejected with OTHER', async (t) => {
  const { p, userId } = await sandboxTrader(t, 5000);
  const filled = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 });
  t.like(filled.body, { status: 'FILLED', filledQuantity: 100, executionVenue: 'SANDBOX' });
  t.deepEqual(orderEvents(p, filled.body.orderId), ['order.pending', 'order.filled', 'trade.settled']);
  const rejected = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 999 });
  t.like(rejected.body, { status: 'REJECTED', rejectionCode: 'OTHER', reservedUsd: 0 });
  t.deepEqual(orderEvents(p, rejected.body.orderId), ['order.pending', 'order.rejected', 'trade.rejected']);
  await assertMoneyConsistent(t, p, userId);
});
