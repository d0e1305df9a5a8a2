/**
 * Query pieces shared by the instrument families (stocks, ETFs, companies, the unified catalog):
 * symbol resolution, exchange and text filters, and symbol-ordered cursor pages over the catalog.
 */
import * as v from '../schema.ts';
import type { Instrument } from '../../storage/catalog/types.ts';
import type { AppContext } from '../context.ts';
import { keyedPage, type PageMeta, type PageQuery } from '../pagination.ts';

/** The symbol's shape is checked by resolution (400 INVALID_SYMBOL), not here. */
export const SymbolParams = v.object({ symbol: v.string() });
/** Optional exchange code: disambiguates a bare ticker listed on several exchanges. */
export const ExchangeQuery = { exchange: v.optional(v.pipe(v.string(), v.maxLength(16))) };
export const SearchQuery = { search: v.optional(v.pipe(v.string(), v.maxLength(100))) };

export const upperPicklist = <const T extends readonly [string, ...string[]]>(options: T) => v.pipe(v.string(), v.toUpperCase(), v.picklist(options));

/** Resolves a path symbol (exchange-qualified, or a bare ticker when unambiguous). */
export function instrumentOf(ctx: AppContext, symbol: string, exchange?: string): Instrument {
  return ctx.service.market.catalog.resolve(symbol, exchange);
}

export interface InstrumentFilter {
  readonly exchange?: string | undefined;
  readonly sector?: string | undefined;
  readonly assetType?: string | undefined;
  readonly search?: string | undefined;
}

/** Catalog instruments matching the filters, in symbol order. An unknown exchange is 400 UNKNOWN_EXCHANGE. */
export function filterInstruments(ctx: AppContext, f: InstrumentFilter, base: (i: Instrument) => boolean = () => true): Instrument[] {
  const catalog = ctx.service.market.catalog;
  const exchange = f.exchange === undefined ? null : catalog.exchange(f.exchange).code;
  const sector = f.sector?.toLowerCase();
  const needle = f.search?.toLowerCase();
  return catalog.instruments.filter(
    (i) =>
      base(i) &&
      (exchange === null || i.exchange === exchange) &&
      (sector === undefined || i.sector.toLowerCase() === sector) &&
      (f.assetType === undefined || i.assetType === f.assetType) &&
      (needle === undefined || [i.name, i.ticker, i.symbol].some((t) => t.toLowerCase().includes(needle))),
  );
}

/** One forward page of a symbol-ordered list. */
export function instrumentPage(ctx: AppContext, list: readonly Instrument[], query: PageQuery): { items: Instrument[]; meta: PageMeta } {
  return keyedPage(ctx, list, query, (i) => i.symbol);
}
