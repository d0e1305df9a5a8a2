/**
 * Execution of PENDING orders. Sandbox: the cheat quantities (100 fills at once at the quote price,
 * 999 is rejected with OTHER, anything else stays PENDING). Production: the simulated venue fills 1 to
 * 5 minutes later at the latest delayed price, never while the exchange is closed, rejects under an
 * unscheduled closure, when the wallet cannot cover a dearer fill, and when the operator injects
 * faults. All driven by the virtual clock and operator ticks.
 */
import test from 'ava';
import { assertError } from './shell-support.ts';
import {
  advance,
  assertMoneyConsistent,
  deskOn,
  eventsOf,
  marketOrder,
  ONE_USD_KES,
  order,
  orderEvents,
  position,
  SCOM,
  setClock,
  tick,
  traderOn,
  wallet,
} from './trading-support.ts';

test('sandbox: quantity 100 fills at once at the quote price with order.filled and trade.settled; the shares arrive', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const userId = await traderOn(p, 1000);
  await tick(s, SCOM, ONE_USD_KES);
  const res = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 });
  t.is(res.status, 202);
  t.like(res.body, {
    status: 'FILLED',
    omsStatus: 'FILLED',
    filledQuantity: 100,
    remainingQuantity: 0,
    averageFillPrice: 129.2,
    cancelable: false,
    gross: 100,
    fee: 0.75,
    totalAmount: 100.75,
    reservedUsd: 0,
    settlementStatus: 'PENDING',
    settledAt: null,
    settleAt: '2026-09-04T12:00:00.000Z',
  });
  t.regex(res.body.lastExecutionReportId, /^exr_/);
  t.deepEqual(orderEvents(p, res.body.orderId), ['order.pending', 'order.filled', 'trade.settled']);
  const [filled, alias] = eventsOf(p, ['order.filled', 'trade.settled']);
  t.deepEqual(filled!.data, alias!.data, 'trade.settled carries the same payload');
  t.like(filled!.data, {
    orderId: res.body.orderId,
    subAccountId: userId,
    type: 'BUY',
    symbol: SCOM,
    exchange: 'NSE',
    quantity: 100,
    priceAtOrder: 129.2,
    usdPriceAtOrder: 1,
    feeAmount: 0.75,
    status: 'FILLED',
    settledAt: null,
    settlementUsdPrice: 1,
    totalCost: 100.75,
  });
  t.like(await wallet(p, userId), { balanceUsd: 899.25, settledUsd: 899.25, reservedUsd: 0 });
  t.deepEqual(position(p, userId, SCOM), { held: 100, reserved: 0 });
  const txns = (await p.get(`/users/${userId}/transactions`)).body.transactions as Record<string, any>[];
  t.like(txns[0], { type: 'TRADE_BUY', amount: -100.75, orderId: res.body.orderId });
  await assertMoneyConsistent(t, p, userId);
});

test('sandbox: quantity 999 is rejected at once with OTHER; the escrow is refunded and order.rejected plus trade.rejected fire', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const userId = await traderOn(p, 2000);
  await tick(s, SCOM, ONE_USD_KES);
  const res = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 999 });
  t.is(res.status, 202);
  t.like(res.body, { status: 'REJECTED', rejectionCode: 'OTHER', cancelable: false, reservedUsd: 0 });
  t.truthy(res.body.rejectionReason);
  t.deepEqual(orderEvents(p, res.body.orderId), ['order.pending', 'order.rejected', 'trade.rejected']);
  t.like(eventsOf(p, ['trade.rejected'])[0]!.data, {
    orderId: res.body.orderId,
    subAccountId: userId,
    status: 'REJECTED',
    rejectionCode: 'OTHER',
    quantity: 999,
  });
  t.like(await wallet(p, userId), { balanceUsd: 2000, settledUsd: 2000, reservedUsd: 0 });
  await assertMoneyConsistent(t, p, userId);
});

test('sandbox: any other quantity stays PENDING however long the clock runs (the test tools advance it)', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const userId = await traderOn(p, 1000);
  const res = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 7 });
  await advance(s, 600);
  t.like(await order(p, res.body.orderId), { status: 'PENDING', filledQuantity: 0 });
  t.deepEqual(orderEvents(p, res.body.orderId), ['order.pending']);
});

test('production: the venue fills 1 to 5 minutes after PENDING at the latest delayed price, topping up a dearer fill from cash', async (t) => {
  const { s, p } = await deskOn(t, 'production');
  const userId = await traderOn(p, 100);
  await tick(s, SCOM, ONE_USD_KES);
  const res = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 10 });
  t.like(res.body, { status: 'PENDING', reservedUsd: 10.08, executionVenue: 'SIMULATED_VENUE' });
  await advance(s, 30);
  await tick(s, SCOM, 135.66);
  await advance(s, 29);
  t.is((await order(p, res.body.orderId)).status, 'PENDING', 'nothing executes within the first minute');
  await advance(s, 241);
  const filled = await order(p, res.body.orderId);
  t.like(filled, { status: 'FILLED', averageFillPrice: 135.66, gross: 10.5, fee: 0.08, totalAmount: 10.58, priceAtOrder: 129.2, settlementStatus: 'PENDING' });
  const delay = Date.parse(filled.filledAt) - Date.parse('2026-09-01T09:00:00Z');
  t.true(delay >= 60_000 && delay <= 300_000, `filled after ${delay} ms`);
  t.like(filled.executionSla, { startedAt: '2026-09-01T09:00:00.000Z', met: true });
  t.like(await wallet(p, userId), { balanceUsd: 89.42, settledUsd: 89.42, reservedUsd: 0 });
  t.like(eventsOf(p, ['order.filled'])[0]!.data, { orderId: res.body.orderId, averageFillPrice: 135.66, settlementUsdPrice: 1.05, totalCost: 10.58 });
  await assertMoneyConsistent(t, p, userId);
});

