/**
 * Execution of PENDING orders. Production: a simulated venue executes each order 1 to 5 minutes after
 * it went PENDING (deterministic from the order id) at the latest delayed price, on a platform timer
 * (`venue.execution`, actor id = order id) whose price is prepared by the scheduler and journaled with
 * the firing. It never executes while the exchange is closed on schedule (the attempt moves to the
 * next open), rejects with MARKET_CLOSED under an unscheduled closure, and rejects the next N attempts
 * with the operator's injected fault. Sandbox: no venue; the cheat codes decide (quantity 100 fills at
 * once, 999 is rejected with OTHER, anything else waits for the test tools).
 */
import { createHash } from 'node:crypto';
import { awaitsExecution, REJECTION_CODES, type OrderContext, type RejectionCode } from '../../machines/order/machine.ts';
import { isOneOf, isRecord } from '../../machines/narrow.ts';
import type { TimerRecord } from '../../storage/timers.ts';
import { ServiceError } from '../errors.ts';
import { nextBoundaries } from '../market/calendar.ts';
import { REFRESH_MS } from '../market/capture.ts';
import { currentQuote } from '../market/quotes.ts';
import type { MarketService } from '../market/service.ts';
import type { Step } from '../step.ts';
import { capturedPrice, fxFor, holidaysOf, listingOf, sessionAt } from './market.ts';
import { ORDER_KIND, orderSnapshot, recordOrderCash, snapshotOf } from './orders.ts';
import { buyingPowerOf, cashOf, fromUnsettled, isMaster } from './owners.ts';
import { amountsAt, costOf, proceedsOf } from './pricing.ts';
import { partnerMarkupBps } from './quoting.ts';
import { settlementDueMs } from './settlement.ts';
import { assertInvariant, assertPositiveInteger } from '../invariants.ts';

export const VENUE = { kind: 'venue.execution', event: 'venue.execute', name: 'execute', label: 'SIMULATED_VENUE' } as const;
export const SANDBOX_VENUE = 'SANDBOX';
/** Sandbox cheat codes on quantity (CONTRACT.md, Sandbox execution). */
export const CHEAT_FILL_MICRO = 100_000_000;
export const CHEAT_REJECT_MICRO = 999_000_000;
export const VENUE_FAULTS_SETTING = 'venue.faults';

const MIN_DELAY_MS = 60_000;
const DELAY_SPREAD_MS = 240_000;

/** 60 to 300 s, from the order id's hash: the same order always waits the same time, also on replay. */
export function venueDelayMs(orderId: string): number {
  return MIN_DELAY_MS + (createHash('sha256').update(orderId).digest().readUInt32BE(0) % (DELAY_SPREAD_MS + 1));
}

const timerId = (orderId: string): string => `${VENUE.kind}:${orderId}:${VENUE.name}`;

export function scheduleExecution(step: Step, orderId: string, dueAtMs: number): void {
  step.stores.timers.put({ id: timerId(orderId), dueAtMs, actorKind: VENUE.kind, actorId: orderId, event: VENUE.event });
  step.timersChanged = true;
}

/** The order left PENDING some other way (cancel, expiry, test tool): its venue attempt goes too. */
export function cancelExecution(step: Step, orderId: string): void {
  if (!step.stores.timers.get(timerId(orderId))) return;
  step.stores.timers.delete(timerId(orderId));
  step.timersChanged = true;
}

export interface VenueFaults {
  readonly remaining: number;
  readonly rejectionCode: RejectionCode;
}

/** Operator: reject the next `rejectNext` production executions with `rejectionCode` (0 clears). */
export function setVenueFaults(step: Step, p: { rejectNext: number; rejectionCode: RejectionCode }): VenueFaults {
  if (!isOneOf(REJECTION_CODES, p.rejectionCode)) {
    throw new ServiceError('VALIDATION_ERROR', `rejectionCode must be one of ${REJECTION_CODES.join(', ')}`, { extra: { param: 'rejectionCode' } });
  }
  const faults: VenueFaults = { remaining: p.rejectNext, rejectionCode: p.rejectionCode };
  step.stores.settings.put(VENUE_FAULTS_SETTING, faults);
  return faults;
}

