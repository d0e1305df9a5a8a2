/**
 * Portfolios, tax lots and realized gains, read from the ledger after real fills: a sub-account's
 * `GET /users/{userId}/portfolio` (units, FIFO average cost, latest delayed price, USD market value,
 * unrealised P&L) with its FIFO `tax-lots` and `gains` exact to the cent, fills undone by a failed
 * settlement counting for nothing, and the master account's `GET /portfolio` in both environments
 * (production master orders filled by the simulated venue).
 */
import test from 'ava';
import { advanceOrder, testTrade } from './testtools-support.ts';
import { advance, deskOn, IAM, marketOrder, ONE_USD_KES, SCOM, tick, traderOn, type Partner } from './trading-support.ts';
import { assertError } from './shell-support.ts';

async function buy(p: Partner, userId: string, quantity: number, outcome = 'FILL'): Promise<string> {
  const res = await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'BUY', quantity, outcome });
  if (res.status !== 201) throw new Error(`test trade failed: ${res.status} ${res.text}`);
  return res.body.orderId as string;
}

async function sell(p: Partner, userId: string, quantity: number, outcome = 'FILL'): Promise<string> {
  const res = await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'SELL', quantity, outcome });
  if (res.status !== 201) throw new Error(`test trade failed: ${res.status} ${res.text}`);
  return res.body.orderId as string;
}

/** Two BUY lots of 10 SCOM: at USD 1.00 (cost 10.08) and at USD 2.00 (cost 20.15); then the price moves to USD 1.50. */
async function twoLots(t: Parameters<typeof deskOn>[0]): Promise<{ p: Partner; userId: string; first: string; second: string }> {
  const { s, p } = await deskOn(t, 'sandbox');
  const userId = await traderOn(p, 1000);
  await tick(s, SCOM, ONE_USD_KES);
  const first = await buy(p, userId, 10);
  await tick(s, SCOM, 2 * ONE_USD_KES);
  const second = await buy(p, userId, 10);
  await tick(s, SCOM, 193.8);
  return { p, userId, first, second };
}

test('a sub-account portfolio values its units at the latest delayed price against the FIFO cost basis', async (t) => {
  const { p, userId } = await twoLots(t);
  const res = await p.get(`/users/${userId}/portfolio`);
  t.is(res.status, 200);
  t.is(res.body.subAccountId, userId);
  t.deepEqual(
    res.body.holdings.map((h: Record<string, unknown>) => ({ ...h, priceAsOf: typeof h.priceAsOf })),
    [
      {
        symbol: SCOM,
        assetClass: 'EQUITY',
        name: res.body.holdings[0].name,
        exchange: 'NSE',
        currency: 'KES',
        units: 20,
        reservedUnits: 0,
        averageCostUsd: 1.5115,
        costBasisUsd: 30.23,
        marketPriceLocal: 193.8,
        priceAsOf: 'string',
        marketValueUsd: 30,
        unrealisedPnlUsd: -0.23,
        unrealisedPnlPct: -0.76,
        delisted: false,
      },
    ],
  );
  t.like(res.body.summary, {
    holdingsCount: 1,
    currency: 'USD',
    marketValueUsd: 30,
    costBasisUsd: 30.23,
    unrealisedPnlUsd: -0.23,
    unrealisedPnlPct: -0.76,
    cashUsd: 969.77,
    reservedUsd: 0,
    totalValueUsd: 999.77,
    asOf: '2026-09-01T09:00:00.000Z',
  });
  await testTrade(p, { subAccountId: userId, symbol: SCOM, type: 'SELL', quantity: 5 });
  const reserved = await p.get(`/users/${userId}/portfolio`);
  t.like(reserved.body.holdings[0], { units: 20, reservedUnits: 5, costBasisUsd: 30.23 }, 'units reserved by an open SELL are still held');
});

test('SELL fills consume the oldest lots first: tax lots show what is left, gains are proceeds net of fees minus FIFO cost', async (t) => {
  const { p, userId, first, second } = await twoLots(t);
  const sold = await sell(p, userId, 5);
  const lots = await p.get(`/users/${userId}/tax-lots`);
  t.like(lots.body, { subAccountId: userId, method: 'FIFO', currency: 'USD', count: 2 });
  t.like(lots.body.lots, [
    {
      symbol: SCOM,
      orderId: first,
      acquiredAt: '2026-09-01T09:00:00.000Z',
      quantity: 10,
      remainingQuantity: 5,
      costBasisUsd: 10.08,
      remainingCostBasisUsd: 5.04,
      costPerUnitUsd: 1.008,
      status: 'OPEN',
    },
    {
      symbol: SCOM,
      orderId: second,
      quantity: 10,
      remainingQuantity: 10,
      costBasisUsd: 20.15,
      remainingCostBasisUsd: 20.15,
      costPerUnitUsd: 2.015,
      status: 'OPEN',
    },
  ]);
  t.regex(lots.body.lots[0].lotId, /^lot_/);
  const gains = await p.get(`/users/${userId}/gains`);
  t.like(gains.body, { totalRealizedUsd: 2.4, totalProceedsUsd: 7.44, totalCostBasisUsd: 5.04, count: 1 });
  t.like(gains.body.gains[0], { orderId: sold, symbol: SCOM, quantity: 5, proceedsUsd: 7.44, costBasisUsd: 5.04, realizedGainUsd: 2.4, unmatchedQuantity: 0 });
  t.deepEqual(
    gains.body.gains[0].lots.map((l: { quantity: number; costBasisUsd: number }) => [l.quantity, l.costBasisUsd]),
    [[5, 5.04]],
  );

  // 12 more: the last 5 of the first lot (exactly its remaining 5.04), then 7 of the second, pro rata 14.105 -> 14.11 half-up.
  await sell(p, userId, 12);
  const after = await p.get(`/users/${userId}/tax-lots`);
  t.like(after.body.lots, [
    { remainingQuantity: 0, remainingCostBasisUsd: 0, status: 'CLOSED' },
    { remainingQuantity: 3, remainingCostBasisUsd: 6.04, status: 'OPEN' },
  ]);
  const totals = (await p.get(`/users/${userId}/gains`)).body;
  t.like(totals.gains[1], { quantity: 12, proceedsUsd: 17.86, costBasisUsd: 19.15, realizedGainUsd: -1.29 });
  t.deepEqual(
    totals.gains[1].lots.map((l: { quantity: number; costBasisUsd: number }) => [l.quantity, l.costBasisUsd]),
    [
      [5, 5.04],
      [7, 14.11],
    ],
  );
  t.like(totals, { totalRealizedUsd: 1.11, totalProceedsUsd: 25.3, totalCostBasisUsd: 24.19, count: 2 });
  t.like((await p.get(`/users/${userId}/portfolio`)).body.holdings[0], { units: 3, costBasisUsd: 6.04, averageCostUsd: 2.0133 });
});

