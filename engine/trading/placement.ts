/**
 * Placing an order (`POST /trade`, `POST /users/{userId}/trade`): every rule of the spec's trade
 * request table (engine/trading/trade-rules.ts, shared with the pre-trade check), checked before
 * anything moves, in one command, so a refusal (INSUFFICIENT_FUNDS
 * above all) rolls back with nothing changed and the quote unconsumed. MARKET orders consume their
 * quote and go PENDING (escrow at the quote's total cost); LIMIT, STOP and STOP_LIMIT orders rest
 * WORKING (escrow at the trigger price), also while the exchange is closed.
 */
import type { OrderInput, OrderType } from '../../machines/order/machine.ts';
import { partnerScope } from '../sub-accounts/sub-accounts.ts';
import type { Step } from '../step.ts';
import { routePending, SANDBOX_VENUE, VENUE } from './execution.ts';
import { latestReportId, noteNewOrder } from './execution-reports.ts';
import { ORDER_KIND, snapshotOf } from './orders.ts';
import { QUOTE_KIND } from './quoting.ts';
import { enforceTradeRules, ruleState, type TradeRequest } from './trade-rules.ts';
import { orderView } from './views.ts';
import { assertNonNegativeInteger, assertPositiveInteger } from '../invariants.ts';

export interface PlaceOrderRequest extends TradeRequest {
  readonly orderInstruction: string | null;
  readonly stopLossMinor: number | null;
  readonly takeProfitMinor: number | null;
}

export interface OrderPlaced {
  readonly orderId: string;
  readonly orderType: OrderType;
  readonly view: Record<string, unknown>;
}

export function placeOrder(step: Step, r: PlaceOrderRequest): OrderPlaced {
  const scope = partnerScope(step);
  const state = ruleState(step, scope, r, 'place');
  const { listing } = state;
  const { owner, terms, fromUnsettledMinor } = enforceTradeRules(state);
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
  // The rules above established these; the order machine's escrow arithmetic relies on them.
  assertPositiveInteger(input.quantityMicro, `order ${orderId}'s quantity`);
  assertNonNegativeInteger(input.fromUnsettledMinor, `order ${orderId}'s advance from unsettled cash`);
  noteNewOrder(step, orderId);
  step.spawn(ORDER_KIND, orderId, scope, input);
  if (r.orderType === 'MARKET') routePending(step, orderId, terms.priceMinor);
  const placed = step.read(ORDER_KIND, orderId)!;
  return { orderId, orderType: r.orderType, view: orderView(snapshotOf(placed), latestReportId(step, orderId)) };
}
