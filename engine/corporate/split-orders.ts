/**
 * Open orders under a split: every WORKING, PENDING or PARTIALLY_FILLED order of the symbol
 * keeps its orderId and takes the machine's `corporate.split` event, which restates it in post-split
 * shares: quantity (and any filled part) times the ratio, every price divided by it. Money only goes
 * back: a BUY's new reservation is fitted within the escrow it already holds (the surplus returns to
 * settled cash), so a split never needs cash the owner might not have. A SELL's reserved units become
 * its rescaled remainder. An order whose remainder scales to no share at all is cancelled.
 */
import type { OrderContext } from '../../machines/order/machine.ts';
import type { Amounts } from '../../machines/order/types.ts';
import type { Step } from '../step.ts';
import { cancelExecution } from '../trading/execution.ts';
import { ORDER_KIND, orderSnapshot } from '../trading/orders.ts';
import { amountsAt, costOf, MICRO_PER_SHARE } from '../trading/pricing.ts';
import { partnerMarkupBps } from '../trading/quoting.ts';
import type { Ratio } from './split-math.ts';
import { scaledUnits } from './split-math.ts';

/**
 * A price divided by the ratio, rounded as asked: a BUY's prices down (its reservation is priced at
 * them, so the escrow it holds still covers it), a SELL's limit up (never worse for the client).
 */
export function scaledPrice(priceMinor: number, r: Ratio, rounding: 'down' | 'up' | 'half'): number {
  const numerator = BigInt(priceMinor) * r.oldShares;
  const q = numerator / r.newShares;
  const rest = numerator % r.newShares;
  if (rest === 0n || rounding === 'down') return Math.max(1, Number(q));
  if (rounding === 'up' || 2n * rest >= r.newShares) return Number(q + 1n);
  return Math.max(1, Number(q));
}

/** How far a BUY's limit may be lowered, one minor unit at a time, to fit its escrow before its quantity shrinks instead. */
const MAX_LIMIT_STEPS = 1000;

export interface Fitted {
  readonly remainingMicro: number;
  readonly reservationPriceMinor: number;
  readonly amounts: Amounts;
}

export interface BuyToFit {
  readonly orderType: OrderContext['orderType'];
  readonly perUsdMicro: number;
  readonly markupBps: number;
  /** Whole shares only (a whole-share exchange). */
  readonly whole: boolean;
  readonly remainingMicro: number;
  readonly reservationPriceMinor: number;
  /** The escrow the order holds now: the new reservation may not exceed it. */
  readonly escrowMinor: number;
}

/**
 * A BUY's rescaled remainder priced at its reservation price, fitted within the escrow it holds:
 * prices are rounded down, but gross and each fee are rounded half-up separately, and a partially
 * filled order's escrow is what its fills left, so the new cost can still exceed it by a cent. An
 * order with a price to give (a limit, or a MARKET order's estimate) lowers it a minor unit at a time,
 * which only makes it more careful; a STOP order, whose stop must not move, gives up quantity (a
 * share, or a millionth on a fractional exchange) instead. Null when nothing fits.
 */
export function fitBuy(b: BuyToFit): Fitted | null {
  const at = (q: number, p: number): Amounts => amountsAt(q, p, b.perUsdMicro, b.markupBps);
  let quantity = b.remainingMicro;
  let price = b.reservationPriceMinor;
  let amounts = at(quantity, price);
  const lowersPrice = b.orderType !== 'STOP';
  for (let steps = 0; lowersPrice && costOf(amounts) > b.escrowMinor && price > 1 && steps < MAX_LIMIT_STEPS; steps += 1) {
    price -= 1;
    amounts = at(quantity, price);
  }
  if (costOf(amounts) > b.escrowMinor) {
    price = b.reservationPriceMinor;
    const unit = b.whole ? MICRO_PER_SHARE : 1;
    // Proportional first guess (never above the remainder), then step down until the cost fits.
    const guess = Math.floor((quantity * b.escrowMinor) / Math.max(1, costOf(at(quantity, price))));
    quantity = Math.min(quantity, guess - (guess % unit));
    amounts = at(quantity, price);
    while (quantity > 0 && costOf(amounts) > b.escrowMinor) {
      quantity -= unit;
      amounts = at(quantity, price);
    }
  }
  return quantity > 0 ? { remainingMicro: quantity, reservationPriceMinor: price, amounts } : null;
}

const scaledOrNull = (priceMinor: number | null, r: Ratio, rounding: 'down' | 'up' | 'half'): number | null =>
  priceMinor === null ? null : scaledPrice(priceMinor, r, rounding);

function cancelForSplit(step: Step, orderId: string): void {
  step.send(ORDER_KIND, orderId, { type: 'api.cancel', reason: 'CORPORATE_ACTION' });
  cancelExecution(step, orderId);
}

/**
 * One order restated. The filled part (PARTIALLY_FILLED) is restated exactly (down to the millionth,
 * like the holding it went into) with its average price divided; the remainder is scaled to whole
 * shares on a whole-share exchange. Prices: a BUY's down, a SELL's limit up, its stop and recorded prices half-up.
 */
