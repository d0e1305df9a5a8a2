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
import { issueDataKey } from './market-data-key.ts';

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

/** Credentials for one environment; `other` is a valid full key of the other environment. */
async function credentialsFor(s: TestServer, env: 'sandbox' | 'production', other: string): Promise<Credential[]> {
  const live = env === 'sandbox' ? await s.sandboxPartner() : await s.productionPartner();
  const rotated = env === 'sandbox' ? live.apiKey : null;
  if (rotated) await s.request('POST', '/api/sandbox/v1/register', { key: await s.idToken({ sub: live.sub, email: live.email }) });
  const dataKey = issueDataKey(s, env === 'sandbox' ? (await s.sandboxPartner()).apiKey : (await s.productionPartner()).apiKey);
  const suspended = await suspendedKey(s, env);
  const prefix = env === 'sandbox' ? 'sk_sandbox_' : 'pk_live_';
  const onlyOwnEnv = (m: Mount): boolean => m.env === env;
  const refusedAs = (status: number, code: string) => (m: Mount): Expected => (onlyOwnEnv(m) ? { status, code } : { status: 401, code: 'AUTH_INVALID' });
  const list: Credential[] = [
    { name: `${env}: no credential`, authorization: null, expect: () => ({ status: 401, code: 'AUTH_MISSING' }) },
    { name: `${env}: malformed key`, authorization: 'Bearer not-a-key', expect: () => ({ status: 401, code: 'AUTH_INVALID' }) },
    { name: `${env}: well-formed unknown key`, authorization: `Bearer ${prefix}${'A'.repeat(32)}`, expect: () => ({ status: 401, code: 'AUTH_INVALID' }) },
    { name: `${env}: operator token as an API key`, authorization: `Bearer ${OPERATOR_TOKEN}`, expect: () => ({ status: 401, code: 'AUTH_INVALID' }) },
    { name: `${env}: ID token as an API key`, authorization: `Bearer ${await s.idToken({ sub: live.sub, email: live.email })}`, expect: () => ({ status: 401, code: 'AUTH_INVALID' }) },
    { name: `${env}: a key of the other environment`, authorization: `Bearer ${other}`, expect: (m) => (onlyOwnEnv(m) ? { status: 401, code: 'AUTH_INVALID' } : 'allowed') },
    { name: `${env}: suspended partner's key`, authorization: `Bearer ${suspended}`, expect: refusedAs(403, 'AUTH_SUSPENDED') },
    { name: `${env}: data key`, authorization: `Bearer ${dataKey}`, expect: (m) => (!onlyOwnEnv(m) ? { status: 401, code: 'AUTH_INVALID' } : dataKeyMayUse(m) ? 'allowed' : { status: 403, code: 'FORBIDDEN' }) },
  ];
  if (rotated) list.push({ name: `${env}: key replaced by re-registration`, authorization: `Bearer ${rotated}`, expect: () => ({ status: 401, code: 'AUTH_INVALID' }) });
  return list;
}

async function fixture(): Promise<Fixture> {
  const s = await startTestServer();
  const sandboxFull = (await s.sandboxPartner()).apiKey;
  const liveFull = (await s.productionPartner()).apiKey;
  const credentials = [...(await credentialsFor(s, 'sandbox', liveFull)), ...(await credentialsFor(s, 'production', sandboxFull))];
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
  for (const cred of credentials) {
    for (const m of apiKeyMounts) {
      const expected = cred.expect(m);
      if (expected === 'allowed') continue;
      const res = await probe(s, m, cred.authorization);
      refusals += 1;
      if (res.status !== expected.status || res.body?.error?.code !== expected.code) {
        failures.push(`${cred.name} ${m.spec.method} ${m.fullPath}: got ${res.status} ${res.body?.error?.code ?? res.text.slice(0, 60)}, want ${expected.status} ${expected.code}`);
      }
    }
  }
  t.deepEqual(failures.slice(0, 20), [], `${failures.length} routes answered wrongly`);
  t.true(refusals > 1000, `only ${refusals} refusals were tried`);
  t.deepEqual(journal.head(), before, 'a refused request changed the journal');
});

test('a data key reaches every market-data GET it is allowed, and nothing answers it with an authentication error', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  for (const env of ['sandbox', 'production'] as const) {
    const full = env === 'sandbox' ? (await s.sandboxPartner()).apiKey : (await s.productionPartner()).apiKey;
    const dataKey = issueDataKey(s, full);
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
  keys.push(issueDataKey(s, keys[0]!));
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
