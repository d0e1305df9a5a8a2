/**
 * Sealing and cursor secrets from configuration (scale-out seam). Nodes of a cluster share
 * SEALING_SECRET and CURSOR_SECRET, so a node rebuilt from the journal with the same configuration opens
 * the credentials another sealed and accepts the cursors another signed, without any secret in its
 * database. Cluster mode refuses to start without them, in one line; configured secrets never silently
 * replace the ones an existing database generated.
 */
import test from 'ava';
import { pino } from 'pino';
import { loadConfig } from '../../engine/config.ts';
import { replayJournal } from '../../engine/replay.ts';
import { Service } from '../../engine/service.ts';
import { SECRET_SETTINGS } from '../../storage/secrets.ts';
import { SANDBOX, startTestServer, uniqueKey } from '../helpers/server.ts';
import { query, runCli, tempDir } from './support.ts';

const silent = pino({ level: 'silent' });
const SECRETS = { SEALING_SECRET: 'sealing-secret-of-the-test-cluster-0123456789', CURSOR_SECRET: 'cursor-secret-of-the-test-cluster-0123456789' };
const CLUSTER = { CLUSTER_DATABASE_URL: 'postgres://127.0.0.1:1/none', NODE_ID: 'node-a' };

test('cluster mode needs both secrets; embedded takes both or neither; short ones are refused', (t) => {
  t.throws(() => loadConfig(CLUSTER), { message: /cluster mode \(CLUSTER_DATABASE_URL\) needs SEALING_SECRET and CURSOR_SECRET/ });
  t.throws(() => loadConfig({ ...CLUSTER, SEALING_SECRET: SECRETS.SEALING_SECRET }), { message: /needs CURSOR_SECRET,/ });
  t.throws(() => loadConfig({ SEALING_SECRET: SECRETS.SEALING_SECRET }), { message: /together, or neither/ });
  t.throws(() => loadConfig({ SEALING_SECRET: 'short', CURSOR_SECRET: SECRETS.CURSOR_SECRET }), { message: /SEALING_SECRET must be at least 32 characters/ });
  t.deepEqual(loadConfig({ ...CLUSTER, ...SECRETS }).secrets, { sealingSecret: SECRETS.SEALING_SECRET, cursorSecret: SECRETS.CURSOR_SECRET });
  t.is(loadConfig({}).secrets, null, 'embedded default: the installation generates its own');
});

test('cluster mode without the secrets: one fatal start-up line naming them, exit 1', async (t) => {
  const dir = tempDir(t, 'secrets-start');
  const run = await runCli('bin/start.ts', [], { ...CLUSTER, DATA_DIR: dir, PORT: '0', SEALING_SECRET: '', CURSOR_SECRET: '' });
  t.is(run.code, 1);
  const fatal = run.stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { level: number; msg: string })
    .filter((l) => l.level === 60);
  t.is(fatal.length, 1);
  t.regex(fatal[0]!.msg, /^bad configuration: cluster mode \(CLUSTER_DATABASE_URL\) needs SEALING_SECRET and CURSOR_SECRET/);
  t.false(/\n\s+at /.test(run.stdout + run.stderr), 'no stack trace');
});

test('two nodes with the same configured secrets: a sealed credential and a signed cursor survive a rebuild from the journal', async (t) => {
  const source = tempDir(t, 'secrets-a');
  const a = await startTestServer({ DATA_DIR: source, ...SECRETS });
  const idempotencyKey = uniqueKey('rotate');
  let rotated: { status: number; text: string; newKey: string };
  let cursor: string;
  try {
    const p = await a.sandboxPartner();
    await a.request('POST', `${SANDBOX}/topup`, { key: p.apiKey, idempotencyKey: uniqueKey('t'), body: { amount: 10 } });
    await a.request('POST', `${SANDBOX}/topup`, { key: p.apiKey, idempotencyKey: uniqueKey('t'), body: { amount: 20 } });
    const first = await a.request('POST', `${SANDBOX}/api-keys/rotate`, { key: p.apiKey, idempotencyKey, body: { confirm: true } });
    rotated = { status: first.status, text: first.text, newKey: first.body.newApiKey as string };
    const page = await a.request('GET', `${SANDBOX}/events?limit=1`, { key: rotated.newKey });
    t.truthy(page.body.nextCursor, 'a second page exists');
    cursor = page.body.nextCursor as string;
  } finally {
    await a.close();
  }
  const stored = query<{ key: string }>(source, 'SELECT key FROM settings WHERE key IN (?, ?, ?)', ...Object.values(SECRET_SETTINGS));
  t.deepEqual(stored, [], 'no secret rests in the database: they come from configuration');

  const target = tempDir(t, 'secrets-b');
  replayJournal(source, target, silent);
  const b = await startTestServer({ DATA_DIR: target, ...SECRETS });
  try {
    const again = await b.request('POST', `${SANDBOX}/api-keys/rotate`, { key: rotated.newKey, idempotencyKey, body: { confirm: true } });
    t.is(again.status, rotated.status);
    t.is(again.headers.get('idempotent-replayed'), 'true');
    t.is(again.text, rotated.text, 'the sealed key opens on the other node: the same bytes');
    const next = await b.request('GET', `${SANDBOX}/events?limit=1&cursor=${encodeURIComponent(cursor)}`, { key: rotated.newKey });
    t.is(next.status, 200, "the other node's cursor is accepted");
  } finally {
    await b.close();
  }
});

test('configured secrets on a database that generated its own are refused at start, not silently swapped', async (t) => {
  const dir = tempDir(t, 'secrets-conflict');
  const s = await startTestServer({ DATA_DIR: dir });
  try {
    const p = await s.sandboxPartner();
    t.is((await s.request('POST', `${SANDBOX}/api-keys/rotate`, { key: p.apiKey, idempotencyKey: uniqueKey('r'), body: { confirm: true } })).status, 201);
  } finally {
    await s.close();
  }
  t.is(query(dir, 'SELECT key FROM settings WHERE key = ?', SECRET_SETTINGS.responseSeal).length, 1, 'the installation generated its sealing key');
  t.throws(() => new Service(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', ...SECRETS }), silent), {
    message: /holds its own generated idempotency\.sealKey; SEALING_SECRET\/CURSOR_SECRET would make what it sealed or signed unreadable/,
  });
});
