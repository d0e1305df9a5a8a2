/**
 * Delayed prices: /market/quotes (single and batch), /market/snapshot, /market/ohlcv and
 * /market/movers, with the deprecated /market-data/* aliases (their headers and retirement come from
 * the path lifecycle registry; deprecated response fields from the field registry).
 */
import * as v from '../schema.ts';
import { addDays, localTime } from '../../engine/market/calendar.ts';
import { dailyHistory } from '../../engine/market/history.ts';
import { movers } from '../../engine/market/movers.ts';
import { currentQuote, servedQuote } from '../../engine/market/quotes.ts';
import type { MarketService } from '../../engine/market/service.ts';
import { snapshotFor } from '../../engine/market/snapshot.ts';
import type { Instrument } from '../../storage/catalog/types.ts';
import { answerChunks } from '../chunked-body.ts';
import { JSON_CONTENT_TYPE } from '../json-bytes.ts';
import type { AppContext } from '../context.ts';
import { ServiceError } from '../errors.ts';
import { servedAliases } from '../lifecycle.ts';
import {
  announceFieldAliases,
  barView,
  isoDay,
  marketMeta,
  price,
  quoteJson,
  quoteVariant,
  quoteView,
  selectInstruments,
  type QuoteVariant,
  type Selection,
} from '../market-views.ts';
import { iso } from '../views.ts';
import { route, type RouteSpec } from '../route.ts';
import { MoversResponseSchema, OhlcvResponseSchema, QuotesResponseSchema, SnapshotResponseSchema } from '../schemas/market.ts';
import { queryInteger } from '../validation.ts';

const SymbolsQuery = v.object({
  symbol: v.optional(v.string()),
  exchange: v.optional(v.string()),
  symbols: v.optional(v.string()),
});
type SymbolsInput = v.InferOutput<typeof SymbolsQuery>;

const SELECTION_ERRORS = ['INVALID_SYMBOL', 'UNKNOWN_EXCHANGE', 'BATCH_LIMIT_EXCEEDED', 'NOT_FOUND'] as const;

function noPrice(inst: Instrument): ServiceError {
  return new ServiceError('NOT_FOUND', `no price has been captured for ${inst.symbol} yet`);
}

function handleQuotes(ctx: AppContext, query: SymbolsInput): void {
  const nowMs = ctx.service.clock.nowMs();
  const market = ctx.service.market;
  const selection = selectInstruments(ctx, query);
  const aliases = servedAliases('quote', nowMs);
  announceFieldAliases(ctx, aliases);
  // Quotes are cached as JSON text; the body is assembled around them (a batch of 50 is the hot path).
  // The full header value (what `ctx.type = 'application/json'` sets, without its mime-types lookup).
  ctx.res.setHeader('Content-Type', JSON_CONTENT_TYPE);
  if (selection.mode === 'single') {
    const q = currentQuote(market, selection.instrument, nowMs);
    if (!q) throw noPrice(selection.instrument);
    ctx.body = `{"data":${quoteJson(q, selection.instrument, quoteVariant(aliases, false))},"meta":${JSON.stringify(marketMeta(nowMs))}}`;
    return;
  }
  const body = batchBody(market, selection, quoteVariant(aliases, true), nowMs);
  // Bytes around the one changing part, sent as they are: no ~15 KB text measured, encoded or copied per request.
  answerChunks(ctx, [body.headBytes, asOfAndTail(body, nowMs)]);
}

/**
 * `meta.asOf` and the rest of the body after it (about 90 bytes), kept for the millisecond it was made for:
 * one write fewer per request than sending the instant and the tail apart, and the requests of one
 * millisecond share the bytes.
 */
function asOfAndTail(body: BatchBody, nowMs: number): Buffer {
  const kept = body.lastTail;
  if (kept !== null && kept.atMs === nowMs) return kept.bytes;
  const bytes = Buffer.from(iso(nowMs) + body.tailText, 'utf8');
  body.lastTail = { atMs: nowMs, bytes };
  return bytes;
}

