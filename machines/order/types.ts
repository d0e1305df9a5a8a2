/**
 * The order machine's vocabulary: its input, context, events and the effects it hands the engine.
 * Units are in the names: USD in cents (`…Minor` on USD amounts), local prices in hundredths of the
 * local unit (`priceMinor`, `limitPriceMinor`, `stopPriceMinor`), quantities in millionths of a share
 * (`…Micro`), times in epoch milliseconds (`…AtMs`).
 */
import type { FxAtPrice, OwnerScope, Side } from '../quote/machine.ts';

export type { FxAtPrice, OwnerScope, Side };

export type OrderType = 'MARKET' | 'LIMIT' | 'STOP' | 'STOP_LIMIT';
export type TimeInForce = 'DAY' | 'GTC' | 'GTD';
export type SettlementStatus = 'PENDING' | 'SETTLED' | 'FAILED';
export type PublicOrderStatus = 'PENDING' | 'WORKING' | 'PARTIALLY_FILLED' | 'FILLED' | 'REJECTED' | 'CANCELLED';

/** The spec's exhaustive set of asynchronous rejection codes. */
export const REJECTION_CODES = ['INSUFFICIENT_FUNDS', 'MARKET_CLOSED', 'TECHNICAL_ISSUE', 'KYC_REQUIRED', 'COMPLIANCE_HOLD', 'OTHER'] as const;
export type RejectionCode = (typeof REJECTION_CODES)[number];

export const DAY_ORDER_LIFE_MS = 24 * 60 * 60 * 1000;

/** USD figures of one pricing (at the quote, at the reservation price, or of one fill). */
export interface Amounts {
  readonly grossMinor: number;
  readonly baseFeeMinor: number;
  readonly markupMinor: number;
}

export interface OrderInput extends Amounts {
  readonly orderId: string;
  readonly owner: OwnerScope;
  /** The sub-account's partner reference (null for master orders). */
  readonly externalId: string | null;
  readonly symbol: string;
  readonly name: string;
  readonly exchange: string;
  readonly orderType: OrderType;
  readonly side: Side;
  readonly quantityMicro: number;
  /** The cash value a cash-mode MARKET order was quoted for (its quantity is the quote's indicative one). */
  readonly cashValueMinor: number | null;
  readonly limitPriceMinor: number | null;
  readonly stopPriceMinor: number | null;
  readonly timeInForce: TimeInForce;
  /** GTD only: when the order lapses. DAY orders lapse 24 h after `createdAtMs` (the machine computes it). */
  readonly expiresAtMs: number | null;
  readonly clientOrderId: string | null;
  readonly orderInstruction: string | null;
  /** USD cents; see the machine header for the behaviour. */
  readonly stopLossMinor: number | null;
  readonly takeProfitMinor: number | null;
  readonly quoteId: string | null;
  readonly quoteExpiresAtMs: number | null;
  /** Local price at submission (the quote's price for MARKET orders, the latest delayed price otherwise). */
  readonly priceMinor: number;
  readonly fx: FxAtPrice;
  /**
   * BUY: how much of the reservation (gross + fees of the input amounts) is paid out of unsettled
   * proceeds, i.e. advanced on `settlementAdvance`; the engine decides it from the balances (settled
   * first). Zero for SELL orders.
   */
  readonly fromUnsettledMinor: number;
  readonly executionVenue: string | null;
  readonly createdAtMs: number;
}

export interface OrderContext extends OrderInput {
  /** BUY: USD currently held in escrow for this order (the owner's escrow is the sum over open BUYs). */
  reservedMinor: number;
  /** SELL: units currently held in `unitsReserved` for this order. */
  reservedUnitsMicro: number;
  /** STOP_LIMIT: when the stop was crossed and the order started behaving as a LIMIT order. */
  stopTriggeredAtMs: number | null;
  triggeredAtMs: number | null;
  triggerPriceMinor: number | null;
  /** When the order became PENDING (the execution SLA clock starts there). */
  pendingAtMs: number | null;
  replacedAtMs: number | null;
  filledQuantityMicro: number;
  averageFillPriceMinor: number | null;
  /** Sums over the fills so far: what a failed settlement or a stop loss reverses. */
  fillTotals: Amounts;
  fillFx: FxAtPrice | null;
  lastExecutionReportId: string | null;
  filledAtMs: number | null;
  /** SELL: net proceeds sitting in `cashUnsettled` until settlement (nothing else ever moves them). */
  unsettledProceedsMinor: number;
  rejectionCode: RejectionCode | null;
  rejectionReason: string | null;
  rejectedAtMs: number | null;
  /** Set when cancelled: CANCELLED (DELETE, stop loss) or EXPIRED (DAY/GTD lapse). */
  orderLifecycle: 'CANCELLED' | 'EXPIRED' | null;
  cancelReason: string | null;
  cancelledAtMs: number | null;
  /** What the cancellation gave back: USD cents (BUY) or units (SELL). */
  refundedMinor: number | null;
  settlementStatus: SettlementStatus | null;
  settleAtMs: number | null;
  settledAtMs: number | null;
  /** What settled it: the T+N timer, the sandbox test tool, or the take-profit price. */
  settledBy: 'TIMER' | 'TEST' | 'TAKE_PROFIT' | null;
}

