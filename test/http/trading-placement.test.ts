/**
 * POST /trade and POST /users/{userId}/trade in both environments: the full order object, every rule
 * of the trade request table and every refusal (each leaves nothing changed: journal, ledger, outbox,
 * snapshots), quotes consumed exactly once and never by a refused trade.
 */
import test from 'ava';
import { assertError } from './shell-support.ts';
import {
  advance,
  assertMoneyConsistent,
  deskOn,
  ENVS,
  eventsOf,
  IAM,
  marketOrder,
  MTN,
  ONE_USD_KES,
  position,
  quote,
  refused,
  SCOM,
  tick,
  trade,
  traderOn,
  wallet,
} from './trading-support.ts';
import { partnerOn, type Partner } from './users-support.ts';

/** Every field of the spec's Order table. */
const ORDER_FIELDS = [
  'orderId',
  'symbol',
  'name',
  'exchange',
  'orderType',
  'limitPrice',
  'stopPrice',
  'cancelable',
  'replaceable',
  'type',
  'status',
  'quoteId',
  'quoteExpiresAt',
  'quoteUsdPrice',
  'clientOrderId',
  'omsStatus',
  'timeInForce',
  'filledQuantity',
  'remainingQuantity',
  'averageFillPrice',
  'executionVenue',
  'lastExecutionReportId',
  'executionSla',
  'quantity',
  'priceAtOrder',
  'usdPriceAtOrder',
  'fxRateAtOrder',
  'fxSource',
  'fxRateAsOf',
  'fxConversion',
  'fee',
  'baseFee',
  'partnerMarkupFee',
  'totalAmount',
  'currency',
  'localCurrency',
  'rejectionCode',
  'rejectionReason',
  'orderLifecycle',
  'cancelReason',
  'cancelledAt',
  'settledAt',
  'createdAt',
];

/** Holdings for a sell test: the sandbox cheat quantity fills at once; production waits for the venue. */
async function holdingsOf100(p: Partner, userId: string): Promise<void> {
  const res = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 });
  if (res.status !== 202) throw new Error(`buy failed: ${res.status} ${res.text}`);
  if (p.env === 'production') await advance(p.s, 300);
}

