/**
 * Market-data presentation shared by the quote, snapshot and mover routes: the quote object of the
 * spec ("Market quote"), daily bars, and the symbol selection rules of the single and batch forms
 * (`symbol` + `exchange`, or `symbols` as a comma list of at most 50).
 */
import * as v from './schema.ts';
import { ServiceError } from '../engine/errors.ts';
import { PRICE_SCALE, type MarketCatalog } from '../engine/market/catalog.ts';
import { DATA_QUALITY, type Quote } from '../engine/market/quotes.ts';
import type { SnapshotBar } from '../engine/market/snapshot.ts';
import { fromMinor } from '../engine/money.ts';
import type { Exchange, Instrument } from '../storage/catalog/types.ts';
import type { AppContext } from './context.ts';
import { fieldDeprecationHeaders, withAliases, type FieldLifecycle } from './lifecycle.ts';
import { iso, isoOrNull } from './views.ts';

export const BATCH_MAX = 50;

const isCalendarDate = (s: string): boolean => {
  const ms = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(s);
};

/** A query date 'YYYY-MM-DD' that exists on the calendar (2026-02-30 does not). */
export const isoDay = (param: string) =>
  v.pipe(v.string(), v.isoDate(`${param} must be a date YYYY-MM-DD`), v.check(isCalendarDate, `${param} is not a calendar date`));

export const price = (minor: number): number => fromMinor(minor, PRICE_SCALE);
export const priceOrNull = (minor: number | null): number | null => (minor === null ? null : price(minor));

interface Rendered {
  readonly view: Record<string, unknown>;
  /** The view as JSON, so a batch response is assembled from cached text instead of re-serialized. */
  readonly json: string;
}

/** Rendered quotes per quote object (quotes are cached per capture state) and presentation variant. */
const rendered = new WeakMap<Quote, Map<string, Rendered>>();

function renderQuote(q: Quote, inst: Instrument, aliases: readonly FieldLifecycle[], batch: boolean): Record<string, unknown> {
  const view = {
    symbol: q.symbol,
    name: inst.name,
    exchange: q.exchange,
    currency: q.currency,
    price: price(q.priceMinor),
    asOf: iso(q.asOfMs),
    stale: q.stale,
    previousClose: priceOrNull(q.previousCloseMinor),
    open: priceOrNull(q.openMinor),
    change: priceOrNull(q.changeMinor),
    // changeBp is hundredths of a percent: the percent with two decimals.
    changePct: q.changeBp === null ? null : fromMinor(q.changeBp, 2),
    // Spec: batch quotes carry 0 rather than null where the feed has no volume.
    volume: q.volume ?? (batch ? 0 : null),
    sessionDate: q.sessionDate,
    dataQuality: DATA_QUALITY,
  };
  return withAliases(view, aliases);
}

/**
 * The quote object. `aliases` are the deprecated fields still served (from the lifecycle registry);
 * rendered once per cached quote and variant, so a batch of 50 costs 50 lookups.
 */
/** How a response presents its quotes: the deprecated aliases it serves and the batch volume rule. */
export interface QuoteVariant {
  readonly key: string;
  readonly aliases: readonly FieldLifecycle[];
  readonly batch: boolean;
}

/** Per served-alias list (servedAliases hands out the same list while it holds): a variant per request costs a key built anew. */
const variants = new WeakMap<readonly FieldLifecycle[], { single?: QuoteVariant; batch?: QuoteVariant }>();

export function quoteVariant(aliases: readonly FieldLifecycle[], batch: boolean): QuoteVariant {
  let known = variants.get(aliases);
  if (!known) variants.set(aliases, (known = {}));
  const slot = batch ? 'batch' : 'single';
  known[slot] ??= { key: `${batch ? 'b' : 's'}|${aliases.map((a) => a.field).join(',')}`, aliases, batch };
  return known[slot];
}

