/**
 * Candles built only from what was captured: pure functions from observations (or finalized daily
 * bars) to candles, and from candles to coarser candles. A bucket without observations produces no
 * candle (nothing is interpolated or carried forward). Volume is null whenever any constituent lacks
 * it, never 0; open, high and low are null whenever any constituent lacks them, so an aggregate never
 * reports an extreme it could not see. Prices are integer hundredths of the local unit.
 */
import type { DatedBar } from '../../storage/market.ts';
import { addDays } from './calendar.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** One captured observation, as the candle builder needs it. */
export interface PricePoint {
  /** Capture instant (the service's `asOf` clock). */
  readonly atMs: number;
  /** The exchange-local date of the session the observation belongs to. */
  readonly session: string;
  readonly priceMinor: number;
  /** Cumulative session volume at the observation, or null when the feed carries none. */
  readonly cumulativeVolume: number | null;
}

/** A candle; `date` is the session date (intraday and daily) or the first day of the period (weekly, monthly). */
export interface Candle extends DatedBar {
  /** Start of the candle's interval: the bucket start intraday, UTC midnight of `date` otherwise. */
  readonly startMs: number;
  /** Observations or bars it was built from. */
  readonly count: number;
}

/** A finalized daily bar, as history delivers it. */
export type DailyInput = DatedBar;

export const midnightMs = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/**
 * Intraday candles of `intervalMs` from observations: one candle per (session, interval bucket) that
 * holds at least one observation; open first, high max, low min, close last. Volume is the increase of
 * the cumulative session volume over the bucket: the baseline is the session's previous observation,
 * or 0 for a session in `openingSessions` (its first observation came right after the open); any other
 * unknown baseline, a missing volume or a decreasing total gives null.
 */
export function intradayCandles(points: readonly PricePoint[], intervalMs: number, openingSessions: ReadonlySet<string>, ohlcAvailable = true): Candle[] {
  const sorted = [...points].sort((a, b) => a.atMs - b.atMs);
  const out: Candle[] = [];
  const lastCumBySession = new Map<string, number | null>();
  let i = 0;
  while (i < sorted.length) {
    const first = sorted[i]!;
    const startMs = first.atMs - (((first.atMs % intervalMs) + intervalMs) % intervalMs);
    let j = i;
    while (j < sorted.length && sorted[j]!.session === first.session && sorted[j]!.atMs < startMs + intervalMs) j += 1;
    const group = sorted.slice(i, j);
    const baseline = lastCumBySession.has(first.session) ? lastCumBySession.get(first.session)! : openingSessions.has(first.session) ? 0 : null;
    const last = group[group.length - 1]!;
    const prices = group.map((p) => p.priceMinor);
    out.push({
      startMs,
      date: first.session,
      openMinor: ohlcAvailable ? first.priceMinor : null,
      highMinor: ohlcAvailable ? Math.max(...prices) : null,
      lowMinor: ohlcAvailable ? Math.min(...prices) : null,
      closeMinor: last.priceMinor,
      volume: volumeIncrease(group, baseline),
      count: group.length,
    });
    lastCumBySession.set(first.session, group.some((p) => p.cumulativeVolume === null) ? null : last.cumulativeVolume);
    i = j;
  }
  return out;
}

function volumeIncrease(group: readonly PricePoint[], baseline: number | null): number | null {
  if (baseline === null || group.some((p) => p.cumulativeVolume === null)) return null;
  const increase = group[group.length - 1]!.cumulativeVolume! - baseline;
  return increase >= 0 ? increase : null;
}

export function dailyCandles(bars: readonly DailyInput[]): Candle[] {
  return bars.map((b) => ({
    startMs: midnightMs(b.date),
    date: b.date,
    openMinor: b.openMinor,
    highMinor: b.highMinor,
    lowMinor: b.lowMinor,
    closeMinor: b.closeMinor,
    volume: b.volume,
    count: 1,
  }));
}

/** How a coarser candle is keyed: the hour within a session, the session, the ISO week, the month. */
export type Period = 'hour' | 'session' | 'week' | 'month';

/** The Monday of the ISO week containing `date`. */
export function weekStart(date: string): string {
  const weekday = (new Date(midnightMs(date)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

export const monthStart = (date: string): string => `${date.slice(0, 7)}-01`;

function periodOf(c: Candle, period: Period): { key: string; startMs: number; date: string } {
  switch (period) {
    case 'hour': {
      const startMs = Math.floor(c.startMs / HOUR_MS) * HOUR_MS;
      return { key: `${c.date}|${startMs}`, startMs, date: c.date };
    }
    case 'session':
      return { key: c.date, startMs: midnightMs(c.date), date: c.date };
    case 'week': {
      const date = weekStart(c.date);
      return { key: date, startMs: midnightMs(date), date };
    }
    case 'month': {
      const date = monthStart(c.date);
      return { key: date, startMs: midnightMs(date), date };
    }
  }
}

const allKnown = (values: readonly (number | null)[]): values is number[] => values.every((x) => x !== null);

/** Merges candles (oldest first) into coarser ones: open first, high max, low min, close last, volume sum. */
export function aggregateCandles(candles: readonly Candle[], period: Period): Candle[] {
  const out: Candle[] = [];
  let i = 0;
  while (i < candles.length) {
    const p = periodOf(candles[i]!, period);
    let j = i + 1;
    while (j < candles.length && periodOf(candles[j]!, period).key === p.key) j += 1;
    out.push(merge(candles.slice(i, j), p.startMs, p.date));
    i = j;
  }
  return out;
}

function merge(group: readonly Candle[], startMs: number, date: string): Candle {
  const highs = group.map((c) => c.highMinor);
  const lows = group.map((c) => c.lowMinor);
  const volumes = group.map((c) => c.volume);
  return {
    startMs,
    date,
    openMinor: group[0]!.openMinor,
    highMinor: allKnown(highs) ? Math.max(...highs) : null,
    lowMinor: allKnown(lows) ? Math.min(...lows) : null,
    closeMinor: group[group.length - 1]!.closeMinor,
    volume: allKnown(volumes) ? volumes.reduce((a, b) => a + b, 0) : null,
    count: group.reduce((a, c) => a + c.count, 0),
  };
}

/** Days from `fromDate` to `toDate` inclusive (both 'YYYY-MM-DD'). */
export function daysBetween(fromDate: string, toDate: string): number {
  return Math.round((midnightMs(toDate) - midnightMs(fromDate)) / DAY_MS) + 1;
}
