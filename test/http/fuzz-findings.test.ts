/**
 * What the generated fuzz (fuzz-mutating-routes.test.ts) found answering 500, each pinned by the
 * smallest request that showed it, fixed at its root, and checked here for a 4xx in the envelope that
 * changes nothing.
 */
import test from 'ava';
import { PRODUCTION, SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';

let s: TestServer;
let production: { apiKey: string; partnerId: string };
let sandbox: string;

test.before(async () => {
  s = await startTestServer();
  production = await s.productionPartner();
  sandbox = (await s.sandboxPartner()).apiKey;
});

test.after.always(async () => {
  await s?.close();
});

async function refused(t: import('ava').ExecutionContext, method: string, path: string, key: string, rawBody: string, code: string): Promise<void> {
  const head = s.running.service.stores.journal.head();
  const res = await s.request(method, path, { key, idempotencyKey: uniqueKey('found'), rawBody });
  t.is(res.status, 400, `${path} ${rawBody}: ${res.text.slice(0, 200)}`);
  t.is(res.body?.error?.code, code, rawBody);
  t.deepEqual(s.running.service.stores.journal.head(), head, rawBody);
}

test('a top-up too large for exact cents (9007199254740993, 1e15) is 400 VALIDATION_ERROR in both environments, not a 500 from the store', async (t) => {
  for (const amount of ['9007199254740993', '1e15', '90071992547409.93']) {
    await refused(t, 'POST', `${PRODUCTION}/topup`, production.apiKey, `{"amount":${amount}}`, 'VALIDATION_ERROR');
    await refused(t, 'POST', `${SANDBOX}/topup`, sandbox, `{"amount":${amount}}`, 'VALIDATION_ERROR');
    await refused(t, 'POST', `${PRODUCTION}/payout`, production.apiKey, `{"amount":${amount}}`, 'VALIDATION_ERROR');
  }
});
