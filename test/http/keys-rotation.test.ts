/**
 * POST /api-keys/rotate through a real server, as the holder of the old key would try to keep using
 * it: the confirmation latch, no overlap, rotation in place, the rate-limit bucket and the data key
 * carried over, cursors and OAuth tokens of the old key refused.
 */
import test from 'ava';
import { PRODUCTION, SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';
import { accountOf, assertError, partnerIdByEmail } from './shell-support.ts';

let s: TestServer;
test.before(async () => {
  s = await startTestServer();
});
test.after.always(() => s?.close());

const rotate = (key: string, base: string, body: unknown = { confirm: true }, idempotencyKey = uniqueKey('rotate')) =>
  s.request('POST', `${base}/api-keys/rotate`, { key, idempotencyKey, body });

async function oauthToken(apiKey: string, base: string): Promise<string> {
  const res = await s.request('POST', `${base}/oauth/token`, { body: { grant_type: 'client_credentials', client_secret: apiKey } });
  if (res.status !== 200) throw new Error(`token failed: ${res.status} ${res.text}`);
  return res.body.access_token as string;
}

test('anything but {confirm: true} is 400 VALIDATION_ERROR on confirm and rotates nothing', async (t) => {
  const { apiKey } = await s.sandboxPartner();
  for (const body of [{}, { confirm: false }, { confirm: 'true' }, { confirm: 1 }, { confirm: null }, { confirm: [true] }]) {
    const res = await rotate(apiKey, SANDBOX, body);
    assertError(t, res, 400, 'VALIDATION_ERROR');
    t.is(res.body.error.param, 'confirm', JSON.stringify(body));
  }
  assertError(t, await s.request('POST', `${SANDBOX}/api-keys/rotate`, { key: apiKey, body: { confirm: true } }), 400, 'MISSING_IDEMPOTENCY_KEY');
  t.is((await s.request('GET', `${SANDBOX}/account`, { key: apiKey })).status, 200, 'the key still works');
});

test('production: the new pk_live_ key is shown once and works at once; the old key answers 401 AUTH_INVALID with no overlap', async (t) => {
  const { apiKey: oldKey, partnerId } = await s.productionPartner();
  const before = await accountOf(s, oldKey, PRODUCTION);
  const rotated = await rotate(oldKey, PRODUCTION);
  t.is(rotated.status, 201, rotated.text);
  const newKey = rotated.body.newApiKey as string;
  t.regex(newKey, /^pk_live_[A-Za-z0-9_-]{32}$/);
  t.is(rotated.body.previousKeyId, before.body.apiKey.keyId);
  t.like(rotated.body, { kind: 'live', status: 'active', lastUsedAt: null });
  t.true(rotated.body.maskedKey.endsWith(newKey.slice(-4)));
  assertError(t, await s.request('GET', `${PRODUCTION}/account`, { key: oldKey }), 401, 'AUTH_INVALID');
  assertError(t, await rotate(oldKey, PRODUCTION), 401, 'AUTH_INVALID');
  const after = await accountOf(s, newKey, PRODUCTION);
  t.is(after.partnerId, partnerId);
  t.is(after.body.apiKey.keyId, rotated.body.keyId);
  t.deepEqual(after.body.apiKey.scopes, before.body.apiKey.scopes, 'the new key inherits the scopes');
});

test('sandbox: the key rotates in place: same partner, same wallet, a new sk_sandbox_ key', async (t) => {
  const { apiKey: oldKey } = await s.sandboxPartner();
  t.is((await s.request('POST', `${SANDBOX}/topup`, { key: oldKey, idempotencyKey: uniqueKey(), body: { amount: 25 } })).status, 201);
  const before = await accountOf(s, oldKey);
  const newKey = (await rotate(oldKey, SANDBOX)).body.newApiKey as string;
  t.true(newKey.startsWith('sk_sandbox_'));
  const after = await accountOf(s, newKey);
  t.is(after.partnerId, before.partnerId);
  t.is(after.available, 100_025);
  assertError(t, await s.request('GET', `${SANDBOX}/account`, { key: oldKey }), 401, 'AUTH_INVALID');
});

test("the rate-limit bucket survives rotation: the new key continues the old key's count", async (t) => {
  const { apiKey: oldKey, email } = await s.sandboxPartner();
  const partnerId = await partnerIdByEmail(s, email);
  t.is((await s.operator('PATCH', `/partners/${partnerId}`, { rateLimits: { sandbox: 4 } })).status, 200);
  t.is((await s.request('GET', `${SANDBOX}/account`, { key: oldKey })).headers.get('x-ratelimit-remaining'), '3');
  const rotated = await rotate(oldKey, SANDBOX);
  t.is(rotated.headers.get('x-ratelimit-remaining'), '2');
  const newKey = rotated.body.newApiKey as string;
  t.is((await s.request('GET', `${SANDBOX}/account`, { key: newKey })).headers.get('x-ratelimit-remaining'), '1');
  t.is((await s.request('GET', `${SANDBOX}/account`, { key: newKey })).headers.get('x-ratelimit-remaining'), '0');
  assertError(t, await s.request('GET', `${SANDBOX}/account`, { key: newKey }), 429, 'RATE_LIMITED');
});

test('a cursor issued to the old key is refused to the new key; the new key pages with its own cursors', async (t) => {
  const { apiKey: oldKey } = await s.sandboxPartner();
  for (const externalId of ['cursor-a', 'cursor-b', 'cursor-c']) {
    t.is((await s.request('POST', `${SANDBOX}/users`, { key: oldKey, idempotencyKey: uniqueKey(), body: { externalId } })).status, 201);
  }
  const firstPage = await s.request('GET', `${SANDBOX}/users?limit=1`, { key: oldKey });
  const oldCursor = firstPage.body.nextCursor as string;
  t.truthy(oldCursor);
  const newKey = (await rotate(oldKey, SANDBOX)).body.newApiKey as string;
  const refused = await s.request('GET', `${SANDBOX}/users?limit=1&cursor=${encodeURIComponent(oldCursor)}`, { key: newKey });
  assertError(t, refused, 400, 'VALIDATION_ERROR');
  t.is(refused.body.error.param, 'cursor');
  const fresh = await s.request('GET', `${SANDBOX}/users?limit=1`, { key: newKey });
  t.is(fresh.body.accounts[0].externalId, 'cursor-a');
  const second = await s.request('GET', `${SANDBOX}/users?limit=1&cursor=${encodeURIComponent(fresh.body.nextCursor)}`, { key: newKey });
  t.is(second.status, 200);
  t.is(second.body.accounts[0].externalId, 'cursor-b');
});

test("the data key survives rotation, now derived from the new key; its old cursors are refused like the full key's", async (t) => {
  const { apiKey: oldKey } = await s.sandboxPartner();
  const issued = (await s.request('POST', `${SANDBOX}/api-keys/data-key`, { key: oldKey, idempotencyKey: uniqueKey() })).body;
  const page = await s.request('GET', `${SANDBOX}/stocks?limit=1`, { key: issued.dataKey });
  t.truthy(page.body.nextCursor);
  const rotated = (await rotate(oldKey, SANDBOX)).body;
  t.is((await s.request('GET', `${SANDBOX}/market/status`, { key: issued.dataKey })).status, 200, 'apps holding the data key keep working');
  const shown = (await s.request('GET', `${SANDBOX}/api-keys/data-key`, { key: rotated.newApiKey })).body.dataKey;
  t.is(shown.keyId, issued.keyId);
  t.is(shown.parentKeyId, rotated.keyId);
  const stale = await s.request('GET', `${SANDBOX}/stocks?limit=1&cursor=${encodeURIComponent(page.body.nextCursor)}`, { key: issued.dataKey });
  assertError(t, stale, 400, 'VALIDATION_ERROR');
});

test('OAuth tokens issued from the old key stop with it (401); a token of the data key lives on until the data key is withdrawn', async (t) => {
  const { apiKey: oldKey, partnerId } = await s.productionPartner();
  t.is((await s.operator('PATCH', `/partners/${partnerId}`, { oauthClientCredentialsEnabled: true })).status, 200);
  const dataKey = (await s.request('POST', `${PRODUCTION}/api-keys/data-key`, { key: oldKey, idempotencyKey: uniqueKey() })).body.dataKey as string;
  const fullToken = await oauthToken(oldKey, PRODUCTION);
  const dataToken = await oauthToken(dataKey, PRODUCTION);
  t.is((await s.request('GET', `${PRODUCTION}/account`, { key: fullToken })).status, 200);
  const newKey = (await rotate(oldKey, PRODUCTION)).body.newApiKey as string;
  assertError(t, await s.request('GET', `${PRODUCTION}/account`, { key: fullToken }), 401, 'AUTH_INVALID');
  t.is((await s.request('GET', `${PRODUCTION}/market/status`, { key: dataToken })).status, 200);
  t.is((await s.request('DELETE', `${PRODUCTION}/api-keys/data-key`, { key: newKey, idempotencyKey: uniqueKey() })).status, 200);
  assertError(t, await s.request('GET', `${PRODUCTION}/market/status`, { key: dataToken }), 401, 'AUTH_INVALID');
});

test('a token cannot rotate the key it came from, nor manage the data key', async (t) => {
  const { apiKey, partnerId } = await s.productionPartner();
  t.is((await s.operator('PATCH', `/partners/${partnerId}`, { oauthClientCredentialsEnabled: true })).status, 200);
  const token = await oauthToken(apiKey, PRODUCTION);
  assertError(t, await rotate(token, PRODUCTION), 403, 'FORBIDDEN');
  assertError(t, await s.request('POST', `${PRODUCTION}/api-keys/data-key`, { key: token, idempotencyKey: uniqueKey() }), 403, 'FORBIDDEN');
  assertError(t, await s.request('GET', `${PRODUCTION}/api-keys/data-key`, { key: token }), 403, 'FORBIDDEN');
  t.is((await s.request('GET', `${PRODUCTION}/account`, { key: apiKey })).status, 200, 'the key was not rotated');
});

test("a retry of a rotation with the old key gets 401, never the new key: the old key's holder cannot learn its successor", async (t) => {
  const { apiKey: oldKey } = await s.sandboxPartner();
  const idem = uniqueKey('rotate-retry');
  const first = await rotate(oldKey, SANDBOX, { confirm: true }, idem);
  t.is(first.status, 201);
  const retry = await rotate(oldKey, SANDBOX, { confirm: true }, idem);
  assertError(t, retry, 401, 'AUTH_INVALID');
  t.false(retry.text.includes(first.body.newApiKey));
});
