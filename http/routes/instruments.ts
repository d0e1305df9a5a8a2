/**
 * The unified instrument catalog (CONTRACT.md: `GET /instruments`): every listed instrument, tradable
 * or not. Instruments that cannot be traded stay listed with `tradable` false and their unknown order
 * constraints null.
 */
import * as v from '../schema.ts';
import { assetClassInstruments, assetClassInstrumentView } from '../../engine/asset-classes/views.ts';
import { instrumentView } from '../../engine/market/views.ts';
import { keyedPage, paginationQuery } from '../pagination.ts';
import { route } from '../route.ts';
import { ASSET_CLASSES } from '../schemas/asset-classes.ts';
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
      assetClass: v.optional(upperPicklist(['EQUITY', 'ETF', ...ASSET_CLASSES])),
      ...ExchangeQuery,
      status: v.optional(upperPicklist(['ACTIVE', 'SUSPENDED', 'DELISTED', 'MATURED', 'CLOSED'])),
      tradable: v.optional(queryBoolean()),
      ...SearchQuery,
      ...paginationQuery,
    }),
    summary:
      'Unified instrument catalog: every listed instrument with its order constraints (null where unknown); assetClass BOND, FUND or OPPORTUNITY lists those classes instead',
    description:
      'Every instrument in one list with its order constraints: tradable flag, fractional quantities, minimum quantity and notional, tick size, currency and exchange (null where unknown). Instruments that cannot be traded stay listed with `tradable: false`. `assetClass=BOND`, `FUND` or `OPPORTUNITY` lists those classes instead. Filter by `exchange`, `status`, `tradable` and `search`; cursor-paged.',
    success: { status: 200, description: '{instruments, count, hasMore, nextCursor}', schema: InstrumentListSchema },
    errors: ['UNKNOWN_EXCHANGE', 'INVALID_TYPE', 'VALIDATION_ERROR'],
    handler(ctx, { query }) {
      if (query.assetClass === 'BOND' || query.assetClass === 'FUND' || query.assetClass === 'OPPORTUNITY') {
        // Bonds, funds and opportunities trade on no exchange: an exchange filter matches none.
        const q = ctx.service.queries.assetClasses;
        const needle = query.search?.toLowerCase();
        const rows = assetClassInstruments(
          query.assetClass,
          { bonds: q.bonds(), funds: q.funds(), opportunities: q.opportunities() },
          ctx.service.clock.nowMs(),
        ).filter(
          (i) =>
            query.exchange === undefined &&
            (query.status === undefined || i.status === query.status) &&
            (query.tradable === undefined || query.tradable === false) &&
            (needle === undefined || [i.id, i.name].some((t) => t.toLowerCase().includes(needle))),
        );
        const { items, meta } = keyedPage(ctx, rows, query, (i) => i.id);
        ctx.body = { instruments: items.map(assetClassInstrumentView), ...meta };
        return;
      }
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
