/** Stored responses of idempotent requests, scoped to the partner environment. */
import type { Db } from './db.ts';

export interface IdempotencyRecord {
  readonly env: string;
  readonly partnerId: string;
  readonly key: string;
  readonly fingerprint: string;
  readonly status: number;
  readonly body: unknown;
  readonly createdAtMs: number;
  readonly journalSeq: number;
}

interface Row {
  fingerprint: string;
  status: number;
  body: string;
  created_at_ms: number;
  journal_seq: number;
}

export class IdempotencyStore {
  private readonly getStmt;
  private readonly putStmt;

  constructor(db: Db) {
    this.getStmt = db.prepare(
      'SELECT fingerprint, status, body, created_at_ms, journal_seq FROM idempotency WHERE env = ? AND partner_id = ? AND key = ?',
    );
    this.putStmt = db.prepare(
      `INSERT INTO idempotency (env, partner_id, key, fingerprint, status, body, created_at_ms, journal_seq)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (env, partner_id, key) DO UPDATE SET fingerprint = excluded.fingerprint, status = excluded.status,
         body = excluded.body, created_at_ms = excluded.created_at_ms, journal_seq = excluded.journal_seq`,
    );
  }

  get(env: string, partnerId: string, key: string): IdempotencyRecord | undefined {
    const r = this.getStmt.get(env, partnerId, key) as Row | undefined;
    if (!r) return undefined;
    return {
      env,
      partnerId,
      key,
      fingerprint: r.fingerprint,
      status: r.status,
      body: JSON.parse(r.body) as unknown,
      createdAtMs: r.created_at_ms,
      journalSeq: r.journal_seq,
    };
  }

  /** Upsert: a key older than the retention window is reused by the next request that brings it. */
  put(rec: IdempotencyRecord): void {
    this.putStmt.run(rec.env, rec.partnerId, rec.key, rec.fingerprint, rec.status, JSON.stringify(rec.body), rec.createdAtMs, rec.journalSeq);
  }
}
