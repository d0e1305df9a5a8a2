/**
 * Key scopes (CONTRACT.md section 5) and the one scope each API-key route requires. The default comes
 * from the route's path family, decided here once; a route may name its scope explicitly instead. A
 * route whose family is not listed has no scope, and mounting it fails: no API-key route can be served
 * without one (test/http/controls-scopes.test.ts walks the router to prove it).
 */
import { permissionForRoute, type Permission } from '../engine/team/roles.ts';
import type { RouteSpec } from './route.ts';

export const SCOPES = ['*', 'market:read', 'trading', 'accounts', 'funds', 'webhooks', 'reports', 'keys'] as const;
export type Scope = (typeof SCOPES)[number];

/** The first path segment after the base decides the family. */
const FAMILY_SCOPES: Readonly<Record<string, Scope>> = {
  // Reference and market data: everything a data key may read, plus the unified catalog.
  stocks: 'market:read',
  etfs: 'market:read',
  bonds: 'market:read',
  funds: 'market:read',
  market: 'market:read',
  'market-intel': 'market:read',
  opportunities: 'market:read',
  dividends: 'market:read',
  'corporate-actions': 'market:read',
  companies: 'market:read',
  fx: 'market:read',
  instruments: 'market:read',
  // Quoting, orders and the positions they produce; the sandbox test tools simulate trading.
  quote: 'trading',
  trade: 'trading',
  orders: 'trading',
  portfolio: 'trading',
  'test-tools': 'trading',
  'test-clocks': 'trading',
  // The partner's own profile and its sub-accounts (their personal data, KYC, balances, lots).
  account: 'accounts',
  users: 'accounts',
  'auto-register': 'accounts',
  // Money in and out of the master wallet.
  topup: 'funds',
  payout: 'funds',
  float: 'funds',
  // Where events go: webhook registrations, the event list and stream, and price alerts (which fire events).
  webhooks: 'webhooks',
  events: 'webhooks',
  stream: 'webhooks',
  'price-alerts': 'webhooks',
  // Reports about the partner's business and the service's commitments to it.
  report: 'reports',
  reports: 'reports',
  audit: 'reports',
  sla: 'reports',
  // Credentials: data keys, rotation, sandbox revocation.
  'api-keys': 'keys',
  // The organisation: portal sessions only (SESSION_ONLY_FAMILIES), under the full-access scope.
  team: '*',
  sessions: '*',
};

/**
 * Families only a portal session may use: the team is people, managed by people (as at Stripe, an API
 * key cannot manage the team or end sessions, so a leaked key cannot add a member or lock one out).
 */
const SESSION_ONLY_FAMILIES: ReadonlySet<string> = new Set(['team', 'sessions']);

/** Sub-account actions that belong to another family than the sub-account's own data. */
const SUB_ACCOUNT_ACTIONS: readonly (readonly [RegExp, Scope])[] = [
  [/^\/users\/\{\w+\}\/(trade|orders|subscribe|redeem)(\/|$)/, 'trading'],
  [/^\/users\/\{\w+\}\/(deposit|withdraw)$/, 'funds'],
];

/** Deprecated aliases take their successor's scope. */
const ALIASES: readonly (readonly [RegExp, string])[] = [
  [/^\/market-data\//, '/market/'],
  [/^\/sandbox\//, '/test-tools/'],
];

/** Paths whose scope is not their family's: a sandbox test deposit creates money. */
const PATH_SCOPES: Readonly<Record<string, Scope>> = {
  '/test-tools/deposit': 'funds',
};

/** The first path segment after the base, aliases resolved (`/reset` on the sandbox root is the `reset` family). */
export function familyOf(path: string): string {
  const canonical = ALIASES.reduce((p, [pattern, successor]) => p.replace(pattern, successor), path);
  return canonical.split('/')[1] ?? '';
}

export function isSessionOnly(spec: RouteSpec): boolean {
  return SESSION_ONLY_FAMILIES.has(familyOf(spec.path));
}

/** The member permission a portal session needs for this route (engine/team/roles.ts decides it from family, scope and method). */
export function requiredPermission(spec: RouteSpec): Permission {
  return permissionForRoute(familyOf(spec.path), requiredScope(spec), spec.method !== 'GET');
}

/** The scope a path's family implies, or null when the family is not listed. */
export function scopeForPath(base: RouteSpec['base'], path: string): Scope | null {
  // The sandbox root's only API-key route wipes the whole sandbox: full access only.
  if (base === 'sandboxRoot') return path === '/reset' ? '*' : null;
  const canonical = ALIASES.reduce((p, [pattern, successor]) => p.replace(pattern, successor), path);
  const exact = PATH_SCOPES[canonical];
  if (exact) return exact;
  const action = SUB_ACCOUNT_ACTIONS.find(([pattern]) => pattern.test(canonical));
  if (action) return action[1];
  const family = canonical.split('/')[1] ?? '';
  return Object.hasOwn(FAMILY_SCOPES, family) ? FAMILY_SCOPES[family]! : null;
}

/** The one scope an API-key route requires; throws for a route that has none, so it cannot be mounted. */
export function requiredScope(spec: RouteSpec): Scope {
  const scope = spec.scope ?? scopeForPath(spec.base, spec.path);
  if (!scope) throw new Error(`${spec.method} ${spec.path}: no scope for this path family; add it to http/scopes.ts or set scope on the route`);
  return scope;
}

/**
 * Whether a key's scopes grant `required`. `*` grants everything. A key with no scopes at all predates
 * scoping: it keeps full access until the operator requires scoped keys, and from then on it is denied.
 */
export function grants(keyScopes: readonly string[], required: Scope, scopedKeysRequired: boolean): boolean {
  if (keyScopes.length === 0) return !scopedKeysRequired;
  return keyScopes.includes('*') || keyScopes.includes(required);
}
