/** The partner's own security policy: one row per partner environment, written by `security.patch`. */
import type { Db } from './db.ts';
import type { Env } from './types.ts';
import { storedJson } from './stored-json.ts';

/** Rows remembered at most; beyond that the memory starts over (it only saves reads). */
const COMMITTED_LIMIT = 10_000;

export interface SecurityPolicyRow {
  readonly env: Env;
  readonly partnerId: string;
  /** The policy as the engine shapes it (engine/security/policy.ts), stored as JSON. */
  readonly policy: unknown;
  readonly updatedAtMs: number;
}

interface Row {
  env: Env;
  partner_id: string;
  policy: string;
  updated_at_ms: number;
}

export class SecurityPolicyStore {
  private readonly getStmt;
  private readonly putStmt;
  /**
   * Committed rows: every API-key request reads its partner's policy. Filled only outside a
   * transaction (never a value a rollback could undo) and cleared by every write.
   */
  private readonly committed = new Map<string, SecurityPolicyRow | undefined>();

  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
    this.getStmt = db.prepare<[string, string], Row>('SELECT * FROM partner_security WHERE env = ? AND partner_id = ?');
    this.putStmt = db.prepare(
      `INSERT INTO partner_security (env, partner_id, policy, updated_at_ms) VALUES (@env, @partnerId, @policy, @updatedAtMs)
       ON CONFLICT (env, partner_id) DO UPDATE SET policy = excluded.policy, updated_at_ms = excluded.updated_at_ms`,
    );
  }

  get(env: Env, partnerId: string): SecurityPolicyRow | undefined {
    const key = `${env}:${partnerId}`;
    if (this.committed.has(key)) return this.committed.get(key);
    const r = this.getStmt.get(env, partnerId);
    const record = r ? Object.freeze({ env: r.env, partnerId: r.partner_id, policy: storedJson<unknown>(r.policy), updatedAtMs: r.updated_at_ms }) : undefined;
    if (!this.db.inTransaction) {
      if (this.committed.size >= COMMITTED_LIMIT) this.committed.clear();
      this.committed.set(key, record);
    }
    return record;
  }

  put(row: SecurityPolicyRow): void {
    this.committed.clear();
    this.putStmt.run({ env: row.env, partnerId: row.partnerId, policy: JSON.stringify(row.policy), updatedAtMs: row.updatedAtMs });
  }
}
