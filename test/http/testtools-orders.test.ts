/**
 * `PATCH /test-tools/orders/{orderId}` and `GET /test-tools/orders` in the sandbox (fill, partial fill,
 * reject, settle, fail settlement; 409 in any other state; the list and its MISSING_PARAM), the
 * deprecated `/sandbox/orders` aliases, and the production compatibility route: 403 without the
 * `testToolsOnProduction` flag, and with it test orders on the sub-account's virtual book that spend
 * virtual cash only and never touch real money or real orders.
 */
import test from 'ava';
import { ledgerAccounts } from '../../engine/ledger.ts';
import { advanceOrder, assertEscrowMatches, testTrade } from './testtools-support.ts';
import {
  createUser,
  deskOn,
  eventsOf,
  IAM,
  marketOrder,
  ONE_USD_KES,
  order,
  orderEvents,
  position,
  refused,
  SCOM,
  tick,
  traderOn,
  wallet,
  type Partner,
} from './trading-support.ts';
import { balanceOf, masterBalance, partnerOn } from './users-support.ts';

async function sandboxTrader(t: Parameters<typeof deskOn>[0], usd = 1000): Promise<{ p: Partner; userId: string }> {
  const { s, p } = await deskOn(t, 'sandbox');
  const userId = await traderOn(p, usd);
  await tick(s, SCOM, ONE_USD_KES);
  return { p, userId };
}

test("fill completes a PENDING order at the latest price, taking a dearer fill's difference from cash", async (t) => {
  const { p, userId } = await sandboxTrader(t);
  const placed = await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 10 });
  await tick(p.s, SCOM, 2 * ONE_USD_KES);
  const res = await advanceOrder(p, placed.body.orderId, { action: 'fill' });
  t.is(res.status, 200);
  t.like(res.body, { orderId: placed.body.orderId, status: 'FILLED', averageFillPrice: 258.4, gross: 20, fee: 0.15, totalAmount: 20.15, reservedUsd: 0 });
  t.deepEqual(orderEvents(p, placed.body.orderId), ['order.pending', 'order.filled', 'trade.settled']);
  t.like(await wallet(p, userId), { balanceUsd: 979.85, settledUsd: 979.85, reservedUsd: 0 });
  await assertEscrowMatches(t, p, userId);
});

test('partial_fill fills the given quantity or half the rest; a PARTIALLY_FILLED order cannot be rejected (409) and fill completes it', async (t) => {
  const { p, userId } = await sandboxTrader(t);
  const placed = await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 10 });
  const id = placed.body.orderId as string;
  t.like((await advanceOrder(p, id, { action: 'partial_fill', quantity: 3 })).body, { status: 'PARTIALLY_FILLED', filledQuantity: 3, remainingQuantity: 7 });
  t.like((await advanceOrder(p, id, { action: 'partial_fill' })).body, { status: 'PARTIALLY_FILLED', filledQuantity: 6.5, remainingQuantity: 3.5 });
  await assertEscrowMatches(t, p, userId);
  await refused(t, p.s, () => advanceOrder(p, id, { action: 'reject' }), 409, 'CONFLICT');
  await refused(t, p.s, () => advanceOrder(p, id, { action: 'settle' }), 409, 'CONFLICT');
  await refused(t, p.s, () => advanceOrder(p, id, { action: 'partial_fill', quantity: 4 }), 400, 'VALIDATION_ERROR');
  t.like((await advanceOrder(p, id, { action: 'fill' })).body, { status: 'FILLED', filledQuantity: 10, remainingQuantity: 0, reservedUsd: 0 });
  t.deepEqual(position(p, userId, SCOM), { held: 10, reserved: 0 });
  t.like(await wallet(p, userId), { balanceUsd: 989.92, reservedUsd: 0 });
  await assertEscrowMatches(t, p, userId);
});

test('reject refunds a PENDING order with the given rejectionCode (OTHER by default); a final order takes no action (409)', async (t) => {
  const { p, userId } = await sandboxTrader(t);
  const first = (await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 10 })).body.orderId as string;
  const second = (await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 10 })).body.orderId as string;
  t.like((await advanceOrder(p, first, { action: 'reject', rejectionCode: 'TECHNICAL_ISSUE' })).body, { status: 'REJECTED', rejectionCode: 'TECHNICAL_ISSUE' });
  t.like((await advanceOrder(p, second, { action: 'reject' })).body, { status: 'REJECTED', rejectionCode: 'OTHER' });
  t.like(
    eventsOf(p, ['order.rejected']).map((e) => e.data.rejectionCode),
    ['TECHNICAL_ISSUE', 'OTHER'],
  );
  t.like(await wallet(p, userId), { balanceUsd: 1000, reservedUsd: 0 });
  for (const action of ['fill', 'partial_fill', 'reject', 'settle', 'fail_settlement']) {
    await refused(t, p.s, () => advanceOrder(p, first, { action }), 409, 'CONFLICT');
  }
});

