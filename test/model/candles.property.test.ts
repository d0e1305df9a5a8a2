/**
 * Properties of the pure candle builders (engine/market/candles.ts): coarser candles are consistent
 * with the finer candles and the observations they come from, whichever path builds them, and no
 * candle exists for an interval without observations (nothing is invented). Runs are bounded; a
 * failing seed is printed by fast-check.
 */
import assert from 'node:assert/strict';
import test from 'ava';
import fc from 'fast-check';
import {
  aggregateCandles,
  dailyCandles,
  intradayCandles,
  monthStart,
  weekStart,
  type Candle,
  type DailyInput,
  type PricePoint,
} from '../../engine/market/candles.ts';

const RUNS = { numRuns: 150 };
const M15 = 900_000;
const H1 = 3_600_000;
/** A Monday 06:00 UTC: sessions are days from here. */
const BASE_MS = Date.parse('2026-08-31T06:00:00Z');
const DAY_MS = 86_400_000;

const sessionOf = (day: number): string => new Date(BASE_MS + day * DAY_MS).toISOString().slice(0, 10);

interface Feed {
  readonly points: PricePoint[];
  readonly opening: Set<string>;
  readonly withVolume: boolean;
}

/**
 * Observations over up to three sessions: a random subset of the 32 capture slots of each day (so
 * some intervals have none), sometimes an extra tick inside a slot, cumulative volume non-decreasing
 * per session (or absent for the whole instrument).
 */
const feed: fc.Arbitrary<Feed> = fc
  .record({
    days: fc.uniqueArray(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 3 }),
    slots: fc.array(
      fc.record({
        slot: fc.integer({ min: 0, max: 31 }),
        offsetS: fc.integer({ min: 0, max: 899 }),
        price: fc.integer({ min: 1, max: 1_000_000 }),
        traded: fc.integer({ min: 0, max: 50_000 }),
      }),
      { minLength: 1, maxLength: 60 },
    ),
    withVolume: fc.boolean(),
    openingMask: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
  })
  .map(({ days, slots, withVolume, openingMask }) => {
    const raw = slots.map((s, i) => ({ day: days[i % days.length]!, atMs: 0, ...s }));
    for (const r of raw) r.atMs = BASE_MS + r.day * DAY_MS + r.slot * M15 + r.offsetS * 1000;
    const unique = [...new Map(raw.map((r) => [r.atMs, r])).values()].sort((a, b) => a.atMs - b.atMs);
    const cumulative = new Map<number, number>();
    const points = unique.map((r) => {
      const total = (cumulative.get(r.day) ?? 0) + r.traded;
      cumulative.set(r.day, total);
      return { atMs: r.atMs, session: sessionOf(r.day), priceMinor: r.price, cumulativeVolume: withVolume ? total : null };
    });
    const opening = new Set([0, 1, 2].filter((d) => openingMask[d]).map(sessionOf));
    return { points, opening, withVolume };
  });

const max = (xs: readonly number[]): number => Math.max(...xs);
const min = (xs: readonly number[]): number => Math.min(...xs);

/** The candles of `coarse` each cover a run of `fine` candles: check the OHLCV rules against that run. */
function assertAggregated(coarse: readonly Candle[], fine: readonly Candle[], keyOf: (c: Candle) => string): void {
  const runs = new Map<string, Candle[]>();
  for (const c of fine) runs.set(keyOf(c), [...(runs.get(keyOf(c)) ?? []), c]);
  assert.equal(coarse.length, runs.size, 'one coarse candle per period that has finer candles, no more');
  for (const c of coarse) {
    const run = runs.get(keyOf(c))!;
    const highs = run.map((x) => x.highMinor);
    const lows = run.map((x) => x.lowMinor);
    const volumes = run.map((x) => x.volume);
    assert.deepEqual(c.openMinor, run[0]!.openMinor, 'open is the first constituent open');
    assert.deepEqual(c.closeMinor, run[run.length - 1]!.closeMinor, 'close is the last constituent close');
    assert.deepEqual(c.highMinor, highs.includes(null) ? null : max(highs as number[]), 'high is the max of the constituents');
    assert.deepEqual(c.lowMinor, lows.includes(null) ? null : min(lows as number[]), 'low is the min of the constituents');
    assert.deepEqual(c.volume, volumes.includes(null) ? null : (volumes as number[]).reduce((a, b) => a + b, 0), 'volume is the sum, or null when any is null');
    assert.deepEqual(
      c.count,
      run.reduce((a, x) => a + x.count, 0),
    );
  }
}

const hourKey = (c: Candle): string => `${c.date}|${Math.floor(c.startMs / H1)}`;

test('a 1h candle aggregates its 15m candles: open first, high max, low min, close last, volume summed or null', (t) => {
  fc.assert(
    fc.property(feed, ({ points, opening }) => {
      const m15 = intradayCandles(points, M15, opening);
      assertAggregated(aggregateCandles(m15, 'hour'), m15, hourKey);
    }),
    RUNS,
  );
  t.pass();
});

test('1h candles from 15m candles equal 1h candles built from the observations directly', (t) => {
  fc.assert(
    fc.property(feed, ({ points, opening }) => {
      assert.deepEqual(aggregateCandles(intradayCandles(points, M15, opening), 'hour'), intradayCandles(points, H1, opening));
    }),
    RUNS,
  );
  t.pass();
});