for (const env of ENVS) {
  test(`${env}: a MARKET order consumes its quote, escrows the quoted total and answers 202 with the full order object`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 100);
    await tick(s, SCOM, ONE_USD_KES);
    const q = await quote(p, SCOM, userId, { type: 'BUY', quantity: 5 });
    const res = await trade(p, userId, { symbol: 'SCOM', type: 'BUY', quantity: 5, quoteId: q.body.quoteId, clientOrderId: 'c-1' });
    t.is(res.status, 202);
    for (const field of ORDER_FIELDS) t.true(field in res.body, `the order carries ${field}`);
    t.like(res.body, {
      symbol: SCOM,
      name: 'Safaricom PLC',
      exchange: 'NSE',
      orderType: 'MARKET',
      type: 'BUY',
      status: 'PENDING',
      omsStatus: 'PENDING',
      cancelable: true,
      replaceable: false,
      quoteId: q.body.quoteId,
      quoteExpiresAt: q.body.quoteExpiresAt,
      quoteUsdPrice: 1,
      clientOrderId: 'c-1',
      timeInForce: 'GTC',
      quantity: 5,
      filledQuantity: 0,
      remainingQuantity: 5,
      priceAtOrder: 129.2,
      usdPriceAtOrder: 1,
      fxRateAtOrder: 129.2,
      fxSource: 'managed',
      fxConversion: { fromCurrency: 'KES', toCurrency: 'USD', rate: 129.2, source: 'managed', asOf: '2026-09-01T08:00:00.000Z' },
      gross: 5,
      baseFee: 0.04,
      partnerMarkupFee: 0,
      fee: 0.04,
      totalAmount: 5.04,
      currency: 'USD',
      localCurrency: 'KES',
      reservedUsd: 5.04,
      executionVenue: env === 'sandbox' ? 'SANDBOX' : 'SIMULATED_VENUE',
      subAccountId: userId,
      accountType: 'SUB_ACCOUNT',
      executionSla: { windowMinMinutes: 1, windowMaxMinutes: 5, startedAt: '2026-09-01T09:00:00.000Z', expectedBy: '2026-09-01T09:05:00.000Z' },
    });
    t.like(await wallet(p, userId), { balanceUsd: 100, settledUsd: 94.96, reservedUsd: 5.04 });
    const pending = eventsOf(p, ['order.pending']);
    t.is(pending.length, 1);
    t.like(pending[0]!.data, {
      orderId: res.body.orderId,
      subAccountId: userId,
      type: 'BUY',
      symbol: SCOM,
      quantity: 5,
      priceAtOrder: 129.2,
      usdPriceAtOrder: 1,
      gross: 5,
      baseFee: 0.04,
      partnerMarkupFee: 0,
      fee: 0.04,
      totalCost: 5.04,
      status: 'PENDING',
    });
    await refused(t, s, () => trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 5, quoteId: q.body.quoteId }), 409, 'STALE_QUOTE');
    await assertMoneyConsistent(t, p, userId);
  });

  test(`${env}: a MARKET order without quoteId is 400 QUOTE_REQUIRED and an unknown one 404 QUOTE_NOT_FOUND`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 100);
    await refused(t, s, () => trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 1 }), 400, 'QUOTE_REQUIRED');
    await refused(t, s, () => trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 1, quoteId: 'quo_never_issued' }), 404, 'QUOTE_NOT_FOUND');
    const other = await partnerOn(s, env);
    const otherUser = await traderOn(other, 10);
    const foreign = await quote(other, SCOM, otherUser, { type: 'BUY', quantity: 1 });
    await refused(t, s, () => trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 1, quoteId: foreign.body.quoteId }), 404, 'QUOTE_NOT_FOUND');
  });

  test(`${env}: a quote issued for another account of the partner is 403 QUOTE_SCOPE_MISMATCH`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const alice = await traderOn(p, 100);
    const bob = await traderOn(p, 100);
    const q = await quote(p, SCOM, alice, { type: 'BUY', quantity: 1 });
    await refused(t, s, () => trade(p, bob, { symbol: SCOM, type: 'BUY', quantity: 1, quoteId: q.body.quoteId }), 403, 'QUOTE_SCOPE_MISMATCH');
    t.is((await trade(p, alice, { symbol: SCOM, type: 'BUY', quantity: 1, quoteId: q.body.quoteId })).status, 202, 'the owner can still use it');
  });

  test(`${env}: a quote past its 60 s is 409 STALE_QUOTE`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 100);
    const q = await quote(p, SCOM, userId, { type: 'BUY', quantity: 1 });
    await advance(s, 60);
    await refused(t, s, () => trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 1, quoteId: q.body.quoteId }), 409, 'STALE_QUOTE');
  });

  test(`${env}: a trade that differs from its quote in symbol, side, quantity or cash value is 409 QUOTE_ORDER_MISMATCH`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 100);
    const q = (await quote(p, SCOM, userId, { type: 'BUY', quantity: 2 })).body.quoteId;
    const cash = (await quote(p, SCOM, userId, { type: 'BUY', cashValue: 5 })).body.quoteId;
    const cases: [Record<string, unknown>, string][] = [
      [{ symbol: 'EQTY.KE', type: 'BUY', quantity: 2, quoteId: q }, 'symbol'],
      [{ symbol: SCOM, type: 'SELL', quantity: 2, quoteId: q }, 'type'],
      [{ symbol: SCOM, type: 'BUY', quantity: 3, quoteId: q }, 'quantity'],
      [{ symbol: SCOM, type: 'BUY', cashValue: 2, quoteId: q }, 'cashValue'],
      [{ symbol: SCOM, type: 'BUY', cashValue: 6, quoteId: cash }, 'cashValue'],
    ];
    for (const [body, field] of cases) {
      const res = await refused(t, s, () => trade(p, userId, body), 409, 'QUOTE_ORDER_MISMATCH');
      t.true(res.body.error.mismatched.includes(field), `${field} is named`);
    }
    const ok = await trade(p, userId, { symbol: SCOM, type: 'BUY', cashValue: 5, quoteId: cash });
    t.is(ok.status, 202);
    t.is(ok.body.cashValue, 5, 'a cash-mode order records its cash value');
  });

  test(`${env}: INSUFFICIENT_FUNDS does not consume the quote: after a deposit the same quote places the order`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 10);
    await tick(s, SCOM, ONE_USD_KES);
    const q = await quote(p, SCOM, userId, { type: 'BUY', quantity: 20 });
    t.false(q.body.sufficientFunds);
    const body = { symbol: SCOM, type: 'BUY', quantity: 20, quoteId: q.body.quoteId };
    await refused(t, s, () => trade(p, userId, body), 400, 'INSUFFICIENT_FUNDS');
    const top =
      env === 'sandbox' ? await p.post('/test-tools/deposit', { subAccountId: userId, amount: 20 }) : await p.post(`/users/${userId}/deposit`, { amount: 20 });
    t.is(top.status, 200);
    t.is((await trade(p, userId, body)).status, 202);
  });

  test(`${env}: selling more units than held (reserved units excluded) is 422 and reserves nothing`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 1000);
    await refused(t, s, () => trade(p, userId, { symbol: SCOM, type: 'SELL', quantity: 1, orderType: 'LIMIT', limitPrice: 500 }), 422, 'BUSINESS_RULE');
    await holdingsOf100(p, userId);
    t.deepEqual(position(p, userId, SCOM), { held: 100, reserved: 0 });
    const resting = await trade(p, userId, { symbol: SCOM, type: 'SELL', quantity: 60, orderType: 'LIMIT', limitPrice: 500 });
    t.is(resting.status, 201);
    t.deepEqual(position(p, userId, SCOM), { held: 40, reserved: 60 });
    const q = await quote(p, SCOM, userId, { type: 'SELL', quantity: 50 });
    t.false(q.body.sufficientFunds);
    const res = await refused(t, s, () => trade(p, userId, { symbol: SCOM, type: 'SELL', quantity: 50, quoteId: q.body.quoteId }), 422, 'BUSINESS_RULE');
    t.is(res.body.error.heldQuantity, 40);
  });

  test(`${env}: MARKET orders need an open exchange (422 MARKET_CLOSED); resting orders are accepted WORKING while it is closed`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 100);
    const q = await quote(p, MTN, userId, { type: 'BUY', quantity: 1 });
    t.is(q.status, 200, 'a quote is available while the exchange is closed');
    await refused(t, s, () => trade(p, userId, { symbol: MTN, type: 'BUY', quantity: 1, quoteId: q.body.quoteId }), 422, 'MARKET_CLOSED');
    const resting = await trade(p, userId, { symbol: MTN, type: 'BUY', quantity: 1, orderType: 'LIMIT', limitPrice: 3 });
    t.is(resting.status, 201);
    t.like(resting.body, { status: 'WORKING', omsStatus: 'WORKING', replaceable: true, cancelable: true, executionSla: null, quoteId: null, limitPrice: 3 });
  });

  test(`${env}: whole-share exchanges take whole shares and fractional ones at most 6 decimals (400 VALIDATION_ERROR)`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 1000);
    const limit = (symbol: string, quantity: number) => () => trade(p, userId, { symbol, type: 'BUY', quantity, orderType: 'LIMIT', limitPrice: 50 });
    await refused(t, s, limit(IAM, 1.5), 400, 'VALIDATION_ERROR');
    await refused(t, s, limit(SCOM, 0.1234567), 400, 'VALIDATION_ERROR');
    t.is((await limit(IAM, 2)()).status, 201);
    const fractional = await limit(SCOM, 0.123456)();
    t.is(fractional.status, 201);
    t.is(fractional.body.quantity, 0.123456);
  });

  test(`${env}: order types need their prices, time in force is DAY, GTC or GTD, and size is quantity xor cashValue`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 1000);
    const send = (body: Record<string, unknown>) => () => trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 1, ...body });
    await refused(t, s, send({ orderType: 'LIMIT' }), 400, 'MISSING_PARAM');
    await refused(t, s, send({ orderType: 'STOP' }), 400, 'MISSING_PARAM');
    await refused(t, s, send({ orderType: 'STOP_LIMIT', stopPrice: 30 }), 400, 'MISSING_PARAM');
    await refused(t, s, send({ orderType: 'STOP_LIMIT', limitPrice: 30 }), 400, 'MISSING_PARAM');
    await refused(t, s, send({ orderType: 'LIMIT', limitPrice: 30, stopPrice: 31 }), 400, 'VALIDATION_ERROR');
    await refused(t, s, send({ orderType: 'LIMIT', limitPrice: 30.001 }), 400, 'VALIDATION_ERROR');
    await refused(t, s, send({ orderType: 'LIMIT', limitPrice: 30, timeInForce: 'IOC' }), 400, 'VALIDATION_ERROR');
    await refused(t, s, send({ orderType: 'LIMIT', limitPrice: 30, timeInForce: 'GTD' }), 400, 'MISSING_PARAM');
    await refused(t, s, send({ orderType: 'LIMIT', limitPrice: 30, timeInForce: 'GTD', expiresAt: '2026-09-01T08:00:00Z' }), 400, 'VALIDATION_ERROR');
    await refused(t, s, send({ orderType: 'LIMIT', limitPrice: 30, timeInForce: 'DAY', expiresAt: '2026-09-02T08:00:00Z' }), 400, 'VALIDATION_ERROR');
    await refused(t, s, send({ orderType: 'LIMIT', limitPrice: 30, quantity: undefined }), 400, 'MISSING_PARAM');
    await refused(t, s, send({ orderType: 'LIMIT', limitPrice: 30, cashValue: 10 }), 400, 'VALIDATION_ERROR');
    await refused(t, s, send({ orderType: 'LIMIT', limitPrice: 30, quantity: -1 }), 400, 'VALIDATION_ERROR');
    await refused(t, s, send({ orderType: 'LIMIT', limitPrice: 'thirty' }), 400, 'INVALID_TYPE');
    const gtd = await trade(p, userId, {
      symbol: SCOM,
      type: 'BUY',
      quantity: 1,
      orderType: 'STOP_LIMIT',
      stopPrice: 30,
      limitPrice: 31,
      timeInForce: 'GTD',
      expiresAt: '2026-09-03T09:00:00Z',
    });
    t.like(gtd.body, { status: 'WORKING', timeInForce: 'GTD', expiresAt: '2026-09-03T09:00:00.000Z', stopPrice: 30, limitPrice: 31 });
  });

  test(`${env}: a reused clientOrderId is 409 CONFLICT naming the order that holds it`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 1000);
    const body = { symbol: SCOM, type: 'BUY', quantity: 1, orderType: 'LIMIT', limitPrice: 20, clientOrderId: 'mine-1' };
    const first = await trade(p, userId, body);
    t.is(first.status, 201);
    const res = await refused(t, s, () => trade(p, userId, { ...body, limitPrice: 21 }), 409, 'CONFLICT');
    t.is(res.body.error.orderId, first.body.orderId);
  });

  test(`${env}: a retry with the same Idempotency-Key answers the same order and places nothing more`, async (t) => {
    const { p } = await deskOn(t, env);
    const userId = await traderOn(p, 1000);
    const body = { symbol: SCOM, type: 'BUY', quantity: 1, orderType: 'LIMIT', limitPrice: 20 };
    const first = await trade(p, userId, body, 'trade-key-0001');
    const again = await trade(p, userId, body, 'trade-key-0001');
    t.is(again.status, 201);
    t.is(again.body.orderId, first.body.orderId);
    t.is((await p.get(`/users/${userId}/orders`)).body.total, 1);
  });

  test(`${env}: a frozen sub-account cannot trade (403 FORBIDDEN) and an unknown one is 404`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 100);
    t.is((await p.post(`/users/${userId}/freeze`)).status, 200);
    await refused(t, s, () => trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 1, orderType: 'LIMIT', limitPrice: 20 }), 403, 'FORBIDDEN');
    await refused(t, s, () => trade(p, 'sub_unknown', { symbol: SCOM, type: 'BUY', quantity: 1, orderType: 'LIMIT', limitPrice: 20 }), 404, 'NOT_FOUND');
  });

  test(`${env}: resting orders escrow at their trigger price (BUY) or reserve units (SELL), with priceAtOrder the latest price`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 1000);
    await tick(s, SCOM, ONE_USD_KES);
    const stop = await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 10, orderType: 'STOP', stopPrice: 258.4 });
    t.like(stop.body, { status: 'WORKING', priceAtOrder: 129.2, stopPrice: 258.4, gross: 20, baseFee: 0.15, totalAmount: 20.15, reservedUsd: 20.15 });
    const limit = await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 10, orderType: 'LIMIT', limitPrice: 64.6 });
    t.like(limit.body, { gross: 5, totalAmount: 5.04, reservedUsd: 5.04 });
    t.like(await wallet(p, userId), { balanceUsd: 1000, reservedUsd: 25.19, settledUsd: 974.81 });
    await assertMoneyConsistent(t, p, userId);
  });
}

