/**
 * The spec's Order object and the pre-trade Quote, built from actor snapshots. Amounts become JSON
 * numbers by one division of an exact integer (cents, hundredths, millionths), so they print as the
 * exact decimal. Fields beyond the spec's table (owner, gross, settlement, triggers) are additive.
 */
import type { StateValue } from 'xstate';
import { hasFilled, isCancelable, isReplaceable, orderStatus, type Amounts, type OrderContext } from '../../machines/order/machine.ts';
import { usdPrice4 } from '../../machines/order/pricing.ts';
import type { QuoteContext } from '../../machines/quote/machine.ts';
import { costOf, feeOf, proceedsOf } from './pricing.ts';

const usd = (minor: number): number => minor / 100;
const local = (minor: number | null): number | null => (minor === null ? null : minor / 100);
const units = (micro: number): number => micro / 1_000_000;
const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
const rate = (perUsdMicro: number): number => perUsdMicro / 1_000_000;

/** The live execution clock: the spec's 1 to 5 minute fill window, from the moment the order went PENDING. */
export const EXECUTION_WINDOW = { minMinutes: 1, maxMinutes: 5 } as const;

function executionSla(c: OrderContext): Record<string, unknown> | null {
  if (c.pendingAtMs === null) return null;
  return {
    windowMinMinutes: EXECUTION_WINDOW.minMinutes,
    windowMaxMinutes: EXECUTION_WINDOW.maxMinutes,
    marketHoursOnly: true,
    startedAt: iso(c.pendingAtMs),
    expectedBy: iso(c.pendingAtMs + EXECUTION_WINDOW.maxMinutes * 60_000),
    executedAt: iso(c.filledAtMs),
    met: c.filledAtMs === null ? null : c.filledAtMs - c.pendingAtMs <= EXECUTION_WINDOW.maxMinutes * 60_000,
  };
}

/**
 * The spec's full Order object. `lastExecutionReportId` is the order's latest execution report
 * (engine/trading/execution-reports.ts); without it, the id of the latest fill the order recorded.
 *
 * One object literal of fixed keys: spreading helper objects into it added some 30
 * properties one by one, which leaves V8 a dictionary-mode object that every later JSON text of it (the
 * idempotency record, the response) walks slowly. The key order is the response's and must not change.
 */
