/**
 * The settlement calendar: custody settlement falls T+N business days after the trade date, N being
 * the exchange's cycle (EGX 2, the others 3). Business days are the exchange's own session days, so
 * its weekend (Friday-Saturday on EGX) and its holidays are skipped. Settlement completes at the
 * exchange's local close of that day.
 */
import type { Exchange } from '../../storage/catalog/types.ts';
import { addDays, instantOf, isSessionDay, localTime } from '../market/calendar.ts';

/** The local date settlement falls on for a trade executed at `tradeAtMs`. */
export function settlementDate(exchange: Exchange, holidays: ReadonlyMap<string, string>, tradeAtMs: number): string {
  let date = localTime(tradeAtMs, exchange.timezone).date;
  for (let remaining = exchange.settlementCycleDays; remaining > 0; ) {
    date = addDays(date, 1);
    if (isSessionDay(exchange, date, holidays)) remaining -= 1;
  }
  return date;
}

/** When the settle timer of a trade executed at `tradeAtMs` falls due. */
export function settlementDueMs(exchange: Exchange, holidays: ReadonlyMap<string, string>, tradeAtMs: number): number {
  return instantOf(settlementDate(exchange, holidays, tradeAtMs), exchange.tradingHours.close, exchange.timezone);
}
