/**
 * The partition log in PostgreSQL (docs/SCALEOUT design, "Commit, fencing, failover"): one row per
 * engine batch in `journal_batch`, and `partition_head` holding the head (seq, hash), the owner's epoch
 * and its lease. An append is one statement with a compare-and-set on the head and the epoch, so a node
 * whose epoch moved (another took over) appends nothing. Lease expiry is judged by the database clock only.
 */
import postgres, { type Sql } from 'postgres';
import { GENESIS_HASH, type JournalEntry } from '../../storage/journal.ts';
import { FencedAppend, InDoubtAppend, type LogEntry, type RemoteCommitLog } from '../commit-log.ts';
import type { ClusterMetrics } from './metrics.ts';
import { CHECKPOINT_SCHEMA } from './pg-checkpoint.ts';
import { storedJson } from '../../storage/stored-json.ts';

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
  // Where the owner answers HTTP: a follower forwards writes there.
  'ALTER TABLE partition_head ADD COLUMN IF NOT EXISTS owner_url text',
  // Checkpoints of the log: where a new node, a replay back and a verification start (engine/cluster/pg-checkpoint.ts).
  ...CHECKPOINT_SCHEMA,
];

/** PostgreSQL reports a cancelled synchronous-replication wait only as this WARNING: the row may be on no standby. */
const IN_DOUBT_NOTICE = /might not have been replicated|canceling wait for synchronous replication|cancelling wait for synchronous replication/i;

export interface PartitionHead {
  readonly partition: number;
  readonly seq: number;
  readonly hash: string;
  readonly epoch: number;
  readonly owner: string | null;
  /** The owner's HTTP address (where a follower forwards writes); null before the first takeover. */
  readonly ownerUrl: string | null;
  /** Whether the lease has run out by the database clock. */
  readonly leaseExpired: boolean;
  /** The lease's end by the database clock, epoch milliseconds (null: released or never taken). */
  readonly leaseExpiresAtMs: number | null;
}

export interface LogBatch {
  readonly firstSeq: number;
  readonly lastSeq: number;
  readonly entries: JournalEntry[];
}

/**
 * postgres.js 3.4.9 judges `target_session_attrs=read-write` by `default_transaction_read_only`, which a
 * hot standby reports as off, so it connects to a standby; `primary` is judged by `in_hot_standby`, which
 * PostgreSQL 14 and later report correctly. A multi-host URL asking for a writable session (read-write,
 * or nothing said) therefore asks postgres.js for the primary; the node still checks `pg_is_in_recovery()`
 * on every round (a primary may be demoted under an open connection).
 */
export function sessionTarget(url: string): 'primary' | undefined {
  const asked = new URL(url.replace(/^postgres(ql)?:\/\/[^/?]*/, 'postgres://host')).searchParams.get('target_session_attrs');
  return asked === null || asked === 'read-write' || asked === 'primary' ? 'primary' : undefined;
}

export function connect(url: string, options: { onnotice?: (notice: postgres.Notice) => void; max?: number } = {}): Sql {
  const target = sessionTarget(url);
  // No statement_timeout, ever: cancelling a synchronous-replication wait turns an unreplicated row into a "success" with a WARNING.
  return postgres(url, {
    max: options.max ?? 2,
    onnotice: options.onnotice ?? (() => undefined),
    connect_timeout: 5,
    idle_timeout: 0,
    // No array types are used; postgres.js fetches them on each new connection with a query whose failure
    // (a connection destroyed while a server restarts) is an unhandled rejection that ends the process.
    fetch_types: false,
    ...(target ? { target_session_attrs: target } : {}),
  });
}

/**
 * When no primary could be reached: whether any host of the URL answers at all (then it is a standby, or
 * read-only for now) or none does. True: reachable but read-only; false: reachable and writable; null: unreachable.
 */
