/** Team members of each partner environment: the read model of the member actor. */
import type { Db } from './db.ts';
import type { Env } from './types.ts';

export type TeamMemberStatus = 'INVITED' | 'ACTIVE' | 'REMOVED';

export interface TeamMemberRecord {
  readonly seq: number;
  readonly id: string;
  readonly env: Env;
  readonly partnerId: string;
  readonly email: string;
  readonly sub: string | null;
  readonly role: string;
  readonly status: TeamMemberStatus;
  readonly invitedByMemberId: string | null;
  readonly createdAtMs: number;
  readonly joinedAtMs: number | null;
  readonly removedAtMs: number | null;
  readonly updatedAtMs: number;
}

export type TeamMemberRow = Omit<TeamMemberRecord, 'seq'>;

interface Row {
  seq: number;
  id: string;
  env: Env;
  partner_id: string;
  email: string;
  sub: string | null;
  role: string;
  status: TeamMemberStatus;
  invited_by_member_id: string | null;
  created_at_ms: number;
  joined_at_ms: number | null;
  removed_at_ms: number | null;
  updated_at_ms: number;
}

const fromRow = (r: Row): TeamMemberRecord => ({
  seq: r.seq,
  id: r.id,
  env: r.env,
  partnerId: r.partner_id,
  email: r.email,
  sub: r.sub,
  role: r.role,
  status: r.status,
  invitedByMemberId: r.invited_by_member_id,
  createdAtMs: r.created_at_ms,
  joinedAtMs: r.joined_at_ms,
  removedAtMs: r.removed_at_ms,
  updatedAtMs: r.updated_at_ms,
});

export class TeamStore {
  private readonly upsertStmt;
  private readonly byIdStmt;
  private readonly listStmt;
  private readonly countStmt;
  private readonly bySubStmt;
  private readonly invitedByEmailStmt;
  private readonly ownersStmt;
  private readonly currentByEmailStmt;

  constructor(db: Db) {
    this.upsertStmt = db.prepare(
      `INSERT INTO team_members (id, env, partner_id, email, sub, role, status, invited_by_member_id, created_at_ms, joined_at_ms,
         removed_at_ms, updated_at_ms)
       VALUES (@id, @env, @partnerId, @email, @sub, @role, @status, @invitedByMemberId, @createdAtMs, @joinedAtMs, @removedAtMs, @updatedAtMs)
       ON CONFLICT (id) DO UPDATE SET sub = excluded.sub, role = excluded.role, status = excluded.status,
         joined_at_ms = excluded.joined_at_ms, removed_at_ms = excluded.removed_at_ms, updated_at_ms = excluded.updated_at_ms`,
    );
    this.byIdStmt = db.prepare<[string], Row>('SELECT * FROM team_members WHERE id = ?');
    this.listStmt = db.prepare<[object], Row>(
      `SELECT * FROM team_members WHERE partner_id = @partnerId AND (@status IS NULL OR status = @status) AND seq > @afterSeq
       ORDER BY seq LIMIT @limit`,
    );
    this.countStmt = db.prepare<[string], number>('SELECT COUNT(*) FROM team_members WHERE partner_id = ?').pluck();
    this.bySubStmt = db.prepare<[string, string], Row>("SELECT * FROM team_members WHERE sub = ? AND env = ? AND status = 'ACTIVE' ORDER BY seq");
    this.invitedByEmailStmt = db.prepare<[string, string], Row>("SELECT * FROM team_members WHERE email = ? AND env = ? AND status = 'INVITED' ORDER BY seq");
    this.currentByEmailStmt = db.prepare<[string, string], Row>(
      "SELECT * FROM team_members WHERE partner_id = ? AND email = ? AND status != 'REMOVED' ORDER BY seq LIMIT 1",
    );
    this.ownersStmt = db.prepare<[string], Row>("SELECT * FROM team_members WHERE partner_id = ? AND role = 'owner' AND status = 'ACTIVE' ORDER BY seq");
  }

  upsert(m: TeamMemberRow): void {
    this.upsertStmt.run(m);
  }

  byId(id: string): TeamMemberRecord | undefined {
    const r = this.byIdStmt.get(id);
    return r ? fromRow(r) : undefined;
  }

  list(filter: { partnerId: string; status: TeamMemberStatus | null; afterSeq: number; limit: number }): TeamMemberRecord[] {
    return this.listStmt.all(filter).map(fromRow);
  }

  /** Whether the partner has any member row yet (the founder is added on the first session or team command). */
  hasMembers(partnerId: string): boolean {
    return (this.countStmt.get(partnerId) ?? 0) > 0;
  }

  /** The identity's active memberships in an environment, across organisations. */
  activeBySub(env: Env, sub: string): TeamMemberRecord[] {
    return this.bySubStmt.all(sub, env).map(fromRow);
  }

  /** Open invitations to an e-mail address (lower case) in an environment. */
  invitedByEmail(env: Env, email: string): TeamMemberRecord[] {
    return this.invitedByEmailStmt.all(email, env).map(fromRow);
  }

  /** The invited or active member of an organisation with this e-mail (lower case), if any. */
  currentByEmail(partnerId: string, email: string): TeamMemberRecord | undefined {
    const r = this.currentByEmailStmt.get(partnerId, email);
    return r ? fromRow(r) : undefined;
  }

  activeOwners(partnerId: string): TeamMemberRecord[] {
    return this.ownersStmt.all(partnerId).map(fromRow);
  }
}
