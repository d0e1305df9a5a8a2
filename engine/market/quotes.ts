/**
 * The delayed quote of an instrument as the service serves it: the newest captured observation (poll
 * or operator tick), or before any capture the last backfilled close. `asOf` is the capture time;
 * `stale` says the capture is older than the 900 s refresh target. Change figures are computed in
 * integers and rounded half-up to 2 decimals.
 */
import type { Instrument } from '../../storage/catalog/types.ts';
import { divideRoundHalfUp } from '../money.ts';
import { localTime, nextBoundaries, sessionOn } from './calendar.ts';
import { DELAY_MS, REFRESH_MS } from './capture.ts';
import { dailyHistory, previousBar } from './history.ts';
import type { MarketService } from './service.ts';
import { adjustedOrNull, adjustedPriceMinor, splitSteps } from './split-adjustment.ts';

export const DATA_QUALITY = { delayMode: 'DELAYED', delayMinutes: 15, refreshIntervalSeconds: 900, provider: 'simulated-upstream' } as const;

export interface Quote {
  readonly symbol: string;
  readonly exchange: string;
  readonly currency: string;
  readonly priceMinor: number;
  readonly previousCloseMinor: number | null;
  readonly openMinor: number | null;
  readonly changeMinor: number | null;
  /** Percent with 2 decimals as hundredths of a percent (basis points), or null without a previous close. */
  readonly changeBp: number | null;
  readonly volume: number | null;
  readonly asOfMs: number;
  readonly stale: boolean;
  readonly sessionDate: string;
  readonly source: 'poll' | 'tick' | 'backfill';
}

/** Before any capture: the last session whose close was delivered before `nowMs`. */
function backfilledClose(
  market: MarketService,
  inst: Instrument,
  nowMs: number,
): { priceMinor: number; asOfMs: number; date: string; volume: number | null } | null {
  const today = localTime(nowMs - DELAY_MS, market.catalog.exchange(inst.exchange).timezone).date;
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 21 * 86_400_000).toISOString().slice(0, 10);
  const holidays = market.catalog.holidaysOf(inst.exchange);
  const exchange = market.catalog.exchange(inst.exchange);
  const delivered = dailyHistory(market, inst, from, today).filter((b) => {
    const s = sessionOn(exchange, b.date, holidays);
    return s !== null && s.closeMs + DELAY_MS <= nowMs;
  });
  const last = delivered.at(-1);
  if (!last) return null;
  const session = sessionOn(exchange, last.date, holidays)!;
  return { priceMinor: last.closeMinor, asOfMs: session.closeMs + DELAY_MS, date: last.date, volume: last.volume };
}

export function quoteFor(market: MarketService, inst: Instrument, nowMs: number): Quote | null {
  const latest = market.latest().get(inst.symbol);
  const base = latest
    ? { priceMinor: latest.priceMinor, asOfMs: latest.capturedAtMs, date: latest.sessionDate, volume: latest.volume, source: latest.source }
    : (() => {
        const b = backfilledClose(market, inst, nowMs);
        return b ? { ...b, source: 'backfill' as const } : null;
      })();
  if (!base) return null;
  // Prices captured before a split now effective are restated in today's shares (split-adjustment.ts).
  const steps = splitSteps(market.stores, { symbol: inst.symbol, effectiveOnly: true }).get(inst.symbol);
  const priceMinor = adjustedPriceMinor(base.priceMinor, steps, base.date);
  const prev = previousBar(market, inst, base.date);
  return quoteOf(inst, nowMs, {
    priceMinor,
    previousCloseMinor: prev ? adjustedPriceMinor(prev.closeMinor, steps, prev.date) : null,
    openMinor: inst.ohlcAvailable ? adjustedOrNull(openOf(market, inst, base.date, base.source), steps, base.date) : null,
    volume: base.volume,
    asOfMs: base.asOfMs,
    sessionDate: base.date,
    source: base.source,
  });
}

