/**
 * "Last used" per API key: operational metadata, not domain state, so it is written outside journaled
 * commands and lives in `api_key_usage`, apart from the replayed `api_keys`. Every authenticated request
 * touches its key, so the hot path only updates memory; a key's row is written when it was last
 * written a minute or more ago (service clock), which bounds the writes to one per key per minute and
 * the loss on a crash to the last minute of use.
 */
import type { Db } from './db.ts';

/** A key's row is rewritten at most this often (service-clock time). */
export const USAGE_PERSIST_INTERVAL_MS = 60_000;
/** Keys remembered in memory; beyond that the memory starts over (it is a cache of the table). */
const REMEMBERED_KEYS_LIMIT = 10_000;

interface Usage {
  lastUsedAtMs: number;
  persistedAtMs: number;
}

export class KeyUsageStore {
  private readonly upsertStmt;
  private readonly getStmt;
  private readonly recent = new Map<string, Usage>();

  constructor(private readonly db: Db) {
    this.upsertStmt = db.prepare(
      `INSERT INTO api_key_usage (key_id, last_used_at_ms) VALUES (?, ?)
       ON CONFLICT (key_id) DO UPDATE SET last_used_at_ms = MAX(last_used_at_ms, excluded.last_used_at_ms)`,
    );
    this.getStmt = db.prepare('SELECT last_used_at_ms FROM api_key_usage WHERE key_id = ?').pluck();
  }

  /** Records a use of the key at `atMs`; writes its row only when the stored one is a minute old. */
  touch(keyId: string, atMs: number): void {
    let usage = this.recent.get(keyId);
    if (usage) usage.lastUsedAtMs = Math.max(usage.lastUsedAtMs, atMs);
    else {
      if (this.recent.size >= REMEMBERED_KEYS_LIMIT) this.recent.clear();
      usage = { lastUsedAtMs: atMs, persistedAtMs: Number.NEGATIVE_INFINITY };
      this.recent.set(keyId, usage);
    }
    // Never inside a command's transaction: a rollback would take the row with it.
    if (atMs - usage.persistedAtMs < USAGE_PERSIST_INTERVAL_MS || this.db.inTransaction) return;
    this.upsertStmt.run(keyId, usage.lastUsedAtMs);
    usage.persistedAtMs = atMs;
  }

  /** The latest known use: memory first (newer than the table by up to a minute), then the table. */
  lastUsedAtMs(keyId: string): number | null {
    const usage = this.recent.get(keyId);
    if (usage) return usage.lastUsedAtMs;
    return (this.getStmt.get(keyId) as number | undefined) ?? null;
  }
}
