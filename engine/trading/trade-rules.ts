/**
 * The rules a trade must pass: one ordered list of named rule functions that serves both
 * placing an order (`POST /trade`: the first failing rule refuses it, nothing moves) and the pre-trade
 * check (`POST /trade/check`: every rule is answered). A rule throws the ServiceError the trade would
 * answer; rules that build on an earlier one (the owner, the order's terms) are not evaluated when that
 * one failed, and the check says so.
 */
import type { OrderType, TimeInForce } from '../../machines/order/machine.ts';
import type { QuoteContext, Side } from '../../machines/quote/machine.ts';
import type { SubAccountRecord } from '../../storage/subaccounts.ts';
import type { PartnerScope } from '../sub-accounts/sub-accounts.ts';
import { ServiceError } from '../errors.ts';
import { fromMinor, QUANTITY_SCALE } from '../money.ts';
import type { Step } from '../step.ts';
import { fxFor, listingOf, sessionAt, type Listing } from './market.ts';
import {
  assertCovers,
  assertNotFrozen,
  assertTradingKyc,
  cashOf,
  fromUnsettled,
  isMaster,
  openTradingAccount,
  ownerFor,
  unitsHeld,
  type TradingOwner,
} from './owners.ts';
import { amountsAt, costOf, isTradableQuantity, MAX_CASH_VALUE_MINOR } from './pricing.ts';
import { assertTradable, assertWorthACent, partnerMarkupBps, quantityError, QUOTE_KIND, requestedQuantity, type MarketPrice } from './quoting.ts';
import type { Amounts } from '../../machines/order/machine.ts';
import type { FxAtPrice } from '../../machines/quote/machine.ts';
import { consumeRefusal } from '../../machines/quote/machine.ts';

/** The trade body, in exact units (the HTTP layer converts it). */
export interface TradeRequest {
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
  /** The latest delayed price when the request arrived. */
  readonly market: MarketPrice | null;
}

/** How the order is priced and how much it reserves. */
export interface Terms {
  readonly quantityMicro: number;
  readonly priceMinor: number;
  readonly fx: FxAtPrice;
  readonly amounts: Amounts;
  readonly quoteId: string | null;
  readonly quoteExpiresAtMs: number | null;
}

/** What the rules learn on the way: later rules and the placement use it. */
export interface RuleState {
  readonly step: Step;
  readonly scope: PartnerScope;
  readonly r: TradeRequest;
  /** place: a MARKET order's terms come from its quote; check: from the latest delayed price. */
  readonly mode: 'place' | 'check';
  readonly listing: Listing;
  /** null for the master account; undefined until the `account` rule passed. */
  account?: SubAccountRecord | null;
  owner?: TradingOwner;
  terms?: Terms;
  fromUnsettledMinor?: number;
}

/** What a rule needs: a value an earlier rule established, or an earlier check that passed (pricing needs a well-formed order). */
type Needs = 'account' | 'owner' | 'terms' | 'quantity' | 'limits' | 'orderShape';
const STATE_NEEDS: ReadonlySet<Needs> = new Set(['account', 'owner', 'terms']);

export interface TradeRule {
  readonly check: string;
  readonly needs: readonly Needs[];
  /** Omitted: the rule applies in both modes. */
  readonly mode?: 'place' | 'check';
  readonly run: (s: RuleState) => void;
}

const missing = (param: string, message: string): ServiceError => new ServiceError('MISSING_PARAM', message, { extra: { param } });
const invalid = (param: string, message: string): ServiceError => new ServiceError('VALIDATION_ERROR', message, { extra: { param } });

function accountRule(s: RuleState): void {
  if (s.scope.env === 'sandbox' && isMaster(s.r.ownerId)) {
    throw new ServiceError('SANDBOX_MASTER_TRADING', 'the sandbox master account cannot trade; trade on a sub-account with POST /users/{userId}/trade');
  }
  s.account = isMaster(s.r.ownerId) ? null : openTradingAccount(s.step, s.scope, s.r.ownerId);
  s.owner = ownerFor(s.scope, s.account);
}

function frozenRule(s: RuleState): void {
  if (s.account) assertNotFrozen(s.step, s.scope, s.account.id);
}

function kycRule(s: RuleState): void {
  if (s.account) assertTradingKyc(s.scope, s.account);
}

function clientOrderIdRule({ step, scope, r }: RuleState): void {
  if (r.clientOrderId === null) return;
  const existing = step.stores.orders.byClientOrderId(scope.partnerId, scope.env, r.clientOrderId);
  if (existing)
    throw new ServiceError('CONFLICT', `clientOrderId ${r.clientOrderId} is already used by order ${existing.id}`, {
      extra: { param: 'clientOrderId', orderId: existing.id },
    });
}

function quantityRule({ r, listing }: RuleState): void {
  if (r.quantityMicro === null && r.cashValueMinor === null) {
    throw new ServiceError('MISSING_PARAM', 'one of quantity or cashValue is required', { extra: { param: 'quantity', params: ['quantity', 'cashValue'] } });
  }
  if (r.quantityMicro !== null && r.cashValueMinor !== null) throw invalid('cashValue', 'quantity and cashValue are mutually exclusive');
  if (r.quantityMicro !== null && !isTradableQuantity(r.quantityMicro, listing.exchange.fractional)) throw quantityError(listing.exchange, 'quantity');
}

