/**
 * The performance maths against hand-computed textbook cases, to the basis point and to six
 * decimals, and the linking property: the linked TWRs of sub-intervals equal the TWR of the whole
 * period computed from the same daily data (exactly: the returns are rationals).
 */
import test from 'ava';
import fc from 'fast-check';
import { equal, ratio, toBps, toDecimal } from '../../../engine/performance/ratio.ts';
import { linkReturns, modifiedDietz, priceReturn, type Flow } from '../../../engine/performance/returns.ts';
import { performanceSeries, type ValuationPoint } from '../../../engine/performance/series.ts';

const DAY_MS = 86_400_000;
const T = 30 * DAY_MS;

interface Case {
  readonly name: string;
  readonly v0: number;
  readonly v1: number;
  readonly flows: readonly Flow[];
  /** Hand-computed. */
  readonly decimal: string | null;
  readonly bps: number | null;
  readonly reason?: string;
}

const CASES: readonly Case[] = [
  // (165000 - 100000 - 50000) / (100000 + 1 * 50000) = 15000 / 150000
  { name: 'a deposit at the start counts in full', v0: 100_000, v1: 165_000, flows: [{ atMs: 0, amountMinor: 50_000 }], decimal: '0.100000', bps: 1000 },
  // (160000 - 100000 - 50000) / (100000 + 0.5 * 50000) = 10000 / 125000
  { name: 'a deposit in the middle counts half', v0: 100_000, v1: 160_000, flows: [{ atMs: T / 2, amountMinor: 50_000 }], decimal: '0.080000', bps: 800 },
  // (160000 - 100000 - 50000) / (100000 + 0 * 50000) = 10000 / 100000
  { name: 'a deposit at the end does not count', v0: 100_000, v1: 160_000, flows: [{ atMs: T, amountMinor: 50_000 }], decimal: '0.100000', bps: 1000 },
  // (140000 - 100000 - 30000) / (100000 + 2/3 * 30000) = 10000 / 120000 = 0.0833...
  { name: 'a deposit after a third counts two thirds', v0: 100_000, v1: 140_000, flows: [{ atMs: T / 3, amountMinor: 30_000 }], decimal: '0.083333', bps: 833 },
  // (90000 - 100000) / 100000
  { name: 'a loss without flows', v0: 100_000, v1: 90_000, flows: [], decimal: '-0.100000', bps: -1000 },
  // (75000 - 100000 + 20000) / (100000 - 0.5 * 20000) = -5000 / 90000 = -0.0555...
  { name: 'a loss with a withdrawal in the middle', v0: 100_000, v1: 75_000, flows: [{ atMs: T / 2, amountMinor: -20_000 }], decimal: '-0.055556', bps: -556 },
  // (110000 - 0 - 100000) / (0 + 1 * 100000)
  { name: 'a zero-equity start funded at the start', v0: 0, v1: 110_000, flows: [{ atMs: 0, amountMinor: 100_000 }], decimal: '0.100000', bps: 1000 },
  { name: 'a zero-equity start with nothing invested', v0: 0, v1: 0, flows: [], decimal: null, bps: null, reason: 'NO_CAPITAL' },
  // 100000 - 1 * 100000 = 0: no capital base
  {
    name: 'everything withdrawn at the start',
    v0: 100_000,
    v1: 0,
    flows: [{ atMs: 0, amountMinor: -100_000 }],
    decimal: null,
    bps: null,
    reason: 'NON_POSITIVE_CAPITAL_BASE',
  },
  // (131000 - 100000 - 20000 - 10000) / (100000 + 0.75 * 20000 + 0.25 * 10000) = 1000 / 117500
  {
    name: 'two flows, a quarter and three quarters in',
    v0: 100_000,
    v1: 131_000,
    flows: [
      { atMs: T / 4, amountMinor: 20_000 },
      { atMs: (3 * T) / 4, amountMinor: 10_000 },
    ],
    decimal: '0.008511',
    bps: 85,
  },
];

for (const c of CASES) {
  test(`Modified Dietz: ${c.name}`, (t) => {
    const r = modifiedDietz({ startMs: 0, endMs: T, startEquityMinor: c.v0, endEquityMinor: c.v1, flows: c.flows });
    t.is(r.ratio === null ? null : toDecimal(r.ratio), c.decimal);
    t.is(r.ratio === null ? null : toBps(r.ratio), c.bps);
    t.is(r.reason as string | null, c.reason ?? null);
    t.is(r.pnlMinor, c.v1 - c.v0 - c.flows.reduce((s, f) => s + f.amountMinor, 0));
  });
}

const LINKS: readonly { name: string; parts: readonly [bigint, bigint][]; decimal: string; bps: number }[] = [
  // 1.10 * 0.90 - 1 = -0.01
  {
    name: '+10 % then -10 % is -1 %',
    parts: [
      [1n, 10n],
      [-1n, 10n],
    ],
    decimal: '-0.010000',
    bps: -100,
  },
  // 1.05 * 1.05 - 1 = 0.1025
  {
    name: '+5 % twice is +10.25 %',
    parts: [
      [1n, 20n],
      [1n, 20n],
    ],
    decimal: '0.102500',
    bps: 1025,
  },
  // 1.02 * 1.03 * 0.99 - 1 = 0.040094
  {
    name: '+2 %, +3 %, -1 %',
    parts: [
      [2n, 100n],
      [3n, 100n],
      [-1n, 100n],
    ],
    decimal: '0.040094',
    bps: 401,
  },
];

