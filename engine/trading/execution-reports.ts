/**
 * Execution reports: every lifecycle step of an order as a FIX-like report. They are written
 * by the order's projection (engine/trading/orders.ts), which the step runs after every event it
 * delivers to an order, so no call site can forget one and replaying the journal rebuilds them
 * identically. A step produces a report when the order's reportable state (status, filled quantity,
 * quantity, limit and stop) differs from the one its latest report recorded; a STOP_LIMIT that is only
 * armed changes none of it and reports nothing.
 *
 * Ids: a fill's report carries the id the fill event gave the order (`lastExecutionReportId`); every
 * other report's id is derived from the journal entry, the order and its position. The order's
 * `lastExecutionReportId` as the API shows it is the latest report's id (views.ts takes it from here).
 */
import { orderStatus, type OmsStatus, type OrderContext } from '../../machines/order/machine.ts';
import type { ExecType, ExecutionReportRow } from '../../storage/execution-reports.ts';
import { deterministicId } from '../ids.ts';
import { isRecord } from '../../machines/narrow.ts';
import type { Step } from '../step.ts';
import type { OrderSnapshot } from './orders.ts';

const signatureOf = (oms: OmsStatus, c: OrderContext): string =>
  [oms, c.filledQuantityMicro, c.quantityMicro, c.limitPriceMinor ?? '-', c.stopPriceMinor ?? '-'].join('|');

const STATUS_TYPES: Partial<Record<OmsStatus, ExecType>> = {
  CANCELLED: 'CANCELLED',
  EXPIRED: 'EXPIRED',
  REJECTED: 'REJECTED',
  SETTLED: 'SETTLED',
  SETTLEMENT_FAILED: 'SETTLEMENT_FAILED',
};

/** What happened between the latest report and now (null: nothing reportable). */
export function execTypeOf(
  prev: Pick<ExecutionReportRow, 'orderStatus' | 'filledQuantityMicro' | 'signature'> | undefined,
  oms: OmsStatus,
  c: OrderContext,
  fillReported = false,
): ExecType | null {
  if (prev === undefined) return 'NEW';
  if (prev.signature === signatureOf(oms, c)) return null;
  // A larger filled quantity without a new fill id is a restatement (a split rescaling the fill), not a fill.
  if (c.filledQuantityMicro > prev.filledQuantityMicro && !fillReported) return oms === 'PARTIALLY_FILLED' ? 'PARTIAL_FILL' : 'FILL';
  const byStatus = oms === prev.orderStatus ? undefined : STATUS_TYPES[oms];
  if (byStatus) return byStatus;
  if (oms === 'PENDING' && prev.orderStatus === 'WORKING') return 'TRIGGERED';
  // Same status, other terms: a replace (or a split rescaling a resting order).
  return 'REPLACED';
}

function reasonOf(type: ExecType, c: OrderContext): string | null {
  if (type === 'CANCELLED' || type === 'EXPIRED') return c.cancelReason;
  if (type === 'REJECTED') return c.rejectionCode;
  if (type === 'SETTLED') return c.settledBy;
  return null;
}

/** What the next report of an order needs from its latest one. */
type LatestReport = Pick<ExecutionReportRow, 'id' | 'orderSeq' | 'orderStatus' | 'filledQuantityMicro' | 'signature'>;

/**
 * The latest report of each order this step has looked up or written (null: the order has none yet).
 * A command's projection, its events and its response all ask for the same latest report, usually of
 * an order the command just created: this memo answers them without reading the table back.
 * It lives as long as its step, so a command whose savepoint rolls back takes its memo with it; every
 * report a step writes goes through recordExecutionReport, which keeps the memo exact.
 */
const latestOfStep = new WeakMap<object, Map<string, LatestReport | null>>();

function memoOf(step: Pick<Step, 'stores'>): Map<string, LatestReport | null> {
  let memo = latestOfStep.get(step);
  if (!memo) {
    memo = new Map();
    latestOfStep.set(step, memo);
  }
  return memo;
}

