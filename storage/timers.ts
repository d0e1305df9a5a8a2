/** Durable timers: absolute deadlines for actors, fired by the engine in due order. */
import type { Db } from './db.ts';

export interface TimerRecord {
  readonly id: string;
  readonly dueAtMs: number;
  readonly actorKind: string;
  readonly actorId: string;
  readonly event: string;
}

export class TimerStore {
  private readonly putStmt;
  private readonly deleteStmt;
  private readonly getStmt;
  private readonly nextStmt;
  private readonly countStmt;

  constructor(db: Db) {
    this.putStmt = db.prepare(
      `INSERT INTO timers (id, due_at_ms, actor_kind, actor_id, event) VALUES (@id, @dueAtMs, @actorKind, @actorId, @event)
       ON CONFLICT (id) DO UPDATE SET due_at_ms = excluded.due_at_ms, event = excluded.event`,
    );
    this.deleteStmt = db.prepare('DELETE FROM timers WHERE id = ?');
    this.getStmt = db.prepare(
      'SELECT id, due_at_ms AS dueAtMs, actor_kind AS actorKind, actor_id AS actorId, event FROM timers WHERE id = ?',
    );
    this.nextStmt = db.prepare(
      'SELECT id, due_at_ms AS dueAtMs, actor_kind AS actorKind, actor_id AS actorId, event FROM timers ORDER BY due_at_ms, id LIMIT 1',
    );
    this.countStmt = db.prepare('SELECT COUNT(*) FROM timers').pluck();
  }

  put(t: TimerRecord): void {
    this.putStmt.run(t);
  }

  delete(id: string): void {
    this.deleteStmt.run(id);
  }

  get(id: string): TimerRecord | undefined {
    return this.getStmt.get(id) as TimerRecord | undefined;
  }

  /** The earliest pending timer, whatever its due time. */
  next(): TimerRecord | undefined {
    return this.nextStmt.get() as TimerRecord | undefined;
  }

  count(): number {
    return this.countStmt.get() as number;
  }
}
