/**
 * Maintenance modes through a real server. The mode is global, so the tests of this file run serially
 * on their own server and every test ends with maintenance off.
 */
import test from 'ava';
import { DEFAULT_CLOCK, PRODUCTION, SANDBOX, SANDBOX_ROOT, startTestServer, uniqueKey, type TestResponse, type TestServer } from '../helpers/server.ts';
import { accountOf, assertError } from './shell-support.ts';

let s: TestServer;
let sandboxKey: string;
let liveKey: string;
test.before(async () => {
  s = await startTestServer();
  sandboxKey = (await s.sandboxPartner()).apiKey;
  liveKey = (await s.productionPartner()).apiKey;
});
test.after.always(() => s?.close());

const THIRTY_MINUTES_LATER = new Date(Date.parse(DEFAULT_CLOCK) + 30 * 60_000).toISOString();

async function setMode(mode: 'full' | 'read_only' | 'off', endsAt?: string | null): Promise<TestResponse> {
  const res = await s.operator('PUT', '/maintenance', { mode, ...(endsAt !== undefined ? { endsAt } : {}) });
  if (res.status !== 200) throw new Error(`PUT /maintenance failed: ${res.status} ${res.text}`);
  return res;
}

function assertMaintenance(t: Parameters<typeof assertError>[0], res: TestResponse, mode: string, endsAt: string | null): void {
  assertError(t, res, 503, 'MAINTENANCE');
  t.is(res.body.error.mode, mode);
  t.is(res.body.error.endsAt, endsAt);
  t.is(res.body.error.statusPage, `${s.url}/api/v1/status`);
  t.true(Number(res.headers.get('retry-after')) >= 1, 'always carries Retry-After');
}

test.serial('full maintenance answers every partner request 503 MAINTENANCE with Retry-After, mode, endsAt and statusPage', async (t) => {
  const set = await setMode('full', THIRTY_MINUTES_LATER);
  t.is(set.body.mode, 'full');
  t.is(set.body.endsAt, THIRTY_MINUTES_LATER);
  const reads = [
    await s.request('GET', `${SANDBOX}/account`, { key: sandboxKey }),
    await s.request('GET', `${PRODUCTION}/account`, { key: liveKey }),
    await s.request('GET', `${SANDBOX}/account`),
    await s.request('GET', `${PRODUCTION}/openapi.json`),
    await s.request('GET', `${PRODUCTION}/no-such-route`),
  ];
  for (const res of reads) {
    assertMaintenance(t, res, 'full', THIRTY_MINUTES_LATER);
    t.is(res.headers.get('retry-after'), String(30 * 60), 'Retry-After counts down to endsAt by the service clock');
  }
  const write = await s.request('POST', `${SANDBOX}/topup`, { key: sandboxKey, idempotencyKey: uniqueKey(), body: { amount: 10 } });
  assertMaintenance(t, write, 'full', THIRTY_MINUTES_LATER);
  const register = await s.request('POST', `${SANDBOX_ROOT}/register`, { key: await s.idToken({ sub: uniqueKey('sub') }) });
  assertMaintenance(t, register, 'full', THIRTY_MINUTES_LATER);
  await setMode('off');
  t.is((await accountOf(s, sandboxKey)).available, 100_000, 'the refused top-up left no trace');
});

test.serial('health, readiness, status and the operator API stay reachable during full maintenance', async (t) => {
  await setMode('full', THIRTY_MINUTES_LATER);
  t.is((await s.request('GET', '/healthz')).status, 200);
  t.is((await s.request('GET', '/readyz')).status, 200);
  t.is((await s.request('GET', '/api/v1/status')).status, 200);
  t.is((await s.operator('GET', '/applications')).status, 200);
  t.is((await s.operator('POST', '/clock/advance', { seconds: 60 })).status, 200);
  const later = await s.request('GET', `${SANDBOX}/account`, { key: sandboxKey });
  t.is(later.headers.get('retry-after'), String(29 * 60), 'one virtual minute later, one minute less to wait');
  await setMode('off');
});

test.serial('read-only maintenance serves GETs and answers mutations 503 MAINTENANCE', async (t) => {
  await setMode('read_only', THIRTY_MINUTES_LATER);
  const read = await s.request('GET', `${SANDBOX}/account`, { key: sandboxKey });
  t.is(read.status, 200);
  const head = await fetch(`${s.url}${SANDBOX}/account`, { method: 'HEAD', headers: { authorization: `Bearer ${sandboxKey}` } });
  t.is(head.status, 200);
  const write = await s.request('POST', `${SANDBOX}/topup`, { key: sandboxKey, idempotencyKey: uniqueKey(), body: { amount: 10 } });
  assertMaintenance(t, write, 'read_only', THIRTY_MINUTES_LATER);
  const apply = await s.request('POST', `${PRODUCTION}/apply`, {
    body: { businessName: 'B', email: 'ro@example.com', useCase: 'x', termsAccepted: true, consentVersion: '1' },
  });
  assertMaintenance(t, apply, 'read_only', THIRTY_MINUTES_LATER);
  t.is((await s.request('GET', `${SANDBOX}/account`, { key: sandboxKey })).body.walletBalance.available, 100_000);
  await setMode('off');
});

test.serial('maintenance without an end time still answers Retry-After and endsAt null', async (t) => {
  await setMode('full', null);
  const res = await s.request('GET', `${SANDBOX}/account`, { key: sandboxKey });
  assertMaintenance(t, res, 'full', null);
  await setMode('off');
});

test.serial('mode off restores service, and a retry with the same Idempotency-Key then executes once', async (t) => {
  const idem = uniqueKey();
  await setMode('full', THIRTY_MINUTES_LATER);
  assertError(t, await s.request('POST', `${SANDBOX}/topup`, { key: sandboxKey, idempotencyKey: idem, body: { amount: 25 } }), 503, 'MAINTENANCE');
  const off = await setMode('off');
  t.is(off.body.mode, 'off');
  const retried = await s.request('POST', `${SANDBOX}/topup`, { key: sandboxKey, idempotencyKey: idem, body: { amount: 25 } });
  t.is(retried.status, 201);
  t.is(retried.headers.get('idempotent-replayed'), null);
  t.is((await s.request('GET', `${PRODUCTION}/account`, { key: liveKey })).status, 200);
  t.is((await accountOf(s, sandboxKey)).available, 100_025);
});

test.serial('the maintenance body is validated: an unknown mode answers 400 and changes nothing', async (t) => {
  const res = await s.operator('PUT', '/maintenance', { mode: 'partial' });
  assertError(t, res, 400, 'VALIDATION_ERROR');
  t.is((await s.request('GET', `${SANDBOX}/account`, { key: sandboxKey })).status, 200);
});
