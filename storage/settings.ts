/** Small durable key/value settings (virtual clock position, maintenance mode, cursor secret). */
import type { Db } from './db.ts';

export class SettingsStore {
  private readonly getStmt;
  private readonly putStmt;

  constructor(db: Db) {
    this.getStmt = db.prepare('SELECT value FROM settings WHERE key = ?').pluck();
    this.putStmt = db.prepare(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    );
  }

  get<T>(key: string): T | undefined {
    const raw = this.getStmt.get(key) as string | undefined;
    return raw === undefined ? undefined : (JSON.parse(raw) as T);
  }

  put(key: string, value: unknown): void {
    this.putStmt.run(key, JSON.stringify(value));
  }
}
