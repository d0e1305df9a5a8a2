/**
 * WAL checkpoints off the JS thread. SQLite's automatic checkpoint runs inside the
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
 *
 * One worker thread per process, shared by every checkpointer in it: a service runs one engine, so it
 * has the one thread and one connection as before; a process that opens many databases one after the
 * other (a test file starts a server per test) pays a thread's start (~0.1 s of CPU: a Node environment
 * and the SQLite driver) once instead of once per database. Each database still has its own connection
 * in the thread, its own commit counter and its own close, waited for by `stop` as before.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Db } from './db.ts';

/**
 * The thread's whole program, plain JavaScript evaluated as CommonJS: no TypeScript loader to start in
 * the thread (tsx's hooks cost a worker about a second of CPU). Each database it is given (`open`) gets
 * its own connection, which a PASSIVE checkpoint runs on every `intervalMs` when the writer committed
 * since the last full copy: PASSIVE never waits for the writer or the readers and never takes the write
 * lock. At the connection's `synchronous` (FULL, the default) SQLite syncs the WAL before copying and the
 * database file after, so no frame reaches the database, nor is the WAL restarted, before it is on disk.
 * A failure (busy, I/O) is left to the next tick and to the writer's own backstop. The timer runs only
 * while a database is open; an idle thread costs nothing.
 */
const WORKER_CODE = `
const { parentPort } = require('node:worker_threads');
// By checkpointer id: the connection, the shared counters ([0]: 1 once closed; [1]: batches the writer committed) and the commits last fully copied.
const databases = new Map();
let timer = null;
function checkpointAll() {
  for (const entry of databases.values()) {
    // Nothing committed since every frame was copied: an idle database costs no checkpoint at all.
    const commits = Atomics.load(entry.shared, 1);
    if (commits === entry.copiedUpTo) continue;
    try {
      const [r] = entry.db.pragma('wal_checkpoint(PASSIVE)');
      // Frames a reader still needed stay for the next tick.
      if (r.busy === 0 && r.checkpointed >= r.log) entry.copiedUpTo = commits;
    } catch {}
  }
}
parentPort.on('message', (m) => {
  if (m.open !== undefined) {
    const shared = new Int32Array(m.shared);
    try {
      const Database = require(m.driverPath);
      databases.set(m.open, { db: new Database(m.dbPath, { fileMustExist: true }), shared, copiedUpTo: -1 });
    } catch (error) {
      parentPort.postMessage({ failed: m.open, error: String(error) });
      return;
    }
    timer ??= setInterval(checkpointAll, m.intervalMs);
    return;
  }
  // Asked to stop: the connection is closed before the main thread goes on (it waits on shared[0]).
  const entry = databases.get(m.close);
  databases.delete(m.close);
  if (databases.size === 0 && timer !== null) {
    clearInterval(timer);
    timer = null;
  }
  if (entry) {
    try {
      entry.db.close();
    } catch {}
  }
  const shared = new Int32Array(m.shared);
  Atomics.store(shared, 0, 1);
  Atomics.notify(shared, 0);
});
`;
/** The writer's own automatic checkpoint, once the worker runs: a backstop rather than the rule. */
export const WRITER_CHECKPOINT_FRAMES = 10_000;
const SQLITE_DEFAULT_CHECKPOINT_FRAMES = 1_000;
/** How often the worker checkpoints; one with nothing to copy costs it a few µs. */
const CHECKPOINT_INTERVAL_MS = 100;
/** The longest `stop` waits for the worker to close its connection (a checkpoint in progress finishes first). */
const STOP_WAIT_MS = 5_000;

/** The process's checkpoint thread and the checkpointers it serves (started by the first, kept while the process lives). */
const thread: { worker: Worker | null; users: Map<number, WalCheckpointer>; nextId: number; driverPath: string | null } = {
  worker: null,
  users: new Map(),
  nextId: 1,
  // The SQLite driver's file, found once per process (the thread loads it from there).
  driverPath: null,
};

/** The shared thread, started if need be; never keeps the process alive (the writers' own checkpoints cover its absence). */
function checkpointThread(): Worker {
  if (thread.worker) return thread.worker;
  const worker = new Worker(WORKER_CODE, { eval: true });
  // Listened to before `unref`: a listener added after it would ref the port and keep the process alive.
  worker.on('message', (m: { failed: number; error: string }) => thread.users.get(m.failed)?.failed(m.error));
  worker.on('error', (error) => {
    // The thread is gone: every writer checkpoints at SQLite's default again; the next start starts another.
    if (thread.worker === worker) thread.worker = null;
    for (const user of [...thread.users.values()]) user.failed(String(error));
  });
  worker.unref();
  thread.worker = worker;
  return worker;
}

export class WalCheckpointer {
  /** This database's id in the shared thread while it is served there. */
  private id: number | null = null;
  /** [0]: set to 1 by the thread once this database's connection is closed (`stop` waits on it synchronously); [1]: batches committed. */
  private readonly shared = new Int32Array(new SharedArrayBuffer(8));
  /** Tried once: a worker that could not start is not retried on every batch. */
  private started = false;

  private readonly db: Db;
  private readonly onFailure: (message: string) => void;
  constructor(db: Db, onFailure: (message: string) => void) {
    this.db = db;
    this.onFailure = onFailure;
  }

  /** Gives the database to the thread (once; a database in memory has no WAL to share) and raises the writer's own threshold. */
  start(): void {
    if (this.started || this.db.memory || !this.db.open) return;
    this.started = true;
    let worker: Worker;
    try {
      worker = checkpointThread();
    } catch (error) {
      // No worker: the writer keeps SQLite's own automatic checkpoints at their default.
      this.onFailure(String(error));
      return;
    }
    const id = thread.nextId++;
    thread.driverPath ??= createRequire(import.meta.url).resolve('better-sqlite3');
    worker.postMessage({ open: id, driverPath: thread.driverPath, dbPath: this.db.name, intervalMs: CHECKPOINT_INTERVAL_MS, shared: this.shared.buffer });
    thread.users.set(id, this);
    this.id = id;
    this.db.pragma(`wal_autocheckpoint = ${WRITER_CHECKPOINT_FRAMES}`);
  }

  /** A batch was committed: the worker has frames to copy at its next tick. */
  committed(): void {
    if (this.id !== null) Atomics.add(this.shared, 1, 1);
  }

  /** The thread could not serve this database (or died): the writer checkpoints at SQLite's default again. */
  failed(message: string): void {
    if (this.id === null) return;
    thread.users.delete(this.id);
    this.id = null;
    if (this.db.open) this.db.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_CHECKPOINT_FRAMES}`);
    this.onFailure(message);
  }

  /**
   * Closes the thread's connection to this database before returning, so that once the service is closed
   * no other connection is left to checkpoint, delete the -shm file or remove the WAL behind the caller's
   * back (a test reading the data directory right after close found the -shm file vanishing).
   */
  stop(): void {
    const id = this.id;
    const worker = thread.worker;
    this.id = null;
    if (id === null) return;
    thread.users.delete(id);
    if (!worker) return;
    worker.postMessage({ close: id, shared: this.shared.buffer });
    Atomics.wait(this.shared, 0, 0, STOP_WAIT_MS);
  }
}
