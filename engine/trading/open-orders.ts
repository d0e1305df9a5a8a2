/**
 * The closure checks trading adds to sub-accounts: an account with open orders (PENDING, WORKING or
 * PARTIALLY_FILLED) or with trades awaiting settlement cannot be closed. Kept free of other trading imports: the sub-account commands
 * import it, and it must not pull the trading services into their module graph.
 */
import type { PartnerScope } from '../sub-accounts/sub-accounts.ts';
import type { Step } from '../step.ts';

export function openOrdersBlockClosing(step: Step, scope: PartnerScope, subAccountId: string): string | null {
  const open = step.stores.orders.openCount(scope.partnerId, scope.env, subAccountId);
  return open > 0 ? `the sub-account has ${open} open order(s); cancel them first` : null;
}

/**
 * A trade awaiting settlement still has money or units to move (its SELL proceeds wait in unsettled
 * cash for the settlement, which would find a closed account emptied), so closing waits for it.
 */
export function unsettledTradesBlockClosing(step: Step, scope: PartnerScope, subAccountId: string): string | null {
  const settling = step.stores.orders.awaitingSettlementCount(scope.partnerId, scope.env, subAccountId);
  return settling > 0 ? `the sub-account has ${settling} trade(s) awaiting settlement; close it once they have settled` : null;
}
