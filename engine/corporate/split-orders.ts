/**
 * Resting orders under a split (issue 12): every WORKING LIMIT or STOP order of the symbol keeps its
 * orderId and is replaced through the order machine's own `api.replace` (so the escrow of a BUY is
 * re-reserved and the reserved units of a SELL move exactly as a client's replace moves them):
 * quantity times the ratio (down to the millionth, or the whole share on a whole-share exchange),
 * limit and stop prices divided by it. An order that would rest on no share at all is cancelled.
 */
import type { OrderContext } from '../../machines/order/machine.ts';
import type { Step } from '../step.ts';
import { cancelExecution } from '../trading/execution.ts';
import { ORDER_KIND, orderSnapshot } from '../trading/orders.ts';
import { cashOf, fromUnsettled } from '../trading/owners.ts';
import { amountsAt, costOf } from '../trading/pricing.ts';
import { partnerMarkupBps } from '../trading/quoting.ts';
import type { Ratio } from './split-math.ts';
import { scaledUnits } from './split-math.ts';

/** A price divided by the ratio: a BUY's limit rounds down, a SELL's up (never worse for the client), a stop half-up. */
export function scaledPrice(priceMinor: number, r: Ratio, rounding: 'down' | 'up' | 'half'): number {
  const numerator = BigInt(priceMinor) * r.oldShares;
  const q = numerator / r.newShares;
  const rest = numerator % r.newShares;
  if (rest === 0n || rounding === 'down') return Math.max(1, Number(q));
  if (rounding === 'up' || 2n * rest >= r.newShares) return Number(q + 1n);
  return Math.max(1, Number(q));
}

function replaceOne(step: Step, orderId: string, c: OrderContext, r: Ratio, whole: boolean): void {
  const quantityMicro = scaledUnits(c.quantityMicro, r, whole);
  if (quantityMicro === 0) {
    step.send(ORDER_KIND, orderId, { type: 'api.cancel', reason: 'CORPORATE_ACTION' });
    cancelExecution(step, orderId);
    return;
  }
  const limitPriceMinor = c.limitPriceMinor === null ? null : scaledPrice(c.limitPriceMinor, r, c.side === 'BUY' ? 'down' : 'up');
  const stopPriceMinor = c.stopPriceMinor === null ? null : scaledPrice(c.stopPriceMinor, r, 'half');
  const reservationPrice = c.orderType === 'STOP' ? stopPriceMinor! : limitPriceMinor!;
  const amounts = amountsAt(quantityMicro, reservationPrice, c.fx.perUsdMicro, partnerMarkupBps(step, c.owner.partnerId));
  // A BUY's reservation can only grow by rounding (a cent of fees): taken like a client's replace takes it.
  const increase = c.side === 'BUY' ? costOf(amounts) - c.reservedMinor : 0;
  const fromUnsettledMinor = increase > 0 ? fromUnsettled(cashOf(step, c.owner), increase) : 0;
  step.send(ORDER_KIND, orderId, {
    type: 'api.replace',
    ...amounts,
    fromUnsettledMinor,
    ...(limitPriceMinor !== null ? { limitPriceMinor } : {}),
    ...(stopPriceMinor !== null ? { stopPriceMinor } : {}),
    quantityMicro,
  });
}

/** Replaces every resting order of the symbol; returns how many were adjusted or cancelled. */
export function adjustRestingOrders(step: Step, symbol: string, r: Ratio, whole: boolean): number {
  const ids = step.stores.orders.resting(symbol);
  for (const id of ids) replaceOne(step, id, orderSnapshot(step, id).context, r, whole);
  return ids.length;
}
