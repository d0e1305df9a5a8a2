/**
 * Order reads for the HTTP layer: the order of the caller's partner environment (and of the path's
 * sub-account) or 404, presented as the spec's Order object from its actor snapshot, and the
 * translation of the `status` filter (aliases and the EXPIRED synonym) into read-model terms.
 */
import { ORDER_KIND, snapshotOf } from '../engine/trading/orders.ts';
import { orderView } from '../engine/trading/views.ts';
import type { ListedOrder, OrderStatus } from '../storage/orders.ts';
import type { AppContext } from './context.ts';
import { ServiceError } from './errors.ts';
import { partnerScope } from './views.ts';

/** The status values a filter accepts: the spec's list (PROCESSING and COMPLETED are aliases of FILLED). */
export const STATUS_FILTERS = ['PENDING', 'WORKING', 'PARTIALLY_FILLED', 'PROCESSING', 'COMPLETED', 'FILLED', 'REJECTED', 'CANCELLED', 'EXPIRED'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** EXPIRED means CANCELLED with orderLifecycle EXPIRED (CONTRACT.md, Expiry status). */
export function statusCriteria(filter: StatusFilter | undefined): { status: OrderStatus | null; lifecycle: 'EXPIRED' | null } {
  switch (filter) {
    case undefined:
      return { status: null, lifecycle: null };
    case 'EXPIRED':
      return { status: 'CANCELLED', lifecycle: 'EXPIRED' };
    case 'PROCESSING':
    case 'COMPLETED':
      return { status: 'FILLED', lifecycle: null };
    default:
      return { status: filter, lifecycle: null };
  }
}

/** The order row if it belongs to the caller (and to `ownerId` when the path names a sub-account). */
export function orderFor(ctx: AppContext, orderId: string, ownerId: string | null): ListedOrder {
  const row = ctx.service.queries.trading.order(partnerScope(ctx), orderId, ownerId);
  if (!row) throw new ServiceError('NOT_FOUND', `order ${orderId} not found`);
  return row;
}

export function presentOrder(ctx: AppContext, orderId: string): Record<string, unknown> {
  const view = ctx.service.engine.actors.read(ORDER_KIND, orderId);
  if (!view) throw new ServiceError('NOT_FOUND', `order ${orderId} not found`);
  return orderView(snapshotOf(view), ctx.service.queries.trading.latestExecutionReportId(orderId));
}