function limitsRule({ r }: RuleState): void {
  if (r.cashValueMinor !== null && (r.cashValueMinor <= 0 || r.cashValueMinor > MAX_CASH_VALUE_MINOR))
    throw invalid('cashValue', 'cashValue must be positive and at most USD 1,000,000,000');
}

/** Which prices each order type takes, and the time in force: required where needed, refused where not. */
function orderShapeRule({ r, step }: RuleState): void {
  const needsLimit = r.orderType === 'LIMIT' || r.orderType === 'STOP_LIMIT';
  const needsStop = r.orderType === 'STOP' || r.orderType === 'STOP_LIMIT';
  if (needsLimit && r.limitPriceMinor === null) throw missing('limitPrice', `${r.orderType} orders need a limitPrice`);
  if (needsStop && r.stopPriceMinor === null) throw missing('stopPrice', `${r.orderType} orders need a stopPrice`);
  if (!needsLimit && r.limitPriceMinor !== null) throw invalid('limitPrice', `limitPrice applies to LIMIT and STOP_LIMIT orders only, not ${r.orderType}`);
  if (!needsStop && r.stopPriceMinor !== null) throw invalid('stopPrice', `stopPrice applies to STOP and STOP_LIMIT orders only, not ${r.orderType}`);
  if (r.timeInForce === 'GTD' && r.expiresAtMs === null) throw missing('expiresAt', 'GTD orders need expiresAt');
  if (r.timeInForce === 'GTD' && r.expiresAtMs! <= step.atMs) throw invalid('expiresAt', 'expiresAt must be in the future');
  if (r.timeInForce !== 'GTD' && r.expiresAtMs !== null) throw invalid('expiresAt', 'expiresAt applies to GTD orders only');
}

/** The fields a trade must repeat exactly from its quote. */
function quoteMismatches(q: QuoteContext, symbol: string, r: TradeRequest): string[] {
  const out: string[] = [];
  if (q.symbol !== symbol) out.push('symbol');
  if (q.side !== r.side) out.push('type');
  if (r.quantityMicro !== null && (q.mode !== 'quantity' || q.quantityMicro !== r.quantityMicro)) out.push('quantity');
  if (r.cashValueMinor !== null && (q.mode !== 'cash' || q.cashValueMinor !== r.cashValueMinor)) out.push('cashValue');
  return out;
}

/** Placing a MARKET order: its quote, issued to this account, still live and unused, for exactly this trade. */
function quoteRule(s: RuleState): void {
  const { step, r, owner, listing } = s;
  if (r.orderType !== 'MARKET') return;
  if (r.quoteId === null) throw new ServiceError('QUOTE_REQUIRED', 'MARKET orders need a quoteId from GET /quote/{symbol}', { extra: { param: 'quoteId' } });
  const view = step.read(QUOTE_KIND, r.quoteId);
  if (!view || view.record.partnerId !== owner!.partnerId || view.record.env !== owner!.env)
    throw new ServiceError('QUOTE_NOT_FOUND', `quote ${r.quoteId} not found`);
  const q = view.snapshot.context;
  if (q.owner.ownerId !== owner!.ownerId) throw new ServiceError('QUOTE_SCOPE_MISMATCH', `quote ${r.quoteId} was issued for another account`);
  const refusal = consumeRefusal(view.snapshot, step.atMs);
  if (refusal !== null) throw new ServiceError('STALE_QUOTE', `quote ${r.quoteId} ${refusal === 'USED' ? 'was already used' : 'has expired'}; fetch a new one`);
  const mismatched = quoteMismatches(q, listing.instrument.symbol, r);
  if (mismatched.length > 0)
    throw new ServiceError('QUOTE_ORDER_MISMATCH', `the trade differs from its quote in ${mismatched.join(', ')}`, { extra: { mismatched } });
  s.terms = {
    quantityMicro: q.quantityMicro,
    priceMinor: q.priceMinor,
    fx: q.fx,
    quoteId: q.quoteId,
    quoteExpiresAtMs: q.expiresAtMs,
    amounts: { grossMinor: q.grossMinor, baseFeeMinor: q.baseFeeMinor, markupMinor: q.markupMinor },
  };
}

/** MARKET orders need an open exchange; resting orders are accepted while it is closed. */
function marketOpenRule({ step, r, listing }: RuleState): void {
  if (r.orderType !== 'MARKET') return;
  const session = sessionAt(step.stores, listing.exchange, step.atMs);
  if (!session.open)
    throw new ServiceError('MARKET_CLOSED', `${listing.exchange.code} is closed (${session.reason ?? 'closed'}); MARKET orders need an open exchange`, {
      extra: { exchange: listing.exchange.code },
    });
}

/**
 * What the order would cost: a resting order at its trigger price (the limit, or the stop of a STOP
 * order); a MARKET order under check at the latest delayed price, as a quote would price it.
 */
