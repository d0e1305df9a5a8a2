/** Sandbox scenario headers through a real server: forced codes and statuses, and a forced error changes nothing. */
import test from 'ava';
import { PRODUCTION, SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';
import { accountOf, assertError } from './shell-support.ts';

let s: TestServer;
test.before(async () => {
  s = await startTestServer();
});
test.after.always(() => s?.close());

test('X-Sandbox-Force-Error answers the catalogue status of the forced code', async (t) => {
  const { apiKey } = await s.sandboxPartner();
  const cases = [
    ['INSUFFICIENT_FUNDS', 400],
    ['KYC_REQUIRED', 403],
    ['NOT_FOUND', 404],
    ['MARKET_CLOSED', 422],
    ['MAINTENANCE', 503],
  ] as const;
  for (const [code, status] of cases) {
    const res = await s.request('GET', `${SANDBOX}/account`, { key: apiKey, headers: { 'x-sandbox-force-error': code } });
    assertError(t, res, status, code);
    t.is(res.headers.get('x-ratelimit-limit'), '300', 'forced errors still carry rate-limit headers');
  }
});

test('a forced RATE_LIMITED answers 429 with Retry-After', async (t) => {
  const { apiKey } = await s.sandboxPartner();
  const res = await s.request('GET', `${SANDBOX}/account`, { key: apiKey, headers: { 'x-sandbox-force-error': 'RATE_LIMITED' } });
  assertError(t, res, 429, 'RATE_LIMITED');
  t.true(Number(res.headers.get('retry-after')) >= 1);
});

test('X-Sandbox-Force-Status 500 and 503 answer those statuses in the envelope, 503 with Retry-After', async (t) => {
  const { apiKey } = await s.sandboxPartner();
  const internal = await s.request('GET', `${SANDBOX}/account`, { key: apiKey, headers: { 'x-sandbox-force-status': '500' } });
  assertError(t, internal, 500, 'INTERNAL_ERROR');
  const unavailable = await s.request('GET', `${SANDBOX}/account`, { key: apiKey, headers: { 'x-sandbox-force-status': '503' } });
  assertError(t, unavailable, 503, 'SERVICE_UNAVAILABLE');
  t.true(Number(unavailable.headers.get('retry-after')) >= 1);
});

test('both headers together answer the forced code with the forced status', async (t) => {
  const { apiKey } = await s.sandboxPartner();
  const res = await s.request('GET', `${SANDBOX}/account`, {
    key: apiKey,
    headers: { 'x-sandbox-force-error': 'INSUFFICIENT_FUNDS', 'x-sandbox-force-status': '422' },
  });
  assertError(t, res, 422, 'INSUFFICIENT_FUNDS');
});

test('an unknown forced code or an impossible status answers 400 VALIDATION_ERROR', async (t) => {
  const { apiKey } = await s.sandboxPartner();
  assertError(t, await s.request('GET', `${SANDBOX}/account`, { key: apiKey, headers: { 'x-sandbox-force-error': 'NOT_A_CODE' } }), 400, 'VALIDATION_ERROR');
  assertError(t, await s.request('GET', `${SANDBOX}/account`, { key: apiKey, headers: { 'x-sandbox-force-error': 'constructor' } }), 400, 'VALIDATION_ERROR');
  for (const status of ['abc', '99', '600', '404.5']) {
    assertError(t, await s.request('GET', `${SANDBOX}/account`, { key: apiKey, headers: { 'x-sandbox-force-status': status } }), 400, 'VALIDATION_ERROR');
  }
});

test('a forced error on a top-up changes nothing and does not burn the idempotency key', async (t) => {
  const { apiKey } = await s.sandboxPartner();
  const idem = uniqueKey();
  const scenarios: Record<string, string>[] = [
    { 'x-sandbox-force-error': 'INSUFFICIENT_FUNDS' },
    { 'x-sandbox-force-status': '503' },
    { 'x-sandbox-force-status': '500' },
  ];
  for (const headers of scenarios) {
    const forced = await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: idem, headers, body: { amount: 500 } });
    t.true(forced.status >= 400);
    t.is((await accountOf(s, apiKey)).available, 100_000);
  }
  const audit = await s.request('GET', `${SANDBOX}/audit`, { key: apiKey });
  t.false(
    (audit.body.entries as { action: string }[]).some((e) => e.action === 'funding.topup'),
    'no journal entry for forced errors',
  );
  const real = await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: idem, body: { amount: 500 } });
  t.is(real.status, 201);
  t.is(real.headers.get('idempotent-replayed'), null, 'the key was still fresh');
  t.is((await accountOf(s, apiKey)).available, 100_500);
});

test('a forced success status runs the request and overrides only the status', async (t) => {
  const { apiKey } = await s.sandboxPartner();
  const res = await s.request('GET', `${SANDBOX}/account`, { key: apiKey, headers: { 'x-sandbox-force-status': '202' } });
  t.is(res.status, 202);
  t.is(res.body.walletBalance.available, 100_000);
});

test('production keys ignore the sandbox scenario headers', async (t) => {
  const { apiKey } = await s.productionPartner();
  const headers = { 'x-sandbox-force-error': 'INSUFFICIENT_FUNDS', 'x-sandbox-force-status': '503' };
  const res = await s.request('GET', `${PRODUCTION}/account`, { key: apiKey, headers });
  t.is(res.status, 200);
  t.is(res.body.environment, 'production');
  const unknown = await s.request('GET', `${PRODUCTION}/account`, { key: apiKey, headers: { 'x-sandbox-force-error': 'NOT_A_CODE' } });
  t.is(unknown.status, 200);
});

test('scenario headers do not bypass authentication', async (t) => {
  assertError(t, await s.request('GET', `${SANDBOX}/account`, { headers: { 'x-sandbox-force-status': '200' } }), 401, 'AUTH_MISSING');
});
