/** Commitments to private opportunities and the opportunities' close decisions (migration 019). */
import type { Db } from './db.ts';
import type { Env } from './types.ts';

export type CommitmentRowStatus = 'PENDING' | 'ALLOCATED' | 'REFUNDED';

export interface CommitmentRecord {
  readonly seq: number;
  readonly id: string;
  readonly env: Env;
  readonly partnerId: string;
  readonly subAccountId: string;
  readonly opportunityId: string;
  readonly amountMinor: number;
  readonly unitsMicro: number | null;
  readonly status: CommitmentRowStatus;
  readonly createdAtMs: number;
  readonly decidedAtMs: number | null;
}

interface Row {
  seq: number;
  id: string;
  env: Env;
  partner_id: string;
  sub_account_id: string;
  opportunity_id: string;
  amount_minor: number;
  units_micro: number | null;
  status: CommitmentRowStatus;
  created_at_ms: number;
  decided_at_ms: number | null;
}

const fromRow = (r: Row): CommitmentRecord => ({
  seq: r.seq,
  id: r.id,
  env: r.env,
  partnerId: r.partner_id,
  subAccountId: r.sub_account_id,
  opportunityId: r.opportunity_id,
  amountMinor: r.amount_minor,
  unitsMicro: r.units_micro,
  status: r.status,
  createdAtMs: r.created_at_ms,
  decidedAtMs: r.decided_at_ms,
});

/** An opportunity's close in one environment: the decision, the amount raised it was taken on, and how many commitments it decided. */
export interface OpportunityClose {
  readonly env: Env;
  readonly opportunityId: string;
  readonly status: 'ALLOCATED' | 'REFUNDED';
  readonly amountRaisedMinor: number;
  readonly commitments: number;
  readonly closedAtMs: number;
}

export class CommitmentStore {
  private readonly upsertStmt;
  private readonly byIdStmt;
  private readonly ownerStmt;
  private readonly pendingStmt;
  private readonly committedStmt;
  private readonly insertCloseStmt;
  private readonly closeStmt;

  constructor(db: Db) {
    this.upsertStmt = db.prepare(
      `INSERT INTO opportunity_commitments (id, env, partner_id, sub_account_id, opportunity_id, amount_minor, units_micro, status, created_at_ms, decided_at_ms)
       VALUES (@id, @env, @partnerId, @subAccountId, @opportunityId, @amountMinor, @unitsMicro, @status, @createdAtMs, @decidedAtMs)
       ON CONFLICT (id) DO UPDATE SET units_micro = excluded.units_micro, status = excluded.status, decided_at_ms = excluded.decided_at_ms`,
    );
    this.byIdStmt = db.prepare<[string], Row>('SELECT * FROM opportunity_commitments WHERE id = ?');
    this.ownerStmt = db.prepare<[string, string, string, number, number], Row>(
      'SELECT * FROM opportunity_commitments WHERE env = ? AND partner_id = ? AND sub_account_id = ? AND seq > ? ORDER BY seq LIMIT ?',
    );
    this.pendingStmt = db.prepare<[string, string], Row>(
      "SELECT * FROM opportunity_commitments WHERE env = ? AND opportunity_id = ? AND status = 'PENDING' ORDER BY seq",
    );
    this.committedStmt = db
      .prepare<[string, string], number>(
        "SELECT COALESCE(SUM(amount_minor), 0) FROM opportunity_commitments WHERE env = ? AND opportunity_id = ? AND status != 'REFUNDED'",
      )
      .pluck();
    this.insertCloseStmt = db.prepare(
      `INSERT INTO opportunity_closes (env, opportunity_id, status, amount_raised_minor, commitments, closed_at_ms)
       VALUES (@env, @opportunityId, @status, @amountRaisedMinor, @commitments, @closedAtMs)`,
    );
    this.closeStmt = db.prepare<
      [string, string],
      { env: Env; opportunity_id: string; status: 'ALLOCATED' | 'REFUNDED'; amount_raised_minor: number; commitments: number; closed_at_ms: number }
    >('SELECT * FROM opportunity_closes WHERE env = ? AND opportunity_id = ?');
  }

  /** Writes an actor's read model: the first write appends the row, later ones record its decision. */
  project(c: Omit<CommitmentRecord, 'seq'>): void {
    this.upsertStmt.run(c);
  }

  get(id: string): CommitmentRecord | undefined {
    const r = this.byIdStmt.get(id);
    return r ? fromRow(r) : undefined;
  }

  /** One sub-account's commitments after `afterSeq`, oldest first. */
  ofSubAccount(env: Env, partnerId: string, subAccountId: string, afterSeq: number, limit: number): CommitmentRecord[] {
    return this.ownerStmt.all(env, partnerId, subAccountId, afterSeq, limit).map(fromRow);
  }

  pending(env: Env, opportunityId: string): CommitmentRecord[] {
    return this.pendingStmt.all(env, opportunityId).map(fromRow);
  }

  /** USD cents committed to an opportunity in one environment and not refunded. */
  committedMinor(env: Env, opportunityId: string): number {
    return this.committedStmt.get(env, opportunityId) ?? 0;
  }

  recordClose(c: OpportunityClose): void {
    this.insertCloseStmt.run(c);
  }

  closeOf(env: Env, opportunityId: string): OpportunityClose | undefined {
    const r = this.closeStmt.get(env, opportunityId);
    return r
      ? {
          env: r.env,
          opportunityId: r.opportunity_id,
          status: r.status,
          amountRaisedMinor: r.amount_raised_minor,
          commitments: r.commitments,
          closedAtMs: r.closed_at_ms,
        }
      : undefined;
  }
}
