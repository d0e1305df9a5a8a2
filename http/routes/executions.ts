/**
 * Execution reports (CONTRACT.md section 6): `GET /orders/{orderId}/executions` (any order of
 * the partner environment) and `GET /users/{userId}/orders/{orderId}/executions` (the sub-account's),
 * oldest first in the standard list envelope. The reports are the journaled table the order's
 * projection writes (engine/trading/execution-reports.ts).
 */
import * as v from '../schema.ts';
import { fromMinor, QUANTITY_SCALE } from '../../engine/money.ts';
import type { ExecutionReportRow } from '../../storage/execution-reports.ts';
import type { AppContext } from '../context.ts';
import { orderFor } from '../order-views.ts';
import { pageOf, pageRequest, paginationQuery } from '../pagination.ts';
import { route } from '../route.ts';
import { ExecutionReportListSchema } from '../schemas/trading-reads.ts';
import { iso } from '../views.ts';
import { subAccountFor } from './user-views.ts';

const units = (micro: number): number => fromMinor(micro, QUANTITY_SCALE);
const local = (minor: number | null): number | null => (minor === null ? null : fromMinor(minor, 2));
const DONE = new Set(['FILLED', 'SETTLED', 'SETTLEMENT_FAILED', 'REJECTED', 'CANCELLED', 'EXPIRED']);

export function executionReportView(r: ExecutionReportRow): Record<string, unknown> {
  return {
    executionReportId: r.id,
    orderId: r.orderId,
    sequence: r.orderSeq,
    execType: r.execType,
    orderStatus: r.orderStatus,
    ...(r.owner === 'master' ? { accountType: 'MASTER', subAccountId: null } : { accountType: 'SUB_ACCOUNT', subAccountId: r.owner }),
    symbol: r.symbol,
    side: r.side,
    quantity: units(r.quantityMicro),
    filledQuantity: units(r.filledQuantityMicro),
    // FIX: nothing is left open once the order is done, whatever it did not fill.
    leavesQuantity: DONE.has(r.orderStatus) ? 0 : units(r.quantityMicro - r.filledQuantityMicro),
    lastQuantity: units(r.lastQuantityMicro),
    lastPrice: local(r.lastPriceMinor),
    averagePrice: local(r.averagePriceMinor),
    currency: r.currency,
    venue: r.venue,
    reason: r.reason,
    transactTime: iso(r.transactTimeMs),
  };
}

const SUMMARY =
  "oldest first: one per lifecycle step (NEW, TRIGGERED, PARTIAL_FILL, FILL, REPLACED, CANCELLED, EXPIRED, REJECTED, SETTLED, SETTLEMENT_FAILED); the latest is the order's lastExecutionReportId (limit default 50, max 200)";
const common = {
  method: 'GET',
  base: 'partner',
  auth: 'apiKey',
  tag: 'Orders',
  query: v.object({ ...paginationQuery }),
  success: { status: 200, description: 'a page of execution reports', schema: ExecutionReportListSchema },
  errors: ['NOT_FOUND', 'VALIDATION_ERROR'],
} as const;

function respond(ctx: AppContext, orderId: string, owner: string | null, query: { limit?: number | undefined; cursor?: string | undefined }): void {
  const order = orderFor(ctx, orderId, owner);
  const req = pageRequest(ctx, query, { defaultLimit: 50, maxLimit: 200 });
  const rows = ctx.service.queries.trading.executionReports(order.id, req.after === null ? 0 : Number(req.after), req.limit + 1);
  const { items, meta } = pageOf(ctx, rows, req, (r) => String(r.orderSeq));
  ctx.body = { executions: items.map(executionReportView), ...meta };
}

export const executionRoutes = [
  route({
    ...common,
    path: '/orders/{orderId}/executions',
    params: v.object({ orderId: v.string() }),
    summary: `Execution reports of an order of the partner (master or sub-account), ${SUMMARY}`,
    description:
      "The execution reports of an order in the order they were issued: acceptance, each fill with its quantity and price, rejection or cancellation, settlement. They are the audit trail behind the order's status; the order's `lastExecutionReportId` names the latest.",
    handler(ctx, { params, query }) {
      respond(ctx, params.orderId, null, query);
    },
  }),
  route({
    ...common,
    path: '/users/{userId}/orders/{orderId}/executions',
    params: v.object({ userId: v.string(), orderId: v.string() }),
    summary: `Execution reports of the sub-account's order, ${SUMMARY}`,
    description:
      "The execution reports of a sub-account's order, as `GET /orders/{orderId}/executions`, addressed through its sub-account (`404` when the order belongs to another one).",
    handler(ctx, { params, query }) {
      subAccountFor(ctx, params.userId);
      respond(ctx, params.orderId, params.userId, query);
    },
  }),
];
