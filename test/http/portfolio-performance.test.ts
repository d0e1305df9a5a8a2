/**
 * Performance reports through HTTP: GET /users/{userId}/performance and
 * GET /portfolio/performance in both environments. Expected returns are recomputed here from the
 * report's own daily equity and flows with exact integer arithmetic (the textbook formula), and the
 * equity from the wallet and the market's daily closes.
 */
import test from 'ava';
import { assertError } from './shell-support.ts';
import { advance, deskOn, ENVS, marketOrder, ONE_USD_KES, SCOM, setClock, tick, traderOn, type Partner } from './trading-support.ts';

const cents = (usd: number): bigint => BigInt(Math.round(usd * 100));
const DAY_MS = 86_400_000n;

/** Modified Dietz in whole basis points, half away from zero, from USD figures and flow instants. */
function dietzBps(v0: number, v1: number, flows: { atMs: number; usd: number }[], startMs: number, endMs: number): number | null {
  const span = BigInt(endMs - startMs);
  const net = flows.reduce((s, f) => s + cents(f.usd), 0n);
  const num = (cents(v1) - cents(v0) - net) * span * 10_000n;
  const den = cents(v0) * span + flows.reduce((s, f) => s + cents(f.usd) * BigInt(endMs - f.atMs), 0n);
  if (den <= 0n) return null;
  const neg = num < 0n;
  const a = neg ? -num : num;
  const q = a / den + (2n * (a % den) >= den ? 1n : 0n);
  return Number(neg ? -q : q);
}

const endOf = (date: string): number => Date.parse(`${date}T00:00:00Z`) + Number(DAY_MS);

async function performance(p: Partner, path: string): Promise<Record<string, any>> {
  const res = await p.get(path);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
  return res.body as Record<string, any>;
}

for (const env of ENVS) {
  test(`${env}: a sub-account's daily equity, P&L, flows and Modified Dietz returns match the textbook formula; TWR links them; the benchmark is SCOM's price return`, async (t) => {
    const { s, p } = await deskOn(t, env);
    await tick(s, SCOM, ONE_USD_KES);
    const userId = await traderOn(p, 1000);
    t.is((await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 })).status, 202);
    if (env === 'production') await advance(s, 300);
    await setClock(s, '2026-09-03T10:00:00Z');
    const second =
      env === 'sandbox'
        ? await p.post('/test-tools/deposit', { subAccountId: userId, amount: 500 })
        : await p.post(`/users/${userId}/deposit`, { amount: 500 });
    t.is(second.status, 200);
    await setClock(s, '2026-09-08T12:00:00Z');

    const body = await performance(p, `/users/${userId}/performance?from=2026-09-01&to=2026-09-08&benchmark=${SCOM}`);
    t.like(body, { accountType: 'SUB_ACCOUNT', subAccountId: userId, currency: 'USD', from: '2026-09-01', to: '2026-09-08', interval: 'day', benchmark: SCOM });
    const daily = body.daily as { date: string; equityUsd: number; pnlUsd: number; netFlowUsd: number }[];
    t.deepEqual(
      daily.map((d) => d.date),
      ['2026-09-01', '2026-09-02', '2026-09-03', '2026-09-04', '2026-09-07', '2026-09-08'],
    );
    t.deepEqual(
      body.flows.map((f: Record<string, any>) => [f.type, f.amountUsd, f.date]),
      [
        ['DEPOSIT', 1000, '2026-09-01'],
        ['DEPOSIT', 500, '2026-09-03'],
      ],
    );
    // Equity: cash (1000 - 100.75 + 500 from 09-03) + 100 SCOM at each close, in USD at KES 129.20.
    const closes = (await p.get(`/market/ohlcv?symbol=${SCOM}&from=2026-09-01&to=2026-09-07`)).body.data as { date: string; close: number }[];
    for (const c of closes) {
      const day = daily.find((d) => d.date === c.date);
      if (!day) continue;
      const cash = c.date >= '2026-09-03' ? 139_925n : 89_925n;
      const positions = (cents(c.close) * 1000n * 2n + 1292n) / (1292n * 2n);
      t.is(cents(day.equityUsd), cash + positions, `equity of ${c.date}`);
    }
    let prevEquity = 0;
    let prevEnd = Date.parse('2026-09-01T00:00:00Z');
    let product: [bigint, bigint] = [1n, 1n];
    for (const [n, d] of daily.entries()) {
      const flows = (body.flows as Record<string, any>[])
        .filter((f) => Date.parse(f.at) >= prevEnd && Date.parse(f.at) < endOf(d.date))
        .map((f) => ({ atMs: Date.parse(f.at), usd: f.amountUsd }));
      t.is(
        cents(d.netFlowUsd),
        flows.reduce((s, f) => s + cents(f.usd), 0n),
      );
      t.is(cents(d.pnlUsd), cents(d.equityUsd) - cents(prevEquity) - cents(d.netFlowUsd));
      const interval = body.intervals[n];
      t.is(interval.returnBps, dietzBps(prevEquity, d.equityUsd, flows, prevEnd, endOf(d.date)), `return of ${d.date}`);
      t.regex(interval.return, /^-?\d\.\d{6}$/);
      const [num, den] = interval.return
        .replace('.', '')
        .replace(/^(-?)0+(?=\d)/, '$1')
        .split('/')
        .concat(['1000000']);
      product = [product[0] * (BigInt(den!) + BigInt(num!)), product[1] * BigInt(den!)];
      prevEquity = d.equityUsd;
      prevEnd = endOf(d.date);
    }
    // The linked TWR agrees with the product of the rounded daily returns to within a basis point.
    const approxBps = Number(((product[0] - product[1]) * 10_000n) / product[1]);
    t.true(Math.abs(body.summary.twrBps - approxBps) <= 1, `twr ${body.summary.twrBps} vs ${approxBps}`);
    t.like(body.summary, { startEquityUsd: 0, netFlowUsd: 1500, endEquityUsd: daily[daily.length - 1]!.equityUsd, reason: null });
    // The benchmark: SCOM's close-to-close price return over each interval (from the last close before it).
    const history = (await p.get(`/market/ohlcv?symbol=${SCOM}&from=2026-08-20&to=2026-09-07`)).body.data as { date: string; close: number }[];
    const closeAt = (date: string): number => history.filter((c) => c.date <= date).at(-1)!.close;
    t.is(body.intervals[0].benchmarkReturnBps, dietzBps(closeAt('2026-08-31'), closeAt('2026-09-01'), [], 0, 1));
    t.is(body.intervals[1].benchmarkReturnBps, dietzBps(closeAt('2026-09-01'), closeAt('2026-09-02'), [], 0, 1));
    t.is(body.summary.benchmarkReturnBps, dietzBps(closeAt('2026-08-31'), closeAt('2026-09-07'), [], 0, 1), 'today has no close yet: the last one counts');

    const monthly = await performance(p, `/users/${userId}/performance?from=2026-09-01&to=2026-09-08&interval=month`);
    t.is(monthly.intervals.length, 1);
    const flows = (monthly.flows as Record<string, any>[]).map((f) => ({ atMs: Date.parse(f.at), usd: f.amountUsd }));
    t.like(monthly.intervals[0], {
      start: '2026-09-01',
      end: '2026-09-08',
      startEquityUsd: 0,
      returnBps: dietzBps(0, daily[daily.length - 1]!.equityUsd, flows, Date.parse('2026-09-01T00:00:00Z'), endOf('2026-09-08')),
    });
    t.is(monthly.summary.twr, body.summary.twr, 'the TWR does not depend on the reporting interval');
  });
}

