/**
 * Stocks: the tradable universe with delayed prices, one stock's detail, candles built only from what
 * was captured (with their quality), the deprecated daily history and chart, and the stock's pulse of
 * news and intelligence.
 */
import * as v from '../schema.ts';
import { allArticles, articleView, mentions } from '../../engine/market/content.ts';
import { CANDLE_INTERVALS, candleRange, candleSeries, HISTORY_PERIODS, isIntraday, localToday } from '../../engine/market/history.ts';
import { candleView, periodChartView, periodRecordsView, stockDetail, stockSummary } from '../../engine/market/views.ts';
import { paginationQuery } from '../pagination.ts';
import { route } from '../route.ts';
import { CandlesResponseSchema, PeriodChartSchema, PeriodRecordsSchema, PulseSchema, StockDetailSchema, StockListSchema } from '../schemas/market.ts';
import { articlePage } from './companies.ts';
import { ExchangeQuery, filterInstruments, instrumentOf, instrumentPage, SearchQuery, SymbolParams, upperPicklist } from './instrument-list.ts';

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (s: string): boolean => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
export const DateQuery = v.pipe(v.string(), v.regex(DATE_TEXT, 'expected a date YYYY-MM-DD'), v.check(isCalendarDate, 'not a calendar date'));
export const PeriodQuery = { period: v.optional(v.picklist(HISTORY_PERIODS), '1m'), ...ExchangeQuery };
const SYMBOL_ERRORS = ['INVALID_SYMBOL', 'NOT_FOUND', 'VALIDATION_ERROR', 'UNKNOWN_EXCHANGE'] as const;

const StocksQuery = v.object({
  ...ExchangeQuery,
  sector: v.optional(v.pipe(v.string(), v.maxLength(100))),
  assetType: v.optional(upperPicklist(['EQUITY', 'ETF'])),
  ...SearchQuery,
  ...paginationQuery,
});

const CandlesQuery = v.object({
  interval: v.optional(v.picklist(CANDLE_INTERVALS), '1d'),
  from: v.optional(DateQuery),
  to: v.optional(DateQuery),
  // Prices are raw: only the names of "no adjustment" are accepted, so nobody mistakes them for adjusted.
  adjustment: v.optional(v.picklist(['none', 'raw']), 'raw'),
  ...ExchangeQuery,
});

const listRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/stocks',
    auth: 'apiKey',
    tag: 'Market data',
    query: StocksQuery,
    summary: 'The tradable stock and ETF universe with delayed prices (filters, cursor pages)',
    description:
      "The tradable universe with delayed prices (at least 15 minutes old) and each instrument's exchange, currency and trading constraints. Filter by `exchange`, `sector`, `assetType` or `search`; cursor-paged (`count`, `hasMore`, `nextCursor`).",
    success: { status: 200, description: '{stocks, count, hasMore, nextCursor}', schema: StockListSchema },
    errors: ['UNKNOWN_EXCHANGE', 'INVALID_TYPE', 'VALIDATION_ERROR'],
    handler(ctx, { query }) {
      const list = filterInstruments(ctx, query, (i) => i.tradable);
      const { items, meta } = instrumentPage(ctx, list, query);
      const nowMs = ctx.service.clock.nowMs();
      ctx.body = { stocks: items.map((i) => stockSummary(ctx.service.market, i, nowMs)), ...meta };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/stocks/{symbol}',
    auth: 'apiKey',
    tag: 'Market data',
    params: SymbolParams,
    query: v.object(ExchangeQuery),
    summary: 'Price and detail of a stock or ETF; a bare ticker is accepted when unambiguous',
    description:
      "One instrument's delayed price, change, day range, volume and listing details. Use the exchange-qualified symbol (`SCOM.KE`); a bare ticker (`SCOM`) works when exactly one exchange lists it, otherwise `422` with `matches` naming the candidates.",
    success: { status: 200, description: 'the stock', schema: StockDetailSchema },
    errors: [...SYMBOL_ERRORS],
    handler(ctx, { params, query }) {
      const inst = instrumentOf(ctx, params.symbol, query.exchange);
      ctx.body = stockDetail(ctx.service.market, inst, ctx.service.clock.nowMs());
    },
  }),
];

const candleRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/stocks/{symbol}/candles',
    auth: 'apiKey',
    tag: 'Market data',
    params: SymbolParams,
    query: CandlesQuery,
    summary: 'Candles (15m, 1h from 900 s captures; 1d, 1w, 1mo from daily bars), oldest first, with quality meta; raw prices',
    description:
      'OHLCV candles for charts: `15m` and `1h` from the 15-minute captures, `1d`, `1w` and `1mo` from daily bars, between `from` and `to` (inclusive), oldest first. `meta` says how complete the data is: some instruments have closes only (`ohlcAvailable: false`) or no volume; missing values are null, never 0. Replaces `/history` and `/chart`.',
    success: { status: 200, description: '{symbol, interval, candles, meta}', schema: CandlesResponseSchema },
    errors: [...SYMBOL_ERRORS, 'INVALID_TYPE'],
    handler(ctx, { params, query }) {
      const market = ctx.service.market;
      const nowMs = ctx.service.clock.nowMs();
      const inst = instrumentOf(ctx, params.symbol, query.exchange);
      const range = candleRange(query.interval, query.from, query.to, localToday(market, inst, nowMs));
      const series = candleSeries(market, inst, query.interval, range, nowMs);
      const exchange = market.catalog.exchange(inst.exchange);
      ctx.body = {
        symbol: inst.symbol,
        interval: query.interval,
        candles: series.candles.map((c) => candleView(c, isIntraday(query.interval))),
        meta: {
          name: inst.name,
          symbol: inst.symbol,
          exchange: inst.exchange,
          currency: inst.currency,
          timezone: exchange.timezone,
          interval: query.interval,
          from: series.from,
          to: series.to,
          adjustment: 'raw',
          count: series.candles.length,
          ...series.quality,
        },
      };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/stocks/{symbol}/history',
    auth: 'apiKey',
    tag: 'Market data',
    params: SymbolParams,
    query: v.object(PeriodQuery),
    summary: 'Deprecated (removal 2026-10-01; use /candles): daily records over a period, no aggregation',
    description: 'Daily records of a stock over `period`, without aggregation. Replaced by `/stocks/{symbol}/candles?interval=1d`.',
    success: { status: 200, description: '{symbol, period, candles}', schema: PeriodRecordsSchema },
    errors: [...SYMBOL_ERRORS, 'GONE'],
    handler(ctx, { params, query }) {
      const inst = instrumentOf(ctx, params.symbol, query.exchange);
      ctx.body = periodRecordsView(ctx.service.market, inst, query.period, ctx.service.clock.nowMs());
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/stocks/{symbol}/chart',
    auth: 'apiKey',
    tag: 'Market data',
    params: SymbolParams,
    query: v.object(PeriodQuery),
    summary: 'Deprecated (removal 2026-10-01; use /candles): closes over a period as {labels, prices}',
    description: 'Closes of a stock over `period` as `labels` and `prices`. Replaced by `/stocks/{symbol}/candles`.',
    success: { status: 200, description: '{symbol, period, labels, prices}', schema: PeriodChartSchema },
    errors: [...SYMBOL_ERRORS, 'GONE'],
    handler(ctx, { params, query }) {
      const inst = instrumentOf(ctx, params.symbol, query.exchange);
      ctx.body = periodChartView(ctx.service.market, inst, query.period, ctx.service.clock.nowMs());
    },
  }),
];

const pulseRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/stocks/{symbol}/pulse',
    auth: 'apiKey',
    tag: 'Market data',
    params: SymbolParams,
    query: v.object({ ...paginationQuery, ...ExchangeQuery }),
    summary: 'Company news, corporate actions and market intel mentioning the stock, newest first, one cursor page',
    description: 'What is being said about a stock: company news, corporate actions and market-intel articles that mention it, newest first. Cursor-paged.',
    success: { status: 200, description: '{symbol, articles, count, hasMore, nextCursor}', schema: PulseSchema },
    errors: [...SYMBOL_ERRORS, 'INVALID_TYPE', 'VALIDATION_ERROR'],
    handler(ctx, { params, query }) {
      const inst = instrumentOf(ctx, params.symbol, query.exchange);
      const articles = allArticles(ctx.service.market, ctx.service.clock.nowMs()).filter((a) => mentions(a, inst.symbol));
      const { items, meta } = articlePage(ctx, articles, query, { defaultLimit: 20, maxLimit: 100 });
      ctx.body = { symbol: inst.symbol, articles: items.map(articleView), ...meta };
    },
  }),
];

export const stockRoutes = [...listRoutes, ...candleRoutes, ...pulseRoutes];
