/**
 * The unified instrument catalog (CONTRACT.md: `GET /instruments`): every listed instrument, tradable
 * or not. Instruments that cannot be traded stay listed with `tradable` false and their unknown order
 * constraints null.
 */
import * as v from '../schema.ts';
import { instrumentView } from '../../engine/market/views.ts';
import { paginationQuery } from '../pagination.ts';
import { route } from '../route.ts';
import { InstrumentListSchema } from '../schemas/market.ts';
import { queryBoolean } from '../validation.ts';
import { ExchangeQuery, filterInstruments, instrumentPage, SearchQuery, upperPicklist } from './instrument-list.ts';

export const instrumentRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/instruments',
    auth: 'apiKey',
    tag: 'Market data',
    query: v.object({
      assetClass: v.optional(upperPicklist(['EQUITY', 'ETF'])),
      ...ExchangeQuery,
      status: v.optional(upperPicklist(['ACTIVE', 'SUSPENDED'])),
      tradable: v.optional(queryBoolean()),
      ...SearchQuery,
      ...paginationQuery,
    }),
    summary: 'Unified instrument catalog: every listed instrument with its order constraints (null where unknown)',
    success: { status: 200, description: '{instruments, count, hasMore, nextCursor}', schema: InstrumentListSchema },
    errors: ['UNKNOWN_EXCHANGE', 'INVALID_TYPE', 'VALIDATION_ERROR'],
    handler(ctx, { query }) {
      const list = filterInstruments(
        ctx,
        { ...query, assetType: query.assetClass },
        (i) => (query.status === undefined || i.status === query.status) && (query.tradable === undefined || i.tradable === query.tradable),
      );
      const { items, meta } = instrumentPage(ctx, list, query);
      const catalog = ctx.service.market.catalog;
      ctx.body = { instruments: items.map((i) => instrumentView(catalog.exchange(i.exchange), i)), ...meta };
    },
  }),
];
