/** The outbox: every emitted event with its envelope, in emission order. */
import { BatchedInsert } from './batched-insert.ts';
import type { Db } from './db.ts';
import { storedJson } from './stored-json.ts';

export interface StoredEvent {
  readonly seq: number;
  readonly eventId: string;
  readonly env: string;
  readonly partnerId: string | null;
  readonly event: string;
  readonly atMs: number;
  readonly envelope: Record<string, unknown>;
}

interface EventRow {
  seq: number;
  event_id: string;
  env: string;
  partner_id: string | null;
  event: string;
  at_ms: number;
  envelope: string;
}

function fromRow(r: EventRow): StoredEvent {
  return {
    seq: r.seq,
    eventId: r.event_id,
    env: r.env,
    partnerId: r.partner_id,
    event: r.event,
    atMs: r.at_ms,
    envelope: storedJson<Record<string, unknown>>(r.envelope),
  };
}

/** What one partner environment may read: its own events and the platform events of its environment. */
export interface EventScope {
  readonly partnerId: string;
  readonly env: string;
}

export interface EventListQuery {
  /** Only events with a seq above this (a `since` eventId or a page cursor). */
  readonly afterSeq: number;
  /** Retention: only events at or after this service-clock instant. */
  readonly fromMs: number;
  readonly event?: string | undefined;
  readonly limit: number;
}

/**
 * What a scope sees after a seq, in emission order: its own events and its environment's platform
 * events (partner_id NULL). Written as two range scans of `events_by_partner` (or `events_by_name`)
 * merged by seq, never as `partner_id = ? OR partner_id IS NULL`, which SQLite can only answer by
 * reading and sorting every later event of the environment. `extra` narrows both arms alike.
 */
function visibleSql(extra = ''): string {
  const arm = (partner: string): string => `SELECT * FROM events WHERE ${partner} AND env = @env AND seq > @afterSeq ${extra}`;
  return `${arm('partner_id = @partnerId')} UNION ALL ${arm('partner_id IS NULL')} ORDER BY seq LIMIT @limit`;
}

/** The SQL of the outbox's reads, by name: test/storage/query-plans.test.ts checks each one's plan. */
export const EVENT_SQL = {
  after: 'SELECT * FROM events WHERE partner_id = ? AND env = ? AND seq > ? ORDER BY seq LIMIT ?',
  visibleAfter: visibleSql(),
  list: visibleSql('AND at_ms >= @fromMs'),
  listByName: visibleSql('AND at_ms >= @fromMs AND event = @event'),
  firstAtOrAfterSeq: 'SELECT seq, at_ms AS atMs FROM events WHERE seq >= ? ORDER BY seq LIMIT 1',
  bounds: 'SELECT (SELECT MIN(seq) FROM events) AS low, (SELECT MAX(seq) FROM events) AS high',
} as const;

export class EventStore {
  private readonly nextSeqStmt;
  private readonly visibleAfterStmt;
  private readonly listStmt;
  private readonly listByNameStmt;
  private readonly byIdStmt;
  private readonly firstAtOrAfterSeqStmt;
  private readonly boundsStmt;
  private readonly maxSeqStmt;
  private readonly insertStmt;
  private readonly restateStmt;
  private readonly afterStmt;
  private next: number | null = null;
  private memoryOpen = false;
  /**
   * Inside an engine batch, the running command's events wait here and are written by one multi-row
   * INSERT when the command ends (flushCommand, in its savepoint): a top-up emits two. Any read through
   * this store writes them first, so the command reads its own events; a rollback forgets them.
   */
  private held: { readonly event: StoredEvent; readonly journalSeq: number }[] = [];
  private readonly heldInsert: BatchedInsert;

