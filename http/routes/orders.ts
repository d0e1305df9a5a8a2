/**
 * Orders: lists (partner-wide and per sub-account, newest first, with status, symbol and date filters),
 * single reads, PATCH (replace a WORKING resting order) and DELETE (cancel a PENDING or WORKING order).
 * The partner-wide `/orders/{orderId}` paths serve master and sub-account orders alike.
 */
import * as v from '../schema.ts';
import { partialUpdate, decimalInput } from '../validation.ts';
import { PRICE_SCALE } from '../../engine/market/catalog.ts';
import { QUANTITY_SCALE, toMinor } from '../../engine/money.ts';
import type { OrderChanged } from '../../engine/trading/management.ts';
import type { OrderFilter } from '../../storage/orders.ts';
import { apiKeyAuth, type AppContext } from '../context.ts';
import { dispatch } from '../dispatch.ts';
import { ServiceError } from '../errors.ts';
import { orderFor, presentOrder, STATUS_FILTERS, statusCriteria } from '../order-views.ts';
import { pageOf, pageRequest, paginationQuery } from '../pagination.ts';
import { route } from '../route.ts';
import { OrderListSchema, OrderSchema } from '../schemas/orders.ts';
import { subAccountFor } from './user-views.ts';
import { trading } from '../../engine/features/index.ts';

const DAY_MS = 86_400_000;
const OrderParams = v.object({ orderId: v.string() });
const UserOrderParams = v.object({ userId: v.string(), orderId: v.string() });
const UserParams = v.object({ userId: v.string() });

/** A date (whole UTC day) or an ISO timestamp. */
const DATE_OR_TIME = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/;
const dateOrTime = (param: string) =>
  v.pipe(
    v.string(),
    v.check((s) => DATE_OR_TIME.test(s) && !Number.isNaN(Date.parse(s)), `${param} must be a date YYYY-MM-DD or an ISO 8601 timestamp`),
  );

const ListQuery = v.object({
  status: v.optional(v.pipe(v.string(), v.toUpperCase(), v.picklist(STATUS_FILTERS))),
  symbol: v.optional(v.string()),
  exchange: v.optional(v.string()),
  from: v.optional(dateOrTime('from')),
  to: v.optional(dateOrTime('to')),
  subAccountId: v.optional(v.string()),
  accountType: v.optional(v.pipe(v.string(), v.toUpperCase(), v.picklist(['MASTER']))),
  ...paginationQuery,
});
type ListInput = v.InferOutput<typeof ListQuery>;

const ReplaceBody = partialUpdate({ limitPrice: v.nullish(decimalInput()), stopPrice: v.nullish(decimalInput()), quantity: v.nullish(decimalInput()) });
type ReplaceInput = v.InferOutput<typeof ReplaceBody>;

/** `from` starts at its instant (a date: 00:00 UTC); `to` is inclusive (a date: the whole day). */
function window(q: ListInput): { fromMs: number; toMs: number } {
  const fromMs = q.from ? Date.parse(q.from.length === 10 ? `${q.from}T00:00:00Z` : q.from) : 0;
  const toMs = q.to ? (q.to.length === 10 ? Date.parse(`${q.to}T00:00:00Z`) + DAY_MS : Date.parse(q.to) + 1) : Number.MAX_SAFE_INTEGER;
  if (fromMs >= toMs) throw new ServiceError('VALIDATION_ERROR', 'from must be before to', { extra: { param: 'from' } });
  return { fromMs, toMs };
}

/** A symbol filter resolves like any symbol (bare tickers too); one that names nothing matches nothing. */
function symbolFilter(ctx: AppContext, q: ListInput): string | null {
  if (!q.symbol) return null;
  return ctx.service.market.catalog.tryResolve(q.symbol, q.exchange)?.symbol ?? q.symbol.toUpperCase();
}

function ownerFilter(q: ListInput, pathOwner: string | null): string | null {
  if (pathOwner !== null) return pathOwner;
  if (q.subAccountId) return q.subAccountId;
  return q.accountType === 'MASTER' ? 'master' : null;
}

function listOrders(ctx: AppContext, q: ListInput, pathOwner: string | null): void {
  const { partner, env } = apiKeyAuth(ctx);
  const req = pageRequest(ctx, q, { defaultLimit: 50, maxLimit: 200 });
  const filter: OrderFilter = {
    partnerId: partner.id,
    env,
    owner: ownerFilter(q, pathOwner),
    ...statusCriteria(q.status),
    symbol: symbolFilter(ctx, q),
    ...window(q),
  };
  const { trading } = ctx.service.queries;
  const rows = trading.orders(filter, req.after === null ? Number.MAX_SAFE_INTEGER : Number(req.after), req.limit + 1);
  const { items, meta } = pageOf(ctx, rows, req, (r) => String(r.seq));
  ctx.body = { orders: items.map((r) => presentOrder(ctx, r.id)), total: trading.orderCount(filter), ...meta };
}

function replacePayload(b: ReplaceInput): { limitPriceMinor: number | null; stopPriceMinor: number | null; quantityMicro: number | null } {
  const at = (value: number | null | undefined, scale: number, param: string): number | null => {
    if (value === null || value === undefined) return null;
    const m = toMinor(value, scale);
    if (m === null || m <= 0) throw new ServiceError('VALIDATION_ERROR', `${param} allows at most ${scale} decimals`, { extra: { param } });
    return m;
  };
  return {
    limitPriceMinor: at(b.limitPrice, PRICE_SCALE, 'limitPrice'),
    stopPriceMinor: at(b.stopPrice, PRICE_SCALE, 'stopPrice'),
    quantityMicro: at(b.quantity, QUANTITY_SCALE, 'quantity'),
  };
}

