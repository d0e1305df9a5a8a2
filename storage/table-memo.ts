/**
 * Reads the writer remembers between batches: rows almost every command of a path reads and
 * almost none writes (active webhook registrations for every event's fan-out, a partner's settings for
 * every master-wallet movement, a symbol's suspension and the exchange closures for every quote and
 * trade), kept in memory on the writer's connection instead of
 * one SELECT each time.
 *
 * Invalidation comes from SQLite itself: TEMP triggers on the memo's table (insert, update, delete) call a
 * function that clears the memo, so every write on this connection forgets it, whoever makes it (a
 * command, a sandbox reset's generic wipe, a replayed entry). A write rolled back after a read cached it
 * would leave the memo ahead of the database, so the engine also forgets every memo of the connection
 * whenever a command or a batch rolls back (`forgetTableMemos`, from engine.ts `forgetWriterMemory`). The
 * read-only connection never uses one (no trigger sees the writer's writes there): the stores build a
 * memo only on a connection that can write.
 */
import type { Db } from './db.ts';

interface Forgetful {
  forget(): void;
}

/** Every memo of a connection, by table: one SQL function per table and connection clears that table's memos. */
const memosOf = new WeakMap<Db, Map<string, Set<Forgetful>>>();

function watch(db: Db, table: string, memo: Forgetful): void {
  let tables = memosOf.get(db);
  if (!tables) memosOf.set(db, (tables = new Map()));
  let memos = tables.get(table);
  if (!memos) {
    const registered = new Set<Forgetful>();
    memos = registered;
    tables.set(table, registered);
    const changed = `${table}_memo_changed`;
    db.function(changed, { deterministic: false }, () => {
      for (const m of registered) m.forget();
      return null;
    });
    // TEMP: on this connection only, never in the database file (no migration, no other reader affected).
    for (const op of ['INSERT', 'UPDATE', 'DELETE']) {
      db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS ${changed}_${op.toLowerCase()} AFTER ${op} ON main.${table} BEGIN SELECT ${changed}(); END`);
    }
  }
  memos.add(memo);
}

/** A command or a batch on `db` rolled back: every memo of the connection forgets what it read. */
export function forgetTableMemos(db: Db): void {
  for (const memos of memosOf.get(db)?.values() ?? []) for (const m of memos) m.forget();
}

/** Read results of one table by key, valid until the table's next write or rollback on this connection. */
export class TableMemo<T> {
  private readonly entries = new Map<string, T>();

  /** `limit`: entries kept at most; beyond it the memo starts over (it only saves reads). */
  private readonly limit: number;
  constructor(db: Db, table: string, limit = 10_000) {
    this.limit = limit;
    watch(db, table, this);
  }

  /** The value for `key`, read with `read` only when no write on this connection happened since it was last read. */
  get(key: string, read: () => T): T {
    if (this.entries.has(key)) return this.entries.get(key) as T;
    const value = read();
    if (this.entries.size >= this.limit) this.entries.clear();
    this.entries.set(key, value);
    return value;
  }

  forget(): void {
    this.entries.clear();
  }
}
