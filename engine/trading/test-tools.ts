/**
 * Sandbox test tools for orders: `POST /test-tools/trade` places a MARKET order for a sub-account
 * without a quote and applies the asked outcome at once; `PATCH /test-tools/orders/{orderId}` advances
 * a PENDING or PARTIALLY_FILLED order (or settles / fails the settlement of a filled one). Both use
 * the real order machine and the execution building blocks, so escrow, holdings, wallet transactions
 * and events move exactly as for a real order.
 *
 * On the production base (partner flag `testToolsOnProduction` only) the tools touch virtual funds
 * only: the order belongs to the sub-account's virtual book (owner `virtual:<subAccountId>`), a
 * trading owner of its own whose cash is borrowed from the sub-account's segregated virtual cash for
 * the length of the command and returned at its end. Real cash, real holdings and real orders are
 * never touched (a real production order is 403 to the tools).
 */
import { latestReportId } from './execution-reports.ts';
import type { OrderContext, OrderInput, RejectionCode } from '../../machines/order/machine.ts';
import type { EventOf } from '../machines.ts';
import type { Side } from '../../machines/quote/machine.ts';
import { movableSubAccount, ownedSubAccount, partnerScope, type PartnerScope } from '../sub-accounts/sub-accounts.ts';
import { ServiceError } from '../errors.ts';
import { ledgerAccounts } from '../ledger.ts';
import type { Step } from '../step.ts';
import { fillOrder, rejectOrder } from './execution.ts';
import { capturedPrice, fxFor, listingOf, type Listing } from './market.ts';
import { isReversible, ORDER_KIND, recordReversal, snapshotOf, type OrderSnapshot } from './orders.ts';
import { assertCovers, cashOf, fromUnsettled, settlementFactsOf, unitsHeld } from './owners.ts';
import { amountsAt, costOf, isTradableQuantity, MICRO_PER_SHARE } from './pricing.ts';
import { assertTradable, assertWorthACent, partnerMarkupBps, quantityError, type MarketPrice } from './quoting.ts';

export const TEST_OUTCOMES = ['PENDING', 'FILL', 'PARTIAL_FILL', 'REJECT', 'CANCEL', 'FAIL_SETTLEMENT'] as const;
export type TestOutcome = (typeof TEST_OUTCOMES)[number];
export const TEST_ACTIONS = ['fill', 'partial_fill', 'reject', 'settle', 'fail_settlement'] as const;
export type TestAction = (typeof TEST_ACTIONS)[number];

/** The venue label of test-tool orders: they never reach the simulated venue. */
export const TEST_VENUE = { sandbox: 'SANDBOX_TEST_TOOLS', production: 'VIRTUAL_TEST_TOOLS' } as const;
const VIRTUAL_PREFIX = 'virtual:';

/** The trading owner of a sub-account's virtual book (production compatibility route). */
export const virtualBook = (subAccountId: string): string => `${VIRTUAL_PREFIX}${subAccountId}`;
export const isVirtualBook = (ownerId: string): boolean => ownerId.startsWith(VIRTUAL_PREFIX);
/** The sub-account behind an order's owner: itself, or the sub-account of a virtual book. */
export const subAccountOfOwner = (ownerId: string): string => (isVirtualBook(ownerId) ? ownerId.slice(VIRTUAL_PREFIX.length) : ownerId);

export interface TestTradeRequest {
  readonly subAccountId: string;
  readonly symbol: string;
  readonly side: Side;
  readonly quantityMicro: number;
  readonly outcome: TestOutcome;
  /** The latest delayed price when the request arrived (journaled with the command). */
  readonly market: MarketPrice | null;
}

export interface AdvanceRequest {
  readonly orderId: string;
  readonly action: TestAction;
  readonly quantityMicro: number | null;
  readonly rejectionCode: RejectionCode | null;
  readonly market: MarketPrice | null;
}

export interface TestOrderResult {
  readonly orderId: string;
  readonly snapshot: OrderSnapshot;
  /** The order's latest execution report. */
  readonly lastExecutionReportId: string | null;
}

