/**
 * The attacker's checklist, generated from the router: every credential an attacker might hold or
 * forge is tried against every mounted route, so a route added tomorrow is covered without anyone
 * remembering to add it here. The expected answer comes from the spec's rules restated below (an
 * independent oracle), never from the middleware under test. A refused request must change nothing:
 * the journal head is the same before and after the whole sweep of refusals.
 */
import test from 'ava';
import { allRoutes } from '../../http/routes/index.ts';
import { mountsOf, type Mount } from '../../http/route.ts';
import { OPERATOR_TOKEN, PRODUCTION, SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';

/** Spec, Authentication rule 3: the only families a data key may GET (paths after the partner base). */
const DATA_KEY_FAMILIES = ['stocks', 'etfs', 'bonds', 'funds', 'market', 'market-data', 'market-intel', 'opportunities', 'dividends', 'companies', 'fx'];

type Expected = { status: number; code: string } | 'allowed';

interface Credential {
  readonly name: string;
  /** The Authorization header value, or null for no credential at all. */
  readonly authorization: string | null;
  readonly expect: (m: Mount) => Expected;
}

const family = (m: Mount): string => m.spec.path.split('/')[1] ?? '';
const dataKeyMayUse = (m: Mount): boolean => m.spec.method === 'GET' && DATA_KEY_FAMILIES.includes(family(m));

/** Fills `{param}` with a harmless value: every refusal here happens before parameters are read. */
const concrete = (m: Mount): string => m.fullPath.replace(/\{\w+\}/g, 'X1');

async function probe(s: TestServer, m: Mount, authorization: string | null) {
  const headers: Record<string, string> = { 'idempotency-key': uniqueKey('atk') };
  if (authorization !== null) headers.authorization = authorization;
  const body = m.spec.method === 'GET' ? undefined : {};
  return s.request(m.spec.method, concrete(m), { headers, ...(body ? { body } : {}) });
}

interface Fixture {
  readonly s: TestServer;
  readonly credentials: Credential[];
}

async function suspendedKey(s: TestServer, env: 'sandbox' | 'production'): Promise<string> {
  const partner = env === 'sandbox' ? await s.sandboxPartner() : await s.productionPartner();
  const id = (await s.request('GET', `${env === 'sandbox' ? SANDBOX : PRODUCTION}/account`, { key: partner.apiKey })).body.partnerId;
  const res = await s.operator('PATCH', `/partners/${id}`, { status: 'suspended' });
  if (res.status !== 200) throw new Error(`suspend failed: ${res.status} ${res.text}`);
  return partner.apiKey;
}

const baseOf = (env: 'sandbox' | 'production'): string => (env === 'sandbox' ? SANDBOX : PRODUCTION);
const partnerOf = (s: TestServer, env: 'sandbox' | 'production') => (env === 'sandbox' ? s.sandboxPartner() : s.productionPartner());

async function post(s: TestServer, path: string, key: string, body: unknown = {}) {
  const res = await s.request('POST', path, { key, idempotencyKey: uniqueKey('atk'), body });
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${res.text}`);
  return res.body;
}

/** A 15-minute OAuth token of a full key (the grant enabled for its partner first). */
async function oauthToken(s: TestServer, env: 'sandbox' | 'production', key: string): Promise<string> {
  const partnerId = (await s.request('GET', `${baseOf(env)}/account`, { key })).body.partnerId as string;
  await s.operator('PATCH', `/partners/${partnerId}`, { oauthClientCredentialsEnabled: true });
  const res = await s.request('POST', `${baseOf(env)}/oauth/token`, { body: { grant_type: 'client_credentials', client_secret: key } });
  if (res.status !== 200) throw new Error(`oauth token: ${res.status} ${res.text}`);
  return res.body.access_token as string;
}

/** Keys and tokens that were real once and have been ended through the API: rotated, revoked, deleted, expired. */
async function endedCredentials(
  s: TestServer,
  env: 'sandbox' | 'production',
): Promise<{ rotated: string; revoked: string; deletedDataKey: string; revokedSession: string; tokenOfRevokedKey: string; soonExpired: string }> {
  const base = baseOf(env);
  const a = await partnerOf(s, env);
  const rotated = a.apiKey;
  const current = (await post(s, `${base}/api-keys/rotate`, a.apiKey, { confirm: true })).newApiKey as string;
  const deletedDataKey = (await post(s, `${base}/api-keys/data-key`, current)).dataKey as string;
  const del = await s.request('DELETE', `${base}/api-keys/data-key`, { key: current, idempotencyKey: uniqueKey('atk') });
  if (del.status !== 200) throw new Error(`data key delete: ${del.status} ${del.text}`);
  const idToken = await s.idToken({ sub: a.sub, email: a.email });
  const session = await s.request('POST', `${base}/session`, { key: idToken });
  await s.request('POST', `${base}/session/revoke`, { key: idToken, body: { accessToken: session.body.accessToken } });
  const b = await partnerOf(s, env);
  const tokenOfRevokedKey = await oauthToken(s, env, b.apiKey);
  const soonExpired = await oauthToken(s, env, (await partnerOf(s, env)).apiKey);
  const revoked = b.apiKey;
  const revokedRes =
    env === 'sandbox'
      ? await s.request('POST', `${base}/api-keys/revoke`, { key: b.apiKey, idempotencyKey: uniqueKey('atk'), body: {} })
      : await s.request('POST', `${base}/api-keys/revoke`, { key: await s.idToken({ sub: b.sub, email: b.email }), body: { apiKey: b.apiKey } });
  if (revokedRes.status !== 200) throw new Error(`revoke: ${revokedRes.status} ${revokedRes.text}`);
  return { rotated, revoked, deletedDataKey, revokedSession: session.body.accessToken, tokenOfRevokedKey, soonExpired };
}

/** Credentials for one environment; `other` is a valid full key of the other environment. */
async function credentialsFor(s: TestServer, env: 'sandbox' | 'production', other: string): Promise<Credential[]> {
  const live = await partnerOf(s, env);
  const dataKey = (await post(s, `${baseOf(env)}/api-keys/data-key`, (await partnerOf(s, env)).apiKey)).dataKey as string;
  const suspended = await suspendedKey(s, env);
  const ended = await endedCredentials(s, env);
  const prefix = env === 'sandbox' ? 'sk_sandbox_' : 'pk_live_';
  const onlyOwnEnv = (m: Mount): boolean => m.env === env;
  const refusedAs =
    (status: number, code: string) =>
    (m: Mount): Expected =>
      onlyOwnEnv(m) ? { status, code } : { status: 401, code: 'AUTH_INVALID' };
  const invalid = (): Expected => ({ status: 401, code: 'AUTH_INVALID' });
  // Revocation is a property of the key itself, so it is reported on any base, before the environment check.
  const revokedEverywhere = (): Expected => ({ status: 403, code: 'AUTH_REVOKED' });
  return [
    { name: `${env}: no credential`, authorization: null, expect: () => ({ status: 401, code: 'AUTH_MISSING' }) },
    { name: `${env}: malformed key`, authorization: 'Bearer not-a-key', expect: invalid },
    { name: `${env}: well-formed unknown key`, authorization: `Bearer ${prefix}${'A'.repeat(32)}`, expect: invalid },
    { name: `${env}: well-formed unknown token`, authorization: `Bearer service_oauth_${'A'.repeat(32)}`, expect: invalid },
    { name: `${env}: operator token as an API key`, authorization: `Bearer ${OPERATOR_TOKEN}`, expect: invalid },
    { name: `${env}: ID token as an API key`, authorization: `Bearer ${await s.idToken({ sub: live.sub, email: live.email })}`, expect: invalid },
    { name: `${env}: a key of the other environment`, authorization: `Bearer ${other}`, expect: (m) => (onlyOwnEnv(m) ? invalid() : 'allowed') },
    { name: `${env}: suspended partner's key`, authorization: `Bearer ${suspended}`, expect: refusedAs(403, 'AUTH_SUSPENDED') },
    {
      name: `${env}: data key`,
      authorization: `Bearer ${dataKey}`,
      expect: (m) => (!onlyOwnEnv(m) ? invalid() : dataKeyMayUse(m) ? 'allowed' : { status: 403, code: 'FORBIDDEN' }),
    },
    { name: `${env}: rotated key`, authorization: `Bearer ${ended.rotated}`, expect: invalid },
    { name: `${env}: revoked key`, authorization: `Bearer ${ended.revoked}`, expect: revokedEverywhere },
    { name: `${env}: deleted data key`, authorization: `Bearer ${ended.deletedDataKey}`, expect: invalid },
    { name: `${env}: revoked session token`, authorization: `Bearer ${ended.revokedSession}`, expect: revokedEverywhere },
    { name: `${env}: OAuth token of a revoked key`, authorization: `Bearer ${ended.tokenOfRevokedKey}`, expect: revokedEverywhere },
    { name: `${env}: OAuth token past its 15 minutes`, authorization: `Bearer ${ended.soonExpired}`, expect: invalid },
  ];
}