test("settle marks a filled order settled now (a SELL's proceeds become settled cash); settling twice or a PENDING order is 409", async (t) => {
  const { p, userId } = await sandboxTrader(t);
  const bought = await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 10, outcome: 'FILL' });
  const pending = await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 1 });
  await refused(t, p.s, () => advanceOrder(p, pending.body.orderId, { action: 'settle' }), 409, 'CONFLICT');
  await refused(t, p.s, () => advanceOrder(p, pending.body.orderId, { action: 'fail_settlement' }), 409, 'CONFLICT');
  const settled = await advanceOrder(p, bought.body.orderId, { action: 'settle' });
  t.like(settled.body, { status: 'FILLED', omsStatus: 'SETTLED', settlementStatus: 'SETTLED', settledAt: '2026-09-01T09:00:00.000Z', settledBy: 'TEST' });
  await refused(t, p.s, () => advanceOrder(p, bought.body.orderId, { action: 'settle' }), 409, 'CONFLICT');
  const sold = await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'SELL', quantity: 4, outcome: 'FILL' });
  t.like(await wallet(p, userId), { unsettledUsd: 3.97 });
  await advanceOrder(p, sold.body.orderId, { action: 'settle' });
  t.like(await wallet(p, userId), { unsettledUsd: 0, withdrawableUsd: 992.88 });
});

test('fail_settlement reverses a filled SELL: the units come back and the proceeds leave', async (t) => {
  const { p, userId } = await sandboxTrader(t);
  await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 10, outcome: 'FILL' });
  const sold = await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'SELL', quantity: 4, outcome: 'FILL' });
  const res = await advanceOrder(p, sold.body.orderId, { action: 'fail_settlement' });
  t.like(res.body, { status: 'FILLED', settlementStatus: 'FAILED', omsStatus: 'SETTLEMENT_FAILED' });
  t.deepEqual(position(p, userId, SCOM), { held: 10, reserved: 0 });
  t.like(await wallet(p, userId), { unsettledUsd: 0, settledUsd: 989.92 });
  t.like((await p.get(`/users/${userId}/transactions`)).body.transactions[0], { type: 'TRADE_REVERSAL', amount: -3.97, reason: 'SETTLEMENT_FAILED' });
  await assertEscrowMatches(t, p, userId);
});

test('the test tools advance a real sandbox order left PENDING by its quantity, through /test-tools and the /sandbox alias', async (t) => {
  const { p, userId } = await sandboxTrader(t);
  const real = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 7 });
  t.is(real.body.status, 'PENDING');
  const res = await advanceOrder(p, real.body.orderId, { action: 'partial_fill', quantity: 2 }, '/sandbox/orders');
  t.is(res.status, 200);
  t.is(res.headers.get('deprecation'), 'true');
  t.like(res.body, { status: 'PARTIALLY_FILLED', filledQuantity: 2, quoteId: real.body.quoteId });
  t.like((await advanceOrder(p, real.body.orderId, { action: 'fill' })).body, { status: 'FILLED', filledQuantity: 7 });
  t.like(await order(p, real.body.orderId), { status: 'FILLED', executionVenue: 'SANDBOX' });
});

test('unknown, foreign or malformed PATCH requests are refused and change nothing', async (t) => {
  const { p, userId } = await sandboxTrader(t);
  const id = (await testTrade(p, { subAccountId: userId, symbol: IAM, type: 'BUY', quantity: 3 })).body.orderId as string;
  await refused(t, p.s, () => advanceOrder(p, 'ord_missing', { action: 'fill' }), 404, 'NOT_FOUND');
  const other = await partnerOn(p.s, 'sandbox');
  await refused(t, p.s, () => advanceOrder(other, id, { action: 'fill' }), 404, 'NOT_FOUND');
  await refused(t, p.s, () => advanceOrder(p, id, { action: 'explode' }), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, () => advanceOrder(p, id, {}), 400, 'MISSING_PARAM');
  await refused(t, p.s, () => advanceOrder(p, id, { action: 'fill', quantity: 1 }), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, () => advanceOrder(p, id, { action: 'partial_fill', quantity: 1.5 }), 400, 'VALIDATION_ERROR');
  await refused(t, p.s, () => advanceOrder(p, id, { action: 'reject', rejectionCode: 'BAD_LUCK' }), 400, 'VALIDATION_ERROR');
  t.like((await advanceOrder(p, id, { action: 'partial_fill' })).body, { filledQuantity: 1, remainingQuantity: 2 }, 'half of 3 whole shares is 1');
});

