/**
 * A market snapshot of one instrument: its quote, today's bar so far, the previous session's bar and
 * the intraday bar. Today's bar is built only from the captures of today's session (first, highest,
 * lowest, last price; the last cumulative volume) until the end-of-day bar finalizes it. The intraday
 * bar is the 3-times-a-day intraday capture: at 10:00, 12:00 and 14:00 UTC it takes the session's
 * captures up to that instant, so it is null before 10:00 UTC and on days without captures.
 * Close-only instruments never get an open, high or low, and missing volume stays null: nothing is
 * invented from the captures.
 */
import type { Instrument } from '../../storage/catalog/types.ts';
import type { DatedBar, Observation } from '../../storage/market.ts';
import { addDays, instantOf, localTime } from './calendar.ts';
import { DELAY_MS } from './capture.ts';
import { dailyHistory, previousBar, type DayBar } from './history.ts';
import { currentQuote, type Quote } from './quotes.ts';
import type { MarketService } from './service.ts';

/** The intraday capture instants, UTC hours of each weekday. */
export const INTRADAY_CAPTURE_HOURS_UTC = [10, 12, 14] as const;

export interface SnapshotBar extends DatedBar {
  /** The capture the bar runs to (the official close's capture once final). */
  readonly asOfMs: number | null;
  /** True once the end-of-day bar has replaced the captures. */
  readonly final: boolean;
}

export interface Snapshot {
  readonly quote: Quote | null;
  readonly dailyBar: SnapshotBar | null;
  readonly prevDailyBar: SnapshotBar | null;
  readonly intradayBar: SnapshotBar | null;
}

/** The latest intraday capture instant at or before `nowMs` on its UTC day, or null before the first. */
export function latestIntradayCapture(nowMs: number): number | null {
  const day = new Date(nowMs).toISOString().slice(0, 10);
  const weekday = new Date(nowMs).getUTCDay();
  if (weekday === 0 || weekday === 6) return null;
  const passed = INTRADAY_CAPTURE_HOURS_UTC.map((h) => Date.parse(`${day}T${String(h).padStart(2, '0')}:00:00Z`)).filter((t) => t <= nowMs);
  return passed.at(-1) ?? null;
}

function fromCaptures(inst: Instrument, date: string, captures: readonly Observation[]): SnapshotBar | null {
  const last = captures.at(-1);
  if (!last) return null;
  let high = last.priceMinor;
  let low = last.priceMinor;
  for (const o of captures) {
    if (o.priceMinor > high) high = o.priceMinor;
    if (o.priceMinor < low) low = o.priceMinor;
  }
  const ohlc = inst.ohlcAvailable;
  return {
    date,
    openMinor: ohlc ? captures[0]!.priceMinor : null,
    highMinor: ohlc ? high : null,
    lowMinor: ohlc ? low : null,
    closeMinor: last.priceMinor,
    volume: inst.volumeAvailable ? last.volume : null,
    asOfMs: last.capturedAtMs,
    final: false,
  };
}

function fromDayBar(b: DayBar, asOfMs: number | null): SnapshotBar {
  return {
    date: b.date,
    openMinor: b.openMinor,
    highMinor: b.highMinor,
    lowMinor: b.lowMinor,
    closeMinor: b.closeMinor,
    volume: b.volume,
    asOfMs,
    final: true,
  };
}

/** Captures belong to the local date of the instant they observe (capture time minus the feed delay). */
function capturesOn(market: MarketService, inst: Instrument, date: string, untilMs: number): Observation[] {
  const tz = market.catalog.exchange(inst.exchange).timezone;
  const fromMs = instantOf(date, '00:00', tz) + DELAY_MS;
  const toMs = Math.min(untilMs, instantOf(addDays(date, 1), '00:00', tz) + DELAY_MS - 1);
  return toMs < fromMs ? [] : market.stores.market.observationsBetween(inst.symbol, fromMs, toMs);
}

function computeSnapshotBars(market: MarketService, inst: Instrument, today: string, intradayAtMs: number | null, nowMs: number): Omit<Snapshot, 'quote'> {
  const captures = capturesOn(market, inst, today, nowMs);
  const eod = dailyHistory(market, inst, today, today)[0];
  const dailyBar = eod ? fromDayBar(eod, captures.at(-1)?.capturedAtMs ?? null) : fromCaptures(inst, today, captures);
  const prev = previousBar(market, inst, today);
  const intradayBar =
    intradayAtMs === null
      ? null
      : fromCaptures(
          inst,
          today,
          captures.filter((o) => o.capturedAtMs <= intradayAtMs),
        );
  return { dailyBar, prevDailyBar: prev ? fromDayBar(prev, null) : null, intradayBar: intradayBar && { ...intradayBar, asOfMs: intradayAtMs } };
}

/**
 * The snapshot now. Its bars depend on the captures (cached per capture state, like quotes) and on
 * which day and intraday capture instant `nowMs` falls in, which are part of the cache key.
 */
export function snapshotFor(market: MarketService, inst: Instrument, nowMs: number): Snapshot {
  const today = localTime(nowMs - DELAY_MS, market.catalog.exchange(inst.exchange).timezone).date;
  const intradayAtMs = latestIntradayCapture(nowMs);
  const bars = market.derived(`snapshot|${inst.symbol}|${today}|${intradayAtMs ?? '-'}`, nowMs, () => ({
    value: computeSnapshotBars(market, inst, today, intradayAtMs, nowMs),
    // Later captures of today only arrive with a new market_latest version, which drops this entry.
    validUntilMs: Number.POSITIVE_INFINITY,
  }));
  return { quote: currentQuote(market, inst, nowMs), ...bars };
}
