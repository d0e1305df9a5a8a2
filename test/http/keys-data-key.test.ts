/**
 * The read-only data key through a real server: GET/POST/DELETE /api-keys/data-key on both bases, one
 * active per partner, shown once, withdrawn keys answer 401, the rate-limit bucket is the partner's,
 * and only the full key manages it.
 */
import test from 'ava';
import { PRODUCTION, SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';
import { assertError, partnerIdByEmail } from './shell-support.ts';

let s: TestServer;
test.before(async () => {
  s = await startTestServer();
});
test.after.always(() => s?.close());

const current = (key: string, base: string) => s.request('GET', `${base}/api-keys/data-key`, { key });
const issue = (key: string, base: string, idempotencyKey = uniqueKey('dk')) => s.request('POST', `${base}/api-keys/data-key`, { key, idempotencyKey });
const withdraw = (key: string, base: string) => s.request('DELETE', `${base}/api-keys/data-key`, { key, idempotencyKey: uniqueKey('dk-del') });
const marketStatus = (key: string, base: string) => s.request('GET', `${base}/market/status`, { key });

for (const [env, base] of [
  ['sandbox', SANDBOX],
  ['production', PRODUCTION],
] as const) {
  const fullKeyOf = async (): Promise<string> => (env === 'sandbox' ? (await s.sandboxPartner()).apiKey : (await s.productionPartner()).apiKey);

  test(`${env}: POST issues a pk_data_ key shown once that reads market data only; GET shows it masked`, async (t) => {
    const full = await fullKeyOf();
    t.deepEqual((await current(full, base)).body, { dataKey: null }, 'none before the first issue');
    const issued = await issue(full, base);
    t.is(issued.status, 201, issued.text);
    const dataKey = issued.body.dataKey as string;
    t.regex(dataKey, /^pk_data_[A-Za-z0-9_-]{32}$/);
    t.is(issued.body.kind, 'data');
    t.is(issued.body.status, 'active');
    t.deepEqual(issued.body.scopes, ['market:read']);
    t.is(issued.body.replacedKeyId, null);
    t.true(issued.body.maskedKey.endsWith(dataKey.slice(-4)));

    const shown = await current(full, base);
    t.is(shown.status, 200);
    t.is(shown.body.dataKey.keyId, issued.body.keyId);
    t.is(shown.body.dataKey.maskedKey, issued.body.maskedKey);
    t.is(shown.body.dataKey.createdAt, '2026-09-01T09:00:00.000Z');
    t.false(shown.text.includes(dataKey), 'GET never shows the raw key');

    t.is((await marketStatus(dataKey, base)).status, 200);
    assertError(t, await s.request('GET', `${base}/account`, { key: dataKey }), 403, 'FORBIDDEN');
    assertError(t, await s.request('POST', `${base}/topup`, { key: dataKey, idempotencyKey: uniqueKey(), body: { amount: 1 } }), 403, 'FORBIDDEN');
  });

  test(`${env}: a second POST rotates the data key: the old one answers 401 AUTH_INVALID at once`, async (t) => {
    const full = await fullKeyOf();
    const first = (await issue(full, base)).body;
    const second = await issue(full, base);
    t.is(second.status, 201);
    t.is(second.body.replacedKeyId, first.keyId);
    assertError(t, await marketStatus(first.dataKey, base), 401, 'AUTH_INVALID');
    t.is((await marketStatus(second.body.dataKey, base)).status, 200);
    t.is((await current(full, base)).body.dataKey.keyId, second.body.keyId, 'one active data key');
  });

  test(`${env}: DELETE withdraws the data key: it answers 401 AUTH_INVALID, GET shows null, a second DELETE is 404`, async (t) => {
    const full = await fullKeyOf();
    const { dataKey, keyId } = (await issue(full, base)).body;
    const deleted = await withdraw(full, base);
    t.is(deleted.status, 200, deleted.text);
    t.like(deleted.body, { deleted: true, keyId, status: 'deleted', retiredAt: '2026-09-01T09:00:00.000Z' });
    assertError(t, await marketStatus(dataKey, base), 401, 'AUTH_INVALID');
    t.deepEqual((await current(full, base)).body, { dataKey: null });
    assertError(t, await withdraw(full, base), 404, 'NOT_FOUND');
    t.is((await issue(full, base)).status, 201, 'a new data key can be issued afterwards');
  });
}

test('a data key cannot read, issue, rotate or withdraw data keys, nor rotate its full key', async (t) => {
  const full = (await s.sandboxPartner()).apiKey;
  const { dataKey } = (await issue(full, SANDBOX)).body;
  assertError(t, await current(dataKey, SANDBOX), 403, 'FORBIDDEN');
  assertError(t, await issue(dataKey, SANDBOX), 403, 'FORBIDDEN');
  assertError(t, await withdraw(dataKey, SANDBOX), 403, 'FORBIDDEN');
  assertError(
    t,
    await s.request('POST', `${SANDBOX}/api-keys/rotate`, { key: dataKey, idempotencyKey: uniqueKey(), body: { confirm: true } }),
    403,
    'FORBIDDEN',
  );
  assertError(t, await s.request('POST', `${SANDBOX}/api-keys/revoke`, { key: dataKey, idempotencyKey: uniqueKey(), body: {} }), 403, 'FORBIDDEN');
  t.is((await marketStatus(dataKey, SANDBOX)).status, 200, 'all of that changed nothing');
});

test('issuing and withdrawing a data key need an Idempotency-Key, and a retry replays the same key', async (t) => {
  const full = (await s.sandboxPartner()).apiKey;
  assertError(t, await s.request('POST', `${SANDBOX}/api-keys/data-key`, { key: full }), 400, 'MISSING_IDEMPOTENCY_KEY');
  assertError(t, await s.request('DELETE', `${SANDBOX}/api-keys/data-key`, { key: full }), 400, 'MISSING_IDEMPOTENCY_KEY');
  const idem = uniqueKey('dk-retry');
  const first = await issue(full, SANDBOX, idem);
  const retry = await issue(full, SANDBOX, idem);
  t.is(retry.status, 201);
  t.is(retry.headers.get('idempotent-replayed'), 'true');
  t.deepEqual(retry.body, first.body, 'the identical body, raw key included');
  t.is((await current(full, SANDBOX)).body.dataKey.keyId, first.body.keyId, 'the retry issued nothing new');
  t.is((await marketStatus(first.body.dataKey, SANDBOX)).status, 200);
});

test("a data key spends its partner's rate-limit bucket: the full key and the data key share one limit", async (t) => {
  const { apiKey: full, partnerId } = await s.productionPartner();
  const { dataKey } = (await issue(full, PRODUCTION)).body;
  // The issuing POST was the bucket's first request.
  t.is((await s.operator('PATCH', `/partners/${partnerId}`, { rateLimits: { production: 5 } })).status, 200);
  const first = await marketStatus(dataKey, PRODUCTION);
  t.is(first.headers.get('x-ratelimit-limit'), '5');
  t.is(first.headers.get('x-ratelimit-remaining'), '3');
  t.is((await s.request('GET', `${PRODUCTION}/account`, { key: full })).headers.get('x-ratelimit-remaining'), '2');
  t.is((await marketStatus(dataKey, PRODUCTION)).headers.get('x-ratelimit-remaining'), '1');
  t.is((await s.request('GET', `${PRODUCTION}/account`, { key: full })).headers.get('x-ratelimit-remaining'), '0');
  assertError(t, await marketStatus(dataKey, PRODUCTION), 429, 'RATE_LIMITED');
  assertError(t, await s.request('GET', `${PRODUCTION}/account`, { key: full }), 429, 'RATE_LIMITED');
});

test('a data key is issued only from a full key holding market:read, and holds market:read alone', async (t) => {
  const { apiKey: full, email } = await s.sandboxPartner();
  const partnerId = await partnerIdByEmail(s, email);
  t.is((await s.operator('PATCH', `/partners/${partnerId}`, { scopes: ['keys', 'trading'] })).status, 200);
  const refused = await issue(full, SANDBOX);
  assertError(t, refused, 403, 'FORBIDDEN');
  t.regex(refused.body.error.message, /market:read/);
  t.is((await s.operator('PATCH', `/partners/${partnerId}`, { scopes: ['keys', 'market:read'] })).status, 200);
  const issued = await issue(full, SANDBOX);
  t.is(issued.status, 201);
  t.deepEqual(issued.body.scopes, ['market:read']);
});
