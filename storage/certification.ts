/**
 * Certification reads and writes (migration 032). The checklist's evidence comes from what
 * the service already records: webhook deliveries, sub-accounts, events, orders and execution reports
 * (one indexed statement each, the earliest matching row), and the read-side observations the
 * certification recorder flushes into `certification_evidence`.
 */
import type { Db } from './db.ts';
import type { Env } from './types.ts';

/** One piece of evidence: the id of the request, event, delivery, sub-account or report, and when. */
export interface Evidence {
  readonly evidenceId: string;
  readonly detail: string;
  readonly atMs: number;
}

export interface ObservedEvidence extends Evidence {
  readonly env: Env;
  readonly partnerId: string;
  readonly item: string;
}

export interface CertificationRecord {
  readonly partnerId: string;
  readonly env: Env;
  readonly certificationId: string;
  readonly certifiedAtMs: number;
  readonly items: readonly unknown[];
}

/** The derived checklist items: each the earliest row proving the step (`@partnerId`, `@env`). */
const DERIVED: Readonly<Record<string, string>> = {
  WEBHOOK_TEST_EVENT: `SELECT id AS evidenceId, 'webhook delivery of test.event answered ' || http_status AS detail, attempted_at_ms AS atMs
    FROM webhook_deliveries WHERE partner_id = @partnerId AND env = @env AND event = 'test.event' AND success = 1 ORDER BY attempted_at_ms LIMIT 1`,
  SUB_ACCOUNT_CREATED: `SELECT id AS evidenceId, 'sub-account created' AS detail, created_at_ms AS atMs
    FROM sub_accounts WHERE partner_id = @partnerId AND env = @env ORDER BY created_seq LIMIT 1`,
  KYC_ASSERTED: `SELECT event_id AS evidenceId, 'kyc.updated' AS detail, at_ms AS atMs
    FROM events WHERE partner_id = @partnerId AND env = @env AND event = 'kyc.updated' ORDER BY seq LIMIT 1`,
  DEPOSIT: `SELECT event_id AS evidenceId, 'deposit.confirmed' AS detail, at_ms AS atMs
    FROM events WHERE partner_id = @partnerId AND env = @env AND event = 'deposit.confirmed' ORDER BY seq LIMIT 1`,
  QUOTE_AND_MARKET_FILL: reportOf('MARKET', 'FILL', 'a quoted MARKET order filled'),
  LIMIT_PLACED: reportOf('LIMIT', 'NEW', 'a LIMIT order placed'),
  LIMIT_REPLACED: reportOf('LIMIT', 'REPLACED', 'a LIMIT order replaced'),
  LIMIT_CANCELLED: reportOf('LIMIT', 'CANCELLED', 'a LIMIT order cancelled'),
};

function reportOf(orderType: string, execType: string, detail: string): string {
  return `SELECT e.id AS evidenceId, '${detail} (order ' || e.order_id || ')' AS detail, e.transact_time_ms AS atMs
    FROM execution_reports e JOIN orders o ON o.id = e.order_id
    WHERE e.partner_id = @partnerId AND e.env = @env AND e.exec_type = '${execType}' AND o.order_type = '${orderType}'
    ORDER BY e.transact_time_ms, e.id LIMIT 1`;
}

export class CertificationStore {
  private readonly derivedStmts;
  private readonly insertEvidenceStmt;
  private readonly evidenceStmt;
  private readonly insertStmt;
  private readonly getStmt;
  private readonly addBatch;

  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
    this.derivedStmts = Object.entries(DERIVED).map(([item, sql]) => [item, db.prepare(sql)] as const);
    this.insertEvidenceStmt = db.prepare(
      `INSERT INTO certification_evidence (env, partner_id, item, evidence_id, detail, at_ms)
       VALUES (@env, @partnerId, @item, @evidenceId, @detail, @atMs) ON CONFLICT (partner_id, env, item) DO NOTHING`,
    );
    this.evidenceStmt = db.prepare<[string, string], Evidence & { item: string }>(
      'SELECT item, evidence_id AS evidenceId, detail, at_ms AS atMs FROM certification_evidence WHERE partner_id = ? AND env = ?',
    );
    this.insertStmt = db.prepare(
      `INSERT INTO certifications (partner_id, env, certification_id, certified_at_ms, items, journal_seq)
       VALUES (@partnerId, @env, @certificationId, @certifiedAtMs, @items, @journalSeq)`,
    );
    this.getStmt = db.prepare<[string, string], { partner_id: string; env: Env; certification_id: string; certified_at_ms: number; items: string }>(
      'SELECT * FROM certifications WHERE partner_id = ? AND env = ?',
    );
    this.addBatch = db.transaction((rows: readonly ObservedEvidence[]) => {
      for (const r of rows) this.insertEvidenceStmt.run(r);
    });
  }

  /** Writes a batch of observations (one transaction); the first per item wins. False when nothing was written (retried at the next flush). */
  addEvidence(rows: readonly ObservedEvidence[]): boolean {
    // Inside an engine batch's transaction the write waits for the next flush (as the usage counters do).
    if (this.db.inTransaction) return false;
    if (rows.length > 0) this.addBatch(rows);
    return true;
  }

  /** The items derived from journaled state (replay rebuilds them). */
  derived(partnerId: string, env: Env): Map<string, Evidence> {
    const out = new Map<string, Evidence>();
    for (const [item, stmt] of this.derivedStmts) {
      const row = stmt.get({ partnerId, env }) as Evidence | undefined;
      if (row) out.set(item, row);
    }
    return out;
  }

  /** The read-side observations written so far (not journaled: a command gets them in its payload). */
  observed(partnerId: string, env: Env): Map<string, Evidence> {
    const rows = this.evidenceStmt.all(partnerId, env);
    return new Map(rows.map((r) => [r.item, { evidenceId: r.evidenceId, detail: r.detail, atMs: r.atMs }]));
  }

  /** Every item with evidence, derived and observed. */
  evidence(partnerId: string, env: Env): Map<string, Evidence> {
    return new Map([...this.derived(partnerId, env), ...this.observed(partnerId, env)]);
  }

  insert(r: CertificationRecord, journalSeq: number): void {
    this.insertStmt.run({ ...r, items: JSON.stringify(r.items), journalSeq });
  }

  certification(partnerId: string, env: Env): CertificationRecord | undefined {
    const row = this.getStmt.get(partnerId, env);
    return row
      ? { partnerId: row.partner_id, env: row.env, certificationId: row.certification_id, certifiedAtMs: row.certified_at_ms, items: JSON.parse(row.items) }
      : undefined;
  }
}
