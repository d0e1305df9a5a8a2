/**
 * /stocks/{symbol}/candles through a real server. The clock starts at 2026-09-01T09:00Z, the Botswana
 * exchange is closed by the operator before the first poll, and the clock is advanced three hours:
 * the 900 s polls capture twelve observations of each open exchange (none of BSE). Intraday candles
 * come only from those captures; daily, weekly and monthly candles from the daily history. The last
 * test moves to the next day and finds the closed session missing, not invented.
 */
import test from 'ava';
import { SANDBOX, startTestServer, type TestServer } from '../helpers/server.ts';
import { assertError } from './shell-support.ts';

let s: TestServer;
let key: string;

test.before(async () => {
  s = await startTestServer();
  key = (await s.sandboxPartner()).apiKey;
  const closed = await s.operator('POST', '/exchanges/BSE/closure', { closed: true, reason: 'systems outage' });
  if (closed.status !== 200) throw new Error(`closure failed: ${closed.status} ${closed.text}`);
  const advanced = await s.operator('POST', '/clock/advance', { seconds: 3 * 3600 });
  if (advanced.status !== 200) throw new Error(`advance failed: ${advanced.status} ${advanced.text}`);
});
test.after.always(() => s?.close());

const get = (path: string) => s.request('GET', SANDBOX + path, { key });
type Candle = Record<string, any>;
const cents = (x: number): number => Math.round(x * 100);
const isWeekend = (date: string): boolean => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

const META_FIELDS = [
  'name',
  'ohlcCoveragePct',
  'flatCandlePct',
  'zeroVolumePct',
  'qualityStatus',
  'qualityIssues',
  'volumeCoveragePct',
  'volumeStatus',
  'samplingCadenceSeconds',
  'intradayObservationCount',
  'recommendedChartType',
];

test.serial('default candles are 1d over the last 30 days, oldest first, one per session, with the full quality meta', async (t) => {
  const res = await get('/stocks/SCOM.KE/candles');
  t.is(res.status, 200);
  t.is(res.body.interval, '1d');
  const candles = res.body.candles as Candle[];
  t.true(candles.length >= 18 && candles.length <= 23, `about a month of sessions, got ${candles.length}`);
  t.true(
    candles.every((c, i) => i === 0 || candles[i - 1]!.date < c.date),
    'oldest first',
  );
  t.true(candles.every((c) => !isWeekend(c.date)));
  t.true(candles[0]!.date >= '2026-08-03');
  t.is(candles.at(-1)!.date, '2026-08-31', 'the session in progress is not a daily candle yet');
  for (const c of candles) {
    t.true(c.high >= Math.max(c.open, c.close) && c.low <= Math.min(c.open, c.close), c.date);
    t.like(c, { ohlcAvailable: true, volumeAvailable: true });
    t.true(Number.isInteger(c.volume) && c.volume > 0);
  }
  const meta = res.body.meta;
  for (const f of META_FIELDS) t.true(f in meta, f);
  t.like(meta, { name: 'Safaricom PLC', ohlcCoveragePct: 100, flatCandlePct: 0, zeroVolumePct: 0, volumeCoveragePct: 100, volumeStatus: 'AVAILABLE' });
  t.like(meta, { qualityStatus: 'GOOD', samplingCadenceSeconds: 86400, recommendedChartType: 'candlestick', intradayObservationCount: 12, adjustment: 'raw' });
  t.deepEqual(meta.qualityIssues, []);
});

test.serial('from and to are inclusive dates; adjustment none or raw serves the same raw prices', async (t) => {
  const res = await get('/stocks/SCOM.KE/candles?interval=1d&from=2026-08-24&to=2026-08-28');
  t.deepEqual(
    (res.body.candles as Candle[]).map((c) => c.date),
    ['2026-08-24', '2026-08-25', '2026-08-26', '2026-08-27', '2026-08-28'],
  );
  const none = await get('/stocks/SCOM.KE/candles?interval=1d&from=2026-08-24&to=2026-08-28&adjustment=none');
  const raw = await get('/stocks/SCOM.KE/candles?interval=1d&from=2026-08-24&to=2026-08-28&adjustment=raw');
  t.deepEqual(none.body.candles, res.body.candles);
  t.deepEqual(raw.body.candles, res.body.candles);
  const history = (await get('/stocks/SCOM.KE/history?period=1m')).body.candles as Candle[];
  const byDate = new Map(history.map((h) => [h.date, h]));
  for (const c of res.body.candles as Candle[]) t.is(c.close, byDate.get(c.date)!.close, 'candles and the deprecated history agree');
});

