/**
 * The WAL checkpointer's thread (storage/wal-checkpointer.ts): its own connection to the database runs a
 * PASSIVE checkpoint every `intervalMs`. PASSIVE never waits for the writer or the readers and never
 * takes the write lock: it copies the frames no reader still needs into the database file. At this
 * connection's `synchronous` (FULL, the default) SQLite syncs the WAL before copying and the database
 * file after, so no frame reaches the database, nor is the WAL restarted, before it is on disk.
 */
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

const { dbPath, intervalMs } = workerData as { dbPath: string; intervalMs: number };
const db = new Database(dbPath, { fileMustExist: true });

function checkpoint(): void {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    // Busy or I/O trouble: the writer's own (rarer) checkpoints still bound the WAL; tell the service once.
    parentPort?.postMessage({ failed: String(error) });
  }
}

setInterval(checkpoint, intervalMs);
