/**
 * The writer's WAL syncer (storage/wal-sync.ts) keeps one descriptor of the `-wal` file for every sync
 * instead of opening and closing the file per batch, and lets it go on close: even while an fsync is still
 * running, whose end then closes it. Observed through /proc/self/fd (Linux), the process's open files.
 */
import test from 'ava';
import { readdirSync, readlinkSync } from 'node:fs';
import { WalSyncer } from '../../storage/wal-sync.ts';
import { freshDb } from './fresh-db.ts';

/** Descriptors this process holds on `path`. */
function descriptorsOf(path: string): number {
  let n = 0;
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      if (readlinkSync(`/proc/self/fd/${fd}`) === path) n += 1;
    } catch {
      // A descriptor closed while listing.
    }
  }
  return n;
}

const syncOnce = (syncer: WalSyncer): Promise<void> => new Promise((resolve, reject) => syncer.sync((error) => (error ? reject(error) : resolve())));

test('every sync reuses one descriptor of the -wal file; close releases it, also when an fsync is running', async (t) => {
  const db = freshDb(t, 'walsync');
  const syncer = new WalSyncer(db);
  const wal = `${db.name}-wal`;
  db.exec('CREATE TABLE IF NOT EXISTS sync_probe (n INTEGER) STRICT');
  const baseline = descriptorsOf(wal);
  for (let i = 0; i < 5; i += 1) {
    db.prepare('INSERT INTO sync_probe (n) VALUES (?)').run(i);
    await syncOnce(syncer);
  }
  syncer.syncNow();
  t.is(descriptorsOf(wal), baseline + 1, 'one descriptor of our own, kept across six syncs');
  t.is(syncer.count, 6);

  const running = syncOnce(syncer);
  syncer.close();
  t.is(descriptorsOf(wal), baseline + 1, 'the running fsync keeps its descriptor');
  await running;
  t.is(descriptorsOf(wal), baseline, 'closed once that fsync ended');

  db.prepare('INSERT INTO sync_probe (n) VALUES (?)').run(99);
  await syncOnce(syncer);
  t.is(descriptorsOf(wal), baseline + 1, 'a later sync opens the file again');
  syncer.close();
  t.is(descriptorsOf(wal), baseline);
});
