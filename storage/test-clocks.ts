/**
 * Sandbox test clocks (migration 041): each a partner's own clock, frozen at an instant and moved only by
 * its advance commands; and the binding of actors to the clock they run on.
 */
import type { Db } from './db.ts';

/** ready: at rest; advancing: an advance is firing what falls due on its way; deleted: stopped for good. */
export type TestClockStatus = 'ready' | 'advancing' | 'deleted';

export interface TestClockRecord {
  readonly id: string;
  readonly env: string;
  readonly partnerId: string;
  readonly name: string | null;
  readonly frozenTimeMs: number;
  readonly status: TestClockStatus;
  readonly createdAtMs: number;
  readonly deletedAtMs: number | null;
}

const COLUMNS = 'id, env, partner_id AS partnerId, name, frozen_time_ms AS frozenTimeMs, status, created_at_ms AS createdAtMs, deleted_at_ms AS deletedAtMs';

/** Whether any actor is bound to a test clock: until one is, no lookup is needed (most requests, every production one). */
export interface BindingPresence {
  any: boolean;
}

export class TestClockStore {
  private readonly insertStmt;
  private readonly getStmt;
  private readonly listStmt;
  private readonly countStmt;
  private readonly moveStmt;
  private readonly readyStmt;
  private readonly boundStmt;
  private readonly deleteStmt;
  private readonly bindStmt;
  private readonly bindingStmt;

  /** Shared with the read connection's store (storage/stores.ts); set by `bind`, never unset (bindings are kept). */
  readonly presence: BindingPresence;

  constructor(db: Db, presence?: BindingPresence) {
    this.insertStmt = db.prepare(
      `INSERT INTO test_clocks (id, env, partner_id, name, frozen_time_ms, status, created_at_ms, deleted_at_ms)
       VALUES (@id, @env, @partnerId, @name, @frozenTimeMs, @status, @createdAtMs, @deletedAtMs)`,
    );
    this.getStmt = db.prepare<[string], TestClockRecord>(`SELECT ${COLUMNS} FROM test_clocks WHERE id = ?`);
    this.listStmt = db.prepare<[string, string, string, number], TestClockRecord>(
      `SELECT ${COLUMNS} FROM test_clocks WHERE partner_id = ? AND env = ? AND status != 'deleted' AND id > ? ORDER BY id LIMIT ?`,
    );
    this.countStmt = db.prepare<[string, string], number>(`SELECT COUNT(*) FROM test_clocks WHERE partner_id = ? AND env = ? AND status != 'deleted'`).pluck();
    this.moveStmt = db.prepare(`UPDATE test_clocks SET frozen_time_ms = ?, status = 'advancing' WHERE id = ?`);
    this.readyStmt = db.prepare(`UPDATE test_clocks SET status = 'ready' WHERE id = ? AND status = 'advancing'`);
    this.deleteStmt = db.prepare(`UPDATE test_clocks SET status = 'deleted', deleted_at_ms = ? WHERE id = ?`);
    this.bindStmt = db.prepare('INSERT OR IGNORE INTO test_clock_bindings (actor_id, clock_id) VALUES (?, ?)');
    this.bindingStmt = db.prepare<[string], string>('SELECT clock_id FROM test_clock_bindings WHERE actor_id = ?').pluck();
    this.boundStmt = db.prepare<[string], string>('SELECT actor_id FROM test_clock_bindings WHERE clock_id = ? ORDER BY actor_id').pluck();
    this.presence = presence ?? { any: db.prepare('SELECT EXISTS (SELECT 1 FROM test_clock_bindings)').pluck().get() === 1 };
  }

  insert(c: TestClockRecord): void {
    this.insertStmt.run(c);
  }

  get(id: string): TestClockRecord | undefined {
    return this.getStmt.get(id);
  }

  /** The partner's clocks that are not deleted, by id, after the cursor `afterId`. */
  list(partnerId: string, env: string, afterId: string, limit: number): TestClockRecord[] {
    return this.listStmt.all(partnerId, env, afterId, limit);
  }

  count(partnerId: string, env: string): number {
    return this.countStmt.get(partnerId, env) ?? 0;
  }

  /** One move of an advance: the clock is `advancing` until the advance ends (markReady). */
  moveTo(id: string, frozenTimeMs: number): void {
    this.moveStmt.run(frozenTimeMs, id);
  }

  markReady(id: string): void {
    this.readyStmt.run(id);
  }

  markDeleted(id: string, atMs: number): void {
    this.deleteStmt.run(atMs, id);
  }

  /** The actor (any kind: ids are unique across kinds) runs on the clock from now on. */
  bind(actorId: string, clockId: string): void {
    this.bindStmt.run(actorId, clockId);
    // Set before the commit: a read meanwhile does one lookup more and finds nothing, which is right until the commit.
    this.presence.any = true;
  }

  /** Every actor bound to the clock (any kind), by id. */
  boundTo(clockId: string): string[] {
    return this.boundStmt.all(clockId) as string[];
  }

  /** The test clock an actor runs on, or null for the service clock. */
  clockOf(actorId: string): string | null {
    if (!this.presence.any) return null;
    return this.bindingStmt.get(actorId) ?? null;
  }
}