function pricingRule(s: RuleState): void {
  const { step, r, listing } = s;
  if (r.orderType === 'MARKET' && s.mode === 'place') return; // priced by its quote (quoteRule)
  if (r.orderType === 'MARKET' && !r.market) throw new ServiceError('BUSINESS_RULE', `no delayed price is available for ${listing.instrument.symbol} yet`);
  const fx = fxFor(step.stores, listing.instrument.currency);
  const priceMinor = r.orderType === 'MARKET' ? r.market!.priceMinor : r.orderType === 'STOP' ? r.stopPriceMinor! : r.limitPriceMinor!;
  const quantityMicro = requestedQuantity(listing, r, priceMinor, fx.perUsdMicro);
  const amounts = amountsAt(quantityMicro, priceMinor, fx.perUsdMicro, partnerMarkupBps(step, s.scope.partnerId));
  assertWorthACent(amounts.grossMinor, r.quantityMicro === null ? 'cashValue' : 'quantity');
  const atOrder = r.orderType === 'MARKET' ? priceMinor : (r.market?.priceMinor ?? priceMinor);
  s.terms = { quantityMicro, priceMinor: atOrder, fx, amounts, quoteId: null, quoteExpiresAtMs: null };
}

/** BUY: the reservation (gross plus fees) must be covered, settled cash first; SELL: the units must be held. */
function fundsRule(s: RuleState): void {
  const { step, r, owner, terms, listing } = s;
  if (r.side === 'SELL') {
    const held = unitsHeld(step, owner!, listing.instrument.symbol);
    if (held < terms!.quantityMicro) {
      throw new ServiceError('BUSINESS_RULE', 'the quantity exceeds the units held (units reserved by open SELL orders are not available)', {
        extra: { param: 'quantity', heldQuantity: fromMinor(held, QUANTITY_SCALE) },
      });
    }
    s.fromUnsettledMinor = 0;
    return;
  }
  const cash = cashOf(step, owner!);
  assertCovers(cash, costOf(terms!.amounts));
  s.fromUnsettledMinor = fromUnsettled(cash, costOf(terms!.amounts));
}

/** Every rule, in the order a trade applies them (the first failure is the trade's answer). */
export const TRADE_RULES: readonly TradeRule[] = [
  { check: 'account', needs: [], run: accountRule },
  { check: 'notFrozen', needs: ['account'], run: frozenRule },
  { check: 'kyc', needs: ['account'], run: kycRule },
  { check: 'clientOrderId', needs: [], run: clientOrderIdRule },
  { check: 'instrumentTradable', needs: [], run: ({ listing, step }) => assertTradable(listing, step.stores) },
  { check: 'quantity', needs: [], run: quantityRule },
  { check: 'limits', needs: [], run: limitsRule },
  { check: 'orderShape', needs: [], run: orderShapeRule },
  { check: 'quote', needs: ['owner'], mode: 'place', run: quoteRule },
  { check: 'marketOpen', needs: [], run: marketOpenRule },
  { check: 'pricing', needs: ['quantity', 'limits', 'orderShape'], run: pricingRule },
  { check: 'funds', needs: ['owner', 'terms'], run: fundsRule },
];

export function ruleState(step: Step, scope: PartnerScope, r: TradeRequest, mode: 'place' | 'check'): RuleState {
  return { step, scope, r, mode, listing: listingOf(step.stores, r.symbol) };
}

const has = (s: RuleState, need: Needs, passed: ReadonlySet<string>): boolean =>
  STATE_NEEDS.has(need) ? s[need as 'account' | 'owner' | 'terms'] !== undefined : passed.has(need);
const rulesFor = (mode: 'place' | 'check'): TradeRule[] => TRADE_RULES.filter((rule) => rule.mode === undefined || rule.mode === mode);

/** Placing: every rule in order; the first failure throws and nothing has moved. */
export function enforceTradeRules(s: RuleState): Required<Pick<RuleState, 'owner' | 'terms' | 'fromUnsettledMinor'>> {
  for (const rule of rulesFor(s.mode)) rule.run(s);
  return { owner: s.owner!, terms: s.terms!, fromUnsettledMinor: s.fromUnsettledMinor! };
}

export interface CheckOutcome {
  readonly check: string;
  readonly passed: boolean;
  readonly code?: string;
  readonly message?: string;
}

/** The check: every rule answered; one whose prerequisite failed is reported NOT_EVALUATED. */
export function evaluateTradeRules(s: RuleState): CheckOutcome[] {
  const passed = new Set<string>();
  return rulesFor(s.mode).map((rule): CheckOutcome => {
    const unmet = rule.needs.filter((n) => !has(s, n, passed));
    if (unmet.length > 0)
      return { check: rule.check, passed: false, code: 'NOT_EVALUATED', message: `needs ${unmet.join(' and ')}, which failed an earlier check` };
    try {
      rule.run(s);
      passed.add(rule.check);
      return { check: rule.check, passed: true };
    } catch (err) {
      if (!(err instanceof ServiceError)) throw err;
      return { check: rule.check, passed: false, code: err.code, message: err.message };
    }
  });
}