/** A batch answer around its `meta.asOf` (the one part that changes with every request), and while it holds. */
interface BatchBody {
  /** UTF-8 bytes of the text before `meta.asOf`'s value (an ISO instant, ASCII), and the text after it. */
  readonly headBytes: Buffer;
  readonly tailText: string;
  /** The instant and the tail as bytes, for the last millisecond asked for. */
  lastTail: { readonly atMs: number; readonly bytes: Buffer } | null;
  readonly version: number;
  readonly catalog: unknown;
  readonly fromMs: number;
  readonly untilMs: number;
}

/**
 * Batch bodies per selection (the selection object is itself cached per symbol list and catalog) and
 * quote variant: a 50-symbol answer is assembled once per price change rather than per request.
 * It holds while market_latest's version and the catalog are the ones it was built from and the
 * service clock is within [fromMs, untilMs): every quote in it is then exactly the one currentQuote
 * would answer (engine/market/quotes.ts, servedQuote).
 */
const batchBodies = new WeakMap<Selection, Map<string, BatchBody>>();

function batchBody(market: MarketService, selection: Extract<Selection, { mode: 'batch' }>, variant: QuoteVariant, nowMs: number): BatchBody {
  const version = market.latestVersion;
  const catalog = market.catalog;
  let byVariant = batchBodies.get(selection);
  const kept = byVariant?.get(variant.key);
  if (kept && kept.version === version && kept.catalog === catalog && nowMs >= kept.fromMs && nowMs < kept.untilMs) return kept;
  const data: string[] = [];
  const notFound = [...selection.notFound];
  let untilMs = Number.POSITIVE_INFINITY;
  for (const inst of selection.instruments) {
    const served = servedQuote(market, inst, nowMs);
    untilMs = Math.min(untilMs, served.untilMs);
    if (served.quote) data.push(quoteJson(served.quote, inst, variant));
    else notFound.push(inst.symbol);
  }
  const asOf = iso(nowMs);
  const text = `{"data":[${data.join(',')}],"not_found":${JSON.stringify(notFound)},"meta":${JSON.stringify(marketMeta(nowMs, { count: data.length, requested: selection.requested }))}}`;
  const at = text.lastIndexOf(`"asOf":"${asOf}"`) + '"asOf":"'.length;
  const body = {
    headBytes: Buffer.from(text.slice(0, at), 'utf8'),
    tailText: text.slice(at + asOf.length),
    lastTail: null,
    version,
    catalog,
    fromMs: nowMs,
    untilMs,
  };
  // Like the market's own derived values: never kept from inside a transaction that may still roll back.
  if (!market.writing) {
    if (!byVariant) batchBodies.set(selection, (byVariant = new Map()));
    byVariant.set(variant.key, body);
  }
  return body;
}

function quotesRoute(path: string, summary: string): RouteSpec {
  return route({
    method: 'GET',
    base: 'partner',
    path,
    auth: 'apiKey',
    tag: 'Market data',
    query: SymbolsQuery,
    summary,
    description:
      'Delayed quotes (at least 15 minutes old) with price, change, day range, volume and the time of the observation. One instrument: `symbol` and `exchange` (both required), answered as a `data` object. A batch: `symbols` as a comma list of up to 50 (more answers `400 BATCH_LIMIT_EXCEEDED`), `exchange` optional, answered as a `data` array plus `not_found` for symbols it does not know. Answers carry a weak `ETag`.',
    success: { status: 200, description: 'single: {data: quote, meta}; batch: {data: quote[], not_found: string[], meta}', schema: QuotesResponseSchema },
    errors: [...SELECTION_ERRORS, 'GONE'],
    handler: (ctx, { query }) => handleQuotes(ctx, query),
  });
}

/** Snapshot quotes carry no deprecated aliases: the endpoint never had them. */
const SNAPSHOT_VARIANTS = { single: quoteVariant([], false), batch: quoteVariant([], true) };

