/**
 * MINIMAL stand-in (issue 14, security and approvals branch) for the team roles another branch builds:
 * the same exported signature, `roleHasPermission(role, permission)`. Owner and admin hold every
 * permission; every other role none. The full version (roles, permissions, the route mapping)
 * replaces this file when the branches merge.
 */
const ALL_PERMISSIONS_ROLES: ReadonlySet<string> = new Set(['owner', 'admin']);

export function roleHasPermission(role: string, _permission: string): boolean {
  return ALL_PERMISSIONS_ROLES.has(role);
}
