/**
 * A new node of a partition starts from the log's latest checkpoint, not from genesis: when its data
 * directory holds no journal yet, the checkpoint's image (engine/cluster/pg-checkpoint.ts) becomes its
 * database before the service opens it, and the node then tails the log past the checkpoint's position as
 * any follower does. The image is also kept as the directory's local checkpoint, so the inspector's history
 * of an actor whose entries this node never held starts from it.
 */
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Logger } from 'pino';
import { checkpointPath, fsyncFile } from '../../storage/checkpoints.ts';
import { databasePath } from '../../storage/db.ts';
import { openReadOnly } from '../../storage/inspect.ts';
import { JournalStore } from '../../storage/journal.ts';
import type { ClusterSettings } from '../config.ts';
import { downloadLogCheckpoint, latestLogCheckpoint, type LogCheckpoint } from './pg-checkpoint.ts';
import { connect, ensureSchema } from './pg-log.ts';

/** Whether the data directory holds no journal entry (no database, or one created but never written). */
function holdsNoJournal(dataDir: string): boolean {
  if (!existsSync(databasePath(dataDir))) return true;
  const db = openReadOnly(dataDir);
  try {
    return new JournalStore(db).head().seq === 0;
  } finally {
    db.close();
  }
}

/**
 * Installs the partition's latest checkpoint as the database of `dataDir` when it holds no journal.
 * Answers the checkpoint installed, or null (a journal is already there, or the log has no checkpoint:
 * the node follows from genesis). Nothing is installed when PostgreSQL cannot be read: the node then
 * starts empty, and if the log no longer starts at genesis its catch-up says so (engine/cluster/node.ts).
 */
export async function bootstrapFromCheckpoint(dataDir: string, cluster: ClusterSettings, log: Logger): Promise<LogCheckpoint | null> {
  if (!holdsNoJournal(dataDir)) return null;
  const sql = connect(cluster.databaseUrl, { max: 1 });
  try {
    await ensureSchema(sql, cluster.partition);
    const latest = await latestLogCheckpoint(sql, cluster.partition);
    if (!latest) return null;
    const startedAtMs = performance.now();
    const kept = checkpointPath(dataDir, latest.seq);
    mkdirSync(dirname(kept), { recursive: true });
    await downloadLogCheckpoint(sql, latest, kept);
    const database = databasePath(dataDir);
    for (const stale of [database, `${database}-wal`, `${database}-shm`]) rmSync(stale, { force: true });
    const partial = `${database}.partial`;
    copyFileSync(kept, partial);
    fsyncFile(partial);
    renameSync(partial, database);
    log.info(
      { partition: cluster.partition, checkpointSeq: latest.seq, bytes: latest.bytes, durationMs: Math.round(performance.now() - startedAtMs) },
      'cluster: started from the log checkpoint; following the log past it',
    );
    return latest;
  } catch (error) {
    log.warn({ err: error, partition: cluster.partition }, 'cluster: the log checkpoint could not be installed; starting with an empty database');
    return null;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => undefined);
  }
}
