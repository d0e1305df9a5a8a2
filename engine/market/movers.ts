/**
 * Top movers: active instruments ranked by their change against the previous close. Gainers are the
 * instruments up on the day, largest rise first; losers those down, largest fall first; unchanged
 * instruments and those without a previous close are in neither list. Ties rank by symbol, so pages
 * are stable. The ranking is derived once per capture state, like the quotes it ranks.
 */
import type { Exchange, Instrument } from '../../storage/catalog/types.ts';
import { nextBoundaries } from './calendar.ts';
import { DELAY_MS } from './capture.ts';
import { currentQuote } from './quotes.ts';
import type { MarketService } from './service.ts';

export type MoverDirection = 'gainers' | 'losers';

export interface RankedMover {
  readonly instrument: Instrument;
  readonly changeBp: number;
}

function rank(market: MarketService, exchange: Exchange | null, direction: MoverDirection, nowMs: number): RankedMover[] {
  const sign = direction === 'gainers' ? 1 : -1;
  const out: RankedMover[] = [];
  for (const instrument of market.catalog.instruments) {
    if (instrument.status !== 'ACTIVE' || (exchange && instrument.exchange !== exchange.code)) continue;
    const changeBp = currentQuote(market, instrument, nowMs)?.changeBp ?? null;
    if (changeBp !== null && changeBp * sign > 0) out.push({ instrument, changeBp });
  }
  return out.sort((a, b) => sign * (b.changeBp - a.changeBp) || (a.instrument.symbol < b.instrument.symbol ? -1 : 1));
}

/** A backfilled close (a quote without captures) moves on when the next close is delivered. */
function nextDelivery(market: MarketService, exchange: Exchange | null, nowMs: number): number {
  let next = Number.POSITIVE_INFINITY;
  for (const e of exchange ? [exchange] : market.catalog.exchanges.values()) {
    const { nextCloseMs } = nextBoundaries(e, nowMs - DELAY_MS, market.catalog.holidaysOf(e.code));
    if (nextCloseMs !== null) next = Math.min(next, nextCloseMs + DELAY_MS);
  }
  return next;
}

export function movers(market: MarketService, exchange: Exchange | null, direction: MoverDirection, nowMs: number): readonly RankedMover[] {
  return market.derived(`movers|${exchange?.code ?? '*'}|${direction}`, nowMs, () => ({
    value: rank(market, exchange, direction, nowMs),
    validUntilMs: nextDelivery(market, exchange, nowMs),
  }));
}
