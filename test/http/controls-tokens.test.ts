/**
 * Tokens follow the rules of the key they were issued from: a `service_oauth_` token obtained with a
 * data key is as read-only as the data key, a token's scopes are enforced like a key's, and a signed
 * request made with a token is signed with the token itself, not with the key behind it.
 */
import test from 'ava';
import { SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';
import { assertError } from './shell-support.ts';
import { sandboxPartnerWithFlags, signedRequest } from './controls-signing.ts';

let s: TestServer;
test.before(async () => {
  s = await startTestServer();
});
test.after.always(() => s?.close());

async function tokenFor(secret: string, scope?: string): Promise<string> {
  const res = await s.request('POST', `${SANDBOX}/oauth/token`, {
    body: { grant_type: 'client_credentials', client_secret: secret, ...(scope ? { scope } : {}) },
  });
  if (res.status !== 200) throw new Error(`token failed: ${res.status} ${res.text}`);
  return res.body.access_token as string;
}

async function dataKeyOf(fullKey: string): Promise<string> {
  const res = await s.request('POST', `${SANDBOX}/api-keys/data-key`, { key: fullKey, idempotencyKey: uniqueKey('dk') });
  if (res.status !== 201) throw new Error(`data key failed: ${res.status} ${res.text}`);
  return res.body.dataKey as string;
}

test('a token issued from a data key may only GET market data, like the data key itself', async (t) => {
  const { key } = await sandboxPartnerWithFlags(s, { oauthClientCredentialsEnabled: true });
  const token = await tokenFor(await dataKeyOf(key));
  t.regex(token, /^service_oauth_/);
  t.is((await s.request('GET', `${SANDBOX}/stocks`, { key: token })).status, 200);
  t.is((await s.request('GET', `${SANDBOX}/market/status`, { key: token })).status, 200);
  // /instruments needs market:read, which the token holds, but is not a data-key family: only the
  // data-key rule, applied through the token's parent, refuses it.
  for (const path of ['/instruments', '/account', '/orders', '/users', '/webhooks', '/api-keys/data-key']) {
    const res = await s.request('GET', SANDBOX + path, { key: token });
    assertError(t, res, 403, 'FORBIDDEN');
    t.regex(res.body.error.message, /data key/, path);
  }
  assertError(t, await s.request('POST', `${SANDBOX}/topup`, { key: token, body: { amount: 1 }, idempotencyKey: uniqueKey() }), 403, 'FORBIDDEN');
  assertError(t, await s.request('POST', `${SANDBOX}/api-keys/data-key`, { key: token, idempotencyKey: uniqueKey() }), 403, 'FORBIDDEN');
});

test('a token issued from a full key with a narrowed scope is held to that scope', async (t) => {
  const { key } = await sandboxPartnerWithFlags(s, { oauthClientCredentialsEnabled: true });
  const token = await tokenFor(key, 'market:read');
  t.is((await s.request('GET', `${SANDBOX}/stocks`, { key: token })).status, 200);
  const res = await s.request('GET', `${SANDBOX}/account`, { key: token });
  assertError(t, res, 403, 'FORBIDDEN');
  t.is(res.body.error.requiredScope, 'accounts');
  const full = await tokenFor(key);
  t.is((await s.request('GET', `${SANDBOX}/account`, { key: full })).status, 200);
});

test('with signed requests required, a token signs with itself: a signature made with the key behind it is refused', async (t) => {
  const { key } = await sandboxPartnerWithFlags(s, { oauthClientCredentialsEnabled: true, signedRequestsRequired: true });
  const token = await tokenFor(key);
  const byParent = await signedRequest(s, 'POST', `${SANDBOX}/topup`, token, { body: { amount: 1 }, idempotencyKey: uniqueKey(), signing: { key } });
  assertError(t, byParent, 401, 'AUTH_INVALID');
  const byToken = await signedRequest(s, 'POST', `${SANDBOX}/topup`, token, { body: { amount: 1 }, idempotencyKey: uniqueKey() });
  t.is(byToken.status, 201, byToken.text);
});