/** Sandbox, or production with the partner's `testToolsOnProduction` flag (virtual funds only); else 403. */
export function testToolScope(step: Step): { scope: PartnerScope; virtual: boolean } {
  const scope = partnerScope(step);
  if (scope.env === 'production' && !step.stores.partners.byId(scope.partnerId)?.flags.testToolsOnProduction) {
    throw new ServiceError('FORBIDDEN', 'test tools are sandbox-only; the production compatibility route needs approval (testToolsOnProduction)');
  }
  return { scope, virtual: scope.env === 'production' };
}

/** Moves the sub-account's whole virtual cash into its virtual book for the command. */
function borrowVirtualCash(step: Step, scope: PartnerScope, subAccountId: string): void {
  const pool = ledgerAccounts.virtualCash(scope.env, scope.partnerId, subAccountId);
  step.ledger.drainTo(pool, ledgerAccounts.cashSettled(scope.env, scope.partnerId, virtualBook(subAccountId)), 'test_tools.virtual.borrow');
}

/** Returns the virtual book's settled cash to the sub-account's virtual cash. */
function returnVirtualCash(step: Step, scope: PartnerScope, subAccountId: string): void {
  const book = ledgerAccounts.cashSettled(scope.env, scope.partnerId, virtualBook(subAccountId));
  step.ledger.drainTo(book, ledgerAccounts.virtualCash(scope.env, scope.partnerId, subAccountId), 'test_tools.virtual.return');
}

/** Runs `body` with the virtual book funded (production), returning the cash afterwards. */
function withBook<T>(step: Step, scope: PartnerScope, virtual: boolean, subAccountId: string, body: () => T): T {
  if (!virtual) return body();
  borrowVirtualCash(step, scope, subAccountId);
  const result = body();
  returnVirtualCash(step, scope, subAccountId);
  return result;
}

/** The price a test order executes at: the request's delayed price, else the newest capture. */
function latestPrice(step: Step, symbol: string, market: MarketPrice | null): number {
  const price = market?.priceMinor ?? capturedPrice(step.stores, symbol)?.priceMinor ?? null;
  if (price === null) throw new ServiceError('BUSINESS_RULE', `no delayed price is available for ${symbol} yet`);
  return price;
}

/** Half of `quantityMicro`, floored to whole shares on whole-share exchanges (0 when it cannot be split). */
export function halfOf(quantityMicro: number, fractional: boolean): number {
  const half = Math.floor(quantityMicro / 2);
  return fractional ? half : half - (half % MICRO_PER_SHARE);
}

function checkedPartial(quantityMicro: number, remainingMicro: number, listing: Listing): number {
  if (quantityMicro <= 0) {
    throw new ServiceError(
      'VALIDATION_ERROR',
      `a partial fill needs a remaining quantity that splits into ${listing.exchange.fractional ? 'two parts' : 'whole shares'}`,
      { extra: { param: 'quantity' } },
    );
  }
  if (!isTradableQuantity(quantityMicro, listing.exchange.fractional)) throw quantityError(listing.exchange, 'quantity');
  if (quantityMicro > remainingMicro)
    throw new ServiceError('VALIDATION_ERROR', 'quantity exceeds the remaining quantity of the order', { extra: { param: 'quantity' } });
  return quantityMicro;
}

/** BUY: the reservation must be covered; SELL: the units must be held (422). Answers the unsettled share. */
function coverage(step: Step, c: Pick<OrderInput, 'owner' | 'side' | 'symbol' | 'quantityMicro'>, costMinor: number): number {
  if (c.side === 'SELL') {
    if (unitsHeld(step, c.owner, c.symbol) < c.quantityMicro)
      throw new ServiceError('BUSINESS_RULE', 'the quantity exceeds the units held', { extra: { param: 'quantity' } });
    return 0;
  }
  const cash = cashOf(step, c.owner);
  assertCovers(cash, costMinor);
  return fromUnsettled(cash, costMinor);
}