  constructor(db: Db) {
    this.nextSeqStmt = db.prepare<[], number>('SELECT COALESCE(MAX(seq), 0) + 1 FROM events').pluck();
    this.insertStmt = db.prepare(
      `INSERT INTO events (seq, event_id, env, partner_id, event, at_ms, envelope, journal_seq)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.afterStmt = db.prepare<[string, string, number, number], EventRow>(EVENT_SQL.after);
    this.visibleAfterStmt = db.prepare<[object], EventRow>(EVENT_SQL.visibleAfter);
    this.listStmt = db.prepare<[object], EventRow>(EVENT_SQL.list);
    this.listByNameStmt = db.prepare<[object], EventRow>(EVENT_SQL.listByName);
    this.byIdStmt = db.prepare<[string], EventRow>('SELECT * FROM events WHERE event_id = ?');
    this.firstAtOrAfterSeqStmt = db.prepare<[number], { seq: number; atMs: number }>(EVENT_SQL.firstAtOrAfterSeq);
    this.boundsStmt = db.prepare<[], { low: number | null; high: number | null }>(EVENT_SQL.bounds);
    this.maxSeqStmt = db.prepare<[], number>('SELECT COALESCE(MAX(seq), 0) FROM events').pluck();
    this.restateStmt = db.prepare('UPDATE events SET envelope = ? WHERE seq = ?');
    this.heldInsert = new BatchedInsert(db, 'INSERT INTO events (seq, event_id, env, partner_id, event, at_ms, envelope, journal_seq)', 8);
  }

  /** Writes the running command's held events (the engine calls it when the command's handler is done). */
  flushCommand(): void {
    if (this.held.length === 0) return;
    const held = this.held;
    this.held = [];
    for (const { event: e, journalSeq } of held) {
      this.heldInsert.add([e.seq, e.eventId, e.env, e.partnerId, e.event, e.atMs, JSON.stringify(e.envelope), journalSeq]);
    }
    this.heldInsert.flush();
  }

  /**
   * Rewrites the envelope of an event inserted earlier in the same step (an order event learns its
   * execution report's id from the projection that runs after the machine emitted it).
   */
  restate(e: StoredEvent): void {
    // A held event is serialised when written, from the envelope the caller has just changed.
    if (this.held.some((h) => h.event.seq === e.seq)) return;
    this.restateStmt.run(JSON.stringify(e.envelope), e.seq);
  }

  /**
   * The next outbox sequence. While the engine runs a batch (between openMemory() and closeMemory()) it
   * is read once and then counted in memory: every insert goes through here, and the engine calls
   * forgetSequence() when a command's savepoint rolls back, so a rolled-back number is read afresh and
   * reused, as before. Outside a batch every call asks SQLite.
   */
  nextSeq(): number {
    if (this.next !== null) return this.next;
    const next = this.nextSeqStmt.get() ?? 0;
    if (this.memoryOpen) this.next = next;
    return next;
  }

  insert(e: StoredEvent, journalSeq: number): void {
    if (this.memoryOpen) {
      this.held.push({ event: e, journalSeq });
      this.next = e.seq + 1;
      return;
    }
    this.insertStmt.run(e.seq, e.eventId, e.env, e.partnerId, e.event, e.atMs, JSON.stringify(e.envelope), journalSeq);
  }

  /** A command's savepoint rolled back: its number is read afresh, its held events are gone. */
  forgetSequence(): void {
    this.next = null;
    this.held = [];
  }

  openMemory(): void {
    this.memoryOpen = true;
  }

  closeMemory(): void {
    this.memoryOpen = false;
    this.next = null;
    this.held = [];
  }

  after(partnerId: string, env: string, afterSeq: number, limit: number): StoredEvent[] {
    this.flushCommand();
    return this.afterStmt.all(partnerId, env, afterSeq, limit).map(fromRow);
  }

  /** Every event the scope may see after a seq, in emission order (the /stream replay). */
  visibleAfter(scope: EventScope, afterSeq: number, limit: number): StoredEvent[] {
    this.flushCommand();
    return this.visibleAfterStmt.all({ ...scope, afterSeq, limit }).map(fromRow);
  }

  /** One page of the scope's retained events, oldest first (GET /events). */
  list(scope: EventScope, q: EventListQuery): StoredEvent[] {
    this.flushCommand();
    const params = { ...scope, afterSeq: Math.max(q.afterSeq, this.firstSeqAtOrAfter(q.fromMs) - 1), fromMs: q.fromMs, limit: q.limit };
    const rows = q.event === undefined ? this.listStmt.all(params) : this.listByNameStmt.all({ ...params, event: q.event });
    return rows.map(fromRow);
  }

  /** An event by id, only if the scope may see it. */
  visibleById(scope: EventScope, eventId: string): StoredEvent | null {
    this.flushCommand();
    const row = this.byIdStmt.get(eventId);
    if (!row || row.env !== scope.env || (row.partner_id !== null && row.partner_id !== scope.partnerId)) return null;
    return fromRow(row);
  }

  exists(eventId: string): boolean {
    this.flushCommand();
    return this.byIdStmt.get(eventId) !== undefined;
  }

  /** The oldest retained event the scope may see, if any. */
  oldestRetained(scope: EventScope, fromMs: number): StoredEvent | null {
    const [first] = this.list(scope, { afterSeq: 0, fromMs, limit: 1 });
    return first ?? null;
  }

  /**
   * Whether an event the scope would have to see after `afterSeq` has already left the retention window:
   * events are stamped in emission order (the engine never stamps a batch before the journal's head), so
   * that is whether the first such event is older than the window.
   */
  expiredAfter(scope: EventScope, afterSeq: number, fromMs: number): boolean {
    const [first] = this.visibleAfter(scope, afterSeq, 1);
    return first !== undefined && first.atMs < fromMs;
  }

  /**
   * The lowest seq of an event stamped at or after `atMs` (one above the highest seq when none is): a
   * binary search over seq, since `at_ms` never decreases as seq grows. A list starts there instead of
   * reading every event older than its window.
   */
  firstSeqAtOrAfter(atMs: number): number {
    const bounds = this.boundsStmt.get();
    if (bounds === undefined || bounds.low === null || bounds.high === null) return 1;
    let low = bounds.low;
    let high = bounds.high + 1;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      const found = this.firstAtOrAfterSeqStmt.get(middle);
      if (found && found.atMs < atMs) low = found.seq + 1;
      else high = middle;
    }
    return low;
  }

  maxSeq(): number {
    this.flushCommand();
    return this.maxSeqStmt.get() ?? 0;
  }
}
