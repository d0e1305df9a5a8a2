/**
 * Dividends data: an instrument's dividend history and the calendar of declarations, both read from
 * the declared corporate actions (operator declarations, and the catalogue's registered ones whose
 * status follows the action) and the catalogue's paid history (engine/queries/corporate-history.ts).
 * The calendar shows the partner's held symbols by default and every symbol with `all=true`.
 */
import * as v from '../schema.ts';
import type { CalendarDividend } from '../../engine/queries/corporate-history.ts';
import { apiKeyAuth, type AppContext } from '../context.ts';
import { compoundKey, keyedPage, paginationQuery } from '../pagination.ts';
import { route } from '../route.ts';
import { DividendCalendarSchema, DividendHistorySchema } from '../schemas/market.ts';
import { queryBoolean } from '../validation.ts';
import { ExchangeQuery, instrumentOf, SymbolParams, upperPicklist } from './instrument-list.ts';

/**
 * Symbols the partner (master account and sub-accounts, this environment) holds: share positions are
 * ledger accounts whose asset is `SHARE:<symbol>` (docs/trading-design.md). Until trading books
 * positions there are none.
 */
function heldSymbols(ctx: AppContext): Set<string> {
  const { partner, env } = apiKeyAuth(ctx);
  const catalog = ctx.service.market.catalog;
  return new Set(ctx.service.queries.market.heldSymbols(partner.id, env).filter((s) => catalog.bySymbol.has(s)));
}

const today = (ctx: AppContext): string => new Date(ctx.service.clock.nowMs()).toISOString().slice(0, 10);

/** Ex-date, then symbol, then declaration: the order of the cursor key, compared as plain strings. */
const dividendKey = (d: CalendarDividend): string => compoundKey(d.exDate, d.symbol, d.corporateActionId ?? '');
const byExDate = (a: CalendarDividend, b: CalendarDividend): number => {
  const [ka, kb] = [dividendKey(a), dividendKey(b)];
  return ka === kb ? 0 : ka < kb ? -1 : 1;
};

/** The wire row: the amount as a JSON number (the decimal text prints the same decimal). */
const dividendView = (d: CalendarDividend, extra: Record<string, unknown> = {}) => ({ ...d, dividendPerShare: Number(d.dividendPerShare), ...extra });

export const dividendRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/dividends/calendar',
    auth: 'apiKey',
    tag: 'Market data',
    query: v.object({ status: v.optional(upperPicklist(['DECLARED', 'PAID'])), all: v.optional(queryBoolean(), 'false'), ...paginationQuery }),
    summary: 'Dividend declarations by ex-date, one cursor page (held symbols; all=true includes unheld symbols)',
    description:
      'Upcoming and recent dividend declarations (per-share amount, currency, ex-date, record and pay dates) of the symbols you hold; `all=true` includes symbols you do not hold. Filter by `status` (for example `DECLARED`).',
    success: { status: 200, description: '{declarations, count, hasMore, nextCursor, all}', schema: DividendCalendarSchema },
    errors: ['INVALID_TYPE', 'VALIDATION_ERROR'],
    handler(ctx, { query }) {
      const held = heldSymbols(ctx);
      const catalog = ctx.service.market.catalog;
      const rows = ctx.service.queries.corporateActions
        .dividendCalendar(today(ctx))
        .filter((d) => (query.all || held.has(d.symbol)) && (query.status === undefined || d.status === query.status))
        .sort(byExDate);
      const { items, meta } = keyedPage(ctx, rows, query, dividendKey);
      const declarations = items.map((d) => {
        const inst = catalog.bySymbol.get(d.symbol);
        return dividendView(d, { name: inst?.name ?? null, exchange: inst?.exchange ?? null, held: held.has(d.symbol) });
      });
      ctx.body = { declarations, ...meta, all: query.all };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/dividends/{symbol}/history',
    auth: 'apiKey',
    tag: 'Market data',
    params: SymbolParams,
    query: v.object({ ...paginationQuery, ...ExchangeQuery }),
    summary: 'Dividend history of an instrument, newest ex-dividend date first, one cursor page',
    description: 'Past dividends of one symbol, newest ex-dividend date first, with per-share amount and dates. Cursor-paged.',
    success: { status: 200, description: '{symbol, history, count, hasMore, nextCursor}', schema: DividendHistorySchema },
    errors: ['INVALID_SYMBOL', 'NOT_FOUND', 'VALIDATION_ERROR', 'UNKNOWN_EXCHANGE', 'INVALID_TYPE'],
    handler(ctx, { params, query }) {
      const inst = instrumentOf(ctx, params.symbol, query.exchange);
      const history = ctx.service.queries.corporateActions
        .dividendCalendar(today(ctx))
        .filter((d) => d.symbol === inst.symbol)
        .sort((a, b) => byExDate(b, a));
      const { items, meta } = keyedPage(ctx, history, query, { keyOf: dividendKey, isAfter: (d, key) => dividendKey(d) < key });
      ctx.body = { symbol: inst.symbol, history: items.map((d) => dividendView(d)), ...meta };
    },
  }),
];
