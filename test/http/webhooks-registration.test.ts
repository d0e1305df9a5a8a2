/** Webhook registration through a real server: create, list, delete, validation, secrets, isolation, reset. */
import test from 'ava';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { openSecret } from '../../engine/webhooks/secrets.ts';
import { PRODUCTION, SANDBOX, SANDBOX_ROOT, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';

const RECEIVER = 'http://127.0.0.1:45678/hook';

async function register(s: TestServer, key: string, body: unknown, base = SANDBOX) {
  return s.request('POST', `${base}/webhooks`, { key, idempotencyKey: uniqueKey(), body });
}

/** Every text column of the tables a secret must never reach. */
function dump(s: TestServer): string {
  const db = new Database(join(s.dataDir, 'service.db'), { readonly: true });
  try {
    const tables = ['journal', 'idempotency', 'snapshots', 'webhooks', 'events'];
    return tables.map((tb) => JSON.stringify(db.prepare(`SELECT * FROM ${tb}`).all())).join('\n');
  } finally {
    db.close();
  }
}

test('a registration with a partner secret answers 201 without the secret, lists with its hint, and the secret stays out of the journal', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const secret = 'my-partner-secret-0123456789WXYZ';
  const made = await register(s, apiKey, { url: RECEIVER, events: ['order.filled', 'trade.settled', 'order.filled'], secret });
  t.is(made.status, 201);
  t.regex(made.body.id, /^wh_/);
  t.like(made.body, { url: RECEIVER, events: ['order.filled', 'trade.settled'], status: 'ACTIVE', secretHint: 'WXYZ', createdAt: '2026-09-01T09:00:00.000Z' });
  t.false('secret' in made.body, 'a secret the partner chose is not echoed');
  const list = await s.request('GET', `${SANDBOX}/webhooks`, { key: apiKey });
  t.is(list.status, 200);
  t.deepEqual(list.body.webhooks, [
    { id: made.body.id, url: RECEIVER, events: ['order.filled', 'trade.settled'], createdAt: '2026-09-01T09:00:00.000Z', status: 'ACTIVE', secretHint: 'WXYZ' },
  ]);
  t.false(dump(s).includes(secret), 'neither journal, idempotency, snapshots, webhooks nor events hold the secret');
  // The dispatcher can still sign: the sealed secret opens with the installation key.
  const row = s.running.service.stores.webhooks.get(made.body.id)!;
  t.is(openSecret(s.running.service.stores.settings, row.secretSealed), secret);
});

test('an omitted secret is generated and shown in the 201 body only: an idempotent replay repeats that body, nothing else shows it, and it rests only sealed', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const idempotencyKey = uniqueKey();
  const made = await s.request('POST', `${SANDBOX}/webhooks`, { key: apiKey, idempotencyKey, body: { url: RECEIVER, events: ['*'] } });
  t.is(made.status, 201);
  t.regex(made.body.secret, /^whsec_[A-Za-z0-9_-]{32}$/);
  t.is(made.body.secretHint, made.body.secret.slice(-4));
  const replay = await s.request('POST', `${SANDBOX}/webhooks`, { key: apiKey, idempotencyKey, body: { url: RECEIVER, events: ['*'] } });
  t.is(replay.status, 201);
  t.is(replay.body.id, made.body.id, 'the replay answers the same registration');
  t.is(replay.body.secret, made.body.secret, 'a replay returns the stored body, as for every idempotent request');
  t.false(JSON.stringify((await s.request('GET', `${SANDBOX}/webhooks`, { key: apiKey })).body).includes(made.body.secret));
  t.false(dump(s).includes(made.body.secret));
  t.is(openSecret(s.running.service.stores.settings, s.running.service.stores.webhooks.get(made.body.id)!.secretSealed), made.body.secret);
});

test('bad registrations answer 400 with the catalogue code and register nothing', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const cases: [unknown, string, string][] = [
    [{ events: ['order.filled'] }, 'MISSING_PARAM', 'url'],
    [{ url: RECEIVER }, 'MISSING_PARAM', 'events'],
    [{ url: RECEIVER, events: [] }, 'VALIDATION_ERROR', 'events'],
    [{ url: RECEIVER, events: ['order.exploded'] }, 'VALIDATION_ERROR', 'events.0'],
    [{ url: RECEIVER, events: 'order.filled' }, 'INVALID_TYPE', 'events'],
    [{ url: RECEIVER, events: ['*'], secret: 'too-short-15chr' }, 'VALIDATION_ERROR', 'secret'],
    // biome-ignore lint/correctness/noPrecisionLoss: a mistyped secret, a number past 2^53 on purpose
    [{ url: RECEIVER, events: ['*'], secret: 1234567890123456789 }, 'INVALID_TYPE', 'secret'],
    [{ url: 'not a url', events: ['*'] }, 'VALIDATION_ERROR', 'url'],
    [{ url: 'ftp://example.com/hook', events: ['*'] }, 'VALIDATION_ERROR', 'url'],
  ];
  for (const [body, code, param] of cases) {
    const res = await register(s, apiKey, body);
    t.is(res.status, 400, JSON.stringify(body));
    t.is(res.body.error.code, code, JSON.stringify(body));
    t.is(res.body.error.param, param, JSON.stringify(body));
    t.truthy(res.body.error.requestId);
  }
  const short = await register(s, apiKey, { url: RECEIVER, events: ['*'], secret: 'too-short-15chr' });
  t.false(short.text.includes('too-short-15chr'), 'the error never echoes the secret');
  // biome-ignore lint/correctness/noPrecisionLoss: a mistyped secret, a number past 2^53 on purpose
  const mistyped = await register(s, apiKey, { url: RECEIVER, events: ['*'], secret: 1234567890123456789 });
  t.false(mistyped.text.includes('123456789012345'), 'a mistyped secret is not echoed either');
  t.deepEqual((await s.request('GET', `${SANDBOX}/webhooks`, { key: apiKey })).body.webhooks, []);
  t.is((await s.request('POST', `${SANDBOX}/webhooks`, { key: apiKey, body: { url: RECEIVER, events: ['*'] } })).body.error.code, 'MISSING_IDEMPOTENCY_KEY');
});