test('fills undone by a failed settlement leave no lot and no gain; partial fills make lots of their own', async (t) => {
  const { p, userId } = await twoLots(t);
  const failedSell = await sell(p, userId, 4);
  await advanceOrder(p, failedSell, { action: 'fail_settlement' });
  await buy(p, userId, 3, 'FAIL_SETTLEMENT');
  const partial = await buy(p, userId, 4, 'PENDING');
  await advanceOrder(p, partial, { action: 'partial_fill', quantity: 1 });
  await advanceOrder(p, partial, { action: 'fill' });
  const lots = (await p.get(`/users/${userId}/tax-lots`)).body;
  t.is(lots.count, 4, 'two lots, then one per fill of the partially filled order');
  t.deepEqual(
    lots.lots.map((l: { quantity: number; remainingQuantity: number }) => [l.quantity, l.remainingQuantity]),
    [
      [10, 10],
      [10, 10],
      [1, 1],
      [3, 3],
    ],
  );
  t.like((await p.get(`/users/${userId}/gains`)).body, { count: 0, totalRealizedUsd: 0 });
  t.like((await p.get(`/users/${userId}/portfolio`)).body.holdings[0], { units: 24 });
});

test("an empty or unknown sub-account: no holdings, cash only; another partner's id is 404", async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const userId = await traderOn(p, 250);
  const res = await p.get(`/users/${userId}/portfolio`);
  t.deepEqual(res.body.holdings, []);
  t.like(res.body.summary, {
    holdingsCount: 0,
    marketValueUsd: 0,
    costBasisUsd: 0,
    unrealisedPnlUsd: 0,
    unrealisedPnlPct: null,
    cashUsd: 250,
    totalValueUsd: 250,
  });
  assertError(t, await p.get('/users/sub_missing/portfolio'), 404, 'NOT_FOUND');
  const { apiKey } = await s.sandboxPartner();
  assertError(t, await s.request('GET', `${p.base}/users/${userId}/portfolio`, { key: apiKey }), 404, 'NOT_FOUND');
});

test('sandbox master portfolio: no holdings (the sandbox master cannot trade) and the master wallet as cash', async (t) => {
  const { p } = await deskOn(t, 'sandbox');
  const userId = await traderOn(p, 0);
  await p.post(`/users/${userId}/deposit`, { amount: 1000 });
  const res = await p.get('/portfolio');
  t.is(res.status, 200);
  t.like(res.body, { accountType: 'MASTER', holdings: [] });
  t.like(res.body.summary, { holdingsCount: 0, cashUsd: 99_000, reservedUsd: 0, marketValueUsd: 0, totalValueUsd: 99_000 });
});

test('production master portfolio: master orders filled by the venue become holdings; an open BUY shows as reserved cash', async (t) => {
  const { s, p } = await deskOn(t, 'production');
  await tick(s, SCOM, ONE_USD_KES);
  await marketOrder(p, null, SCOM, 'BUY', { quantity: 100 });
  await marketOrder(p, null, IAM, 'BUY', { quantity: 2 });
  await advance(s, 300);
  await tick(s, SCOM, 142.12);
  await marketOrder(p, null, SCOM, 'BUY', { quantity: 10 });
  const res = await p.get('/portfolio');
  t.is(res.status, 200);
  t.deepEqual(
    res.body.holdings.map((h: { symbol: string }) => h.symbol),
    [IAM, SCOM],
  );
  const scom = res.body.holdings[1];
  t.like(scom, {
    units: 100,
    costBasisUsd: 100.75,
    averageCostUsd: 1.0075,
    marketPriceLocal: 142.12,
    marketValueUsd: 110,
    unrealisedPnlUsd: 9.25,
    unrealisedPnlPct: 9.18,
  });
  const iam = res.body.holdings[0];
  t.like(iam, { units: 2, exchange: 'CSE', currency: 'MAD' });
  t.is(Math.round(iam.unrealisedPnlUsd * 100), Math.round(iam.marketValueUsd * 100) - Math.round(iam.costBasisUsd * 100));
  const cents = (n: number) => Math.round(n * 100);
  const { summary } = res.body;
  t.like(summary, { holdingsCount: 2, reservedUsd: 11.08 });
  t.is(cents(summary.marketValueUsd), cents(scom.marketValueUsd) + cents(iam.marketValueUsd));
  t.is(cents(summary.totalValueUsd), cents(summary.cashUsd) + cents(summary.reservedUsd) + cents(summary.marketValueUsd));
  t.is(summary.cashUsd, (await p.get('/account')).body.walletBalance.available);
});
