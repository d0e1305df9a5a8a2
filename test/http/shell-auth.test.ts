/** Request ids and API-key authentication through a real server: every failure is the envelope, and changes nothing. */
import test from 'ava';
import { PRODUCTION, SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';
import { accountOf, assertError, reRegister } from './shell-support.ts';

let s: TestServer;
test.before(async () => {
  s = await startTestServer();
});
test.after.always(() => s?.close());

test('a well-formed client X-Request-Id is echoed and carried in the error body', async (t) => {
  const res = await s.request('GET', `${SANDBOX}/account`, { headers: { 'x-request-id': 'client-req.42:abc' } });
  t.is(res.headers.get('x-request-id'), 'client-req.42:abc');
  assertError(t, res, 401, 'AUTH_MISSING');
  t.is(res.body.error.requestId, 'client-req.42:abc');
});

test('an invalid client X-Request-Id is replaced by a generated one', async (t) => {
  for (const bad of ['has spaces in it', 'x'.repeat(129), 'semi;colon', '<script>']) {
    const res = await s.request('GET', `${SANDBOX}/account`, { headers: { 'x-request-id': bad } });
    const id = res.headers.get('x-request-id');
    t.not(id, bad);
    t.regex(id ?? '', /^req_[0-9a-f]{32}$/);
    t.is(res.body.error.requestId, id);
  }
});

test('every response gets a fresh request id when the client sends none, successes included', async (t) => {
  const { apiKey } = await s.sandboxPartner();
  const a = await s.request('GET', `${SANDBOX}/account`, { key: apiKey });
  const b = await s.request('GET', `${SANDBOX}/account`, { key: apiKey });
  t.is(a.status, 200);
  t.regex(a.headers.get('x-request-id') ?? '', /^req_/);
  t.not(a.headers.get('x-request-id'), b.headers.get('x-request-id'));
  const health = await s.request('GET', '/healthz');
  t.regex(health.headers.get('x-request-id') ?? '', /^req_/);
});

test('a request without a key answers 401 AUTH_MISSING on both bases', async (t) => {
  assertError(t, await s.request('GET', `${SANDBOX}/account`), 401, 'AUTH_MISSING');
  assertError(t, await s.request('GET', `${PRODUCTION}/account`), 401, 'AUTH_MISSING');
  assertError(t, await s.request('GET', `${SANDBOX}/account`, { headers: { 'x-api-key': '' } }), 401, 'AUTH_MISSING');
});

test('a malformed key answers 401 AUTH_INVALID', async (t) => {
  for (const bad of ['nonsense', 'sk_sandbox_short', 'sk_live_abcdefghijklmnopqrstuvwxyz', 'Bearer', '']) {
    assertError(t, await s.request('GET', `${SANDBOX}/account`, { headers: { authorization: `Bearer ${bad}` } }), 401, 'AUTH_INVALID');
  }
  assertError(t, await s.request('GET', `${SANDBOX}/account`, { headers: { authorization: 'Basic dXNlcjpwYXNz' } }), 401, 'AUTH_INVALID');
  assertError(t, await s.request('GET', `${SANDBOX}/account`, { headers: { 'x-api-key': 'not-a-key-at-all' } }), 401, 'AUTH_INVALID');
});

test('a well-formed but unknown key answers 401 AUTH_INVALID', async (t) => {
  const unknown = `sk_sandbox_${'A'.repeat(32)}`;
  assertError(t, await s.request('GET', `${SANDBOX}/account`, { key: unknown }), 401, 'AUTH_INVALID');
  assertError(t, await s.request('GET', `${PRODUCTION}/account`, { key: `pk_live_${'B'.repeat(32)}` }), 401, 'AUTH_INVALID');
});

test('both Authorization: Bearer and x-api-key are accepted for the same key', async (t) => {
  const { apiKey } = await s.sandboxPartner();
  const bearer = await s.request('GET', `${SANDBOX}/account`, { key: apiKey });
  const header = await s.request('GET', `${SANDBOX}/account`, { headers: { 'x-api-key': apiKey } });
  const lowercaseScheme = await s.request('GET', `${SANDBOX}/account`, { headers: { authorization: `bearer ${apiKey}` } });
  t.is(bearer.status, 200);
  t.is(header.status, 200);
  t.is(lowercaseScheme.status, 200);
  t.is(header.body.partnerId, bearer.body.partnerId);
});

test('after a sandbox re-register the rotated key answers 401 AUTH_INVALID and the new key sees the same data', async (t) => {
  const { apiKey: oldKey, sub, email } = await s.sandboxPartner();
  const topup = await s.request('POST', `${SANDBOX}/topup`, { key: oldKey, idempotencyKey: uniqueKey(), body: { amount: 10 } });
  t.is(topup.status, 201);
  const before = await accountOf(s, oldKey);
  const newKey = await reRegister(s, sub, email);
  t.not(newKey, oldKey);
  assertError(t, await s.request('GET', `${SANDBOX}/account`, { key: oldKey }), 401, 'AUTH_INVALID');
  assertError(t, await s.request('POST', `${SANDBOX}/topup`, { key: oldKey, idempotencyKey: uniqueKey(), body: { amount: 1 } }), 401, 'AUTH_INVALID');
  const after = await accountOf(s, newKey);
  t.is(after.partnerId, before.partnerId);
  t.is(after.available, 100_010);
});

test('a sandbox key on the production base and a production key on the sandbox base answer 401 AUTH_INVALID', async (t) => {
  const { apiKey: sandboxKey } = await s.sandboxPartner();
  const { apiKey: liveKey } = await s.productionPartner();
  assertError(t, await s.request('GET', `${PRODUCTION}/account`, { key: sandboxKey }), 401, 'AUTH_INVALID');
  assertError(t, await s.request('GET', `${SANDBOX}/account`, { key: liveKey }), 401, 'AUTH_INVALID');
  assertError(t, await s.request('POST', `${SANDBOX}/topup`, { key: liveKey, idempotencyKey: uniqueKey(), body: { amount: 5 } }), 401, 'AUTH_INVALID');
  t.is((await s.request('GET', `${PRODUCTION}/account`, { key: liveKey })).status, 200);
  t.is((await s.request('GET', `${SANDBOX}/account`, { key: sandboxKey })).status, 200);
});

test('an operator suspension answers 403 AUTH_SUSPENDED, blocks mutations, and reactivation restores access', async (t) => {
  const { apiKey } = await s.sandboxPartner();
  const { partnerId, available } = await accountOf(s, apiKey);
  const suspended = await s.operator('PATCH', `/partners/${partnerId}`, { status: 'suspended' });
  t.is(suspended.status, 200);
  t.is(suspended.body.status, 'suspended');
  assertError(t, await s.request('GET', `${SANDBOX}/account`, { key: apiKey }), 403, 'AUTH_SUSPENDED');
  assertError(t, await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), body: { amount: 7 } }), 403, 'AUTH_SUSPENDED');
  const reactivated = await s.operator('PATCH', `/partners/${partnerId}`, { status: 'active' });
  t.is(reactivated.status, 200);
  t.is(reactivated.body.status, 'active');
  const after = await accountOf(s, apiKey);
  t.is(after.available, available, 'the refused top-up left no trace');
});

