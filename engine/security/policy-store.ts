/** Reading and writing a partner environment's security policy through the stores (defaults when no row). */
import type { Stores } from '../../storage/stores.ts';
import type { Env } from '../../storage/types.ts';
import { DEFAULT_POLICY, type SecurityPolicy } from './policy.ts';

export interface StoredPolicy {
  readonly policy: SecurityPolicy;
  /** Null: never changed (the defaults). */
  readonly updatedAtMs: number | null;
}

export function storedPolicy(stores: Pick<Stores, 'security'>, env: Env, partnerId: string): StoredPolicy {
  const row = stores.security.get(env, partnerId);
  if (!row) return { policy: DEFAULT_POLICY, updatedAtMs: null };
  // Written only by this module from a whole policy: the defaults fill members a later version added.
  const saved = row.policy as Partial<SecurityPolicy>;
  return {
    policy: { ...DEFAULT_POLICY, ...saved, approvals: { ...DEFAULT_POLICY.approvals, ...(saved.approvals ?? {}) } },
    updatedAtMs: row.updatedAtMs,
  };
}
