/**
 * Key metadata on GET /account and GET /me: created, last used (service clock), prefix, masked form,
 * for the full key and the data key, never the key itself. "Last used" is kept in memory and written
 * at most once per key per minute, so it survives a restart to the minute.
 */
import test from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRODUCTION, SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';

const advance = async (s: TestServer, seconds: number): Promise<void> => {
  const res = await s.operator('POST', '/clock/advance', { seconds });
  if (res.status !== 200) throw new Error(`advance failed: ${res.status} ${res.text}`);
};
const account = (s: TestServer, key: string, base = PRODUCTION) => s.request('GET', `${base}/account`, { key });
const me = async (s: TestServer, sub: string, email: string, base = PRODUCTION) => s.request('GET', `${base}/me`, { key: await s.idToken({ sub, email }) });

test('GET /account shows when the presenting key and the data key were created and last used, masked', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.productionPartner();
  const first = (await account(s, apiKey)).body;
  t.like(first.apiKey, { prefix: 'pk_live_', createdAt: '2026-09-01T09:00:00.000Z', lastUsedAt: '2026-09-01T09:00:00.000Z' });
  t.true(first.apiKey.maskedKey.endsWith(apiKey.slice(-4)));
  t.is(first.dataKey, null);

  await advance(s, 1800);
  const issued = (await s.request('POST', `${PRODUCTION}/api-keys/data-key`, { key: apiKey, idempotencyKey: uniqueKey() })).body;
  let body = (await account(s, apiKey)).body;
  t.is(body.apiKey.lastUsedAt, '2026-09-01T09:30:00.000Z', 'this request is the latest use');
  t.like(body.dataKey, { keyId: issued.keyId, prefix: 'pk_data_', createdAt: '2026-09-01T09:30:00.000Z', lastUsedAt: null });

  await advance(s, 600);
  t.is((await s.request('GET', `${PRODUCTION}/market/status`, { key: issued.dataKey })).status, 200);
  const res = await account(s, apiKey);
  body = res.body;
  t.is(body.dataKey.lastUsedAt, '2026-09-01T09:40:00.000Z');
  t.is(body.dataKey.maskedKey, issued.maskedKey);
  t.false(res.text.includes(apiKey));
  t.false(res.text.includes(issued.dataKey));
});

test("GET /me shows the full key's and the data key's metadata; reading /me is not a use of the key", async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey, sub, email } = await s.sandboxPartner();
  let view = (await me(s, sub, email, SANDBOX)).body;
  t.like(view, { status: 'active', dataKey: null });
  t.like(view.apiKey, { kind: 'sandbox', prefix: 'sk_sandbox_', createdAt: '2026-09-01T09:00:00.000Z', lastUsedAt: null });
  t.is(view.apiKey.maskedKey, view.maskedKey);

  await advance(s, 120);
  const { dataKey } = (await s.request('POST', `${SANDBOX}/api-keys/data-key`, { key: apiKey, idempotencyKey: uniqueKey() })).body;
  await advance(s, 60);
  const res = await me(s, sub, email, SANDBOX);
  view = res.body;
  t.is(view.apiKey.lastUsedAt, '2026-09-01T09:02:00.000Z');
  t.like(view.dataKey, { prefix: 'pk_data_', createdAt: '2026-09-01T09:02:00.000Z', lastUsedAt: null });
  t.true(view.dataKey.maskedKey.endsWith(dataKey.slice(-4)));
  t.false(res.text.includes(apiKey));
  t.false(res.text.includes(dataKey));
});

test('last use is written at most once per key per minute and survives a restart to that minute', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pbs-keys-usage-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const first = await startTestServer({ DATA_DIR: dataDir });
  const { apiKey, sub, email } = await first.productionPartner();
  // 09:00:00 written; 09:00:30 memory only; 09:01:10 written (a minute after the last write); 09:01:20 memory only.
  for (const seconds of [0, 30, 40, 10]) {
    await advance(first, seconds);
    t.is((await account(first, apiKey)).status, 200);
  }
  t.is((await me(first, sub, email)).body.apiKey.lastUsedAt, '2026-09-01T09:01:20.000Z', 'memory knows the latest use');
  await first.close();

  const second = await startTestServer({ DATA_DIR: dataDir });
  t.teardown(() => second.close());
  t.is((await me(second, sub, email)).body.apiKey.lastUsedAt, '2026-09-01T09:01:10.000Z', 'the last written minute');
  t.is((await account(second, apiKey)).body.apiKey.lastUsedAt, '2026-09-01T09:01:20.000Z');
});