test.serial('a to date in the future stops at today; a range wholly in the future is empty, not invented', async (t) => {
  const clamped = await get('/stocks/SCOM.KE/candles?from=2026-08-24&to=2099-12-31');
  t.is(clamped.status, 200);
  t.is(clamped.body.meta.to, '2026-09-01');
  t.is(clamped.body.candles.at(-1).date, '2026-08-31');
  const future = await get('/stocks/SCOM.KE/candles?from=2027-01-04&to=2027-01-29');
  t.is(future.status, 200);
  t.deepEqual(future.body.candles, []);
  t.like(future.body.meta, { expectedSessions: 0, missingSessions: 0 });
});

test.serial('15m candles are one flat candle per 900 s capture, nothing between captures, with sparse-coverage meta', async (t) => {
  const res = await get('/stocks/SCOM.KE/candles?interval=15m');
  t.is(res.status, 200);
  const candles = res.body.candles as Candle[];
  t.is(candles.length, 12, 'twelve captures in three hours');
  t.deepEqual(
    candles.map((c) => c.time),
    Array.from({ length: 12 }, (_, i) => new Date(Date.parse('2026-09-01T09:15:00Z') + i * 900_000).toISOString()),
  );
  for (const c of candles) {
    t.is(c.date, '2026-09-01');
    t.true(c.open === c.high && c.high === c.low && c.low === c.close, 'one observation: a flat candle');
    t.is(c.observations, 1);
  }
  const meta = res.body.meta;
  t.like(meta, {
    samplingCadenceSeconds: 900,
    intradayObservationCount: 12,
    flatCandlePct: 100,
    ohlcCoveragePct: 100,
    recommendedChartType: 'line',
    qualityStatus: 'DEGRADED',
  });
  t.true(meta.qualityIssues.includes('SPARSE_INTRADAY_COVERAGE'));
  t.true(meta.qualityIssues.includes('FLAT_CANDLES'));
  const price = (await get('/stocks/SCOM.KE')).body;
  t.is(price.price, candles.at(-1)!.close, 'the newest 15m close is the delayed price served now');
  t.is(price.asOf, '2026-09-01T12:00:00.000Z');
});

test.serial('intraday volume is the increase of session volume; unknown before the first capture of a session that was already open', async (t) => {
  const candles = (await get('/stocks/SCOM.KE/candles?interval=15m')).body.candles as Candle[];
  t.is(candles[0]!.volume, null, 'NSE opened before capture began: the first interval volume is not known');
  t.false(candles[0]!.volumeAvailable);
  for (const c of candles.slice(1)) t.true(Number.isInteger(c.volume) && c.volume >= 0);
  const detail = (await get('/stocks/SCOM.KE')).body;
  const sum = candles.slice(1).reduce((a, c) => a + c.volume, 0);
  t.true(sum < detail.volume, 'the increases add up to part of the session total');
  const meta = (await get('/stocks/SCOM.KE/candles?interval=15m')).body.meta;
  t.like(meta, { volumeCoveragePct: 91.67, volumeStatus: 'PARTIAL' });
});

test.serial('a 1h candle aggregates its 15m candles: open first, high max, low min, close last, volume summed or null', async (t) => {
  const m15 = (await get('/stocks/SCOM.KE/candles?interval=15m')).body.candles as Candle[];
  const h1 = await get('/stocks/SCOM.KE/candles?interval=1h');
  t.is(h1.status, 200);
  const hours = h1.body.candles as Candle[];
  t.deepEqual(
    hours.map((h) => h.time),
    ['2026-09-01T09:00:00.000Z', '2026-09-01T10:00:00.000Z', '2026-09-01T11:00:00.000Z', '2026-09-01T12:00:00.000Z'],
  );
  for (const h of hours) {
    const parts = m15.filter((c) => c.time.slice(0, 13) === h.time.slice(0, 13));
    t.is(h.observations, parts.length);
    t.is(h.open, parts[0]!.open);
    t.is(h.close, parts.at(-1)!.close);
    t.is(h.high, Math.max(...parts.map((c) => c.high)));
    t.is(h.low, Math.min(...parts.map((c) => c.low)));
    t.is(h.volume, parts.some((c) => c.volume === null) ? null : parts.reduce((a, c) => a + c.volume, 0));
  }
  t.like(h1.body.meta, { samplingCadenceSeconds: 900, intradayObservationCount: 12 });
  t.true(h1.body.meta.qualityIssues.includes('SPARSE_INTRADAY_COVERAGE'));
});

