/**
 * Checkpoints of the PostgreSQL log. A checkpoint taken beside a running owner is stored in the log
 * and the log before it pruned; a new node with an empty data directory starts from it (it could not
 * start from genesis: those entries are gone), tails the log past it, and after the owner's kill -9 takes
 * over with the same data and fires each deadline once. The log then verifies and replays back from the
 * checkpoint. And an embedded journal partly archived to segment files exports to the log whole.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import test from 'ava';
import { firstLoggedSeq, latestLogCheckpoint } from '../engine/cluster/pg-checkpoint.ts';
import { connect, logEntries } from '../engine/cluster/pg-log.ts';
import { checkpointPath } from '../storage/checkpoints.ts';
import { openDatabase } from '../storage/db.ts';
import { archiveJournal } from '../storage/journal-archive.ts';
import { SANDBOX as EMBEDDED_SANDBOX, startTestServer, uniqueKey } from '../test/helpers/server.ts';
import { copyDataDir, query, runCli, tamperSegmentEntry, tempDir } from '../test/recovery/support.ts';
import { call, EngineNode, OPERATOR_TOKEN, SANDBOX, sandboxPartner } from './support/nodes.ts';
import { PgInstance } from './support/postgres.ts';

const PARTITION = 4;
const SCOM = 'SCOM.KE';
const ADMIN = '/api/admin/v1';

async function ok(res: Promise<{ status: number; text: string; body: unknown }>, status: number, what: string): Promise<Record<string, unknown>> {
  const answer = await res;
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${answer.text}`);
  return answer.body as Record<string, unknown>;
}

let counter = 0;
const key = (): string => `checkpoints-${(counter += 1)}`;

interface Envelope {
  readonly eventId: string;
  readonly event: string;
  readonly data: Record<string, unknown>;
}

const events = async (url: string, apiKey: string): Promise<Envelope[]> =>
  (await ok(call(url, 'GET', `${SANDBOX}/events?limit=200`, { key: apiKey }), 200, 'events')).events as Envelope[];

/** Every `timer.fire` the log still holds, by timer id. */
async function timerFires(pgUrl: string): Promise<string[]> {
  const sql = connect(pgUrl, { max: 1 });
  try {
    const fires: string[] = [];
    for await (const entry of logEntries(sql, PARTITION)) if (entry.type === 'timer.fire') fires.push((entry.payload as { timerId: string }).timerId);
    return fires;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

test('a new node starts from the log checkpoint (the log before it pruned), follows past it, and after a kill -9 of the owner serves the same data and fires each deadline once', async (t) => {
  const pg = await PgInstance.primary();
  const env = { CLUSTER_PARTITION: String(PARTITION), LEASE_TTL_MS: '2000', CLOCK: '2026-09-01T09:00:00Z' };
  const a = await EngineNode.start('cp-a', pg.url, env);
  let b: EngineNode | null = null;
  let c: EngineNode | null = null;
  try {
    await a.waitReady(200, 60_000);
    const apiKey = await sandboxPartner(a.url, 'checkpoints');
    const operator = (url: string, path: string, body: unknown) => call(url, 'POST', ADMIN + path, { key: OPERATOR_TOKEN, body, timeoutMs: 60_000 });
    await ok(operator(a.url, '/market/ticks', { symbol: SCOM, price: 129.2 }), 201, 'tick');
    const userId = (await ok(call(a.url, 'POST', `${SANDBOX}/users`, { key: apiKey, body: { externalId: 'cp-user' }, idempotencyKey: key() }), 201, 'user'))
      .userId as string;
    await ok(
      call(a.url, 'POST', `${SANDBOX}/test-tools/deposit`, { key: apiKey, body: { subAccountId: userId, amount: 1000 }, idempotencyKey: key() }),
      200,
      'deposit',
    );
    const topUp = (url: string, amount: number) =>
      ok(call(url, 'POST', `${SANDBOX}/topup`, { key: apiKey, body: { amount }, idempotencyKey: key() }), 201, 'topup');
    // A follower that stops here, before the checkpoint: its journal will end where the pruned log no longer reaches.
    c = await EngineNode.start('cp-c', pg.url, env);
    await c.waitReady(503, 60_000);
    const headBefore = (await a.clusterStatus()).appliedSeq;
    t.is((await c.clusterStatusUntil((s) => s.appliedSeq === headBefore, 20_000)).appliedSeq, headBefore);
    await c.stop();
    for (let i = 1; i <= 5; i += 1) await topUp(a.url, i);
    const quoteOf = async (): Promise<string> =>
      (await ok(call(a.url, 'GET', `${SANDBOX}/quote/${SCOM}?type=BUY&quantity=1&subAccountId=${userId}`, { key: apiKey }), 200, 'quote')).quoteId as string;
    // A quote whose expiry is armed before the checkpoint: the checkpoint's image holds its timer.
    const q0 = await quoteOf();

    // The checkpoint, taken from the running owner's data directory, stored in the log, the log pruned before it.
    const made = await runCli('bin/journal-checkpoint.ts', ['--data-dir', a.dataDir, '--to-pg', pg.url, '--partition', String(PARTITION), '--prune']);
    t.is(made.code, 0, made.stdout + made.stderr);
    const checkpointSeq = (made.json.logCheckpoint as { seq: number }).seq;
    t.true(checkpointSeq > 10);
    t.true((made.json.pruned as { batches: number }).batches > 0);

    // More history after the checkpoint: top-ups and a second quote armed on the old owner.
    for (let i = 6; i <= 8; i += 1) await topUp(a.url, i);
    const q1 = await quoteOf();

    const sql = connect(pg.url, { max: 1 });
    try {
      const first = await firstLoggedSeq(sql, PARTITION);
      t.true(first !== null && first > 1 && first <= checkpointSeq + 1, `the log starts at ${first}`);
      t.is((await latestLogCheckpoint(sql, PARTITION))?.seq, checkpointSeq);
    } finally {
      await sql.end({ timeout: 1 });
    }

    // The new node: an empty data directory, so it starts from the checkpoint and follows the log past it.
    b = await EngineNode.start('cp-b', pg.url, env);
    await b.waitReady(503, 60_000);
    const aHead = (await a.clusterStatus()).appliedSeq;
    // The stale follower, restarted on its old journal, cannot continue it from the pruned log: it says so and never takes over.
    c.spawn();
    await c.waitReady(503, 60_000);
    const stale = await c.clusterStatusUntil((s) => s.diverged !== null, 20_000);
    t.regex(String(stale.diverged), /restart it with an empty data directory/);
    t.is(stale.appliedSeq, headBefore);
    const following = await b.clusterStatusUntil((s) => s.appliedSeq === aHead && s.role === 'follower', 20_000);
    t.like(following, { appliedSeq: aHead, diverged: null });
    t.true(existsSync(checkpointPath(b.dataDir, checkpointSeq)), 'the image is kept as the node’s local checkpoint');
    t.regex(readFileSync(b.logPath, 'utf8'), /started from the log checkpoint/);

    const onA = await events(a.url, apiKey);
    const accountOnA = await ok(call(a.url, 'GET', `${SANDBOX}/account`, { key: apiKey }), 200, 'account on a');
    t.deepEqual(await events(b.url, apiKey), onA, 'the follower reads what the owner reads');

    await a.kill9();
    await b.waitReady(200, 30_000);
    t.is(await c.readyStatus(), 503, 'the stale follower did not take over');
    t.deepEqual(await events(b.url, apiKey), onA);
    t.deepEqual(await ok(call(b.url, 'GET', `${SANDBOX}/account`, { key: apiKey }), 200, 'account on b'), accountOnA);

    // Both quotes fall due on the new owner: each expires once, whether armed before or after the checkpoint.
    await ok(operator(b.url, '/clock/advance', { seconds: 120 }), 200, 'advance on b');
    await topUp(b.url, 9);
    const after = await events(b.url, apiKey);
    const expired = after.filter((e) => e.event === 'quote.expired').map((e) => e.data.quoteId);
    t.deepEqual(expired.sort(), [q0, q1].sort(), 'each quote expired once');
    const fires = await timerFires(pg.url);
    for (const quoteId of [q0, q1]) t.is(fires.filter((f) => f.includes(quoteId)).length, 1, `${quoteId} fired once`);
    t.true(after.length > onA.length + expired.length, 'the top-up on the new owner is there too');

    // The log verifies from the checkpoint it now starts at, and replays back from it, equal table by table.
    await b.stop();
    const verified = await runCli('bin/journal-verify-pg.ts', ['--pg', pg.url, '--partition', String(PARTITION)]);
    t.is(verified.code, 0, verified.stdout);
    t.like(verified.json, { ok: true, fromSeq: checkpointSeq, headMatches: true });
    const replayed = await runCli('bin/journal-replay-pg.ts', [
      '--pg',
      pg.url,
      '--partition',
      String(PARTITION),
      '--to',
      join(tempDir(t, 'cp-replayed'), 'data'),
      '--compare',
      b.dataDir,
    ]);
    t.is(replayed.code, 0, replayed.stdout);
    t.like(replayed.json, { ok: true, checkpointSeq, differences: 0 });
    // From genesis is refused: the entries before the checkpoint are no longer in the log.
    const genesis = await runCli('bin/journal-replay-pg.ts', [
      '--pg',
      pg.url,
      '--partition',
      String(PARTITION),
      '--to',
      tempDir(t, 'cp-genesis'),
      '--from-genesis',
    ]);
    t.is(genesis.code, 1);
  } finally {
    await a.destroy();
    await b?.destroy();
    await c?.destroy();
    pg.destroy();
  }
});

test('an embedded journal partly archived to segment files exports to the log whole: verified across segments, replayed back equal; a tampered segment is refused', async (t) => {
  const pg = await PgInstance.primary();
  const dataDir = tempDir(t, 'cp-embedded');
  try {
    const server = await startTestServer({ CLOCK: 'system', DATA_DIR: dataDir });
    try {
      const { apiKey } = await server.sandboxPartner();
      for (let i = 0; i < 12; i += 1) {
        const res = await server.request('POST', `${EMBEDDED_SANDBOX}/topup`, { key: apiKey, body: { amount: 10 + i }, idempotencyKey: uniqueKey('topup') });
        t.is(res.status, 201);
      }
    } finally {
      await server.close();
    }
    const head = query<{ seq: number; hash: string }>(dataDir, 'SELECT seq, hash FROM journal ORDER BY seq DESC LIMIT 1')[0]!;
    const db = openDatabase(dataDir);
    const archived = archiveJournal(db, dataDir, head.seq - 3, 5);
    db.close();
    t.true(archived.segments >= 3);
    t.is(query<{ n: number }>(dataDir, 'SELECT COUNT(*) AS n FROM journal')[0]!.n, 3, 'only the newest entries are left in the database');

    const exported = await runCli('bin/journal-export-pg.ts', ['--data-dir', dataDir, '--to-pg', pg.url, '--partition', '0']);
    t.is(exported.code, 0, exported.stdout);
    t.like(exported.json, { ok: true, exported: head.seq, headSeq: head.seq, headHash: head.hash });
    const verified = await runCli('bin/journal-verify-pg.ts', ['--pg', pg.url, '--partition', '0']);
    t.like(verified.json, { ok: true, entries: head.seq, fromSeq: 0, headHash: head.hash });
    const back = await runCli('bin/journal-replay-pg.ts', ['--pg', pg.url, '--partition', '0', '--to', tempDir(t, 'cp-back'), '--compare', dataDir]);
    t.is(back.code, 0, back.stdout);
    t.like(back.json, { ok: true, entries: head.seq, checkpointSeq: 0, differences: 0 });

    // A segment rewritten (its digest too) breaks the chain the export checks first: nothing is exported.
    const copy = copyDataDir(t, dataDir);
    tamperSegmentEntry(copy, 1);
    const refused = await runCli('bin/journal-export-pg.ts', ['--data-dir', copy, '--to-pg', pg.url, '--partition', '1']);
    t.is(refused.code, 1);
    t.regex(String(refused.json.error), /broken at entry 1\b.*sha256/);
  } finally {
    pg.destroy();
  }
});