test('a suspended production partner answers 403 AUTH_SUSPENDED on the production base', async (t) => {
  const { apiKey, partnerId } = await s.productionPartner();
  t.is((await s.operator('PATCH', `/partners/${partnerId}`, { status: 'suspended' })).status, 200);
  assertError(t, await s.request('GET', `${PRODUCTION}/account`, { key: apiKey }), 403, 'AUTH_SUSPENDED');
  t.is((await s.operator('PATCH', `/partners/${partnerId}`, { status: 'active' })).status, 200);
  t.is((await s.request('GET', `${PRODUCTION}/account`, { key: apiKey })).status, 200);
});

test('a revoked key answers 403 AUTH_REVOKED on reads and writes, on both bases', async (t) => {
  const { apiKey: liveKey, sub, email } = await s.productionPartner();
  const idToken = await s.idToken({ sub, email });
  t.is((await s.request('POST', `${PRODUCTION}/api-keys/revoke`, { key: idToken, body: { apiKey: liveKey } })).status, 200);
  assertError(t, await s.request('GET', `${PRODUCTION}/account`, { key: liveKey }), 403, 'AUTH_REVOKED');
  assertError(t, await s.request('POST', `${PRODUCTION}/topup`, { key: liveKey, idempotencyKey: uniqueKey(), body: { amount: 3 } }), 403, 'AUTH_REVOKED');
  const { apiKey: sandboxKey } = await s.sandboxPartner();
  t.is((await s.request('POST', `${SANDBOX}/api-keys/revoke`, { key: sandboxKey, idempotencyKey: uniqueKey(), body: {} })).status, 200);
  assertError(t, await s.request('GET', `${SANDBOX}/account`, { key: sandboxKey }), 403, 'AUTH_REVOKED');
  assertError(t, await s.request('POST', `${SANDBOX}/topup`, { key: sandboxKey, idempotencyKey: uniqueKey(), body: { amount: 3 } }), 403, 'AUTH_REVOKED');
});

