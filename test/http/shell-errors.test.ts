/**
 * The one error boundary through a real server: unknown routes, malformed and oversized bodies, wrong
 * types, missing fields; every failure is the envelope with the request id, and changes nothing.
 */
import test from 'ava';
import { ADMIN, PRODUCTION, SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';
import { accountOf, assertError } from './shell-support.ts';

let s: TestServer;
let apiKey: string;
test.before(async () => {
  s = await startTestServer();
  apiKey = (await s.sandboxPartner()).apiKey;
});
test.after.always(() => s?.close());

const topup = (options: { body?: unknown; rawBody?: string; headers?: Record<string, string>; key?: string }) =>
  s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), ...options });

test.serial('an unknown route answers 404 NOT_FOUND in the envelope, on every base and method', async (t) => {
  for (const [method, path] of [
    ['GET', `${PRODUCTION}/nope`],
    ['POST', `${SANDBOX}/nope`],
    ['DELETE', '/api/v1/partner'],
    ['GET', '/'],
    ['GET', '/favicon.ico'],
  ] as const) {
    const res = await s.request(method, path, { key: apiKey });
    assertError(t, res, 404, 'NOT_FOUND');
    t.regex(res.headers.get('content-type') ?? '', /application\/json/);
  }
});

test.serial('malformed JSON answers 400 VALIDATION_ERROR', async (t) => {
  for (const rawBody of ['{"amount":', '{amount: 5}', 'not json', '[1,2', '{"amount": 5}}']) {
    assertError(t, await topup({ rawBody }), 400, 'VALIDATION_ERROR');
  }
});

test.serial('a JSON scalar body answers 400 VALIDATION_ERROR and an array body 400 INVALID_TYPE', async (t) => {
  for (const rawBody of ['"amount"', '42', 'null', 'true']) {
    assertError(t, await topup({ rawBody }), 400, 'VALIDATION_ERROR');
  }
  for (const rawBody of ['[{"amount":5}]', '[]']) {
    assertError(t, await topup({ rawBody }), 400, 'INVALID_TYPE');
  }
});

test.serial('a body over 1 MiB answers 413 PAYLOAD_TOO_LARGE', async (t) => {
  const big = JSON.stringify({ amount: 5, reference: 'r', padding: 'x'.repeat(1024 * 1024 + 10) });
  const res = await topup({ rawBody: big });
  assertError(t, res, 413, 'PAYLOAD_TOO_LARGE');
  // Strings of a body hold at most 65,536 characters each (http/json-shape.ts): 16 of 62,500.
  const justUnder = JSON.stringify({ amount: 5, padding: Array.from({ length: 16 }, () => 'x'.repeat(62_500)) });
  t.true(justUnder.length > 1_000_000 && justUnder.length < 1024 * 1024);
  t.is((await topup({ rawBody: justUnder })).status, 201, 'a large body within the limit is accepted');
});

test.serial('a value of the wrong type answers 400 INVALID_TYPE naming the parameter', async (t) => {
  for (const body of [{ amount: 'ten' }, { amount: true }, { amount: null }, { amount: [5] }, { amount: 5, reference: 12 }]) {
    const res = await topup({ body });
    assertError(t, res, 400, 'INVALID_TYPE');
    t.is(res.body.error.param, 'amount' in body && typeof body.amount !== 'number' ? 'amount' : 'reference');
  }
});

test.serial('an absent required field answers 400 MISSING_PARAM with param', async (t) => {
  const res = await topup({ body: { currency: 'USD' } });
  assertError(t, res, 400, 'MISSING_PARAM');
  t.is(res.body.error.param, 'amount');
  const empty = await topup({});
  assertError(t, empty, 400, 'MISSING_PARAM');
  t.is(empty.body.error.param, 'amount');
});

test.serial('a right-typed but invalid value answers 400 VALIDATION_ERROR', async (t) => {
  for (const body of [{ amount: -1 }, { amount: 0 }, { amount: 1.005 }, { amount: 5, currency: 'EUR' }]) {
    const res = await topup({ body });
    assertError(t, res, 400, 'VALIDATION_ERROR');
    t.truthy(res.body.error.param);
  }
});

test.serial('several missing fields answer MISSING_PARAM with params[]', async (t) => {
  const res = await s.request('POST', `${PRODUCTION}/apply`, { body: { termsAccepted: true } });
  assertError(t, res, 400, 'MISSING_PARAM');
  t.deepEqual([...res.body.error.params].sort(), ['businessName', 'consentVersion', 'email', 'useCase']);
});

test.serial('unknown extra fields are tolerated', async (t) => {
  const res = await topup({ body: { amount: 2, somethingNew: { nested: true }, another: [1] } });
  t.is(res.status, 201);
  t.is(res.body.amount, 2);
  t.false('somethingNew' in res.body);
});

test.serial('operator API errors use the same envelope', async (t) => {
  assertError(t, await s.request('GET', `${ADMIN}/applications`), 401, 'AUTH_MISSING');
  assertError(t, await s.request('GET', `${ADMIN}/applications`, { headers: { authorization: 'Bearer wrong-token' } }), 401, 'AUTH_INVALID');
  assertError(t, await s.operator('GET', '/partners/ptn_missing'), 404, 'NOT_FOUND');
  assertError(t, await s.operator('POST', '/clock/advance', { seconds: 'soon' }), 400, 'INVALID_TYPE');
});

test.serial('none of the refused requests changed the wallet', async (t) => {
  // Two successful top-ups ran above (5 and 2): everything else was refused without effect.
  t.is((await accountOf(s, apiKey)).available, 100_007);
  const audit = await s.request('GET', `${SANDBOX}/audit?limit=200`, { key: apiKey });
  t.is((audit.body.entries as { action: string }[]).filter((e) => e.action === 'funding.topup').length, 2);
});
