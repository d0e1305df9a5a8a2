/**
 * Where each exchange stands at an instant: its session phase (an operator closure overrides the
 * calendar, a holiday is a closed day with its name), the next scheduled boundaries and its local
 * wall-clock time. Read by /market/status and /market/exchanges.
 */
import type { Exchange } from '../../storage/catalog/types.ts';
import { localTime, nextBoundaries, sessionState, type SessionPhase } from './calendar.ts';
import type { MarketService } from './service.ts';

export interface ExchangeStatus {
  readonly exchange: Exchange;
  readonly phase: SessionPhase;
  readonly open: boolean;
  readonly reason: string | null;
  /** Null under an operator closure: reopening is unscheduled and announced by a market.status event. */
  readonly nextOpenMs: number | null;
  readonly nextCloseMs: number | null;
  /** ISO 8601 local time with the zone's offset, e.g. 2026-09-01T12:00:00+03:00. */
  readonly localTime: string;
  readonly closure: { readonly reason: string; readonly sinceMs: number } | null;
}

const pad = (n: number): string => String(n).padStart(2, '0');

export function localIso(atMs: number, timeZone: string): string {
  const l = localTime(atMs, timeZone);
  const wholeMinuteMs = atMs - (((atMs % 60_000) + 60_000) % 60_000);
  const offsetMinutes = Math.round((Date.parse(`${l.date}T00:00:00Z`) + l.minutes * 60_000 - wholeMinuteMs) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const seconds = Math.floor(atMs / 1000) % 60;
  return `${l.date}T${pad(Math.floor(l.minutes / 60))}:${pad(l.minutes % 60)}:${pad(seconds)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

export function exchangeStatus(
  market: MarketService,
  exchange: Exchange,
  nowMs: number,
  closures: ReadonlyMap<string, { reason: string; sinceMs: number }>,
): ExchangeStatus {
  const holidays = market.catalog.holidaysOf(exchange.code);
  const closure = closures.get(exchange.code) ?? null;
  const state = sessionState(exchange, nowMs, { holidays, closure });
  const closed = closure !== null && state.phase !== 'HOLIDAY';
  const next = closure ? { nextOpenMs: null, nextCloseMs: null } : nextBoundaries(exchange, nowMs, holidays);
  return {
    exchange,
    phase: closed ? 'CLOSED' : state.phase,
    open: closed ? false : state.open,
    reason: closed ? closure.reason : state.reason,
    nextOpenMs: next.nextOpenMs,
    nextCloseMs: next.nextCloseMs,
    localTime: localIso(nowMs, exchange.timezone),
    closure,
  };
}

/** Every exchange (or the one asked for), in catalog order. */
export function exchangeStatuses(market: MarketService, nowMs: number, only: Exchange | null = null): ExchangeStatus[] {
  const closures = new Map(market.stores.market.closures().map((c) => [c.exchange, c]));
  const list = only ? [only] : [...market.catalog.exchanges.values()];
  return list.map((e) => exchangeStatus(market, e, nowMs, closures));
}
