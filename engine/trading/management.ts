/**
 * Changing an order after placement: cancel (`DELETE`, PENDING or WORKING only, with the reservation
 * returned before `order.cancelled` fires) and replace (`PATCH`, WORKING resting orders only: new
 * limit, stop and/or quantity under the same orderId; a BUY re-escrows only the difference, a SELL
 * adjusts its reserved units; `order.replaced` fires).
 */
import { latestReportId } from './execution-reports.ts';
import type { OrderContext } from '../../machines/order/machine.ts';
import { partnerScope } from '../sub-accounts/sub-accounts.ts';
import { ServiceError } from '../errors.ts';
import type { Step } from '../step.ts';
import { cancelExecution } from './execution.ts';
import { listingOf } from './market.ts';
import { ORDER_KIND, orderSnapshot, ownedOrder, snapshotOf, type OrderRef } from './orders.ts';
import { assertCovers, cashOf, fromUnsettled, unitsHeld } from './owners.ts';
import { amountsAt, costOf, isTradableQuantity } from './pricing.ts';
import { assertWorthACent, partnerMarkupBps, quantityError } from './quoting.ts';
import { orderView } from './views.ts';
import { assertInvariant } from '../invariants.ts';

export interface OrderChanged {
  readonly orderId: string;
  readonly view: Record<string, unknown>;
}

export function cancelOrder(step: Step, ref: OrderRef): OrderChanged {
  ownedOrder(step, partnerScope(step), ref);
  step.send(ORDER_KIND, ref.orderId, { type: 'api.cancel', reason: 'CANCELLED_BY_CLIENT' });
  const cancelled = orderSnapshot(step, ref.orderId).context;
  assertInvariant(cancelled.reservedMinor === 0 && cancelled.reservedUnitsMicro === 0, `cancelled order ${ref.orderId} still holds a reservation`);
  cancelExecution(step, ref.orderId);
  return { orderId: ref.orderId, view: orderView(orderSnapshot(step, ref.orderId), latestReportId(step, ref.orderId)) };
}

export interface ReplaceRequest extends OrderRef {
  readonly limitPriceMinor: number | null;
  readonly stopPriceMinor: number | null;
  readonly quantityMicro: number | null;
}

function checkChanges(c: OrderContext, r: ReplaceRequest, exchange: { readonly code: string; readonly fractional: boolean }): void {
  if (r.limitPriceMinor === null && r.stopPriceMinor === null && r.quantityMicro === null) {
    throw new ServiceError('VALIDATION_ERROR', 'supply at least one of limitPrice, stopPrice and quantity');
  }
  if (r.limitPriceMinor !== null && c.limitPriceMinor === null)
    throw new ServiceError('VALIDATION_ERROR', `a ${c.orderType} order has no limitPrice`, { extra: { param: 'limitPrice' } });
  if (r.stopPriceMinor !== null && c.stopPriceMinor === null)
    throw new ServiceError('VALIDATION_ERROR', `a ${c.orderType} order has no stopPrice`, { extra: { param: 'stopPrice' } });
  if (r.quantityMicro !== null && !isTradableQuantity(r.quantityMicro, exchange.fractional)) throw quantityError(exchange, 'quantity');
}

/** The new reservation: BUY re-escrows the difference (INSUFFICIENT_FUNDS when an increase is not covered); SELL needs the extra units. */
function reservationChange(step: Step, c: OrderContext, quantityMicro: number, costMinor: number): number {
  if (c.side === 'SELL') {
    const extra = quantityMicro - c.reservedUnitsMicro;
    if (extra > 0 && extra > unitsHeld(step, c.owner, c.symbol)) {
      throw new ServiceError('BUSINESS_RULE', 'the new quantity exceeds the units held', { extra: { param: 'quantity' } });
    }
    return 0;
  }
  const increase = costMinor - c.reservedMinor;
  if (increase <= 0) return 0;
  const cash = cashOf(step, c.owner);
  assertCovers(cash, increase);
  return fromUnsettled(cash, increase);
}

export function replaceOrder(step: Step, r: ReplaceRequest): OrderChanged {
  const view = ownedOrder(step, partnerScope(step), r);
  const s = snapshotOf(view);
  const c = s.context;
  if (c.orderType === 'MARKET') throw new ServiceError('BUSINESS_RULE', 'MARKET orders cannot be modified; cancel the order instead');
  step.assertTakes(ORDER_KIND, r.orderId, 'api.replace');
  const { exchange } = listingOf(step.stores, c.symbol);
  checkChanges(c, r, exchange);
  const quantityMicro = r.quantityMicro ?? c.quantityMicro;
  const limit = r.limitPriceMinor ?? c.limitPriceMinor;
  const reservationPrice = c.orderType === 'STOP' ? (r.stopPriceMinor ?? c.stopPriceMinor!) : limit!;
  const amounts = amountsAt(quantityMicro, reservationPrice, c.fx.perUsdMicro, partnerMarkupBps(step, c.owner.partnerId));
  assertWorthACent(amounts.grossMinor, 'quantity');
  const fromUnsettledMinor = reservationChange(step, c, quantityMicro, costOf(amounts));
  step.send(ORDER_KIND, r.orderId, {
    type: 'api.replace',
    ...amounts,
    fromUnsettledMinor,
    ...(r.limitPriceMinor !== null ? { limitPriceMinor: r.limitPriceMinor } : {}),
    ...(r.stopPriceMinor !== null ? { stopPriceMinor: r.stopPriceMinor } : {}),
    ...(r.quantityMicro !== null ? { quantityMicro: r.quantityMicro } : {}),
  });
  return { orderId: r.orderId, view: orderView(orderSnapshot(step, r.orderId), latestReportId(step, r.orderId)) };
}