test.serial('a session delivered before live capture began has no intraday candles: nothing is interpolated', async (t) => {
  const res = await get('/stocks/SCOM.KE/candles?interval=15m&from=2026-08-31&to=2026-08-31');
  t.is(res.status, 200);
  t.deepEqual(res.body.candles, []);
  t.like(res.body.meta, { qualityStatus: 'POOR', intradayObservationCount: 0, ohlcCoveragePct: 0, volumeCoveragePct: 0 });
  t.true(res.body.meta.qualityIssues.includes('NO_DATA'));
});

test.serial('close-only instruments have null open, high and low at every interval and recommend a line chart', async (t) => {
  for (const interval of ['15m', '1h', '1d', '1w', '1mo']) {
    const res = await get(`/stocks/BOPP.GH/candles?interval=${interval}`);
    t.is(res.status, 200, interval);
    const candles = res.body.candles as Candle[];
    t.true(candles.length > 0, interval);
    for (const c of candles) t.like(c, { open: null, high: null, low: null, ohlcAvailable: false, volume: null, volumeAvailable: false }, interval);
    t.like(res.body.meta, {
      ohlcCoveragePct: 0,
      volumeCoveragePct: 0,
      zeroVolumePct: 0,
      volumeStatus: 'UNAVAILABLE',
      recommendedChartType: 'line',
      qualityStatus: 'POOR',
    });
    t.true(res.body.meta.qualityIssues.includes('CLOSE_ONLY'));
    t.true(res.body.meta.qualityIssues.includes('VOLUME_UNAVAILABLE'));
  }
});

test.serial('an instrument without volume in its feed reports null volume, never 0, and keeps its OHLC', async (t) => {
  const res = await get('/stocks/MEDINE.MU/candles?interval=1d');
  const candles = res.body.candles as Candle[];
  t.true(candles.length > 0);
  for (const c of candles) t.like(c, { volume: null, volumeAvailable: false, ohlcAvailable: true });
  t.like(res.body.meta, {
    zeroVolumePct: 0,
    volumeCoveragePct: 0,
    volumeStatus: 'UNAVAILABLE',
    ohlcCoveragePct: 100,
    recommendedChartType: 'candlestick',
    qualityStatus: 'DEGRADED',
  });
  t.deepEqual(res.body.meta.qualityIssues, ['VOLUME_UNAVAILABLE']);
});

