/**
 * What trading needs from market data, read inside a command from the stores (so a replay sees the
 * same thing): the listing of a symbol with its exchange, whether the exchange is in session (its
 * calendar plus any operator closure), the managed FX rate, and the latest captured price.
 */
import type { Exchange, Instrument } from '../../storage/catalog/types.ts';
import type { MarketStore } from '../../storage/market.ts';
import type { Stores } from '../../storage/stores.ts';
import { ServiceError } from '../errors.ts';
import { sessionState, type SessionState } from '../market/calendar.ts';
import { MarketCatalog } from '../market/catalog.ts';
import { adjustedPriceMinor, splitSteps } from '../market/split-adjustment.ts';
import type { FxAtPrice } from '../../machines/order/types.ts';
import { perUsdMicroOf } from './pricing.ts';

/**
 * The catalog (exchanges, instruments, holidays, FX) is seeded data that commands only read: built
 * once per store and kept, like the market service's own copy, until a delisting or a symbol change
 * adds to its overlay.
 */
const catalogs = new WeakMap<MarketStore, MarketCatalog>();

export function catalogOf(stores: Stores): MarketCatalog {
  let catalog = catalogs.get(stores.market);
  const overlayVersion = stores.instrumentChanges.version();
  if (catalog?.overlayVersion !== overlayVersion) {
    catalog = new MarketCatalog(stores.market, stores.instrumentChanges.all(), overlayVersion);
    catalogs.set(stores.market, catalog);
  }
  return catalog;
}

export interface Listing {
  readonly instrument: Instrument;
  readonly exchange: Exchange;
}

/** The listing of an exchange-qualified symbol (the HTTP layer resolved bare tickers already). */
export function listingOf(stores: Stores, symbol: string): Listing {
  const catalog = catalogOf(stores);
  const instrument = catalog.bySymbol.get(symbol);
  if (!instrument) throw new ServiceError('NOT_FOUND', `no instrument ${symbol}`);
  return { instrument, exchange: catalog.exchange(instrument.exchange) };
}

export function holidaysOf(stores: Stores, exchange: Exchange): ReadonlyMap<string, string> {
  return catalogOf(stores).holidaysOf(exchange.code);
}

/** The exchange's phase at `atMs`, an operator closure included. */
export function sessionAt(stores: Stores, exchange: Exchange, atMs: number): SessionState & { readonly unscheduled: boolean } {
  const closure = stores.market.closures().find((c) => c.exchange === exchange.code) ?? null;
  const state = sessionState(exchange, atMs, { holidays: holidaysOf(stores, exchange), closure });
  const scheduled = closure ? sessionState(exchange, atMs, { holidays: holidaysOf(stores, exchange), closure: null }) : state;
  return { ...state, unscheduled: closure !== null && scheduled.open };
}

/** The managed FX rate of the instrument's currency (local units per USD, in millionths). */
export function fxFor(stores: Stores, currency: string): FxAtPrice {
  const entry = catalogOf(stores).fx.get(currency);
  if (!entry) throw new ServiceError('BUSINESS_RULE', `no managed FX rate converts ${currency} to USD`);
  return { localCurrency: currency, perUsdMicro: perUsdMicroOf(entry.perUsd), asOfMs: entry.asOfMs, source: entry.source };
}

/** The newest captured price (poll or operator tick) as captured, or null before the first capture of the symbol. */
export function rawCapturedPrice(stores: Stores, symbol: string): { priceMinor: number; asOfMs: number; sessionDate: string } | null {
  const latest = stores.market.latest().find((o) => o.symbol === symbol);
  return latest ? { priceMinor: latest.priceMinor, asOfMs: latest.capturedAtMs, sessionDate: latest.sessionDate } : null;
}

/** The newest captured price in today's shares: restated across any split effective since it was captured. */
export function capturedPrice(stores: Stores, symbol: string): { priceMinor: number; asOfMs: number } | null {
  const raw = rawCapturedPrice(stores, symbol);
  if (!raw) return null;
  const steps = splitSteps(stores, { symbol, effectiveOnly: true }).get(symbol);
  return { priceMinor: adjustedPriceMinor(raw.priceMinor, steps, raw.sessionDate), asOfMs: raw.asOfMs };
}