function spawnTestOrder(step: Step, scope: PartnerScope, virtual: boolean, r: TestTradeRequest, listing: Listing, priceMinor: number): string {
  const account = ownedSubAccount(step, scope, r.subAccountId);
  const fx = fxFor(step.stores, listing.instrument.currency);
  const amounts = amountsAt(r.quantityMicro, priceMinor, fx.perUsdMicro, partnerMarkupBps(step, scope.partnerId));
  assertWorthACent(amounts.grossMinor, 'quantity');
  const owner = { ...scope, ownerId: virtual ? virtualBook(account.id) : account.id };
  const base = { owner, side: r.side, symbol: listing.instrument.symbol, quantityMicro: r.quantityMicro };
  const fromUnsettledMinor = coverage(step, base, costOf(amounts));
  const orderId = step.newId('ord');
  const input: OrderInput = {
    ...base,
    orderId,
    externalId: account.externalId,
    name: listing.instrument.name,
    exchange: listing.exchange.code,
    orderType: 'MARKET',
    cashValueMinor: null,
    limitPriceMinor: null,
    stopPriceMinor: null,
    timeInForce: 'GTC',
    expiresAtMs: null,
    clientOrderId: null,
    orderInstruction: null,
    stopLossMinor: null,
    takeProfitMinor: null,
    quoteId: null,
    quoteExpiresAtMs: null,
    priceMinor,
    fx,
    ...amounts,
    fromUnsettledMinor,
    executionVenue: TEST_VENUE[scope.env],
    createdAtMs: step.atMs,
  };
  step.spawn(ORDER_KIND, orderId, scope, input);
  return orderId;
}

/** A failed settlement reverses the fill exactly; the wallet shows the reversal. */
function failSettlement(step: Step, orderId: string): void {
  const c = snapshotOf(step.read(ORDER_KIND, orderId)!).context;
  if (!isReversible(step, c)) {
    throw new ServiceError('CONFLICT', `the units order ${orderId} bought were sold or reserved since; its settlement can no longer fail`, {
      extra: { status: 'FILLED', settlementStatus: c.settlementStatus, action: 'fail_settlement' },
    });
  }
  step.send(ORDER_KIND, orderId, { type: 'test.failSettlement' });
  recordReversal(step, orderId, 'SETTLEMENT_FAILED');
}

function applyOutcome(step: Step, orderId: string, outcome: TestOutcome, priceMinor: number, listing: Listing, quantityMicro: number): void {
  switch (outcome) {
    case 'PENDING':
      return;
    case 'FILL':
      fillOrder(step, orderId, priceMinor);
      return;
    case 'PARTIAL_FILL':
      fillOrder(step, orderId, priceMinor, checkedPartial(halfOf(quantityMicro, listing.exchange.fractional), quantityMicro, listing));
      return;
    case 'REJECT':
      rejectOrder(step, orderId, 'OTHER', 'sandbox test tool: outcome REJECT');
      return;
    case 'CANCEL':
      step.send(ORDER_KIND, orderId, { type: 'api.cancel', reason: 'CANCELLED_BY_TEST_TOOL' });
      return;
    case 'FAIL_SETTLEMENT':
      if (fillOrder(step, orderId, priceMinor) === 'filled') failSettlement(step, orderId);
  }
}

/** `POST /test-tools/trade`: a MARKET test order for the sub-account, with its outcome applied at once. */
export function testTrade(step: Step, r: TestTradeRequest): TestOrderResult {
  const { scope, virtual } = testToolScope(step);
  movableSubAccount(step, scope, r.subAccountId);
  const listing = listingOf(step.stores, r.symbol);
  assertTradable(listing, step.stores);
  if (!isTradableQuantity(r.quantityMicro, listing.exchange.fractional)) throw quantityError(listing.exchange, 'quantity');
  if (r.outcome === 'PARTIAL_FILL') checkedPartial(halfOf(r.quantityMicro, listing.exchange.fractional), r.quantityMicro, listing);
  const priceMinor = latestPrice(step, listing.instrument.symbol, r.market);
  const orderId = withBook(step, scope, virtual, r.subAccountId, () => {
    const id = spawnTestOrder(step, scope, virtual, r, listing, priceMinor);
    applyOutcome(step, id, r.outcome, priceMinor, listing, r.quantityMicro);
    return id;
  });
  return { orderId, snapshot: snapshotOf(step.read(ORDER_KIND, orderId)!), lastExecutionReportId: latestReportId(step, orderId) };
}

