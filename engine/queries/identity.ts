/** The read side of the identity features for HTTP: named queries over the stores (routes never hold the stores). */
import type { Stores } from '../../storage/stores.ts';

export function identityQueries(stores: Stores) {
  void stores;
  return {};
}

export type IdentityQueries = ReturnType<typeof identityQueries>;
