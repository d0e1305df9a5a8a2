/**
 * When the partner's security policy holds a command for a second member, per approvable command: the
 * rule its definition carries (`approvable` in engine/feature.ts, attached in engine/features/*). Each
 * reads the policy and, where the route used to look, the state the command would act on (a key that is
 * no longer active, a registration that is gone, a change that only tightens: run at once, and refused
 * there if need be). The approval record keeps a small summary of the outcome; the approver's answer
 * shows the result whole.
 */
import type { AccountSettings, SettingsPatch } from '../account/settings.ts';
import type { PayoutPayload } from '../funding/funding.ts';
import type { NewKeyPayload } from '../keys/keys.ts';
import type { ApprovalRule, CommandOwner } from '../feature.ts';
import { usdFromMinor } from '../money.ts';
import { applyPatch, type ApprovalRules, loosenedMembers, type SecurityPatch } from '../security/policy.ts';
import { type StoredPolicy, storedPolicy } from '../security/policy-store.ts';
import type { ApiKeyRecord } from '../../storage/partners.ts';
import type { Stores } from '../../storage/stores.ts';
import type { WebhookRecord } from '../../storage/webhooks.ts';

const rulesOf = (stores: Stores, owner: CommandOwner): ApprovalRules => storedPolicy(stores, owner.env, owner.partnerId).policy.approvals;

const keySummary = (k: Pick<ApiKeyRecord, 'id' | 'prefix' | 'last4'>) => ({ keyId: k.id, prefix: k.prefix, last4: k.last4 });

const keyOutcome = (k: ApiKeyRecord) => ({ ...keySummary(k), status: k.status });

type PayoutResult = { readonly id: string; readonly amountMinor: number; readonly balanceMinor: number };

/** A production payout above the policy's threshold (a sandbox payout is refused at once instead). */
export const payoutApproval: ApprovalRule<PayoutPayload, PayoutResult> = {
  action: 'payout',
  holds(stores, owner, p) {
    const above = rulesOf(stores, owner).payoutAboveMinor;
    return owner.env === 'production' && above !== null && p.amountMinor > above;
  },
  summary: (_, p) => ({ amount: usdFromMinor(p.amountMinor), currency: p.currency }),
  outcome: (r) => ({ payoutId: r.id, amountMinor: r.amountMinor }),
};

/** A rotation of the full key; the new key is made when a member approves (it is shown to that member once). */
export const keyRotationApproval: ApprovalRule<NewKeyPayload, { key: ApiKeyRecord; previousKeyId: string }> = {
  action: 'key.rotate',
  holds: (stores, owner) => rulesOf(stores, owner).keyRotation,
  summary(step, p) {
    const key = step.stores.partners.keyById(p.presentingKeyId);
    return key ? keySummary(key) : { keyId: p.presentingKeyId };
  },
  kept: (p) => ({ presentingKeyId: p.presentingKeyId }),
  outcome: (r) => ({ ...keyOutcome(r.key), previousKeyId: r.previousKeyId }),
};

/** A revocation of one of the partner's active keys. */
export const keyRevocationApproval: ApprovalRule<{ keyId: string }, { key: ApiKeyRecord }> = {
  action: 'key.revoke',
  holds(stores, owner, p) {
    const key = stores.partners.keyById(p.keyId);
    return rulesOf(stores, owner).keyRevocation && key?.partnerId === owner.partnerId && key.status === 'active';
  },
  summary(step, p) {
    const key = step.stores.partners.keyById(p.keyId);
    return key ? keySummary(key) : { keyId: p.keyId };
  },
  outcome: (r) => keyOutcome(r.key),
};

/** The deletion of one of the partner's active webhook registrations. */
export const webhookDeletionApproval: ApprovalRule<{ webhookId: string }, WebhookRecord> = {
  action: 'webhook.delete',
  holds(stores, owner, p) {
    const hook = stores.webhooks.get(p.webhookId);
    return rulesOf(stores, owner).webhookDeletion && hook?.partnerId === owner.partnerId && hook.env === owner.env && hook.status === 'ACTIVE';
  },
  summary(step, p) {
    const hook = step.stores.webhooks.get(p.webhookId);
    return { webhookId: p.webhookId, url: hook?.url ?? null };
  },
  outcome: (r) => ({ webhookId: r.id, status: r.status }),
};

/** A change of the partner's account settings. */
export const settingsApproval: ApprovalRule<SettingsPatch, AccountSettings> = {
  action: 'settings.patch',
  holds: (stores, owner) => rulesOf(stores, owner).settingsChanges,
  summary: (_, p) => ({ changes: Object.keys(p) }),
  outcome: (_, p) => ({ applied: p }),
};

const loosened = (stores: Stores, owner: CommandOwner, patch: SecurityPatch): string[] => {
  const current = storedPolicy(stores, owner.env, owner.partnerId).policy;
  return loosenedMembers(current, applyPatch(current, patch));
};

/** Any loosening of the security policy, always; once approved it runs `security.loosen` (the patch command refuses loosenings). */
export const securityLooseningApproval: ApprovalRule<{ patch: SecurityPatch }, StoredPolicy> = {
  action: 'security.loosen',
  runs: 'security.loosen',
  holds: (stores, owner, p) => loosened(stores, owner, p.patch).length > 0,
  summary(step, p) {
    const { env, partnerId } = step.id;
    return { loosens: env && partnerId ? loosened(step.stores, { env, partnerId }, p.patch) : [] };
  },
  outcome: (_, p) => ({ applied: p.patch }),
};