function takeFault(step: Step): RejectionCode | null {
  const faults = step.stores.settings.get<VenueFaults>(VENUE_FAULTS_SETTING);
  if (!faults || faults.remaining <= 0) return null;
  step.stores.settings.put(VENUE_FAULTS_SETTING, { ...faults, remaining: faults.remaining - 1 });
  return faults.rejectionCode;
}

/** Rejects a PENDING order: the machine refunds the reservation before it announces the rejection. */
export function rejectOrder(step: Step, orderId: string, rejectionCode: RejectionCode, reason: string): void {
  step.send(ORDER_KIND, orderId, { type: 'venue.reject', rejectionCode, reason });
  cancelExecution(step, orderId);
}

/**
 * Executes (the rest of) an order at `priceMinor` with the current managed FX and the partner's markup
 * (the spec applies markup at execution). A BUY costing more than its escrow takes the difference from
 * cash; when cash cannot cover it the order is rejected INSUFFICIENT_FUNDS instead. Settlement falls
 * due T+N business days of the exchange.
 */
export function fillOrder(step: Step, orderId: string, priceMinor: number, quantityMicro?: number): 'filled' | 'rejected' {
  const c = snapshotOf(step.read(ORDER_KIND, orderId)!).context;
  const { exchange } = listingOf(step.stores, c.symbol);
  const fx = fxFor(step.stores, c.fx.localCurrency);
  const quantity = quantityMicro ?? c.quantityMicro - c.filledQuantityMicro;
  // A fill executes a whole, positive number of micro-units at a positive price, never beyond what remains open.
  assertPositiveInteger(quantity, `order ${orderId}'s fill quantity`);
  assertPositiveInteger(priceMinor, `order ${orderId}'s fill price`);
  assertInvariant(quantity <= c.quantityMicro - c.filledQuantityMicro, `order ${orderId} fills ${quantity} beyond its open quantity`);
  const amounts = amountsAt(quantity, priceMinor, fx.perUsdMicro, partnerMarkupBps(step, c.owner.partnerId));
  const shortfall = c.side === 'BUY' ? Math.max(0, costOf(amounts) - c.reservedMinor) : 0;
  const cash = cashOf(step, c.owner);
  if (amounts.grossMinor < 1) {
    // A fractional order whose value fell under one cent cannot be booked in whole cents.
    rejectOrder(step, orderId, 'OTHER', 'the execution is worth less than USD 0.01');
    return 'rejected';
  }
  if (shortfall > buyingPowerOf(cash)) {
    rejectOrder(step, orderId, 'INSUFFICIENT_FUNDS', 'the execution costs more than the reservation and the wallet cannot cover the difference');
    return 'rejected';
  }
  step.send(ORDER_KIND, orderId, {
    type: 'venue.fill',
    quantityMicro: quantity,
    priceMinor,
    fx,
    ...amounts,
    executionReportId: step.newId('exr'),
    settleAtMs: settlementDueMs(exchange, holidaysOf(step.stores, exchange), step.atMs),
    fromUnsettledMinor: fromUnsettled(cash, shortfall),
  });
  const after = orderSnapshot(step, orderId).context;
  // The fill's report (written by the projection) records the venue's own price, not only the average.
  if (after.lastExecutionReportId !== null) step.stores.executionReports.setLastPrice(after.lastExecutionReportId, priceMinor);
  recordOrderCash(step, after, c.side === 'BUY' ? 'TRADE_BUY' : 'TRADE_SELL', c.side === 'BUY' ? -costOf(amounts) : proceedsOf(amounts), {
    price: priceMinor / 100,
    executionReportId: after.lastExecutionReportId,
  });
  cancelExecution(step, orderId);
  return 'filled';
}

/**
 * Where an order goes once PENDING (placed as MARKET, or triggered at `priceMinor`): the sandbox's
 * cheat codes, or the production venue's timer.
 */
