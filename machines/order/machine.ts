/**
 * An order (POST trade, the spec's order table). Lifecycle: placing (transient) -> working (resting
 * LIMIT/STOP/STOP_LIMIT) | pending (MARKET) ; working -> pending on trigger ; pending ->
 * partiallyFilled | filled | rejected ; working | pending -> cancelled (DELETE, or DAY/GTD expiry with
 * orderLifecycle EXPIRED) ; filled.settlementPending -> settled | settlementFailed, or -> cancelled
 * on a stop loss.
 *
 * Invariants: a BUY's escrow is `reservedMinor`, a SELL's reserved units `reservedUnitsMicro`; both
 * are zero in every state but working, pending and partiallyFilled. Money moves only as transfers
 * the engine applies in the step's transaction, refunds always before the event that announces them.
 * Fills never exceed the ordered quantity. Every event a state cannot take is refused (the engine
 * answers 409, 422 or STALE as the route decides), never accepted and ignored. No clock reads:
 * every event carries `atMs`; deadlines are durable timers (`expire`, `settle`).
 *
 * Decisions (for docs/decisions.md):
 * - Trigger rules on the latest delayed local price: BUY LIMIT at or below the limit, SELL LIMIT at or
 *   above; BUY STOP at or above the stop, SELL STOP at or below. STOP_LIMIT: once the stop is crossed
 *   the order behaves as a LIMIT order; a price that crosses the stop but misses the limit only arms
 *   it (still WORKING, no event), and it triggers when a later price satisfies the limit.
 * - A LIMIT or STOP_LIMIT order only fills at or better than its limit: a venue fill beyond it is
 *   refused (the venue waits for a better price or rejects), whatever the price when it triggered.
 * - A partial fill emits no event (the catalogue has none) and starts no settlement; only the fill
 *   that completes the order fires `order.filled` + `trade.settled` and arms the `settle` timer.
 *   PARTIALLY_FILLED orders are neither cancelable nor rejectable (the spec: cancelable only while
 *   PENDING or WORKING), and they cannot expire: leaving PENDING clears the `expire` timer.
 * - stopLoss / takeProfit are USD prices checked by `market.price` only while FILLED with settlement
 *   PENDING ("before settlement"): a USD price strictly below stopLoss cancels the order, reversing the
 *   fill exactly (status CANCELLED, orderLifecycle CANCELLED, cancelReason STOP_LOSS, `order.cancelled`
 *   with the refund); strictly above takeProfit settles it at once (settledBy TAKE_PROFIT). Both sides.
 * - A symbol change renames the order in whatever state it is in (root-level event): its
 *   share accounts, payloads and projection follow the new symbol; the engine moves the units.
 * - A delisting closes a PARTIALLY_FILLED order: the remainder's reservation is released,
 *   the order completes as FILLED at its filled quantity (cancelReason INSTRUMENT_DELISTED, `refunded`
 *   the remainder's escrow or units), fires `order.filled` + `trade.settled` and settles like any fill.
 * - A failed settlement reverses every leg of the fills (units, venue cash, base fee, markup); the
 *   order stays FILLED with settlementStatus FAILED. Settlement itself emits no event.
 */
import { assign, setup, type SnapshotFrom, type StateValue } from 'xstate';
import type { Refusals } from '../refusals.ts';
import { unreachable } from '../states.ts';
import {
  fillShortfall,
  fillTransfers,
  placementTransfers,
  releaseTransfers,
  replaceTransfers,
  reversalTransfers,
  settlementTransfers,
  splitTransfers,
  costOf,
} from './flows.ts';
import { cancelledPayload, filledPayload, pendingPayload, rejectedPayload, replacedPayload, triggeredPayload } from './payloads.ts';
import { isUsdAbove, isUsdBelow, isWholeNonNegative, isWholePositive, nextAveragePrice } from './pricing.ts';
import {
  DAY_ORDER_LIFE_MS,
  REJECTION_CODES,
  type FillEvent,
  type OrderContext,
  type OrderEmitted,
  type OrderEvent,
  type OrderInput,
  type OrderTransfer,
  type PublicOrderStatus,
  type ReplaceEvent,
  type SplitEvent,
} from './types.ts';

export * from './types.ts';

const remaining = (c: OrderContext): number => c.quantityMicro - c.filledQuantityMicro;

