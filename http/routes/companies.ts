/**
 * Companies and editorial content: company profiles, the ticker directory, company news (with
 * corporate actions) and the market-intel desk's articles (with corporate actions).
 */
import * as v from '../schema.ts';
import { allArticles, articleView, mentions, newsView, type Article } from '../../engine/market/content.ts';
import { companyProfile } from '../../engine/market/views.ts';
import type { AppContext } from '../context.ts';
import { ServiceError } from '../errors.ts';
import { compoundKey, keyedPage, type ListOrder, type PageLimits, type PageQuery, paginationQuery } from '../pagination.ts';
import { route } from '../route.ts';
import { ArticleListSchema, ArticleSchema, CompanyListSchema, CompanyNewsSchema, CompanyProfileSchema, TickerListSchema } from '../schemas/market.ts';
import { ExchangeQuery, filterInstruments, instrumentOf, instrumentPage, SymbolParams } from './instrument-list.ts';

const SYMBOL_ERRORS = ['INVALID_SYMBOL', 'NOT_FOUND', 'VALIDATION_ERROR', 'UNKNOWN_EXCHANGE'] as const;
/**
 * Articles are listed newest first (publishedAt descending, then id ascending, as engine/market/content.ts
 * sorts them); a cursor names the last article shown, so articles published since do not shift the pages.
 */
const NEWEST_FIRST: ListOrder<Article> = {
  keyOf: (a) => compoundKey(a.publishedAt, a.id),
  isAfter: (a, key) => {
    const [publishedAt = '', id = ''] = key.split('\u0000');
    return a.publishedAt < publishedAt || (a.publishedAt === publishedAt && a.id > id);
  },
};

/** One cursor page of a newest-first article list. */
export function articlePage(ctx: AppContext, list: readonly Article[], query: PageQuery, limits: PageLimits) {
  return keyedPage(ctx, list, query, NEWEST_FIRST, limits);
}

/** Intel articles and corporate actions: company news items are not market intel. */
function intelArticles(ctx: AppContext): Article[] {
  return allArticles(ctx.service.market, ctx.service.clock.nowMs()).filter((a) => a.type !== 'NEWS');
}

const companyRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/companies',
    auth: 'apiKey',
    tag: 'Market data',
    query: v.object({ ...ExchangeQuery, sector: v.optional(v.pipe(v.string(), v.maxLength(100))), ...paginationQuery }),
    summary: 'Listed companies (equities) with their profiles',
    description:
      'Company profiles of the listed equities (name, exchange, sector, description, website and key figures). Filter by `exchange` and `sector`; use `/companies/tickers` for the full symbol directory.',
    success: { status: 200, description: '{companies, count, hasMore, nextCursor}', schema: CompanyListSchema },
    errors: ['UNKNOWN_EXCHANGE', 'INVALID_TYPE', 'VALIDATION_ERROR'],
    handler(ctx, { query }) {
      const list = filterInstruments(ctx, { ...query, assetType: 'EQUITY' });
      const { items, meta } = instrumentPage(ctx, list, query);
      ctx.body = { companies: items.map((i) => companyProfile(ctx.service.market, i)), ...meta };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/companies/tickers',
    auth: 'apiKey',
    tag: 'Market data',
    query: v.object(paginationQuery),
    summary: 'Directory of every listed symbol (equities and ETFs), cursor pages',
    description:
      'Every listed symbol, equities and ETFs, with its exchange and name, in cursor pages: the list to build a symbol search or to reconcile your own instrument table.',
    success: { status: 200, description: '{tickers, count, hasMore, nextCursor}', schema: TickerListSchema },
    errors: ['INVALID_TYPE', 'VALIDATION_ERROR'],
    handler(ctx, { query }) {
      const { items, meta } = instrumentPage(ctx, ctx.service.market.catalog.instruments, query);
      ctx.body = {
        tickers: items.map((i) => ({ symbol: i.symbol, ticker: i.ticker, name: i.name, exchange: i.exchange, assetType: i.assetType, status: i.status })),
        ...meta,
      };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/companies/{symbol}',
    auth: 'apiKey',
    tag: 'Market data',
    params: SymbolParams,
    query: v.object(ExchangeQuery),
    summary: 'Company profile of a listed instrument',
    description:
      'The profile of one listed company by symbol (`SCOM.KE`; a bare ticker when it is unambiguous): sector, description, website, listing details. Unknown symbols answer `404`.',
    success: { status: 200, description: 'the profile', schema: CompanyProfileSchema },
    errors: [...SYMBOL_ERRORS],
    handler(ctx, { params, query }) {
      ctx.body = companyProfile(ctx.service.market, instrumentOf(ctx, params.symbol, query.exchange));
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/companies/{symbol}/news',
    auth: 'apiKey',
    tag: 'Market data',
    params: SymbolParams,
    query: v.object({ ...paginationQuery, ...ExchangeQuery }),
    summary: 'Company news and corporate actions of a listed instrument, newest first, one cursor page',
    description: 'Recent news items and corporate actions (dividends, splits, suspensions) of one company, newest first, for a company page. Cursor-paged.',
    success: { status: 200, description: '{symbol, news, count, hasMore, nextCursor}', schema: CompanyNewsSchema },
    errors: [...SYMBOL_ERRORS, 'INVALID_TYPE', 'VALIDATION_ERROR'],
    handler(ctx, { params, query }) {
      const inst = instrumentOf(ctx, params.symbol, query.exchange);
      const news = allArticles(ctx.service.market, ctx.service.clock.nowMs()).filter((a) => a.type !== 'INTEL' && mentions(a, inst.symbol));
      const { items, meta } = articlePage(ctx, news, query, { defaultLimit: 50, maxLimit: 200 });
      ctx.body = { symbol: inst.symbol, news: items.map(newsView), ...meta };
    },
  }),
];

const intelRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/market-intel',
    auth: 'apiKey',
    tag: 'Market data',
    query: v.object({ ...ExchangeQuery, ...paginationQuery }),
    summary: 'Market-intel articles and corporate actions, newest first, one cursor page',
    description: 'Market commentary and corporate-action notices across exchanges, newest first; filter by `exchange`. Cursor-paged.',
    success: { status: 200, description: '{articles, count, hasMore, nextCursor}', schema: ArticleListSchema },
    errors: ['UNKNOWN_EXCHANGE', 'INVALID_TYPE', 'VALIDATION_ERROR'],
    handler(ctx, { query }) {
      const exchange = query.exchange === undefined ? null : ctx.service.market.catalog.exchange(query.exchange).code;
      const articles = intelArticles(ctx).filter((a) => exchange === null || a.exchange === exchange);
      const { items, meta } = articlePage(ctx, articles, query, { defaultLimit: 20, maxLimit: 100 });
      ctx.body = { articles: items.map(articleView), ...meta };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/market-intel/{id}',
    auth: 'apiKey',
    tag: 'Market data',
    params: v.object({ id: v.string() }),
    summary: 'One market-intel article; 404 for an unknown id',
    description: 'One article by id, with its full text, symbols mentioned and publication time; `404` for an unknown id.',
    success: { status: 200, description: 'the article', schema: ArticleSchema },
    errors: ['NOT_FOUND'],
    handler(ctx, { params }) {
      const article = intelArticles(ctx).find((a) => a.id === params.id);
      if (!article) throw new ServiceError('NOT_FOUND', `no market-intel article ${params.id}`);
      ctx.body = articleView(article);
    },
  }),
];

export const companiesRoutes = [...companyRoutes, ...intelRoutes];
