/**
 * Durable timers: absolute deadlines for actors, fired by the engine in due order. A timer whose
 * command failed is quarantined in place: it keeps its row, its deadline moves to the next automatic
 * retry, and it carries its failures for the operator (migration 015).
 */
import type { Db } from './db.ts';
import { storedJson } from './stored-json.ts';

export interface TimerRecord {
  readonly id: string;
  readonly dueAtMs: number;
  readonly actorKind: string;
  readonly actorId: string;
  readonly event: string;
  /** The sandbox test clock the deadline is on; absent or null: the service clock. */
  readonly clockId?: string | null;
}

export interface TimerFailure {
  readonly code: string;
  readonly message: string;
}

/** A timer whose command failed at least once since it was last armed. `dueAtMs` is the next retry. */
export interface QuarantinedTimer extends TimerRecord {
  readonly failedAttempts: number;
  readonly lastError: TimerFailure;
  readonly firstFailedAtMs: number;
  readonly lastFailedAtMs: number;
}

interface QuarantinedRow extends TimerRecord {
  readonly failedAttempts: number;
  readonly lastError: string;
  readonly firstFailedAtMs: number;
  readonly lastFailedAtMs: number;
}

const COLUMNS = 'id, due_at_ms AS dueAtMs, actor_kind AS actorKind, actor_id AS actorId, event, clock_id AS clockId';
const QUARANTINE_COLUMNS = `${COLUMNS}, failed_attempts AS failedAttempts, last_error AS lastError, first_failed_at_ms AS firstFailedAtMs, last_failed_at_ms AS lastFailedAtMs`;

const fromQuarantinedRow = (r: QuarantinedRow): QuarantinedTimer => ({ ...r, lastError: storedJson<TimerFailure>(r.lastError) });

export class TimerStore {
  private readonly putStmt;
  private readonly deleteStmt;
  private readonly getStmt;
  private readonly nextStmt;
  private readonly nextOnStmt;
  private readonly dueOnClocksStmt;
  private readonly countStmt;
  private readonly quarantineStmt;
  private readonly quarantinedStmt;
  private readonly quarantinedListStmt;
  private readonly quarantinedCountStmt;

  constructor(db: Db) {
    // Arming a timer again (same id) starts it afresh: whatever failed before is the old deadline's story.
    this.putStmt = db.prepare(
      `INSERT INTO timers (id, due_at_ms, actor_kind, actor_id, event, clock_id) VALUES (@id, @dueAtMs, @actorKind, @actorId, @event, @clockId)
       ON CONFLICT (id) DO UPDATE SET due_at_ms = excluded.due_at_ms, event = excluded.event, clock_id = excluded.clock_id,
         failed_attempts = 0, last_error = NULL, first_failed_at_ms = NULL, last_failed_at_ms = NULL`,
    );
    this.deleteStmt = db.prepare('DELETE FROM timers WHERE id = ?');
    this.getStmt = db.prepare<[string], TimerRecord>(`SELECT ${COLUMNS} FROM timers WHERE id = ?`);
    this.nextStmt = db.prepare<[], TimerRecord>(`SELECT ${COLUMNS} FROM timers WHERE clock_id IS NULL ORDER BY due_at_ms, id LIMIT 1`);
    this.nextOnStmt = db.prepare<[string], TimerRecord>(`SELECT ${COLUMNS} FROM timers WHERE clock_id = ? ORDER BY due_at_ms, id LIMIT 1`);
    // A clock being advanced (or deleted) is left out: its advance fires what falls due itself.
    this.dueOnClocksStmt = db.prepare<[], TimerRecord>(
      `SELECT t.id, t.due_at_ms AS dueAtMs, t.actor_kind AS actorKind, t.actor_id AS actorId, t.event, t.clock_id AS clockId
       FROM timers t JOIN test_clocks c ON c.id = t.clock_id
       WHERE c.status = 'ready' AND t.due_at_ms <= c.frozen_time_ms ORDER BY t.due_at_ms, t.id LIMIT 1`,
    );
    this.countStmt = db.prepare<[], number>('SELECT COUNT(*) FROM timers').pluck();
    this.quarantineStmt = db.prepare(
      `UPDATE timers SET due_at_ms = @retryAtMs, failed_attempts = failed_attempts + 1, last_error = @error,
         first_failed_at_ms = COALESCE(first_failed_at_ms, @atMs), last_failed_at_ms = @atMs WHERE id = @id`,
    );
    this.quarantinedStmt = db.prepare<[string], QuarantinedRow>(`SELECT ${QUARANTINE_COLUMNS} FROM timers WHERE id = ? AND failed_attempts > 0`);
    this.quarantinedListStmt = db.prepare<[string, number], QuarantinedRow>(
      `SELECT ${QUARANTINE_COLUMNS} FROM timers WHERE failed_attempts > 0 AND id > ? ORDER BY id LIMIT ?`,
    );
    this.quarantinedCountStmt = db.prepare<[], number>('SELECT COUNT(*) FROM timers WHERE failed_attempts > 0').pluck();
  }

  put(t: TimerRecord): void {
    this.putStmt.run({ id: t.id, dueAtMs: t.dueAtMs, actorKind: t.actorKind, actorId: t.actorId, event: t.event, clockId: t.clockId ?? null });
  }

  delete(id: string): void {
    this.deleteStmt.run(id);
  }

  get(id: string): TimerRecord | undefined {
    return this.getStmt.get(id);
  }

  /** The service clock's earliest pending timer, whatever its due time (a quarantined one by its next retry). */
  next(): TimerRecord | undefined {
    return this.nextStmt.get();
  }

  /** The earliest pending timer on a test clock. */
  nextOn(clockId: string): TimerRecord | undefined {
    return this.nextOnStmt.get(clockId);
  }

  /** The earliest timer due at or before its own test clock's time (a command on the clock set it there). */
  nextDueOnTestClock(): TimerRecord | undefined {
    return this.dueOnClocksStmt.get();
  }

  count(): number {
    return this.countStmt.get() ?? 0;
  }

  /** Records one more failure of the timer and moves its deadline to `retryAtMs`. */
  quarantine(id: string, failure: { error: TimerFailure; atMs: number; retryAtMs: number }): void {
    this.quarantineStmt.run({ id, error: JSON.stringify(failure.error), atMs: failure.atMs, retryAtMs: failure.retryAtMs });
  }

  quarantined(id: string): QuarantinedTimer | undefined {
    const row = this.quarantinedStmt.get(id);
    return row ? fromQuarantinedRow(row) : undefined;
  }

  /** Quarantined timers by id, after the cursor `afterId`. */
  quarantinedList(afterId: string, limit: number): QuarantinedTimer[] {
    return this.quarantinedListStmt.all(afterId, limit).map(fromQuarantinedRow);
  }

  quarantinedCount(): number {
    return this.quarantinedCountStmt.get() ?? 0;
  }
}
