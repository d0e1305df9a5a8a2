/**
 * Credentials shown once and stored idempotent responses: a retry with the same Idempotency-Key gets the
 * identical body, credential included, yet the SQLite files (database and WAL) never hold the raw
 * credential: the stored response keeps it sealed.
 */
import test, { type ExecutionContext } from 'ava';
import { existsSync, readFileSync } from 'node:fs';
import { databasePath } from '../../storage/db.ts';
import { openReadOnly } from '../../storage/inspect.ts';
import { PRODUCTION, SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';

let s: TestServer;
test.before(async () => {
  s = await startTestServer();
});
test.after.always(() => s?.close());

/** The database file and its WAL, as bytes: everything SQLite has written so far. */
function sqliteBytes(): Buffer {
  const path = databasePath(s.dataDir);
  return Buffer.concat([path, `${path}-wal`].filter((p) => existsSync(p)).map((p) => readFileSync(p)));
}

function assertNotAtRest(t: ExecutionContext, secret: string): void {
  t.true(secret.length > 20);
  t.false(sqliteBytes().includes(Buffer.from(secret)), 'the raw credential is in the SQLite files');
}

function storedBodyOf(idempotencyKey: string): string {
  const db = openReadOnly(s.dataDir);
  try {
    return db.prepare('SELECT body FROM idempotency WHERE key = ?').pluck().get(idempotencyKey) as string;
  } finally {
    db.close();
  }
}

async function replays(t: ExecutionContext, method: string, path: string, key: string, idempotencyKey: string, body?: unknown) {
  const first = await s.request(method, path, { key, idempotencyKey, ...(body !== undefined ? { body } : {}) });
  t.true(first.status === 200 || first.status === 201, first.text);
  const retry = await s.request(method, path, { key, idempotencyKey, ...(body !== undefined ? { body } : {}) });
  t.is(retry.headers.get('idempotent-replayed'), 'true');
  t.is(retry.status, first.status);
  t.deepEqual(retry.body, first.body, 'the replay is the identical body, credential included');
  t.regex(storedBodyOf(idempotencyKey), /"\$sealed":"v1\./, 'the response is stored, sealed');
  return first.body;
}

test('POST /auto-register: the sub-account token is replayed to a retry but never rests in SQLite', async (t) => {
  const { apiKey } = await s.sandboxPartner();
  const body = await replays(t, 'POST', `${SANDBOX}/auto-register`, apiKey, uniqueKey('auto'), { uid: 'user-at-rest-1' });
  t.regex(body.token, /^sat_/);
  assertNotAtRest(t, body.token);
});

test('POST /api-keys/data-key: the raw data key is replayed to a retry but never rests in SQLite', async (t) => {
  const { apiKey } = await s.productionPartner();
  const body = await replays(t, 'POST', `${PRODUCTION}/api-keys/data-key`, apiKey, uniqueKey('dk'));
  assertNotAtRest(t, body.dataKey);
  t.is((await s.request('GET', `${PRODUCTION}/market/status`, { key: body.dataKey })).status, 200, 'the replayed key is the working key');
});

test('POST /api-keys/rotate: the new key never rests in SQLite, its stored response is sealed', async (t) => {
  const { apiKey } = await s.sandboxPartner();
  const idempotencyKey = uniqueKey('rotate');
  const rotated = await s.request('POST', `${SANDBOX}/api-keys/rotate`, { key: apiKey, idempotencyKey, body: { confirm: true } });
  t.is(rotated.status, 201);
  assertNotAtRest(t, rotated.body.newApiKey);
  assertNotAtRest(t, apiKey);
  t.regex(storedBodyOf(idempotencyKey), /"newApiKey":\{"\$sealed":"v1\./);
});

test('responses without credentials are stored as they are', async (t) => {
  const { apiKey } = await s.sandboxPartner();
  const idempotencyKey = uniqueKey('topup');
  t.is((await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey, body: { amount: 12 } })).status, 201);
  const stored = storedBodyOf(idempotencyKey);
  t.false(stored.includes('$sealed'));
  t.truthy(JSON.parse(stored));
});