/** Whether `price` satisfies the trigger rule of `kind` for the order's side. */
function priceReaches(c: OrderContext, kind: 'limit' | 'stop', price: number): boolean {
  const level = kind === 'limit' ? c.limitPriceMinor : c.stopPriceMinor;
  if (level === null) return false;
  const buysAtOrBelow = (c.side === 'BUY') === (kind === 'limit');
  return buysAtOrBelow ? price <= level : price >= level;
}

function triggersAt(c: OrderContext, price: number): boolean {
  switch (c.orderType) {
    case 'LIMIT':
      return priceReaches(c, 'limit', price);
    case 'STOP':
      return priceReaches(c, 'stop', price);
    case 'STOP_LIMIT':
      return (c.stopTriggeredAtMs !== null || priceReaches(c, 'stop', price)) && priceReaches(c, 'limit', price);
    case 'MARKET':
      return false;
  }
}

function isValidReplace(c: OrderContext, e: ReplaceEvent): boolean {
  const changes = [e.limitPriceMinor, e.stopPriceMinor, e.quantityMicro].filter((v) => v !== undefined);
  if (changes.length === 0 || !changes.every(isWholePositive)) return false;
  if (e.limitPriceMinor !== undefined && c.limitPriceMinor === null) return false;
  if (e.stopPriceMinor !== undefined && c.stopPriceMinor === null) return false;
  if (![e.grossMinor, e.baseFeeMinor, e.markupMinor, e.fromUnsettledMinor ?? 0].every(isWholeNonNegative)) return false;
  return c.side === 'SELL' || costOf(e) > 0;
}

/** A split restates the order in new shares: prices only where the order has them, a BUY's escrow never grows. */
function isValidSplit(c: OrderContext, e: SplitEvent): boolean {
  const prices = [e.limitPriceMinor, e.stopPriceMinor, e.triggerPriceMinor, e.averageFillPriceMinor];
  const had = [c.limitPriceMinor, c.stopPriceMinor, c.triggerPriceMinor, c.averageFillPriceMinor];
  if (prices.some((p, i) => (p === null) !== (had[i] === null) || (p !== null && !isWholePositive(p)))) return false;
  // An open order keeps a remainder to fill; a FILLED one (settlement pending) restates its fills only.
  const rest = e.quantityMicro - e.filledQuantityMicro;
  const restOk = c.quantityMicro > c.filledQuantityMicro ? isWholePositive(rest) : rest === 0 && e.reservedMinor === 0;
  if (!isWholePositive(e.priceMinor) || !isWholeNonNegative(e.filledQuantityMicro) || !restOk) return false;
  if ((c.filledQuantityMicro === 0) !== (e.filledQuantityMicro === 0)) return false;
  if (![e.grossMinor, e.baseFeeMinor, e.markupMinor, e.reservedMinor].every(isWholeNonNegative)) return false;
  return c.side === 'SELL' || e.reservedMinor <= c.reservedMinor;
}

/** A LIMIT or STOP_LIMIT order never executes beyond its limit (BUY at or below, SELL at or above). */
const respectsLimit = (c: OrderContext, priceMinor: number): boolean => c.limitPriceMinor === null || priceReaches(c, 'limit', priceMinor);

function isValidFill(c: OrderContext, e: FillEvent): boolean {
  return (
    isWholePositive(e.quantityMicro) &&
    e.quantityMicro <= remaining(c) &&
    isWholePositive(e.priceMinor) &&
    respectsLimit(c, e.priceMinor) &&
    isWholePositive(e.grossMinor) &&
    [e.baseFeeMinor, e.markupMinor, e.fromUnsettledMinor ?? 0].every(isWholeNonNegative) &&
    isWholeNonNegative(e.settleAtMs) &&
    typeof e.executionReportId === 'string' &&
    e.executionReportId.length > 0
  );
}

/** The advance a settling event says the owner owes; anything but a whole non-negative number counts as none. */
function advanceOwed(e: OrderEvent): number {
  const owed = 'advanceMinor' in e ? e.advanceMinor : undefined;
  return owed !== undefined && isWholeNonNegative(owed) ? owed : 0;
}

const clearSettleTimer = { type: 'clearTimer', params: { name: 'settle' } } as const;

