/**
 * The WAL checkpoint worker (storage/wal-checkpointer.ts): it copies committed frames into the database
 * file from its own thread, while the writer's automatic checkpoint is raised out of the way. Proven by
 * reading a copy of the database file alone (no WAL): rows appear there only through a checkpoint.
 */
import test from 'ava';
import Database from 'better-sqlite3';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { WalCheckpointer, WRITER_CHECKPOINT_FRAMES } from '../../storage/wal-checkpointer.ts';

/** Rows in the database file as it is on its own, without the WAL beside it. */
function rowsInDatabaseFile(dir: string): number {
  const copy = join(dir, 'copy.db');
  copyFileSync(join(dir, 'w.db'), copy);
  const db = new Database(copy, { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n;
  } finally {
    db.close();
    rmSync(copy, { force: true });
  }
}

test('the worker checkpoints the writer’s commits into the database file; the writer’s own threshold is raised', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'pbs-ckpt-'));
  const db = new Database(join(dir, 'w.db'));
  db.pragma('journal_mode = WAL');
  // As the engine's writer runs (storage/wal-sync.ts): 200 frames stay far below the writer's own threshold.
  db.pragma('synchronous = NORMAL');
  db.exec('CREATE TABLE t (n INTEGER) STRICT');
  db.pragma('wal_checkpoint(TRUNCATE)');
  const failures: string[] = [];
  const checkpointer = new WalCheckpointer(db, (m) => failures.push(m));
  t.teardown(() => {
    checkpointer.stop();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  checkpointer.start();
  t.is(db.pragma('wal_autocheckpoint', { simple: true }), WRITER_CHECKPOINT_FRAMES);
  const insert = db.prepare('INSERT INTO t (n) VALUES (?)');
  for (let i = 0; i < 200; i += 1) insert.run(i);
  // As the engine does after each batch: the worker copies only when something was committed since its last full copy.
  checkpointer.committed();
  // Wait for the worker (it checkpoints on its own clock); a bounded number of tries, not a timed assertion.
  let copied = 0;
  for (let attempt = 0; attempt < 200 && copied < 200; attempt += 1) {
    await sleep(50);
    copied = rowsInDatabaseFile(dir);
  }
  t.is(copied, 200);
  t.deepEqual(failures, []);
});

test('a database in memory gets no worker and keeps SQLite’s own checkpoints', (t) => {
  const db = new Database(':memory:');
  const checkpointer = new WalCheckpointer(db, () => {});
  checkpointer.start();
  t.not(db.pragma('wal_autocheckpoint', { simple: true }), WRITER_CHECKPOINT_FRAMES);
  checkpointer.stop();
  db.close();
});

test('stop closes the worker’s connection before it returns: the writer’s close is then the last and removes the WAL and -shm files', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'pbs-ckpt-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const db = new Database(join(dir, 'w.db'));
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE t (n INTEGER) STRICT');
  db.pragma('wal_checkpoint(TRUNCATE)');
  const checkpointer = new WalCheckpointer(db, () => {});
  checkpointer.start();
  db.prepare('INSERT INTO t (n) VALUES (?)').run(1);
  checkpointer.committed();
  // Let the worker open its connection and checkpoint at least once (a bounded wait for the copy).
  for (let attempt = 0; attempt < 200 && rowsInDatabaseFile(dir) < 1; attempt += 1) await sleep(50);
  checkpointer.stop();
  db.close();
  t.deepEqual(
    readdirSync(dir)
      .filter((f) => f.startsWith('w.db'))
      .sort(),
    ['w.db'],
  );
});