test('production: a fill dearer than the escrow that the wallet cannot cover is rejected INSUFFICIENT_FUNDS and refunded', async (t) => {
  const { s, p } = await deskOn(t, 'production');
  const userId = await traderOn(p, 100.75);
  await tick(s, SCOM, ONE_USD_KES);
  const res = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 });
  t.like(await wallet(p, userId), { settledUsd: 0, reservedUsd: 100.75 });
  await tick(s, SCOM, 135.66);
  await advance(s, 300);
  t.like(await order(p, res.body.orderId), { status: 'REJECTED', rejectionCode: 'INSUFFICIENT_FUNDS', reservedUsd: 0 });
  t.like(await wallet(p, userId), { balanceUsd: 100.75, settledUsd: 100.75, reservedUsd: 0 });
  t.deepEqual(orderEvents(p, res.body.orderId), ['order.pending', 'order.rejected', 'trade.rejected']);
  await assertMoneyConsistent(t, p, userId);
});

test('production: operator venue faults reject the next N executions with their code, then the venue fills again', async (t) => {
  const { s, p } = await deskOn(t, 'production');
  const userId = await traderOn(p, 1000);
  assertError(t, await s.operator('POST', '/venue/faults', { rejectNext: 1, rejectionCode: 'NOPE' }), 400, 'VALIDATION_ERROR');
  const set = await s.operator('POST', '/venue/faults', { rejectNext: 1, rejectionCode: 'COMPLIANCE_HOLD' });
  t.deepEqual(set.body, { rejectNext: 1, rejectionCode: 'COMPLIANCE_HOLD' });
  const first = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 3 });
  await advance(s, 300);
  t.like(await order(p, first.body.orderId), { status: 'REJECTED', rejectionCode: 'COMPLIANCE_HOLD' });
  t.like(eventsOf(p, ['order.rejected'])[0]!.data, { orderId: first.body.orderId, rejectionCode: 'COMPLIANCE_HOLD' });
  const second = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 3 });
  await advance(s, 300);
  t.is((await order(p, second.body.orderId)).status, 'FILLED', 'the fault is used up');
  await assertMoneyConsistent(t, p, userId);
});

test('production: an unscheduled closure rejects the execution attempt with MARKET_CLOSED', async (t) => {
  const { s, p } = await deskOn(t, 'production');
  const userId = await traderOn(p, 1000);
  const buy = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 2 });
  t.is((await s.operator('POST', '/exchanges/NSE/closure', { closed: true, reason: 'trading system outage' })).status, 200);
  await advance(s, 300);
  const rejected = await order(p, buy.body.orderId);
  t.like(rejected, { status: 'REJECTED', rejectionCode: 'MARKET_CLOSED' });
  t.regex(rejected.rejectionReason, /trading system outage/);
  t.like(await wallet(p, userId), { balanceUsd: 1000, reservedUsd: 0 });
});

test('production: the venue never fills while the exchange is closed; an attempt after the close waits for the next open, and T+3 skips the weekend', async (t) => {
  const { s, p } = await deskOn(t, 'production');
  await setClock(s, '2026-09-02T11:59:00Z');
  const userId = await traderOn(p, 1000);
  const res = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 2 });
  t.is(res.status, 202, 'NSE (closes 12:00 UTC) is still open');
  await setClock(s, '2026-09-02T16:00:00Z');
  t.is((await order(p, res.body.orderId)).status, 'PENDING', 'no fill after the close');
  await setClock(s, '2026-09-03T06:36:00Z');
  const filled = await order(p, res.body.orderId);
  t.is(filled.status, 'FILLED');
  t.true(
    filled.filledAt >= '2026-09-03T06:31:00.000Z' && filled.filledAt <= '2026-09-03T06:35:00.000Z',
    `filled at ${filled.filledAt}, 1 to 5 minutes after the 06:30 UTC open`,
  );
  t.is(filled.settleAt, '2026-09-08T12:00:00.000Z', 'Thursday + 3 business days is the next Tuesday');
});

test('production: the venue rejects KYC_REQUIRED when KYC is withdrawn before execution, COMPLIANCE_HOLD when the account was frozen', async (t) => {
  const { s, p } = await deskOn(t, 'production');
  const revoked = await traderOn(p, 100);
  const frozen = await traderOn(p, 100);
  const first = await marketOrder(p, revoked, SCOM, 'BUY', { quantity: 1 });
  const second = await marketOrder(p, frozen, SCOM, 'BUY', { quantity: 1 });
  t.is((await p.post(`/users/${revoked}/kyc`, { status: 'REJECTED', level: 'NONE', reference: 'kyc-2', reasonCode: 'AML', reason: 'review' })).status, 200);
  t.is((await p.post(`/users/${frozen}/freeze`)).status, 200);
  await advance(s, 300);
  t.like(await order(p, first.body.orderId), { status: 'REJECTED', rejectionCode: 'KYC_REQUIRED' });
  t.like(await order(p, second.body.orderId), { status: 'REJECTED', rejectionCode: 'COMPLIANCE_HOLD' });
  t.like(await wallet(p, frozen), { balanceUsd: 100, reservedUsd: 0 });
});
