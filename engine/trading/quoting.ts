/**
 * Issuing a pre-trade quote (`GET /quote/{symbol}`): priced at the latest delayed price with the
 * managed FX rate and the partner's markup, checked against the owner's buying power (BUY) or
 * unreserved holdings (SELL), and held by a `quote` actor for 60 s of the service clock (its durable
 * expiry timer fires `quote.expired` if no trade consumes it). Issuing moves no money.
 */
import { QUOTE_LIFE_MS, type QuoteContext, type QuoteInput, type Side } from '../../machines/quote/machine.ts';
import { partnerScope } from '../commands/subaccounts.ts';
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
  // A suspension the operator declared (corporate actions, issue 12), in force since its effective date.
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
  const totalMinor = r.side === 'BUY' ? costOf(amounts) : proceedsOf(amounts);
  const quoteId = step.newId('quo');
  const input: QuoteInput = {
    quoteId,
    owner: { env: owner.env, partnerId: owner.partnerId, ownerId: owner.ownerId },
    symbol: listing.instrument.symbol,
    side: r.side,
    mode: r.quantityMicro === null ? 'cash' : 'quantity',
    quantityMicro,
    cashValueMinor: r.cashValueMinor,
    priceMinor: r.market.priceMinor,
    fx,
    ...amounts,
    feeMinor: feeOf(amounts),
    totalMinor,
    issuedAtMs: step.atMs,
    expiresAtMs: step.atMs + QUOTE_LIFE_MS,
  };
  const snapshot = step.spawn(QUOTE_KIND, quoteId, scope, input);
  const { sufficientFunds, held } = affordability(step, owner, r.side, input.symbol, quantityMicro, totalMinor);
  const view = quoteView(snapshot.context as QuoteContext, {
    exchange: listing.exchange.code,
    name: listing.instrument.name,
    priceAsOfMs: r.market.asOfMs,
    sufficientFunds,
    heldQuantityMicro: held,
  });
  return { quoteId, view };
}