export async function probeAnyHost(url: string, withinMs: number): Promise<boolean | null> {
  // Any host: the URL's own session attribute is dropped ('prefer-standby' takes whichever answers).
  const anyHost = url.replace(/([?&])target_session_attrs=[^&]*(&|$)/, (_match, sep: string, next: string) => (next ? sep : ''));
  const sql = postgres(anyHost, {
    max: 1,
    onnotice: () => undefined,
    connect_timeout: Math.ceil(withinMs / 1000),
    fetch_types: false,
    target_session_attrs: 'prefer-standby',
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), withinMs);
    });
    return await Promise.race([readOnly(sql), timeout]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    void sql.end({ timeout: 0 }).catch(() => undefined);
  }
}

/**
 * Whether the server this connection reached refuses writes: a standby (`pg_is_in_recovery()`), or a
 * primary read-only for now (pg_auto_failover sets `default_transaction_read_only` on a standby being
 * promoted until the old primary is known to be demoted). Either can hold no lease and take no append.
 */
export async function readOnly(sql: Sql): Promise<boolean> {
  const rows = await sql<{ read_only: boolean }[]>`SELECT pg_is_in_recovery() OR current_setting('transaction_read_only') = 'on' AS read_only`;
  return rows[0]?.read_only === true;
}

export const notifyChannel = (partition: number): string => `journal_p${partition}`;

/** The payloads of the notifications a released lease and a takeover send (an append's is its last seq). */
export const RELEASED = 'released';
export const TAKEN = 'taken';