export function routePending(step: Step, orderId: string, priceMinor: number): void {
  const c = snapshotOf(step.read(ORDER_KIND, orderId)!).context;
  if (c.owner.env === 'production') {
    scheduleExecution(step, orderId, step.atMs + venueDelayMs(orderId));
    return;
  }
  if (c.quantityMicro === CHEAT_FILL_MICRO) fillOrder(step, orderId, priceMinor);
  else if (c.quantityMicro === CHEAT_REJECT_MICRO) rejectOrder(step, orderId, 'OTHER', 'sandbox cheat code: quantity 999 is always rejected');
}

/** A LIMIT or STOP_LIMIT order executes only at its limit or better. */
const respectsLimit = (c: OrderContext, priceMinor: number): boolean =>
  c.limitPriceMinor === null || (c.side === 'BUY' ? priceMinor <= c.limitPriceMinor : priceMinor >= c.limitPriceMinor);

/** The scheduler's preparer: the latest delayed price of the order's instrument at the attempt's instant. */
export function prepareExecution(market: MarketService, timer: TimerRecord): { priceMinor: number; asOfMs: number } | null {
  const row = market.stores.orders.byId(timer.actorId);
  const instrument = row ? market.catalog.bySymbol.get(row.symbol) : undefined;
  const quote = instrument ? currentQuote(market, instrument, timer.dueAtMs) : null;
  return quote ? { priceMinor: quote.priceMinor, asOfMs: quote.asOfMs } : null;
}

/**
 * An account the venue may no longer execute for: a sub-account whose KYC is no longer VERIFIED
 * (KYC_REQUIRED) or that was frozen after the order was placed (COMPLIANCE_HOLD).
 */
function accountHold(step: Step, c: OrderContext): [RejectionCode, string] | null {
  if (isMaster(c.owner.ownerId)) return null;
  const account = step.stores.subAccounts.byId(c.owner.ownerId);
  if (account?.status === 'frozen') return ['COMPLIANCE_HOLD', 'the sub-account was frozen before the order executed'];
  if (account?.kyc.status !== 'VERIFIED') return ['KYC_REQUIRED', 'the sub-account is no longer KYC-verified'];
  return null;
}

/** The `venue.execution` platform timer: one execution attempt. */
export function executeAtVenue(step: Step, timer: TimerRecord, prepared: unknown): { outcome: string } {
  const orderId = timer.actorId;
  const view = step.read(ORDER_KIND, orderId);
  if (!view || !awaitsExecution(view.snapshot)) return { outcome: 'none' };
  const c = snapshotOf(view).context;
  const { exchange } = listingOf(step.stores, c.symbol);
  const session = sessionAt(step.stores, exchange, step.atMs);
  if (!session.open) {
    const { nextOpenMs } = nextBoundaries(exchange, step.atMs, holidaysOf(step.stores, exchange));
    if (session.unscheduled || nextOpenMs === null) {
      rejectOrder(step, orderId, 'MARKET_CLOSED', `${exchange.code} is closed at the execution attempt: ${session.reason ?? 'closed'}`);
      return { outcome: 'rejected' };
    }
    scheduleExecution(step, orderId, nextOpenMs + venueDelayMs(orderId));
    return { outcome: 'waiting for the open' };
  }
  const hold = accountHold(step, c);
  if (hold) {
    rejectOrder(step, orderId, hold[0], hold[1]);
    return { outcome: 'rejected' };
  }
  const fault = takeFault(step);
  if (fault) {
    rejectOrder(step, orderId, fault, `the execution venue rejected the order (${fault})`);
    return { outcome: 'rejected' };
  }
  const preparedPrice = isRecord(prepared) && typeof prepared.priceMinor === 'number' ? prepared.priceMinor : undefined;
  const price = preparedPrice ?? capturedPrice(step.stores, c.symbol)?.priceMinor ?? c.priceMinor;
  if (!respectsLimit(c, price)) {
    // The limit is not reachable at the latest price: try again after the next capture.
    scheduleExecution(step, orderId, step.atMs + REFRESH_MS);
    return { outcome: 'waiting for the limit' };
  }
  return { outcome: fillOrder(step, orderId, price) };
}
