/** Tier-upgrade requests of production partners (a projection of the upgradeRequest actor). */
import type { Db } from './db.ts';
import type { Tier } from './types.ts';

export type UpgradeStatus = 'pending' | 'approved' | 'rejected';
export type TargetTier = Exclude<Tier, 'starter'>;

export interface UpgradeRequestRecord {
  readonly seq: number;
  readonly id: string;
  readonly partnerId: string;
  readonly status: UpgradeStatus;
  readonly fromTier: Tier;
  readonly targetTier: TargetTier;
  readonly message: string;
  readonly submittedBySub: string;
  readonly submittedByEmail: string;
  readonly submittedAtMs: number;
  readonly decidedAtMs: number | null;
  readonly rejectionReason: string | null;
}

export type UpgradeRequestRow = Omit<UpgradeRequestRecord, 'seq'>;

interface Row {
  seq: number;
  id: string;
  partner_id: string;
  status: UpgradeStatus;
  from_tier: Tier;
  target_tier: TargetTier;
  message: string;
  submitted_by_sub: string;
  submitted_by_email: string;
  submitted_at_ms: number;
  decided_at_ms: number | null;
  rejection_reason: string | null;
}

const fromRow = (r: Row): UpgradeRequestRecord => ({
  seq: r.seq,
  id: r.id,
  partnerId: r.partner_id,
  status: r.status,
  fromTier: r.from_tier,
  targetTier: r.target_tier,
  message: r.message,
  submittedBySub: r.submitted_by_sub,
  submittedByEmail: r.submitted_by_email,
  submittedAtMs: r.submitted_at_ms,
  decidedAtMs: r.decided_at_ms,
  rejectionReason: r.rejection_reason,
});

export class UpgradeRequestStore {
  private readonly upsertStmt;
  private readonly byIdStmt;
  private readonly latestStmt;
  private readonly pendingStmt;
  private readonly listStmt;

  constructor(db: Db) {
    this.upsertStmt = db.prepare(
      `INSERT INTO upgrade_requests (id, partner_id, status, from_tier, target_tier, message, submitted_by_sub,
         submitted_by_email, submitted_at_ms, decided_at_ms, rejection_reason)
       VALUES (@id, @partnerId, @status, @fromTier, @targetTier, @message, @submittedBySub, @submittedByEmail,
         @submittedAtMs, @decidedAtMs, @rejectionReason)
       ON CONFLICT (id) DO UPDATE SET status = excluded.status, decided_at_ms = excluded.decided_at_ms,
         rejection_reason = excluded.rejection_reason`,
    );
    this.byIdStmt = db.prepare<[string], Row>('SELECT * FROM upgrade_requests WHERE id = ?');
    this.latestStmt = db.prepare<[string], Row>('SELECT * FROM upgrade_requests WHERE partner_id = ? ORDER BY seq DESC LIMIT 1');
    this.pendingStmt = db.prepare<[string], Row>("SELECT * FROM upgrade_requests WHERE partner_id = ? AND status = 'pending' ORDER BY seq LIMIT 1");
    this.listStmt = db.prepare<[object], Row>(
      `SELECT * FROM upgrade_requests WHERE (@status IS NULL OR status = @status) AND (@partnerId IS NULL OR partner_id = @partnerId)
       AND seq > @afterSeq ORDER BY seq LIMIT @limit`,
    );
  }

  upsert(r: UpgradeRequestRow): void {
    this.upsertStmt.run(r);
  }

  byId(id: string): UpgradeRequestRecord | undefined {
    const r = this.byIdStmt.get(id);
    return r ? fromRow(r) : undefined;
  }

  /** The partner's most recently filed request, whatever its status. */
  latestFor(partnerId: string): UpgradeRequestRecord | undefined {
    const r = this.latestStmt.get(partnerId);
    return r ? fromRow(r) : undefined;
  }

  pendingFor(partnerId: string): UpgradeRequestRecord | undefined {
    const r = this.pendingStmt.get(partnerId);
    return r ? fromRow(r) : undefined;
  }

  /** Oldest first, in filing order. */
  list(filter: { status?: UpgradeStatus; partnerId?: string; afterSeq: number; limit: number }): UpgradeRequestRecord[] {
    const rows = this.listStmt.all({
      status: filter.status ?? null,
      partnerId: filter.partnerId ?? null,
      afterSeq: filter.afterSeq,
      limit: filter.limit,
    });
    return rows.map(fromRow);
  }
}
