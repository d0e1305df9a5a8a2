/**
 * Sandbox self-service through a real server: POST /api/sandbox/v1/register (seeded wallet, key
 * rotation that keeps the data) and POST /api/sandbox/v1/reset (balances back to the seed, keeps the key).
 */
import test from 'ava';
import { PRODUCTION, SANDBOX, SANDBOX_ROOT, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';

async function register(s: TestServer, sub: string, email = `${sub}@example.com`) {
  return s.request('POST', `${SANDBOX_ROOT}/register`, { key: await s.idToken({ sub, email }) });
}

async function balance(s: TestServer, key: string, base = SANDBOX): Promise<number> {
  const res = await s.request('GET', `${base}/account`, { key });
  if (res.status !== 200) throw new Error(`account: ${res.status} ${res.text}`);
  return res.body.walletBalance.available as number;
}

async function topup(s: TestServer, key: string, amount: number, base = SANDBOX) {
  return s.request('POST', `${base}/topup`, { key, idempotencyKey: uniqueKey('topup'), body: { amount } });
}

test('the first sandbox registration answers 201 with an sk_sandbox_ key and a USD 100,000.00 wallet', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const res = await register(s, 'first-sub');
  t.is(res.status, 201);
  t.regex(res.body.apiKey, /^sk_sandbox_[A-Za-z0-9_-]{16,}$/);
  t.is(res.body.walletBalance, 100000);
  t.is(await balance(s, res.body.apiKey), 100000);
  const account = await s.request('GET', `${SANDBOX}/account`, { key: res.body.apiKey });
  t.is(account.body.environment, 'sandbox');
  t.is(account.body.email, 'first-sub@example.com');
});

test('registering again rotates the key: the old key answers 401 AUTH_INVALID and the new one works', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const first = await register(s, 'rotating-sub');
  const second = await register(s, 'rotating-sub');
  t.is(second.status, 201);
  t.not(second.body.apiKey, first.body.apiKey);
  const old = await s.request('GET', `${SANDBOX}/account`, { key: first.body.apiKey });
  t.is(old.status, 401);
  t.is(old.body.error.code, 'AUTH_INVALID');
  t.is((await s.request('GET', `${SANDBOX}/account`, { key: second.body.apiKey })).status, 200);
});

test('re-registration keeps the data: a topped-up balance and the partner id survive the new key', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const first = await register(s, 'keeper-sub');
  const before = await s.request('GET', `${SANDBOX}/account`, { key: first.body.apiKey });
  t.is((await topup(s, first.body.apiKey, 1234.56)).status, 201);
  const second = await register(s, 'keeper-sub');
  t.is(second.body.walletBalance, 101234.56, 'no second seed on re-registration');
  const after = await s.request('GET', `${SANDBOX}/account`, { key: second.body.apiKey });
  t.is(after.body.partnerId, before.body.partnerId);
  t.is(after.body.walletBalance.available, 101234.56);
  const listed = await s.operator('GET', '/partners?email=keeper-sub@example.com&environment=sandbox');
  t.is(listed.body.partners.length, 1, 'one partner per identity, however often it registers');
});

test('sandbox registration without a token answers 401 AUTH_MISSING and creates nothing', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const res = await s.request('POST', `${SANDBOX_ROOT}/register`);
  t.is(res.status, 401);
  t.is(res.body.error.code, 'AUTH_MISSING');
  t.truthy(res.body.error.requestId);
  t.is(res.headers.get('x-request-id'), res.body.error.requestId);
  const listed = await s.operator('GET', '/partners?environment=sandbox');
  t.is(listed.body.partners.length, 0);
});

test('sandbox registration with an expired token answers 401 AUTH_INVALID', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const token = await s.idToken({ sub: 'late-sub', expiresInSeconds: 5 });
  await s.operator('POST', '/clock/advance', { seconds: 6 });
  const res = await s.request('POST', `${SANDBOX_ROOT}/register`, { key: token });
  t.is(res.status, 401);
  t.is(res.body.error.code, 'AUTH_INVALID');
});

test('a sandbox key is refused on the production base with 401 AUTH_INVALID', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const res = await s.request('GET', `${PRODUCTION}/account`, { key: apiKey });
  t.is(res.status, 401);
  t.is(res.body.error.code, 'AUTH_INVALID');
});

test('reset puts the master wallet back to the seed, removes the top-ups and keeps the key', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const made = await topup(s, apiKey, 500.25);
  t.is(made.status, 201);
  const topupId = made.body.topupId as string;
  t.is((await s.operator('GET', `/actors/topup/${topupId}`)).status, 200);
  t.is(await balance(s, apiKey), 100500.25);

  const reset = await s.request('POST', `${SANDBOX_ROOT}/reset`, { key: apiKey });
  t.is(reset.status, 200);
  t.is(reset.body.walletBalance, 100000);
  t.is(await balance(s, apiKey), 100000, 'the same key still works after the reset');
  const gone = await s.operator('GET', `/actors/topup/${topupId}`);
  t.is(gone.status, 404, 'the top-up is wiped');
  t.is(gone.body.error.code, 'NOT_FOUND');
  t.is((await topup(s, apiKey, 1)).status, 201, 'the partner keeps working after the reset');
  t.is(await balance(s, apiKey), 100001);
});

test('reset touches only the calling partner', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const a = await s.sandboxPartner();
  const b = await s.sandboxPartner();
  await topup(s, a.apiKey, 10);
  await topup(s, b.apiKey, 20);
  t.is((await s.request('POST', `${SANDBOX_ROOT}/reset`, { key: a.apiKey })).status, 200);
  t.is(await balance(s, a.apiKey), 100000);
  t.is(await balance(s, b.apiKey), 100020);
});

test('reset refuses a production key (401 AUTH_INVALID) and a missing key (401 AUTH_MISSING)', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.productionPartner();
  const production = await s.request('POST', `${SANDBOX_ROOT}/reset`, { key: apiKey });
  t.is(production.status, 401);
  t.is(production.body.error.code, 'AUTH_INVALID');
  const missing = await s.request('POST', `${SANDBOX_ROOT}/reset`);
  t.is(missing.status, 401);
  t.is(missing.body.error.code, 'AUTH_MISSING');
  const idToken = await s.request('POST', `${SANDBOX_ROOT}/reset`, { key: await s.idToken() });
  t.is(idToken.status, 401, 'an ID token is not a sandbox key');
  t.is(idToken.body.error.code, 'AUTH_INVALID');
});

test('sandbox and production identities of the same sub are separate partners', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const prod = await s.productionPartner('shared-sub', 'shared@example.com');
  const sandbox = await register(s, 'shared-sub', 'shared@example.com');
  t.is(sandbox.status, 201);
  const prodAccount = await s.request('GET', `${PRODUCTION}/account`, { key: prod.apiKey });
  const sandboxAccount = await s.request('GET', `${SANDBOX}/account`, { key: sandbox.body.apiKey });
  t.not(prodAccount.body.partnerId, sandboxAccount.body.partnerId);
  t.is(prodAccount.body.walletBalance.available, 0, 'production is never seeded');
  t.is(sandboxAccount.body.walletBalance.available, 100000);
  // A sandbox re-registration leaves the production key alone.
  await register(s, 'shared-sub', 'shared@example.com');
  t.is((await s.request('GET', `${PRODUCTION}/account`, { key: prod.apiKey })).status, 200);
});
