/**
 * The replay store of signed requests: each accepted signature until its window closes. Rows are written
 * one at a time, outside any command transaction, and durable before the request goes on, so a restart
 * does not reopen a replay window. Expired rows are pruned by the service clock, at most once a minute.
 */
import type { Db } from './db.ts';

/** How often (service-clock time) expired signatures are deleted. */
const PRUNE_INTERVAL_MS = 60_000;

export class RequestSignatureStore {
  private readonly insertStmt;
  private readonly pruneStmt;
  private nextPruneAtMs = 0;

  constructor(db: Db) {
    this.insertStmt = db.prepare('INSERT OR IGNORE INTO request_signatures (signature, expires_at_ms) VALUES (?, ?)');
    this.pruneStmt = db.prepare('DELETE FROM request_signatures WHERE expires_at_ms <= ?');
  }

  /** Records an accepted signature; false (and nothing written) if it was recorded before: a replay. */
  claim(signatureHex: string, expiresAtMs: number, nowMs: number): boolean {
    if (nowMs >= this.nextPruneAtMs) {
      this.pruneStmt.run(nowMs);
      this.nextPruneAtMs = nowMs + PRUNE_INTERVAL_MS;
    }
    return this.insertStmt.run(signatureHex, expiresAtMs).changes === 1;
  }
}