function snapshotView(ctx: AppContext, inst: Instrument, nowMs: number, batch: boolean): Record<string, unknown> {
  const s = snapshotFor(ctx.service.market, inst, nowMs);
  return {
    symbol: inst.symbol,
    exchange: inst.exchange,
    currency: inst.currency,
    quote: s.quote ? quoteView(s.quote, inst, batch ? SNAPSHOT_VARIANTS.batch : SNAPSHOT_VARIANTS.single) : null,
    dailyBar: barView(s.dailyBar),
    prevDailyBar: barView(s.prevDailyBar),
    intradayBar: barView(s.intradayBar),
  };
}

function handleSnapshot(ctx: AppContext, query: SymbolsInput): void {
  const nowMs = ctx.service.clock.nowMs();
  const selection = selectInstruments(ctx, query);
  const meta = marketMeta(nowMs, { intradayCapturesUtc: ['10:00', '12:00', '14:00'] });
  if (selection.mode === 'single') {
    ctx.body = { data: snapshotView(ctx, selection.instrument, nowMs, false), meta };
    return;
  }
  const data: Record<string, unknown> = {};
  for (const inst of selection.instruments) data[inst.symbol] = snapshotView(ctx, inst, nowMs, true);
  ctx.body = { data, not_found: selection.notFound, meta: { ...meta, count: selection.instruments.length, requested: selection.requested } };
}

const OhlcvQuery = v.object({
  symbol: v.string(),
  exchange: v.optional(v.string()),
  from: v.optional(isoDay('from')),
  to: v.optional(isoDay('to')),
  timeframe: v.optional(v.picklist(['1d']), '1d'),
});

const OHLCV_MAX_DAYS = 365;
const DAY_MS = 86_400_000;

function ohlcvWindow(ctx: AppContext, inst: Instrument, from: string | undefined, to: string | undefined): { from: string; to: string } {
  const today = localTime(ctx.service.clock.nowMs(), ctx.service.market.catalog.exchange(inst.exchange).timezone).date;
  const end = to ?? today;
  const start = from ?? addDays(end, -OHLCV_MAX_DAYS);
  if (start > end) throw new ServiceError('VALIDATION_ERROR', `from (${start}) is after to (${end})`, { extra: { param: 'from' } });
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS;
  if (days > OHLCV_MAX_DAYS) {
    throw new ServiceError('VALIDATION_ERROR', `the window from ${start} to ${end} spans ${days} days; at most ${OHLCV_MAX_DAYS}`, {
      extra: { param: 'from', maxDays: OHLCV_MAX_DAYS },
    });
  }
  return { from: start, to: end };
}

function ohlcvRoute(path: string, summary: string): RouteSpec {
  return route({
    method: 'GET',
    base: 'partner',
    path,
    auth: 'apiKey',
    tag: 'Market data',
    query: OhlcvQuery,
    summary,
    description:
      'Daily bars (`timeframe=1d`) of one instrument between `from` and `to` (inclusive, at most 365 days), oldest first. Only `close` and `volume` are populated; `open`, `high` and `low` are null. For full candles use `/stocks/{symbol}/candles`.',
    success: {
      status: 200,
      description: '{data: [{date, open: null, high: null, low: null, close, volume}], meta}, oldest first',
      schema: OhlcvResponseSchema,
    },
    errors: ['INVALID_SYMBOL', 'UNKNOWN_EXCHANGE', 'NOT_FOUND', 'GONE'],
    handler(ctx, { query }) {
      const inst = ctx.service.market.catalog.resolve(query.symbol, query.exchange);
      const window = ohlcvWindow(ctx, inst, query.from, query.to);
      const data = dailyHistory(ctx.service.market, inst, window.from, window.to).map((b) => ({
        date: b.date,
        open: null,
        high: null,
        low: null,
        close: price(b.closeMinor),
        volume: b.volume,
      }));
      ctx.body = {
        data,
        meta: {
          symbol: inst.symbol,
          exchange: inst.exchange,
          currency: inst.currency,
          timeframe: query.timeframe,
          ...window,
          count: data.length,
          adjusted: false,
          volumeAvailable: inst.volumeAvailable,
        },
      };
    },
  });
}

const MoversQuery = v.object({
  exchange: v.optional(v.string()),
  direction: v.optional(v.picklist(['gainers', 'losers']), 'gainers'),
  page: v.optional(v.pipe(queryInteger(), v.minValue(1, 'page starts at 1')), '1'),
  limit: v.optional(queryInteger()),
});

