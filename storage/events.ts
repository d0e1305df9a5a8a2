/** The outbox: every emitted event with its envelope, in emission order. */
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

export class EventStore {
  private readonly nextSeqStmt;
  private readonly insertStmt;
  private readonly afterStmt;
  private next: number | null = null;
  private memoryOpen = false;

  constructor(db: Db) {
    this.nextSeqStmt = db.prepare('SELECT COALESCE(MAX(seq), 0) + 1 FROM events').pluck();
    this.insertStmt = db.prepare(
      `INSERT INTO events (seq, event_id, env, partner_id, event, at_ms, envelope, journal_seq)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.afterStmt = db.prepare(
      'SELECT * FROM events WHERE partner_id = ? AND env = ? AND seq > ? ORDER BY seq LIMIT ?',
    );
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
    this.insertStmt.run(e.seq, e.eventId, e.env, e.partnerId, e.event, e.atMs, JSON.stringify(e.envelope), journalSeq);
    if (this.memoryOpen) this.next = e.seq + 1;
  }

  forgetSequence(): void {
    this.next = null;
  }

  openMemory(): void {
    this.memoryOpen = true;
  }

  closeMemory(): void {
    this.memoryOpen = false;
    this.next = null;
  }

  after(partnerId: string, env: string, afterSeq: number, limit: number): StoredEvent[] {
    return (this.afterStmt.all(partnerId, env, afterSeq, limit) as EventRow[]).map(fromRow);
  }
}
