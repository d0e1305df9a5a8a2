/**
 * POST /api-keys/revoke through a real server: with the ID token on production, with the sandbox key on
 * the sandbox. Revocation is permanent (403 AUTH_REVOKED), reaches every credential derived from the
 * key, and reveals nothing about keys that are not the caller's.
 */
import test from 'ava';
import { PRODUCTION, SANDBOX, SANDBOX_ROOT, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';
import { assertError, reRegister } from './shell-support.ts';

let s: TestServer;
test.before(async () => {
  s = await startTestServer();
});
test.after.always(() => s?.close());

async function revokeWithIdToken(sub: string, email: string, body: unknown) {
  const token = await s.idToken({ sub, email });
  return s.request('POST', `${PRODUCTION}/api-keys/revoke`, { key: token, body });
}

const issueDataKey = async (fullKey: string, base: string): Promise<string> =>
  (await s.request('POST', `${base}/api-keys/data-key`, { key: fullKey, idempotencyKey: uniqueKey() })).body.dataKey as string;

test("production: the ID token revokes its partner's key for good: 403 AUTH_REVOKED on every use, and a repeat answers the same", async (t) => {
  const { apiKey, sub, email } = await s.productionPartner();
  const keyId = (await s.request('GET', `${PRODUCTION}/account`, { key: apiKey })).body.apiKey.keyId;
  const revoked = await revokeWithIdToken(sub, email, { apiKey });
  t.is(revoked.status, 200, revoked.text);
  t.like(revoked.body, { revoked: true, keyId, kind: 'live', status: 'revoked', retiredAt: '2026-09-01T09:00:00.000Z' });
  t.false(revoked.text.includes(apiKey));
  assertError(t, await s.request('GET', `${PRODUCTION}/account`, { key: apiKey }), 403, 'AUTH_REVOKED');
  assertError(t, await s.request('POST', `${PRODUCTION}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), body: { amount: 5 } }), 403, 'AUTH_REVOKED');
  assertError(
    t,
    await s.request('POST', `${PRODUCTION}/api-keys/rotate`, { key: apiKey, idempotencyKey: uniqueKey(), body: { confirm: true } }),
    403,
    'AUTH_REVOKED',
  );
  const again = await revokeWithIdToken(sub, email, { apiKey });
  t.is(again.status, 200);
  t.deepEqual(again.body, revoked.body, 'revoking is naturally idempotent');
  const me = await s.request('GET', `${PRODUCTION}/me`, { key: await s.idToken({ sub, email }) });
  t.is(me.body.maskedKey, null, 'the only key is gone: support restores access');
  t.is(me.body.apiKey, null);
});

test('production: revoking the full key revokes its data key and its OAuth tokens too, each refusal naming what was revoked', async (t) => {
  const { apiKey, sub, email, partnerId } = await s.productionPartner();
  t.is((await s.operator('PATCH', `/partners/${partnerId}`, { oauthClientCredentialsEnabled: true })).status, 200);
  const dataKey = await issueDataKey(apiKey, PRODUCTION);
  const tokenRes = await s.request('POST', `${PRODUCTION}/oauth/token`, { body: { grant_type: 'client_credentials', client_secret: dataKey } });
  t.is(tokenRes.status, 200);
  t.is((await revokeWithIdToken(sub, email, { apiKey })).status, 200);
  const dataRefused = await s.request('GET', `${PRODUCTION}/market/status`, { key: dataKey });
  assertError(t, dataRefused, 403, 'AUTH_REVOKED');
  t.is(dataRefused.body.error.message, 'the data key has been revoked with the API key it was issued from');
  const tokenRefused = await s.request('GET', `${PRODUCTION}/market/status`, { key: tokenRes.body.access_token });
  assertError(t, tokenRefused, 403, 'AUTH_REVOKED');
  t.is(tokenRefused.body.error.message, 'the access token has been revoked with the data key it was issued from');
  const keyRefused = await s.request('GET', `${PRODUCTION}/account`, { key: apiKey });
  t.is(keyRefused.body.error.message, 'the API key has been revoked');
});

test('production: revoking only the data key leaves the full key working', async (t) => {
  const { apiKey, sub, email } = await s.productionPartner();
  const dataKey = await issueDataKey(apiKey, PRODUCTION);
  const res = await revokeWithIdToken(sub, email, { apiKey: dataKey });
  t.is(res.status, 200);
  t.is(res.body.kind, 'data');
  assertError(t, await s.request('GET', `${PRODUCTION}/market/status`, { key: dataKey }), 403, 'AUTH_REVOKED');
  t.is((await s.request('GET', `${PRODUCTION}/account`, { key: apiKey })).status, 200);
  t.deepEqual((await s.request('GET', `${PRODUCTION}/api-keys/data-key`, { key: apiKey })).body, { dataKey: null });
});

test("production: another partner's key, a sandbox key, a rotated key or garbage is 404 NOT_FOUND, identical and harmless", async (t) => {
  const mine = await s.productionPartner();
  const other = await s.productionPartner();
  const sandbox = await s.sandboxPartner(mine.sub, mine.email);
  const rotatedAway = mine.apiKey;
  const current = (await s.request('POST', `${PRODUCTION}/api-keys/rotate`, { key: rotatedAway, idempotencyKey: uniqueKey(), body: { confirm: true } })).body
    .newApiKey as string;
  const messages = new Set<string>();
  for (const apiKey of [other.apiKey, sandbox.apiKey, rotatedAway, `pk_live_${'Z'.repeat(32)}`, 'not-a-key']) {
    const res = await revokeWithIdToken(mine.sub, mine.email, { apiKey });
    assertError(t, res, 404, 'NOT_FOUND');
    messages.add(res.body.error.message);
  }
  t.is(messages.size, 1, 'one answer for every case: nothing about other keys leaks');
  assertError(t, await revokeWithIdToken(mine.sub, mine.email, {}), 400, 'MISSING_PARAM');
  t.is((await s.request('GET', `${PRODUCTION}/account`, { key: other.apiKey })).status, 200);
  t.is((await s.request('GET', `${SANDBOX}/account`, { key: sandbox.apiKey })).status, 200);
  t.is((await s.request('GET', `${PRODUCTION}/account`, { key: current })).status, 200);
  assertError(t, await revokeWithIdToken('nobody', 'nobody@example.com', { apiKey: current }), 404, 'NOT_FOUND');
});

test('production: revocation needs the ID token; an API key (even the one to revoke) is refused 401', async (t) => {
  const { apiKey } = await s.productionPartner();
  assertError(t, await s.request('POST', `${PRODUCTION}/api-keys/revoke`, { key: apiKey, body: { apiKey } }), 401, 'AUTH_INVALID');
  assertError(t, await s.request('POST', `${PRODUCTION}/api-keys/revoke`, { body: { apiKey } }), 401, 'AUTH_MISSING');
  t.is((await s.request('GET', `${PRODUCTION}/account`, { key: apiKey })).status, 200);
});

test('sandbox: the sandbox key revokes itself (403 AUTH_REVOKED afterwards); registering again issues a working key', async (t) => {
  const { apiKey, sub, email } = await s.sandboxPartner();
  assertError(t, await s.request('POST', `${SANDBOX}/api-keys/revoke`, { key: apiKey, body: {} }), 400, 'MISSING_IDEMPOTENCY_KEY');
  const res = await s.request('POST', `${SANDBOX}/api-keys/revoke`, { key: apiKey, idempotencyKey: uniqueKey(), body: {} });
  t.is(res.status, 200, res.text);
  t.like(res.body, { revoked: true, kind: 'sandbox', status: 'revoked' });
  assertError(t, await s.request('GET', `${SANDBOX}/account`, { key: apiKey }), 403, 'AUTH_REVOKED');
  assertError(t, await s.request('POST', `${SANDBOX_ROOT}/reset`, { key: apiKey }), 403, 'AUTH_REVOKED');
  const fresh = await reRegister(s, sub, email);
  t.is((await s.request('GET', `${SANDBOX}/account`, { key: fresh })).status, 200);
  // Still revoked: registration issues a new key, it does not revive the old one.
  assertError(t, await s.request('GET', `${SANDBOX}/account`, { key: apiKey }), 403, 'AUTH_REVOKED');
});

test('sandbox: the sandbox key revokes the data key named in the body; a key of another partner is 404', async (t) => {
  const { apiKey } = await s.sandboxPartner();
  const other = await s.sandboxPartner();
  const dataKey = await issueDataKey(apiKey, SANDBOX);
  const res = await s.request('POST', `${SANDBOX}/api-keys/revoke`, { key: apiKey, idempotencyKey: uniqueKey(), body: { apiKey: dataKey } });
  t.is(res.status, 200);
  t.is(res.body.kind, 'data');
  assertError(t, await s.request('GET', `${SANDBOX}/market/status`, { key: dataKey }), 403, 'AUTH_REVOKED');
  t.is((await s.request('GET', `${SANDBOX}/account`, { key: apiKey })).status, 200);
  assertError(
    t,
    await s.request('POST', `${SANDBOX}/api-keys/revoke`, { key: apiKey, idempotencyKey: uniqueKey(), body: { apiKey: other.apiKey } }),
    404,
    'NOT_FOUND',
  );
  t.is((await s.request('GET', `${SANDBOX}/account`, { key: other.apiKey })).status, 200);
});