test("GET /test-tools/orders needs subAccountId in the sandbox and lists that sub-account's orders, filtered by status", async (t) => {
  const { p, userId } = await sandboxTrader(t);
  const filled = await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 1, outcome: 'FILL' });
  const pending = await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 1 });
  const otherUser = (await createUser(p)).userId as string;
  await refused(t, p.s, () => p.get('/test-tools/orders'), 400, 'MISSING_PARAM');
  await refused(t, p.s, () => p.get('/test-tools/orders?subAccountId=sub_missing'), 404, 'NOT_FOUND');
  await refused(t, p.s, () => p.get(`/test-tools/orders?subAccountId=${userId}&status=BOGUS`), 400, 'VALIDATION_ERROR');
  const all = await p.get(`/test-tools/orders?subAccountId=${userId}`);
  t.is(all.status, 200);
  t.deepEqual(
    all.body.orders.map((o: { orderId: string }) => o.orderId),
    [pending.body.orderId, filled.body.orderId],
  );
  t.like(all.body, { subAccountId: userId, count: 2, hasMore: false, nextCursor: null });
  const onlyPending = await p.get(`/test-tools/orders?subAccountId=${userId}&status=pending`);
  t.deepEqual(
    onlyPending.body.orders.map((o: { orderId: string }) => o.orderId),
    [pending.body.orderId],
  );
  t.is((await p.get(`/test-tools/orders?subAccountId=${otherUser}`)).body.count, 0);
  const alias = await p.get(`/sandbox/orders?subAccountId=${userId}&limit=1`);
  t.is(alias.headers.get('deprecation'), 'true');
  t.like(alias.body, { count: 1, hasMore: true });
});

async function productionTrader(t: Parameters<typeof deskOn>[0]): Promise<{ p: Partner; userId: string }> {
  const { s, p } = await deskOn(t, 'production');
  const userId = await traderOn(p, 100);
  await tick(s, SCOM, ONE_USD_KES);
  return { p, userId };
}

test('on the production base every test tool is 403 FORBIDDEN without testToolsOnProduction', async (t) => {
  const { p, userId } = await productionTrader(t);
  const real = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 1 });
  await refused(t, p.s, () => testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 1, outcome: 'FILL' }), 403, 'FORBIDDEN');
  await refused(t, p.s, () => p.post('/sandbox/trade', { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 1 }), 403, 'FORBIDDEN');
  await refused(t, p.s, () => advanceOrder(p, real.body.orderId, { action: 'fill' }), 403, 'FORBIDDEN');
  await refused(t, p.s, () => p.get('/test-tools/orders'), 403, 'FORBIDDEN');
  t.is((await order(p, real.body.orderId)).status, 'PENDING');
});

test('with testToolsOnProduction, test orders live on the virtual book and spend virtual cash only; real orders stay out of reach', async (t) => {
  const { p, userId } = await productionTrader(t);
  const real = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 1 });
  await p.s.operator('PATCH', `/partners/${p.partnerId}`, { testToolsOnProduction: true });
  const master = await masterBalance(p);
  await refused(t, p.s, () => testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 1, outcome: 'FILL' }), 400, 'INSUFFICIENT_FUNDS');
  await p.post('/test-tools/deposit', { subAccountId: userId, amount: 50 });
  const res = await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 20, outcome: 'FILL' });
  t.is(res.status, 201);
  t.like(res.body, { subAccountId: userId, book: 'VIRTUAL', virtual: true, status: 'FILLED', totalAmount: 20.15, executionVenue: 'VIRTUAL_TEST_TOOLS' });
  const virtualCash = ledgerAccounts.virtualCash('production', p.partnerId, userId);
  t.is(balanceOf(p.s, virtualCash), 5000 - 2015, 'the cost came out of virtual cash');
  t.like(await wallet(p, userId), { balanceUsd: 100, reservedUsd: 1.01 }, 'the real wallet only holds the real order');
  t.deepEqual(position(p, userId, SCOM), { held: 0, reserved: 0 }, 'no real shares');
  t.is(await masterBalance(p), master);
  const pending = await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity: 2 });
  t.like((await advanceOrder(p, pending.body.orderId, { action: 'fill' })).body, { status: 'FILLED', book: 'VIRTUAL' });
  await refused(t, p.s, () => advanceOrder(p, real.body.orderId, { action: 'fill' }), 403, 'FORBIDDEN');
  const listed = await p.get('/test-tools/orders');
  t.deepEqual(
    listed.body.orders.map((o: { orderId: string }) => o.orderId),
    [pending.body.orderId, res.body.orderId],
    'only virtual-book orders, newest first',
  );
  t.is((await p.get(`/test-tools/orders?subAccountId=${userId}&status=FILLED`)).body.count, 2);
  t.is(balanceOf(p.s, ledgerAccounts.cashSettled('production', p.partnerId, `virtual:${userId}`)), 0, 'the book returns its cash after each command');
  t.is(eventsOf(p, ['order.filled']).length, 2);
});
