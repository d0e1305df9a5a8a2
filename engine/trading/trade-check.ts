/**
 * The pre-trade eligibility check (`POST /trade/check`, `POST /users/{userId}/trade/check`):
 * every rule a trade applies (engine/trading/trade-rules.ts, the same functions placement enforces),
 * each answered, with nothing placed, escrowed or consumed. A MARKET request that passes every rule
 * gets a firm 60 s quote for exactly that trade (the one thing the check creates), priced at the latest
 * delayed price; POST /trade with the same body and that quoteId places it.
 */
import { partnerScope } from '../sub-accounts/sub-accounts.ts';
import type { Step } from '../step.ts';
import { costOf, proceedsOf } from './pricing.ts';
import { spawnQuote } from './quoting.ts';
import { evaluateTradeRules, ruleState, type CheckOutcome, type TradeRequest } from './trade-rules.ts';

export interface TradeChecked {
  readonly eligible: boolean;
  readonly ownerId: string;
  readonly checks: readonly CheckOutcome[];
  readonly quote: { readonly quoteId: string; readonly expiresAtMs: number } | null;
  /** BUY: cost with fees; SELL: proceeds net of fees; null when the order could not be priced. */
  readonly estimatedTotalMinor: number | null;
}

export function checkTrade(step: Step, r: TradeRequest): TradeChecked {
  const state = ruleState(step, partnerScope(step), r, 'check');
  const checks = evaluateTradeRules(state);
  const eligible = checks.every((c) => c.passed);
  const terms = state.terms;
  const estimatedTotalMinor = terms ? (r.side === 'BUY' ? costOf(terms.amounts) : proceedsOf(terms.amounts)) : null;
  let quote: TradeChecked['quote'] = null;
  if (eligible && r.orderType === 'MARKET' && terms && state.owner) {
    const q = spawnQuote(step, state.owner, state.listing, {
      side: r.side,
      mode: r.quantityMicro === null ? 'cash' : 'quantity',
      quantityMicro: terms.quantityMicro,
      cashValueMinor: r.cashValueMinor,
      priceMinor: terms.priceMinor,
      fx: terms.fx,
      amounts: terms.amounts,
    });
    quote = { quoteId: q.quoteId, expiresAtMs: q.expiresAtMs };
  }
  return { eligible, ownerId: r.ownerId, checks, quote, estimatedTotalMinor };
}
