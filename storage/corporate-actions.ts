/** Corporate actions declared by the operator (migrations 017, 018): the read model of the `corporateAction` actors. */
import type { Db } from './db.ts';
import { TableMemo } from './table-memo.ts';
import type { Env } from './types.ts';
import { storedJson } from './stored-json.ts';

export type CorporateActionKind =
  | 'SPLIT'
  | 'REVERSE_SPLIT'
  | 'BONUS_ISSUE'
  | 'DIVIDEND'
  | 'SUSPENSION'
  | 'LIFT_SUSPENSION'
  | 'DELISTING'
  | 'SYMBOL_CHANGE'
  | 'RIGHTS_ISSUE';
export type CorporateActionStatus = 'DECLARED' | 'EFFECTIVE' | 'PAID' | 'CANCELLED';

export interface CorporateActionRecord {
  readonly seq: number;
  readonly id: string;
  readonly type: CorporateActionKind;
  readonly symbol: string;
  readonly exchange: string;
  readonly status: CorporateActionStatus;
  readonly effectiveDate: string;
  readonly terms: Readonly<Record<string, string | null>>;
  readonly description: string | null;
  readonly declaredAtMs: number;
  readonly effectiveAtMs: number | null;
  readonly cancelledAtMs: number | null;
}

interface Row {
  seq: number;
  id: string;
  type: CorporateActionKind;
  symbol: string;
  exchange: string;
  status: CorporateActionStatus;
  effective_date: string;
  terms: string;
  description: string | null;
  declared_at_ms: number;
  effective_at_ms: number | null;
  cancelled_at_ms: number | null;
}

const fromRow = (r: Row): CorporateActionRecord => ({
  seq: r.seq,
  id: r.id,
  type: r.type,
  symbol: r.symbol,
  exchange: r.exchange,
  status: r.status,
  effectiveDate: r.effective_date,
  terms: storedJson<Record<string, string | null>>(r.terms),
  description: r.description,
  declaredAtMs: r.declared_at_ms,
  effectiveAtMs: r.effective_at_ms,
  cancelledAtMs: r.cancelled_at_ms,
});

/** The read model of one actor: everything but the sequence number, which the first write assigns. */
export type CorporateActionProjection = Omit<CorporateActionRecord, 'seq'>;

export interface CorporateActionFilter {
  readonly symbol?: string;
  readonly type?: CorporateActionKind;
  readonly afterSeq: number;
  readonly limit: number;
}

/** A holder's units of one symbol (held plus reserved by open SELLs), read from the ledger. */
export interface Holder {
  readonly env: Env;
  readonly partnerId: string;
  readonly owner: string;
  readonly unitsMicro: number;
}

export interface Entitlement extends Holder {
  readonly actionId: string;
  readonly symbol: string;
  readonly fixedAtMs: number;
  readonly usdMinor: number | null;
  readonly fxPerUsd: string | null;
  readonly paidAtMs: number | null;
}

interface EntitlementRow {
  action_id: string;
  env: Env;
  partner_id: string;
  owner: string;
  symbol: string;
  units_micro: number;
  fixed_at_ms: number;
  usd_minor: number | null;
  fx_per_usd: string | null;
  paid_at_ms: number | null;
}

const entitlementFromRow = (r: EntitlementRow): Entitlement => ({
  actionId: r.action_id,
  env: r.env,
  partnerId: r.partner_id,
  owner: r.owner,
  symbol: r.symbol,
  unitsMicro: r.units_micro,
  fixedAtMs: r.fixed_at_ms,
  usdMinor: r.usd_minor,
  fxPerUsd: r.fx_per_usd,
  paidAtMs: r.paid_at_ms,
});

export class CorporateActionStore {
  private readonly upsertStmt;
  private readonly byIdStmt;
  private readonly listStmt;
  private readonly suspensionStmt;
  private readonly holdersStmt;
  private readonly insertEntitlementStmt;
  private readonly entitlementsStmt;
  private readonly payEntitlementStmt;
  private readonly paidBetweenStmt;

  /** The writer's memo of suspensions by symbol; null on a read-only connection. */
  private readonly suspensionMemo: TableMemo<CorporateActionRecord | undefined> | null;

