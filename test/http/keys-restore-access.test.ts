/**
 * "Revoking the only active key requires support to restore access" (spec, POST /api-keys/revoke),
 * through a real server: a production partner that revokes its only full key cannot register for a new
 * one until the operator restores access; revoking anything else locks nothing; the sandbox stays
 * self-service; the lock is journaled state and survives a restart.
 */
import test, { type ExecutionContext } from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRODUCTION, SANDBOX, SANDBOX_ROOT, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';
import { assertError } from './shell-support.ts';

let s: TestServer;
test.before(async () => {
  s = await startTestServer();
});
test.after.always(() => s?.close());

interface Identity {
  readonly sub: string;
  readonly email: string;
}

const revoke = async (server: TestServer, who: Identity, apiKey: string) =>
  server.request('POST', `${PRODUCTION}/api-keys/revoke`, { key: await server.idToken(who), body: { apiKey } });
const register = async (server: TestServer, who: Identity) => server.request('POST', `${PRODUCTION}/register`, { key: await server.idToken(who) });
const me = async (server: TestServer, who: Identity, base = PRODUCTION) => server.request('GET', `${base}/me`, { key: await server.idToken(who) });
const restore = (server: TestServer, partnerId: string) => server.operator('POST', `/partners/${partnerId}/restore-access`);

/** Registering while locked is refused with a message that sends the partner to support, and issues nothing. */
async function assertLocked(t: ExecutionContext, server: TestServer, who: Identity & { partnerId: string }): Promise<void> {
  const keysBefore = (await server.operator('GET', `/partners/${who.partnerId}`)).body.keys;
  const refused = await register(server, who);
  assertError(t, refused, 403, 'FORBIDDEN');
  t.regex(refused.body.error.message, /support must restore access/);
  t.false('apiKey' in refused.body);
  const partner = await server.operator('GET', `/partners/${who.partnerId}`);
  t.deepEqual(partner.body.keys, keysBefore, 'no key was issued or changed');
  t.is(partner.body.accessLocked, true);
}

test('revoking the only key locks registration until the operator restores access; the new key works, the old stays revoked', async (t) => {
  const p = await s.productionPartner();
  const revoked = await revoke(s, p, p.apiKey);
  t.is(revoked.status, 200, revoked.text);
  await assertLocked(t, s, p);
  t.like((await me(s, p)).body, { status: 'active', apiKey: null, maskedKey: null, accessLocked: true, accessLockedAt: revoked.body.retiredAt });
  assertError(t, await s.request('POST', `${PRODUCTION}/session`, { key: await s.idToken(p) }), 403, 'FORBIDDEN');

  const restored = await restore(s, p.partnerId);
  t.is(restored.status, 200, restored.text);
  t.like(restored.body, { id: p.partnerId, env: 'production', status: 'active', accessLocked: false, accessLockedAt: null });
  const me2 = (await me(s, p)).body;
  t.false('accessLocked' in me2, 'the lock is shown only while it holds');
  t.is(me2.apiKey, null, 'restoring access issues no key by itself');

  const again = await register(s, p);
  t.is(again.status, 201, again.text);
  const fresh = again.body.apiKey as string;
  t.regex(fresh, /^pk_live_/);
  const account = await s.request('GET', `${PRODUCTION}/account`, { key: fresh });
  t.is(account.status, 200, account.text);
  t.is(account.body.partnerId, p.partnerId, 'the same account, not a new one');
  assertError(t, await s.request('GET', `${PRODUCTION}/account`, { key: p.apiKey }), 403, 'AUTH_REVOKED');
  t.is((await me(s, p)).body.apiKey.keyId, account.body.apiKey.keyId);
});

test('a restored partner that revokes its new only key is locked again', async (t) => {
  const p = await s.productionPartner();
  t.is((await revoke(s, p, p.apiKey)).status, 200);
  t.is((await restore(s, p.partnerId)).status, 200);
  const second = (await register(s, p)).body.apiKey as string;
  t.is((await revoke(s, p, second)).status, 200);
  await assertLocked(t, s, p);
});

test('restoring access that is not locked is 409 CONFLICT, an unknown partner 404, and a second restore 409', async (t) => {
  const p = await s.productionPartner();
  assertError(t, await restore(s, p.partnerId), 409, 'CONFLICT');
  assertError(t, await restore(s, 'ptn_unknown'), 404, 'NOT_FOUND');
  t.is((await revoke(s, p, p.apiKey)).status, 200);
  t.is((await restore(s, p.partnerId)).status, 200);
  assertError(t, await restore(s, p.partnerId), 409, 'CONFLICT');
  assertError(t, await s.request('POST', `/api/admin/v1/partners/${p.partnerId}/restore-access`), 401, 'AUTH_MISSING');
});

