/**
 * The attacker's role checklist (spec Authentication rule 5): every role's portal session
 * against every route family, generated from the router. For each family and permission the router
 * serves in an environment, one representative request (a dummy id or an empty body, so an allowed
 * request is refused by validation or lookup, never by access) is sent with each role's session: a
 * role without the permission gets 403 FORBIDDEN naming it, a role with it gets anything but 403.
 * Plain API keys are refused the session-only families (the team).
 */
import test, { type ExecutionContext } from 'ava';
import { effectivePermissions } from '../../engine/team/access.ts';
import { MEMBER_ROLES } from '../../engine/team/roles.ts';
import { allRoutes } from '../../http/routes/index.ts';
import type { RouteSpec } from '../../http/route.ts';
import { familyOf, isSessionOnly, requiredPermission } from '../../http/scopes.ts';
import { SANDBOX_ROOT, startTestServer, uniqueKey } from '../helpers/server.ts';
import { type EnvName, memberWith, type Org, orgOn } from './team-support.ts';

interface Probe {
  readonly family: string;
  readonly permission: string;
  readonly spec: RouteSpec;
}

/** Lower is a better representative: an id that does not exist, then a body that is missing, then a read. */
function harmlessness(spec: RouteSpec): number {
  if (spec.params) return 0;
  if (spec.body) return 1;
  return spec.method === 'GET' ? 2 : 3;
}

/** One representative route per family and permission among the API-key routes of `env`. */
function probesFor(env: EnvName): Probe[] {
  const bases = env === 'sandbox' ? ['partner', 'sandbox', 'sandboxRoot'] : ['partner', 'production'];
  const best = new Map<string, Probe>();
  for (const spec of allRoutes.filter((r) => r.auth === 'apiKey' && bases.includes(r.base))) {
    const probe = { family: familyOf(spec.path), permission: requiredPermission(spec), spec };
    const key = `${probe.family} ${probe.permission}`;
    const current = best.get(key);
    if (!current || harmlessness(spec) < harmlessness(current.spec)) best.set(key, probe);
  }
  return [...best.values()];
}

function urlOf(org: Org, spec: RouteSpec): string {
  const base = spec.base === 'sandboxRoot' ? SANDBOX_ROOT : org.base;
  return org.s.url + base + spec.path.replace(/\{\w+\}/g, 'no-such-id');
}

/** Sends the probe; an event stream is closed as soon as its headers arrive. */
async function send(org: Org, token: string, spec: RouteSpec): Promise<{ status: number; code: string | undefined; text: string }> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (spec.method !== 'GET') Object.assign(headers, { 'idempotency-key': uniqueKey(), 'content-type': 'application/json' });
  const res = await fetch(urlOf(org, spec), { method: spec.method, headers, ...(spec.method === 'GET' ? {} : { body: '{}' }) });
  if ((res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    await res.body?.cancel();
    return { status: res.status, code: undefined, text: '' };
  }
  const text = await res.text();
  let code: string | undefined;
  try {
    code = JSON.parse(text)?.error?.code;
  } catch {
    code = undefined;
  }
  return { status: res.status, code, text };
}

async function checklist(t: ExecutionContext, env: EnvName): Promise<void> {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const org = await orgOn(s, env);
  const sessions: Record<string, string> = { owner: org.owner.token };
  for (const role of MEMBER_ROLES.filter((r) => r !== 'owner')) sessions[role] = (await memberWith(org, role)).token;
  const probes = probesFor(env);
  t.true(probes.length >= 20, `the router gives ${probes.length} family/permission pairs`);
  const families = new Set(probes.map((p) => p.family));
  t.log(`${env}: ${probes.length} family/permission pairs over ${families.size} families, x ${MEMBER_ROLES.length} roles`);
  for (const family of ['orders', 'payout', 'users', 'webhooks', 'api-keys', 'reports', 'team', 'sessions']) t.true(families.has(family), family);
  const policy = { status: 'active' as const, testToolsOnProduction: false };
  for (const role of MEMBER_ROLES) {
    const allowed = new Set<string>(effectivePermissions(role, env, policy));
    for (const probe of probes) {
      const res = await send(org, sessions[role]!, probe.spec);
      const what = `${env} ${role} ${probe.spec.method} ${probe.spec.path} (${probe.permission}): ${res.status} ${res.text}`;
      if (allowed.has(probe.permission)) t.not(res.status, 403, what);
      else t.true(res.status === 403 && res.code === 'FORBIDDEN' && res.text.includes(probe.permission), what);
    }
  }
  for (const probe of probes.filter((p) => isSessionOnly(p.spec))) {
    const res = await send(org, org.apiKey, probe.spec);
    t.true(res.status === 403 && res.code === 'FORBIDDEN', `an API key on ${probe.spec.method} ${probe.spec.path}: ${res.status} ${res.text}`);
  }
  const still = await send(org, org.owner.token, probesFor(env).find((p) => p.family === 'team' && p.spec.method === 'GET')!.spec);
  t.not(still.status, 401, 'the probes ended no session');
}

for (const env of ['sandbox', 'production'] as const) {
  test(`${env}: every role against every route family of the router: 403 without the permission, never 403 with it`, (t) => checklist(t, env));
}
