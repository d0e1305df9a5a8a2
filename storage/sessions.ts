/**
 * Portal sessions: which organization member a session token was issued to. The token is an `api_keys`
 * row of kind `oauth` (hash, expiry, status); this row names its holder.
 */
import type { Db } from './db.ts';
import type { Env } from './types.ts';

export interface PortalSessionRecord {
  readonly id: string;
  readonly keyId: string;
  readonly partnerId: string;
  readonly env: Env;
  readonly memberSub: string;
  readonly memberEmail: string;
  readonly memberRole: string;
  readonly createdAtMs: number;
}

interface Row {
  id: string;
  key_id: string;
  partner_id: string;
  env: Env;
  member_sub: string;
  member_email: string;
  member_role: string;
  created_at_ms: number;
}

const fromRow = (r: Row): PortalSessionRecord => ({
  id: r.id,
  keyId: r.key_id,
  partnerId: r.partner_id,
  env: r.env,
  memberSub: r.member_sub,
  memberEmail: r.member_email,
  memberRole: r.member_role,
  createdAtMs: r.created_at_ms,
});

export class PortalSessionStore {
  private readonly insertStmt;
  private readonly byIdStmt;
  private readonly byKeyIdStmt;

  constructor(db: Db) {
    this.insertStmt = db.prepare(
      `INSERT INTO portal_sessions (id, key_id, partner_id, env, member_sub, member_email, member_role, created_at_ms)
       VALUES (@id, @keyId, @partnerId, @env, @memberSub, @memberEmail, @memberRole, @createdAtMs)`,
    );
    this.byIdStmt = db.prepare('SELECT * FROM portal_sessions WHERE id = ?');
    this.byKeyIdStmt = db.prepare('SELECT * FROM portal_sessions WHERE key_id = ?');
  }

  insert(s: PortalSessionRecord): void {
    this.insertStmt.run(s);
  }

  byId(id: string): PortalSessionRecord | undefined {
    const r = this.byIdStmt.get(id) as Row | undefined;
    return r ? fromRow(r) : undefined;
  }

  byKeyId(keyId: string): PortalSessionRecord | undefined {
    const r = this.byKeyIdStmt.get(keyId) as Row | undefined;
    return r ? fromRow(r) : undefined;
  }
}