/** The body of a refusal without its request id, which differs per request by design. */
const refusal = (res: { status: number; body: any }) => {
  const { requestId, ...error } = res.body?.error ?? {};
  return { status: res.status, error };
};

test('malformed, unknown, other-environment, rotated, withdrawn and expired credentials answer the identical 401 (docs/security.md)', async (t) => {
  const live = await s.productionPartner();
  const sandbox = await s.sandboxPartner();
  const rotatedFrom = await s.sandboxPartner();
  await reRegister(s, rotatedFrom.sub, rotatedFrom.email);
  const dataKey = (await s.request('POST', `${SANDBOX}/api-keys/data-key`, { key: sandbox.apiKey, idempotencyKey: uniqueKey() })).body.dataKey as string;
  t.is((await s.request('DELETE', `${SANDBOX}/api-keys/data-key`, { key: sandbox.apiKey, idempotencyKey: uniqueKey() })).status, 200);
  const session = (await s.request('POST', `${PRODUCTION}/session`, { key: await s.idToken({ sub: live.sub, email: live.email }) })).body.accessToken as string;
  const expiring = await startTestServer();
  t.teardown(() => expiring.close());
  const expiringPartner = await expiring.productionPartner();
  const expired = (
    await expiring.request('POST', `${PRODUCTION}/session`, { key: await expiring.idToken({ sub: expiringPartner.sub, email: expiringPartner.email }) })
  ).body.accessToken as string;
  await expiring.operator('POST', '/clock/advance', { seconds: 3600 });

  const cases: [string, Promise<{ status: number; body: any }>][] = [
    ['malformed', s.request('GET', `${SANDBOX}/account`, { key: 'nonsense' })],
    ['unknown', s.request('GET', `${SANDBOX}/account`, { key: `sk_sandbox_${'A'.repeat(32)}` })],
    ['unknown token', s.request('GET', `${PRODUCTION}/account`, { key: `service_oauth_${'A'.repeat(32)}` })],
    ['production key on the sandbox base', s.request('GET', `${SANDBOX}/account`, { key: live.apiKey })],
    ['sandbox key on the production base', s.request('GET', `${PRODUCTION}/account`, { key: sandbox.apiKey })],
    ['session token on the sandbox base', s.request('GET', `${SANDBOX}/account`, { key: session })],
    ['rotated key', s.request('GET', `${SANDBOX}/account`, { key: rotatedFrom.apiKey })],
    ['withdrawn data key', s.request('GET', `${SANDBOX}/market/status`, { key: dataKey })],
    ['expired session token', expiring.request('GET', `${PRODUCTION}/account`, { key: expired })],
  ];
  const answers = await Promise.all(cases.map(async ([name, res]) => [name, refusal(await res)] as const));
  const [, first] = answers[0]!;
  t.like(first, { status: 401, error: { code: 'AUTH_INVALID' } });
  for (const [name, answer] of answers) t.deepEqual(answer, first, `${name} answers exactly as a malformed key does`);
  t.deepEqual(Object.keys(first.error).sort(), ['code', 'message'], 'nothing beyond code and message');
});