const base = setup({
  types: {
    context: {} as OrderContext,
    events: {} as OrderEvent,
    input: {} as OrderInput,
    emitted: {} as OrderEmitted,
  },
  guards: {
    isMarketOrder: ({ context }) => context.orderType === 'MARKET',
    crossesTrigger: ({ context, event }) => event.type === 'market.trigger' && triggersAt(context, event.priceMinor),
    armsStopLimit: ({ context, event }) =>
      event.type === 'market.trigger' &&
      context.orderType === 'STOP_LIMIT' &&
      context.stopTriggeredAtMs === null &&
      priceReaches(context, 'stop', event.priceMinor) &&
      !priceReaches(context, 'limit', event.priceMinor),
    isValidReplace: ({ context, event }) => event.type === 'api.replace' && isValidReplace(context, event),
    isValidSplit: ({ context, event }) => event.type === 'corporate.split' && isValidSplit(context, event),
    isPastExpiry: ({ context, event }) => context.expiresAtMs !== null && event.atMs >= context.expiresAtMs,
    completesOrder: ({ context, event }) => event.type === 'venue.fill' && isValidFill(context, event) && event.quantityMicro === remaining(context),
    isPartialFill: ({ context, event }) => event.type === 'venue.fill' && isValidFill(context, event) && event.quantityMicro < remaining(context),
    isKnownRejection: ({ event }) => event.type === 'venue.reject' && (REJECTION_CODES as readonly string[]).includes(event.rejectionCode),
    isValidRemainderClose: ({ event }) => event.type === 'corporate.closeRemainder' && isWholeNonNegative(event.settleAtMs) && event.reason.length > 0,
    isSettlementDue: ({ context, event }) => context.settleAtMs !== null && event.atMs >= context.settleAtMs,
    isBelowStopLoss: ({ context, event }) =>
      event.type === 'market.price' && context.stopLossMinor !== null && isUsdBelow(event.priceMinor, event.perUsdMicro, context.stopLossMinor),
    isAboveTakeProfit: ({ context, event }) =>
      event.type === 'market.price' && context.takeProfitMinor !== null && isUsdAbove(event.priceMinor, event.perUsdMicro, context.takeProfitMinor),
  },
  actions: {
    /** Effects the engine applies in the step's transaction: ledger transfers by role, durable timers. */
    transfer: (_, _params: OrderTransfer) => {},
    setTimer: (_, _params: { name: string; dueAtMs: number; event: string }) => {},
    clearTimer: (_, _params: { name: string }) => {},

    recordTrigger: assign(({ event }) =>
      event.type === 'market.trigger' ? { triggeredAtMs: event.atMs, triggerPriceMinor: event.priceMinor, pendingAtMs: event.atMs } : {},
    ),
    recordStopArmed: assign({ stopTriggeredAtMs: ({ event }) => event.atMs }),
    recordReplace: assign(({ context, event }) => {
      if (event.type !== 'api.replace') return {};
      const quantityMicro = event.quantityMicro ?? context.quantityMicro;
      return {
        limitPriceMinor: event.limitPriceMinor ?? context.limitPriceMinor,
        stopPriceMinor: event.stopPriceMinor ?? context.stopPriceMinor,
        quantityMicro,
        grossMinor: event.grossMinor,
        baseFeeMinor: event.baseFeeMinor,
        markupMinor: event.markupMinor,
        reservedMinor: context.side === 'BUY' ? costOf(event) : 0,
        reservedUnitsMicro: context.side === 'SELL' ? quantityMicro : 0,
        replacedAtMs: event.atMs,
      };
    }),
    recordSplit: assign(({ context, event }) => {
      if (event.type !== 'corporate.split') return {};
      return {
        quantityMicro: event.quantityMicro,
        filledQuantityMicro: event.filledQuantityMicro,
        averageFillPriceMinor: event.averageFillPriceMinor,
        priceMinor: event.priceMinor,
        limitPriceMinor: event.limitPriceMinor,
        stopPriceMinor: event.stopPriceMinor,
        triggerPriceMinor: event.triggerPriceMinor,
        stopLossMinor: event.stopLossMinor === undefined ? context.stopLossMinor : event.stopLossMinor,
        takeProfitMinor: event.takeProfitMinor === undefined ? context.takeProfitMinor : event.takeProfitMinor,
        grossMinor: event.grossMinor,
        baseFeeMinor: event.baseFeeMinor,
        markupMinor: event.markupMinor,
        reservedMinor: context.side === 'BUY' ? event.reservedMinor : 0,
        reservedUnitsMicro: context.side === 'SELL' ? event.quantityMicro - event.filledQuantityMicro : 0,
        replacedAtMs: event.atMs,
      };
    }),
    recordFill: assign(({ context, event }) => {
      if (event.type !== 'venue.fill') return {};
      const isFinal = event.quantityMicro === remaining(context);
      const t = context.fillTotals;
      return {
        filledQuantityMicro: context.filledQuantityMicro + event.quantityMicro,
        averageFillPriceMinor: nextAveragePrice(context.averageFillPriceMinor, context.filledQuantityMicro, event.priceMinor, event.quantityMicro),
        fillTotals: {
          grossMinor: t.grossMinor + event.grossMinor,
          baseFeeMinor: t.baseFeeMinor + event.baseFeeMinor,
          markupMinor: t.markupMinor + event.markupMinor,
        },
        fillFx: event.fx,
        lastExecutionReportId: event.executionReportId,
        reservedMinor: context.side === 'BUY' && !isFinal ? context.reservedMinor + fillShortfall(context, event) - costOf(event) : 0,
        reservedUnitsMicro: context.side === 'SELL' ? context.reservedUnitsMicro - event.quantityMicro : 0,
        unsettledProceedsMinor: context.side === 'SELL' ? context.unsettledProceedsMinor + event.grossMinor - event.baseFeeMinor - event.markupMinor : 0,
        ...(isFinal ? { filledAtMs: event.atMs, settlementStatus: 'PENDING' as const, settleAtMs: event.settleAtMs } : {}),
      };
    }),
    recordRejection: assign(({ context, event }) =>
      event.type === 'venue.reject'
        ? {
            rejectionCode: event.rejectionCode,
            rejectionReason: event.reason,
            rejectedAtMs: event.atMs,
            refundedMinor: context.side === 'BUY' ? context.reservedMinor : context.reservedUnitsMicro,
            reservedMinor: 0,
            reservedUnitsMicro: 0,
          }
        : {},
    ),
    recordCancellation: assign(({ context, event }) => {
      const expired = event.type === 'timer.expire';
      const reason =
        event.type === 'api.cancel' ? (event.reason ?? 'CANCELLED_BY_CLIENT') : context.timeInForce === 'DAY' ? 'DAY_ORDER_EXPIRED' : 'GTD_EXPIRED';
      return {
        orderLifecycle: expired ? ('EXPIRED' as const) : ('CANCELLED' as const),
        cancelReason: reason,
        cancelledAtMs: event.atMs,
        refundedMinor: context.side === 'BUY' ? context.reservedMinor : context.reservedUnitsMicro,
        reservedMinor: 0,
        reservedUnitsMicro: 0,
      };
    }),
    recordStopLoss: assign(({ context, event }) => ({
      orderLifecycle: 'CANCELLED' as const,
      cancelReason: 'STOP_LOSS',
      cancelledAtMs: event.atMs,
      refundedMinor: context.side === 'BUY' ? costOf(context.fillTotals) : context.filledQuantityMicro,
      settlementStatus: null,
      settleAtMs: null,
      unsettledProceedsMinor: 0,
    })),
    recordSymbol: assign(({ context, event }) => ({ symbol: event.type === 'corporate.renameSymbol' ? event.symbol : context.symbol })),
    recordRemainderClosed: assign(({ context, event }) =>
      event.type === 'corporate.closeRemainder'
        ? {
            quantityMicro: context.filledQuantityMicro,
            cancelReason: event.reason,
            refundedMinor: context.side === 'BUY' ? context.reservedMinor : context.reservedUnitsMicro,
            reservedMinor: 0,
            reservedUnitsMicro: 0,
            filledAtMs: event.atMs,
            settlementStatus: 'PENDING' as const,
            settleAtMs: event.settleAtMs,
          }
        : {},
    ),
    recordSettlement: assign((_, params: { by: 'TIMER' | 'TEST' | 'TAKE_PROFIT' }) => ({ settledBy: params.by })),
    recordSettled: assign(({ event }) => ({ settlementStatus: 'SETTLED' as const, settledAtMs: event.atMs, unsettledProceedsMinor: 0 })),
    recordSettlementFailure: assign({ settlementStatus: 'FAILED' as const, unsettledProceedsMinor: 0, settleAtMs: null }),
  },
});

