/**
 * "Last used" per API key: operational metadata, not domain state, so it is written outside journaled
 * commands and lives in `api_key_usage`, apart from the replayed `api_keys`. Every authenticated request
 * touches its key, so the hot path only updates memory; the keys used since the last write are written
 * together, in one transaction (one fsync however many keys), by the first request a minute or more
 * after the last write (service clock). That bounds each key's writes to one per minute and the loss
 * on a crash to the last minute of use.
 */
import type { Db } from './db.ts';

/** A key's row is rewritten at most this often (service-clock time). */
export const USAGE_PERSIST_INTERVAL_MS = 60_000;
/** Keys remembered in memory; beyond that they are written and the memory starts over (it is a cache of the table). */
const REMEMBERED_KEYS_LIMIT = 10_000;

export class KeyUsageStore {
  private readonly upsertStmt;
  private readonly getStmt;
  private readonly recent = new Map<string, number>();
  /** Keys used since the last write. */
  private readonly unwritten = new Set<string>();
  private lastWriteAtMs = Number.NEGATIVE_INFINITY;
  private readonly writeUnwritten: () => void;

  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
    this.upsertStmt = db.prepare(
      `INSERT INTO api_key_usage (key_id, last_used_at_ms) VALUES (?, ?)
       ON CONFLICT (key_id) DO UPDATE SET last_used_at_ms = MAX(last_used_at_ms, excluded.last_used_at_ms)`,
    );
    this.getStmt = db.prepare<[string], number>('SELECT last_used_at_ms FROM api_key_usage WHERE key_id = ?').pluck();
    this.writeUnwritten = db.transaction(() => {
      for (const keyId of this.unwritten) this.upsertStmt.run(keyId, this.recent.get(keyId));
      this.unwritten.clear();
    });
  }

  /** Records a use of the key at `atMs`; writes every unwritten use when the last write is a minute old. */
  touch(keyId: string, atMs: number): void {
    this.recent.set(keyId, Math.max(this.recent.get(keyId) ?? atMs, atMs));
    this.unwritten.add(keyId);
    const full = this.recent.size > REMEMBERED_KEYS_LIMIT;
    // Never inside a command's transaction: a rollback would take the rows with it.
    // The interval first: asking the connection whether it is in a transaction is a native call, on every request.
    if ((!full && atMs - this.lastWriteAtMs < USAGE_PERSIST_INTERVAL_MS) || this.db.inTransaction) return;
    this.lastWriteAtMs = atMs;
    try {
      this.writeUnwritten();
    } catch {
      // Best effort (disk full, I/O error): the uses stay unwritten in memory for the next attempt, a minute
      // on. Last-used bookkeeping must never fail the request that happened to trigger its write.
      return;
    }
    if (full) this.recent.clear();
  }

  /** The latest known use: memory first (newer than the table by up to a minute), then the table. */
  lastUsedAtMs(keyId: string): number | null {
    const recent = this.recent.get(keyId);
    if (recent !== undefined) return recent;
    return this.getStmt.get(keyId) ?? null;
  }
}
