/** Small durable key/value settings (virtual clock position, maintenance mode, cursor secret). */
import type { Db } from './db.ts';

export class SettingsStore {
  private readonly getStmt;
  private readonly putStmt;
  /**
   * Committed raw values: maintenance is read on every request. Filled only outside a transaction (so
   * it never holds a value a rollback could undo) and cleared by every write.
   */
  private readonly committed = new Map<string, string | undefined>();

  constructor(private readonly db: Db) {
    this.getStmt = db.prepare('SELECT value FROM settings WHERE key = ?').pluck();
    this.putStmt = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  }

  get<T>(key: string): T | undefined {
    let raw: string | undefined;
    if (this.committed.has(key)) raw = this.committed.get(key);
    else {
      raw = this.getStmt.get(key) as string | undefined;
      if (!this.db.inTransaction) this.committed.set(key, raw);
    }
    return raw === undefined ? undefined : (JSON.parse(raw) as T);
  }

  put(key: string, value: unknown): void {
    this.committed.clear();
    this.putStmt.run(key, JSON.stringify(value));
  }
}