/** The order as the test tools may touch it: the caller's, and on production only a virtual book's. */
function testOrder(step: Step, scope: PartnerScope, virtual: boolean, orderId: string): OrderSnapshot {
  const row = step.stores.orders.byId(orderId);
  const view = row ? step.read(ORDER_KIND, orderId) : undefined;
  if (!row || !view || row.partnerId !== scope.partnerId || row.env !== scope.env) throw new ServiceError('NOT_FOUND', `order ${orderId} not found`);
  if (virtual && !isVirtualBook(row.owner)) {
    throw new ServiceError('FORBIDDEN', `order ${orderId} is a real production order; the test tools advance only virtual test-tool orders`);
  }
  if (!virtual && row.owner === 'master') throw new ServiceError('FORBIDDEN', 'the test tools advance sub-account orders only');
  return snapshotOf(view);
}

/** The order event each action sends: the order machine decides which states take it (its declared 409 otherwise). */
const ACTION_EVENTS = {
  fill: 'venue.fill',
  partial_fill: 'venue.fill',
  reject: 'venue.reject',
  settle: 'test.settle',
  fail_settlement: 'test.failSettlement',
} as const satisfies Record<TestAction, EventOf<'order'>['type']>;

/** A LIMIT order never fills beyond its limit: the test fill takes the limit when the price is past it. */
function fillPrice(c: OrderContext, latestMinor: number): number {
  if (c.limitPriceMinor === null) return latestMinor;
  return c.side === 'BUY' ? Math.min(latestMinor, c.limitPriceMinor) : Math.max(latestMinor, c.limitPriceMinor);
}

function applyAction(step: Step, s: OrderSnapshot, r: AdvanceRequest): void {
  const c = s.context;
  const listing = listingOf(step.stores, c.symbol);
  const remaining = c.quantityMicro - c.filledQuantityMicro;
  switch (r.action) {
    case 'fill':
      fillOrder(step, r.orderId, fillPrice(c, latestPrice(step, c.symbol, r.market)));
      return;
    case 'partial_fill': {
      const quantity = checkedPartial(r.quantityMicro ?? halfOf(remaining, listing.exchange.fractional), remaining, listing);
      fillOrder(step, r.orderId, fillPrice(c, latestPrice(step, c.symbol, r.market)), quantity);
      return;
    }
    case 'reject':
      rejectOrder(step, r.orderId, r.rejectionCode ?? 'OTHER', `sandbox test tool: rejected with ${r.rejectionCode ?? 'OTHER'}`);
      return;
    case 'settle':
      step.send(ORDER_KIND, r.orderId, { type: 'test.settle', ...settlementFactsOf(step, c.owner) });
      return;
    case 'fail_settlement':
      failSettlement(step, r.orderId);
  }
}

/** `PATCH /test-tools/orders/{orderId}`. */
export function advanceTestOrder(step: Step, r: AdvanceRequest): TestOrderResult {
  const { scope, virtual } = testToolScope(step);
  const s = testOrder(step, scope, virtual, r.orderId);
  step.assertTakes(ORDER_KIND, r.orderId, ACTION_EVENTS[r.action]);
  if (r.action !== 'partial_fill' && r.quantityMicro !== null) {
    throw new ServiceError('VALIDATION_ERROR', 'quantity applies to partial_fill only', { extra: { param: 'quantity' } });
  }
  withBook(step, scope, virtual, subAccountOfOwner(s.context.owner.ownerId), () => applyAction(step, s, r));
  return { orderId: r.orderId, snapshot: snapshotOf(step.read(ORDER_KIND, r.orderId)!), lastExecutionReportId: latestReportId(step, r.orderId) };
}