const MOVERS_LIMIT = { default: 10, max: 50 };

function handleMovers(ctx: AppContext, query: v.InferOutput<typeof MoversQuery>): void {
  const nowMs = ctx.service.clock.nowMs();
  const market = ctx.service.market;
  const exchange = query.exchange === undefined ? null : market.catalog.exchange(query.exchange);
  const perPage = Math.min(Math.max(query.limit ?? MOVERS_LIMIT.default, 1), MOVERS_LIMIT.max);
  const ranked = movers(market, exchange, query.direction, nowMs);
  const start = (query.page - 1) * perPage;
  const aliases = servedAliases('quote', nowMs);
  const metaAliases = servedAliases('movers.meta', nowMs);
  announceFieldAliases(ctx, [...aliases, ...metaAliases]);
  const variant = quoteVariant(aliases, true);
  const data = ranked
    .slice(start, start + perPage)
    .map((m, i) => ({ rank: start + i + 1, ...quoteView(currentQuote(market, m.instrument, nowMs)!, m.instrument, variant) }));
  const meta = { totalCount: ranked.length, perPage, page: query.page, hasNext: start + perPage < ranked.length };
  ctx.body = { data, meta: { ...marketMeta(nowMs, { exchange: exchange?.code ?? null, direction: query.direction }), ...withMetaAliases(meta, metaAliases) } };
}

function withMetaAliases(meta: Record<string, unknown>, aliases: ReturnType<typeof servedAliases>): Record<string, unknown> {
  const out = { ...meta };
  for (const a of aliases) out[a.field] = meta[a.aliasOf];
  return out;
}

function moversRoute(path: string, summary: string): RouteSpec {
  return route({
    method: 'GET',
    base: 'partner',
    path,
    auth: 'apiKey',
    tag: 'Market data',
    query: MoversQuery,
    summary,
    description:
      'The biggest gainers or losers (`direction`) against the previous close, optionally on one `exchange`, in pages (`page`, `limit`; `meta` carries `totalCount`, `perPage` and `hasNext`).',
    success: { status: 200, description: '{data: ranked quotes, meta: {totalCount, perPage, page, hasNext}}', schema: MoversResponseSchema },
    errors: ['UNKNOWN_EXCHANGE', 'GONE'],
    handler: (ctx, { query }) => handleMovers(ctx, query),
  });
}

export const marketQuoteRoutes: readonly RouteSpec[] = [
  quotesRoute('/market/quotes', 'Delayed quotes: one (symbol and exchange) or a batch of up to 50 (symbols)'),
  quotesRoute('/market-data/quotes', 'Deprecated alias of /market/quotes'),
  route({
    method: 'GET',
    base: 'partner',
    path: '/market/snapshot',
    auth: 'apiKey',
    tag: 'Market data',
    query: SymbolsQuery,
    summary: "Quote, today's bar so far, the previous session's bar and the intraday bar; one or a batch of up to 50",
    description:
      "For each symbol: the delayed quote, today's daily bar so far, the previous session's bar and the latest intraday bar (null until the intraday capture has run). Ask for one with `symbol` and `exchange`, or a batch with `symbols` (up to 50; more answers `400 BATCH_LIMIT_EXCEEDED`); unknown symbols of a batch are listed in `not_found`.",
    success: { status: 200, description: 'single: {data: snapshot, meta}; batch: {data: {symbol: snapshot}, not_found, meta}', schema: SnapshotResponseSchema },
    errors: [...SELECTION_ERRORS],
    handler: (ctx, { query }) => handleSnapshot(ctx, query),
  }),
  ohlcvRoute('/market/ohlcv', 'Daily closes and volumes (timeframe 1d), at most 365 days, oldest first'),
  ohlcvRoute('/market-data/ohlcv', 'Deprecated alias of /market/ohlcv'),
  moversRoute('/market/movers', 'Top gainers or losers by change against the previous close, paginated'),
  moversRoute('/market-data/movers', 'Deprecated alias of /market/movers'),
];
