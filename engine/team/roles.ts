/**
 * Organisation roles and their named permissions (spec Authentication rules 5 and 9), and the
 * permission each API route needs. A portal session's access to a route is the intersection of four
 * things (engine/team/access.ts): its member's role permissions (here), the key scopes it mirrors, the
 * organisation's policy and the environment's policy.
 *
 * Permissions are about people: `read` sees the business, the others change a part of it. The route to
 * permission mapping starts from the route's key scope (http/scopes.ts decides it per path family) and
 * the method, with a few families whose writes belong to a narrower permission than their scope's.
 */
import { MEMBER_ROLES, type MemberRole } from '../../machines/member/machine.ts';
import { isOneOf } from '../../machines/narrow.ts';

export { MEMBER_ROLES, type MemberRole };

export const PERMISSIONS = [
  'read',
  'trade',
  'accounts.manage',
  'payouts',
  'keys.manage',
  'webhooks.manage',
  'reports.read',
  'settings.manage',
  'support.write',
  'team.manage',
  'security.manage',
  'approvals.decide',
  'sandbox.tools',
  'sandbox.reset',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export interface RoleDefinition {
  readonly role: MemberRole;
  readonly description: string;
  readonly permissions: readonly Permission[];
}

const ALL: readonly Permission[] = PERMISSIONS;

/** The roles, most powerful first. Owner and admin hold every permission; only an owner may make or unmake owners. */
export const ROLES: readonly RoleDefinition[] = [
  { role: 'owner', description: 'Every permission; the only role that may grant, change or remove the owner role', permissions: ALL },
  { role: 'admin', description: 'Every permission, but cannot grant, change or remove the owner role', permissions: ALL },
  {
    role: 'developer',
    description: 'Builds the integration: trades, sub-accounts, keys, webhooks, the sandbox tools; moves no money',
    permissions: ['read', 'trade', 'accounts.manage', 'keys.manage', 'webhooks.manage', 'reports.read', 'support.write', 'sandbox.tools', 'sandbox.reset'],
  },
  {
    role: 'finance',
    description: 'Money in and out, reports, settlement settings and approvals; no trading, keys or webhooks',
    permissions: ['read', 'payouts', 'reports.read', 'settings.manage', 'support.write', 'approvals.decide'],
  },
  {
    role: 'support',
    description: "Helps end users: reads everything, manages sub-accounts (KYC, freeze) and the partner's support cases",
    permissions: ['read', 'accounts.manage', 'support.write'],
  },
  { role: 'viewer', description: 'Reads the business and its reports; changes nothing', permissions: ['read', 'reports.read'] },
];

const BY_ROLE: ReadonlyMap<string, ReadonlySet<Permission>> = new Map(ROLES.map((r) => [r.role, new Set(r.permissions)]));

export function isRole(value: string): value is MemberRole {
  return isOneOf(MEMBER_ROLES, value);
}

/** The permissions of `role`; an unknown role (a corrupt row) has none. */
export function permissionsOf(role: string): readonly Permission[] {
  return [...(BY_ROLE.get(role) ?? [])];
}

export function roleHasPermission(role: string, permission: Permission): boolean {
  return BY_ROLE.get(role)?.has(permission) ?? false;
}

/** What a write under each key scope needs (a read needs `read`, except reports, which need `reports.read`). */
const WRITE_PERMISSION_BY_SCOPE: Readonly<Record<string, Permission>> = {
  'market:read': 'read',
  trading: 'trade',
  accounts: 'accounts.manage',
  funds: 'payouts',
  webhooks: 'webhooks.manage',
  reports: 'reports.read',
  keys: 'keys.manage',
  // The sandbox root's reset, the only route that needs the full-access scope.
  '*': 'sandbox.reset',
};

/** Families whose every request (reads too) needs a narrower permission than `read`. */
const FAMILY_ALWAYS: Readonly<Record<string, Permission>> = {
  'api-keys': 'keys.manage',
  report: 'reports.read',
  reports: 'reports.read',
  audit: 'reports.read',
  sessions: 'team.manage',
  // The sandbox tools simulate the market and money: reads included, they are a developer's instrument.
  'test-tools': 'sandbox.tools',
  sandbox: 'sandbox.tools',
};

/** Families whose writes belong to a permission other than their key scope's. */
const FAMILY_WRITES: Readonly<Record<string, Permission>> = {
  support: 'support.write',
  settings: 'settings.manage',
  team: 'team.manage',
  security: 'security.manage',
  approvals: 'approvals.decide',
  reset: 'sandbox.reset',
};

/**
 * The permission a request needs: by path family first (`family` is the first path segment after the
 * base), else by the route's key scope and whether it writes. Unknown scopes need every permission a
 * role can hold, i.e. only owner and admin pass (`team.manage`), so a forgotten mapping fails closed.
 */
export function permissionForRoute(family: string, scope: string, write: boolean): Permission {
  const always = FAMILY_ALWAYS[family];
  if (always) return always;
  if (!write) return 'read';
  return FAMILY_WRITES[family] ?? WRITE_PERMISSION_BY_SCOPE[scope] ?? 'team.manage';
}
