/**
 * Idempotency through a real server, on POST {base}/topup (auto-confirmed in the sandbox, so every
 * effect shows in the wallet balance): missing and badly sized keys, replays, conflicting reuse,
 * concurrent duplicates, per-partner scoping, the 24 h window and keys not burnt by failures.
 */
import test from 'ava';
import { PRODUCTION, SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';
import { accountOf, assertError } from './shell-support.ts';

let s: TestServer;
test.before(async () => {
  s = await startTestServer();
});
test.after.always(() => s?.close());

const topup = (key: string, idempotencyKey: string | undefined, body: unknown, headers: Record<string, string> = {}, server = s) =>
  server.request('POST', `${SANDBOX}/topup`, { key, body, headers, ...(idempotencyKey !== undefined ? { idempotencyKey } : {}) });

test('a top-up without Idempotency-Key answers 400 MISSING_IDEMPOTENCY_KEY and changes nothing', async (t) => {
  const { apiKey } = await s.sandboxPartner();
  assertError(t, await topup(apiKey, undefined, { amount: 10 }), 400, 'MISSING_IDEMPOTENCY_KEY');
  assertError(t, await topup(apiKey, undefined, { amount: 10 }, { 'idempotency-key': '' }), 400, 'MISSING_IDEMPOTENCY_KEY');
  t.is((await accountOf(s, apiKey)).available, 100_000);
});

test('a key shorter than 8 or longer than 200 characters answers 400 and changes nothing', async (t) => {
  const { apiKey } = await s.sandboxPartner();
  for (const bad of ['short', '1234567', 'k'.repeat(201)]) {
    const res = await topup(apiKey, bad, { amount: 10 });
    assertError(t, res, 400, 'VALIDATION_ERROR');
    t.is(res.body.error.param, 'Idempotency-Key');
  }
  t.is((await accountOf(s, apiKey)).available, 100_000);
  t.is((await topup(apiKey, '12345678', { amount: 1 })).status, 201, '8 characters is enough');
  t.is((await topup(apiKey, 'k'.repeat(200), { amount: 1 })).status, 201, '200 characters is allowed');
  t.is((await accountOf(s, apiKey)).available, 100_002);
});

test('a replay returns the same status and body with Idempotent-Replayed: true and credits once', async (t) => {
  const { apiKey } = await s.sandboxPartner();
  const idem = uniqueKey();
  const first = await topup(apiKey, idem, { amount: 125.25 });
  t.is(first.status, 201);
  t.is(first.headers.get('idempotent-replayed'), null);
  for (let i = 0; i < 3; i += 1) {
    const again = await topup(apiKey, idem, { amount: 125.25 });
    t.is(again.status, 201);
    t.deepEqual(again.body, first.body);
    // The first answer is sent as the stored record's text (http/dispatch.ts), a replay as its parsed body: byte for byte one answer.
    t.is(again.text, first.text);
    t.is(again.headers.get('content-type'), 'application/json; charset=utf-8');
    t.is(first.headers.get('content-type'), 'application/json; charset=utf-8');
    t.is(first.headers.get('content-length'), String(Buffer.byteLength(first.text)));
    t.is(again.headers.get('idempotent-replayed'), 'true');
    t.not(again.headers.get('x-request-id'), first.headers.get('x-request-id'), 'a replay is a new request with its own id');
  }
  t.is((await accountOf(s, apiKey)).available, 100_125.25);
});

test('a reused key with a different body answers 409 CONFLICT and changes nothing', async (t) => {
  const { apiKey } = await s.sandboxPartner();
  const idem = uniqueKey();
  t.is((await topup(apiKey, idem, { amount: 10 })).status, 201);
  assertError(t, await topup(apiKey, idem, { amount: 11 }), 409, 'CONFLICT');
  assertError(t, await topup(apiKey, idem, { amount: 10, reference: 'other' }), 409, 'CONFLICT');
  t.is((await accountOf(s, apiKey)).available, 100_010);
});

test('a replay is judged on the parsed body: key order and whitespace do not matter', async (t) => {
  const { apiKey } = await s.sandboxPartner();
  const idem = uniqueKey();
  const first = await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: idem, rawBody: '{"amount": 3, "reference": "r-1"}' });
  t.is(first.status, 201);
  const again = await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: idem, rawBody: '{\n"reference":"r-1","amount":3}' });
  t.is(again.status, 201);
  t.is(again.headers.get('idempotent-replayed'), 'true');
  t.is((await accountOf(s, apiKey)).available, 100_003);
});

