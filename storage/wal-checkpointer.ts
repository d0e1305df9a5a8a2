/**
 * WAL checkpoints off the JS thread (issue 17, round 3). SQLite's automatic checkpoint runs inside the
 * COMMIT that crosses `wal_autocheckpoint` (1,000 frames by default): on the JS thread, it copies every
 * page of the WAL into the database file and syncs the WAL and the database, a stall of several to tens
 * of ms every few batches under load (the COMMIT's event-loop time doubled with it in the write-path
 * micro bench). Here a worker thread with its own connection checkpoints PASSIVE every few ms instead
 * (`WORKER_CODE`), and the writer's automatic checkpoint is raised to
 * `WRITER_CHECKPOINT_FRAMES`: it still runs when the worker falls behind or is gone, and is what restarts
 * the WAL under sustained load (a restart needs a moment when every frame is checkpointed; a lull gives
 * one too), but it then finds most frames already copied. Durability is unchanged: a checkpoint from
 * either connection syncs the WAL before copying (storage/wal-sync.ts explains why answered batches
 * are safe across checkpoints), and the engine still answers only after its own fsync of the WAL.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Db } from './db.ts';

/**
 * The worker's whole program, plain JavaScript evaluated as CommonJS: no TypeScript loader to start in
 * the thread (tsx's hooks cost a worker about a second of CPU). Its own connection runs a PASSIVE
 * checkpoint every `intervalMs`: PASSIVE never waits for the writer or the readers and never takes the
 * write lock. At the connection's `synchronous` (FULL, the default) SQLite syncs the WAL before copying
 * and the database file after, so no frame reaches the database, nor is the WAL restarted, before it is
 * on disk. A failure (busy, I/O) is left to the next tick and to the writer's own backstop.
 */
const WORKER_CODE = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const db = new Database(workerData.dbPath, { fileMustExist: true });
// [0]: set to 1 once this connection is closed; [1]: batches the writer committed (see WalCheckpointer.committed).
const shared = new Int32Array(workerData.shared);
let copiedUpTo = -1;
const timer = setInterval(() => {
  // Nothing committed since every frame was copied: an idle service costs no checkpoint at all.
  const commits = Atomics.load(shared, 1);
  if (commits === copiedUpTo) return;
  try {
    const [r] = db.pragma('wal_checkpoint(PASSIVE)');
    // Frames a reader still needed stay for the next tick.
    if (r.busy === 0 && r.checkpointed >= r.log) copiedUpTo = commits;
  } catch {}
}, workerData.intervalMs);
// Asked to stop: the connection is closed before the main thread goes on (it waits on shared[0]).
parentPort.once('message', () => {
  clearInterval(timer);
  try {
    db.close();
  } catch {}
  Atomics.store(shared, 0, 1);
  Atomics.notify(shared, 0);
  parentPort.close();
});
`;
/** The writer's own automatic checkpoint, once the worker runs: a backstop rather than the rule. */
export const WRITER_CHECKPOINT_FRAMES = 10_000;
const SQLITE_DEFAULT_CHECKPOINT_FRAMES = 1_000;
/** How often the worker checkpoints; one with nothing to copy costs it a few µs. */
const CHECKPOINT_INTERVAL_MS = 100;
/** The longest `stop` waits for the worker to close its connection (a checkpoint in progress finishes first). */
const STOP_WAIT_MS = 5_000;

export class WalCheckpointer {
  private worker: Worker | null = null;
  /** [0]: set to 1 by the worker once its connection is closed (`stop` waits on it synchronously); [1]: batches committed. */
  private readonly shared = new Int32Array(new SharedArrayBuffer(8));
  /** Tried once: a worker that could not start is not retried on every batch. */
  private started = false;

  constructor(
    private readonly db: Db,
    private readonly onFailure: (message: string) => void,
  ) {}

  /** Starts the worker (once; a database in memory has no WAL to share) and raises the writer's own threshold. */
  start(): void {
    if (this.started || this.db.memory || !this.db.open) return;
    this.started = true;
    let worker: Worker;
    try {
      const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');
      worker = new Worker(WORKER_CODE, {
        eval: true,
        workerData: { driverPath, dbPath: this.db.name, intervalMs: CHECKPOINT_INTERVAL_MS, shared: this.shared.buffer },
      });
    } catch (error) {
      // No worker: the writer keeps SQLite's own automatic checkpoints at their default.
      this.onFailure(String(error));
      return;
    }
    // No 'message' listener: it would ref the worker's port and keep the process alive.
    worker.on('error', (error) => {
      // The worker is gone: the writer checkpoints at SQLite's default again.
      this.worker = null;
      if (this.db.open) this.db.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_CHECKPOINT_FRAMES}`);
      this.onFailure(String(error));
    });
    // Never keeps the process alive; the writer's own checkpoints cover a worker that is gone.
    worker.unref();
    this.worker = worker;
    this.db.pragma(`wal_autocheckpoint = ${WRITER_CHECKPOINT_FRAMES}`);
  }

  /** A batch was committed: the worker has frames to copy at its next tick. */
  committed(): void {
    if (this.worker) Atomics.add(this.shared, 1, 1);
  }

  /**
   * Closes the worker's connection before returning, so that once the service is closed no other
   * connection is left to checkpoint, delete the -shm file or remove the WAL behind the caller's back
   * (a test reading the data directory right after close found the -shm file vanishing).
   */
  stop(): void {
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    worker.postMessage('stop');
    Atomics.wait(this.shared, 0, 0, STOP_WAIT_MS);
    void worker.terminate();
  }
}