test('sandbox: POST /trade on the sandbox base answers 422 SANDBOX_MASTER_TRADING', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  await refused(t, s, () => trade(p, null, { symbol: SCOM, type: 'BUY', quantity: 1, orderType: 'LIMIT', limitPrice: 20 }), 422, 'SANDBOX_MASTER_TRADING');
});

test('sandbox: sub-accounts trade before any KYC assertion', async (t) => {
  const { p } = await deskOn(t, 'sandbox');
  const userId = await traderOn(p, 100);
  t.is((await p.get(`/users/${userId}`)).body.kycStatus, 'NONE');
  t.is((await marketOrder(p, userId, SCOM, 'BUY', { quantity: 1 })).status, 202);
});

test('production: a sub-account without VERIFIED KYC gets 403 KYC_REQUIRED, also after a rejection', async (t) => {
  const { s, p } = await deskOn(t, 'production');
  const user = (await p.post('/users', { externalId: 'no-kyc' })).body.userId as string;
  t.is((await p.post(`/users/${user}/deposit`, { amount: 100 })).status, 200);
  const q = await quote(p, SCOM, user, { type: 'BUY', quantity: 1 });
  t.is(q.status, 200, 'quotes need no KYC');
  await refused(t, s, () => trade(p, user, { symbol: SCOM, type: 'BUY', quantity: 1, quoteId: q.body.quoteId }), 403, 'KYC_REQUIRED');
  t.is((await p.post(`/users/${user}/kyc`, { status: 'REJECTED', level: 'NONE', reference: 'r-1', reasonCode: 'DOC', reason: 'unreadable' })).status, 200);
  await refused(t, s, () => trade(p, user, { symbol: SCOM, type: 'BUY', quantity: 1, orderType: 'LIMIT', limitPrice: 20 }), 403, 'KYC_REQUIRED');
});

test('production: the master account trades on POST /trade from the master wallet', async (t) => {
  const { s, p } = await deskOn(t, 'production');
  await tick(s, SCOM, ONE_USD_KES);
  const before = (await p.get('/account')).body.walletBalance.available as number;
  const res = await marketOrder(p, null, SCOM, 'BUY', { quantity: 100 });
  t.is(res.status, 202);
  t.like(res.body, { accountType: 'MASTER', subAccountId: null, status: 'PENDING', totalAmount: 100.75 });
  t.is((await p.get('/account')).body.walletBalance.available, before - 100.75);
  t.like(eventsOf(p, ['order.pending'])[0]!.data, { accountType: 'MASTER', orderId: res.body.orderId });
  await assertMoneyConsistent(t, p, 'master');
  assertError(t, await trade(p, null, { symbol: SCOM, type: 'BUY', quantity: 1_000_000, orderType: 'LIMIT', limitPrice: 129.2 }), 400, 'INSUFFICIENT_FUNDS');
});