test.serial('1w candles aggregate the daily candles of each week starting Monday; 1mo those of each calendar month', async (t) => {
  const daily = (await get('/stocks/SCOM.KE/candles?interval=1d&from=2026-06-01&to=2026-08-31')).body.candles as Candle[];
  const weekly = await get('/stocks/SCOM.KE/candles?interval=1w&from=2026-06-01&to=2026-08-31');
  const monthly = await get('/stocks/SCOM.KE/candles?interval=1mo&from=2026-06-01&to=2026-08-31');
  const check = (candle: Candle, parts: Candle[]): void => {
    t.true(parts.length > 0, candle.date);
    t.is(candle.open, parts[0]!.open);
    t.is(candle.close, parts.at(-1)!.close);
    t.is(candle.high, Math.max(...parts.map((c) => c.high)));
    t.is(candle.low, Math.min(...parts.map((c) => c.low)));
    t.is(
      candle.volume,
      parts.reduce((a, c) => a + c.volume, 0),
    );
  };
  const weeks = weekly.body.candles as Candle[];
  t.is(weeks[0]!.date, '2026-06-01');
  for (const w of weeks) {
    t.is(new Date(`${w.date}T00:00:00Z`).getUTCDay(), 1, 'a week starts on Monday');
    const end = new Date(Date.parse(`${w.date}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    check(
      w,
      daily.filter((d) => d.date >= w.date && d.date < end),
    );
  }
  t.is(weeks.length, 14);
  const months = monthly.body.candles as Candle[];
  t.deepEqual(
    months.map((m) => m.date),
    ['2026-06-01', '2026-07-01', '2026-08-01'],
  );
  for (const m of months)
    check(
      m,
      daily.filter((d) => d.date.slice(0, 7) === m.date.slice(0, 7)),
    );
  t.like(monthly.body.meta, { samplingCadenceSeconds: 86400, qualityStatus: 'GOOD' });
});

test.serial('an operator tick is a captured observation: it joins the 15m candle of its interval, which is no longer flat', async (t) => {
  const before = (await get('/stocks/EQTY.KE/candles?interval=15m')).body.candles as Candle[];
  const last = before.at(-1)!;
  t.is(last.time, '2026-09-01T12:00:00.000Z');
  t.is((await s.operator('POST', '/clock/advance', { seconds: 300 })).status, 200);
  const tick = await s.operator('POST', '/market/ticks', { symbol: 'EQTY.KE', price: last.close + 1 });
  t.is(tick.status, 201, tick.text);
  const res = await get('/stocks/EQTY.KE/candles?interval=15m');
  const after = res.body.candles as Candle[];
  t.is(after.length, before.length, 'same interval, same candle');
  t.like(after.at(-1), { time: last.time, open: last.close, close: last.close + 1, high: last.close + 1, low: last.close, observations: 2 });
  t.is(after.at(-1)!.volume, last.volume, 'the tick carried the session volume over: the interval traded nothing more');
  t.is(res.body.meta.intradayObservationCount, 13);
});

test.serial(
  'candle parameters: unknown interval or adjustment, malformed or reversed dates and long intraday windows answer 400 VALIDATION_ERROR',
  async (t) => {
    assertError(t, await get('/stocks/SCOM.KE/candles?interval=2h'), 400, 'VALIDATION_ERROR');
    assertError(t, await get('/stocks/SCOM.KE/candles?adjustment=split'), 400, 'VALIDATION_ERROR');
    assertError(t, await get('/stocks/SCOM.KE/candles?adjustment=adjusted'), 400, 'VALIDATION_ERROR');
    assertError(t, await get('/stocks/SCOM.KE/candles?from=2026-13-01'), 400, 'VALIDATION_ERROR');
    assertError(t, await get('/stocks/SCOM.KE/candles?from=2026-02-30'), 400, 'VALIDATION_ERROR');
    assertError(t, await get('/stocks/SCOM.KE/candles?to=yesterday'), 400, 'VALIDATION_ERROR');
    const reversed = await get('/stocks/SCOM.KE/candles?from=2026-08-31&to=2026-08-01');
    assertError(t, reversed, 400, 'VALIDATION_ERROR');
    t.is(reversed.body.error.param, 'from');
    const long = await get('/stocks/SCOM.KE/candles?interval=15m&from=2026-06-01&to=2026-08-31');
    assertError(t, long, 400, 'VALIDATION_ERROR');
    t.is(long.body.error.max, 31);
  },
);

test.serial('candles answer the symbol errors: 400 INVALID_SYMBOL, 404 NOT_FOUND, 422 with matches for an ambiguous ticker', async (t) => {
  assertError(t, await get('/stocks/X/candles'), 400, 'INVALID_SYMBOL');
  assertError(t, await get('/stocks/NOPE.KE/candles'), 404, 'NOT_FOUND');
  const ambiguous = await get('/stocks/GLD/candles');
  assertError(t, ambiguous, 422, 'VALIDATION_ERROR');
  t.deepEqual([...ambiguous.body.error.matches].sort(), ['GLD.KE', 'GLD.ZA']);
  t.is((await get('/stocks/GLD/candles?exchange=JSE')).body.symbol, 'GLD.ZA');
});

test.serial('an exchange closed by the operator has no intraday candles for the session and reports MISSING_SESSIONS', async (t) => {
  const res = await get('/stocks/FNBB.BW/candles?interval=15m');
  t.deepEqual(res.body.candles, []);
  t.like(res.body.meta, { expectedSessions: 1, missingSessions: 1, qualityStatus: 'POOR' });
  t.true(res.body.meta.qualityIssues.includes('MISSING_SESSIONS'));
});

test.serial('the next day the closed session is a gap in the daily candles, never filled; captured sessions are there', async (t) => {
  t.is((await s.operator('POST', '/clock/set', { at: '2026-09-02T10:00:00Z' })).status, 200);
  const closed = await get('/stocks/FNBB.BW/candles?interval=1d&from=2026-08-27&to=2026-09-02');
  t.deepEqual(
    (closed.body.candles as Candle[]).map((c) => c.date),
    ['2026-08-27', '2026-08-28', '2026-08-31'],
  );
  t.like(closed.body.meta, { expectedSessions: 4, missingSessions: 1, qualityStatus: 'DEGRADED' });
  t.true(closed.body.meta.qualityIssues.includes('MISSING_SESSIONS'));
  const open = await get('/stocks/SCOM.KE/candles?interval=1d&from=2026-08-27&to=2026-09-02');
  t.deepEqual(
    (open.body.candles as Candle[]).map((c) => c.date),
    ['2026-08-27', '2026-08-28', '2026-08-31', '2026-09-01'],
  );
  t.like(open.body.meta, { missingSessions: 0, qualityStatus: 'GOOD' });
  const captured = (open.body.candles as Candle[]).at(-1)!;
  const m15 = (await get('/stocks/SCOM.KE/candles?interval=15m&from=2026-09-01&to=2026-09-01')).body.candles as Candle[];
  t.is(cents(captured.close), cents(m15.at(-1)!.close), 'the day closes at its closing capture');
});