function rendering(q: Quote, inst: Instrument, variant: QuoteVariant): Rendered {
  let byVariant = rendered.get(q);
  if (!byVariant) rendered.set(q, (byVariant = new Map()));
  let r = byVariant.get(variant.key);
  if (!r) {
    const view = renderQuote(q, inst, variant.aliases, variant.batch);
    byVariant.set(variant.key, (r = { view, json: JSON.stringify(view) }));
  }
  return r;
}

export function quoteView(q: Quote, inst: Instrument, variant: QuoteVariant): Record<string, unknown> {
  return rendering(q, inst, variant).view;
}

/** The same quote object as JSON text. */
export function quoteJson(q: Quote, inst: Instrument, variant: QuoteVariant): string {
  return rendering(q, inst, variant).json;
}

export function barView(b: SnapshotBar | null): Record<string, unknown> | null {
  if (!b) return null;
  return {
    date: b.date,
    open: priceOrNull(b.openMinor),
    high: priceOrNull(b.highMinor),
    low: priceOrNull(b.lowMinor),
    close: price(b.closeMinor),
    volume: b.volume,
    asOf: isoOrNull(b.asOfMs),
    final: b.final,
  };
}

/** Deprecated fields in a response: `Deprecation: true` and the changelog link, unless a deprecated path already set them. */
export function announceFieldAliases(ctx: AppContext, aliases: readonly FieldLifecycle[]): void {
  const res = ctx.res;
  // Straight to Node, as Koa's `get` and `set` end (every quotes request serves aliases).
  if (aliases.length === 0 || res.headersSent || res.getHeader('Deprecation')) return;
  for (const [name, value] of FIELD_DEPRECATION_HEADERS) res.setHeader(name, value);
}

const FIELD_DEPRECATION_HEADERS = Object.entries(fieldDeprecationHeaders());

export function marketMeta(nowMs: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...extra,
    asOf: iso(nowMs),
    delayMode: DATA_QUALITY.delayMode,
    delayMinutes: DATA_QUALITY.delayMinutes,
    refreshIntervalSeconds: DATA_QUALITY.refreshIntervalSeconds,
  };
}

export interface SymbolQuery {
  readonly symbol?: string | undefined;
  readonly exchange?: string | undefined;
  readonly symbols?: string | undefined;
}

export type Selection =
  | { readonly mode: 'single'; readonly instrument: Instrument }
  | { readonly mode: 'batch'; readonly instruments: readonly Instrument[]; readonly notFound: readonly string[]; readonly requested: number };