async function fixture(): Promise<Fixture> {
  const s = await startTestServer();
  const sandboxFull = (await s.sandboxPartner()).apiKey;
  const liveFull = (await s.productionPartner()).apiKey;
  const credentials = [...(await credentialsFor(s, 'sandbox', liveFull)), ...(await credentialsFor(s, 'production', sandboxFull))];
  // Every token minted above is now past its 15 minutes (the ended ones were refused before expiry anyway).
  await s.operator('POST', '/clock/advance', { seconds: 901 });
  return { s, credentials };
}

const apiKeyMounts = allRoutes.filter((r) => r.auth === 'apiKey').flatMap(mountsOf);

test('the checklist covers every API-key route the router mounts, on both bases', (t) => {
  t.true(apiKeyMounts.length > 100, `only ${apiKeyMounts.length} API-key mounts found`);
  t.true(apiKeyMounts.some((m) => m.env === 'sandbox') && apiKeyMounts.some((m) => m.env === 'production'));
});

test('every forged, foreign, suspended or read-only credential is refused on every route it may not use, and the refusals change nothing', async (t) => {
  const { s, credentials } = await fixture();
  t.teardown(() => s.close());
  const journal = s.running.service.stores.journal;
  const before = journal.head();
  const failures: string[] = [];
  let refusals = 0;
  // Every 401 AUTH_INVALID, whatever made the credential invalid: body without its request id -> who got it.
  const invalidBodies = new Map<string, string>();
  for (const cred of credentials) {
    for (const m of apiKeyMounts) {
      const expected = cred.expect(m);
      if (expected === 'allowed') continue;
      const res = await probe(s, m, cred.authorization);
      refusals += 1;
      if (res.status !== expected.status || res.body?.error?.code !== expected.code) {
        failures.push(
          `${cred.name} ${m.spec.method} ${m.fullPath}: got ${res.status} ${res.body?.error?.code ?? res.text.slice(0, 60)}, want ${expected.status} ${expected.code}`,
        );
      }
      if (expected.code === 'AUTH_INVALID') {
        const { requestId, ...error } = res.body?.error ?? {};
        const body = JSON.stringify(error);
        if (!invalidBodies.has(body)) invalidBodies.set(body, `${cred.name} ${m.spec.method} ${m.fullPath}`);
      }
    }
  }
  t.deepEqual(failures.slice(0, 20), [], `${failures.length} routes answered wrongly`);
  // docs/security.md: malformed, unknown, foreign-environment, rotated, withdrawn and expired credentials answer the same.
  t.deepEqual(
    [...invalidBodies.keys()],
    [JSON.stringify({ code: 'AUTH_INVALID', message: 'the API key or token is invalid, expired or unknown' })],
    `distinct 401 bodies, first seen at: ${[...invalidBodies.values()].join('; ')}`,
  );
  t.true(refusals > 1000, `only ${refusals} refusals were tried`);
  t.log(`${credentials.length} credentials x ${apiKeyMounts.length} API-key mounts: ${refusals} refusals checked`);
  t.deepEqual(journal.head(), before, 'a refused request changed the journal');
});

