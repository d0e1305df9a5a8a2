/**
 * The order machine as tables: given events, the event under test, the state, the public status, a
 * context excerpt and the effects it hands the engine (transfers by role, timers, emitted events), in
 * order. A refused event (the engine answers 409/422) changes nothing.
 */
import test from 'ava';
import type { EventObject } from 'xstate';
import {
  isCancelable,
  isReplaceable,
  publicStatus as publicOrderStatus,
  REJECTION_CODES,
  type OrderEvent,
  type OrderInput,
  type PublicOrderStatus,
} from '../../machines/order/machine.ts';
import {
  ADVANCE,
  CASH,
  ESCROW,
  fill,
  fullFillAt10,
  fullFillAt11,
  fullFillAt9,
  HOLDING,
  HOUR,
  limitBuy,
  limitSell,
  marketBuy,
  marketSell,
  mv,
  play,
  RESERVED,
  SETTLE_AT,
  stopBuy,
  stopLimitBuy,
  stopLimitSell,
  stopSell,
  T0,
  UNSETTLED,
  VENUE_SHARES,
} from './order-fixtures.ts';

interface Row {
  readonly name: string;
  readonly input: OrderInput;
  readonly given?: (OrderEvent | EventObject)[];
  /** The event under test; none means the placement itself. */
  readonly when?: OrderEvent | EventObject;
  readonly state?: unknown;
  readonly status?: PublicOrderStatus;
  readonly context?: Record<string, unknown>;
  readonly effects?: string[];
  readonly refused?: true;
}

const at = (hours: number): number => T0 + hours * HOUR;
const trigger = (priceMinor: number, hours = 1): OrderEvent => ({ type: 'market.trigger', atMs: at(hours), priceMinor });
const cancel = (hours = 1, reason?: string): OrderEvent => ({ type: 'api.cancel', atMs: at(hours), ...(reason ? { reason } : {}) });
const expire = (atMs: number): OrderEvent => ({ type: 'timer.expire', atMs });
/** Any code, the six and others, so the refusal of an unknown one can be tested. */
const reject = (rejectionCode: string, hours = 1): EventObject => {
  const event = { type: 'venue.reject', atMs: at(hours), rejectionCode, reason: 'venue said no' };
  return event;
};
const price = (priceMinor: number): OrderEvent => ({ type: 'market.price', atMs: at(5), priceMinor, perUsdMicro: 129_200_000 });
const day = { timeInForce: 'DAY' } as const;
const gtd = { timeInForce: 'GTD', expiresAtMs: at(30) } as const;

const FILL_AT_10 = [
  mv(ESCROW, 'venueCash', 100_000, 'order.fill.gross'),
  mv(ESCROW, 'feeRevenue', 750, 'order.fill.baseFee'),
  mv(ESCROW, 'markupRevenue', 500, 'order.fill.markup'),
  mv(VENUE_SHARES, HOLDING, 100_000_000, 'order.fill.units'),
];
const SELL_FILL_AT_10 = [
  mv(RESERVED, VENUE_SHARES, 100_000_000, 'order.fill.units'),
  mv('venueCash', UNSETTLED, 100_000, 'order.fill.gross'),
  mv(UNSETTLED, 'feeRevenue', 750, 'order.fill.baseFee'),
  mv(UNSETTLED, 'markupRevenue', 500, 'order.fill.markup'),
];
const FILLED_EVENTS = ['setTimer settle timer.settle at +48h', 'emit order.filled', 'emit trade.settled'];

const placement: Row[] = [
  {
    name: 'a MARKET BUY starts PENDING, escrows gross + fees from settled cash and fires order.pending',
    input: marketBuy,
    state: 'pending',
    status: 'PENDING',
    context: { reservedMinor: 101_250, pendingAtMs: T0, expiresAtMs: null },
    effects: [mv(CASH, ESCROW, 101_250, 'order.reserve'), 'emit order.pending'],
  },
  {
    name: 'the part of a BUY reservation the engine takes from unsettled cash is advanced (settlementAdvance), leaving the pending proceeds whole',
    input: { ...marketBuy, fromUnsettledMinor: 1_250 },
    state: 'pending',
    context: { reservedMinor: 101_250 },
    effects: [mv(CASH, ESCROW, 100_000, 'order.reserve'), mv(ADVANCE, ESCROW, 1_250, 'order.reserve'), 'emit order.pending'],
  },
  {
    name: 'a MARKET SELL starts PENDING and reserves the units',
    input: marketSell,
    state: 'pending',
    status: 'PENDING',
    context: { reservedMinor: 0, reservedUnitsMicro: 100_000_000 },
    effects: [mv(HOLDING, RESERVED, 100_000_000, 'order.reserveUnits'), 'emit order.pending'],
  },
  {
    name: 'a master-account BUY escrows from the master owner (the engine resolves cashSettled to the master wallet)',
    input: { ...marketBuy, owner: { env: 'production', partnerId: 'ptn_1', ownerId: 'master' }, externalId: null },
    state: 'pending',
    effects: ['cashSettled(master) -> escrow(master) 101250 order.reserve', 'emit order.pending'],
  },
  {
    name: 'a GTC LIMIT BUY rests WORKING, escrowed at the limit price, with no event and no timer',
    input: limitBuy,
    state: 'working',
    status: 'WORKING',
    context: { reservedMinor: 97_959, pendingAtMs: null, expiresAtMs: null },
    effects: [mv(CASH, ESCROW, 97_959, 'order.reserve')],
  },
  {
    name: 'a DAY LIMIT BUY arms its expiry 24 hours after creation',
    input: { ...limitBuy, ...day },
    state: 'working',
    context: { expiresAtMs: at(24) },
    effects: [mv(CASH, ESCROW, 97_959, 'order.reserve'), 'setTimer expire timer.expire at +24h'],
  },
  {
    name: 'a GTD STOP SELL reserves units and arms its expiry at expiresAt',
    input: { ...stopSell, ...gtd },
    state: 'working',
    context: { expiresAtMs: at(30), reservedUnitsMicro: 100_000_000 },
    effects: [mv(HOLDING, RESERVED, 100_000_000, 'order.reserveUnits'), 'setTimer expire timer.expire at +30h'],
  },
  {
    name: 'a DAY MARKET BUY is PENDING with its expiry armed',
    input: { ...marketBuy, ...day },
    state: 'pending',
    effects: [mv(CASH, ESCROW, 101_250, 'order.reserve'), 'setTimer expire timer.expire at +24h', 'emit order.pending'],
  },
];