/** Hands each transfer to the engine as one `transfer` action, in order. */
const transferAll = (build: (c: OrderContext, e: OrderEvent) => readonly OrderTransfer[]) =>
  base.enqueueActions(({ context, event, enqueue }) => {
    for (const params of build(context, event)) enqueue({ type: 'transfer', params });
  });

/** Emits the public events, in order, with payloads built from the context after the step's assigns. */
const announce = (...list: readonly (readonly [OrderEmitted['type'], (c: OrderContext) => Record<string, unknown>])[]) =>
  base.enqueueActions(({ context, enqueue }) => {
    for (const [type, payload] of list) enqueue.emit({ type, data: payload(context) });
  });

const orderSetup = base.extend({
  actions: {
    reserveFunds: transferAll((c) => placementTransfers(c)),
    releaseReservation: transferAll((c) => releaseTransfers(c)),
    reEscrow: transferAll((c, e) =>
      e.type === 'api.replace' ? replaceTransfers(c, costOf(e), e.quantityMicro ?? c.quantityMicro, e.fromUnsettledMinor ?? 0) : [],
    ),
    splitEscrow: transferAll((c, e) => (e.type === 'corporate.split' ? splitTransfers(c, e) : [])),
    bookFill: transferAll((c, e) => (e.type === 'venue.fill' ? fillTransfers(c, e, e.quantityMicro === remaining(c)) : [])),
    settleProceeds: transferAll((c, e) => settlementTransfers(c, advanceOwed(e))),
    reverseFill: transferAll((c, e) => reversalTransfers(c, e.type === 'market.price' ? 'order.stopLoss' : 'order.settlementFailed')),
    armExpiry: base.enqueueActions(({ context, enqueue }) => {
      if (context.expiresAtMs !== null) enqueue({ type: 'setTimer', params: { name: 'expire', dueAtMs: context.expiresAtMs, event: 'timer.expire' } });
    }),
    disarmExpiry: base.enqueueActions(({ context, enqueue }) => {
      if (context.expiresAtMs !== null) enqueue({ type: 'clearTimer', params: { name: 'expire' } });
    }),
    armSettlement: base.enqueueActions(({ context, enqueue }) => {
      if (context.settleAtMs !== null) enqueue({ type: 'setTimer', params: { name: 'settle', dueAtMs: context.settleAtMs, event: 'timer.settle' } });
    }),
    announcePending: announce(['order.pending', pendingPayload]),
    announceTrigger: announce(['order.triggered', triggeredPayload], ['order.pending', pendingPayload]),
    announceReplace: announce(['order.replaced', replacedPayload]),
    announceCancellation: announce(['order.cancelled', cancelledPayload]),
    announceFill: announce(['order.filled', filledPayload], ['trade.settled', filledPayload]),
    announceRejection: announce(['order.rejected', rejectedPayload], ['trade.rejected', rejectedPayload]),
  },
});