const respondOrder = (r: OrderChanged) => ({ status: 200, body: r.view });

function orderRoutes(prefix: '' | '/users/{userId}') {
  const onUser = prefix !== '';
  const Params = onUser ? UserOrderParams : OrderParams;
  const who = onUser ? "the sub-account's order" : 'an order of the partner (master or sub-account)';
  const ownerOf = (p: { orderId: string; userId?: string }): string | null => p.userId ?? null;
  return [
    route({
      method: 'GET',
      base: 'partner',
      path: `${prefix}/orders/{orderId}`,
      auth: 'apiKey',
      tag: 'Orders',
      params: Params,
      summary: `One order: ${who}`,
      description: `The order's current state: status (PENDING, WORKING, PARTIALLY_FILLED, FILLED, REJECTED, CANCELLED), filled and remaining quantity, average fill price, fees, escrow, settlement, and the rejection or cancellation reason. Poll it, or follow the \`order.*\` events, which carry the same orderId.${onUser ? " Addressed through its sub-account: another sub-account's order answers `404`." : ''}`,
      success: { status: 200, description: 'the order', schema: OrderSchema },
      errors: ['NOT_FOUND'],
      handler(ctx, { params }) {
        const owner = ownerOf(params);
        if (owner !== null) subAccountFor(ctx, owner);
        ctx.body = presentOrder(ctx, orderFor(ctx, params.orderId, owner).id);
      },
    }),
    route({
      method: 'PATCH',
      base: 'partner',
      path: `${prefix}/orders/{orderId}`,
      auth: 'apiKey',
      tag: 'Orders',
      params: Params,
      body: ReplaceBody,
      summary: `Replace ${who} while WORKING: any of limitPrice, stopPrice, quantity (a BUY re-escrows the difference); fires order.replaced. MARKET orders cannot be modified (422)`,
      description:
        'Changes a resting LIMIT, STOP or STOP_LIMIT order in place (same `orderId`) instead of cancelling and placing again: send any of `limitPrice`, `stopPrice` and `quantity`. A BUY escrows or releases the difference (`400 INSUFFICIENT_FUNDS` when it cannot), `order.replaced` fires. Only WORKING orders can be replaced (not once triggered or ended); MARKET orders never (`422`). Needs an `Idempotency-Key`.',
      success: { status: 200, description: 'the replaced order (same orderId)', schema: OrderSchema },
      errors: ['NOT_FOUND', 'VALIDATION_ERROR', 'INSUFFICIENT_FUNDS', 'CONFLICT', 'BUSINESS_RULE'],
      async handler(ctx, { params, body }) {
        await dispatch(ctx, trading.commands.replace, {
          payload: { orderId: params.orderId, ownerId: ownerOf(params), ...replacePayload(body) },
          respond: respondOrder,
        });
      },
    }),
    route({
      method: 'DELETE',
      base: 'partner',
      path: `${prefix}/orders/{orderId}`,
      auth: 'apiKey',
      tag: 'Orders',
      params: Params,
      summary: `Cancel ${who} while PENDING or WORKING: the reservation is returned and order.cancelled fires; 422 once filled, rejected or cancelled`,
      description:
        'Cancels an order that has not executed: escrowed cash (BUY) or reserved units (SELL) return to the account at once and `order.cancelled` fires with what was refunded. A filled, rejected or already cancelled order answers `422`; a partly filled order keeps its fills. Needs an `Idempotency-Key`: a retried cancel answers the same.',
      success: { status: 200, description: 'the cancelled order', schema: OrderSchema },
      errors: ['NOT_FOUND', 'BUSINESS_RULE'],
      async handler(ctx, { params }) {
        await dispatch(ctx, trading.commands.cancel, { payload: { orderId: params.orderId, ownerId: ownerOf(params) }, respond: respondOrder });
      },
    }),
  ];
}

export const orderListRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/orders',
    auth: 'apiKey',
    tag: 'Orders',
    query: ListQuery,
    summary:
      "The partner's orders (master and sub-accounts), newest first; filters status (EXPIRED, and the PROCESSING/COMPLETED aliases of FILLED), symbol, from/to, subAccountId, accountType=MASTER; limit default 50, max 200",
    description:
      'Every order across your master account and sub-accounts, newest first, with `total` matching the filters. Narrow by `status`, `symbol`, a `from`/`to` date range, `subAccountId` or `accountType=MASTER`. Cursor-paged: follow `nextCursor` while `hasMore` is true.',
    success: { status: 200, description: 'a page of orders', schema: OrderListSchema },
    errors: ['VALIDATION_ERROR', 'INVALID_TYPE'],
    handler(ctx, { query }) {
      listOrders(ctx, query, null);
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/users/{userId}/orders',
    auth: 'apiKey',
    tag: 'Orders',
    params: UserParams,
    query: ListQuery,
    summary: "A sub-account's orders, newest first, with the same filters as /orders (symbol among them); limit default 50, max 200",
    description: "One sub-account's orders, newest first, with the filters of `GET /orders`: an investor's order history. Cursor-paged.",
    success: { status: 200, description: "a page of the sub-account's orders", schema: OrderListSchema },
    errors: ['NOT_FOUND', 'VALIDATION_ERROR', 'INVALID_TYPE'],
    handler(ctx, { params, query }) {
      listOrders(ctx, query, subAccountFor(ctx, params.userId).id);
    },
  }),
];

export const orderRoutesAll = [...orderListRoutes, ...orderRoutes(''), ...orderRoutes('/users/{userId}')];
