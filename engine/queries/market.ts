/** The read side of the market features for HTTP: named queries over the stores (routes never hold the stores). */
import type { Env } from '../../storage/types.ts';
import type { Stores } from '../../storage/stores.ts';
import { symbolOfAsset } from '../assets.ts';

export function marketQueries(stores: Stores) {
  return {
    /**
     * Symbols a partner (master account and sub-accounts, one environment) holds: share positions are
     * ledger accounts whose asset is `SHARE:<symbol>` with a positive balance (docs/trading-design.md).
     */
    heldSymbols(partnerId: string, env: Env): string[] {
      const held = stores.ledger
        .accountsForPartner(partnerId, env)
        .filter((a) => a.balance > 0)
        .map((a) => symbolOfAsset(a.asset));
      return held.filter((s): s is string => s !== null);
    },
  };
}

export type MarketQueries = ReturnType<typeof marketQueries>;
