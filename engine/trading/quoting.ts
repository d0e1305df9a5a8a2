/**
 * Issuing a pre-trade quote (`GET /quote/{symbol}`): priced at the latest delayed price with the
 * managed FX rate and the partner's markup, checked against the owner's buying power (BUY) or
 * unreserved holdings (SELL), and held by a `quote` actor for 60 s of the service clock (its durable
 * expiry timer fires `quote.expired` if no trade consumes it). Issuing moves no money.
 */
import type { Amounts } from '../../machines/order/machine.ts';
import { QUOTE_LIFE_MS, type QuoteContext, type QuoteInput, type Side } from '../../machines/quote/machine.ts';
import { partnerScope } from '../sub-accounts/sub-accounts.ts';
import type { Stores } from '../../storage/stores.ts';
import { ServiceError } from '../errors.ts';
import type { Step } from '../step.ts';
import { catalogOf, fxFor, listingOf, type Listing } from './market.ts';
import { buyingPowerOf, cashOf, tradingOwner, unitsHeld, type TradingOwner } from './owners.ts';
import { amountsAt, costOf, feeOf, isTradableQuantity, proceedsOf, quantityForCash } from './pricing.ts';
import { quoteView } from './views.ts';

export const QUOTE_KIND = 'quote';

/** The observed market price the request was priced at (journaled with the command). */
export interface MarketPrice {
  readonly priceMinor: number;
  readonly asOfMs: number;
}

export interface QuoteRequest {
  readonly ownerId: string;
  readonly symbol: string;
  readonly side: Side;
  /** Exactly one of quantity (millionths) and cash value (USD cents). */
  readonly quantityMicro: number | null;
  readonly cashValueMinor: number | null;
  readonly market: MarketPrice | null;
}

export interface QuoteIssued {
  readonly quoteId: string;
  readonly view: Record<string, unknown>;
}

export function partnerMarkupBps(step: Step, partnerId: string): number {
  return step.stores.partners.byId(partnerId)?.markupBps ?? 0;
}

/** Instruments a trade or quote may name: listed, not delisted and not suspended. */
export function assertTradable(listing: Listing, stores: Stores): void {
  if (listing.instrument.status === 'DELISTED')
    throw new ServiceError('BUSINESS_RULE', `${listing.instrument.symbol} is delisted and can no longer be traded`, {
      extra: { reason: 'INSTRUMENT_DELISTED', corporateActionId: catalogOf(stores).delisted.get(listing.instrument.symbol) ?? null },
    });
  if (!listing.instrument.tradable) throw new ServiceError('BUSINESS_RULE', `${listing.instrument.symbol} is suspended and cannot be traded`);
  // A suspension the operator declared (corporate actions), in force since its effective date.
  const suspension = stores.corporateActions.suspension(listing.instrument.symbol);
  if (suspension)
    throw new ServiceError(
      'BUSINESS_RULE',
      `${listing.instrument.symbol} is suspended from trading since ${suspension.effectiveDate}; orders are refused until the suspension is lifted`,
      {
        extra: { reason: 'INSTRUMENT_SUSPENDED', corporateActionId: suspension.id },
      },
    );
}

export function quantityError(exchange: { readonly code: string; readonly fractional: boolean }, param: string): ServiceError {
  return new ServiceError(
    'VALIDATION_ERROR',
    exchange.fractional
      ? `${param}: ${exchange.code} trades fractional quantities of up to 6 decimals, more than zero`
      : `${param}: ${exchange.code} trades whole shares only`,
    { extra: { param, fractional: exchange.fractional } },
  );
}

/** The quantity a request names: as given, or what the cash value buys at the price (indicative). */
export function requestedQuantity(
  listing: Listing,
  r: { quantityMicro: number | null; cashValueMinor: number | null },
  priceMinor: number,
  perUsdMicro: number,
): number {
  const fractional = listing.exchange.fractional;
  const quantityMicro = r.quantityMicro ?? quantityForCash(r.cashValueMinor!, priceMinor, perUsdMicro, fractional);
  if (!isTradableQuantity(quantityMicro, fractional)) {
    if (r.quantityMicro === null)
      throw new ServiceError('VALIDATION_ERROR', `cashValue buys no ${fractional ? 'tradable quantity' : 'whole share'} at the current price`, {
        extra: { param: 'cashValue' },
      });
    throw quantityError(listing.exchange, 'quantity');
  }
  return quantityMicro;
}