test('a data key reaches every market-data GET it is allowed, and nothing answers it with an authentication error', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  for (const env of ['sandbox', 'production'] as const) {
    const dataKey = (await post(s, `${baseOf(env)}/api-keys/data-key`, (await partnerOf(s, env)).apiKey)).dataKey as string;
    const allowed = apiKeyMounts.filter((m) => m.env === env && dataKeyMayUse(m));
    t.true(allowed.length > 20, `${env}: only ${allowed.length} data-key routes`);
    for (const m of allowed) {
      const res = await probe(s, m, `Bearer ${dataKey}`);
      t.false([401, 403].includes(res.status), `${m.spec.method} ${m.fullPath} answered ${res.status} ${res.text.slice(0, 80)}`);
    }
  }
});

test('API keys are not identities: ID-token and operator routes refuse every API key kind', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const keys = [(await s.sandboxPartner()).apiKey, (await s.productionPartner()).apiKey];
  keys.push((await post(s, `${SANDBOX}/api-keys/data-key`, keys[0]!)).dataKey as string);
  const mounts = allRoutes.filter((r) => r.auth === 'idToken' || r.auth === 'operator').flatMap(mountsOf);
  t.true(mounts.length > 10);
  for (const m of mounts) {
    for (const key of keys) {
      const res = await probe(s, m, `Bearer ${key}`);
      t.is(res.status, 401, `${m.spec.method} ${m.fullPath} with ${key.slice(0, 8)}: ${res.status} ${res.text.slice(0, 80)}`);
      t.is(res.body?.error?.code, 'AUTH_INVALID');
    }
  }
});

