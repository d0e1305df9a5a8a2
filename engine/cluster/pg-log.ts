/**
 * The partition log in PostgreSQL (docs/SCALEOUT design, "Commit, fencing, failover"): one row per
 * engine batch in `journal_batch`, and `partition_head` holding the head (seq, hash), the owner's epoch
 * and its lease. An append is one statement with a compare-and-set on the head and the epoch, so a node
 * whose epoch moved (another took over) appends nothing. Lease expiry is judged by the database clock only.
 */
import postgres, { type Sql } from 'postgres';
import { GENESIS_HASH, type JournalEntry } from '../../storage/journal.ts';
import { FencedAppend, InDoubtAppend, type LogEntry, type RemoteCommitLog } from '../commit-log.ts';

/** Any advisory-lock key shared by every node: schema creation is serialised, not raced. */
const SCHEMA_LOCK = 160_016;

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS partition_head (
     partition integer PRIMARY KEY,
     seq bigint NOT NULL,
     hash text NOT NULL,
     epoch bigint NOT NULL,
     owner text,
     lease_until timestamptz NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS journal_batch (
     partition integer NOT NULL,
     first_seq bigint NOT NULL,
     last_seq bigint NOT NULL,
     epoch bigint NOT NULL,
     prev_hash text NOT NULL,
     last_hash text NOT NULL,
     entries text NOT NULL,
     appended_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (partition, first_seq)
   )`,
];

/** PostgreSQL reports a cancelled synchronous-replication wait only as this WARNING: the row may be on no standby. */
const IN_DOUBT_NOTICE = /might not have been replicated|canceling wait for synchronous replication|cancelling wait for synchronous replication/i;

export interface PartitionHead {
  readonly seq: number;
  readonly hash: string;
  readonly epoch: number;
  readonly owner: string | null;
  /** Whether the lease has run out by the database clock. */
  readonly leaseExpired: boolean;
}

export interface LogBatch {
  readonly firstSeq: number;
  readonly lastSeq: number;
  readonly entries: JournalEntry[];
}

export function connect(url: string, options: { onnotice?: (notice: postgres.Notice) => void; max?: number } = {}): Sql {
  // No statement_timeout, ever: cancelling a synchronous-replication wait turns an unreplicated row into a "success" with a WARNING.
  return postgres(url, { max: options.max ?? 2, onnotice: options.onnotice ?? (() => undefined), connect_timeout: 5, idle_timeout: 0 });
}

export const notifyChannel = (partition: number): string => `journal_p${partition}`;

/** Creates the tables and the partition's head row (genesis, epoch 0, no owner) when missing. */
export async function ensureSchema(sql: Sql, partition: number): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${SCHEMA_LOCK})`;
    for (const statement of SCHEMA) await tx.unsafe(statement);
    await tx`INSERT INTO partition_head (partition, seq, hash, epoch, owner, lease_until)
             VALUES (${partition}, 0, ${GENESIS_HASH}, 0, NULL, '-infinity') ON CONFLICT (partition) DO NOTHING`;
  });
}

export async function readHead(sql: Sql, partition: number): Promise<PartitionHead | null> {
  const rows = await sql<{ seq: string; hash: string; epoch: string; owner: string | null; expired: boolean }[]>`
    SELECT seq, hash, epoch, owner, lease_until < now() AS expired FROM partition_head WHERE partition = ${partition}`;
  const row = rows[0];
  return row ? { seq: Number(row.seq), hash: row.hash, epoch: Number(row.epoch), owner: row.owner, leaseExpired: row.expired } : null;
}

/**
 * Takeover: a new epoch, only when the lease has run out by the database clock. Answers the head as it
 * stood (every batch of the old epoch is in the log up to it), or null when the lease still holds.
 */
export async function takeOver(sql: Sql, partition: number, nodeId: string, ttlMs: number): Promise<{ seq: number; hash: string; epoch: number } | null> {
  const rows = await sql<{ seq: string; hash: string; epoch: string }[]>`
    UPDATE partition_head SET epoch = epoch + 1, owner = ${nodeId}, lease_until = now() + ${ttlMs} * interval '1 millisecond'
    WHERE partition = ${partition} AND lease_until < now() RETURNING seq, hash, epoch`;
  const row = rows[0];
  return row ? { seq: Number(row.seq), hash: row.hash, epoch: Number(row.epoch) } : null;
}

/** The owner extends its lease; false when its epoch is no longer the partition's (fenced). */
export async function renewLease(sql: Sql, partition: number, nodeId: string, epoch: number, ttlMs: number): Promise<boolean> {
  const rows = await sql`
    UPDATE partition_head SET lease_until = now() + ${ttlMs} * interval '1 millisecond'
    WHERE partition = ${partition} AND epoch = ${epoch} AND owner = ${nodeId} RETURNING 1`;
  return rows.length === 1;
}

/** A graceful stop hands the lease back at once, so a follower need not wait out the TTL. */
export async function releaseLease(sql: Sql, partition: number, nodeId: string, epoch: number): Promise<void> {
  await sql`UPDATE partition_head SET lease_until = '-infinity' WHERE partition = ${partition} AND epoch = ${epoch} AND owner = ${nodeId}`;
}

