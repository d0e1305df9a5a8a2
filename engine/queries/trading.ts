/** The read side of the trading features for HTTP: named queries over the stores (routes never hold the stores). */
import type { Stores } from '../../storage/stores.ts';

export function tradingQueries(stores: Stores) {
  void stores;
  return {};
}

export type TradingQueries = ReturnType<typeof tradingQueries>;