/** A quote from its prices (already in today's shares): the change figures in integers, `stale` against `nowMs`. */
export function quoteOf(
  inst: Instrument,
  nowMs: number,
  q: Pick<Quote, 'priceMinor' | 'previousCloseMinor' | 'openMinor' | 'volume' | 'asOfMs' | 'sessionDate' | 'source'>,
): Quote {
  const changeMinor = q.previousCloseMinor === null ? null : q.priceMinor - q.previousCloseMinor;
  return {
    symbol: inst.symbol,
    exchange: inst.exchange,
    currency: inst.currency,
    priceMinor: q.priceMinor,
    previousCloseMinor: q.previousCloseMinor,
    openMinor: q.openMinor,
    changeMinor,
    changeBp: changeMinor === null || !q.previousCloseMinor ? null : divideRoundHalfUp(changeMinor * 10_000, q.previousCloseMinor),
    volume: q.volume,
    asOfMs: q.asOfMs,
    stale: nowMs - q.asOfMs > REFRESH_MS,
    sessionDate: q.sessionDate,
    source: q.source,
  };
}

/** The session's open: the finalized bar's open, else the first capture of that session. */
function openOf(market: MarketService, inst: Instrument, date: string, source: string): number | null {
  const bar = dailyHistory(market, inst, date, date)[0];
  if (bar) return bar.openMinor;
  if (source === 'backfill') return null;
  const exchange = market.catalog.exchange(inst.exchange);
  const session = sessionOn(exchange, date, market.catalog.holidaysOf(inst.exchange));
  if (!session) return null;
  const first = market.stores.market.observationsBetween(inst.symbol, session.openMs, session.closeMs + 2 * DELAY_MS).find((o) => o.source === 'poll');
  return first?.priceMinor ?? null;
}

interface QuotePair {
  readonly fresh: Quote;
  readonly stale: Quote;
  /** Until when (service clock) the pair holds without a new capture (see validUntil). */
  readonly validUntilMs: number;
}

/** Until when a derived quote holds without a new capture: a backfilled close until the next close is delivered. */
function validUntil(market: MarketService, inst: Instrument, q: Quote, nowMs: number): number {
  if (q.source !== 'backfill') return Number.POSITIVE_INFINITY;
  const exchange = market.catalog.exchange(inst.exchange);
  const { nextCloseMs } = nextBoundaries(exchange, nowMs - DELAY_MS, market.catalog.holidaysOf(inst.exchange));
  return nextCloseMs === null ? Number.POSITIVE_INFINITY : nextCloseMs + DELAY_MS;
}

/**
 * The quote as served now: derived once per capture state (market_latest version and the daily bars
 * written with it) and cached per symbol, so a request computes only `stale`. Null when the service
 * has no price at all for the instrument.
 */
export function currentQuote(market: MarketService, inst: Instrument, nowMs: number): Quote | null {
  return servedQuote(market, inst, nowMs).quote;
}

/**
 * The quote as served now and until when exactly this object is what currentQuote answers, as long as
 * market_latest and the catalog stay as they are (a new capture or catalog change ends it sooner): the
 * derived value's own end, or the moment a fresh quote turns stale. Lets a response built from quotes be
 * kept whole (the 50-symbol batch).
 */
export function servedQuote(market: MarketService, inst: Instrument, nowMs: number): { quote: Quote | null; untilMs: number } {
  const derived = market.derived<QuotePair | { readonly none: number }>(`quote|${inst.symbol}`, nowMs, () => {
    const q = quoteFor(market, inst, nowMs);
    // Nothing delivered yet (no backfill reaches this far): look again after the next refresh interval.
    if (!q) return { value: { none: nowMs + REFRESH_MS }, validUntilMs: nowMs + REFRESH_MS };
    const validUntilMs = validUntil(market, inst, q, nowMs);
    return { value: { fresh: { ...q, stale: false }, stale: { ...q, stale: true }, validUntilMs }, validUntilMs };
  });
  if ('none' in derived) return { quote: null, untilMs: derived.none };
  if (nowMs - derived.fresh.asOfMs > REFRESH_MS) return { quote: derived.stale, untilMs: derived.validUntilMs };
  // Exclusive, and a moment early rather than late: fresh up to and including asOf + REFRESH_MS.
  return { quote: derived.fresh, untilMs: Math.min(derived.validUntilMs, derived.fresh.asOfMs + REFRESH_MS) };
}