for (const c of LINKS) {
  test(`linking: ${c.name}`, (t) => {
    const linked = linkReturns(c.parts.map(([n, d]) => ({ ratio: ratio(n, d), reason: null, pnlMinor: 1 })));
    t.is(toDecimal(linked.ratio!), c.decimal);
    t.is(toBps(linked.ratio!), c.bps);
  });
}

test('linking: a sub-period with nothing invested is neutral; one with a gain but no capital base leaves no return', (t) => {
  const tenPct = { ratio: ratio(1n, 10n), reason: null, pnlMinor: 100 };
  t.is(toDecimal(linkReturns([{ ratio: null, reason: 'NO_CAPITAL', pnlMinor: 0 }, tenPct]).ratio!), '0.100000');
  t.like(linkReturns([{ ratio: null, reason: 'NON_POSITIVE_CAPITAL_BASE', pnlMinor: -5 }, tenPct]), { ratio: null, reason: 'SUB_PERIOD_WITHOUT_RETURN' });
  t.like(linkReturns([]), { ratio: null, reason: 'NO_CAPITAL' });
});

test('benchmark price return from two closes, and none without a start', (t) => {
  t.is(toDecimal(priceReturn(12_920, 14_212)!), '0.100000');
  t.is(toBps(priceReturn(10_000, 9_950)!), -50);
  t.is(priceReturn(null, 100), null);
  t.is(priceReturn(0, 100), null);
});

test('decimal text rounds half away from zero and pads', (t) => {
  t.is(toDecimal(ratio(1n, 2_000_000n)), '0.000001');
  t.is(toDecimal(ratio(-1n, 2_000_000n)), '-0.000001');
  t.is(toDecimal(ratio(-1n, 3_000_000n)), '0.000000');
  t.is(toDecimal(ratio(25n, 10n)), '2.500000');
  t.is(toBps(ratio(1n, 20_000n)), 1);
});

/** Weekdays from 2026-01-05, each closing at the next 00:00 UTC. */
function points(equities: readonly number[]): ValuationPoint[] {
  const start = Date.parse('2026-01-05T00:00:00Z');
  return equities.map((equityMinor, i) => {
    const endMs = start + (i + 1) * DAY_MS;
    return { date: new Date(endMs - DAY_MS).toISOString().slice(0, 10), endMs, equityMinor };
  });
}

const BASE: ValuationPoint = { date: '2026-01-04', endMs: Date.parse('2026-01-05T00:00:00Z'), equityMinor: 100_000 };

test('series: daily P&L is the change of equity less the day’s flows; a month interval is one Modified Dietz over it', (t) => {
  const ps = points([101_000, 151_500, 150_000]);
  const flows = [{ atMs: ps[0]!.endMs + DAY_MS / 2, amountMinor: 50_000 }];
  const r = performanceSeries({ base: BASE, points: ps, flows, interval: 'month' });
  t.deepEqual(
    r.days.map((d) => [d.netFlowMinor, d.pnlMinor]),
    [
      [0, 1_000],
      [50_000, 500],
      [0, -1_500],
    ],
  );
  t.is(r.intervals.length, 1);
  const m = r.intervals[0]!;
  t.is(m.pnlMinor, 0);
  t.is(toDecimal(m.dietz.ratio!), '0.000000');
  // Days: +1 %, 500 / (101000 + 0.5 * 50000) = 0.003968..., -1500 / 151500 = -0.009901 -> linked:
  t.is(toDecimal(r.twr.ratio!), toDecimal(linkReturns(r.days.map((d) => d.daily)).ratio!));
  t.true(equal(m.twr.ratio!, r.twr.ratio!));
});

const dayArb = fc.record({
  equityMinor: fc.integer({ min: 0, max: 10_000_000 }),
  flowMinor: fc.integer({ min: -50_000, max: 200_000 }),
  flowAtFraction: fc.integer({ min: 0, max: 99 }),
});

test('property: linking the TWRs of sub-intervals (any split, and calendar months) equals the whole-period TWR', (t) => {
  fc.assert(
    fc.property(fc.array(dayArb, { minLength: 1, maxLength: 70 }), fc.nat(), (days, splitSeed) => {
      const ps = points(days.map((d) => d.equityMinor));
      const flows = days
        .map((d, i) => ({ atMs: (i === 0 ? BASE.endMs : ps[i - 1]!.endMs) + Math.floor((DAY_MS * d.flowAtFraction) / 100), amountMinor: d.flowMinor }))
        .filter((f) => f.amountMinor !== 0);
      const whole = performanceSeries({ base: BASE, points: ps, flows, interval: 'day' });
      const k = splitSeed % (ps.length + 1);
      const split = linkReturns([linkReturns(whole.days.slice(0, k).map((d) => d.daily)), linkReturns(whole.days.slice(k).map((d) => d.daily))]);
      const monthly = performanceSeries({ base: BASE, points: ps, flows, interval: 'month' });
      const byMonth = linkReturns(monthly.intervals.map((i) => i.twr));
      for (const linked of [split, byMonth]) {
        if (whole.twr.ratio === null || linked.ratio === null) {
          if (whole.twr.ratio !== linked.ratio) return false;
        } else if (!equal(whole.twr.ratio, linked.ratio)) return false;
      }
      return true;
    }),
    { numRuns: 300 },
  );
  t.pass();
});
