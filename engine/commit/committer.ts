/**
 * The seam between the command runner (engine/engine.ts: queue, batches, handlers, answers) and what
 * makes a batch durable. The runner opens the batch's SQLite transaction, runs every command in it and
 * writes their rows; a committer, chosen once at start-up, then ends that transaction and decides when
 * the callers may hear:
 *
 * - `LocalGroupCommit` (engine/commit/local.ts), embedded: COMMIT at once, answered after an fsync of the
 *   WAL off the JS thread that started after it (several batches share one);
 * - `ClusterCommit` (engine/commit/cluster.ts): append the batch to the replicated PostgreSQL log while
 *   the transaction stays open, COMMIT only once acknowledged, otherwise roll back and step down;
 * - `ReplayOnly` (engine/commit/replay.ts): a service that only rebuilds a database from a journal takes
 *   no commands; the replayed entries commit with the caller's own transaction.
 *
 * Every committer serves exactly one engine (one partition's journal), so several engines in a process
 * each hold their own.
 */
import type { JournalHead } from '../../storage/journal.ts';
import type { LogEntry } from '../commit-log.ts';
import type { ServiceError } from '../errors.ts';

/** A batch that ran inside the writer's open transaction: its rows are written, not yet committed. */
export interface OpenBatch {
  /** The journal head the batch continues (what a remote log's compare-and-set checks). */
  readonly headBefore: JournalHead;
  /** The journal seq of the batch's last entry (equal to `headBefore.seq` when every command failed). */
  readonly lastSeq: number;
  /** Its journal entries as journaled, each with its payload's canonical text. */
  readonly entries: readonly LogEntry[];
  /**
   * COMMITs the open transaction; the writer's memory then takes the batch's snapshots (the next batch
   * reads them). False when the COMMIT failed: the batch was then rolled back and every caller refused.
   */
  commit(): boolean;
  /** Rolls the open transaction back; memory forgets the batch and every caller hears an error of `refusal`. */
  rollBack(refusal: () => ServiceError): void;
  /** Committed and durable: the committed-listeners and then the callers hear. */
  answer(): void;
  /** Committed but not known durable: every caller hears an error of `refusal` (none has heard success). */
  refuse(refusal: () => ServiceError): void;
}

/** What a committer may ask of the runner it serves. */
export interface RunnerLink {
  /** The committer can take another batch now (an fsync or an append ended): the runner looks at its queue. */
  wake(): void;
  /** The committer takes writes again (a cluster node took its partition over): the runner takes new commands and re-reads its head. */
  resumed(): void;
  /** The highest journal seq whose callers have been answered: everything at or below it is durable. */
  durableSeq(): number;
}

export interface Committer {
  /** Called once by the engine it serves, before any batch. */
  attach(runner: RunnerLink): void;
  /** Why no command can be taken now (an fsync failed, the partition is not owned): the error each refused caller hears; null when commands are taken. */
  refusal(): (() => ServiceError) | null;
  /** Whether the runner may begin a batch now, `queued` commands waiting. */
  mayBegin(queued: number): boolean;
  /** Ends the open batch's transaction and answers it (at once or later), through the batch's own methods. */
  commit(batch: OpenBatch): void;
  /**
   * Start-up work that must be durable before the service reports ready: commits and answers the batch
   * before returning. Absent: this committer cannot (the runner refuses `executeNow`).
   */
  readonly commitNow?: (batch: OpenBatch) => void;
  /** No batch in the committer's hands (nothing awaiting its fsync or its append). */
  readonly idle: boolean;
  /** fsyncs run so far (the benchmark's group-commit figure); 0 where durability comes from elsewhere. */
  readonly syncs: number;
  /** Releases what the committer holds (a worker thread, a descriptor), at the service's close. */
  close(): void;
}