const triggers: Row[] = [
  {
    name: 'a BUY LIMIT triggers at its limit: order.triggered then order.pending, no money moves',
    input: limitBuy,
    when: trigger(125_000),
    state: 'pending',
    status: 'PENDING',
    context: { triggeredAtMs: at(1), triggerPriceMinor: 125_000, pendingAtMs: at(1), reservedMinor: 97_959 },
    effects: ['emit order.triggered', 'emit order.pending'],
  },
  { name: 'a BUY LIMIT does not trigger above its limit', input: limitBuy, when: trigger(125_001), refused: true, state: 'working' },
  {
    name: 'a SELL LIMIT triggers at or above its limit',
    input: limitSell,
    when: trigger(135_500),
    state: 'pending',
    effects: ['emit order.triggered', 'emit order.pending'],
  },
  { name: 'a SELL LIMIT does not trigger below its limit', input: limitSell, when: trigger(134_999), refused: true },
  {
    name: 'a BUY STOP triggers at or above its stop',
    input: stopBuy,
    when: trigger(135_000),
    state: 'pending',
    effects: ['emit order.triggered', 'emit order.pending'],
  },
  { name: 'a BUY STOP does not trigger below its stop', input: stopBuy, when: trigger(134_999), refused: true },
  {
    name: 'a SELL STOP triggers at or below its stop',
    input: stopSell,
    when: trigger(119_000),
    state: 'pending',
    effects: ['emit order.triggered', 'emit order.pending'],
  },
  { name: 'a SELL STOP does not trigger above its stop', input: stopSell, when: trigger(120_001), refused: true },
  {
    name: 'a BUY STOP_LIMIT crossing its stop within its limit triggers at once',
    input: stopLimitBuy,
    when: trigger(131_000),
    state: 'pending',
    context: { stopTriggeredAtMs: null, triggerPriceMinor: 131_000 },
    effects: ['emit order.triggered', 'emit order.pending'],
  },
  {
    name: 'a BUY STOP_LIMIT crossing its stop beyond its limit is armed and keeps WORKING silently',
    input: stopLimitBuy,
    when: trigger(133_000),
    state: 'working',
    status: 'WORKING',
    context: { stopTriggeredAtMs: at(1), triggeredAtMs: null },
    effects: [],
  },
  {
    name: 'an armed BUY STOP_LIMIT triggers once the price satisfies the limit, even back below the stop',
    input: stopLimitBuy,
    given: [trigger(133_000)],
    when: trigger(129_000, 2),
    state: 'pending',
    context: { stopTriggeredAtMs: at(1), triggeredAtMs: at(2) },
    effects: ['emit order.triggered', 'emit order.pending'],
  },
  { name: 'a BUY STOP_LIMIT below its stop neither arms nor triggers', input: stopLimitBuy, when: trigger(129_000), refused: true },
  { name: 'an armed STOP_LIMIT is not armed again', input: stopLimitBuy, given: [trigger(133_000)], when: trigger(134_000, 2), refused: true },
  { name: 'a SELL STOP_LIMIT triggers when the price falls through its stop within its limit', input: stopLimitSell, when: trigger(119_000), state: 'pending' },
  { name: 'a PENDING MARKET order takes no trigger', input: marketBuy, when: trigger(100_000), refused: true, state: 'pending' },
];

/** Refusable shapes too (an empty change, a zero quantity), hence the bare event object type. */
const replace = (over: Record<string, unknown>): OrderEvent | EventObject => ({
  type: 'api.replace',
  atMs: at(2),
  grossMinor: 100_310,
  baseFeeMinor: 752,
  markupMinor: 502,
  ...over,
});