test('DELETE marks the registration DELETED: gone from the list, its log still readable, a second delete is 404', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const keep = await register(s, apiKey, { url: RECEIVER, events: ['order.filled'] });
  const gone = await register(s, apiKey, { url: `${RECEIVER}/2`, events: ['*'] });
  await s.operator('POST', '/clock/advance', { seconds: 60 });
  const del = await s.request('DELETE', `${SANDBOX}/webhooks/${gone.body.id}`, { key: apiKey, idempotencyKey: uniqueKey() });
  t.is(del.status, 200);
  t.like(del.body, { id: gone.body.id, status: 'DELETED', deletedAt: '2026-09-01T09:01:00.000Z' });
  t.deepEqual(
    (await s.request('GET', `${SANDBOX}/webhooks`, { key: apiKey })).body.webhooks.map((w: { id: string }) => w.id),
    [keep.body.id],
  );
  t.is(s.running.service.stores.webhooks.get(gone.body.id)?.status, 'DELETED', 'the row stays for in-flight deliveries');
  t.is((await s.request('GET', `${SANDBOX}/webhooks/${gone.body.id}/deliveries`, { key: apiKey })).status, 200);
  const again = await s.request('DELETE', `${SANDBOX}/webhooks/${gone.body.id}`, { key: apiKey, idempotencyKey: uniqueKey() });
  t.is(again.status, 404);
  t.is(again.body.error.code, 'NOT_FOUND');
  t.is((await s.request('DELETE', `${SANDBOX}/webhooks/wh_unknown`, { key: apiKey, idempotencyKey: uniqueKey() })).status, 404);
});

test('another partner, or the other environment, cannot see, read the log of, or delete a registration', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const a = await s.sandboxPartner();
  const b = await s.sandboxPartner();
  const prod = await s.productionPartner();
  const made = await register(s, a.apiKey, { url: RECEIVER, events: ['*'] });
  t.deepEqual((await s.request('GET', `${SANDBOX}/webhooks`, { key: b.apiKey })).body.webhooks, []);
  t.is((await s.request('GET', `${SANDBOX}/webhooks/${made.body.id}/deliveries`, { key: b.apiKey })).status, 404);
  t.is((await s.request('DELETE', `${SANDBOX}/webhooks/${made.body.id}`, { key: b.apiKey, idempotencyKey: uniqueKey() })).status, 404);
  const prodMade = await register(s, prod.apiKey, { url: RECEIVER, events: ['order.filled'] }, PRODUCTION);
  t.is(prodMade.status, 201);
  t.deepEqual(
    (await s.request('GET', `${PRODUCTION}/webhooks`, { key: prod.apiKey })).body.webhooks.map((w: { id: string }) => w.id),
    [prodMade.body.id],
  );
  t.is((await s.request('GET', `${SANDBOX}/webhooks`, { key: a.apiKey })).body.webhooks.length, 1, 'still there for its owner');
});

test('the delivery log is empty for a new registration, paginates with limit, and is 404 for unknown ids', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const made = await register(s, apiKey, { url: RECEIVER, events: ['*'] });
  const log = await s.request('GET', `${SANDBOX}/webhooks/${made.body.id}/deliveries?limit=500`, { key: apiKey });
  t.is(log.status, 200);
  t.deepEqual(log.body, { deliveries: [], count: 0, hasMore: false, nextCursor: null });
  const bad = await s.request('GET', `${SANDBOX}/webhooks/${made.body.id}/deliveries?limit=abc`, { key: apiKey });
  t.is(bad.status, 400);
  t.is(bad.body.error.code, 'INVALID_TYPE');
  const forged = await s.request('GET', `${SANDBOX}/webhooks/${made.body.id}/deliveries?cursor=forged.cursor`, { key: apiKey });
  t.is(forged.body.error.code, 'VALIDATION_ERROR');
  const unknown = await s.request('GET', `${SANDBOX}/webhooks/wh_nope/deliveries`, { key: apiKey });
  t.is(unknown.status, 404);
  t.is(unknown.body.error.code, 'NOT_FOUND');
});

test("a sandbox reset wipes the partner's webhooks and leaves other partners' alone", async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const a = await s.sandboxPartner();
  const b = await s.sandboxPartner();
  const mine = await register(s, a.apiKey, { url: RECEIVER, events: ['*'] });
  await register(s, b.apiKey, { url: RECEIVER, events: ['*'] });
  t.is((await s.request('POST', `${SANDBOX_ROOT}/reset`, { key: a.apiKey })).status, 200);
  t.deepEqual((await s.request('GET', `${SANDBOX}/webhooks`, { key: a.apiKey })).body.webhooks, []);
  t.is((await s.request('GET', `${SANDBOX}/webhooks/${mine.body.id}/deliveries`, { key: a.apiKey })).status, 404);
  t.is((await s.request('GET', `${SANDBOX}/webhooks`, { key: b.apiKey })).body.webhooks.length, 1);
  t.is((await register(s, a.apiKey, { url: RECEIVER, events: ['*'] })).status, 201, 'the partner registers again after the reset');
});