test('a key, its data key and its OAuth token draw on one rate-limit bucket, which rotation does not refill', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const p = await s.productionPartner();
  await s.operator('PATCH', `/partners/${p.partnerId}`, { rateLimits: { production: 12 } });
  const dataKey = (await post(s, `${PRODUCTION}/api-keys/data-key`, p.apiKey)).dataKey as string;
  const token = await oauthToken(s, 'production', p.apiKey);
  const rotated = (await post(s, `${PRODUCTION}/api-keys/rotate`, p.apiKey, { confirm: true })).newApiKey as string;
  const newToken = await oauthToken(s, 'production', rotated);
  t.truthy(token);
  const remaining: number[] = [];
  for (const key of [rotated, dataKey, newToken, rotated, dataKey, newToken]) {
    const res = await s.request('GET', `${PRODUCTION}/market/status`, { key });
    t.is(res.status, 200, res.text);
    remaining.push(Number(res.headers.get('x-ratelimit-remaining')));
  }
  t.deepEqual(
    remaining.map((r, i) => r - (remaining[0]! - i)),
    [0, 0, 0, 0, 0, 0],
    `one countdown across credentials: ${remaining}`,
  );
  t.true(remaining[0]! < 12 - 3, 'the requests made before the rotation still count');
  let res: Awaited<ReturnType<typeof s.request>>;
  do res = await s.request('GET', `${PRODUCTION}/market/status`, { key: dataKey });
  while (res.status === 200);
  t.is(res.status, 429);
  for (const key of [rotated, newToken]) {
    const other = await s.request('GET', `${PRODUCTION}/market/status`, { key });
    t.is(other.status, 429, 'the bucket is empty for every credential of the partner');
    t.is(other.body.error.code, 'RATE_LIMITED');
  }
});
