/**
 * Signed requests (operator flag signedRequestsRequired), as an attacker would try to get around them:
 * unsigned writes, replays, stale and future timestamps by the virtual clock, a body swapped under a
 * signature, another key's signature, and the deprecated query-less form. Every refusal is 401
 * AUTH_INVALID and leaves the partner's journal and wallet as they were.
 */
import test from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allRoutes } from '../../http/routes/index.ts';
import { mountsOf } from '../../http/route.ts';
import { SANDBOX, SANDBOX_ROOT, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';
import { assertError } from './shell-support.ts';
import { journalOf, nowSeconds, sandboxPartnerWithFlags, signatureHeaders, signedRequest, walletOf } from './controls-signing.ts';

let s: TestServer;
test.before(async () => {
  s = await startTestServer();
});
test.after.always(() => s?.close());

const signedPartner = () => sandboxPartnerWithFlags(s, { signedRequestsRequired: true });
const topup = (key: string, amount: number, options: Parameters<typeof signedRequest>[4] = {}) =>
  signedRequest(s, 'POST', `${SANDBOX}/topup`, key, { body: { amount }, idempotencyKey: uniqueKey('sig'), ...options });

test('once signed requests are required, an unsigned write on every write route answers 401 AUTH_INVALID and changes nothing', async (t) => {
  const { key, partnerId } = await signedPartner();
  const before = journalOf(s, partnerId);
  const writes = allRoutes.flatMap(mountsOf).filter((m) => m.spec.auth === 'apiKey' && m.env === 'sandbox' && m.spec.method !== 'GET');
  t.true(writes.length > 20);
  for (const m of writes) {
    const res = await s.request(m.spec.method, m.fullPath.replace(/\{\w+\}/g, 'X1'), { key, idempotencyKey: uniqueKey('w'), body: {} });
    assertError(t, res, 401, 'AUTH_INVALID');
    t.regex(res.body.error.message, /signed requests are required/, `${m.spec.method} ${m.fullPath}`);
  }
  t.deepEqual(journalOf(s, partnerId), before);
  t.is(await walletOf(s, key), 100_000, 'unsigned GETs still work');
});

test('a correctly signed write is accepted, and the same signature replayed under a new idempotency key answers 401 and changes nothing', async (t) => {
  const { key, partnerId } = await signedPartner();
  const body = JSON.stringify({ amount: 25 });
  const headers = signatureHeaders(s, 'POST', `${SANDBOX}/topup`, key, body);
  const first = await s.request('POST', `${SANDBOX}/topup`, { key, rawBody: body, headers, idempotencyKey: uniqueKey() });
  t.is(first.status, 201, first.text);
  const before = journalOf(s, partnerId);
  for (const idempotencyKey of [uniqueKey(), uniqueKey()]) {
    const replay = await s.request('POST', `${SANDBOX}/topup`, { key, rawBody: body, headers, idempotencyKey });
    assertError(t, replay, 401, 'AUTH_INVALID');
    t.regex(replay.body.error.message, /used before/);
  }
  const upperCase = { ...headers, 'x-service-request-signature': headers['x-service-request-signature']!.toUpperCase() };
  assertError(t, await s.request('POST', `${SANDBOX}/topup`, { key, rawBody: body, headers: upperCase, idempotencyKey: uniqueKey() }), 401, 'AUTH_INVALID');
  t.deepEqual(journalOf(s, partnerId), before);
  t.is(await walletOf(s, key), 100_025);
});

test('a timestamp 301 s either side of the service clock answers 401; 300 s either side is accepted', async (t) => {
  const { key, partnerId } = await signedPartner();
  const now = nowSeconds(s);
  const before = journalOf(s, partnerId);
  for (const skew of [-301, 301, -86_400, 10 ** 11]) {
    const res = await topup(key, 1, { signing: { timestamp: now + skew } });
    assertError(t, res, 401, 'AUTH_INVALID');
    t.regex(res.body.error.message, /300 s/);
  }
  t.deepEqual(journalOf(s, partnerId), before);
  for (const skew of [-300, 300]) t.is((await topup(key, 1, { signing: { timestamp: nowSeconds(s) + skew } })).status, 201);
  t.is(await walletOf(s, key), 100_002);
});

test('a signature made before the virtual clock moved 301 s on is refused; one made after is accepted', async (t) => {
  const own = await startTestServer();
  t.teardown(() => own.close());
  const { key } = await sandboxPartnerWithFlags(own, { signedRequestsRequired: true });
  const body = JSON.stringify({ amount: 3 });
  const early = signatureHeaders(own, 'POST', `${SANDBOX}/topup`, key, body);
  t.is((await own.operator('POST', '/clock/advance', { seconds: 301 })).status, 200);
  assertError(t, await own.request('POST', `${SANDBOX}/topup`, { key, rawBody: body, headers: early, idempotencyKey: uniqueKey() }), 401, 'AUTH_INVALID');
  const fresh = signatureHeaders(own, 'POST', `${SANDBOX}/topup`, key, body);
  t.is((await own.request('POST', `${SANDBOX}/topup`, { key, rawBody: body, headers: fresh, idempotencyKey: uniqueKey() })).status, 201);
});

test('a body swapped under a valid signature answers 401 and changes nothing', async (t) => {
  const { key, partnerId } = await signedPartner();
  const before = journalOf(s, partnerId);
  assertError(t, await topup(key, 9_000, { signing: { body: JSON.stringify({ amount: 1 }) } }), 401, 'AUTH_INVALID');
  assertError(t, await topup(key, 9_000, { signing: { body: '' } }), 401, 'AUTH_INVALID');
  assertError(t, await topup(key, 9_000, { signing: { body: `${JSON.stringify({ amount: 9_000 })} ` } }), 401, 'AUTH_INVALID');
  t.deepEqual(journalOf(s, partnerId), before);
  t.is(await walletOf(s, key), 100_000);
});

test('a signature by another key, for another path or for another method answers 401', async (t) => {
  const { key } = await signedPartner();
  const other = await signedPartner();
  assertError(t, await topup(key, 1, { signing: { key: other.key } }), 401, 'AUTH_INVALID');
  assertError(t, await topup(key, 1, { signing: { target: `${SANDBOX}/payout` } }), 401, 'AUTH_INVALID');
  assertError(t, await topup(key, 1, { signing: { target: `/api/v1/partner/topup` } }), 401, 'AUTH_INVALID');
  assertError(t, await topup(key, 1, { signing: { method: 'PUT' } }), 401, 'AUTH_INVALID');
  t.is(await walletOf(s, key), 100_000);
});

test('malformed signature headers answer 401', async (t) => {
  const { key } = await signedPartner();
  const body = JSON.stringify({ amount: 1 });
  const good = signatureHeaders(s, 'POST', `${SANDBOX}/topup`, key, body);
  const variants: Record<string, string>[] = [
    { 'x-service-timestamp': good['x-service-timestamp']! },
    { 'x-service-request-signature': good['x-service-request-signature']! },
    { ...good, 'x-service-timestamp': `${good['x-service-timestamp']}.5` },
    { ...good, 'x-service-timestamp': new Date(s.running.service.clock.nowMs()).toISOString() },
    { ...good, 'x-service-request-signature': good['x-service-request-signature']!.slice(1) },
    { ...good, 'x-service-request-signature': `sha256=${good['x-service-request-signature']}` },
    { ...good, 'x-service-request-signature': 'z'.repeat(64) },
  ];
  for (const headers of variants) {
    assertError(t, await s.request('POST', `${SANDBOX}/topup`, { key, rawBody: body, headers, idempotencyKey: uniqueKey() }), 401, 'AUTH_INVALID');
  }
  t.is(
    (await s.request('POST', `${SANDBOX}/topup`, { key, rawBody: body, headers: good, idempotencyKey: uniqueKey() })).status,
    201,
    'the untampered signature was not burned',
  );
});

test('signing without the query string is accepted with a Deprecation header; signing with it is not deprecated', async (t) => {
  const { key } = await signedPartner();
  const target = `${SANDBOX}/topup?reference=abc`;
  const queryless = await signedRequest(s, 'POST', target, key, { body: { amount: 4 }, idempotencyKey: uniqueKey(), signing: { target: `${SANDBOX}/topup` } });
  t.is(queryless.status, 201, queryless.text);
  t.is(queryless.headers.get('deprecation'), 'true');
  t.regex(queryless.headers.get('link') ?? '', /rel="deprecation"/);
  const full = await signedRequest(s, 'POST', target, key, { body: { amount: 4 }, idempotencyKey: uniqueKey() });
  t.is(full.status, 201);
  t.is(full.headers.get('deprecation'), null);
  const read = await signedRequest(s, 'GET', `${SANDBOX}/account?view=full`, key, { signing: { target: `${SANDBOX}/account` } });
  t.is(read.status, 200);
  t.is(read.headers.get('deprecation'), 'true');
  assertError(
    t,
    await signedRequest(s, 'POST', target, key, { body: { amount: 4 }, idempotencyKey: uniqueKey(), signing: { target: `${SANDBOX}/topup?reference=other` } }),
    401,
    'AUTH_INVALID',
  );
});

test('GETs need no signature, but a signature present on a GET is verified and single-use', async (t) => {
  const { key } = await signedPartner();
  t.is((await s.request('GET', `${SANDBOX}/account`, { key })).status, 200);
  const headers = signatureHeaders(s, 'GET', `${SANDBOX}/account`, key, '');
  t.is((await s.request('GET', `${SANDBOX}/account`, { key, headers })).status, 200);
  assertError(t, await s.request('GET', `${SANDBOX}/account`, { key, headers }), 401, 'AUTH_INVALID');
  assertError(t, await signedRequest(s, 'GET', `${SANDBOX}/account`, key, { signing: { key: 'not-the-key' } }), 401, 'AUTH_INVALID');
});

test('without the flag, unsigned writes work and any signature sent is still verified', async (t) => {
  const { key } = await sandboxPartnerWithFlags(s, {});
  t.is((await s.request('POST', `${SANDBOX}/topup`, { key, body: { amount: 1 }, idempotencyKey: uniqueKey() })).status, 201);
  t.is((await topup(key, 1)).status, 201);
  assertError(t, await topup(key, 1, { signing: { body: '{}' } }), 401, 'AUTH_INVALID');
  t.is(await walletOf(s, key), 100_002);
});

test('the body is hashed exactly as sent through the general body parser too', async (t) => {
  const { key } = await signedPartner();
  const body = JSON.stringify({ amount: 6 });
  const headers = { 'content-type': 'application/vnd.api+json' };
  const ok = await s.request('POST', `${SANDBOX}/topup`, {
    key,
    rawBody: body,
    idempotencyKey: uniqueKey(),
    headers: { ...headers, ...signatureHeaders(s, 'POST', `${SANDBOX}/topup`, key, body) },
  });
  t.is(ok.status, 201, ok.text);
  const swapped = await s.request('POST', `${SANDBOX}/topup`, {
    key,
    rawBody: JSON.stringify({ amount: 600 }),
    idempotencyKey: uniqueKey(),
    headers: { ...headers, ...signatureHeaders(s, 'POST', `${SANDBOX}/topup`, key, body) },
  });
  assertError(t, swapped, 401, 'AUTH_INVALID');
  t.is(await walletOf(s, key), 100_006);
});

test('the sandbox reset and a DELETE without a body are signed over the empty body', async (t) => {
  const { key } = await signedPartner();
  const created = await signedRequest(s, 'POST', `${SANDBOX}/webhooks`, key, {
    body: { url: 'http://127.0.0.1:9/hook', events: ['order.filled'] },
    idempotencyKey: uniqueKey(),
  });
  t.is(created.status, 201, created.text);
  const removed = await signedRequest(s, 'DELETE', `${SANDBOX}/webhooks/${created.body.id}`, key, { idempotencyKey: uniqueKey() });
  t.true(removed.status < 300, removed.text);
  assertError(t, await s.request('POST', `${SANDBOX_ROOT}/reset`, { key }), 401, 'AUTH_INVALID');
  t.is((await signedRequest(s, 'POST', `${SANDBOX_ROOT}/reset`, key)).status, 200);
});

test('a replayed signature is still refused after a restart', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pbs-sig-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const first = await startTestServer({ DATA_DIR: dataDir });
  const { key } = await sandboxPartnerWithFlags(first, { signedRequestsRequired: true });
  const body = JSON.stringify({ amount: 2 });
  const headers = signatureHeaders(first, 'POST', `${SANDBOX}/topup`, key, body);
  t.is((await first.request('POST', `${SANDBOX}/topup`, { key, rawBody: body, headers, idempotencyKey: uniqueKey() })).status, 201);
  await first.close();
  const second = await startTestServer({ DATA_DIR: dataDir });
  t.teardown(() => second.close());
  assertError(t, await second.request('POST', `${SANDBOX}/topup`, { key, rawBody: body, headers, idempotencyKey: uniqueKey() }), 401, 'AUTH_INVALID');
  t.is(await walletOf(second, key), 100_002);
});
