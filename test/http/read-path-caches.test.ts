/**
 * The read paths' new memory follows every change, in both environments. A key used
 * again and again (its hash remembered) is refused on the very next request once rotated or revoked; the
 * key metadata GET /account keeps per record shows each new last use; the enterprise controls kept per
 * flags and policy apply a policy write at once; the remembered query parse answers each query as sent.
 */
import test from 'ava';
import { PRODUCTION, SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';
import { orgIn } from './security-support.ts';
import { assertError } from './shell-support.ts';
import { setClock } from './trading-support.ts';

let s: TestServer;
test.before(async () => {
  s = await startTestServer();
});
test.after.always(() => s?.close());

const ENVS = [
  { env: 'sandbox', base: SANDBOX },
  { env: 'production', base: PRODUCTION },
] as const;

/** The virtual clock only moves forward: each test takes the next day. */
let day = 1;
const nextDay = (): string => {
  day += 1;
  return `2026-09-${String(day).padStart(2, '0')}`;
};

const account = (key: string, base: string) => s.request('GET', `${base}/account`, { key });

async function partnerIn(env: 'sandbox' | 'production'): Promise<{ apiKey: string; sub: string; email: string }> {
  return env === 'sandbox' ? s.sandboxPartner() : s.productionPartner();
}

/** Revokes `apiKey` as its holder may in each environment: the sandbox key itself, the ID token on production. */
async function revoke(env: 'sandbox' | 'production', holder: { sub: string; email: string }, apiKey: string) {
  if (env === 'sandbox') return s.request('POST', `${SANDBOX}/api-keys/revoke`, { key: apiKey, idempotencyKey: uniqueKey(), body: {} });
  return s.request('POST', `${PRODUCTION}/api-keys/revoke`, { key: await s.idToken(holder), body: { apiKey } });
}

for (const { env, base } of ENVS) {
  test.serial(`${env}: a key used many times is refused on the next request after rotation, and its successor after revocation`, async (t) => {
    const holder = await partnerIn(env);
    for (let i = 0; i < 3; i += 1) t.is((await account(holder.apiKey, base)).status, 200);
    const rotated = await s.request('POST', `${base}/api-keys/rotate`, { key: holder.apiKey, idempotencyKey: uniqueKey(), body: { confirm: true } });
    t.is(rotated.status, 201, rotated.text);
    assertError(t, await account(holder.apiKey, base), 401, 'AUTH_INVALID');
    const newKey = rotated.body.newApiKey as string;
    for (let i = 0; i < 3; i += 1) t.is((await account(newKey, base)).status, 200);
    t.is((await revoke(env, holder, newKey)).status, 200);
    assertError(t, await account(newKey, base), 403, 'AUTH_REVOKED');
    assertError(t, await account(holder.apiKey, base), 401, 'AUTH_INVALID');
  });

  test.serial(`${env}: GET /account shows the presenting key's last use as the service clock moves`, async (t) => {
    const { apiKey } = await partnerIn(env);
    const date = nextDay();
    await setClock(s, `${date}T10:00:00.000Z`);
    const first = await account(apiKey, base);
    t.is(first.body.apiKey.lastUsedAt, `${date}T10:00:00.000Z`);
    t.is((await account(apiKey, base)).body.apiKey.lastUsedAt, `${date}T10:00:00.000Z`, 'the same instant, the same answer');
    await setClock(s, `${date}T10:00:00.001Z`);
    t.is((await account(apiKey, base)).body.apiKey.lastUsedAt, `${date}T10:00:00.001Z`);
    await setClock(s, `${date}T11:30:00.000Z`);
    const later = await account(apiKey, base);
    t.is(later.body.apiKey.lastUsedAt, `${date}T11:30:00.000Z`);
    t.is(later.body.apiKey.createdAt, first.body.apiKey.createdAt);
  });

  test.serial(`${env}: a policy write applies to the next request of a key whose controls were in use`, async (t) => {
    const org = await orgIn(s, env);
    for (let i = 0; i < 3; i += 1) t.is((await org.get('/account')).status, 200);
    const narrowed = await org.send('PATCH', '/security', { ipAllowlist: ['127.0.0.2/32'] }, await org.session());
    t.is(narrowed.status, 200, narrowed.text);
    const refused = await org.get('/account');
    assertError(t, refused, 403, 'FORBIDDEN');
    t.is(refused.body.error.requiredControl, 'ip_allowlist');
  });

  test.serial(`${env}: repeated and alternating quote lists are each answered for exactly the symbols asked`, async (t) => {
    const { apiKey } = await partnerIn(env);
    await setClock(s, `${nextDay()}T15:00:00.000Z`);
    const lists = ['AAPL,MSFT', 'MSFT,NVDA,AAPL', 'AAPL,MSFT'];
    for (const list of [...lists, ...lists]) {
      const res = await s.request('GET', `${base}/market/quotes?symbols=${list}`, { key: apiKey });
      t.is(res.status, 200, res.text);
      const answered = [...(res.body.data as { symbol: string }[]).map((q) => q.symbol), ...(res.body.not_found as string[])];
      t.deepEqual(answered.sort(), list.split(',').sort(), 'each symbol asked is quoted or named not found, no other');
      t.is(res.body.meta.requested, list.split(',').length);
    }
    const bracketed = await s.request('GET', `${base}/market/quotes?symbols[]=AAPL`, { key: apiKey });
    assertError(t, bracketed, 400, 'VALIDATION_ERROR');
  });
}
