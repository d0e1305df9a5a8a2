/**
 * The spec's `data` payloads of the order events ("Payload data shapes"), built from the context after
 * the step. Amounts become JSON numbers by one division of an exact integer (cents, hundredths,
 * millionths), which prints as the exact decimal. Fields beyond the spec's lists are additive.
 */
import { costOf, feeOf } from './flows.ts';
import { usdPrice4 } from './pricing.ts';
import type { Amounts, OrderContext } from './types.ts';

const usd = (minor: number): number => minor / 100;
const local = (minor: number | null): number | null => (minor === null ? null : minor / 100);
const units = (micro: number): number => micro / 1_000_000;
const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/**
 * Every order and trade event names its account the same way: `accountType` (MASTER or SUB_ACCOUNT, the
 * words of the order views) with the sub-account's id and externalId, null on master orders.
 */
function ownerFields(c: OrderContext): Record<string, unknown> {
  if (c.owner.ownerId === 'master') return { accountType: 'MASTER', subAccountId: null, externalId: null };
  return { accountType: 'SUB_ACCOUNT', subAccountId: c.owner.ownerId, externalId: c.externalId };
}

/** BUY: gross + fee; SELL: gross - fee (the proceeds), as the order's `totalAmount`. */
const total = (c: OrderContext, a: Amounts): number => (c.side === 'BUY' ? costOf(a) : a.grossMinor - feeOf(a));

export function pendingPayload(c: OrderContext): Record<string, unknown> {
  return {
    orderId: c.orderId,
    ...ownerFields(c),
    clientOrderId: c.clientOrderId,
    type: c.side,
    symbol: c.symbol,
    orderType: c.orderType,
    quantity: units(c.quantityMicro),
    priceAtOrder: local(c.priceMinor),
    usdPriceAtOrder: usdPrice4(c.priceMinor, c.fx.perUsdMicro),
    gross: usd(c.grossMinor),
    baseFee: usd(c.baseFeeMinor),
    partnerMarkupFee: usd(c.markupMinor),
    fee: usd(feeOf(c)),
    totalCost: usd(total(c, c)),
    status: 'PENDING',
  };
}

export function triggeredPayload(c: OrderContext): Record<string, unknown> {
  return {
    orderId: c.orderId,
    clientOrderId: c.clientOrderId,
    ...ownerFields(c),
    orderType: c.orderType,
    type: c.side,
    symbol: c.symbol,
    quantity: units(c.quantityMicro),
    limitPrice: local(c.limitPriceMinor),
    stopPrice: local(c.stopPriceMinor),
    triggerPriceLocal: local(c.triggerPriceMinor),
    status: 'PENDING',
  };
}

export function replacedPayload(c: OrderContext): Record<string, unknown> {
  return {
    orderId: c.orderId,
    clientOrderId: c.clientOrderId,
    ...ownerFields(c),
    orderType: c.orderType,
    type: c.side,
    symbol: c.symbol,
    quantity: units(c.quantityMicro),
    limitPrice: local(c.limitPriceMinor),
    stopPrice: local(c.stopPriceMinor),
    reserved: c.side === 'BUY' ? usd(c.reservedMinor) : null,
    // A split also restates orders already at the venue.
    status: c.filledQuantityMicro > 0 ? 'PARTIALLY_FILLED' : c.pendingAtMs !== null ? 'PENDING' : 'WORKING',
  };
}

export function cancelledPayload(c: OrderContext): Record<string, unknown> {
  return {
    orderId: c.orderId,
    ...ownerFields(c),
    clientOrderId: c.clientOrderId,
    type: c.side,
    symbol: c.symbol,
    quantity: units(c.quantityMicro),
    status: 'CANCELLED',
    ...(c.side === 'BUY' ? { refunded: usd(c.refundedMinor ?? 0) } : { releasedQuantity: units(c.refundedMinor ?? 0) }),
    currency: 'USD',
    orderLifecycle: c.orderLifecycle,
    cancelReason: c.cancelReason,
    cancelledAt: iso(c.cancelledAtMs),
  };
}

/** `order.filled` and its alias `trade.settled`: the execution, not custody settlement (settledAt comes later). */
export function filledPayload(c: OrderContext): Record<string, unknown> {
  const fx = c.fillFx ?? c.fx;
  return {
    orderId: c.orderId,
    ...ownerFields(c),
    clientOrderId: c.clientOrderId,
    type: c.side,
    symbol: c.symbol,
    exchange: c.exchange,
    quantity: units(c.filledQuantityMicro),
    priceAtOrder: local(c.priceMinor),
    usdPriceAtOrder: usdPrice4(c.priceMinor, c.fx.perUsdMicro),
    averageFillPrice: local(c.averageFillPriceMinor),
    feeAmount: usd(feeOf(c.fillTotals)),
    status: 'FILLED',
    settlementStatus: c.settlementStatus,
    settledAt: iso(c.settledAtMs),
    settlementUsdPrice: c.averageFillPriceMinor === null ? null : usdPrice4(c.averageFillPriceMinor, fx.perUsdMicro),
    totalCost: usd(total(c, c.fillTotals)),
  };
}

export function rejectedPayload(c: OrderContext): Record<string, unknown> {
  return {
    orderId: c.orderId,
    ...ownerFields(c),
    clientOrderId: c.clientOrderId,
    type: c.side,
    symbol: c.symbol,
    quantity: units(c.quantityMicro),
    status: 'REJECTED',
    rejectionCode: c.rejectionCode,
    rejectionReason: c.rejectionReason,
  };
}
