/** Master-wallet top-ups and payouts (read models; the money itself lives in the ledger). */
import type { Db } from './db.ts';
import type { Env } from './types.ts';

export interface FundingRecord {
  readonly id: string;
  readonly env: Env;
  readonly partnerId: string;
  readonly amountMinor: number;
  readonly currency: string;
  readonly status: string;
  readonly reference: string | null;
  readonly createdAtMs: number;
}

export interface TopupRecord extends FundingRecord {
  readonly confirmedAtMs: number | null;
}

interface Row {
  id: string;
  env: Env;
  partner_id: string;
  amount_minor: number;
  currency: string;
  status: string;
  reference: string | null;
  created_at_ms: number;
  confirmed_at_ms?: number | null;
}

function fromRow(r: Row): TopupRecord {
  return {
    id: r.id,
    env: r.env,
    partnerId: r.partner_id,
    amountMinor: r.amount_minor,
    currency: r.currency,
    status: r.status,
    reference: r.reference,
    createdAtMs: r.created_at_ms,
    confirmedAtMs: r.confirmed_at_ms ?? null,
  };
}

export class FundingStore {
  private readonly topupStmt;
  private readonly upsertTopupStmt;
  private readonly insertPayoutStmt;
  private readonly topupsForPartnerStmt;
  private readonly pendingTopupsStmt;
  private readonly pendingPayoutsStmt;

  constructor(db: Db) {
    this.topupStmt = db.prepare<[string], Row>('SELECT * FROM topups WHERE id = ?');
    this.upsertTopupStmt = db.prepare(
      `INSERT INTO topups (id, env, partner_id, amount_minor, currency, status, reference, created_at_ms, confirmed_at_ms)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET status = excluded.status, confirmed_at_ms = excluded.confirmed_at_ms`,
    );
    this.insertPayoutStmt = db.prepare(
      `INSERT INTO payouts (id, env, partner_id, amount_minor, currency, status, reference, created_at_ms)
       VALUES (@id, @env, @partnerId, @amountMinor, @currency, @status, @reference, @createdAtMs)`,
    );
    this.topupsForPartnerStmt = db.prepare<[string, string], Row>('SELECT * FROM topups WHERE partner_id = ? AND env = ? ORDER BY created_at_ms, id');
    this.pendingTopupsStmt = db
      .prepare<[string, string], number>("SELECT COALESCE(SUM(amount_minor), 0) FROM topups WHERE partner_id = ? AND env = ? AND status = 'PENDING'")
      .pluck();
    this.pendingPayoutsStmt = db
      .prepare<[string, string], number>("SELECT COALESCE(SUM(amount_minor), 0) FROM payouts WHERE partner_id = ? AND env = ? AND status <> 'PROCESSED'")
      .pluck();
  }

  topup(id: string): TopupRecord | undefined {
    const r = this.topupStmt.get(id);
    return r ? fromRow(r) : undefined;
  }

  /** Inserts or updates the top-up; an update never changes its creation time. */
  upsertTopup(t: TopupRecord): void {
    this.upsertTopupStmt.run(t.id, t.env, t.partnerId, t.amountMinor, t.currency, t.status, t.reference, t.createdAtMs, t.confirmedAtMs);
  }

  insertPayout(p: FundingRecord): void {
    this.insertPayoutStmt.run(p);
  }

  topupsFor(partnerId: string, env: Env): TopupRecord[] {
    return this.topupsForPartnerStmt.all(partnerId, env).map(fromRow);
  }

  /** Top-ups awaiting approval (GET /float): money on its way in, not yet in the wallet. */
  pendingTopupsMinor(partnerId: string, env: Env): number {
    return this.pendingTopupsStmt.get(partnerId, env) ?? 0;
  }

  /** Payouts not yet processed (GET /float); payouts are processed at once today, so zero. */
  pendingPayoutsMinor(partnerId: string, env: Env): number {
    return this.pendingPayoutsStmt.get(partnerId, env) ?? 0;
  }
}