/** Batches holding entries after `afterSeq`, oldest first. */
export async function readBatches(sql: Sql, partition: number, afterSeq: number, limit: number): Promise<LogBatch[]> {
  const rows = await sql<{ first_seq: string; last_seq: string; entries: string }[]>`
    SELECT first_seq, last_seq, entries FROM journal_batch
    WHERE partition = ${partition} AND last_seq > ${afterSeq} ORDER BY first_seq LIMIT ${limit}`;
  return rows.map((r) => ({ firstSeq: Number(r.first_seq), lastSeq: Number(r.last_seq), entries: JSON.parse(r.entries) as JournalEntry[] }));
}

/** The whole log of a partition, entry by entry, oldest first (verify, replay back, export checks). */
export async function* logEntries(sql: Sql, partition: number, afterSeq = 0, pageSize = 500): AsyncGenerator<JournalEntry> {
  let from = afterSeq;
  for (;;) {
    const batches = await readBatches(sql, partition, from, pageSize);
    if (batches.length === 0) return;
    for (const batch of batches) {
      for (const entry of batch.entries) if (entry.seq > from) yield entry;
      from = batch.lastSeq;
    }
  }
}

/** The entries' text as stored: each entry with its payload in canonical JSON, so its hash can be recomputed. */
function entriesText(entries: readonly LogEntry[]): string {
  return `[${entries.map(({ entry, payloadJson }) => JSON.stringify({ ...entry, payload: null }).replace('"payload":null', () => `"payload":${payloadJson}`)).join(',')}]`;
}

/**
 * The one-statement append: the head moves from `prev` to the batch's last entry only at this epoch,
 * and the batch row is inserted only if it did; NOTIFY wakes the followers at commit.
 */
export async function appendBatch(
  sql: Sql,
  partition: number,
  epoch: number,
  entries: readonly LogEntry[],
  prev: { seq: number; hash: string },
): Promise<boolean> {
  const first = entries[0]!.entry;
  const last = entries[entries.length - 1]!.entry;
  const rows = await sql`
    WITH h AS (
      UPDATE partition_head SET seq = ${last.seq}, hash = ${last.hash}
      WHERE partition = ${partition} AND epoch = ${epoch} AND seq = ${prev.seq} AND hash = ${prev.hash} RETURNING 1
    ), i AS (
      INSERT INTO journal_batch (partition, first_seq, last_seq, epoch, prev_hash, last_hash, entries)
      SELECT ${partition}, ${first.seq}, ${last.seq}, ${epoch}, ${prev.hash}, ${last.hash}, ${entriesText(entries)} FROM h RETURNING last_seq
    )
    SELECT pg_notify(${notifyChannel(partition)}, last_seq::text) FROM i`;
  return rows.length === 1;
}

export interface PgCommitLogOptions {
  readonly url: string;
  readonly partition: number;
  /** An append unanswered after this is in doubt: the lease has run out by then anyway. */
  readonly answerWithinMs: number;
}

/**
 * The remote commit log: one dedicated connection for appends (one append in flight at a time, so a
 * notice seen while it runs is that append's). Fenced, lost, timed out or warned: never success.
 */
const MAX_LATENCY_SAMPLES = 100_000;

export class PgCommitLog implements RemoteCommitLog {
  readonly mode = 'remote';
  /** Set by the cluster node on takeover; appends carry it. */
  epoch = -1;
  private sql: Sql;
  private notices: string[] = [];
  /** Wall milliseconds of each acknowledged append since the last takeAppendLatencies() (the bench's commit latency; bounded). */
  private appendLatencies: number[] = [];

  private readonly options: PgCommitLogOptions;
  constructor(options: PgCommitLogOptions) {
    this.options = options;
    this.sql = this.open();
  }

  private open(): Sql {
    return connect(this.options.url, { max: 1, onnotice: (notice) => this.notices.push(`${notice.severity ?? ''} ${notice.message ?? ''}`) });
  }

  async append(entries: readonly LogEntry[], prev: { readonly seq: number; readonly hash: string }): Promise<void> {
    this.notices = [];
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new InDoubtAppend(`the append was not answered within ${this.options.answerWithinMs} ms`)), this.options.answerWithinMs);
    });
    let appended: boolean;
    const startedAt = performance.now();
    try {
      appended = await Promise.race([appendBatch(this.sql, this.options.partition, this.epoch, entries, prev), timeout]);
    } catch (error) {
      this.reset();
      throw error instanceof InDoubtAppend ? error : new InDoubtAppend(`the append's outcome is unknown: ${String(error)}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
    const warning = this.notices.find((n) => IN_DOUBT_NOTICE.test(n));
    if (warning) throw new InDoubtAppend(`PostgreSQL committed the append only locally: ${warning}`);
    if (!appended) throw new FencedAppend(`partition ${this.options.partition} is no longer ours at epoch ${this.epoch}`);
    if (this.appendLatencies.length < MAX_LATENCY_SAMPLES) this.appendLatencies.push(performance.now() - startedAt);
  }

  /** The acknowledged appends' latencies since the last call (measurement only: nothing in the engine reads them). */
  takeAppendLatencies(): number[] {
    const taken = this.appendLatencies;
    this.appendLatencies = [];
    return taken;
  }

  /** A connection whose last append is in doubt is dropped: whatever it still delivers, this node no longer waits for it. */
  private reset(): void {
    const old = this.sql;
    this.sql = this.open();
    void old.end({ timeout: 0 }).catch(() => undefined);
  }

  close(): Promise<void> {
    return this.sql.end({ timeout: 1 });
  }
}
