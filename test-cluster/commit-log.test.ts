/**
 * PgCommitLog against a real PostgreSQL: the compare-and-set append, fencing by epoch, and the
 * synchronous-replication trap (a cancelled wait is only a WARNING: the append must be in doubt, never a
 * success). Also logs the append latency (p50/p99) on this machine.
 */
import test from 'ava';
import { FencedAppend, InDoubtAppend, type LogEntry } from '../engine/commit-log.ts';
import { connect, ensureSchema, PgCommitLog, readHead, takeOver } from '../engine/cluster/pg-log.ts';
import { canonicalJson, entryHash, GENESIS_HASH, type JournalContent, type JournalEntry } from '../storage/journal.ts';
import { PgInstance } from './support/postgres.ts';

let pg: PgInstance;

test.before(async () => {
  pg = await PgInstance.primary();
});

test.after.always(() => {
  pg?.destroy();
});

/** A chain of `count` entries after `prev` (any content: the log checks links, the engine checks meaning). */
function chain(prev: { seq: number; hash: string }, count: number): LogEntry[] {
  const out: LogEntry[] = [];
  let link = prev;
  for (let i = 0; i < count; i += 1) {
    const content: JournalContent = {
      seq: link.seq + 1,
      atMs: 1_000 + link.seq,
      type: 'test.entry',
      env: null,
      partnerId: null,
      requestId: null,
      payload: { n: link.seq },
    };
    const entry: JournalEntry = { ...content, prevHash: link.hash, hash: entryHash(link.hash, content) };
    out.push({ entry, payloadJson: canonicalJson(entry.payload) });
    link = { seq: entry.seq, hash: entry.hash };
  }
  return out;
}

const lastOf = (entries: LogEntry[]): { seq: number; hash: string } => {
  const e = entries[entries.length - 1]!.entry;
  return { seq: e.seq, hash: e.hash };
};

test('an append moves the head only at the owner epoch; an old epoch is fenced and writes nothing', async (t) => {
  const sql = connect(pg.url, { max: 1 });
  const log = new PgCommitLog({ url: pg.url, partition: 10, answerWithinMs: 5_000 });
  try {
    await ensureSchema(sql, 10);
    const first = await takeOver(sql, 10, 'node-a', 60_000);
    t.deepEqual(first && { seq: first.seq, hash: first.hash }, { seq: 0, hash: GENESIS_HASH });
    log.epoch = first!.epoch;
    const batch1 = chain({ seq: 0, hash: GENESIS_HASH }, 3);
    await log.append(batch1, { seq: 0, hash: GENESIS_HASH });
    t.like(await readHead(sql, 10), { seq: 3, hash: lastOf(batch1).hash });
    // A wrong predecessor (a node behind the log) is refused like a moved epoch.
    await t.throwsAsync(log.append(chain({ seq: 0, hash: GENESIS_HASH }, 1), { seq: 0, hash: GENESIS_HASH }), { instanceOf: FencedAppend });
    // Another node takes over once the lease has run out (forced here); the old owner's next append is fenced.
    await sql`UPDATE partition_head SET lease_until = now() - interval '1 second' WHERE partition = 10`;
    const second = await takeOver(sql, 10, 'node-b', 60_000);
    t.is(second?.epoch, first!.epoch + 1);
    t.is(second?.seq, 3);
    await t.throwsAsync(log.append(chain(lastOf(batch1), 2), lastOf(batch1)), { instanceOf: FencedAppend });
    t.like(await readHead(sql, 10), { seq: 3, epoch: second!.epoch });
    const rows = await sql`SELECT count(*)::int AS n FROM journal_batch WHERE partition = 10`;
    t.is(rows[0]!.n, 1);
  } finally {
    await log.close();
    await sql.end({ timeout: 1 });
  }
});

test('a cancelled synchronous-replication wait (only a WARNING from PostgreSQL) is in doubt, never success', async (t) => {
  const sql = connect(pg.url, { max: 1 });
  const log = new PgCommitLog({ url: pg.url, partition: 11, answerWithinMs: 30_000 });
  try {
    await ensureSchema(sql, 11);
    const owned = await takeOver(sql, 11, 'node-a', 60_000);
    log.epoch = owned!.epoch;
    // A standby that never connects: every commit waits for it.
    await sql`ALTER SYSTEM SET synchronous_standby_names = 'ANY 1 (nobody)'`;
    await sql`SELECT pg_reload_conf()`;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const pending = log.append(chain({ seq: 0, hash: GENESIS_HASH }, 1), { seq: 0, hash: GENESIS_HASH });
    let cancelled = 0;
    for (let i = 0; i < 100 && cancelled === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const rows = await sql`SELECT count(*)::int AS n FROM (SELECT pg_cancel_backend(pid) FROM pg_stat_activity WHERE wait_event = 'SyncRep') c`;
      cancelled = rows[0]!.n as number;
    }
    t.is(cancelled, 1);
    const error = await t.throwsAsync(pending, { instanceOf: InDoubtAppend });
    t.regex(error?.message ?? '', /replicated|synchronous replication/);
    // The trap itself: the row is committed on the primary although no standby has it.
    t.like(await readHead(sql, 11), { seq: 1 });
  } finally {
    await sql`ALTER SYSTEM RESET synchronous_standby_names`.catch(() => undefined);
    await sql`SELECT pg_reload_conf()`.catch(() => undefined);
    await log.close();
    await sql.end({ timeout: 1 });
  }
});

test('append latency on this machine (one primary, no standby): p50 and p99', async (t) => {
  const sql = connect(pg.url, { max: 1 });
  const log = new PgCommitLog({ url: pg.url, partition: 12, answerWithinMs: 5_000 });
  try {
    await ensureSchema(sql, 12);
    log.epoch = (await takeOver(sql, 12, 'node-a', 60_000))!.epoch;
    let prev = { seq: 0, hash: GENESIS_HASH };
    const samplesMs: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const batch = chain(prev, 4);
      const startedAt = performance.now();
      await log.append(batch, prev);
      samplesMs.push(performance.now() - startedAt);
      prev = lastOf(batch);
    }
    samplesMs.sort((a, b) => a - b);
    const p50 = samplesMs[Math.floor(samplesMs.length * 0.5)]!;
    const p99 = samplesMs[Math.floor(samplesMs.length * 0.99)]!;
    t.log(`append of a 4-entry batch: p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms over ${samplesMs.length} appends (fsync on, loaded 2-core machine)`);
    t.is((await readHead(sql, 12))?.seq, 800);
  } finally {
    await log.close();
    await sql.end({ timeout: 1 });
  }
});