export interface FillEvent extends Amounts {
  type: 'venue.fill';
  atMs: number;
  quantityMicro: number;
  priceMinor: number;
  fx: FxAtPrice;
  executionReportId: string;
  /** When custody settlement falls due (T+N business days of the exchange, computed by the engine). */
  settleAtMs: number;
  /** BUY: how much of any cost above the remaining reservation comes from unsettled cash. */
  fromUnsettledMinor?: number;
}

export interface ReplaceEvent extends Amounts {
  type: 'api.replace';
  atMs: number;
  limitPriceMinor?: number;
  stopPriceMinor?: number;
  quantityMicro?: number;
  /** BUY: the share of an increased reservation taken from unsettled cash. */
  fromUnsettledMinor?: number;
}

/**
 * A split, reverse split or bonus issue of the symbol, engine-computed: the order in
 * post-split shares and prices. Taken while WORKING, PENDING or PARTIALLY_FILLED; the fills so far are
 * restated in post-split shares (their money unchanged), a BUY's escrow may only shrink (the surplus
 * goes back to cash), a SELL's reserved units become the rescaled remainder.
 */
export interface SplitEvent extends Amounts {
  type: 'corporate.split';
  atMs: number;
  quantityMicro: number;
  filledQuantityMicro: number;
  averageFillPriceMinor: number | null;
  priceMinor: number;
  limitPriceMinor: number | null;
  stopPriceMinor: number | null;
  triggerPriceMinor: number | null;
  /** BUY: the escrow kept for the remainder, never more than before. */
  reservedMinor: number;
  /** A FILLED order awaiting settlement: its USD stop-loss and take-profit per share, restated. */
  stopLossMinor?: number | null;
  takeProfitMinor?: number | null;
}

export type OrderEvent =
  | { type: 'market.trigger'; atMs: number; priceMinor: number }
  | ReplaceEvent
  | SplitEvent
  | { type: 'api.cancel'; atMs: number; reason?: string }
  | { type: 'timer.expire'; atMs: number }
  | FillEvent
  | { type: 'venue.reject'; atMs: number; rejectionCode: RejectionCode; reason: string }
  | ({ type: 'timer.settle'; atMs: number } & SettlementFacts)
  | ({ type: 'test.settle'; atMs: number } & SettlementFacts)
  | { type: 'test.failSettlement'; atMs: number }
  /** A symbol change took effect: the order, its reservations and its fills follow the new symbol. */
  | { type: 'corporate.renameSymbol'; atMs: number; symbol: string }
  /**
   * The instrument was delisted while the order was PARTIALLY_FILLED: the remainder is
   * cancelled (its reservation released) and the order completes at its filled quantity, settling then.
   */
  | { type: 'corporate.closeRemainder'; atMs: number; reason: string; settleAtMs: number }
  /** The latest delayed price with the FX rate of the moment: stop-loss and take-profit checks. */
  | ({ type: 'market.price'; atMs: number; priceMinor: number; perUsdMicro: number } & SettlementFacts);

/**
 * What the engine tells an event that may settle the order: how much the owner owes on its
 * `settlementAdvance` (unsettled proceeds it spent before they settled). A SELL's settlement repays
 * that first; absent, nothing is repaid and the proceeds all become settled cash.
 */
export interface SettlementFacts {
  readonly advanceMinor?: number;
}

/** Ledger account roles the order names; the engine resolves them with the owner and symbol. */
export type OrderAccountRole =
  | 'cashSettled'
  | 'cashUnsettled'
  | 'settlementAdvance'
  | 'escrow'
  | 'holding'
  | 'unitsReserved'
  | 'feeRevenue'
  | 'markupRevenue'
  | 'venueCash'
  | 'venueShares';

export interface AccountRef {
  readonly role: OrderAccountRole;
  readonly owner?: string;
  readonly symbol?: string;
}

/** One balanced movement: USD cents, or for share accounts units in millionths. */
export interface OrderTransfer {
  readonly debit: AccountRef;
  readonly credit: AccountRef;
  readonly amountMinor: number;
  readonly kind: string;
}

/** Events the order emits: the public name and the spec's `data` payload (which has its own `type`). */
export interface OrderEmitted {
  type: 'order.pending' | 'order.triggered' | 'order.replaced' | 'order.cancelled' | 'order.filled' | 'trade.settled' | 'order.rejected' | 'trade.rejected';
  data: Record<string, unknown>;
}
