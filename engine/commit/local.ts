/**
 * Embedded durability, pipelined: a batch COMMITs at once (at synchronous=NORMAL that only writes the
 * WAL), an fsync of the WAL on libuv's thread pool makes it durable (storage/wal-sync.ts), and the next
 * batch runs meanwhile. Callers and the committed-listeners hear only after an fsync that started after
 * their batch's COMMIT; every batch committed while one fsync runs shares the next.
 */
import type { Logger } from 'pino';
import type { Stores } from '../../storage/stores.ts';
import { WalCheckpointer } from '../../storage/wal-checkpointer.ts';
import { WalSyncer } from '../../storage/wal-sync.ts';
import type { ServiceError } from '../errors.ts';
import type { Committer, OpenBatch, RunnerLink } from './committer.ts';
import { notCommitted } from './refusals.ts';

/**
 * While an fsync runs, a queue shorter than this waits for it to end instead of committing a batch of
 * its own: the HTTP work of the requests arriving meanwhile is what overlaps the disk, and batches stay
 * large (small ones multiply commits, and a commit's fixed CPU is most of a small batch's cost). A queue
 * this long runs at once, beside the fsync, so a burst is never held back by the disk.
 */
export const HOLD_BELOW = 128;

export class LocalGroupCommit implements Committer {
  private readonly syncer: WalSyncer;
  /** WAL checkpoints on a worker thread, started with the first batch synced off the JS thread. */
  private readonly checkpointer: WalCheckpointer;
  private checkpointFailureLogged = false;
  /** Committed batches waiting for the next fsync to start (it covers them all). */
  private awaitingSync: OpenBatch[] = [];
  private syncing = false;
  /** An fsync failed: nothing committed since can be called durable; every write is refused from then on. */
  private syncFailure: unknown = null;
  private runner: RunnerLink | null = null;

  private readonly stores: Pick<Stores, 'db' | 'idempotency'>;
  private readonly log: Logger;
  constructor(stores: Pick<Stores, 'db' | 'idempotency'>, log: Logger) {
    this.stores = stores;
    this.log = log;
    this.syncer = new WalSyncer(stores.db);
    this.checkpointer = new WalCheckpointer(stores.db, (message) => this.checkpointFailed(message));
  }

  attach(runner: RunnerLink): void {
    this.runner = runner;
  }

  refusal(): (() => ServiceError) | null {
    return this.syncFailure === null ? null : notCommitted;
  }

  /** While an fsync runs, a short queue waits for it (see HOLD_BELOW). */
  mayBegin(queued: number): boolean {
    return !this.syncing || queued >= HOLD_BELOW;
  }

  get idle(): boolean {
    return !this.syncing && this.awaitingSync.length === 0;
  }

  get syncs(): number {
    return this.syncer.count;
  }

  commit(batch: OpenBatch): void {
    if (!batch.commit()) return;
    this.awaitingSync.push(batch);
    this.startSync();
  }

  /** Start-up work is answered durable at once: the WAL is synced on this thread (FULL's behaviour). */
  readonly commitNow = (batch: OpenBatch): void => {
    if (!batch.commit()) return;
    this.awaitingSync.push(batch);
    this.syncNow();
  };

  /** Starts an fsync covering every batch committed so far, unless one is running (its end starts the next). */
  private startSync(): void {
    if (this.syncing || this.awaitingSync.length === 0) return;
    this.checkpointer.start();
    this.checkpointer.committed();
    this.syncing = true;
    const covered = this.awaitingSync;
    this.awaitingSync = [];
    this.syncer.sync((error) => {
      this.syncing = false;
      if (error) this.durabilityLost(error, covered);
      else this.answerDurable(covered);
      this.startSync();
      this.runner?.wake();
    });
  }

  /** Syncs on this thread and answers every committed batch (an fsync in flight then finds nothing left). */
  private syncNow(): void {
    const covered = this.awaitingSync;
    this.awaitingSync = [];
    try {
      this.syncer.syncNow();
    } catch (error) {
      this.durabilityLost(error, covered);
      return;
    }
    this.answerDurable(covered);
  }

  private answerDurable(covered: readonly OpenBatch[]): void {
    if (this.syncFailure !== null) {
      for (const batch of covered) batch.refuse(notCommitted);
      return;
    }
    for (const batch of covered) batch.answer();
  }

  /**
   * The fsync failed: what it covered may or may not be on disk, so no caller of it hears success (none
   * has yet), and no write is taken any more: a later fsync succeeding would not prove the failed
   * frames reached the disk (Linux may drop dirty pages after reporting a write-back error).
   */
  private durabilityLost(error: unknown, covered: readonly OpenBatch[]): void {
    if (this.syncFailure === null) {
      this.syncFailure = error;
      // Answered from the idempotency records, a retry would hear the outcome of a write that may be lost.
      const durableSeq = this.runner?.durableSeq() ?? 0;
      this.stores.idempotency.refuseAfter(durableSeq, notCommitted);
      const headSeq = Math.max(durableSeq, ...[...covered, ...this.awaitingSync].map((b) => b.lastSeq));
      this.log.fatal({ err: error, durableSeq, headSeq }, 'fsync of the WAL failed: writes are refused from now on; restart the service');
    }
    for (const batch of [...covered, ...this.awaitingSync]) batch.refuse(notCommitted);
    this.awaitingSync = [];
  }

  /** Logged once: the writer's own automatic checkpoints still bound the WAL, so nothing else changes. */
  private checkpointFailed(message: string): void {
    if (this.checkpointFailureLogged) return;
    this.checkpointFailureLogged = true;
    this.log.warn({ err: message }, 'the WAL checkpoint worker failed; the writer checkpoints itself');
  }

  /** Stops the checkpoint worker and closes the WAL descriptor; the writer's own checkpoints and its close cover the rest. */
  close(): void {
    this.checkpointer.stop();
    this.syncer.close();
  }
}