test('production master: top-ups in, sub-account funding and payouts out are flows; validation of the window and the benchmark', async (t) => {
  const { s, p } = await deskOn(t, 'production');
  await traderOn(p, 250);
  await setClock(s, '2026-09-02T10:00:00Z');
  t.is((await p.post('/payout', { amount: 1000 })).status, 201);
  await setClock(s, '2026-09-04T10:00:00Z');
  const body = await performance(p, '/portfolio/performance?from=2026-09-01&to=2026-09-30&benchmark=NSE:SCOM');
  t.like(body, { accountType: 'MASTER', subAccountId: null, to: '2026-09-04', benchmark: SCOM });
  t.deepEqual(
    body.flows.map((f: Record<string, any>) => [f.type, f.amountUsd]),
    [
      ['TOP_UP', 100_000],
      ['SUB_ACCOUNT_FUNDING', -250],
      ['PAYOUT', -1000],
    ],
  );
  t.true(
    body.daily.every((d: Record<string, any>) => d.pnlUsd === 0),
    'cash only: no gain or loss',
  );
  t.like(body.summary, { twr: '0.000000', twrBps: 0, pnlUsd: 0, netFlowUsd: 98_750, endEquityUsd: 98_750 });
  assertError(t, await p.get('/portfolio/performance?from=2026-09-04&to=2026-09-01'), 400, 'VALIDATION_ERROR');
  assertError(t, await p.get('/portfolio/performance?from=2025-01-01&to=2026-09-01'), 400, 'VALIDATION_ERROR');
  assertError(t, await p.get('/portfolio/performance?interval=week'), 400, 'VALIDATION_ERROR');
  assertError(t, await p.get('/portfolio/performance?from=2026-13-01'), 400, 'VALIDATION_ERROR');
  assertError(t, await p.get('/portfolio/performance?benchmark=NOPE.KE'), 404, 'NOT_FOUND');
  assertError(t, await p.get('/users/usr_missing/performance'), 404, 'NOT_FOUND');
});

test('sandbox: an account that never held anything has no return, with the reason', async (t) => {
  const { p } = await deskOn(t, 'sandbox');
  const userId = await traderOn(p, 0);
  const body = await performance(p, `/users/${userId}/performance?interval=month`);
  t.like(body.summary, { twr: null, twrBps: null, reason: 'NO_CAPITAL', netFlowUsd: 0 });
  t.true(body.intervals.every((i: Record<string, any>) => i.return === null && i.reason === 'NO_CAPITAL'));
});