const replaces: Row[] = [
  {
    name: 'raising a BUY LIMIT escrows the difference and fires order.replaced',
    input: limitBuy,
    when: replace({ limitPriceMinor: 129_600 }),
    state: 'working',
    status: 'WORKING',
    context: { limitPriceMinor: 129_600, reservedMinor: 101_564, grossMinor: 100_310, replacedAtMs: at(2) },
    effects: [mv(CASH, ESCROW, 3_605, 'order.replace'), 'emit order.replaced'],
  },
  {
    name: 'an increase takes the engine-chosen part from unsettled cash',
    input: limitBuy,
    when: replace({ limitPriceMinor: 129_600, fromUnsettledMinor: 600 }),
    effects: [mv(CASH, ESCROW, 3_005, 'order.replace'), mv(ADVANCE, ESCROW, 600, 'order.replace'), 'emit order.replaced'],
  },
  {
    name: 'lowering a BUY LIMIT quantity refunds the difference from escrow',
    input: limitBuy,
    when: replace({ quantityMicro: 50_000_000, grossMinor: 48_375, baseFeeMinor: 363, markupMinor: 242 }),
    context: { quantityMicro: 50_000_000, reservedMinor: 48_980 },
    effects: [mv(ESCROW, CASH, 48_979, 'order.replace'), 'emit order.replaced'],
  },
  {
    name: 'a replace that keeps the reservation moves no money but still fires order.replaced',
    input: limitBuy,
    when: replace({ limitPriceMinor: 125_000, grossMinor: 96_749, baseFeeMinor: 726, markupMinor: 484 }),
    effects: ['emit order.replaced'],
  },
  {
    name: 'a SELL replace with more units reserves the extra units',
    input: limitSell,
    when: replace({ quantityMicro: 150_000_000 }),
    context: { reservedUnitsMicro: 150_000_000, reservedMinor: 0 },
    effects: [mv(HOLDING, RESERVED, 50_000_000, 'order.replaceUnits'), 'emit order.replaced'],
  },
  {
    name: 'a SELL replace with fewer units releases the difference',
    input: stopSell,
    when: replace({ quantityMicro: 40_000_000, stopPriceMinor: 119_000 }),
    context: { reservedUnitsMicro: 40_000_000, stopPriceMinor: 119_000 },
    effects: [mv(RESERVED, HOLDING, 60_000_000, 'order.replaceUnits'), 'emit order.replaced'],
  },
  { name: 'a replace that changes nothing is refused', input: limitBuy, when: replace({}), refused: true },
  { name: 'a stop price cannot be set on a LIMIT order', input: limitBuy, when: replace({ stopPriceMinor: 120_000 }), refused: true },
  { name: 'a limit price cannot be set on a STOP order', input: stopBuy, when: replace({ limitPriceMinor: 120_000 }), refused: true },
  { name: 'a zero quantity is refused', input: limitBuy, when: replace({ quantityMicro: 0 }), refused: true },
  { name: 'a PENDING MARKET order cannot be replaced', input: marketBuy, when: replace({ quantityMicro: 1_000_000 }), refused: true },
  { name: 'a triggered order cannot be replaced', input: limitBuy, given: [trigger(125_000)], when: replace({ limitPriceMinor: 126_000 }), refused: true },
];

const cancels: Row[] = [
  {
    name: 'cancelling a WORKING GTC BUY refunds the escrow before order.cancelled, with no timer to clear',
    input: limitBuy,
    when: cancel(),
    state: 'cancelled',
    status: 'CANCELLED',
    context: {
      orderLifecycle: 'CANCELLED',
      cancelReason: 'CANCELLED_BY_CLIENT',
      cancelledAtMs: at(1),
      refundedMinor: 97_959,
      reservedMinor: 0,
      rejectionCode: null,
    },
    effects: [mv(ESCROW, CASH, 97_959, 'order.release'), 'emit order.cancelled'],
  },
  {
    name: 'cancelling a PENDING DAY BUY refunds the escrow and clears the expiry timer',
    input: { ...marketBuy, ...day },
    when: cancel(2, 'USER_REQUESTED'),
    state: 'cancelled',
    context: { cancelReason: 'USER_REQUESTED' },
    effects: [mv(ESCROW, CASH, 101_250, 'order.release'), 'clearTimer expire', 'emit order.cancelled'],
  },
  {
    name: 'cancelling a SELL releases the reserved units',
    input: limitSell,
    when: cancel(),
    state: 'cancelled',
    context: { reservedUnitsMicro: 0, refundedMinor: 100_000_000 },
    effects: [mv(RESERVED, HOLDING, 100_000_000, 'order.releaseUnits'), 'emit order.cancelled'],
  },
  { name: 'a cancelled order cannot be cancelled again', input: limitBuy, given: [cancel()], when: cancel(2), refused: true, state: 'cancelled' },
  {
    name: 'a FILLED order cannot be cancelled',
    input: marketBuy,
    given: [fullFillAt10],
    when: cancel(2),
    refused: true,
    state: { filled: 'settlementPending' },
  },
  { name: 'a REJECTED order cannot be cancelled', input: marketBuy, given: [reject('OTHER')], when: cancel(2), refused: true, state: 'rejected' },
  {
    name: 'a PARTIALLY_FILLED order cannot be cancelled',
    input: marketBuy,
    given: [fill(40_000_000, 116_280, 36_000, 270, 180)],
    when: cancel(2),
    refused: true,
  },
];

