/**
 * Daily history of an instrument: sessions that closed (and were delivered, 15 minutes later) before
 * live capture began come from the backfill, which the deterministic simulator reproduces exactly;
 * later sessions come only from end-of-day captures. A session the service never captured stays a
 * gap: nothing is interpolated. Close-only instruments have no open, high or low; instruments without
 * volume have null volume, never 0. Prices are raw (unadjusted).
 */
import type { Instrument } from '../../storage/catalog/types.ts';
import type { DatedBar } from '../../storage/market.ts';
import { dateParts } from '../date-parts.ts';
import { ServiceError } from '../errors.ts';
import { addDays, instantOf, localTime, sessionOn, sessionsBetween, type Session } from './calendar.ts';
import { aggregateCandles, dailyCandles, daysBetween, intradayCandles, monthStart, weekStart, type Candle, type PricePoint } from './candles.ts';
import { DELAY_MS, REFRESH_MS } from './capture.ts';
import { assessQuality, type QualityMeta } from './quality.ts';
import type { MarketService } from './service.ts';

export interface DayBar extends DatedBar {
  readonly source: 'backfill' | 'eod';
}

/** When live capture began: sessions that closed before it come from the backfill, later ones from captures. */
export const LIVE_FROM_SETTING = 'market.liveFromMs';

export function liveFromMs(market: MarketService): number {
  return market.settings.get<number>(LIVE_FROM_SETTING) ?? Number.MAX_SAFE_INTEGER;
}

/** Daily bars from `fromDate` to `toDate` inclusive, oldest first. */
export function dailyHistory(market: MarketService, inst: Instrument, fromDate: string, toDate: string): DayBar[] {
  const sim = market.catalog.simInstrument(inst);
  const holidays = market.catalog.holidaysOf(inst.exchange);
  const liveFrom = liveFromMs(market);
  const out: DayBar[] = [];
  for (const b of market.simulator.dailyBars(sim, fromDate, toDate)) {
    const session = sessionOn(sim.exchange, b.date, holidays);
    if (!session || session.closeMs + DELAY_MS > liveFrom) break;
    out.push({
      date: b.date,
      openMinor: inst.ohlcAvailable ? b.openMinor : null,
      highMinor: inst.ohlcAvailable ? b.highMinor : null,
      lowMinor: inst.ohlcAvailable ? b.lowMinor : null,
      closeMinor: b.closeMinor,
      volume: inst.volumeAvailable ? b.volume : null,
      source: 'backfill',
    });
  }
  const lastBackfilled = out.at(-1)?.date ?? '';
  for (const b of market.stores.market.barsBetween(inst.symbol, fromDate, toDate)) {
    if (b.date > lastBackfilled) out.push({ ...b, source: 'eod' });
  }
  return out;
}

/** The newest bar strictly before `date`, looking back up to `lookbackDays`. */
export function previousBar(market: MarketService, inst: Instrument, date: string, lookbackDays = 21): DayBar | null {
  const from = new Date(Date.parse(`${date}T00:00:00Z`) - lookbackDays * 86_400_000).toISOString().slice(0, 10);
  const bars = dailyHistory(market, inst, from, date).filter((b) => b.date < date);
  return bars.at(-1) ?? null;
}

export const CANDLE_INTERVALS = ['15m', '1h', '1d', '1w', '1mo'] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];
const INTRADAY_MS: Partial<Record<CandleInterval, number>> = { '15m': 900_000, '1h': 3_600_000 };
export const isIntraday = (interval: CandleInterval): boolean => INTRADAY_MS[interval] !== undefined;

/** Intraday windows are capped: 900 s captures over longer spans belong in daily candles. */
export const MAX_INTRADAY_DAYS = 31;
/** Default look-back (days, `to` included) when `from` is absent. */
const DEFAULT_SPAN_DAYS: Record<CandleInterval, number> = { '15m': 5, '1h': 5, '1d': 30, '1w': 365, '1mo': 5 * 365 };

/** The exchange-local date at an instant: "today" for an instrument. */
export function localToday(market: MarketService, inst: Instrument, nowMs: number): string {
  return localTime(nowMs, market.catalog.exchange(inst.exchange).timezone).date;
}

/**
 * Inclusive dates of a candle request: defaults filled in, order and intraday span checked, and `to`
 * clamped to today: nothing exists later, and a far-future date must not walk the simulator for nothing.
 */
export function candleRange(interval: CandleInterval, from: string | undefined, to: string | undefined, today: string): { from: string; to: string } {
  const requestedEnd = to ?? today;
  const start = from ?? addDays(requestedEnd, 1 - DEFAULT_SPAN_DAYS[interval]);
  if (start > requestedEnd) throw new ServiceError('VALIDATION_ERROR', `from (${start}) is after to (${requestedEnd})`, { extra: { param: 'from' } });
  const end = requestedEnd > today ? today : requestedEnd;
  if (isIntraday(interval) && daysBetween(start, end) > MAX_INTRADAY_DAYS) {
    throw new ServiceError('VALIDATION_ERROR', `a ${interval} window spans at most ${MAX_INTRADAY_DAYS} days; use 1d candles for longer ranges`, {
      extra: { param: 'from', max: MAX_INTRADAY_DAYS },
    });
  }
  return { from: start, to: end };
}