export function orderView(
  snapshot: { readonly value: StateValue; readonly context: OrderContext },
  lastExecutionReportId: string | null = snapshot.context.lastExecutionReportId,
): Record<string, unknown> {
  const c = snapshot.context;
  const { status, omsStatus } = orderStatus(snapshot);
  const master = c.owner.ownerId === 'master';
  const buy = c.side === 'BUY';
  // Once executed, the figures are the execution's; before, the order's pricing (the quote, or the reservation price).
  const a: Amounts = hasFilled(snapshot) ? c.fillTotals : c;
  const fxAsOf = iso(c.fx.asOfMs);
  return {
    orderId: c.orderId,
    accountType: master ? 'MASTER' : 'SUB_ACCOUNT',
    subAccountId: master ? null : c.owner.ownerId,
    externalId: master ? null : c.externalId,
    symbol: c.symbol,
    name: c.name,
    exchange: c.exchange,
    orderType: c.orderType,
    limitPrice: local(c.limitPriceMinor),
    stopPrice: local(c.stopPriceMinor),
    cancelable: isCancelable(snapshot),
    replaceable: isReplaceable(snapshot),
    type: c.side,
    status,
    omsStatus,
    quoteId: c.quoteId,
    quoteExpiresAt: iso(c.quoteExpiresAtMs),
    quoteUsdPrice: c.quoteId === null ? null : usdPrice4(c.priceMinor, c.fx.perUsdMicro),
    clientOrderId: c.clientOrderId,
    timeInForce: c.timeInForce,
    expiresAt: iso(c.expiresAtMs),
    orderInstruction: c.orderInstruction,
    stopLoss: c.stopLossMinor === null ? null : usd(c.stopLossMinor),
    takeProfit: c.takeProfitMinor === null ? null : usd(c.takeProfitMinor),
    quantity: units(c.quantityMicro),
    cashValue: c.cashValueMinor === null ? null : usd(c.cashValueMinor),
    filledQuantity: units(c.filledQuantityMicro),
    remainingQuantity: units(c.quantityMicro - c.filledQuantityMicro),
    averageFillPrice: local(c.averageFillPriceMinor),
    executionVenue: c.executionVenue,
    lastExecutionReportId,
    executionSla: executionSla(c),
    priceAtOrder: local(c.priceMinor),
    usdPriceAtOrder: usdPrice4(c.priceMinor, c.fx.perUsdMicro),
    fxRateAtOrder: rate(c.fx.perUsdMicro),
    fxSource: c.fx.source,
    fxRateAsOf: fxAsOf,
    fxConversion: { fromCurrency: c.fx.localCurrency, toCurrency: 'USD', rate: rate(c.fx.perUsdMicro), source: c.fx.source, asOf: fxAsOf },
    gross: usd(a.grossMinor),
    baseFee: usd(a.baseFeeMinor),
    partnerMarkupFee: usd(a.markupMinor),
    fee: usd(feeOf(a)),
    totalAmount: usd(buy ? costOf(a) : proceedsOf(a)),
    currency: 'USD',
    localCurrency: c.fx.localCurrency,
    reservedUsd: buy ? usd(c.reservedMinor) : null,
    reservedQuantity: buy ? null : units(c.reservedUnitsMicro),
    rejectionCode: c.rejectionCode,
    rejectionReason: c.rejectionReason,
    rejectedAt: iso(c.rejectedAtMs),
    orderLifecycle: c.orderLifecycle,
    cancelReason: c.cancelReason,
    cancelledAt: iso(c.cancelledAtMs),
    refunded: c.orderLifecycle === null || c.refundedMinor === null ? null : buy ? usd(c.refundedMinor) : units(c.refundedMinor),
    triggeredAt: iso(c.triggeredAtMs),
    triggerPrice: local(c.triggerPriceMinor),
    filledAt: iso(c.filledAtMs),
    settlementStatus: c.settlementStatus,
    settleAt: iso(c.settleAtMs),
    settledAt: iso(c.settledAtMs),
    settledBy: c.settledBy,
    createdAt: iso(c.createdAtMs),
    replacedAt: iso(c.replacedAtMs),
  };
}

/** What a quote tells beyond its own context: where it trades and whether the owner can afford it. */
export interface QuoteExtras {
  readonly exchange: string;
  readonly name: string;
  readonly priceAsOfMs: number;
  readonly sufficientFunds: boolean;
  /** SELL: the units the owner holds and has not reserved. */
  readonly heldQuantityMicro: number | null;
}

/** The pre-trade quote of `GET /quote/{symbol}`. */
export function quoteView(q: QuoteContext, x: QuoteExtras): Record<string, unknown> {
  return {
    quoteId: q.quoteId,
    symbol: q.symbol,
    name: x.name,
    exchange: x.exchange,
    type: q.side,
    mode: q.mode,
    ...(q.owner.ownerId === 'master' ? { accountType: 'MASTER', subAccountId: null } : { accountType: 'SUB_ACCOUNT', subAccountId: q.owner.ownerId }),
    quantity: units(q.quantityMicro),
    cashValue: q.cashValueMinor === null ? null : usd(q.cashValueMinor),
    price: local(q.priceMinor),
    currency: q.fx.localCurrency,
    priceAsOf: iso(x.priceAsOfMs),
    usdPrice: usdPrice4(q.priceMinor, q.fx.perUsdMicro),
    fxRateAtOrder: rate(q.fx.perUsdMicro),
    fxSource: q.fx.source,
    fxRateAsOf: iso(q.fx.asOfMs),
    gross: usd(q.grossMinor),
    baseFee: usd(q.baseFeeMinor),
    partnerMarkupFee: usd(q.markupMinor),
    fee: usd(q.feeMinor),
    ...(q.side === 'BUY' ? { totalCost: usd(q.totalMinor) } : { estimatedProceeds: usd(q.totalMinor), heldQuantity: units(x.heldQuantityMicro ?? 0) }),
    sufficientFunds: x.sufficientFunds,
    quoteExpiresAt: iso(q.expiresAtMs),
    expiresInSeconds: Math.round((q.expiresAtMs - q.issuedAtMs) / 1000),
    issuedAt: iso(q.issuedAtMs),
  };
}
