/** Small durable key/value settings (virtual clock position, maintenance mode, cursor secret). */
import type { Db } from './db.ts';
import { storedJson } from './stored-json.ts';

export class SettingsStore {
  private readonly getStmt;
  private readonly putStmt;
  /**
   * Committed raw values: maintenance is read on every request. Filled only outside a transaction (so
   * it never holds a value a rollback could undo) and cleared by every write.
   */
  private readonly committed = new Map<string, string | undefined>();

  /** `fixed`: values configuration sets (storage/secrets.ts); they win over the table and are never written. */
  private readonly db: Db;
  private readonly fixed: ReadonlyMap<string, string>;
  constructor(db: Db, fixed: ReadonlyMap<string, string> = new Map()) {
    this.db = db;
    this.fixed = fixed;
    this.getStmt = db.prepare<[string], string>('SELECT value FROM settings WHERE key = ?').pluck();
    this.putStmt = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  }

  get<T>(key: string): T | undefined {
    const fixed = this.fixed.get(key);
    if (fixed !== undefined) return fixed as T;
    let raw: string | undefined;
    if (this.committed.has(key)) raw = this.committed.get(key);
    else {
      raw = this.getStmt.get(key);
      if (!this.db.inTransaction) this.committed.set(key, raw);
    }
    return raw === undefined ? undefined : storedJson<T>(raw);
  }

  /** What the table itself holds for `key`, ignoring configuration (the start-up check of configured secrets). */
  stored<T>(key: string): T | undefined {
    const raw = this.getStmt.get(key);
    return raw === undefined ? undefined : storedJson<T>(raw);
  }

  put(key: string, value: unknown): void {
    if (this.fixed.has(key)) throw new Error(`the setting ${key} comes from configuration`);
    this.committed.clear();
    this.putStmt.run(key, JSON.stringify(value));
  }
}
