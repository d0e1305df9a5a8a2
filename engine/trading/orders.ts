/**
 * Order actors as the rest of the engine sees them: the read-model projection the step writes
 * whenever it moves an order (with the trigger levels of WORKING orders; declared with the machine in engine/features/trading.ts), the wallet transactions a
 * sub-account's executions leave, ownership lookups, and the durable timers of the order machine
 * (DAY/GTD expiry, T+N settlement).
 */
import { isCancelled, isResting, isSettlementPending, publicStatus, type OrderContext } from '../../machines/order/machine.ts';
import type { OrderRow } from '../../storage/orders.ts';
import type { TimerRecord } from '../../storage/timers.ts';
import type { orderMachine } from '../../machines/order/machine.ts';
import type { MachineView } from '../feature.ts';
import { recordWalletTransaction, repayUncoveredAdvance } from '../sub-accounts/wallets.ts';
import { ownedSubAccount, type PartnerScope } from '../sub-accounts/sub-accounts.ts';
import { ServiceError } from '../errors.ts';
import type { Step } from '../step.ts';
import { recordExecutionReport, stampOrderEvents } from './execution-reports.ts';
import { isMaster, settlementFactsOf, unitsHeld } from './owners.ts';
import { costOf, proceedsOf } from './pricing.ts';

export const ORDER_KIND = 'order';

export type OrderSnapshot = MachineView<typeof orderMachine>['snapshot'];

export const snapshotOf = (view: MachineView<typeof orderMachine>): OrderSnapshot => view.snapshot;

/** The levels at which a WORKING order becomes a trigger candidate (see the trigger rules on the machine). */
function triggerLevels(c: OrderContext): { triggerBelow: number | null; triggerAbove: number | null } {
  const buy = c.side === 'BUY';
  const usesLimit = c.orderType === 'LIMIT' || (c.orderType === 'STOP_LIMIT' && c.stopTriggeredAtMs !== null);
  // A limit fills at or below (BUY) / at or above (SELL); a stop triggers the other way round.
  const level = usesLimit ? c.limitPriceMinor : c.stopPriceMinor;
  const below = usesLimit === buy;
  return { triggerBelow: below ? level : null, triggerAbove: below ? null : level };
}

function isWatching(s: OrderSnapshot): boolean {
  return isSettlementPending(s) && (s.context.stopLossMinor !== null || s.context.takeProfitMinor !== null);
}

/** The order's projection (declared with its machine in the feature descriptor): its read-model row from the snapshot. */
export function projectOrder(step: Step, view: MachineView<typeof orderMachine>): void {
  const s = snapshotOf(view);
  const c = s.context;
  const working = isResting(s);
  const row: OrderRow = {
    id: c.orderId,
    env: c.owner.env,
    partnerId: c.owner.partnerId,
    owner: c.owner.ownerId,
    symbol: c.symbol,
    exchange: c.exchange,
    side: c.side,
    orderType: c.orderType,
    status: publicStatus(s),
    lifecycle: c.orderLifecycle,
    clientOrderId: c.clientOrderId,
    ...(working ? triggerLevels(c) : { triggerBelow: null, triggerAbove: null }),
    watching: isWatching(s),
    createdAtMs: c.createdAtMs,
    updatedAtMs: step.atMs,
    journalSeq: step.id.seq,
  };
  step.stores.orders.upsert(row);
  recordExecutionReport(step, s);
  stampOrderEvents(step, c.orderId);
}

/** The order's current snapshot, as the running step sees it. */
export function orderSnapshot(step: Step, orderId: string): OrderSnapshot {
  const view = step.read(ORDER_KIND, orderId);
  if (!view) throw new Error(`order ${orderId} has no actor`);
  return snapshotOf(view);
}

/** A BUY's fill can be undone only while the owner still holds the units it bought (a SELL may have sold them since). */
export function isReversible(step: Step, c: OrderContext): boolean {
  return c.side === 'SELL' || unitsHeld(step, c.owner, c.symbol) >= c.filledQuantityMicro;
}

/**
 * After a fill was reversed (failed settlement, stop loss): settled cash repays any advance that the
 * reversed SELL proceeds no longer back, and the sub-account's wallet shows the reversal.
 */
export function recordReversal(step: Step, orderId: string, reason: string): void {
  const c = orderSnapshot(step, orderId).context;
  repayUncoveredAdvance(step, c.owner, c.owner.ownerId);
  recordOrderCash(step, c, 'TRADE_REVERSAL', c.side === 'BUY' ? costOf(c.fillTotals) : -proceedsOf(c.fillTotals), { reason });
}

/** A sub-account's wallet sees its executions (and their reversals); the master wallet keeps no such list. */
export function recordOrderCash(step: Step, c: OrderContext, type: string, amountMinor: number, details: Record<string, unknown> = {}): void {
  if (isMaster(c.owner.ownerId) || amountMinor === 0) return;
  recordWalletTransaction(step, { env: c.owner.env, partnerId: c.owner.partnerId }, c.owner.ownerId, {
    type,
    amountMinor,
    details: { orderId: c.orderId, symbol: c.symbol, side: c.side, quantity: c.filledQuantityMicro / 1_000_000, ...details },
  });
}

export interface OrderRef {
  readonly orderId: string;
  /** Set on `/users/{userId}/orders/...` paths: the order must belong to that sub-account. */
  readonly ownerId: string | null;
}

/** The order if it belongs to the partner environment (and to the sub-account of the path); else 404. */
export function ownedOrder(step: Step, scope: PartnerScope, ref: OrderRef): MachineView<typeof orderMachine> {
  if (ref.ownerId !== null) ownedSubAccount(step, scope, ref.ownerId);
  const row = step.stores.orders.byId(ref.orderId);
  const view = row ? step.read(ORDER_KIND, ref.orderId) : undefined;
  if (!row || !view || row.partnerId !== scope.partnerId || row.env !== scope.env || (ref.ownerId !== null && row.owner !== ref.ownerId)) {
    throw new ServiceError('NOT_FOUND', `order ${ref.orderId} not found`);
  }
  return view;
}

/**
 * The order machine's own timers (`expire`, `settle`). A timer whose order is gone (sandbox reset) or
 * no longer takes the event (cancelled before expiry) fires into nothing.
 */
export function fireOrderTimer(step: Step, timer: TimerRecord, onCancelled: (orderId: string) => void): { fired: boolean } {
  const view = step.read(ORDER_KIND, timer.actorId);
  if (!view || !step.takes(ORDER_KIND, timer.actorId, timer.event)) return { fired: false };
  const facts = timer.event === 'timer.settle' ? settlementFactsOf(step, view.snapshot.context.owner) : {};
  const next = step.sendDynamic(ORDER_KIND, timer.actorId, { type: timer.event, ...facts });
  if (isCancelled(next)) onCancelled(timer.actorId);
  return { fired: true };
}