const expiries: Row[] = [
  {
    name: 'a DAY order still WORKING after 24 h is CANCELLED with orderLifecycle EXPIRED, refunded, no rejection code',
    input: { ...limitBuy, ...day },
    when: expire(at(24)),
    state: 'cancelled',
    status: 'CANCELLED',
    context: { orderLifecycle: 'EXPIRED', cancelReason: 'DAY_ORDER_EXPIRED', cancelledAtMs: at(24), rejectionCode: null, reservedMinor: 0 },
    effects: [mv(ESCROW, CASH, 97_959, 'order.release'), 'emit order.cancelled'],
  },
  {
    name: 'a GTD SELL still PENDING at expiresAt expires and releases its units',
    input: { ...stopSell, ...gtd },
    given: [trigger(119_000)],
    when: expire(at(30)),
    state: 'cancelled',
    context: { orderLifecycle: 'EXPIRED', cancelReason: 'GTD_EXPIRED' },
    effects: [mv(RESERVED, HOLDING, 100_000_000, 'order.releaseUnits'), 'emit order.cancelled'],
  },
  { name: 'an expiry timer before the deadline is refused', input: { ...limitBuy, ...day }, when: expire(at(23)), refused: true, state: 'working' },
  { name: 'a GTC order never expires', input: limitBuy, when: expire(at(1_000)), refused: true },
  { name: 'a filled DAY order does not expire', input: { ...marketBuy, ...day }, given: [fullFillAt10], when: expire(at(24)), refused: true },
];