/** Captured observations of sessions from `fromDate` to `toDate` (local dates), oldest first. */
export function intradayPoints(
  market: MarketService,
  inst: Instrument,
  fromDate: string,
  toDate: string,
): { points: PricePoint[]; openingSessions: Set<string> } {
  const exchange = market.catalog.exchange(inst.exchange);
  const fromMs = instantOf(fromDate, '00:00', exchange.timezone);
  // The closing observation of a session arrives up to two delays after its close.
  const toMs = instantOf(addDays(toDate, 1), '00:00', exchange.timezone) + DELAY_MS + REFRESH_MS;
  const points: PricePoint[] = [];
  for (const o of market.stores.market.observationsBetween(inst.symbol, fromMs, toMs)) {
    const session = localTime(o.capturedAtMs - DELAY_MS, exchange.timezone).date;
    if (session >= fromDate && session <= toDate) points.push({ atMs: o.capturedAtMs, session, priceMinor: o.priceMinor, cumulativeVolume: o.volume });
  }
  // A session whose first capture observed its first 900 s starts counting volume from 0.
  const openingSessions = new Set<string>();
  const seen = new Set<string>();
  const holidays = market.catalog.holidaysOf(inst.exchange);
  for (const p of points) {
    if (seen.has(p.session)) continue;
    seen.add(p.session);
    const s = sessionOn(exchange, p.session, holidays);
    if (s && p.atMs - DELAY_MS < s.openMs + REFRESH_MS) openingSessions.add(p.session);
  }
  return { points, openingSessions };
}

/**
 * Scheduled sessions in the range the service should hold data for by now: daily series count the
 * sessions within the exchange's history depth whose close has been delivered; intraday series count
 * the sessions since live capture began whose first capture is due.
 */
function expectedSessions(market: MarketService, inst: Instrument, range: { from: string; to: string }, intraday: boolean, nowMs: number): Session[] {
  const exchange = market.catalog.exchange(inst.exchange);
  const floor = market.simulator.historyStart(exchange);
  // biome-ignore lint/complexity/useMathMinMax: ISO date strings, compared as text
  const start = range.from < floor ? floor : range.from;
  const liveFrom = liveFromMs(market);
  return sessionsBetween(exchange, start, range.to, market.catalog.holidaysOf(inst.exchange)).filter((s) =>
    intraday ? s.openMs + DELAY_MS + REFRESH_MS <= nowMs && s.closeMs + DELAY_MS + REFRESH_MS > liveFrom : s.closeMs + DELAY_MS + REFRESH_MS <= nowMs,
  );
}

export interface CandleSeries {
  readonly from: string;
  readonly to: string;
  readonly candles: Candle[];
  readonly quality: QualityMeta;
}

/** Daily bars of whole weeks or months: the range widened to the periods it touches. */
function dailyRangeFor(interval: CandleInterval, range: { from: string; to: string }): { from: string; to: string } {
  if (interval === '1w') return { from: weekStart(range.from), to: addDays(weekStart(range.to), 6) };
  if (interval === '1mo') return { from: monthStart(range.from), to: addDays(monthStart(addDays(monthStart(range.to), 31)), -1) };
  return range;
}

/** Daily bars as candles, merged into weeks or months for the coarser intervals. */
function dailyIntervalCandles(interval: CandleInterval, bars: readonly DayBar[]): Candle[] {
  const daily = dailyCandles(bars);
  if (interval === '1w') return aggregateCandles(daily, 'week');
  if (interval === '1mo') return aggregateCandles(daily, 'month');
  return daily;
}

/** The candles of an instrument over inclusive local dates, with the truth about their quality. */
export function candleSeries(
  market: MarketService,
  inst: Instrument,
  interval: CandleInterval,
  range: { from: string; to: string },
  nowMs: number,
): CandleSeries {
  const stepMs = INTRADAY_MS[interval];
  const intraday = stepMs !== undefined;
  const span = dailyRangeFor(interval, range);
  const observed = intradayPoints(market, inst, range.from, range.to);
  const bars = intraday ? [] : dailyHistory(market, inst, span.from, span.to);
  const candles = intraday ? intradayCandles(observed.points, stepMs, observed.openingSessions, inst.ohlcAvailable) : dailyIntervalCandles(interval, bars);
  const expected = expectedSessions(market, inst, span, intraday, nowMs);
  const covered = new Set(intraday ? observed.points.map((p) => p.session) : bars.map((b) => b.date));
  const quality = assessQuality({
    candles,
    intraday,
    ohlcAvailable: inst.ohlcAvailable,
    volumeAvailable: inst.volumeAvailable,
    expectedSessions: expected.length,
    missingSessions: expected.filter((s) => !covered.has(s.date)).length,
    observationCount: observed.points.length,
  });
  return { from: span.from, to: span.to, candles, quality };
}

export const HISTORY_PERIODS = ['1d', '1w', '1m', '3m', '6m', '1y', '3y', '5y', 'max'] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];
const PERIOD_MONTHS: Partial<Record<HistoryPeriod, number>> = { '1m': 1, '3m': 3, '6m': 6, '1y': 12, '3y': 36, '5y': 60 };

/** The same day `months` earlier, clamped to the end of a shorter month. */
export function monthsBefore(date: string, months: number): string {
  const [y, m, d] = dateParts(date);
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/**
 * Daily records over a look-back period ending today, oldest first, never aggregated: `1d` is the
 * newest finalized session, `max` the exchange's whole history depth.
 */
export function periodHistory(market: MarketService, inst: Instrument, period: HistoryPeriod, nowMs: number): DayBar[] {
  const today = localToday(market, inst, nowMs);
  const months = PERIOD_MONTHS[period];
  if (period === '1d') return dailyHistory(market, inst, addDays(today, -21), today).slice(-1);
  const from =
    period === '1w'
      ? addDays(today, -7)
      : months !== undefined
        ? monthsBefore(today, months)
        : market.simulator.historyStart(market.catalog.exchange(inst.exchange));
  return dailyHistory(market, inst, from, today);
}
