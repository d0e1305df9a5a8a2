/**
 * The reports end to end, in both environments, over a book set up through HTTP (trades
 * with a partner markup, a fund subscription, a SELL): AUM agrees with the portfolios and with itself,
 * positions page through every holding, fees and revenue agree with the orders' own fees, and each
 * CSV answer parsed back with csv-parse equals its JSON.
 */
import test from 'ava';
import { declareScomDividend } from './corporate-support.ts';
import { bookOn, cell, csvRecords } from './reports-support.ts';
import { deskOn, ENVS, eventsOf, SCOM, setClock, type Partner } from './trading-support.ts';

const cents = (usd: number): number => Math.round(usd * 100);
const sumCents = (xs: readonly number[]): number => xs.reduce((s, x) => s + cents(x), 0);

async function ok(p: Partner, path: string): Promise<Record<string, any>> {
  const res = await p.get(path);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
  return res.body as Record<string, any>;
}

/** Every position, one page of `limit` at a time. */
async function allPositions(p: Partner, limit: number): Promise<Record<string, any>[]> {
  const out: Record<string, any>[] = [];
  let cursor: string | null = null;
  do {
    const page: Record<string, any> = await ok(p, `/reports/positions?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    out.push(...page.positions);
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

for (const env of ENVS) {
  test(`${env}: AUM covers every account by account, asset class, exchange and currency, agreeing with the portfolios; CSV equals JSON`, async (t) => {
    const { p } = await deskOn(t, env);
    const { a, b } = await bookOn(p);
    const aum = await ok(p, '/reports/aum');
    t.is(aum.valuation, 'LATEST_DELAYED_PRICE');
    const total = cents(aum.totals.totalUsd);
    t.is(cents(aum.totals.cashUsd) + cents(aum.totals.positionsUsd), total);
    t.is(sumCents(aum.bySubAccount.map((x: any) => x.totalUsd)), total, 'accounts add up to the total');
    t.is(sumCents(aum.byAssetClass.map((x: any) => x.valueUsd)), total, 'asset classes add up to the total');
    t.is(sumCents(aum.byCurrency.map((x: any) => x.valueUsd)), total, 'currencies add up to the total');
    t.is(sumCents(aum.byExchange.map((x: any) => x.valueUsd)), cents(aum.totals.positionsUsd), 'exchanges add up to the positions');
    t.deepEqual(aum.byAssetClass.map((x: any) => x.assetClass).sort(), ['CASH', 'EQUITY', 'FUND']);
    t.true(aum.byExchange.some((x: any) => x.exchange === 'NSE' && x.positions === (env === 'production' ? 3 : 2)));

    // Each account equals its own portfolio's total value (cash, reserved and positions).
    for (const id of [a, b]) {
      const row = aum.bySubAccount.find((x: any) => x.subAccountId === id);
      const portfolio = await ok(p, `/users/${id}/portfolio`);
      t.is(row.totalUsd, portfolio.summary.totalValueUsd, `sub-account ${id}`);
    }
    const master = aum.bySubAccount[0];
    t.like(master, { subAccountId: null, accountType: 'MASTER' });
    t.is(master.totalUsd, (await ok(p, '/portfolio')).summary.totalValueUsd, 'the master account');

    // Before the partner existed there was nothing; the CSV lists the same lines as the JSON.
    const before = await ok(p, '/reports/aum?asOf=2026-08-31');
    t.like(before, { asOf: '2026-08-31', valuation: 'CLOSE', totals: { cashUsd: 0, positionsUsd: 0, totalUsd: 0, accounts: 0, positions: 0 } });
    const rows = csvRecords(await p.get('/reports/aum?format=csv'));
    t.deepEqual(rows[0], {
      dimension: 'TOTAL',
      key: 'ALL',
      cashUsd: String(aum.totals.cashUsd),
      positionsUsd: String(aum.totals.positionsUsd),
      totalUsd: String(aum.totals.totalUsd),
      positions: String(aum.totals.positions),
    });
    const accounts = rows.filter((r) => r.dimension === 'SUB_ACCOUNT');
    t.deepEqual(
      accounts.map((r) => ({
        key: r.key,
        cashUsd: cell(r.cashUsd),
        positionsUsd: cell(r.positionsUsd),
        totalUsd: cell(r.totalUsd),
        positions: cell(r.positions),
      })),
      aum.bySubAccount.map((x: any) => ({
        key: x.subAccountId ?? 'MASTER',
        cashUsd: x.cashUsd,
        positionsUsd: x.positionsUsd,
        totalUsd: x.totalUsd,
        positions: x.positions,
      })),
    );
    t.deepEqual(
      rows.filter((r) => r.dimension === 'CURRENCY').map((r) => ({ currency: r.key, valueUsd: cell(r.totalUsd), positions: cell(r.positions) })),
      aum.byCurrency,
    );
    t.is((await p.get('/reports/aum?asOf=2099-01-01')).status, 400);
  });

  test(`${env}: AUM as of a past day is the ledger at that day's end (a dividend paid since is not in it), valued at its close`, async (t) => {
    const { s, p } = await deskOn(t, env);
    await bookOn(p);
    const onTheDay = await ok(p, '/reports/aum');
    const declared = await declareScomDividend(s);
    t.is(declared.status, 201, declared.text);
    await setClock(s, '2026-09-03T09:00:00Z');
    const dividends = await ok(p, '/report/dividends?from=2026-09-01&to=2026-09-30');
    t.true(dividends.totalUsdReceived > 0);

    const past = await ok(p, '/reports/aum?asOf=2026-09-01');
    t.like(past, { asOf: '2026-09-01', valuation: 'CLOSE' });
    t.is(past.totals.cashUsd, onTheDay.totals.cashUsd, 'the cash of that day');
    t.deepEqual(
      past.bySubAccount.map((x: any) => [x.subAccountId, x.cashUsd, x.positions]),
      onTheDay.bySubAccount.map((x: any) => [x.subAccountId, x.cashUsd, x.positions]),
    );
    // Since then: the dividend and any fund yield paid in cash, nothing else (settlements move cash within the accounts).
    const now = await ok(p, '/reports/aum');
    const yieldCents = sumCents(
      eventsOf(p, ['fund.yield_paid'])
        .filter((e) => e.data.distributionPolicy === 'DISTRIBUTE')
        .map((e) => e.data.amount),
    );
    t.is(cents(now.totals.cashUsd) - cents(past.totals.cashUsd), cents(dividends.totalUsdReceived) + yieldCents);
    t.is(past.totals.positions, onTheDay.totals.positions);
  });

  test(`${env}: positions page through every holding at the AUM's prices; CSV equals JSON`, async (t) => {
    const { p } = await deskOn(t, env);
    const { a, b } = await bookOn(p);
    const positions = await allPositions(p, 1);
    const aum = await ok(p, '/reports/aum');
    t.is(positions.length, aum.totals.positions);
    t.is(sumCents(positions.map((x) => x.marketValueUsd)), cents(aum.totals.positionsUsd));
    const scomOfA = positions.find((x) => x.subAccountId === a && x.symbol === 'SCOM.KE');
    // The sandbox SELL of 10 rests (sandbox orders fill through the test tools): its units stay reserved.
    const held = env === 'production' ? { units: 30, reservedUnits: 0 } : { units: 40, reservedUnits: 10 };
    t.like(scomOfA, { accountType: 'SUB_ACCOUNT', assetClass: 'EQUITY', exchange: 'NSE', currency: 'KES', ...held });
    t.like(
      positions.find((x) => x.subAccountId === b && x.assetClass === 'FUND'),
      { symbol: 'FUND-KE-CIC-MMF-USD', exchange: 'OTC', currency: 'USD' },
    );
    const page = await ok(p, '/reports/positions?limit=1000');
    t.deepEqual(page.positions, positions, 'one page or many, the same positions');
    const records = csvRecords(await p.get('/reports/positions?limit=1000&format=csv'));
    t.deepEqual(
      records.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'symbol' || k === 'name' ? v : cell(v)]))),
      positions,
    );
  });

  test(`${env}: fees and revenue are the orders' base fees and markups, per day and month; CSV equals JSON`, async (t) => {
    const { p } = await deskOn(t, env);
    await bookOn(p);
    const orders = (await ok(p, '/orders?limit=200')).orders as Record<string, any>[];
    const filled = orders.filter((o) => o.status === 'FILLED');
    t.is(filled.length, env === 'production' ? 4 : 2, 'the BUYs (and the production SELL) filled');
    const baseCents = sumCents(filled.map((o) => o.baseFee));
    const markupCents = sumCents(filled.map((o) => o.partnerMarkupFee));
    t.true(markupCents > 0, 'the 50 bps markup was charged');

    const fees = await ok(p, '/reports/fees?from=2026-09-01&to=2026-09-30&interval=day');
    t.is(fees.periods.length, 30);
    t.like(fees.totals, { baseFeeUsd: baseCents / 100, markupUsd: markupCents / 100, totalUsd: (baseCents + markupCents) / 100, charges: filled.length });
    t.like(fees.periods[0], { period: '2026-09-01', charges: filled.length });
    t.deepEqual(fees.periods[1], { period: '2026-09-02', baseFeeUsd: 0, markupUsd: 0, totalUsd: 0, charges: 0 });
    const monthly = await ok(p, '/reports/fees?from=2026-08-01&to=2026-09-30');
    t.deepEqual(
      monthly.periods.map((x: any) => x.period),
      ['2026-08', '2026-09'],
    );
    t.deepEqual(monthly.totals, fees.totals);
    t.deepEqual(
      csvRecords(await p.get('/reports/fees?from=2026-09-01&to=2026-09-30&interval=day&format=csv')).map((r) =>
        Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'period' ? v : cell(v)])),
      ),
      fees.periods,
    );

    const revenue = await ok(p, '/reports/revenue?from=2026-09-01&to=2026-09-30');
    t.like(revenue, { currency: 'USD', totalMarkupUsd: markupCents / 100, charges: filled.length });
    t.is(sumCents(revenue.bySubAccount.map((x: any) => x.markupUsd)), markupCents);
    t.deepEqual(revenue.byMonth, [{ period: '2026-09', markupUsd: markupCents / 100, charges: filled.length }]);
    const rows = csvRecords(await p.get('/reports/revenue?from=2026-09-01&to=2026-09-30&format=csv'));
    t.deepEqual(
      rows.filter((r) => r.dimension === 'SUB_ACCOUNT').map((r) => ({ key: r.key, markupUsd: cell(r.markupUsd), charges: cell(r.charges) })),
      revenue.bySubAccount.map((x: any) => ({ key: x.subAccountId ?? 'MASTER', markupUsd: x.markupUsd, charges: x.charges })),
    );
    t.is((await p.get('/reports/fees?from=2026-09-30&to=2026-09-01')).status, 400);
    t.is((await p.get('/reports/fees?from=2020-01-01&to=2026-09-01&interval=day')).status, 400);
  });
}
