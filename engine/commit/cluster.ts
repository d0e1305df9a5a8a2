/**
 * Cluster durability: the batch's SQLite transaction stays open while its entries are appended to the
 * replicated log (engine/cluster/pg-log.ts, a compare-and-set on the partition head); only an
 * acknowledged append is COMMITted and answered. A fenced or in-doubt append rolls the batch back,
 * answers every caller 503 (in doubt is never success) and steps the node down. One append in flight:
 * commands arriving meanwhile queue for the next batch.
 *
 * The local SQLite is a copy a node rebuilds from the log (a restart catches up from its local head), so
 * its COMMIT needs no fsync of its own (at NORMAL SQLite still syncs around checkpoints).
 */
import type { Logger } from 'pino';
import type { Db } from '../../storage/db.ts';
import type { RemoteCommitLog } from '../commit-log.ts';
import type { ServiceError } from '../errors.ts';
import type { Committer, OpenBatch, RunnerLink } from './committer.ts';
import { notCommitted, notOwner } from './refusals.ts';

export class ClusterCommit implements Committer {
  /** Whether this node owns its partition; one that does not refuses every write. None is owned until the node takes it over. */
  private writableFlag = false;
  /** A batch awaits its append; the next waits. */
  private appending = false;
  private readonly appendFailedListeners: ((error: unknown) => void)[] = [];
  private runner: RunnerLink | null = null;
  /** Remote-log appends are counted by the log itself (cluster metrics), not as fsyncs. */
  readonly syncs = 0;

  private readonly remote: RemoteCommitLog;
  private readonly log: Logger;
  constructor(remote: RemoteCommitLog, db: Db, log: Logger) {
    this.remote = remote;
    this.log = log;
    db.pragma('synchronous = NORMAL');
  }

  attach(runner: RunnerLink): void {
    this.runner = runner;
  }

  /** Writes are taken only while this node owns its partition (the cluster node says so on takeover and step-down). */
  setWritable(writable: boolean): void {
    this.writableFlag = writable;
    if (writable) this.runner?.resumed();
  }

  get writable(): boolean {
    return this.writableFlag;
  }

  /** The batch's append failed (fenced or in doubt) or its local COMMIT did: the node steps down. */
  onAppendFailed(listener: (error: unknown) => void): void {
    this.appendFailedListeners.push(listener);
  }

  refusal(): (() => ServiceError) | null {
    return this.writableFlag ? null : notOwner;
  }

  mayBegin(): boolean {
    return !this.appending;
  }

  get idle(): boolean {
    return !this.appending;
  }

  commit(batch: OpenBatch): void {
    void this.append(batch);
  }

  private async append(batch: OpenBatch): Promise<void> {
    this.appending = true;
    try {
      try {
        if (batch.entries.length) await this.remote.append(batch.entries, batch.headBefore);
      } catch (error) {
        batch.rollBack(notCommitted);
        return this.stepDown(error, batch.entries.length);
      }
      // Should the local COMMIT fail (disk full, I/O error), the log still holds the batch, so this is no
      // crash: every caller hears 503 (a retry with the same key is answered from the log once replayed)
      // and the node steps down; as a follower it replays the batch from the log and may take over again.
      if (!batch.commit()) return this.stepDown(new Error('the local COMMIT of an acknowledged batch failed'), batch.entries.length);
      batch.answer();
    } finally {
      this.appending = false;
      this.runner?.wake();
    }
  }

  private stepDown(error: unknown, entries: number): void {
    this.log.warn({ err: error, entries }, 'the batch was not acknowledged by the commit log or not committed locally; rolled back, stepping down');
    this.writableFlag = false;
    for (const listener of this.appendFailedListeners) listener(error);
  }

  close(): void {}
}
