/**
 * Route scopes, as an attacker holding a narrowed key would probe them. The table is generated from
 * the router (a new route cannot escape it): every mounted API-key route is tried with one key per
 * scope, and only the key holding the route's documented scope (OpenAPI `x-required-scope`) or `*`
 * gets past the controls. "Past the controls" is observed without side effects: the sandbox scenario
 * header, which runs right after them, turns an admitted request into a forced 409.
 */
import test from 'ava';
import { buildApp } from '../../http/app.ts';
import { pipelineFor } from '../../http/pipeline.ts';
import { mountsOf, route, type Mount } from '../../http/route.ts';
import { allRoutes } from '../../http/routes/index.ts';
import { isSessionOnly, requiredScope, SCOPES } from '../../http/scopes.ts';
import { SlidingWindowLimiter } from '../../http/rate-limiter.ts';
import { servedPaths } from '../helpers/openapi-refs.ts';
import { PRODUCTION, SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';
import { assertError } from './shell-support.ts';
import { journalOf, sandboxPartnerWithFlags } from './controls-signing.ts';

const NARROW_SCOPES = SCOPES.filter((s) => s !== '*');
const ADMITTED = { 'x-sandbox-force-error': 'CONFLICT' } as const;

let s: TestServer;
let documented: Record<string, Record<string, { 'x-required-scope'?: string; security: Record<string, string[]>[] }>>;
test.before(async () => {
  s = await startTestServer();
  documented = servedPaths((await s.request('GET', `${PRODUCTION}/openapi.json`)).body);
});
test.after.always(() => s?.close());

/** A sandbox partner whose keys hold exactly `scopes`, with flags set, and a limit the sweep cannot hit. */
async function partnerWith(scopes: readonly string[], flags: Record<string, boolean> = {}): Promise<{ key: string; partnerId: string }> {
  const partner = await sandboxPartnerWithFlags(s, flags);
  const res = await s.operator('PATCH', `/partners/${partner.partnerId}`, { scopes });
  if (res.status !== 200) throw new Error(`patch failed: ${res.status} ${res.text}`);
  return partner;
}

/** Fills `{param}` with a harmless value: nothing here gets as far as reading parameters. */
const concrete = (m: Mount): string => m.fullPath.replace(/\{\w+\}/g, 'X1');

async function probe(m: Mount, key: string, extra: Record<string, string> = ADMITTED) {
  return s.request(m.spec.method, concrete(m), {
    key,
    idempotencyKey: uniqueKey('scope'),
    headers: { ...extra },
    ...(m.spec.method === 'GET' ? {} : { body: {} }),
  });
}

const sandboxApiKeyMounts = (): Mount[] => allRoutes.flatMap(mountsOf).filter((m) => m.spec.auth === 'apiKey' && m.env === 'sandbox');

test('every API-key route resolves to exactly one scope from the contract list, and other routes declare none', (t) => {
  const apiKeyRoutes = allRoutes.filter((r) => r.auth === 'apiKey');
  t.true(apiKeyRoutes.length > 50);
  for (const spec of apiKeyRoutes) t.true((SCOPES as readonly string[]).includes(requiredScope(spec)), `${spec.method} ${spec.path}`);
  for (const spec of allRoutes.filter((r) => r.auth !== 'apiKey')) t.is(spec.scope, undefined, `${spec.method} ${spec.path} is not an API-key route`);
});

test('an API-key route in a family without a scope cannot be mounted', (t) => {
  const stray = route({
    method: 'GET',
    base: 'partner',
    path: '/widgets',
    auth: 'apiKey',
    summary: 'x',
    description: 'x',
    tag: 'x',
    success: { status: 200, description: 'x' },
    handler() {},
  });
  const deps = { limiter: new SlidingWindowLimiter(), verifyIdToken: async () => ({ sub: '', email: '', name: null }), operatorToken: null };
  const shared = { idempotency: async () => {}, body: async () => {} };
  t.throws(() => pipelineFor(mountsOf(stray)[0]!, deps, shared), { message: /no scope for this path family/ });
  t.notThrows(() => pipelineFor(mountsOf({ ...stray, scope: 'reports' })[0]!, deps, shared));
});

test("the OpenAPI document names each API-key operation's scope in x-required-scope and in its security requirements", (t) => {
  for (const mount of buildApp(s.running.service).mounts.filter((m) => m.spec.auth === 'apiKey')) {
    const op = documented[mount.fullPath]?.[mount.spec.method.toLowerCase()];
    const scope = op?.['x-required-scope'];
    t.truthy(scope, `${mount.spec.method} ${mount.fullPath}`);
    t.deepEqual(op?.security, [{ bearerApiKey: [scope!] }, { headerApiKey: [scope!] }]);
  }
});

test('the families map to the scopes an integrator would expect', (t) => {
  const scopeOf = (method: string, path: string): string | undefined => documented[SANDBOX + path]?.[method]?.['x-required-scope'];
  const expected: [string, string, string][] = [
    ['get', '/stocks/{symbol}', 'market:read'],
    ['get', '/market-data/quotes', 'market:read'],
    ['get', '/fx/rates', 'market:read'],
    ['get', '/instruments', 'market:read'],
    ['get', '/quote/{symbol}', 'trading'],
    ['post', '/trade', 'trading'],
    ['delete', '/orders/{orderId}', 'trading'],
    ['post', '/users/{userId}/trade', 'trading'],
    ['get', '/users/{userId}/orders', 'trading'],
    ['post', '/test-tools/trade', 'trading'],
    ['post', '/sandbox/trade', 'trading'],
    ['get', '/portfolio', 'trading'],
    ['post', '/users', 'accounts'],
    ['get', '/users/{userId}', 'accounts'],
    ['post', '/users/{userId}/kyc', 'accounts'],
    ['get', '/account', 'accounts'],
    ['post', '/topup', 'funds'],
    ['post', '/payout', 'funds'],
    ['post', '/users/{userId}/deposit', 'funds'],
    ['post', '/users/{userId}/withdraw', 'funds'],
    ['post', '/test-tools/deposit', 'funds'],
    ['post', '/sandbox/deposit', 'funds'],
    ['post', '/webhooks', 'webhooks'],
    ['get', '/events', 'webhooks'],
    ['get', '/stream', 'webhooks'],
    ['post', '/price-alerts', 'webhooks'],
    ['get', '/audit', 'reports'],
    ['get', '/sla', 'reports'],
    ['post', '/api-keys/rotate', 'keys'],
  ];
  for (const [method, path, scope] of expected) t.is(scopeOf(method, path), scope, `${method.toUpperCase()} ${path}`);
  t.is(documented['/api/sandbox/v1/reset']?.post?.['x-required-scope'], '*', 'wiping the sandbox needs full access');
});

test('on every API-key route, only the key holding its scope gets past the controls; every other narrowed key gets 403 FORBIDDEN with requiredScope', async (t) => {
  const keys = Object.fromEntries(await Promise.all(NARROW_SCOPES.map(async (scope) => [scope, (await partnerWith([scope])).key] as const)));
  const mounts = sandboxApiKeyMounts();
  for (const m of mounts) {
    const required = documented[m.fullPath]![m.spec.method.toLowerCase()]!['x-required-scope']!;
    for (const scope of NARROW_SCOPES) {
      const res = await probe(m, keys[scope]!);
      const label = `${m.spec.method} ${m.fullPath} with a ${scope} key`;
      if (scope === required) {
        t.is(res.status, 409, `${label}: ${res.text}`);
        t.true(res.body?.error?.sandboxScenario, label);
      } else {
        t.is(res.status, 403, `${label}: ${res.text}`);
        t.is(res.body?.error?.code, 'FORBIDDEN', label);
        t.is(res.body?.error?.requiredScope, required, label);
      }
    }
  }
});

test('a key holding * gets past the controls on every route but the session-only team routes, and a key holding several scopes on each of theirs', async (t) => {
  const full = (await partnerWith(['*'])).key;
  const several = (await partnerWith(['trading', 'funds'])).key;
  for (const m of sandboxApiKeyMounts()) {
    // The team is managed by members through portal sessions: an API key, even *, is refused there.
    t.is((await probe(m, full)).status, isSessionOnly(m.spec) ? 403 : 409, `${m.spec.method} ${m.fullPath} with *`);
    const required = documented[m.fullPath]![m.spec.method.toLowerCase()]!['x-required-scope']!;
    t.is((await probe(m, several)).status, ['trading', 'funds'].includes(required) ? 409 : 403, `${m.spec.method} ${m.fullPath} with trading+funds`);
  }
});

test('narrowed scopes are enforced even when the operator does not require scoped keys, and a refusal changes nothing', async (t) => {
  const { key, partnerId } = await partnerWith(['market:read']);
  t.is((await s.operator('GET', `/partners/${partnerId}`)).body.flags.scopedKeysRequired, undefined);
  t.is((await s.request('GET', `${SANDBOX}/stocks`, { key })).status, 200);
  const before = journalOf(s, partnerId);
  const topup = await s.request('POST', `${SANDBOX}/topup`, { key, idempotencyKey: uniqueKey(), body: { amount: 5 } });
  assertError(t, topup, 403, 'FORBIDDEN');
  t.is(topup.body.error.requiredScope, 'funds');
  assertError(t, await s.request('GET', `${SANDBOX}/account`, { key }), 403, 'FORBIDDEN');
  t.deepEqual(journalOf(s, partnerId), before, 'a refused request wrote to the journal');
  t.is((await s.operator('PATCH', `/partners/${partnerId}`, { scopes: ['*'] })).status, 200);
  const account = await s.request('GET', `${SANDBOX}/account`, { key });
  t.is(account.status, 200);
  t.is(account.body.walletBalance.available, 100_000, 'the refused top-up left the wallet untouched');
});

test('with scoped keys required, a key with no scopes is denied everywhere, while * keeps full access', async (t) => {
  const unscoped = await partnerWith([], { scopedKeysRequired: true });
  for (const path of ['/stocks', '/account', '/orders', '/webhooks']) {
    const res = await s.request('GET', SANDBOX + path, { key: unscoped.key });
    assertError(t, res, 403, 'FORBIDDEN');
    t.regex(res.body.error.message, /no scopes/);
  }
  assertError(t, await s.request('POST', `${SANDBOX}/topup`, { key: unscoped.key, idempotencyKey: uniqueKey(), body: { amount: 5 } }), 403, 'FORBIDDEN');
  const star = await partnerWith(['*'], { scopedKeysRequired: true });
  t.is((await s.request('GET', `${SANDBOX}/account`, { key: star.key })).status, 200);
  t.is((await s.request('POST', `${SANDBOX}/topup`, { key: star.key, idempotencyKey: uniqueKey(), body: { amount: 5 } })).status, 201);
});

test('a key with no scopes keeps full access until the operator requires scoped keys, and loses it at once when they do', async (t) => {
  const { key, partnerId } = await partnerWith([]);
  t.is((await s.request('GET', `${SANDBOX}/account`, { key })).status, 200);
  t.is((await s.operator('PATCH', `/partners/${partnerId}`, { scopedKeysRequired: true })).status, 200);
  assertError(t, await s.request('GET', `${SANDBOX}/account`, { key }), 403, 'FORBIDDEN');
  t.is((await s.operator('PATCH', `/partners/${partnerId}`, { scopes: ['accounts'] })).status, 200);
  t.is((await s.request('GET', `${SANDBOX}/account`, { key })).status, 200);
  assertError(t, await s.request('GET', `${SANDBOX}/stocks`, { key }), 403, 'FORBIDDEN');
});

test('production keys are held to their scopes on the production base too', async (t) => {
  const { apiKey, partnerId } = await s.productionPartner();
  t.is((await s.operator('PATCH', `/partners/${partnerId}`, { scopes: ['market:read'] })).status, 200);
  t.is((await s.request('GET', `${PRODUCTION}/stocks`, { key: apiKey })).status, 200);
  const res = await s.request('GET', `${PRODUCTION}/orders`, { key: apiKey });
  assertError(t, res, 403, 'FORBIDDEN');
  t.is(res.body.error.requiredScope, 'trading');
});