/** Creates the tables and the partition's head row (genesis, epoch 0, no owner) when missing. */
export async function ensureSchema(sql: Sql, partition: number): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${SCHEMA_LOCK})`;
    for (const statement of SCHEMA) await tx.unsafe(statement);
    await tx`INSERT INTO partition_head (partition, seq, hash, epoch, owner, lease_until)
             VALUES (${partition}, 0, ${GENESIS_HASH}, 0, NULL, '-infinity') ON CONFLICT (partition) DO NOTHING`;
  });
}

interface HeadRow {
  partition: number;
  seq: string;
  hash: string;
  epoch: string;
  owner: string | null;
  owner_url: string | null;
  expired: boolean;
  lease_ms: number | null;
}

const headOf = (row: HeadRow): PartitionHead => ({
  partition: row.partition,
  seq: Number(row.seq),
  hash: row.hash,
  epoch: Number(row.epoch),
  owner: row.owner,
  ownerUrl: row.owner_url,
  leaseExpired: row.expired,
  leaseExpiresAtMs: row.lease_ms === null || !Number.isFinite(Number(row.lease_ms)) ? null : Math.round(Number(row.lease_ms)),
});

export async function readHead(sql: Sql, partition: number): Promise<PartitionHead | null> {
  const rows = await sql<HeadRow[]>`
    SELECT partition, seq, hash, epoch, owner, owner_url, lease_until < now() AS expired,
           CASE WHEN isfinite(lease_until) THEN extract(epoch FROM lease_until) * 1000 END AS lease_ms
    FROM partition_head WHERE partition = ${partition}`;
  const row = rows[0];
  return row ? headOf(row) : null;
}

/** Every partition's head, owner and lease (the operator's cluster status). */
export async function readHeads(sql: Sql): Promise<PartitionHead[]> {
  const rows = await sql<HeadRow[]>`
    SELECT partition, seq, hash, epoch, owner, owner_url, lease_until < now() AS expired,
           CASE WHEN isfinite(lease_until) THEN extract(epoch FROM lease_until) * 1000 END AS lease_ms
    FROM partition_head ORDER BY partition`;
  return rows.map(headOf);
}

/**
 * Takeover: a new epoch, only when the lease has run out by the database clock. Answers the head as it
 * stood (every batch of the old epoch is in the log up to it), or null when the lease still holds.
 */
export async function takeOver(
  sql: Sql,
  partition: number,
  nodeId: string,
  ttlMs: number,
  ownerUrl: string | null = null,
): Promise<{ seq: number; hash: string; epoch: number } | null> {
  const rows = await sql<{ seq: string; hash: string; epoch: string }[]>`
    WITH t AS (
      UPDATE partition_head SET epoch = epoch + 1, owner = ${nodeId}, owner_url = ${ownerUrl}, lease_until = now() + ${ttlMs} * interval '1 millisecond'
      WHERE partition = ${partition} AND lease_until < now() RETURNING seq, hash, epoch
    )
    SELECT seq, hash, epoch, pg_notify(${notifyChannel(partition)}, ${TAKEN}) FROM t`;
  const row = rows[0];
  return row ? { seq: Number(row.seq), hash: row.hash, epoch: Number(row.epoch) } : null;
}

/** The owner extends its lease: the new end (epoch ms, database clock), or null when its epoch is no longer the partition's (fenced). */
export async function renewLease(sql: Sql, partition: number, nodeId: string, epoch: number, ttlMs: number): Promise<number | null> {
  const rows = await sql<{ lease_ms: number }[]>`
    UPDATE partition_head SET lease_until = now() + ${ttlMs} * interval '1 millisecond'
    WHERE partition = ${partition} AND epoch = ${epoch} AND owner = ${nodeId} RETURNING extract(epoch FROM lease_until) * 1000 AS lease_ms`;
  const row = rows[0];
  return row ? Math.round(Number(row.lease_ms)) : null;
}

/**
 * A graceful stop hands the lease back at once and wakes the followers (NOTIFY at commit), so the next
 * owner need not wait out the TTL. Answers whether this node still held the lease it released.
 */
export async function releaseLease(sql: Sql, partition: number, nodeId: string, epoch: number): Promise<boolean> {
  const rows = await sql`
    WITH r AS (
      UPDATE partition_head SET lease_until = '-infinity' WHERE partition = ${partition} AND epoch = ${epoch} AND owner = ${nodeId} RETURNING 1
    )
    SELECT pg_notify(${notifyChannel(partition)}, ${RELEASED}) FROM r`;
  return rows.length === 1;
}

/** Batches holding entries after `afterSeq`, oldest first. */
export async function readBatches(sql: Sql, partition: number, afterSeq: number, limit: number): Promise<LogBatch[]> {
  const rows = await sql<{ first_seq: string; last_seq: string; entries: string }[]>`
    SELECT first_seq, last_seq, entries FROM journal_batch
    WHERE partition = ${partition} AND last_seq > ${afterSeq} ORDER BY first_seq LIMIT ${limit}`;
  return rows.map((r) => ({ firstSeq: Number(r.first_seq), lastSeq: Number(r.last_seq), entries: storedJson<JournalEntry[]>(r.entries) }));
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
  /** Set by the cluster node on takeover; appends carry it. */
  epoch = -1;
  /** Set by the cluster node: appends counted by outcome, sized and timed. */
  metrics: ClusterMetrics | null = null;
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
      this.metrics?.appends.inc({ outcome: 'in_doubt' });
      throw error instanceof InDoubtAppend ? error : new InDoubtAppend(`the append's outcome is unknown: ${String(error)}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
    const warning = this.notices.find((n) => IN_DOUBT_NOTICE.test(n));
    if (warning) {
      this.metrics?.appends.inc({ outcome: 'in_doubt' });
      throw new InDoubtAppend(`PostgreSQL committed the append only locally: ${warning}`);
    }
    if (!appended) {
      this.metrics?.appends.inc({ outcome: 'fenced' });
      throw new FencedAppend(`partition ${this.options.partition} is no longer ours at epoch ${this.epoch}`);
    }
    const tookMs = performance.now() - startedAt;
    if (this.appendLatencies.length < MAX_LATENCY_SAMPLES) this.appendLatencies.push(tookMs);
    if (this.metrics) {
      this.metrics.appends.inc({ outcome: 'acknowledged' });
      this.metrics.batchEntries.observe(entries.length);
      this.metrics.appendSeconds.observe(tookMs / 1000);
    }
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
