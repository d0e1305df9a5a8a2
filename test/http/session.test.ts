/**
 * Portal sessions through a real server: POST /session with an ID token issues a one-hour
 * service_oauth_ token for the member, mirroring the active full key; effective access is the
 * intersection of the member's permissions, the key's scopes, the organization's policy and the
 * environment; POST /session/revoke ends it at once. Also what an attacker would try: another
 * identity's token, an API key where the ID token belongs, a revoked or expired session.
 */
import test, { type ExecutionContext } from 'ava';
import { sha256Hex } from '../../engine/credentials.ts';
import { openReadOnly } from '../../storage/inspect.ts';
import { PRODUCTION, SANDBOX, startTestServer, uniqueKey, type TestResponse, type TestServer } from '../helpers/server.ts';
import { assertError, partnerIdByEmail } from './shell-support.ts';

async function server(t: ExecutionContext): Promise<TestServer> {
  const s = await startTestServer();
  t.teardown(() => s.close());
  return s;
}

async function openSession(s: TestServer, sub: string, email: string, base = PRODUCTION): Promise<TestResponse> {
  return s.request('POST', `${base}/session`, { key: await s.idToken({ sub, email }) });
}

async function revoke(s: TestServer, sub: string, email: string, accessToken: string, base = PRODUCTION): Promise<TestResponse> {
  return s.request('POST', `${base}/session/revoke`, { key: await s.idToken({ sub, email }), body: { accessToken } });
}

test("an ID token opens a one-hour session whose service_oauth_ token acts as the partner's live key", async (t) => {
  const s = await server(t);
  const p = await s.productionPartner();
  const res = await openSession(s, p.sub, p.email);
  t.is(res.status, 201, res.text);
  t.regex(res.body.accessToken, /^service_oauth_[A-Za-z0-9_-]{20,}$/);
  t.like(res.body, {
    tokenType: 'Bearer',
    expiresIn: 3600,
    expiresAt: '2026-09-01T10:00:00.000Z',
    environment: 'production',
    keyType: 'live',
    scopes: ['*'],
    member: { sub: p.sub, email: p.email, role: 'owner' },
  });
  t.regex(res.body.sessionId, /^ses_/);
  t.is(res.headers.get('cache-control'), 'no-store');
  const account = await s.request('GET', `${PRODUCTION}/account`, { key: res.body.accessToken });
  t.is(account.status, 200, account.text);
  t.is(account.body.partnerId, p.partnerId);
  const topup = await s.request('POST', `${PRODUCTION}/topup`, { key: res.body.accessToken, idempotencyKey: uniqueKey(), body: { amount: 10 } });
  t.is(topup.status, 201, 'a session mirrors the full key, so it may write');
});

test('a session token expires after 3600 seconds of service-clock time', async (t) => {
  const s = await server(t);
  const p = await s.productionPartner();
  const raw = (await openSession(s, p.sub, p.email)).body.accessToken as string;
  await s.operator('POST', '/clock/advance', { seconds: 3599 });
  t.is((await s.request('GET', `${PRODUCTION}/account`, { key: raw })).status, 200);
  await s.operator('POST', '/clock/advance', { seconds: 1 });
  assertError(t, await s.request('GET', `${PRODUCTION}/account`, { key: raw }), 401, 'AUTH_INVALID');
});

test('a revoked session token answers 403 AUTH_REVOKED at once, saying the session was revoked; revoking again is harmless', async (t) => {
  const s = await server(t);
  const p = await s.productionPartner();
  const opened = await openSession(s, p.sub, p.email);
  const other = (await openSession(s, p.sub, p.email)).body.accessToken as string;
  const res = await revoke(s, p.sub, p.email, opened.body.accessToken);
  t.is(res.status, 200, res.text);
  t.deepEqual(res.body, { sessionId: opened.body.sessionId, status: 'revoked', revokedAt: '2026-09-01T09:00:00.000Z' });
  const refused = await s.request('GET', `${PRODUCTION}/account`, { key: opened.body.accessToken });
  assertError(t, refused, 403, 'AUTH_REVOKED');
  t.is(refused.body.error.message, 'the session has been revoked', 'names what was revoked: the session, not an API key');
  t.deepEqual((await revoke(s, p.sub, p.email, opened.body.accessToken)).body, res.body);
  t.is((await s.request('GET', `${PRODUCTION}/account`, { key: other })).status, 200, 'only that session ends');
  t.is((await s.request('GET', `${PRODUCTION}/account`, { key: p.apiKey })).status, 200, 'the key it mirrors lives on');
});