function latestReport(step: Pick<Step, 'stores'>, orderId: string): LatestReport | undefined {
  const memo = memoOf(step);
  const known = memo.get(orderId);
  if (known !== undefined) return known ?? undefined;
  const row = step.stores.executionReports.latest(orderId);
  memo.set(orderId, row ?? null);
  return row;
}

/** An order this step creates has no report yet: its first projection need not look for one. */
export function noteNewOrder(step: Pick<Step, 'stores'>, orderId: string): void {
  memoOf(step).set(orderId, null);
}

/** Appends the report of the step that just moved the order, if it changed anything reportable. */
export function recordExecutionReport(step: Step, s: OrderSnapshot): void {
  const c = s.context;
  const { omsStatus } = orderStatus(s);
  if (omsStatus === 'PLACING') return;
  const prev = latestReport(step, c.orderId);
  const fillReported = c.lastExecutionReportId !== null && (prev?.id === c.lastExecutionReportId || step.stores.executionReports.has(c.lastExecutionReportId));
  const execType = execTypeOf(prev, omsStatus, c, fillReported);
  if (execType === null) return;
  const orderSeq = (prev?.orderSeq ?? 0) + 1;
  const isFill = execType === 'FILL' || execType === 'PARTIAL_FILL';
  const id =
    isFill && c.lastExecutionReportId !== null ? c.lastExecutionReportId : deterministicId('exr', `${step.id.entryHash}:${c.orderId}`, orderSeq, step.atMs);
  const signature = signatureOf(omsStatus, c);
  step.stores.executionReports.insert({
    id,
    orderId: c.orderId,
    env: c.owner.env,
    partnerId: c.owner.partnerId,
    owner: c.owner.ownerId,
    orderSeq,
    execType,
    orderStatus: omsStatus,
    side: c.side,
    symbol: c.symbol,
    quantityMicro: c.quantityMicro,
    filledQuantityMicro: c.filledQuantityMicro,
    lastQuantityMicro: isFill ? c.filledQuantityMicro - (prev?.filledQuantityMicro ?? 0) : 0,
    // A single fill's price is the average; a later partial's own price is set by the venue (execution.ts).
    lastPriceMinor: isFill && (prev?.filledQuantityMicro ?? 0) === 0 ? c.averageFillPriceMinor : null,
    averagePriceMinor: c.averageFillPriceMinor,
    currency: c.fx.localCurrency,
    venue: c.executionVenue,
    reason: reasonOf(execType, c),
    transactTimeMs: step.atMs,
    signature,
    journalSeq: step.id.seq,
  });
  memoOf(step).set(c.orderId, { id, orderSeq, orderStatus: omsStatus, filledQuantityMicro: c.filledQuantityMicro, signature });
}

/** The order events the order machine emits: the trading feature declares them, and each carries its latest execution report. */
export const ORDER_EVENT_TYPES = [
  'order.pending',
  'order.triggered',
  'order.filled',
  'order.rejected',
  'order.cancelled',
  'order.replaced',
  'trade.settled',
  'trade.rejected',
] as const;
const ORDER_EVENTS: ReadonlySet<string> = new Set(ORDER_EVENT_TYPES);

/**
 * Gives the order events this step emitted for the order, and not yet stamped, the id of the order's
 * latest execution report, the one GET /orders/{id}/executions lists last. The machine emits them
 * before its projection writes the report (and knows only its fill ids), so the projection stamps
 * them once it has: the events of each delivery carry the report that delivery produced (a MARKET
 * order placed and filled in one step: order.pending the NEW report, order.filled the FILL).
 */
export function stampOrderEvents(step: Step, orderId: string): void {
  let latest: string | null | undefined;
  for (const e of step.emitted) {
    const data = e.envelope.data;
    if (!ORDER_EVENTS.has(e.event) || !isRecord(data) || data.orderId !== orderId || 'lastExecutionReportId' in data) continue;
    latest ??= latestReportId(step, orderId);
    data.lastExecutionReportId = latest;
    step.stores.events.restate(e);
  }
}

/** The id the order's `lastExecutionReportId` shows: its latest report's. */
export function latestReportId(step: Pick<Step, 'stores'>, orderId: string): string | null {
  return latestReport(step, orderId)?.id ?? null;
}
