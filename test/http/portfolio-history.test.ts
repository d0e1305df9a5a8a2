/**
 * `GET /portfolio/history`: the master account's daily raw equity (cash plus positions at each UTC
 * weekday's close, today at the latest delayed price), from its first activity to today, not adjusted
 * for cash flows; the from/to window and its refusals; empty before any activity; both environments.
 */
import test from 'ava';
import { assertError } from './shell-support.ts';
import { deskOn, marketOrder, ONE_USD_KES, SCOM, setClock, tick, traderOn } from './trading-support.ts';
import { partnerOn } from './users-support.ts';

/** USD cents of 100 SCOM at `close` KES (KES 129.20 per USD), rounded half-up. */
function valueOf100(close: number): number {
  const closeMinor = BigInt(Math.round(close * 100));
  const numerator = closeMinor * 1000n;
  const q = numerator / 1292n;
  return Number(2n * (numerator % 1292n) >= 1292n ? q + 1n : q);
}

const cents = (usd: number): number => Math.round(usd * 100);

test('production master: one point per weekday from the first activity, positions at each close, today at the latest price, payouts not adjusted', async (t) => {
  const { s, p } = await deskOn(t, 'production');
  await tick(s, SCOM, ONE_USD_KES);
  await marketOrder(p, null, SCOM, 'BUY', { quantity: 100 });
  await setClock(s, '2026-09-07T10:00:00Z');
  t.is((await p.post('/payout', { amount: 1000 })).status, 201);

  const res = await p.get('/portfolio/history');
  t.is(res.status, 200);
  t.like(res.body, { accountType: 'MASTER', currency: 'USD', cashFlowAdjusted: false, from: '2026-09-01', to: '2026-09-07', count: 5 });
  const history = res.body.history as { date: string; equityUsd: number; cashUsd: number; positionsUsd: number }[];
  t.deepEqual(
    history.map((h) => h.date),
    ['2026-09-01', '2026-09-02', '2026-09-03', '2026-09-04', '2026-09-07'],
    'the weekend is skipped',
  );
  t.deepEqual(
    history.map((h) => h.cashUsd),
    [99_899.25, 99_899.25, 99_899.25, 99_899.25, 98_899.25],
    "the payout lowers today's equity: no cash-flow adjustment",
  );
  const closes = (await p.get(`/market/ohlcv?symbol=${SCOM}&from=2026-09-01&to=2026-09-04`)).body.data as { date: string; close: number }[];
  t.deepEqual(
    history.slice(0, 4).map((h) => cents(h.positionsUsd)),
    closes.map((c) => valueOf100(c.close)),
    "each weekday at that day's close",
  );
  const latest = (await p.get(`/market/quotes?symbols=${SCOM}`)).body.data[0].price as number;
  t.is(cents(history[4]!.positionsUsd), valueOf100(latest), 'today at the latest delayed price');
  for (const h of history) t.is(cents(h.equityUsd), cents(h.cashUsd) + cents(h.positionsUsd));

  const window = await p.get('/portfolio/history?from=2026-09-02&to=2026-09-03');
  t.deepEqual(
    window.body.history.map((h: { date: string }) => h.date),
    ['2026-09-02', '2026-09-03'],
  );
  t.like(
    (await p.get('/portfolio/history?from=2026-08-01&to=2026-12-31')).body,
    { from: '2026-09-01', to: '2026-09-07', count: 5 },
    'clamped to the activity and today',
  );
  assertError(t, await p.get('/portfolio/history?from=2026-09-04&to=2026-09-02'), 400, 'VALIDATION_ERROR');
  assertError(t, await p.get('/portfolio/history?from=yesterday'), 400, 'VALIDATION_ERROR');
  assertError(t, await p.get('/portfolio/history?to=2026-02-30'), 400, 'VALIDATION_ERROR');
});

test('a production master without any activity has an empty history; the sandbox master starts at its seed', async (t) => {
  const { s, p } = await deskOn(t, 'production');
  const unfunded = await partnerOn(s, 'production', 0);
  t.like((await unfunded.get('/portfolio/history')).body, { history: [], count: 0, from: null, to: null });
  t.like((await p.get('/portfolio/history')).body.history, [{ date: '2026-09-01', cashUsd: 100_000, positionsUsd: 0, equityUsd: 100_000 }]);
  const sandbox = await partnerOn(s, 'sandbox');
  const userId = await traderOn(sandbox, 0);
  await sandbox.post(`/users/${userId}/deposit`, { amount: 2500 });
  t.like((await sandbox.get('/portfolio/history')).body, { count: 1, history: [{ date: '2026-09-01', cashUsd: 97_500, positionsUsd: 0, equityUsd: 97_500 }] });
});