test('a session can only be revoked by its own member, in its own environment, and unknown tokens look the same', async (t) => {
  const s = await server(t);
  const p = await s.productionPartner();
  const intruder = await s.productionPartner();
  const raw = (await openSession(s, p.sub, p.email)).body.accessToken as string;
  assertError(t, await revoke(s, intruder.sub, intruder.email, raw), 404, 'NOT_FOUND');
  assertError(t, await revoke(s, p.sub, p.email, raw, SANDBOX), 404, 'NOT_FOUND');
  assertError(t, await revoke(s, p.sub, p.email, `service_oauth_${'x'.repeat(32)}`), 404, 'NOT_FOUND');
  assertError(t, await revoke(s, p.sub, p.email, p.apiKey), 404, 'NOT_FOUND');
  t.is((await s.request('GET', `${PRODUCTION}/account`, { key: raw })).status, 200);
  const missing = await s.request('POST', `${PRODUCTION}/session/revoke`, { key: await s.idToken({ sub: p.sub, email: p.email }), body: {} });
  assertError(t, missing, 400, 'MISSING_PARAM');
});

test("effective scopes are the intersection of the member's permissions and the key's scopes", async (t) => {
  const s = await server(t);
  const p = await s.productionPartner();
  await s.operator('PATCH', `/partners/${p.partnerId}`, { scopes: ['market:read', 'funds'] });
  const res = await openSession(s, p.sub, p.email);
  t.deepEqual(res.body.scopes, ['market:read', 'funds']);
  t.is((await s.request('GET', `${PRODUCTION}/stocks/SCOM.KE`, { key: res.body.accessToken })).status, 200);
  assertError(t, await s.request('GET', `${PRODUCTION}/account`, { key: res.body.accessToken }), 403, 'FORBIDDEN');
});

test('organization policy applies: a suspended partner opens no session, and suspension stops an open one', async (t) => {
  const s = await server(t);
  const p = await s.productionPartner();
  const raw = (await openSession(s, p.sub, p.email)).body.accessToken as string;
  await s.operator('PATCH', `/partners/${p.partnerId}`, { status: 'suspended' });
  assertError(t, await openSession(s, p.sub, p.email), 403, 'AUTH_SUSPENDED');
  assertError(t, await s.request('GET', `${PRODUCTION}/account`, { key: raw }), 403, 'AUTH_SUSPENDED');
});

test('environment policy applies: a sandbox session works on the sandbox base only, and needs a sandbox partner', async (t) => {
  const s = await server(t);
  const sb = await s.sandboxPartner();
  const res = await openSession(s, sb.sub, sb.email, SANDBOX);
  t.is(res.status, 201, res.text);
  t.like(res.body, { environment: 'sandbox', keyType: 'sandbox' });
  t.is((await s.request('GET', `${SANDBOX}/account`, { key: res.body.accessToken })).status, 200);
  assertError(t, await s.request('GET', `${PRODUCTION}/account`, { key: res.body.accessToken }), 401, 'AUTH_INVALID');
  assertError(t, await openSession(s, sb.sub, sb.email, PRODUCTION), 403, 'FORBIDDEN');
  assertError(t, await openSession(s, 'nobody', 'nobody@example.com', SANDBOX), 403, 'FORBIDDEN');
});