test('a session candle from 1h candles equals the one from 15m candles and spans every observation of the session', (t) => {
  fc.assert(
    fc.property(feed, ({ points, opening }) => {
      const m15 = intradayCandles(points, M15, opening);
      const viaHours = aggregateCandles(aggregateCandles(m15, 'hour'), 'session');
      const direct = aggregateCandles(m15, 'session');
      assert.deepEqual(viaHours, direct);
      for (const day of direct) {
        const own = points.filter((p) => p.session === day.date);
        assert.equal(day.openMinor, own[0]!.priceMinor);
        assert.equal(day.closeMinor, own[own.length - 1]!.priceMinor);
        assert.equal(day.highMinor, max(own.map((p) => p.priceMinor)));
        assert.equal(day.lowMinor, min(own.map((p) => p.priceMinor)));
        assert.equal(day.count, own.length);
      }
    }),
    RUNS,
  );
  t.pass();
});

test('no intraday candle exists for an interval without observations, and every candle shows only observed prices', (t) => {
  fc.assert(
    fc.property(feed, fc.constantFrom(M15, H1), ({ points, opening }, interval) => {
      const candles = intradayCandles(points, interval, opening);
      const buckets = new Set(points.map((p) => `${p.session}|${Math.floor(p.atMs / interval)}`));
      assert.equal(candles.length, buckets.size);
      assert.equal(
        candles.reduce((a, c) => a + c.count, 0),
        points.length,
      );
      const observed = new Set(points.map((p) => p.priceMinor));
      for (const c of candles) {
        assert.ok(buckets.has(`${c.date}|${Math.floor(c.startMs / interval)}`), 'a candle sits on an observed bucket');
        for (const price of [c.openMinor, c.highMinor, c.lowMinor, c.closeMinor]) assert.ok(observed.has(price!), 'no price is invented');
      }
    }),
    RUNS,
  );
  t.pass();
});

test('volume missing from the feed is never 0: without it every intraday, hourly and session candle volume is null', (t) => {
  fc.assert(
    fc.property(feed, ({ points, opening, withVolume }) => {
      const m15 = intradayCandles(points, M15, opening);
      for (const c of [...m15, ...intradayCandles(points, H1, opening), ...aggregateCandles(m15, 'hour'), ...aggregateCandles(m15, 'session')]) {
        if (!withVolume) assert.equal(c.volume, null);
        else assert.ok(c.volume === null || c.volume >= 0);
      }
    }),
    RUNS,
  );
  t.pass();
});

test('a session volume counted from its opening is the session total traded; an unknown baseline gives null, not a guess', (t) => {
  fc.assert(
    fc.property(feed, ({ points, opening, withVolume }) => {
      for (const day of aggregateCandles(intradayCandles(points, M15, opening), 'session')) {
        const own = points.filter((p) => p.session === day.date);
        const expected = withVolume && opening.has(day.date) ? own[own.length - 1]!.cumulativeVolume : null;
        assert.equal(day.volume, expected);
      }
    }),
    RUNS,
  );
  t.pass();
});

test('close-only observations give candles without open, high or low at every interval', (t) => {
  fc.assert(
    fc.property(feed, ({ points, opening }) => {
      const m15 = intradayCandles(points, M15, opening, false);
      for (const c of [...m15, ...aggregateCandles(m15, 'hour'), ...aggregateCandles(m15, 'session')]) {
        assert.deepEqual([c.openMinor, c.highMinor, c.lowMinor], [null, null, null]);
      }
    }),
    RUNS,
  );
  t.pass();
});

/** Daily bars on a random subset of ~100 days (gaps stay gaps), OHLC or close-only, volume or not. */
const dailyBars: fc.Arbitrary<DailyInput[]> = fc
  .record({
    days: fc.uniqueArray(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 60 }),
    ohlc: fc.boolean(),
    withVolume: fc.boolean(),
    seeds: fc.array(fc.tuple(fc.integer({ min: 100, max: 100_000 }), fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }), fc.nat(1_000_000)), {
      minLength: 60,
      maxLength: 60,
    }),
  })
  .map(({ days, ohlc, withVolume, seeds }) =>
    [...days]
      .sort((a, b) => a - b)
      .map((d, i) => {
        const [close, up, down, volume] = seeds[i]!;
        const date = new Date(Date.parse('2026-05-01T00:00:00Z') + d * DAY_MS).toISOString().slice(0, 10);
        return {
          date,
          openMinor: ohlc ? close + up - down : null,
          highMinor: ohlc ? close + up : null,
          lowMinor: ohlc ? Math.max(1, close - down) : null,
          closeMinor: close,
          volume: withVolume ? volume : null,
        };
      }),
  );

test('1w and 1mo candles aggregate the daily bars of their week (from Monday) and calendar month', (t) => {
  fc.assert(
    fc.property(dailyBars, (bars) => {
      const daily = dailyCandles(bars);
      const weeks = aggregateCandles(daily, 'week');
      const months = aggregateCandles(daily, 'month');
      assertAggregated(weeks, daily, (c) => weekStart(c.date));
      assertAggregated(months, daily, (c) => monthStart(c.date));
      for (const w of weeks) assert.equal(new Date(w.startMs).getUTCDay(), 1, 'a week candle starts on a Monday');
      for (const m of months) assert.ok(m.date.endsWith('-01'), 'a month candle starts on the 1st');
    }),
    RUNS,
  );
  t.pass();
});

test('weekly and monthly candles never appear for periods without daily bars, and close-only stays close-only', (t) => {
  fc.assert(
    fc.property(dailyBars, (bars) => {
      const weeks = aggregateCandles(dailyCandles(bars), 'week');
      assert.deepEqual(
        weeks.map((w) => w.date),
        [...new Set(bars.map((b) => weekStart(b.date)))],
      );
      if (bars[0]!.openMinor === null) for (const w of weeks) assert.deepEqual([w.openMinor, w.highMinor, w.lowMinor], [null, null, null]);
      if (bars[0]!.volume === null) for (const w of weeks) assert.equal(w.volume, null);
    }),
    RUNS,
  );
  t.pass();
});
