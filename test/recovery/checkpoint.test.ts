/**
 * Checkpoints and archived journal segments: a rebuild starts from the latest checkpoint and replays only
 * the entries after it; entries before it leave the hot database for compressed segment files whose
 * chain verifies across segments into the hot journal, and a restart still verifies its newest links.
 */
import test from 'ava';
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pino } from 'pino';
import { compareDatabases, replayJournal } from '../../engine/replay.ts';
import { latestCheckpoint } from '../../storage/checkpoints.ts';
import { databasePath, openDatabase } from '../../storage/db.ts';
import { ARCHIVE_DIR, archiveJournal } from '../../storage/journal-archive.ts';
import { SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';
import { copyDataDir, query, runCli, tamperSegmentEntry, tempDir } from './support.ts';

const silent = pino({ level: 'silent' });
const head = (dir: string): { seq: number; hash: string } =>
  query<{ seq: number; hash: string }>(dir, 'SELECT seq, hash FROM journal ORDER BY seq DESC LIMIT 1')[0]!;
const hotEntries = (dir: string): number => query<{ n: number }>(dir, 'SELECT COUNT(*) AS n FROM journal')[0]!.n;

/** A server run on `dataDir` that tops up `count` times (and moves the clock a little), then runs `then` on it. */
async function topUps(dataDir: string, count: number, then?: (s: TestServer) => Promise<void>): Promise<void> {
  const s = await startTestServer({ DATA_DIR: dataDir });
  try {
    const { apiKey } = await s.sandboxPartner();
    for (let i = 0; i < count; i += 1) {
      const res = await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), body: { amount: 1 + i } });
      if (res.status !== 201) throw new Error(`top-up: ${res.status} ${res.text}`);
    }
    await s.operator('POST', '/clock/advance', { seconds: 600 });
    await then?.(s);
  } finally {
    await s.close();
  }
}

test('a checkpoint bounds the rebuild, archived segments verify across files into the hot journal, and a restart still recovers', async (t) => {
  const source = tempDir(t, 'checkpoint-source');
  await topUps(source, 12);

  const made = await runCli('bin/journal-checkpoint.ts', ['--data-dir', source]);
  t.is(made.code, 0, made.stdout);
  const checkpoint = latestCheckpoint(source)!;
  t.is(checkpoint.seq, head(source).seq, 'the checkpoint is the state at the head');
  t.like(made.json, { ok: true, checkpoint: { seq: checkpoint.seq }, archived: null });

  // Archive everything before the checkpoint but its last few entries, in small segments (the CLI keeps
  // the newest 1001 in the database; the library takes any bound).
  const db = openDatabase(source);
  const archived = archiveJournal(db, source, checkpoint.seq - 3, 5);
  t.true(archived.segments >= 3, `${archived.segments} segments`);
  t.is(archived.archivedThrough, checkpoint.seq - 3);
  t.throws(
    () => db.prepare('DELETE FROM journal WHERE seq = ?').run(checkpoint.seq),
    { any: true, message: /append-only/ },
    'an entry not archived cannot be deleted',
  );
  db.close();
  t.is(hotEntries(source), 3);
  t.is(readdirSync(join(source, ARCHIVE_DIR)).length, archived.segments);

  // The service restarts on the trimmed journal (its start-up check begins at the archive's last link) and goes on;
  // the inspector's history of an actor moved by archived entries starts from the checkpoint.
  const firstTopup = query<{ id: string; state: string }>(source, "SELECT id, state FROM snapshots WHERE kind = 'topup' ORDER BY journal_seq LIMIT 1")[0]!;
  await topUps(source, 5, async (s) => {
    const history = await s.operator('GET', `/inspector/actors/topup/${firstTopup.id}/history`);
    t.is(history.status, 200, history.text);
    t.like(history.body, { method: 'checkpoint+events', matchesStored: true });
    t.like(history.body.steps[0], { seq: checkpoint.seq, type: 'checkpoint', state: firstTopup.state });
  });
  const end = head(source);
  t.true(end.seq > checkpoint.seq + 5);

  const verified = await runCli('bin/journal-verify.ts', ['--data-dir', source]);
  t.is(verified.code, 0, verified.stdout);
  t.like(verified.json, { ok: true, entries: end.seq, segments: archived.segments, headSeq: end.seq, headHash: end.hash });

  const fromCheckpoint = tempDir(t, 'checkpoint-rebuild');
  const report = replayJournal(source, fromCheckpoint, silent);
  t.deepEqual(report, { entries: end.seq - checkpoint.seq, checkpointSeq: checkpoint.seq, headSeq: end.seq, headHash: end.hash });
  t.deepEqual(compareDatabases(source, fromCheckpoint), []);

  const fromGenesis = tempDir(t, 'genesis-rebuild');
  const full = replayJournal(source, fromGenesis, silent, { fromCheckpoint: false });
  t.deepEqual(full, { entries: end.seq, checkpointSeq: 0, headSeq: end.seq, headHash: end.hash });
  t.deepEqual(compareDatabases(source, fromGenesis), []);

  const replayed = await runCli('bin/journal-replay.ts', ['--from', source, '--to', tempDir(t, 'cli-rebuild')]);
  t.is(replayed.code, 0, replayed.stdout);
  t.like(replayed.json, { ok: true, checkpointSeq: checkpoint.seq, entries: end.seq - checkpoint.seq, differences: 0 });
});

test('a tampered archive segment fails verification, naming the entry, even with its file digest recomputed', async (t) => {
  const source = tempDir(t, 'archive-tamper');
  await topUps(source, 4);
  const db = openDatabase(source);
  archiveJournal(db, source, head(source).seq - 2, 8);
  db.close();
  const copy = copyDataDir(t, source);
  const { file, bytes, seq } = tamperSegmentEntry(copy, 2);

  const digestOnly = await runCli('bin/journal-verify.ts', ['--data-dir', copy]);
  t.is(digestOnly.code, 1);
  t.like(digestOnly.json, { ok: false, firstBadSeq: 1 });
  t.regex(String(digestOnly.json.reason), /sha256/);

  // An attacker who also rewrites the recorded digest is caught by the chain itself.
  const rw = new Database(databasePath(copy));
  rw.prepare('UPDATE journal_segments SET file_sha256 = ? WHERE file = ?').run(createHash('sha256').update(bytes).digest('hex'), file);
  rw.close();
  const chained = await runCli('bin/journal-verify.ts', ['--data-dir', copy]);
  t.is(chained.code, 1);
  t.like(chained.json, { ok: false, firstBadSeq: seq });
});
