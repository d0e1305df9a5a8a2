/**
 * A log outside the process that a batch is appended to before its SQLite COMMIT (cluster mode:
 * `PgCommitLog`, engine/cluster/pg-log.ts, used by the cluster committer, engine/commit/cluster.ts).
 * Embedded, the SQLite journal table is the only log (engine/commit/local.ts).
 */
import type { JournalEntry } from '../storage/journal.ts';

/** One journal entry with the canonical JSON of its payload (the exact text its hash covers). */
export interface LogEntry {
  readonly entry: JournalEntry;
  readonly payloadJson: string;
}

/**
 * A log outside the process. `append` resolves once the batch is durable in the log; it rejects with
 * `FencedAppend` when another node owns the partition and with `InDoubtAppend` when the outcome is
 * unknown. Either way the engine rolls the batch back and answers 503: in doubt is never success.
 */
export interface RemoteCommitLog {
  append(entries: readonly LogEntry[], prev: { readonly seq: number; readonly hash: string }): Promise<void>;
}

/** The compare-and-set matched no row: the partition head moved or its epoch did (another owner). */
export class FencedAppend extends Error {
  override readonly name = 'FencedAppend';
}

/** The append's outcome is unknown (connection lost, timed out, a replication wait cancelled). */
export class InDoubtAppend extends Error {
  override readonly name = 'InDoubtAppend';
}
