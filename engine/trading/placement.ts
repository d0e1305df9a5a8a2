/**
 * Placing an order (`POST /trade`, `POST /users/{userId}/trade`): every rule of the spec's trade
 * request table, checked before anything moves, in one command, so a refusal (INSUFFICIENT_FUNDS
 * above all) rolls back with nothing changed and the quote unconsumed. MARKET orders consume their
 * quote and go PENDING (escrow at the quote's total cost); LIMIT, STOP and STOP_LIMIT orders rest
 * WORKING (escrow at the trigger price), also while the exchange is closed.
 */
import type { Amounts, OrderInput, OrderType, TimeInForce } from '../../machines/order/machine.ts';
import { consumeRefusal, type FxAtPrice, type QuoteContext, type Side } from '../../machines/quote/machine.ts';
import { partnerScope, type PartnerScope } from '../commands/subaccounts.ts';
import { ServiceError } from '../errors.ts';
import { fromMinor, QUANTITY_SCALE } from '../money.ts';
import type { Step } from '../step.ts';
import { routePending, SANDBOX_VENUE, VENUE } from './execution.ts';
import { latestReportId } from './execution-reports.ts';
import { fxFor, listingOf, sessionAt, type Listing } from './market.ts';
import { ORDER_KIND, snapshotOf } from './orders.ts';
import { assertCovers, cashOf, fromUnsettled, isMaster, tradingOwner, unitsHeld, type TradingOwner } from './owners.ts';
import { amountsAt, costOf, isTradableQuantity, MAX_CASH_VALUE_MINOR } from './pricing.ts';
import { assertTradable, assertWorthACent, partnerMarkupBps, quantityError, QUOTE_KIND, requestedQuantity, type MarketPrice } from './quoting.ts';
import { orderView } from './views.ts';

export interface PlaceOrderRequest {
  /** `master` or the sub-account id. */
  readonly ownerId: string;
  readonly symbol: string;
  readonly side: Side;
  readonly orderType: OrderType;
  readonly quantityMicro: number | null;
  readonly cashValueMinor: number | null;
  readonly limitPriceMinor: number | null;
  readonly stopPriceMinor: number | null;
  readonly timeInForce: TimeInForce;
  readonly expiresAtMs: number | null;
  readonly quoteId: string | null;
  readonly clientOrderId: string | null;
  readonly orderInstruction: string | null;
  readonly stopLossMinor: number | null;
  readonly takeProfitMinor: number | null;
  /** The latest delayed price when the request arrived: a resting order's `priceAtOrder`. */
  readonly market: MarketPrice | null;
}

export interface OrderPlaced {
  readonly orderId: string;
  readonly orderType: OrderType;
  readonly view: Record<string, unknown>;
}

/** How the order is priced and how much it reserves. */
interface Terms {
  readonly quantityMicro: number;
  readonly priceMinor: number;
  readonly fx: FxAtPrice;
  readonly amounts: Amounts;
  readonly quoteId: string | null;
  readonly quoteExpiresAtMs: number | null;
}

const missing = (param: string, message: string): ServiceError => new ServiceError('MISSING_PARAM', message, { extra: { param } });
const invalid = (param: string, message: string): ServiceError => new ServiceError('VALIDATION_ERROR', message, { extra: { param } });

/** Which prices each order type takes: required where the type needs them, refused where it has none. */
function checkPrices(r: PlaceOrderRequest): void {
  const needsLimit = r.orderType === 'LIMIT' || r.orderType === 'STOP_LIMIT';
  const needsStop = r.orderType === 'STOP' || r.orderType === 'STOP_LIMIT';
  if (needsLimit && r.limitPriceMinor === null) throw missing('limitPrice', `${r.orderType} orders need a limitPrice`);
  if (needsStop && r.stopPriceMinor === null) throw missing('stopPrice', `${r.orderType} orders need a stopPrice`);
  if (!needsLimit && r.limitPriceMinor !== null) throw invalid('limitPrice', `limitPrice applies to LIMIT and STOP_LIMIT orders only, not ${r.orderType}`);
  if (!needsStop && r.stopPriceMinor !== null) throw invalid('stopPrice', `stopPrice applies to STOP and STOP_LIMIT orders only, not ${r.orderType}`);
}

