/**
 * Bond, fund and opportunity units in the performance report's daily equity: the
 * owner's `unit_holding` accounts replayed transfer by transfer, and at each valuation day the units
 * then held valued at that day's fund NAV or bond clean price (engine/asset-classes/instruments.ts,
 * rounded down to the cent as a redemption pays and the portfolio shows). The catalogue keeps one
 * NAV or clean price per instrument (with its as-of date) and no history, so "that day's" price is
 * the catalogue's on every day; a price history would replace `unitPriceOn` alone.
 */
import type { MarketService } from '../market/service.ts';
import { centsForUnits, subscribable, type SubscribableInstrument } from '../asset-classes/instruments.ts';
import type { OwnerRef } from '../trading/lots.ts';

const UNITS_PREFIX = 'UNITS:';
const DAY_MS = 86_400_000;

interface UnitMovement {
  readonly seq: number;
  readonly atMs: number;
  readonly instrumentId: string;
  readonly delta: number;
}

function unitMovements(market: MarketService, o: OwnerRef): UnitMovement[] {
  const out: UnitMovement[] = [];
  for (const a of market.stores.subAccounts.ledgerAccountsOf(o.partnerId, o.env, o.owner)) {
    if (a.kind !== 'unit_holding' || !a.asset.startsWith(UNITS_PREFIX)) continue;
    const instrumentId = a.asset.slice(UNITS_PREFIX.length);
    for (const t of market.stores.ledger.transfersOf(a.id)) {
      out.push({ seq: t.seq, atMs: t.atMs, instrumentId, delta: t.creditAccount === a.id ? t.amount : -t.amount });
    }
  }
  return out.sort((x, y) => x.seq - y.seq);
}

/** The instrument's unit price as of the end of a day (see the file comment: the catalogue's). */
function unitPriceOn(instrumentId: string, dayEndMs: number): SubscribableInstrument | null {
  return subscribable(instrumentId, dayEndMs - 1);
}

/**
 * USD cents of the owner's units at the end of each date (YYYY-MM-DD, ascending); the latest date
 * counts every movement so far (today's valuation). Dates without units are 0.
 */
export function unitValuesOn(market: MarketService, o: OwnerRef, dates: readonly string[]): Map<string, number> {
  const movements = unitMovements(market, o);
  const values = new Map<string, number>();
  if (movements.length === 0) return values;
  const units = new Map<string, number>();
  let next = 0;
  for (const date of dates) {
    const endMs = Date.parse(`${date}T00:00:00Z`) + DAY_MS;
    for (; next < movements.length && movements[next]!.atMs < endMs; next += 1) {
      const m = movements[next]!;
      units.set(m.instrumentId, (units.get(m.instrumentId) ?? 0) + m.delta);
    }
    let cents = 0;
    for (const [instrumentId, micro] of units) {
      const instrument = micro === 0 ? null : unitPriceOn(instrumentId, endMs);
      if (instrument) cents += centsForUnits(instrument, micro);
    }
    values.set(date, cents);
  }
  return values;
}
