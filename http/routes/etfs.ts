/**
 * Exchange-traded funds: the ETF list, one fund's price with range chart data and fund metadata, and
 * its daily history and chart. A symbol that is not an ETF is 404 on every path here.
 */
import * as v from '../schema.ts';
import type { Instrument } from '../../storage/catalog/types.ts';
import { HISTORY_PERIODS, periodHistory } from '../../engine/market/history.ts';
import { chartView, fundMetadata, periodChartView, periodRecordsView, stockSummary } from '../../engine/market/views.ts';
import type { AppContext } from '../context.ts';
import { ServiceError } from '../errors.ts';
import { paginationQuery } from '../pagination.ts';
import { route } from '../route.ts';
import { EtfDetailSchema, EtfListSchema, PeriodChartSchema, PeriodRecordsSchema } from '../schemas/market.ts';
import { ExchangeQuery, filterInstruments, instrumentOf, instrumentPage, SearchQuery, SymbolParams } from './instrument-list.ts';
import { PeriodQuery } from './stocks.ts';

const ERRORS = ['INVALID_SYMBOL', 'NOT_FOUND', 'VALIDATION_ERROR', 'UNKNOWN_EXCHANGE'] as const;

function etfOf(ctx: AppContext, symbol: string, exchange?: string): Instrument {
  const inst = instrumentOf(ctx, symbol, exchange);
  if (inst.assetType !== 'ETF') throw new ServiceError('NOT_FOUND', `${inst.symbol} is not an ETF`);
  return inst;
}

export const etfRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/etfs',
    auth: 'apiKey',
    tag: 'Market data',
    query: v.object({ ...ExchangeQuery, ...SearchQuery, ...paginationQuery }),
    summary: 'Exchange-traded funds with delayed prices (cursor pages)',
    description:
      'The ETF universe with delayed prices; filter by `exchange` or `search`, cursor-paged. ETFs are also listed in `/stocks` and traded like stocks.',
    success: { status: 200, description: '{etfs, count, hasMore, nextCursor}', schema: EtfListSchema },
    errors: ['UNKNOWN_EXCHANGE', 'INVALID_TYPE', 'VALIDATION_ERROR'],
    handler(ctx, { query }) {
      const list = filterInstruments(ctx, { ...query, assetType: 'ETF' });
      const { items, meta } = instrumentPage(ctx, list, query);
      const nowMs = ctx.service.clock.nowMs();
      ctx.body = { etfs: items.map((i) => stockSummary(ctx.service.market, i, nowMs)), ...meta };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/etfs/{symbol}',
    auth: 'apiKey',
    tag: 'Market data',
    params: SymbolParams,
    query: v.object({ range: v.optional(v.picklist(HISTORY_PERIODS), '1m'), ...ExchangeQuery }),
    summary: 'An ETF: delayed price, range chart data and fund metadata; 404 for a non-ETF symbol',
    description:
      'One ETF with its delayed price, chart points for `range`, and fund metadata (issuer, expense ratio, underlying index). A symbol that is not an ETF answers `404`.',
    success: { status: 200, description: 'the ETF with {chart: {labels, prices}} and {fund}', schema: EtfDetailSchema },
    errors: [...ERRORS],
    handler(ctx, { params, query }) {
      const market = ctx.service.market;
      const nowMs = ctx.service.clock.nowMs();
      const inst = etfOf(ctx, params.symbol, query.exchange);
      const bars = periodHistory(market, inst, query.range, nowMs);
      ctx.body = {
        ...stockSummary(market, inst, nowMs),
        range: query.range,
        chart: chartView(bars),
        fund: fundMetadata(market.catalog.exchange(inst.exchange), inst),
      };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/etfs/{symbol}/history',
    auth: 'apiKey',
    tag: 'Market data',
    params: SymbolParams,
    query: v.object(PeriodQuery),
    summary: 'Daily records of an ETF over a period, no aggregation; 404 for a non-ETF symbol',
    description: 'Daily candles of an ETF for `period` (1d to max), with no aggregation. A non-ETF symbol answers `404`.',
    success: { status: 200, description: '{symbol, period, candles}', schema: PeriodRecordsSchema },
    errors: [...ERRORS],
    handler(ctx, { params, query }) {
      const inst = etfOf(ctx, params.symbol, query.exchange);
      ctx.body = periodRecordsView(ctx.service.market, inst, query.period, ctx.service.clock.nowMs());
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/etfs/{symbol}/chart',
    auth: 'apiKey',
    tag: 'Market data',
    params: SymbolParams,
    query: v.object(PeriodQuery),
    summary: 'Closes of an ETF over a period as {labels, prices}; 404 for a non-ETF symbol',
    description: 'Closing prices of an ETF over `period` as parallel `labels` and `prices` arrays, ready for a line chart. A non-ETF symbol answers `404`.',
    success: { status: 200, description: '{symbol, period, labels, prices}', schema: PeriodChartSchema },
    errors: [...ERRORS],
    handler(ctx, { params, query }) {
      const inst = etfOf(ctx, params.symbol, query.exchange);
      ctx.body = periodChartView(ctx.service.market, inst, query.period, ctx.service.clock.nowMs());
    },
  }),
];