function checkShape(r: PlaceOrderRequest, listing: Listing, atMs: number): void {
  if (r.quantityMicro === null && r.cashValueMinor === null) {
    throw new ServiceError('MISSING_PARAM', 'one of quantity or cashValue is required', { extra: { param: 'quantity', params: ['quantity', 'cashValue'] } });
  }
  if (r.quantityMicro !== null && r.cashValueMinor !== null) throw invalid('cashValue', 'quantity and cashValue are mutually exclusive');
  if (r.quantityMicro !== null && !isTradableQuantity(r.quantityMicro, listing.exchange.fractional)) throw quantityError(listing.exchange, 'quantity');
  if (r.cashValueMinor !== null && (r.cashValueMinor <= 0 || r.cashValueMinor > MAX_CASH_VALUE_MINOR))
    throw invalid('cashValue', 'cashValue must be positive and at most USD 1,000,000,000');
  checkPrices(r);
  if (r.timeInForce === 'GTD' && r.expiresAtMs === null) throw missing('expiresAt', 'GTD orders need expiresAt');
  if (r.timeInForce === 'GTD' && r.expiresAtMs! <= atMs) throw invalid('expiresAt', 'expiresAt must be in the future');
  if (r.timeInForce !== 'GTD' && r.expiresAtMs !== null) throw invalid('expiresAt', 'expiresAt applies to GTD orders only');
}

function assertUniqueClientOrderId(step: Step, scope: PartnerScope, clientOrderId: string | null): void {
  if (clientOrderId === null) return;
  const existing = step.stores.orders.byClientOrderId(scope.partnerId, scope.env, clientOrderId);
  if (existing)
    throw new ServiceError('CONFLICT', `clientOrderId ${clientOrderId} is already used by order ${existing.id}`, {
      extra: { param: 'clientOrderId', orderId: existing.id },
    });
}

/** The fields a trade must repeat exactly from its quote. */
function quoteMismatches(q: QuoteContext, symbol: string, r: PlaceOrderRequest): string[] {
  const out: string[] = [];
  if (q.symbol !== symbol) out.push('symbol');
  if (q.side !== r.side) out.push('type');
  if (r.quantityMicro !== null && (q.mode !== 'quantity' || q.quantityMicro !== r.quantityMicro)) out.push('quantity');
  if (r.cashValueMinor !== null && (q.mode !== 'cash' || q.cashValueMinor !== r.cashValueMinor)) out.push('cashValue');
  return out;
}

/** A MARKET order's quote: issued to this account, still live and unused, for exactly this trade. */
function quotedTerms(step: Step, owner: TradingOwner, listing: Listing, r: PlaceOrderRequest): Terms {
  if (r.quoteId === null) throw new ServiceError('QUOTE_REQUIRED', 'MARKET orders need a quoteId from GET /quote/{symbol}', { extra: { param: 'quoteId' } });
  const view = step.read(QUOTE_KIND, r.quoteId);
  if (!view || view.record.partnerId !== owner.partnerId || view.record.env !== owner.env)
    throw new ServiceError('QUOTE_NOT_FOUND', `quote ${r.quoteId} not found`);
  const q = view.snapshot.context as QuoteContext;
  if (q.owner.ownerId !== owner.ownerId) throw new ServiceError('QUOTE_SCOPE_MISMATCH', `quote ${r.quoteId} was issued for another account`);
  const refusal = consumeRefusal(view.snapshot, step.atMs);
  if (refusal !== null) {
    throw new ServiceError('STALE_QUOTE', `quote ${r.quoteId} ${refusal === 'USED' ? 'was already used' : 'has expired'}; fetch a new one`);
  }
  const mismatched = quoteMismatches(q, listing.instrument.symbol, r);
  if (mismatched.length > 0)
    throw new ServiceError('QUOTE_ORDER_MISMATCH', `the trade differs from its quote in ${mismatched.join(', ')}`, { extra: { mismatched } });
  const session = sessionAt(step.stores, listing.exchange, step.atMs);
  if (!session.open)
    throw new ServiceError('MARKET_CLOSED', `${listing.exchange.code} is closed (${session.reason ?? 'closed'}); MARKET orders need an open exchange`, {
      extra: { exchange: listing.exchange.code },
    });
  return {
    quantityMicro: q.quantityMicro,
    priceMinor: q.priceMinor,
    fx: q.fx,
    quoteId: q.quoteId,
    quoteExpiresAtMs: q.expiresAtMs,
    amounts: { grossMinor: q.grossMinor, baseFeeMinor: q.baseFeeMinor, markupMinor: q.markupMinor },
  };
}