test('a session needs an ID token: none is 401 AUTH_MISSING, an API key or a session token in its place 401 AUTH_INVALID', async (t) => {
  const s = await server(t);
  const p = await s.productionPartner();
  assertError(t, await s.request('POST', `${PRODUCTION}/session`), 401, 'AUTH_MISSING');
  assertError(t, await s.request('POST', `${PRODUCTION}/session`, { key: p.apiKey }), 401, 'AUTH_INVALID');
  const raw = (await openSession(s, p.sub, p.email)).body.accessToken as string;
  assertError(t, await s.request('POST', `${PRODUCTION}/session`, { key: raw }), 401, 'AUTH_INVALID');
  const expired = await s.idToken({ sub: p.sub, email: p.email, expiresInSeconds: -1 });
  assertError(t, await s.request('POST', `${PRODUCTION}/session`, { key: expired }), 401, 'AUTH_INVALID');
});

test('rotating the key a session mirrors ends the session at once; a new session mirrors the new key', async (t) => {
  const s = await server(t);
  const p = await s.productionPartner();
  const raw = (await openSession(s, p.sub, p.email)).body.accessToken as string;
  const rotated = await s.request('POST', `${PRODUCTION}/api-keys/rotate`, { key: p.apiKey, idempotencyKey: uniqueKey(), body: { confirm: true } });
  t.is(rotated.status, 201, rotated.text);
  const res = await s.request('GET', `${PRODUCTION}/account`, { key: raw });
  t.true(res.status === 401 || res.status === 403, `a session of a replaced key must stop: ${res.status} ${res.text}`);
  const fresh = await openSession(s, p.sub, p.email);
  t.is(fresh.status, 201);
  t.is((await s.request('GET', `${PRODUCTION}/account`, { key: fresh.body.accessToken })).body.apiKey.parentKeyId, rotated.body.keyId);
});

test("the session's member is recorded, and only the token's hash is stored or journaled", async (t) => {
  const s = await server(t);
  const p = await s.productionPartner();
  const opened = await openSession(s, p.sub, p.email);
  const raw = opened.body.accessToken as string;
  await revoke(s, p.sub, p.email, raw);
  const db = openReadOnly(s.dataDir);
  t.teardown(() => db.close());
  const row = db
    .prepare(
      'SELECT s.member_sub, s.member_email, s.member_role, k.kind, k.status, k.parent_key_id IS NOT NULL AS has_parent FROM portal_sessions s JOIN api_keys k ON k.id = s.key_id WHERE s.id = ?',
    )
    .get(opened.body.sessionId);
  t.deepEqual(row, { member_sub: p.sub, member_email: p.email, member_role: 'owner', kind: 'oauth', status: 'revoked', has_parent: 1 });
  t.is((db.prepare('SELECT COUNT(*) AS n FROM api_keys WHERE key_hash = ?').get(sha256Hex(raw)) as { n: number }).n, 1);
  const payloads = (db.prepare("SELECT group_concat(payload) AS all_payloads FROM journal WHERE type LIKE 'session.%'").get() as { all_payloads: string })
    .all_payloads;
  t.false(payloads.includes(raw));
  t.true(payloads.includes(sha256Hex(raw)));
  t.is(await partnerIdByEmail(s, p.email, 'production'), p.partnerId);
});

test('registering again (a re-key) ends the sessions of the replaced key, exactly as a rotation does', async (t) => {
  const s = await server(t);
  const p = await s.sandboxPartner();
  const raw = (await openSession(s, p.sub, p.email, SANDBOX)).body.accessToken as string;
  t.is((await s.request('GET', `${SANDBOX}/account`, { key: raw })).status, 200);
  const again = await s.request('POST', '/api/sandbox/v1/register', { key: await s.idToken({ sub: p.sub, email: p.email }) });
  t.is(again.status, 201, again.text);
  const res = await s.request('GET', `${SANDBOX}/account`, { key: raw });
  assertError(t, res, 401, 'AUTH_INVALID');
  t.is((await s.request('GET', `${SANDBOX}/account`, { key: again.body.apiKey })).status, 200);
});