const fills: Row[] = [
  {
    name: 'a full BUY fill at the reserved price pays venue, base fee and markup from escrow, delivers the units and starts settlement',
    input: marketBuy,
    when: fullFillAt10,
    state: { filled: 'settlementPending' },
    status: 'FILLED',
    context: {
      filledQuantityMicro: 100_000_000,
      averageFillPriceMinor: 129_200,
      reservedMinor: 0,
      settlementStatus: 'PENDING',
      settleAtMs: SETTLE_AT,
      filledAtMs: T0 + 180_000,
      lastExecutionReportId: 'exr_1',
    },
    effects: [...FILL_AT_10, ...FILLED_EVENTS],
  },
  {
    name: 'a cheaper fill returns the rest of the reservation to settled cash',
    input: marketBuy,
    when: fullFillAt9,
    state: { filled: 'settlementPending' },
    context: { reservedMinor: 0, fillTotals: { grossMinor: 90_000, baseFeeMinor: 675, markupMinor: 450 } },
    effects: [
      mv(ESCROW, 'venueCash', 90_000, 'order.fill.gross'),
      mv(ESCROW, 'feeRevenue', 675, 'order.fill.baseFee'),
      mv(ESCROW, 'markupRevenue', 450, 'order.fill.markup'),
      mv(VENUE_SHARES, HOLDING, 100_000_000, 'order.fill.units'),
      mv(ESCROW, CASH, 10_125, 'order.release'),
      ...FILLED_EVENTS,
    ],
  },
  {
    name: 'a dearer fill first tops the escrow up from cash (the ledger refuses it when the wallet cannot cover it)',
    input: marketBuy,
    when: { ...fullFillAt11, fromUnsettledMinor: 125 },
    state: { filled: 'settlementPending' },
    effects: [
      mv(CASH, ESCROW, 10_000, 'order.fill.topUp'),
      mv(ADVANCE, ESCROW, 125, 'order.fill.topUp'),
      mv(ESCROW, 'venueCash', 110_000, 'order.fill.gross'),
      mv(ESCROW, 'feeRevenue', 825, 'order.fill.baseFee'),
      mv(ESCROW, 'markupRevenue', 550, 'order.fill.markup'),
      mv(VENUE_SHARES, HOLDING, 100_000_000, 'order.fill.units'),
      ...FILLED_EVENTS,
    ],
  },
  {
    name: 'a partial fill of a DAY order is PARTIALLY_FILLED, keeps the rest escrowed, clears the expiry and fires nothing',
    input: { ...marketBuy, ...day },
    when: fill(40_000_000, 116_280, 36_000, 270, 180),
    state: 'partiallyFilled',
    status: 'PARTIALLY_FILLED',
    context: { filledQuantityMicro: 40_000_000, reservedMinor: 64_800, settlementStatus: null, averageFillPriceMinor: 116_280 },
    effects: [
      mv(ESCROW, 'venueCash', 36_000, 'order.fill.gross'),
      mv(ESCROW, 'feeRevenue', 270, 'order.fill.baseFee'),
      mv(ESCROW, 'markupRevenue', 180, 'order.fill.markup'),
      mv(VENUE_SHARES, HOLDING, 40_000_000, 'order.fill.units'),
      'clearTimer expire',
    ],
  },
  {
    name: 'the fill completing a partially filled order releases the leftover escrow and averages the fill price',
    input: marketBuy,
    given: [fill(40_000_000, 116_280, 36_000, 270, 180)],
    when: fill(60_000_000, 129_200, 60_000, 450, 300, { executionReportId: 'exr_2' }),
    state: { filled: 'settlementPending' },
    context: { filledQuantityMicro: 100_000_000, averageFillPriceMinor: 124_032, reservedMinor: 0, lastExecutionReportId: 'exr_2' },
    effects: [
      mv(ESCROW, 'venueCash', 60_000, 'order.fill.gross'),
      mv(ESCROW, 'feeRevenue', 450, 'order.fill.baseFee'),
      mv(ESCROW, 'markupRevenue', 300, 'order.fill.markup'),
      mv(VENUE_SHARES, HOLDING, 60_000_000, 'order.fill.units'),
      mv(ESCROW, CASH, 4_050, 'order.release'),
      ...FILLED_EVENTS,
    ],
  },
  {
    name: 'a second partial fill stays PARTIALLY_FILLED',
    input: marketBuy,
    given: [fill(40_000_000, 116_280, 36_000, 270, 180)],
    when: fill(10_000_000, 116_280, 9_000, 68, 45),
    state: 'partiallyFilled',
    context: { filledQuantityMicro: 50_000_000, reservedMinor: 55_687 },
  },
  {
    name: 'a SELL fill sends the units to the venue and lands the gross in unsettled cash, paying the fees from it',
    input: marketSell,
    when: fullFillAt10,
    state: { filled: 'settlementPending' },
    context: { unsettledProceedsMinor: 98_750, reservedUnitsMicro: 0 },
    effects: [...SELL_FILL_AT_10, ...FILLED_EVENTS],
  },
  {
    name: 'a fill larger than the remaining quantity is refused',
    input: marketBuy,
    when: fill(100_000_001, 129_200, 100_000, 750, 500),
    refused: true,
    state: 'pending',
  },
  { name: 'a zero fill is refused', input: marketBuy, when: fill(0, 129_200, 1, 0, 0), refused: true },
  { name: 'a WORKING order is not filled before it triggers', input: limitBuy, when: fullFillAt10, refused: true, state: 'working' },
  {
    name: 'a triggered BUY LIMIT fills at or below its limit',
    input: limitBuy,
    given: [trigger(125_000)],
    when: fill(100_000_000, 125_000, 96_749, 726, 484),
    state: { filled: 'settlementPending' },
    context: { averageFillPriceMinor: 125_000 },
  },
  {
    name: 'a triggered BUY LIMIT never fills above its limit',
    input: limitBuy,
    given: [trigger(125_000)],
    when: fill(100_000_000, 125_001, 96_750, 726, 484),
    refused: true,
    state: 'pending',
  },
  {
    name: 'a triggered SELL LIMIT never fills below its limit',
    input: limitSell,
    given: [trigger(135_000)],
    when: fill(100_000_000, 134_999, 104_488, 784, 522),
    refused: true,
  },
  {
    name: 'a triggered STOP order fills at whatever the market gives',
    input: stopSell,
    given: [trigger(119_000)],
    when: fill(100_000_000, 90_000, 69_659, 522, 348),
    state: { filled: 'settlementPending' },
  },
  { name: 'a FILLED order takes no further fill', input: marketBuy, given: [fullFillAt10], when: fullFillAt10, refused: true },
];

const rejections: Row[] = [
  {
    name: 'a venue rejection refunds the BUY escrow before order.rejected and trade.rejected',
    input: { ...marketBuy, ...day },
    when: reject('INSUFFICIENT_FUNDS'),
    state: 'rejected',
    status: 'REJECTED',
    context: { rejectionCode: 'INSUFFICIENT_FUNDS', rejectionReason: 'venue said no', rejectedAtMs: at(1), reservedMinor: 0, orderLifecycle: null },
    effects: [mv(ESCROW, CASH, 101_250, 'order.release'), 'clearTimer expire', 'emit order.rejected', 'emit trade.rejected'],
  },
  {
    name: 'a rejected SELL releases its units',
    input: marketSell,
    when: reject('MARKET_CLOSED'),
    state: 'rejected',
    effects: [mv(RESERVED, HOLDING, 100_000_000, 'order.releaseUnits'), 'emit order.rejected', 'emit trade.rejected'],
  },
  { name: 'a code outside the six is refused', input: marketBuy, when: reject('EXPIRED'), refused: true, state: 'pending' },
  { name: 'a WORKING order is not rejected by the venue', input: limitBuy, when: reject('OTHER'), refused: true },
  {
    name: 'a PARTIALLY_FILLED order is not rejected',
    input: marketBuy,
    given: [fill(40_000_000, 116_280, 36_000, 270, 180)],
    when: reject('OTHER'),
    refused: true,
  },
];