function splitOne(step: Step, orderId: string, c: OrderContext, r: Ratio, whole: boolean): 'adjusted' | 'cancelled' {
  const filledMicro = scaledUnits(c.filledQuantityMicro, r, false);
  const buy = c.side === 'BUY';
  let remainingMicro = scaledUnits(c.quantityMicro - c.filledQuantityMicro, r, whole);
  if (remainingMicro === 0 && c.filledQuantityMicro > 0) {
    // A partially filled order cannot be cancelled: a BUY keeps one share to fill, a SELL its exact
    // rescaled remainder (the units it reserves, a fraction the holder owns).
    remainingMicro = buy ? (whole ? MICRO_PER_SHARE : 1) : Math.max(1, scaledUnits(c.quantityMicro - c.filledQuantityMicro, r, false));
  }
  if (remainingMicro === 0) {
    cancelForSplit(step, orderId);
    return 'cancelled';
  }
  let limitPriceMinor = scaledOrNull(c.limitPriceMinor, r, buy ? 'down' : 'up');
  const stopPriceMinor = scaledOrNull(c.stopPriceMinor, r, buy ? 'down' : 'half');
  let priceMinor = scaledPrice(c.priceMinor, r, buy ? 'down' : 'half');
  const markupBps = partnerMarkupBps(step, c.owner.partnerId);
  const reservationPrice = c.orderType === 'STOP' ? stopPriceMinor! : c.orderType === 'MARKET' ? priceMinor : limitPriceMinor!;
  let amounts = amountsAt(remainingMicro, reservationPrice, c.fx.perUsdMicro, markupBps);
  let reservedMinor = 0;
  if (buy) {
    const fitted = fitBuy({
      orderType: c.orderType,
      perUsdMicro: c.fx.perUsdMicro,
      markupBps,
      whole,
      remainingMicro,
      reservationPriceMinor: reservationPrice,
      escrowMinor: c.reservedMinor,
    });
    if (!fitted) {
      if (c.filledQuantityMicro === 0) {
        cancelForSplit(step, orderId);
        return 'cancelled';
      }
      // A partially filled BUY keeps its escrow: the venue's fill takes any shortfall from cash, as it always may.
      reservedMinor = c.reservedMinor;
    } else {
      ({ remainingMicro, amounts } = fitted);
      if (c.orderType === 'MARKET') priceMinor = fitted.reservationPriceMinor;
      else if (c.orderType !== 'STOP') limitPriceMinor = fitted.reservationPriceMinor;
      reservedMinor = costOf(amounts);
    }
  }
  step.send(ORDER_KIND, orderId, {
    type: 'corporate.split',
    ...amounts,
    quantityMicro: filledMicro + remainingMicro,
    filledQuantityMicro: filledMicro,
    averageFillPriceMinor: scaledOrNull(c.averageFillPriceMinor, r, 'half'),
    priceMinor,
    limitPriceMinor,
    stopPriceMinor,
    triggerPriceMinor: scaledOrNull(c.triggerPriceMinor, r, 'half'),
    reservedMinor,
  });
  return 'adjusted';
}

/**
 * A FILLED order still awaiting settlement: its fills restated in post-split shares (whole shares on a
 * whole-share exchange, so a reversal never takes more than the rescaled holding kept) and its USD
 * stop-loss and take-profit per share divided, so neither a split's price drop nor a failed settlement
 * reverses pre-split units. No money moves.
 */
function splitFilled(step: Step, orderId: string, c: OrderContext, r: Ratio, whole: boolean): void {
  const filledMicro = scaledUnits(c.filledQuantityMicro, r, whole);
  if (filledMicro === 0) return;
  step.send(ORDER_KIND, orderId, {
    type: 'corporate.split',
    grossMinor: c.grossMinor,
    baseFeeMinor: c.baseFeeMinor,
    markupMinor: c.markupMinor,
    quantityMicro: filledMicro,
    filledQuantityMicro: filledMicro,
    averageFillPriceMinor: scaledOrNull(c.averageFillPriceMinor, r, 'half'),
    priceMinor: scaledPrice(c.priceMinor, r, 'half'),
    limitPriceMinor: scaledOrNull(c.limitPriceMinor, r, c.side === 'BUY' ? 'down' : 'up'),
    stopPriceMinor: scaledOrNull(c.stopPriceMinor, r, 'half'),
    triggerPriceMinor: scaledOrNull(c.triggerPriceMinor, r, 'half'),
    stopLossMinor: scaledOrNull(c.stopLossMinor, r, 'half'),
    takeProfitMinor: scaledOrNull(c.takeProfitMinor, r, 'half'),
    reservedMinor: 0,
  });
}

/**
 * Restates every open order of the symbol (oldest first), and the fills of those awaiting settlement,
 * of the owners `include` keeps (a sandbox sub-account on a test clock is split by its clock); returns how many.
 */
export function adjustOpenOrders(step: Step, symbol: string, r: Ratio, whole: boolean, include: (o: OrderContext['owner']) => boolean = () => true): number {
  let adjusted = 0;
  for (const id of step.stores.orders.open(symbol)) {
    const c = orderSnapshot(step, id).context;
    if (!include(c.owner)) continue;
    splitOne(step, id, c, r, whole);
    adjusted += 1;
  }
  for (const id of step.stores.orders.settlingOfSymbol(symbol)) {
    const c = orderSnapshot(step, id).context;
    if (!include(c.owner)) continue;
    splitFilled(step, id, c, r, whole);
    adjusted += 1;
  }
  return adjusted;
}