test('concurrent duplicates apply once: the other is 409 CONFLICT or a replay', async (t) => {
  const { apiKey } = await s.sandboxPartner();
  const rounds = 8;
  for (let round = 0; round < rounds; round += 1) {
    const idem = uniqueKey('race');
    const answers = await Promise.all([topup(apiKey, idem, { amount: 1 }), topup(apiKey, idem, { amount: 1 }), topup(apiKey, idem, { amount: 1 })]);
    const fresh = answers.filter((a) => a.status === 201 && a.headers.get('idempotent-replayed') === null);
    t.is(fresh.length, 1, `round ${round}: exactly one execution`);
    for (const other of answers.filter((a) => a !== fresh[0])) {
      if (other.status === 409) assertError(t, other, 409, 'CONFLICT');
      else {
        t.is(other.status, 201);
        t.is(other.headers.get('idempotent-replayed'), 'true');
        t.deepEqual(other.body, fresh[0]!.body);
      }
    }
  }
  t.is((await accountOf(s, apiKey)).available, 100_000 + rounds);
});

test('keys are scoped per partner environment: two partners using one key both execute', async (t) => {
  const { apiKey: a } = await s.sandboxPartner();
  const { apiKey: b } = await s.sandboxPartner();
  const idem = uniqueKey('shared');
  const first = await topup(a, idem, { amount: 20 });
  const second = await topup(b, idem, { amount: 20 });
  t.is(first.status, 201);
  t.is(second.status, 201);
  t.is(second.headers.get('idempotent-replayed'), null);
  t.not(second.body.topupId, first.body.topupId);
  t.is((await accountOf(s, a)).available, 100_020);
  t.is((await accountOf(s, b)).available, 100_020);
});

test('the same key in the sandbox and in production are two different keys', async (t) => {
  const sub = uniqueKey('sub');
  const live = await s.productionPartner(sub, `${sub}@example.com`);
  const { apiKey: sandboxKey } = await s.sandboxPartner(sub, `${sub}@example.com`);
  const idem = uniqueKey('both-envs');
  const inSandbox = await topup(sandboxKey, idem, { amount: 15 });
  const inProduction = await s.request('POST', `${PRODUCTION}/topup`, { key: live.apiKey, idempotencyKey: idem, body: { amount: 15 } });
  t.is(inSandbox.status, 201);
  t.is(inProduction.status, 201);
  t.is(inProduction.headers.get('idempotent-replayed'), null);
  t.is(inProduction.body.status, 'PENDING', 'production top-ups wait for the operator');
  t.not(inProduction.body.topupId, inSandbox.body.topupId);
});

test('a failing request does not burn its key: the corrected request then executes', async (t) => {
  const { apiKey } = await s.sandboxPartner();
  const idem = uniqueKey();
  assertError(t, await topup(apiKey, idem, { amount: 'ten' }), 400, 'INVALID_TYPE');
  assertError(t, await topup(apiKey, idem, {}), 400, 'MISSING_PARAM');
  assertError(t, await topup(apiKey, idem, { amount: -5 }), 400, 'VALIDATION_ERROR');
  assertError(t, await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: idem, rawBody: '{"amount":' }), 400, 'VALIDATION_ERROR');
  const ok = await topup(apiKey, idem, { amount: 30 });
  t.is(ok.status, 201);
  t.is(ok.headers.get('idempotent-replayed'), null);
  t.is((await accountOf(s, apiKey)).available, 100_030);
});

test('a key survives key rotation: the replay after re-register is still a replay', async (t) => {
  const { apiKey, sub, email } = await s.sandboxPartner();
  const idem = uniqueKey();
  const first = await topup(apiKey, idem, { amount: 40 });
  t.is(first.status, 201);
  const token = await s.idToken({ sub, email });
  const rotated = await s.request('POST', '/api/sandbox/v1/register', { key: token });
  t.is(rotated.status, 201);
  const again = await topup(rotated.body.apiKey, idem, { amount: 40 });
  t.is(again.status, 201);
  t.is(again.headers.get('idempotent-replayed'), 'true');
  t.is((await accountOf(s, rotated.body.apiKey)).available, 100_040);
});

test('after 24 h by the service clock the same key executes as new', async (t) => {
  // Its own server: it moves the virtual clock by a day.
  const own = await startTestServer();
  t.teardown(() => own.close());
  const { apiKey } = await own.sandboxPartner();
  const idem = uniqueKey('day');
  t.is((await topup(apiKey, idem, { amount: 60 }, {}, own)).status, 201);
  t.is((await own.operator('POST', '/clock/advance', { seconds: 24 * 3600 - 1 })).status, 200);
  const replay = await topup(apiKey, idem, { amount: 60 }, {}, own);
  t.is(replay.headers.get('idempotent-replayed'), 'true', 'still a replay one second before the window ends');
  t.is((await own.operator('POST', '/clock/advance', { seconds: 2 })).status, 200);
  const fresh = await topup(apiKey, idem, { amount: 60 }, {}, own);
  t.is(fresh.status, 201);
  t.is(fresh.headers.get('idempotent-replayed'), null);
  t.not(fresh.body.topupId, replay.body.topupId);
  t.is((await accountOf(own, apiKey)).available, 100_120);
  const replayOfNew = await topup(apiKey, idem, { amount: 60 }, {}, own);
  t.is(replayOfNew.headers.get('idempotent-replayed'), 'true');
  t.is(replayOfNew.body.topupId, fresh.body.topupId);
  t.is((await accountOf(own, apiKey)).available, 100_120);
});
