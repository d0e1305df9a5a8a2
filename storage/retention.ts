/**
 * Retention's deletes, each bounded to a batch and served by an index in the order it deletes: the
 * oldest rows first, so a sweep never reads what it keeps. Every delete is deterministic given the
 * table (ties broken by rowid), so replaying the journaled sweep deletes exactly the same rows. The
 * snapshots' deletes name their partial index: the planner would otherwise pick the key index (kind, id)
 * and sort every finished actor of the kind.
 */
import type { Db } from './db.ts';

/** The SQL of each delete, by name: test/storage/query-plans.test.ts checks that each uses its index. */
export const RETENTION_SQL = {
  idempotency: 'DELETE FROM idempotency WHERE rowid IN (SELECT rowid FROM idempotency WHERE created_at_ms < ? ORDER BY created_at_ms LIMIT ?)',
  // The newest event is always kept: the outbox numbers the next event MAX(seq) + 1, and an event id is never reused.
  events: 'DELETE FROM events WHERE seq IN (SELECT seq FROM events WHERE seq < (SELECT MAX(seq) FROM events) ORDER BY seq LIMIT ?) AND at_ms < ?',
  deliveries: `DELETE FROM webhook_deliveries WHERE seq IN (SELECT seq FROM webhook_deliveries WHERE state IN ('DELIVERED', 'FAILED') AND attempted_at_ms < ?
    ORDER BY attempted_at_ms LIMIT ?)`,
  finishedQuotes: `DELETE FROM snapshots WHERE rowid IN (SELECT rowid FROM snapshots INDEXED BY snapshots_finished_quotes WHERE kind = 'quote' AND state IN ('CONSUMED', 'EXPIRED')
    AND updated_at_ms < ? ORDER BY updated_at_ms LIMIT ?) RETURNING kind, id`,
  finishedDeliveries: `DELETE FROM snapshots WHERE rowid IN (SELECT rowid FROM snapshots INDEXED BY snapshots_finished_deliveries WHERE kind = 'webhookDelivery' AND state IN ('DELIVERED', 'FAILED')
    AND updated_at_ms < ? ORDER BY updated_at_ms LIMIT ?) RETURNING kind, id`,
} as const;

/** The instant of each kind's oldest row (NULL when it has none), each one index or rowid lookup. */
export const OLDEST_SQL = {
  idempotency: 'SELECT MIN(created_at_ms) FROM idempotency',
  events: 'SELECT at_ms FROM events WHERE seq = (SELECT MIN(seq) FROM events)',
  deliveries: "SELECT MIN(attempted_at_ms) FROM webhook_deliveries WHERE state IN ('DELIVERED', 'FAILED')",
  finishedQuotes: "SELECT MIN(updated_at_ms) FROM snapshots INDEXED BY snapshots_finished_quotes WHERE kind = 'quote' AND state IN ('CONSUMED', 'EXPIRED')",
  finishedDeliveries:
    "SELECT MIN(updated_at_ms) FROM snapshots INDEXED BY snapshots_finished_deliveries WHERE kind = 'webhookDelivery' AND state IN ('DELIVERED', 'FAILED')",
} as const;

export type RetainedKind = keyof typeof RETENTION_SQL;
export type CompactedKind = 'finishedQuotes' | 'finishedDeliveries';
export type PurgedRowKind = Exclude<RetainedKind, CompactedKind>;

export class RetentionStore {
  private readonly stmts;
  private readonly oldestStmts;

  constructor(db: Db) {
    this.oldestStmts = {
      idempotency: db.prepare<[], number | null>(OLDEST_SQL.idempotency).pluck(),
      events: db.prepare<[], number | null>(OLDEST_SQL.events).pluck(),
      deliveries: db.prepare<[], number | null>(OLDEST_SQL.deliveries).pluck(),
      finishedQuotes: db.prepare<[], number | null>(OLDEST_SQL.finishedQuotes).pluck(),
      finishedDeliveries: db.prepare<[], number | null>(OLDEST_SQL.finishedDeliveries).pluck(),
    };
    this.stmts = {
      idempotency: db.prepare<[number, number], { kind: string; id: string }>(RETENTION_SQL.idempotency),
      events: db.prepare(RETENTION_SQL.events),
      deliveries: db.prepare<[number, number], { kind: string; id: string }>(RETENTION_SQL.deliveries),
      finishedQuotes: db.prepare<[number, number], { kind: string; id: string }>(RETENTION_SQL.finishedQuotes),
      finishedDeliveries: db.prepare<[number, number], { kind: string; id: string }>(RETENTION_SQL.finishedDeliveries),
    };
  }

  /** Deletes at most `limit` rows of `kind` older than `beforeMs`, oldest first; answers how many. */
  purge(kind: PurgedRowKind, beforeMs: number, limit: number): number {
    // The events' delete reads a batch in seq order and keeps the retained ones (at_ms never decreases with seq).
    if (kind === 'events') return this.stmts.events.run(limit, beforeMs).changes;
    return this.stmts[kind].run(beforeMs, limit).changes;
  }

  /** The instant of the kind's oldest row, or null when it holds none. */
  oldestMs(kind: RetainedKind): number | null {
    return this.oldestStmts[kind].get() ?? null;
  }

  /** Deletes at most `limit` snapshots of finished actors not moved since `beforeMs`; answers which. */
  compact(kind: CompactedKind, beforeMs: number, limit: number): { kind: string; id: string }[] {
    return this.stmts[kind].all(beforeMs, limit);
  }
}