/** Money moves in whole cents: an order worth less than one cent of gross could never be executed. */
export function assertWorthACent(grossMinor: number, param: string): void {
  if (grossMinor < 1) throw new ServiceError('VALIDATION_ERROR', 'the order is worth less than USD 0.01 at this price', { extra: { param } });
}

function affordability(
  step: Step,
  owner: TradingOwner,
  side: Side,
  symbol: string,
  quantityMicro: number,
  totalMinor: number,
): { sufficientFunds: boolean; held: number | null } {
  if (side === 'BUY') return { sufficientFunds: buyingPowerOf(cashOf(step, owner)) >= totalMinor, held: null };
  const held = unitsHeld(step, owner, symbol);
  return { sufficientFunds: held >= quantityMicro, held };
}

/** What a quote fixes: the trade it is for and its pricing. */
export interface QuoteTerms {
  readonly side: Side;
  readonly mode: 'quantity' | 'cash';
  readonly quantityMicro: number;
  readonly cashValueMinor: number | null;
  readonly priceMinor: number;
  readonly fx: QuoteInput['fx'];
  readonly amounts: Amounts;
}

/** Spawns the 60 s single-use quote actor (its expiry timer is the machine's): GET /quote and the pre-trade check. */
export function spawnQuote(step: Step, owner: TradingOwner, listing: Listing, t: QuoteTerms): QuoteContext {
  const quoteId = step.newId('quo');
  const input: QuoteInput = {
    quoteId,
    owner: { env: owner.env, partnerId: owner.partnerId, ownerId: owner.ownerId },
    symbol: listing.instrument.symbol,
    side: t.side,
    mode: t.mode,
    quantityMicro: t.quantityMicro,
    cashValueMinor: t.cashValueMinor,
    priceMinor: t.priceMinor,
    fx: t.fx,
    ...t.amounts,
    feeMinor: feeOf(t.amounts),
    totalMinor: t.side === 'BUY' ? costOf(t.amounts) : proceedsOf(t.amounts),
    issuedAtMs: step.atMs,
    expiresAtMs: step.atMs + QUOTE_LIFE_MS,
  };
  const snapshot = step.spawn(QUOTE_KIND, quoteId, { env: owner.env, partnerId: owner.partnerId }, input);
  return snapshot.context as QuoteContext;
}

export function issueQuote(step: Step, r: QuoteRequest): QuoteIssued {
  const scope = partnerScope(step);
  const owner = tradingOwner(step, scope, r.ownerId, 'quote');
  const listing = listingOf(step.stores, r.symbol);
  assertTradable(listing, step.stores);
  if (!r.market) throw new ServiceError('BUSINESS_RULE', `no delayed price is available for ${r.symbol} yet`);
  const fx = fxFor(step.stores, listing.instrument.currency);
  const quantityMicro = requestedQuantity(listing, r, r.market.priceMinor, fx.perUsdMicro);
  const amounts = amountsAt(quantityMicro, r.market.priceMinor, fx.perUsdMicro, partnerMarkupBps(step, scope.partnerId));
  assertWorthACent(amounts.grossMinor, r.quantityMicro === null ? 'cashValue' : 'quantity');
  const q = spawnQuote(step, owner, listing, {
    side: r.side,
    mode: r.quantityMicro === null ? 'cash' : 'quantity',
    quantityMicro,
    cashValueMinor: r.cashValueMinor,
    priceMinor: r.market.priceMinor,
    fx,
    amounts,
  });
  const { sufficientFunds, held } = affordability(step, owner, r.side, q.symbol, quantityMicro, q.totalMinor);
  const view = quoteView(q, {
    exchange: listing.exchange.code,
    name: listing.instrument.name,
    priceAsOfMs: r.market.asOfMs,
    sufficientFunds,
    heldQuantityMicro: held,
  });
  return { quoteId: q.quoteId, view };
}
