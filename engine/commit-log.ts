/**
 * Where a batch becomes durable. Embedded (the default), the SQLite journal table is the log: the batch's
 * entries are written in its transaction and its COMMIT is the acknowledgement (`LocalCommitLog`, no
 * extra work on the hot path). In cluster mode (engine/cluster/) the batch's SQLite transaction stays open
 * while its entries are appended to the replicated PostgreSQL log (`PgCommitLog`, engine/cluster/pg-log.ts);
 * only an acknowledged append commits SQLite and answers the callers.
 */
import type { JournalEntry } from '../storage/journal.ts';

/** One journal entry with the canonical JSON of its payload (the exact text its hash covers). */
export interface LogEntry {
  readonly entry: JournalEntry;
  readonly payloadJson: string;
}

/** The SQLite journal table is the log; a batch is acknowledged by its own COMMIT. */
export interface LocalCommitLog {
  readonly mode: 'local';
}

/**
 * A log outside the process. `append` resolves once the batch is durable in the log; it rejects with
 * `FencedAppend` when another node owns the partition and with `InDoubtAppend` when the outcome is
 * unknown. Either way the engine rolls the batch back and answers 503: in doubt is never success.
 */
export interface RemoteCommitLog {
  readonly mode: 'remote';
  append(entries: readonly LogEntry[], prev: { readonly seq: number; readonly hash: string }): Promise<void>;
}

export type CommitLog = LocalCommitLog | RemoteCommitLog;

export const LOCAL_COMMIT_LOG: LocalCommitLog = { mode: 'local' };

/** The compare-and-set matched no row: the partition head moved or its epoch did (another owner). */
export class FencedAppend extends Error {
  override readonly name = 'FencedAppend';
}

/** The append's outcome is unknown (connection lost, timed out, a replication wait cancelled). */
export class InDoubtAppend extends Error {
  override readonly name = 'InDoubtAppend';
}