export const orderMachine = orderSetup.createMachine({
  id: 'order',
  // Every input field named, in OrderInput's order, rather than `...input` followed by the new fields:
  // V8 builds a spread clone that then grows by some 30 properties with a fresh hidden class each time
  // (about 45 µs per order placed); a literal of fixed shape costs well under a microsecond.
  context: ({ input }) => ({
    orderId: input.orderId,
    owner: input.owner,
    externalId: input.externalId,
    symbol: input.symbol,
    name: input.name,
    exchange: input.exchange,
    orderType: input.orderType,
    side: input.side,
    quantityMicro: input.quantityMicro,
    cashValueMinor: input.cashValueMinor,
    limitPriceMinor: input.limitPriceMinor,
    stopPriceMinor: input.stopPriceMinor,
    timeInForce: input.timeInForce,
    expiresAtMs: input.timeInForce === 'DAY' ? input.createdAtMs + DAY_ORDER_LIFE_MS : input.timeInForce === 'GTD' ? input.expiresAtMs : null,
    clientOrderId: input.clientOrderId,
    orderInstruction: input.orderInstruction,
    stopLossMinor: input.stopLossMinor,
    takeProfitMinor: input.takeProfitMinor,
    quoteId: input.quoteId,
    quoteExpiresAtMs: input.quoteExpiresAtMs,
    priceMinor: input.priceMinor,
    fx: input.fx,
    grossMinor: input.grossMinor,
    baseFeeMinor: input.baseFeeMinor,
    markupMinor: input.markupMinor,
    fromUnsettledMinor: input.fromUnsettledMinor,
    executionVenue: input.executionVenue,
    createdAtMs: input.createdAtMs,
    reservedMinor: input.side === 'BUY' ? costOf(input) : 0,
    reservedUnitsMicro: input.side === 'SELL' ? input.quantityMicro : 0,
    stopTriggeredAtMs: null,
    triggeredAtMs: null,
    triggerPriceMinor: null,
    // A MARKET order goes PENDING as it is placed (`placing` below): set here rather than by an assign on
    // that transition, whose copy of this large context cost V8 some 50 µs per order placed.
    pendingAtMs: input.orderType === 'MARKET' ? input.createdAtMs : null,
    replacedAtMs: null,
    filledQuantityMicro: 0,
    averageFillPriceMinor: null,
    fillTotals: { grossMinor: 0, baseFeeMinor: 0, markupMinor: 0 },
    fillFx: null,
    lastExecutionReportId: null,
    filledAtMs: null,
    unsettledProceedsMinor: 0,
    rejectionCode: null,
    rejectionReason: null,
    rejectedAtMs: null,
    orderLifecycle: null,
    cancelReason: null,
    cancelledAtMs: null,
    refundedMinor: null,
    settlementStatus: null,
    settleAtMs: null,
    settledAtMs: null,
    settledBy: null,
  }),
  initial: 'placing',
  // A symbol change renames an order in any state that is not final; no money moves with it.
  on: { 'corporate.renameSymbol': { actions: 'recordSymbol' } },
  states: {
    /** Transient: the placement escrow is taken once, whichever state the order starts in. */
    placing: {
      always: [
        { guard: 'isMarketOrder', target: 'pending', actions: ['reserveFunds', 'armExpiry', 'announcePending'] },
        { target: 'working', actions: ['reserveFunds', 'armExpiry'] },
      ],
    },
    working: {
      on: {
        'market.trigger': [
          { guard: 'crossesTrigger', target: 'pending', actions: ['recordTrigger', 'announceTrigger'] },
          { guard: 'armsStopLimit', actions: 'recordStopArmed' },
        ],
        'api.replace': { guard: 'isValidReplace', actions: ['reEscrow', 'recordReplace', 'announceReplace'] },
        'corporate.split': { guard: 'isValidSplit', actions: ['splitEscrow', 'recordSplit', 'announceReplace'] },
        'api.cancel': { target: 'cancelled', actions: ['releaseReservation', 'disarmExpiry', 'recordCancellation', 'announceCancellation'] },
        'timer.expire': { guard: 'isPastExpiry', target: 'cancelled', actions: ['releaseReservation', 'recordCancellation', 'announceCancellation'] },
      },
    },
    pending: {
      on: {
        'corporate.split': { guard: 'isValidSplit', actions: ['splitEscrow', 'recordSplit', 'announceReplace'] },
        'venue.fill': [
          { guard: 'completesOrder', target: 'filled', actions: ['bookFill', 'disarmExpiry', 'recordFill', 'armSettlement', 'announceFill'] },
          { guard: 'isPartialFill', target: 'partiallyFilled', actions: ['bookFill', 'disarmExpiry', 'recordFill'] },
        ],
        'venue.reject': {
          guard: 'isKnownRejection',
          target: 'rejected',
          actions: ['releaseReservation', 'disarmExpiry', 'recordRejection', 'announceRejection'],
        },
        'api.cancel': { target: 'cancelled', actions: ['releaseReservation', 'disarmExpiry', 'recordCancellation', 'announceCancellation'] },
        'timer.expire': { guard: 'isPastExpiry', target: 'cancelled', actions: ['releaseReservation', 'recordCancellation', 'announceCancellation'] },
      },
    },
    partiallyFilled: {
      on: {
        'corporate.split': { guard: 'isValidSplit', actions: ['splitEscrow', 'recordSplit', 'announceReplace'] },
        'venue.fill': [
          { guard: 'completesOrder', target: 'filled', actions: ['bookFill', 'recordFill', 'armSettlement', 'announceFill'] },
          { guard: 'isPartialFill', actions: ['bookFill', 'recordFill'] },
        ],
        'corporate.closeRemainder': {
          guard: 'isValidRemainderClose',
          target: 'filled',
          actions: ['releaseReservation', 'recordRemainderClosed', 'armSettlement', 'announceFill'],
        },
      },
    },
    filled: {
      initial: 'settlementPending',
      states: {
        settlementPending: {
          on: {
            // The fills restated in post-split shares (no money moves), so a later reversal returns post-split units.
            'corporate.split': { guard: 'isValidSplit', actions: ['recordSplit'] },
            'timer.settle': {
              guard: 'isSettlementDue',
              target: 'settled',
              actions: ['settleProceeds', 'recordSettled', { type: 'recordSettlement', params: { by: 'TIMER' } }],
            },
            'test.settle': {
              target: 'settled',
              actions: [clearSettleTimer, 'settleProceeds', 'recordSettled', { type: 'recordSettlement', params: { by: 'TEST' } }],
            },
            'test.failSettlement': { target: 'settlementFailed', actions: [clearSettleTimer, 'reverseFill', 'recordSettlementFailure'] },
            'market.price': [
              { guard: 'isBelowStopLoss', target: '#order.cancelled', actions: [clearSettleTimer, 'reverseFill', 'recordStopLoss', 'announceCancellation'] },
              {
                guard: 'isAboveTakeProfit',
                target: 'settled',
                actions: [clearSettleTimer, 'settleProceeds', 'recordSettled', { type: 'recordSettlement', params: { by: 'TAKE_PROFIT' } }],
              },
            ],
          },
        },
        settled: {},
        settlementFailed: {},
      },
    },
    rejected: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

type ValueOnly = { readonly value: StateValue };

/** Every state value an order can be in, as xstate infers it from the config above (nested `filled` included). */
export type OrderStateValue = SnapshotFrom<typeof orderMachine>['value'];

/** The canonical lifecycle status (`omsStatus`): the machine's state as a name, expiry and settlement told apart. */
export type OmsStatus =
  | 'PLACING'
  | 'WORKING'
  | 'PENDING'
  | 'PARTIALLY_FILLED'
  | 'FILLED'
  | 'SETTLED'
  | 'SETTLEMENT_FAILED'
  | 'REJECTED'
  | 'CANCELLED'
  | 'EXPIRED';

const asOrderState = (value: StateValue): OrderStateValue => value as OrderStateValue;

/**
 * The one mapping from the order's state to its public names: `status` (expired orders are CANCELLED,
 * every settlement stage is FILLED) and `omsStatus`. Exhaustive over the machine's state values: a new
 * state fails to compile until it is named here.
 */
export function orderStatus(snapshot: { readonly value: StateValue; readonly context: Pick<OrderContext, 'orderLifecycle'> }): {
  status: PublicOrderStatus;
  omsStatus: OmsStatus;
} {
  const v = asOrderState(snapshot.value);
  if (typeof v === 'object') {
    const settlement = v.filled;
    switch (settlement) {
      case 'settlementPending':
        return { status: 'FILLED', omsStatus: 'FILLED' };
      case 'settled':
        return { status: 'FILLED', omsStatus: 'SETTLED' };
      case 'settlementFailed':
        return { status: 'FILLED', omsStatus: 'SETTLEMENT_FAILED' };
      default:
        return unreachable(settlement);
    }
  }
  switch (v) {
    // Transient: never at rest, but a MARKET order is announced PENDING from it.
    case 'placing':
      return { status: 'PENDING', omsStatus: 'PLACING' };
    case 'pending':
      return { status: 'PENDING', omsStatus: 'PENDING' };
    case 'working':
      return { status: 'WORKING', omsStatus: 'WORKING' };
    case 'partiallyFilled':
      return { status: 'PARTIALLY_FILLED', omsStatus: 'PARTIALLY_FILLED' };
    case 'rejected':
      return { status: 'REJECTED', omsStatus: 'REJECTED' };
    case 'cancelled':
      return { status: 'CANCELLED', omsStatus: snapshot.context.orderLifecycle === 'EXPIRED' ? 'EXPIRED' : 'CANCELLED' };
    default:
      return unreachable(v);
  }
}

/** The public `status` (the read model's, the API's, the snapshot row's). */
export function publicStatus(snapshot: ValueOnly): PublicOrderStatus {
  // `status` never depends on the lifecycle; only omsStatus tells EXPIRED from CANCELLED.
  return orderStatus({ value: snapshot.value, context: { orderLifecycle: null } }).status;
}

/** `cancelable`: true while PENDING or WORKING. */
export const isCancelable = (snapshot: ValueOnly): boolean => snapshot.value === 'working' || snapshot.value === 'pending';

/** `replaceable`: true only for a WORKING resting order (MARKET orders are never WORKING). */
export const isReplaceable = (snapshot: ValueOnly): boolean => snapshot.value === 'working';

/** Resting (WORKING): the order watches the price for its trigger, and its trigger levels are indexed. */
export const isResting = (snapshot: ValueOnly): boolean => snapshot.value === 'working';

/** PENDING: placed or triggered, waiting for the venue (a fill or a rejection). */
export const awaitsExecution = (snapshot: ValueOnly): boolean => snapshot.value === 'pending';

/** The venue may still fill it: PENDING or PARTIALLY_FILLED. */
export const isFillable = (snapshot: ValueOnly): boolean => snapshot.value === 'pending' || snapshot.value === 'partiallyFilled';

/** The venue may still reject it: only PENDING (a partially filled order has executed in part). */
export const isRejectable = awaitsExecution;

/** Executed in full (any settlement stage): the money fields are the execution's. */
export const hasFilled = (snapshot: ValueOnly): boolean => typeof snapshot.value === 'object';

/** FILLED, settlement still PENDING: it settles, fails settlement, or meets its stop loss / take profit. */
export const isSettlementPending = (snapshot: ValueOnly): boolean =>
  typeof snapshot.value === 'object' && (snapshot.value as { filled?: string }).filled === 'settlementPending';

/** CANCELLED (by the client, expiry, a test tool or a stop loss). */
export const isCancelled = (snapshot: ValueOnly): boolean => snapshot.value === 'cancelled';

/** The order's top-level states (`filled` covers its settlement stages). */
type OrderState = 'placing' | 'working' | 'pending' | 'partiallyFilled' | 'filled' | 'filled.settled' | 'filled.settlementFailed' | 'rejected' | 'cancelled';

/**
 * Only PENDING and WORKING orders can be cancelled (422, as the specification's lifecycle says), only
 * WORKING ones replaced (409; a WORKING order refuses a replace its guard finds invalid with the
 * generic 409 too).
 */
export const orderRefusals = {
  'api.cancel': [
    { code: 'BUSINESS_RULE', states: ['partiallyFilled', 'filled', 'rejected', 'cancelled'], because: 'only PENDING and WORKING orders can be cancelled' },
  ],
  'api.replace': [
    { code: 'CONFLICT', states: ['pending', 'partiallyFilled', 'filled', 'rejected', 'cancelled'], because: 'only WORKING orders can be replaced' },
  ],
  // The sandbox test tools drive these: PENDING or PARTIALLY_FILLED orders fill, only PENDING ones are
  // rejected (a partial fill has executed in part), and only a filled order whose settlement is pending
  // settles or fails settlement.
  'venue.fill': [{ code: 'CONFLICT', states: ['working', 'filled', 'rejected', 'cancelled'], because: 'only PENDING and PARTIALLY_FILLED orders fill' }],
  'venue.reject': [
    { code: 'CONFLICT', states: ['partiallyFilled'], because: 'a partially filled order has executed in part and cannot be rejected' },
    { code: 'CONFLICT', states: ['working', 'filled', 'rejected', 'cancelled'], because: 'only PENDING orders can be rejected' },
  ],
  'test.settle': [
    { code: 'CONFLICT', states: ['filled.settled', 'filled.settlementFailed'], because: 'its settlement is already final' },
    { code: 'CONFLICT', states: ['working', 'pending', 'partiallyFilled', 'rejected', 'cancelled'], because: 'only a filled order settles' },
  ],
  'test.failSettlement': [
    { code: 'CONFLICT', states: ['filled.settled', 'filled.settlementFailed'], because: 'its settlement is already final' },
    { code: 'CONFLICT', states: ['working', 'pending', 'partiallyFilled', 'rejected', 'cancelled'], because: 'only a filled order fails settlement' },
  ],
} as const satisfies Refusals<OrderEvent, OrderState>;