  constructor(db: Db) {
    this.suspensionMemo = db.readonly ? null : new TableMemo<CorporateActionRecord | undefined>(db, 'corporate_actions');
    this.upsertStmt = db.prepare(
      `INSERT INTO corporate_actions (id, type, symbol, exchange, status, effective_date, terms, description, declared_at_ms, effective_at_ms, cancelled_at_ms)
       VALUES (@id, @type, @symbol, @exchange, @status, @effectiveDate, @terms, @description, @declaredAtMs, @effectiveAtMs, @cancelledAtMs)
       ON CONFLICT (id) DO UPDATE SET status = excluded.status, effective_at_ms = excluded.effective_at_ms, cancelled_at_ms = excluded.cancelled_at_ms`,
    );
    this.byIdStmt = db.prepare<[string], Row>('SELECT * FROM corporate_actions WHERE id = ?');
    this.listStmt = db.prepare<[object], Row>(
      `SELECT * FROM corporate_actions WHERE seq > @afterSeq AND (@symbol IS NULL OR symbol = @symbol) AND (@type IS NULL OR type = @type)
       ORDER BY seq LIMIT @limit`,
    );
    this.suspensionStmt = db.prepare<[string], Row>(
      `SELECT * FROM corporate_actions WHERE symbol = ? AND status = 'EFFECTIVE' AND type IN ('SUSPENSION', 'LIFT_SUSPENSION')
       ORDER BY effective_at_ms DESC, seq DESC LIMIT 1`,
    );
    // Share accounts are named env/partner/kind/owner/SHARE:symbol (engine/ledger.ts): the owner is the 4th segment.
    this.holdersStmt = db.prepare<[string], { env: Env; partner_id: string; owner: string; units: number }>(
      `SELECT env, partner_id, substr(substr(id, length(env) + length(partner_id) + length(kind) + 4), 1,
              instr(substr(id, length(env) + length(partner_id) + length(kind) + 4), '/') - 1) AS owner,
              SUM(balance) AS units
       FROM ledger_accounts WHERE asset = ? AND kind IN ('holding', 'units_reserved') AND partner_id IS NOT NULL
       GROUP BY env, partner_id, owner HAVING units > 0 ORDER BY env, partner_id, owner`,
    );
    this.insertEntitlementStmt = db.prepare(
      `INSERT INTO dividend_entitlements (action_id, env, partner_id, owner, symbol, units_micro, fixed_at_ms) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.entitlementsStmt = db.prepare<[string], EntitlementRow>('SELECT * FROM dividend_entitlements WHERE action_id = ? ORDER BY env, partner_id, owner');
    this.payEntitlementStmt = db.prepare(
      'UPDATE dividend_entitlements SET usd_minor = ?, fx_per_usd = ?, paid_at_ms = ? WHERE action_id = ? AND env = ? AND partner_id = ? AND owner = ?',
    );
    this.paidBetweenStmt = db.prepare<[string, string, number, number], EntitlementRow>(
      'SELECT * FROM dividend_entitlements WHERE env = ? AND partner_id = ? AND paid_at_ms >= ? AND paid_at_ms < ? ORDER BY paid_at_ms, symbol, owner',
    );
  }

  /** Writes an actor's read model: the first write appends the row (its seq orders the list), later ones move its status. */
  project(a: CorporateActionProjection): void {
    this.upsertStmt.run({ ...a, terms: JSON.stringify(a.terms) });
  }

  get(id: string): CorporateActionRecord | undefined {
    const r = this.byIdStmt.get(id);
    return r ? fromRow(r) : undefined;
  }

  list(f: CorporateActionFilter): CorporateActionRecord[] {
    return this.listStmt.all({ afterSeq: f.afterSeq, limit: f.limit, symbol: f.symbol ?? null, type: f.type ?? null }).map(fromRow);
  }

  /**
   * The suspension in force for `symbol`: the latest effective suspension unless a later lifting followed it.
   * Every quote and trade asks, so the writer remembers the answer until the table's next write
   * (storage/table-memo.ts); the record is shared and frozen.
   */
  suspension(symbol: string): CorporateActionRecord | undefined {
    const read = (): CorporateActionRecord | undefined => {
      const r = this.suspensionStmt.get(symbol);
      return r?.type === 'SUSPENSION' ? Object.freeze(fromRow(r)) : undefined;
    };
    return this.suspensionMemo ? this.suspensionMemo.get(symbol, read) : read();
  }

  /** Who holds `symbol` now, in every environment: units held plus units reserved by open SELLs. */
  holders(symbol: string): Holder[] {
    const rows = this.holdersStmt.all(`SHARE:${symbol}`);
    return rows.map((r) => ({ env: r.env, partnerId: r.partner_id, owner: r.owner, unitsMicro: r.units }));
  }

  insertEntitlement(actionId: string, symbol: string, h: Holder, fixedAtMs: number): void {
    this.insertEntitlementStmt.run(actionId, h.env, h.partnerId, h.owner, symbol, h.unitsMicro, fixedAtMs);
  }

  entitlements(actionId: string): Entitlement[] {
    return this.entitlementsStmt.all(actionId).map(entitlementFromRow);
  }

  payEntitlement(e: Entitlement, usdMinor: number, fxPerUsd: string, atMs: number): void {
    this.payEntitlementStmt.run(usdMinor, fxPerUsd, atMs, e.actionId, e.env, e.partnerId, e.owner);
  }

  /** A partner's paid entitlements in one environment, paid in [fromMs, toMs). */
  paidBetween(env: Env, partnerId: string, fromMs: number, toMs: number): Entitlement[] {
    return this.paidBetweenStmt.all(env, partnerId, fromMs, toMs).map(entitlementFromRow);
  }
}