const settle = (atMs = SETTLE_AT, advanceMinor?: number): OrderEvent => ({
  type: 'timer.settle',
  atMs,
  ...(advanceMinor === undefined ? {} : { advanceMinor }),
});
const SELL_REVERSAL = [
  mv('feeRevenue', UNSETTLED, 750, 'order.settlementFailed.baseFee'),
  mv('markupRevenue', UNSETTLED, 500, 'order.settlementFailed.markup'),
  mv(UNSETTLED, 'venueCash', 100_000, 'order.settlementFailed.gross'),
  mv(VENUE_SHARES, HOLDING, 100_000_000, 'order.settlementFailed.units'),
];

const settlements: Row[] = [
  {
    name: 'T+N settles a BUY: status only, settledAt recorded',
    input: marketBuy,
    given: [fullFillAt10],
    when: settle(),
    state: { filled: 'settled' },
    status: 'FILLED',
    context: { settlementStatus: 'SETTLED', settledAtMs: SETTLE_AT, settledBy: 'TIMER' },
    effects: [],
  },
  {
    name: 'T+N settles a SELL: net proceeds move from unsettled to settled cash',
    input: marketSell,
    given: [fullFillAt10],
    when: settle(),
    state: { filled: 'settled' },
    context: { unsettledProceedsMinor: 0 },
    effects: [mv(UNSETTLED, CASH, 98_750, 'order.settle')],
  },
  {
    name: 'a SELL settlement first repays the advance its owner took on unsettled proceeds, then settles the rest',
    input: marketSell,
    given: [fullFillAt10],
    when: settle(SETTLE_AT, 60_000),
    state: { filled: 'settled' },
    context: { unsettledProceedsMinor: 0 },
    effects: [mv(UNSETTLED, ADVANCE, 60_000, 'order.settle.repayAdvance'), mv(UNSETTLED, CASH, 38_750, 'order.settle')],
  },
  {
    name: 'a SELL settlement repays at most its own proceeds of a larger advance (other SELLs repay the rest)',
    input: marketSell,
    given: [fullFillAt10],
    when: { type: 'test.settle', atMs: at(1), advanceMinor: 500_000 },
    state: { filled: 'settled' },
    effects: ['clearTimer settle', mv(UNSETTLED, ADVANCE, 98_750, 'order.settle.repayAdvance')],
  },
  {
    name: 'a take profit settles the same way, repaying the advance first',
    input: { ...marketSell, takeProfitMinor: 1_100 },
    given: [fullFillAt10],
    when: { type: 'market.price', atMs: at(5), priceMinor: 142_200, perUsdMicro: 129_200_000, advanceMinor: 750 },
    state: { filled: 'settled' },
    context: { settledBy: 'TAKE_PROFIT' },
    effects: ['clearTimer settle', mv(UNSETTLED, ADVANCE, 750, 'order.settle.repayAdvance'), mv(UNSETTLED, CASH, 98_000, 'order.settle')],
  },
  {
    name: 'a BUY settlement moves no money whatever the advance',
    input: marketBuy,
    given: [fullFillAt10],
    when: settle(SETTLE_AT, 1_000),
    state: { filled: 'settled' },
    effects: [],
  },
  {
    name: 'an early settlement timer is refused',
    input: marketBuy,
    given: [fullFillAt10],
    when: settle(SETTLE_AT - 1),
    refused: true,
    state: { filled: 'settlementPending' },
  },
  {
    name: 'the sandbox settles at once: the settle timer is cleared',
    input: marketSell,
    given: [fullFillAt10],
    when: { type: 'test.settle', atMs: at(1) },
    state: { filled: 'settled' },
    context: { settledBy: 'TEST', settledAtMs: at(1) },
    effects: ['clearTimer settle', mv(UNSETTLED, CASH, 98_750, 'order.settle')],
  },
  {
    name: 'a failed BUY settlement reverses every fill leg; the order stays FILLED with settlement FAILED',
    input: marketBuy,
    given: [fullFillAt9],
    when: { type: 'test.failSettlement', atMs: at(1) },
    state: { filled: 'settlementFailed' },
    status: 'FILLED',
    context: { settlementStatus: 'FAILED', settledAtMs: null },
    effects: [
      'clearTimer settle',
      mv(HOLDING, VENUE_SHARES, 100_000_000, 'order.settlementFailed.units'),
      mv('venueCash', CASH, 90_000, 'order.settlementFailed.gross'),
      mv('feeRevenue', CASH, 675, 'order.settlementFailed.baseFee'),
      mv('markupRevenue', CASH, 450, 'order.settlementFailed.markup'),
    ],
  },
  {
    name: 'a failed SELL settlement returns the fees to unsettled cash before the gross leaves it, and the units come back',
    input: marketSell,
    given: [fullFillAt10],
    when: { type: 'test.failSettlement', atMs: at(1) },
    state: { filled: 'settlementFailed' },
    context: { unsettledProceedsMinor: 0 },
    effects: ['clearTimer settle', ...SELL_REVERSAL],
  },
  {
    name: 'a settled order cannot fail settlement',
    input: marketBuy,
    given: [fullFillAt10, settle()],
    when: { type: 'test.failSettlement', atMs: at(100) },
    refused: true,
  },
  {
    name: 'a failed settlement cannot settle',
    input: marketBuy,
    given: [fullFillAt10, { type: 'test.failSettlement', atMs: at(1) }],
    when: settle(),
    refused: true,
  },
  { name: 'a PENDING order cannot be settled', input: marketBuy, when: { type: 'test.settle', atMs: at(1) }, refused: true },
];

