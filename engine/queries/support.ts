/** The read side of support cases for HTTP: one page of cases (a partner's, or every partner's) and one case with its thread. */
import type { Stores } from '../../storage/stores.ts';
import type { SupportCaseFilter } from '../../storage/support.ts';

export function supportQueries(stores: Stores) {
  const { support } = stores;
  return {
    list: (filter: SupportCaseFilter) => support.list(filter),
    get: (caseId: string) => support.byId(caseId),
    thread: (caseId: string) => support.messages(caseId),
    /** Whose sub-account this is (the operator's KYC override runs in that partner environment). */
    subAccountOwner: (subAccountId: string) => {
      const a = stores.subAccounts.byId(subAccountId);
      return a ? { env: a.env, partnerId: a.partnerId } : null;
    },
  };
}
