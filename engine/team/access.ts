/**
 * Spec Authentication rule 5: a portal session's access is the intersection of its member's permissions,
 * the key scopes it mirrors, the organisation's policy and the environment's policy. The key-scope part
 * is the route's scope check (http/middleware/enterprise-controls.ts, as for any key); this module is
 * the other three, as permission sets, so a session's effective permissions are one pure function of its
 * member's current role, its organisation and its environment (a role change applies to open sessions
 * at once: the role is read on every request, not copied into the token).
 */
import type { Env } from '../../storage/types.ts';
import { PERMISSIONS, permissionsOf, type Permission } from './roles.ts';

/** What the environment allows anyone: production has nothing to reset (its money is real). */
const ENVIRONMENT_POLICY: Readonly<Record<Env, ReadonlySet<Permission>>> = {
  sandbox: new Set(PERMISSIONS),
  production: new Set(PERMISSIONS.filter((p) => p !== 'sandbox.reset')),
};

/** The organisation facts the policy reads: its status and the operator's flags. */
export interface OrganisationFacts {
  readonly status: 'active' | 'suspended';
  readonly testToolsOnProduction: boolean;
}

/** What the organisation allows: nothing while suspended; the production test tools only where the operator enabled them. */
function organisationPolicy(org: OrganisationFacts, env: Env): ReadonlySet<Permission> {
  if (org.status === 'suspended') return new Set();
  const allowed = new Set<Permission>(PERMISSIONS);
  if (env === 'production' && !org.testToolsOnProduction) allowed.delete('sandbox.tools');
  return allowed;
}

function policyAllows(permission: Permission, env: Env, org: OrganisationFacts): boolean {
  return organisationPolicy(org, env).has(permission) && ENVIRONMENT_POLICY[env].has(permission);
}

/** Member permissions ∩ organisation policy ∩ environment policy (the key scopes are checked per route). */
export function effectivePermissions(role: string, env: Env, org: OrganisationFacts): Permission[] {
  return permissionsOf(role).filter((p) => policyAllows(p, env, org));
}

export function sessionMay(permission: Permission, role: string, env: Env, org: OrganisationFacts): boolean {
  return effectivePermissions(role, env, org).includes(permission);
}
