/**
 * The active registrations fan-out reads for every event (issue 17, round 5), kept in memory on the
 * writer's connection between batches instead of one SELECT of every registration per incident.
 *
 * Invalidation comes from SQLite itself: TEMP triggers on `webhooks` (insert, update, delete) call a
 * function that clears the memo, so every write on this connection forgets it, whoever makes it (a
 * command, a sandbox reset's generic wipe, a replayed entry). A write rolled back after a read cached it
 * would leave the memo ahead of the database, so the engine also calls `forget()` whenever a command or
 * a batch rolls back (engine.ts `forgetWriterMemory`). The read-only connection never uses it (no trigger
 * sees the writer's writes there).
 */
import type { Db } from './db.ts';

const CHANGED = 'webhooks_active_changed';

/** Every memo of a connection: one SQL function per connection clears them all (a second store on it must not silence the first). */
const memosOf = new WeakMap<Db, Set<{ forget(): void }>>();

function watch(db: Db, memo: { forget(): void }): void {
  let memos = memosOf.get(db);
  if (!memos) {
    const registered = new Set<{ forget(): void }>();
    memos = registered;
    memosOf.set(db, registered);
    db.function(CHANGED, { deterministic: false }, () => {
      for (const m of registered) m.forget();
      return null;
    });
    // TEMP: on this connection only, never in the database file (no migration, no other reader affected).
    for (const op of ['INSERT', 'UPDATE', 'DELETE']) {
      db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS ${CHANGED}_${op.toLowerCase()} AFTER ${op} ON main.webhooks BEGIN SELECT ${CHANGED}(); END`);
    }
  }
  memos.add(memo);
}

export class ActiveWebhooksMemo<T> {
  private readonly entries = new Map<string, readonly T[]>();

  constructor(db: Db) {
    watch(db, this);
  }

  /** The list for `scope`, read with `read` only when no write on this connection happened since it was last read. */
  get(scope: string, read: () => T[]): readonly T[] {
    let list = this.entries.get(scope);
    if (list === undefined) {
      list = read();
      this.entries.set(scope, list);
    }
    return list;
  }

  /** A transaction or savepoint rolled back: what was read inside it may be gone. */
  forget(): void {
    this.entries.clear();
  }
}
