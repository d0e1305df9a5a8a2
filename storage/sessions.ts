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
  /** The role at opening (the role in force is the member's, read on every request). */
  readonly memberRole: string;
  /** Null on sessions opened before organisations had members (all of them the owner's). */
  readonly memberId: string | null;
  readonly createdAtMs: number;
}

/** A session whose token is still usable, with the token's expiry. */
export interface ActiveSessionRecord extends PortalSessionRecord {
  readonly expiresAtMs: number;
}

interface Row {
  id: string;
  key_id: string;
  partner_id: string;
  env: Env;
  member_sub: string;
  member_email: string;
  member_role: string;
  member_id: string | null;
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
  memberId: r.member_id,
  createdAtMs: r.created_at_ms,
});

const ACTIVE = `SELECT s.*, k.expires_at_ms FROM portal_sessions s JOIN api_keys k ON k.id = s.key_id
  WHERE k.status = 'active' AND k.expires_at_ms > @nowMs`;

export class PortalSessionStore {
  private readonly insertStmt;
  private readonly byIdStmt;
  private readonly byKeyIdStmt;
  private readonly activeForPartnerStmt;
  private readonly activeForMemberStmt;

  constructor(db: Db) {
    this.insertStmt = db.prepare(
      `INSERT INTO portal_sessions (id, key_id, partner_id, env, member_sub, member_email, member_role, member_id, created_at_ms)
       VALUES (@id, @keyId, @partnerId, @env, @memberSub, @memberEmail, @memberRole, @memberId, @createdAtMs)`,
    );
    this.byIdStmt = db.prepare<[string], Row>('SELECT * FROM portal_sessions WHERE id = ?');
    this.byKeyIdStmt = db.prepare<[string], Row>('SELECT * FROM portal_sessions WHERE key_id = ?');
    this.activeForPartnerStmt = db.prepare<[object], Row & { expires_at_ms: number }>(
      `${ACTIVE} AND s.partner_id = @partnerId AND s.env = @env AND (s.created_at_ms, s.id) > (@afterMs, @afterId)
       ORDER BY s.created_at_ms, s.id LIMIT @limit`,
    );
    this.activeForMemberStmt = db.prepare<[object], Row & { expires_at_ms: number }>(`${ACTIVE} AND s.member_id = @memberId ORDER BY s.created_at_ms, s.id`);
  }

  insert(s: PortalSessionRecord): void {
    this.insertStmt.run(s);
  }

  byId(id: string): PortalSessionRecord | undefined {
    const r = this.byIdStmt.get(id);
    return r ? fromRow(r) : undefined;
  }

  byKeyId(keyId: string): PortalSessionRecord | undefined {
    const r = this.byKeyIdStmt.get(keyId);
    return r ? fromRow(r) : undefined;
  }

  /** The organisation's usable sessions in an environment, oldest first, after the (createdAtMs, id) cursor. */
  activeForPartner(q: { partnerId: string; env: Env; nowMs: number; afterMs: number; afterId: string; limit: number }): ActiveSessionRecord[] {
    return this.activeForPartnerStmt.all(q).map((r) => ({ ...fromRow(r), expiresAtMs: r.expires_at_ms }));
  }

  /** A member's usable sessions (ended at once when the member is removed). */
  activeForMember(memberId: string, nowMs: number): ActiveSessionRecord[] {
    return this.activeForMemberStmt.all({ memberId, nowMs }).map((r) => ({
      ...fromRow(r),
      expiresAtMs: r.expires_at_ms,
    }));
  }
}
