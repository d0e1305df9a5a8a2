/** The read side of the security policy and approvals for HTTP. */
import type { ApprovalFilter } from '../../storage/approvals.ts';
import type { Stores } from '../../storage/stores.ts';
import type { Env } from '../../storage/types.ts';
import { storedPolicy } from '../security/policy-store.ts';

export function securityQueries(stores: Stores) {
  return {
    policy: (env: Env, partnerId: string) => storedPolicy(stores, env, partnerId),
    approval: (approvalId: string) => stores.approvals.byId(approvalId),
    approvals: (filter: ApprovalFilter) => stores.approvals.list(filter),
  };
}
