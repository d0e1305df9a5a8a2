/**
 * The security policy's commands: `security.patch` applies a change that only tightens (a
 * loosening is held for an approval by the route, and refused here if it slips through a race), and
 * the approval executor applies an approved loosening through `applySecurityPatch`. MFA for privileged
 * roles is checked when a portal session opens (`assertSecondFactor`).
 */
import { partnerScope } from '../sub-accounts/sub-accounts.ts';
import { ServiceError } from '../errors.ts';
import type { Step } from '../step.ts';
import { roleHasPermission } from '../team/roles.ts';
import { applyPatch, loosenedMembers, type SecurityPatch } from './policy.ts';
import { type StoredPolicy, storedPolicy } from './policy-store.ts';

export function applySecurityPatch(step: Step, p: { patch: SecurityPatch }): StoredPolicy {
  const { env, partnerId } = partnerScope(step);
  const next = applyPatch(storedPolicy(step.stores, env, partnerId).policy, p.patch);
  step.stores.security.put({ env, partnerId, policy: next, updatedAtMs: step.atMs });
  return storedPolicy(step.stores, env, partnerId);
}

export function patchSecurity(step: Step, p: { patch: SecurityPatch }): StoredPolicy {
  const { env, partnerId } = partnerScope(step);
  const current = storedPolicy(step.stores, env, partnerId).policy;
  const loosened = loosenedMembers(current, applyPatch(current, p.patch));
  if (loosened.length > 0) {
    throw new ServiceError('CONFLICT', `the policy changed meanwhile: this change now loosens ${loosened.join(', ')}; send it again`, {
      extra: { loosened },
    });
  }
  return applySecurityPatch(step, p);
}

/** Permissions that make a role privileged (MFA applies): money out, keys, security, the team, approvals. */
export const PRIVILEGED_PERMISSIONS = ['payouts', 'keys.manage', 'security.manage', 'team.manage', 'approvals.decide'] as const;

export const isPrivilegedRole = (role: string): boolean => PRIVILEGED_PERMISSIONS.some((p) => roleHasPermission(role, p));

/**
 * With MFA required, a session for a privileged role needs an ID token whose `amr` claim (RFC 8176)
 * contains `mfa`. Refused with 403 FORBIDDEN, `requiredControl: "mfa"`, nothing issued.
 */
export function assertSecondFactor(step: Step, role: string, mfa: boolean): void {
  const { env, partnerId } = partnerScope(step);
  if (mfa || !isPrivilegedRole(role) || !storedPolicy(step.stores, env, partnerId).policy.mfaRequired) return;
  throw new ServiceError('FORBIDDEN', `this organisation requires multi-factor authentication for the ${role} role: sign in with a second factor (amr "mfa")`, {
    extra: { requiredControl: 'mfa' },
  });
}