const protections: Row[] = [
  {
    name: 'a USD price below stopLoss before settlement cancels the filled BUY, reversing the fill and refunding its cost',
    input: { ...marketBuy, stopLossMinor: 950 },
    given: [fullFillAt10],
    when: price(122_000),
    state: 'cancelled',
    status: 'CANCELLED',
    context: { orderLifecycle: 'CANCELLED', cancelReason: 'STOP_LOSS', refundedMinor: 101_250, settlementStatus: null, cancelledAtMs: at(5) },
    effects: [
      'clearTimer settle',
      mv(HOLDING, VENUE_SHARES, 100_000_000, 'order.stopLoss.units'),
      mv('venueCash', CASH, 100_000, 'order.stopLoss.gross'),
      mv('feeRevenue', CASH, 750, 'order.stopLoss.baseFee'),
      mv('markupRevenue', CASH, 500, 'order.stopLoss.markup'),
      'emit order.cancelled',
    ],
  },
  { name: 'a price exactly at stopLoss does nothing', input: { ...marketBuy, stopLossMinor: 950 }, given: [fullFillAt10], when: price(122_740), refused: true },
  {
    name: 'a USD price above takeProfit before settlement settles the SELL at once',
    input: { ...marketSell, takeProfitMinor: 1_100 },
    given: [fullFillAt10],
    when: price(142_200),
    state: { filled: 'settled' },
    context: { settledBy: 'TAKE_PROFIT', settlementStatus: 'SETTLED', settledAtMs: at(5) },
    effects: ['clearTimer settle', mv(UNSETTLED, CASH, 98_750, 'order.settle')],
  },
  {
    name: 'a price between the two protections does nothing',
    input: { ...marketBuy, stopLossMinor: 950, takeProfitMinor: 1_100 },
    given: [fullFillAt10],
    when: price(129_200),
    refused: true,
  },
  { name: 'an order without protections takes no price', input: marketBuy, given: [fullFillAt10], when: price(1), refused: true },
  { name: 'protections do not act before the fill', input: { ...marketBuy, stopLossMinor: 950 }, when: price(1), refused: true },
  {
    name: 'protections do not act after settlement',
    input: { ...marketBuy, stopLossMinor: 950 },
    given: [fullFillAt10, settle()],
    when: price(1),
    refused: true,
  },
];

const tables: [string, Row[]][] = [
  ['placement', placement],
  ['trigger', triggers],
  ['replace', replaces],
  ['cancel', cancels],
  ['expiry', expiries],
  ['fill', fills],
  ['rejection', rejections],
  ['settlement', settlements],
  ['stop loss and take profit', protections],
];

for (const [table, rows] of tables) {
  for (const row of rows) {
    test(`order ${table}: ${row.name}`, (t) => {
      const before = row.refused ? play(row.input, row.given ?? []) : undefined;
      const r = play(row.input, row.given ?? [], row.when);
      t.is(r.refused, row.refused === true, 'accepted or refused as the table says');
      if (before) t.deepEqual(r.snapshot.context, before.snapshot.context, 'a refused event changes nothing');
      if (row.state !== undefined) t.deepEqual(r.snapshot.value, row.state);
      if (row.status) t.is(publicOrderStatus(r.snapshot), row.status);
      if (row.context) t.like(r.snapshot.context, row.context);
      if (row.effects) t.deepEqual(r.effects, row.effects);
    });
  }
}

test('order: only PENDING and WORKING orders are cancelable, only WORKING ones replaceable', (t) => {
  const cases: [string, ReturnType<typeof play>, boolean, boolean][] = [
    ['working', play(limitBuy, []), true, true],
    ['pending', play(marketBuy, []), true, false],
    ['partiallyFilled', play(marketBuy, [fill(40_000_000, 116_280, 36_000, 270, 180)]), false, false],
    ['filled', play(marketBuy, [fullFillAt10]), false, false],
    ['settled', play(marketBuy, [fullFillAt10, settle()]), false, false],
    ['rejected', play(marketBuy, [reject('OTHER')]), false, false],
    ['cancelled', play(limitBuy, [cancel()]), false, false],
  ];
  for (const [name, r, cancelable, replaceable] of cases) {
    t.is(isCancelable(r.snapshot), cancelable, `${name} cancelable`);
    t.is(isReplaceable(r.snapshot), replaceable, `${name} replaceable`);
    t.is(r.snapshot.can({ type: 'api.cancel', atMs: at(99) }), cancelable, `${name}: the machine agrees with isCancelable`);
  }
});

test('order: every one of the six rejection codes is accepted and recorded', (t) => {
  for (const code of REJECTION_CODES) {
    const r = play(marketBuy, [], reject(code));
    t.false(r.refused, code);
    t.is(r.snapshot.context.rejectionCode, code);
  }
});

