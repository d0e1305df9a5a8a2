/** The read side of the market features for HTTP: named queries over the stores (routes never hold the stores). */
import type { Stores } from '../../storage/stores.ts';

export function marketQueries(stores: Stores) {
  void stores;
  return {};
}

export type MarketQueries = ReturnType<typeof marketQueries>;
