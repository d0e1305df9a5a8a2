/** The outbox: every emitted event with its envelope, in emission order. */
import { BatchedInsert } from './batched-insert.ts';
import type { Db } from './db.ts';

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
    envelope: JSON.parse(r.envelope) as Record<string, unknown>,
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

const VISIBLE = '(partner_id = @partnerId OR partner_id IS NULL) AND env = @env';

export class EventStore {
  private readonly nextSeqStmt;
  private readonly visibleAfterStmt;
  private readonly listStmt;
  private readonly listByNameStmt;
  private readonly byIdStmt;
  private readonly oldestStmt;
  private readonly expiredAfterStmt;
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
    this.nextSeqStmt = db.prepare('SELECT COALESCE(MAX(seq), 0) + 1 FROM events').pluck();
    this.insertStmt = db.prepare(
      `INSERT INTO events (seq, event_id, env, partner_id, event, at_ms, envelope, journal_seq)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.afterStmt = db.prepare('SELECT * FROM events WHERE partner_id = ? AND env = ? AND seq > ? ORDER BY seq LIMIT ?');
    this.visibleAfterStmt = db.prepare(`SELECT * FROM events WHERE ${VISIBLE} AND seq > @afterSeq ORDER BY seq LIMIT @limit`);
    const list = `SELECT * FROM events WHERE ${VISIBLE} AND seq > @afterSeq AND at_ms >= @fromMs`;
    this.listStmt = db.prepare(`${list} ORDER BY seq LIMIT @limit`);
    this.listByNameStmt = db.prepare(`${list} AND event = @event ORDER BY seq LIMIT @limit`);
    this.byIdStmt = db.prepare('SELECT * FROM events WHERE event_id = ?');
    this.oldestStmt = db.prepare(`SELECT * FROM events WHERE ${VISIBLE} AND at_ms >= @fromMs ORDER BY seq LIMIT 1`);
    this.expiredAfterStmt = db.prepare(`SELECT EXISTS (SELECT 1 FROM events WHERE ${VISIBLE} AND seq > @afterSeq AND at_ms < @fromMs)`).pluck();
    this.maxSeqStmt = db.prepare('SELECT COALESCE(MAX(seq), 0) FROM events').pluck();
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
   * execution report's id from the projection that runs after the machine emitted it, issue 13).
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
    const next = this.nextSeqStmt.get() as number;
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
    return (this.afterStmt.all(partnerId, env, afterSeq, limit) as EventRow[]).map(fromRow);
  }

  /** Every event the scope may see after a seq, in emission order (the /stream replay). */
  visibleAfter(scope: EventScope, afterSeq: number, limit: number): StoredEvent[] {
    this.flushCommand();
    return (this.visibleAfterStmt.all({ ...scope, afterSeq, limit }) as EventRow[]).map(fromRow);
  }

  /** One page of the scope's retained events, oldest first (GET /events). */
  list(scope: EventScope, q: EventListQuery): StoredEvent[] {
    this.flushCommand();
    const params = { ...scope, afterSeq: q.afterSeq, fromMs: q.fromMs, limit: q.limit };
    const rows = q.event === undefined ? this.listStmt.all(params) : this.listByNameStmt.all({ ...params, event: q.event });
    return (rows as EventRow[]).map(fromRow);
  }

  /** An event by id, only if the scope may see it. */
  visibleById(scope: EventScope, eventId: string): StoredEvent | null {
    this.flushCommand();
    const row = this.byIdStmt.get(eventId) as EventRow | undefined;
    if (!row || row.env !== scope.env || (row.partner_id !== null && row.partner_id !== scope.partnerId)) return null;
    return fromRow(row);
  }

  exists(eventId: string): boolean {
    this.flushCommand();
    return this.byIdStmt.get(eventId) !== undefined;
  }

  /** The oldest retained event the scope may see, if any. */
  oldestRetained(scope: EventScope, fromMs: number): StoredEvent | null {
    this.flushCommand();
    const row = this.oldestStmt.get({ ...scope, fromMs }) as EventRow | undefined;
    return row ? fromRow(row) : null;
  }

  /** Whether an event the scope would have to see after `afterSeq` has already left the retention window. */
  expiredAfter(scope: EventScope, afterSeq: number, fromMs: number): boolean {
    this.flushCommand();
    return this.expiredAfterStmt.get({ ...scope, afterSeq, fromMs }) === 1;
  }

  maxSeq(): number {
    this.flushCommand();
    return this.maxSeqStmt.get() as number;
  }
}
