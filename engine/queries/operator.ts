/** The read side of the operator features for HTTP: named queries over the stores (routes never hold the stores). */
import type { Stores } from '../../storage/stores.ts';

export function operatorQueries(stores: Stores) {
  void stores;
  return {};
}

export type OperatorQueries = ReturnType<typeof operatorQueries>;
