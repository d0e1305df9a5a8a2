/**
 * WAL checkpoints off the JS thread (issue 17, round 3). SQLite's automatic checkpoint runs inside the
 * COMMIT that crosses `wal_autocheckpoint` (1,000 frames by default): on the JS thread, it copies every
 * page of the WAL into the database file and syncs the WAL and the database, a stall of several to tens
 * of ms every few batches under load (the COMMIT's event-loop time doubled with it in the write-path
 * micro bench). Here a worker thread with its own connection checkpoints PASSIVE every few ms instead
 * (storage/wal-checkpoint-worker.ts), and the writer's automatic checkpoint is raised to
 * `WRITER_CHECKPOINT_FRAMES`: it still runs when the worker falls behind or is gone, and is what restarts
 * the WAL under sustained load (a restart needs a moment when every frame is checkpointed; a lull gives
 * one too), but it then finds most frames already copied. Durability is unchanged: a checkpoint from
 * either connection syncs the WAL before copying (storage/wal-sync.ts explains why answered batches
 * are safe across checkpoints), and the engine still answers only after its own fsync of the WAL.
 */
import { Worker } from 'node:worker_threads';
import type { Db } from './db.ts';

const WORKER_URL = new URL(`./wal-checkpoint-worker.${import.meta.url.endsWith('.js') ? 'js' : 'ts'}`, import.meta.url);
/** The writer's own automatic checkpoint, once the worker runs: a backstop rather than the rule. */
export const WRITER_CHECKPOINT_FRAMES = 10_000;
/** How often the worker checkpoints; one with nothing to copy costs it a few µs. */
const CHECKPOINT_INTERVAL_MS = 25;

export class WalCheckpointer {
  private worker: Worker | null = null;

  constructor(
    private readonly db: Db,
    private readonly onFailure: (message: string) => void,
  ) {}

  /** Starts the worker (once; a database in memory has no WAL to share) and raises the writer's own threshold. */
  start(): void {
    if (this.worker || this.db.memory || !this.db.open) return;
    // Node 20 does not hand tsx's loader hooks to a worker: sources (.ts) register them in the worker first.
    const entry = JSON.stringify(WORKER_URL.href);
    const code = WORKER_URL.href.endsWith('.ts') ? `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${entry}); })` : `import(${entry})`;
    const worker = new Worker(code, {
      eval: true,
      workerData: { dbPath: this.db.name, intervalMs: CHECKPOINT_INTERVAL_MS },
    });
    // Never keeps the process alive; the writer's own checkpoints cover a worker that is gone.
    worker.unref();
    worker.on('message', (m: { failed?: string }) => m.failed && this.onFailure(m.failed));
    worker.on('error', (error) => this.onFailure(String(error)));
    this.worker = worker;
    this.db.pragma(`wal_autocheckpoint = ${WRITER_CHECKPOINT_FRAMES}`);
  }

  stop(): void {
    const worker = this.worker;
    this.worker = null;
    void worker?.terminate();
  }
}