test("revoking the same key again answers 200 and does not lock twice: the lock keeps the first revocation's time", async (t) => {
  const p = await s.productionPartner();
  const first = await revoke(s, p, p.apiKey);
  t.is(first.status, 200);
  t.is((await s.operator('POST', '/clock/advance', { seconds: 120 })).status, 200);
  t.is((await revoke(s, p, p.apiKey)).status, 200);
  t.is((await s.operator('GET', `/partners/${p.partnerId}`)).body.accessLockedAt, first.body.retiredAt);
  t.is((await me(s, p)).body.accessLockedAt, first.body.retiredAt);
});

test('revoking a data key or an OAuth token does not lock: the full key keeps working and registering again still issues a key', async (t) => {
  const p = await s.productionPartner();
  t.is((await s.operator('PATCH', `/partners/${p.partnerId}`, { oauthClientCredentialsEnabled: true })).status, 200);
  const dataKey = (await s.request('POST', `${PRODUCTION}/api-keys/data-key`, { key: p.apiKey, idempotencyKey: uniqueKey() })).body.dataKey as string;
  const token = (await s.request('POST', `${PRODUCTION}/oauth/token`, { body: { grant_type: 'client_credentials', client_secret: p.apiKey } })).body
    .access_token as string;
  for (const credential of [dataKey, token]) {
    const res = await revoke(s, p, credential);
    t.is(res.status, 200, res.text);
  }
  t.is((await s.request('GET', `${PRODUCTION}/account`, { key: p.apiKey })).status, 200);
  t.false('accessLocked' in (await me(s, p)).body);
  t.is((await s.operator('GET', `/partners/${p.partnerId}`)).body.accessLocked, false);
  t.is((await register(s, p)).status, 201);
});

test('a rotation locks nothing; revoking the key that replaced the rotated one locks', async (t) => {
  const p = await s.productionPartner();
  const rotated = await s.request('POST', `${PRODUCTION}/api-keys/rotate`, { key: p.apiKey, idempotencyKey: uniqueKey(), body: { confirm: true } });
  t.is(rotated.status, 201);
  t.is((await s.operator('GET', `/partners/${p.partnerId}`)).body.accessLocked, false);
  t.is((await revoke(s, p, rotated.body.newApiKey)).status, 200);
  await assertLocked(t, s, p);
});

test('sandbox stays self-service: revoking the only sandbox key locks nothing and the sandbox register issues a new key', async (t) => {
  const p = await s.sandboxPartner();
  t.is((await s.request('POST', `${SANDBOX}/api-keys/revoke`, { key: p.apiKey, idempotencyKey: uniqueKey(), body: {} })).status, 200);
  const partnerId = (await s.operator('GET', `/partners?email=${encodeURIComponent(p.email)}&environment=sandbox`)).body.partners[0].id as string;
  t.is((await s.operator('GET', `/partners/${partnerId}`)).body.accessLocked, false);
  t.false('accessLocked' in (await me(s, p, SANDBOX)).body);
  const again = await s.request('POST', `${SANDBOX_ROOT}/register`, { key: await s.idToken(p) });
  t.is(again.status, 201, again.text);
  t.is((await s.request('GET', `${SANDBOX}/account`, { key: again.body.apiKey })).status, 200);
  assertError(t, await restore(s, partnerId), 409, 'CONFLICT');
});

test('the lock survives a restart on the same data directory, and so does its lifting', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pbs-keys-lock-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const first = await startTestServer({ DATA_DIR: dataDir });
  const p = await first.productionPartner();
  t.is((await revoke(first, p, p.apiKey)).status, 200);
  await first.close();

  const second = await startTestServer({ DATA_DIR: dataDir });
  try {
    await assertLocked(t, second, p);
    t.is((await me(second, p)).body.accessLocked, true);
    t.is((await restore(second, p.partnerId)).status, 200);
  } finally {
    await second.close();
  }
  const third = await startTestServer({ DATA_DIR: dataDir });
  t.teardown(() => third.close());
  const fresh = await register(third, p);
  t.is(fresh.status, 201, fresh.text);
  t.is((await third.request('GET', `${PRODUCTION}/account`, { key: fresh.body.apiKey })).status, 200);
});