function rejectBracketNotation(ctx: AppContext): void {
  const bracketed = Object.keys(ctx.query).filter((k) => /^symbols?\[/.test(k));
  if (bracketed.length > 0) {
    throw new ServiceError('VALIDATION_ERROR', `bracket notation (${bracketed[0]}=) is not accepted; send symbols as one comma-separated list`, {
      extra: { param: bracketed[0] },
    });
  }
}

/** The batch items, trimmed; empty items (a trailing comma) are ignored. */
function batchItems(raw: string): string[] {
  const items = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  if (items.length === 0) throw new ServiceError('VALIDATION_ERROR', 'symbols lists no symbol', { extra: { param: 'symbols' } });
  if (items.length > BATCH_MAX) {
    throw new ServiceError('BATCH_LIMIT_EXCEEDED', `at most ${BATCH_MAX} symbols per batch, received ${items.length}`, {
      extra: { param: 'symbols', max: BATCH_MAX, received: items.length },
    });
  }
  return items;
}

interface Sorted {
  readonly found: Instrument[];
  readonly notFound: string[];
  readonly invalid: string[];
  readonly ambiguous: { symbol: string; matches: string[] }[];
}

function sortItems(catalog: MarketCatalog, items: readonly string[], exchange: Exchange | null): Sorted {
  const out: Sorted = { found: [], notFound: [], invalid: [], ambiguous: [] };
  const seen = new Set<string>();
  for (const item of items) {
    try {
      const inst = catalog.resolve(item, exchange?.code);
      if (!seen.has(inst.symbol)) out.found.push(inst);
      seen.add(inst.symbol);
    } catch (e) {
      if (!(e instanceof ServiceError)) throw e;
      if (e.code === 'INVALID_SYMBOL') out.invalid.push(item);
      else if (e.code === 'NOT_FOUND') out.notFound.push(item);
      else if (e.code === 'VALIDATION_ERROR') out.ambiguous.push({ symbol: item, matches: Array.isArray(e.extra.matches) ? e.extra.matches.map(String) : [] });
      else throw e;
    }
  }
  return out;
}

/** Resolved batches per catalog and query text: partners poll the same list again and again. */
const batchCache = new WeakMap<MarketCatalog, Map<string, Map<string, Selection>>>();
const BATCH_CACHE_ENTRIES = 1000;

function cachedBatchSelection(catalog: MarketCatalog, raw: string, exchangeCode: string | undefined): Selection {
  let byExchange = batchCache.get(catalog);
  if (!byExchange) batchCache.set(catalog, (byExchange = new Map()));
  // Keyed by the list itself, not a string built from it: the remembered query (http/query-memo.ts) hands
  // out the same string each time, whose hash the engine keeps, where a new key would be hashed anew.
  const exchangeKey = exchangeCode ?? '';
  let cache = byExchange.get(exchangeKey);
  if (!cache) byExchange.set(exchangeKey, (cache = new Map()));
  let selection = cache.get(raw);
  if (!selection) {
    selection = batchSelection(catalog, raw, exchangeCode);
    // A crude bound: partners' lists are few; an unbounded stream of distinct lists just restarts the cache.
    if (cache.size >= BATCH_CACHE_ENTRIES || byExchange.size >= BATCH_CACHE_ENTRIES) {
      byExchange.clear();
      byExchange.set(exchangeKey, (cache = new Map()));
    }
    cache.set(raw, selection);
  }
  return selection;
}

function batchSelection(catalog: MarketCatalog, raw: string, exchangeCode: string | undefined): Selection {
  const items = batchItems(raw);
  const exchange = exchangeCode === undefined ? null : catalog.exchange(exchangeCode);
  const sorted = sortItems(catalog, items, exchange);
  if (sorted.invalid.length > 0) {
    throw new ServiceError('INVALID_SYMBOL', `not 2 to 20 alphanumerics, optionally dot-separated: ${sorted.invalid.join(', ')}`, {
      extra: { param: 'symbols', invalid: sorted.invalid },
    });
  }
  if (sorted.ambiguous.length > 0) {
    throw new ServiceError(
      'VALIDATION_ERROR',
      `listed on several exchanges, use exchange-qualified symbols: ${sorted.ambiguous.map((a) => a.symbol).join(', ')}`,
      {
        status: 422,
        extra: { param: 'symbols', matches: sorted.ambiguous.flatMap((a) => a.matches), ambiguous: sorted.ambiguous },
      },
    );
  }
  return { mode: 'batch', instruments: sorted.found, notFound: sorted.notFound, requested: items.length };
}

/** Single form (`symbol` and `exchange`, both required) or batch form (`symbols`, `exchange` optional filter). */
export function selectInstruments(ctx: AppContext, query: SymbolQuery): Selection {
  rejectBracketNotation(ctx);
  const catalog = ctx.service.market.catalog;
  if (query.symbols !== undefined) {
    if (query.symbol !== undefined)
      throw new ServiceError('VALIDATION_ERROR', 'send either symbol (with exchange) or symbols, not both', { extra: { params: ['symbol', 'symbols'] } });
    return cachedBatchSelection(catalog, query.symbols, query.exchange);
  }
  const missing = [query.symbol === undefined ? 'symbol' : null, query.exchange === undefined ? 'exchange' : null].filter((p) => p !== null);
  if (missing.length > 0) {
    const extra = missing.length === 1 ? { param: missing[0] } : { params: missing };
    throw new ServiceError('MISSING_PARAM', `missing required query parameter: ${missing.join(', ')} (or send symbols for a batch)`, { extra });
  }
  return { mode: 'single', instrument: catalog.resolve(query.symbol!, query.exchange!) };
}
