/** Corporate actions declared by the operator (migration 017). */
import type { Db } from './db.ts';

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
export type CorporateActionStatus = 'DECLARED' | 'EFFECTIVE';

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
}

const fromRow = (r: Row): CorporateActionRecord => ({
  seq: r.seq,
  id: r.id,
  type: r.type,
  symbol: r.symbol,
  exchange: r.exchange,
  status: r.status,
  effectiveDate: r.effective_date,
  terms: JSON.parse(r.terms) as Record<string, string | null>,
  description: r.description,
  declaredAtMs: r.declared_at_ms,
  effectiveAtMs: r.effective_at_ms,
});

export type NewCorporateAction = Omit<CorporateActionRecord, 'seq' | 'status' | 'effectiveAtMs'>;

export interface CorporateActionFilter {
  readonly symbol?: string;
  readonly type?: CorporateActionKind;
  readonly afterSeq: number;
  readonly limit: number;
}

export class CorporateActionStore {
  private readonly insertStmt;
  private readonly byIdStmt;
  private readonly listStmt;
  private readonly effectiveStmt;

  constructor(db: Db) {
    this.insertStmt = db.prepare(
      `INSERT INTO corporate_actions (id, type, symbol, exchange, status, effective_date, terms, description, declared_at_ms)
       VALUES (?, ?, ?, ?, 'DECLARED', ?, ?, ?, ?)`,
    );
    this.byIdStmt = db.prepare('SELECT * FROM corporate_actions WHERE id = ?');
    this.listStmt = db.prepare(
      `SELECT * FROM corporate_actions WHERE seq > @afterSeq AND (@symbol IS NULL OR symbol = @symbol) AND (@type IS NULL OR type = @type)
       ORDER BY seq LIMIT @limit`,
    );
    this.effectiveStmt = db.prepare("UPDATE corporate_actions SET status = 'EFFECTIVE', effective_at_ms = ? WHERE id = ?");
  }

  insert(a: NewCorporateAction): void {
    this.insertStmt.run(a.id, a.type, a.symbol, a.exchange, a.effectiveDate, JSON.stringify(a.terms), a.description, a.declaredAtMs);
  }

  get(id: string): CorporateActionRecord | undefined {
    const r = this.byIdStmt.get(id) as Row | undefined;
    return r ? fromRow(r) : undefined;
  }

  list(f: CorporateActionFilter): CorporateActionRecord[] {
    return (this.listStmt.all({ afterSeq: f.afterSeq, limit: f.limit, symbol: f.symbol ?? null, type: f.type ?? null }) as Row[]).map(fromRow);
  }

  markEffective(id: string, atMs: number): void {
    this.effectiveStmt.run(atMs, id);
  }
}