/** A resting order is priced (and a BUY escrowed) at its trigger price: the limit, or the stop of a STOP order. */
function restingTerms(step: Step, owner: TradingOwner, listing: Listing, r: PlaceOrderRequest): Terms {
  const fx = fxFor(step.stores, listing.instrument.currency);
  const reservationPrice = r.orderType === 'STOP' ? r.stopPriceMinor! : r.limitPriceMinor!;
  const quantityMicro = requestedQuantity(listing, r, reservationPrice, fx.perUsdMicro);
  const amounts = amountsAt(quantityMicro, reservationPrice, fx.perUsdMicro, partnerMarkupBps(step, owner.partnerId));
  assertWorthACent(amounts.grossMinor, 'quantity');
  return { quantityMicro, priceMinor: r.market?.priceMinor ?? reservationPrice, fx, amounts, quoteId: null, quoteExpiresAtMs: null };
}

/** BUY: the reservation must be covered (settled cash first, then unsettled); SELL: the units must be held. */
function coverage(step: Step, owner: TradingOwner, side: Side, symbol: string, t: Terms): number {
  if (side === 'SELL') {
    const held = unitsHeld(step, owner, symbol);
    if (held < t.quantityMicro) {
      throw new ServiceError('BUSINESS_RULE', 'the quantity exceeds the units held (units reserved by open SELL orders are not available)', {
        extra: { param: 'quantity', heldQuantity: fromMinor(held, QUANTITY_SCALE) },
      });
    }
    return 0;
  }
  const cash = cashOf(step, owner);
  assertCovers(cash, costOf(t.amounts));
  return fromUnsettled(cash, costOf(t.amounts));
}

export function placeOrder(step: Step, r: PlaceOrderRequest): OrderPlaced {
  const scope = partnerScope(step);
  if (scope.env === 'sandbox' && isMaster(r.ownerId)) {
    throw new ServiceError('SANDBOX_MASTER_TRADING', 'the sandbox master account cannot trade; trade on a sub-account with POST /users/{userId}/trade');
  }
  const owner = tradingOwner(step, scope, r.ownerId, 'trade');
  assertUniqueClientOrderId(step, scope, r.clientOrderId);
  const listing = listingOf(step.stores, r.symbol);
  assertTradable(listing, step.stores);
  checkShape(r, listing, step.atMs);
  const terms = r.orderType === 'MARKET' ? quotedTerms(step, owner, listing, r) : restingTerms(step, owner, listing, r);
  const fromUnsettledMinor = coverage(step, owner, r.side, listing.instrument.symbol, terms);
  const orderId = step.newId('ord');
  if (terms.quoteId !== null) step.send(QUOTE_KIND, terms.quoteId, { type: 'api.consume', orderId });
  const input: OrderInput = {
    orderId,
    owner: { env: owner.env, partnerId: owner.partnerId, ownerId: owner.ownerId },
    externalId: owner.externalId,
    symbol: listing.instrument.symbol,
    name: listing.instrument.name,
    exchange: listing.exchange.code,
    orderType: r.orderType,
    side: r.side,
    quantityMicro: terms.quantityMicro,
    cashValueMinor: r.cashValueMinor,
    limitPriceMinor: r.limitPriceMinor,
    stopPriceMinor: r.stopPriceMinor,
    timeInForce: r.timeInForce,
    expiresAtMs: r.expiresAtMs,
    clientOrderId: r.clientOrderId,
    orderInstruction: r.orderInstruction,
    stopLossMinor: r.stopLossMinor,
    takeProfitMinor: r.takeProfitMinor,
    quoteId: terms.quoteId,
    quoteExpiresAtMs: terms.quoteExpiresAtMs,
    priceMinor: terms.priceMinor,
    fx: terms.fx,
    ...terms.amounts,
    fromUnsettledMinor,
    executionVenue: scope.env === 'production' ? VENUE.label : SANDBOX_VENUE,
    createdAtMs: step.atMs,
  };
  step.spawn(ORDER_KIND, orderId, scope, input);
  if (r.orderType === 'MARKET') routePending(step, orderId, terms.priceMinor);
  const placed = step.read(ORDER_KIND, orderId)!;
  return { orderId, orderType: r.orderType, view: orderView(snapshotOf(placed), latestReportId(step, orderId)) };
}