const payloads = (r: ReturnType<typeof play>): Record<string, Record<string, unknown>> =>
  Object.fromEntries(
    r.raw
      .filter((a) => a.type === 'xstate.emit')
      .map((a) => {
        const e = (a.params as { event: { type: string; data: Record<string, unknown> } }).event;
        return [e.type, e.data];
      }),
  );

test('order payloads: order.pending carries the spec fields with exact decimals', (t) => {
  t.deepEqual(payloads(play(marketBuy, []))['order.pending'], {
    orderId: 'ord_1',
    accountType: 'SUB_ACCOUNT',
    subAccountId: 'sub_1',
    externalId: 'ext-1',
    clientOrderId: 'client-1',
    type: 'BUY',
    symbol: 'SCOM.KE',
    orderType: 'MARKET',
    quantity: 100,
    priceAtOrder: 1292,
    usdPriceAtOrder: 10,
    gross: 1000,
    baseFee: 7.5,
    partnerMarkupFee: 5,
    fee: 12.5,
    totalCost: 1012.5,
    status: 'PENDING',
  });
  const master = payloads(play({ ...marketSell, owner: { env: 'production', partnerId: 'ptn_1', ownerId: 'master' }, externalId: null }, []))['order.pending'];
  t.like(master, { subAccountId: null, externalId: null, accountType: 'MASTER', type: 'SELL', totalCost: 987.5 });
});

test('order payloads: order.triggered names the trigger price, then order.pending follows', (t) => {
  const r = play(stopLimitBuy, [], trigger(131_000));
  t.deepEqual(Object.keys(payloads(r)), ['order.triggered', 'order.pending']);
  t.deepEqual(payloads(r)['order.triggered'], {
    orderId: 'ord_1',
    clientOrderId: 'client-1',
    accountType: 'SUB_ACCOUNT',
    subAccountId: 'sub_1',
    externalId: 'ext-1',
    orderType: 'STOP_LIMIT',
    type: 'BUY',
    symbol: 'SCOM.KE',
    quantity: 100,
    limitPrice: 1320,
    stopPrice: 1300,
    triggerPriceLocal: 1310,
    status: 'PENDING',
  });
});

test('order payloads: order.replaced shows the new terms and reservation', (t) => {
  const data = payloads(play(limitBuy, [], replace({ limitPriceMinor: 129_600 })))['order.replaced'];
  t.like(data, { orderId: 'ord_1', orderType: 'LIMIT', type: 'BUY', quantity: 100, limitPrice: 1296, stopPrice: null, reserved: 1015.64, status: 'WORKING' });
});

test('order payloads: order.cancelled says what was refunded (BUY) or released (SELL) and why', (t) => {
  t.like(payloads(play({ ...limitBuy, ...day }, [], expire(at(24))))['order.cancelled'], {
    orderId: 'ord_1',
    type: 'BUY',
    quantity: 100,
    status: 'CANCELLED',
    refunded: 979.59,
    currency: 'USD',
    orderLifecycle: 'EXPIRED',
    cancelReason: 'DAY_ORDER_EXPIRED',
    cancelledAt: new Date(at(24)).toISOString(),
  });
  const sell = payloads(play(limitSell, [], cancel()))['order.cancelled']!;
  t.like(sell, { type: 'SELL', releasedQuantity: 100, orderLifecycle: 'CANCELLED' });
  t.false('refunded' in sell);
});

test('order payloads: order.filled and trade.settled carry the same payload; settledAt waits for settlement', (t) => {
  const p = payloads(play(marketBuy, [fill(40_000_000, 116_280, 36_000, 270, 180)], fill(60_000_000, 129_200, 60_000, 450, 300)));
  t.deepEqual(p['order.filled'], p['trade.settled']);
  t.deepEqual(p['order.filled'], {
    orderId: 'ord_1',
    accountType: 'SUB_ACCOUNT',
    subAccountId: 'sub_1',
    externalId: 'ext-1',
    clientOrderId: 'client-1',
    type: 'BUY',
    symbol: 'SCOM.KE',
    exchange: 'NSE',
    quantity: 100,
    priceAtOrder: 1292,
    usdPriceAtOrder: 10,
    averageFillPrice: 1240.32,
    feeAmount: 12,
    status: 'FILLED',
    settlementStatus: 'PENDING',
    settledAt: null,
    settlementUsdPrice: 9.6,
    totalCost: 972,
    // lastExecutionReportId is stamped by the order projection once the step's report exists (engine/trading/execution-reports.ts).
  });
});

test('order payloads: order.rejected and trade.rejected carry the code and the reason', (t) => {
  const p = payloads(play(marketBuy, [], reject('COMPLIANCE_HOLD')));
  t.deepEqual(p['order.rejected'], p['trade.rejected']);
  t.deepEqual(p['order.rejected'], {
    orderId: 'ord_1',
    accountType: 'SUB_ACCOUNT',
    subAccountId: 'sub_1',
    externalId: 'ext-1',
    clientOrderId: 'client-1',
    type: 'BUY',
    symbol: 'SCOM.KE',
    quantity: 100,
    status: 'REJECTED',
    rejectionCode: 'COMPLIANCE_HOLD',
    rejectionReason: 'venue said no',
  });
});
