/** The read side of corporate actions for HTTP: declared actions in declaration order, filtered, one page. */
import type { CorporateActionFilter } from '../../storage/corporate-actions.ts';
import type { Stores } from '../../storage/stores.ts';

export function corporateActionQueries(stores: Stores) {
  const { corporateActions } = stores;
  return {
    list: (filter: CorporateActionFilter) => corporateActions.list(filter),
    get: (id: string) => corporateActions.get(id),
  };
}
