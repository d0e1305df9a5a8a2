/**
 * The reports' reads over the ledger and the invoices table (migration 023). Everything is
 * one SQL statement per figure, aggregated in SQLite over the partner's accounts: no report walks
 * actors or reads an account at a time, so a book of 10,000 sub-accounts stays one index range scan.
 */
import type { Db } from './db.ts';
import type { Env, Tier } from './types.ts';
import { storedJson } from './stored-json.ts';

/** A ledger account's balance as the reports read it. */
export interface AccountBalance {
  readonly id: string;
  readonly kind: string;
  readonly asset: string;
  readonly balance: number;
}

/** A balance as a raw row: account id, kind, asset, balance. */
export type BalanceRow = [id: string, kind: string, asset: string, balance: number];

/** One position: a holding account with its units reserved by open SELL orders added. */
export interface PositionRow {
  readonly id: string;
  readonly kind: string;
  readonly asset: string;
  readonly unitsMicro: number;
  readonly reservedMicro: number;
}

/** Net revenue moved into one revenue account in a period (reversals subtract), and the charges that made it. */
export interface RevenueBucket {
  readonly key: string;
  readonly netMinor: number;
  readonly charges: number;
}

export interface InvoiceLine {
  readonly code: string;
  readonly description: string;
  readonly quantity: number;
  readonly unitPriceMinor: number;
  readonly amountMinor: number;
}

export type InvoiceStatus = 'ISSUED' | 'PAID' | 'VOID';

export interface InvoiceRecord {
  readonly seq: number;
  readonly id: string;
  readonly env: Env;
  readonly partnerId: string;
  readonly period: string;
  readonly tier: Tier;
  readonly status: InvoiceStatus;
  readonly currency: string;
  readonly lines: readonly InvoiceLine[];
  readonly subtotalMinor: number;
  readonly totalMinor: number;
  readonly periodStartMs: number;
  readonly periodEndMs: number;
  readonly issuedAtMs: number;
  readonly dueAtMs: number;
}

interface InvoiceRow {
  seq: number;
  id: string;
  env: Env;
  partner_id: string;
  period: string;
  tier: Tier;
  status: InvoiceStatus;
  currency: string;
  lines: string;
  subtotal_minor: number;
  total_minor: number;
  period_start_ms: number;
  period_end_ms: number;
  issued_at_ms: number;
  due_at_ms: number;
}

const fromInvoiceRow = (r: InvoiceRow): InvoiceRecord => ({
  seq: r.seq,
  id: r.id,
  env: r.env,
  partnerId: r.partner_id,
  period: r.period,
  tier: r.tier,
  status: r.status,
  currency: r.currency,
  lines: storedJson<InvoiceLine[]>(r.lines),
  subtotalMinor: r.subtotal_minor,
  totalMinor: r.total_minor,
  periodStartMs: r.period_start_ms,
  periodEndMs: r.period_end_ms,
  issuedAtMs: r.issued_at_ms,
  dueAtMs: r.due_at_ms,
});

/**
 * The account kinds AUM counts: client cash (settled, unsettled, escrow of open BUYs, advances owed)
 * and positions (held and reserved shares, units). Not markup revenue, not virtual test cash.
 */
export const AUM_KINDS = [
  'master_wallet',
  'cash_settled',
  'cash_unsettled',
  'settlement_advance',
  'escrow',
  'holding',
  'units_reserved',
  'unit_holding',
] as const;
const AUM_KIND_LIST = AUM_KINDS.map((k) => `'${k}'`).join(', ');

/** strftime formats of the report intervals. */
export const BUCKET_FORMAT = { day: '%Y-%m-%d', month: '%Y-%m' } as const;
export type BucketInterval = keyof typeof BUCKET_FORMAT;

/**
 * Revenue moved through `@account` (credits add, debits subtract) where the other side is one of the
 * partner's accounts, in [@fromMs, @toMs), grouped by `groupBy` (an SQL expression over t and o).
 */
const revenueSql = (groupBy: string) => `
  SELECT ${groupBy} AS key,
         SUM(CASE WHEN t.credit_account = @account THEN t.amount ELSE -t.amount END) AS netMinor,
         SUM(CASE WHEN t.credit_account = @account THEN 1 ELSE 0 END) AS charges
  FROM ledger_transfers t
  JOIN ledger_accounts o ON o.id = CASE WHEN t.credit_account = @account THEN t.debit_account ELSE t.credit_account END
  WHERE (t.credit_account = @account OR t.debit_account = @account)
    AND t.at_ms >= @fromMs AND t.at_ms < @toMs AND o.partner_id = @partnerId AND o.env = @env
  GROUP BY key ORDER BY key`;

export class ReportStore {
  private readonly db: Db;
  private readonly balancesStmt;
  private readonly lastSeqStmt;
  private readonly transfersSinceStmt;
  private readonly changesStmt;
  private readonly positionsStmt;
  private readonly revenueByPeriodStmt;
  private readonly revenueByAccountStmt;
  private readonly partnersStmt;
  private readonly activeSubAccountsStmt;
  private readonly ordersStmt;
  private readonly insertInvoiceStmt;
  private readonly invoiceStmt;
  private readonly invoicesStmt;

  constructor(db: Db) {
    this.db = db;
    // Rows as arrays (no object per row): AUM reads every account of a large book.
    this.balancesStmt = db
      .prepare<[string, string], BalanceRow>(
        `SELECT id, kind, asset, balance FROM ledger_accounts
         WHERE partner_id = ? AND env = ? AND balance <> 0 AND kind IN (${AUM_KIND_LIST})`,
      )
      .raw();
    this.lastSeqStmt = db.prepare<[], number>('SELECT COALESCE(MAX(seq), 0) FROM ledger_transfers').pluck();
    // Each side of every transfer after @sinceSeq that moved one of the partner's AUM accounts, as a signed
    // balance change row: a range scan of the rowid, then a primary-key lookup per side (CROSS JOIN keeps
    // the transfers the outer loop; left to itself the planner walks all the partner's accounts instead).
    this.transfersSinceStmt = db
      .prepare(
        `SELECT a.id, a.kind, a.asset, CASE WHEN a.id = t.credit_account THEN t.amount ELSE -t.amount END
         FROM ledger_transfers t CROSS JOIN ledger_accounts a ON a.id IN (t.debit_account, t.credit_account)
         WHERE t.seq > @sinceSeq AND t.seq <= @uptoSeq AND a.partner_id = @partnerId AND a.env = @env AND a.kind IN (${AUM_KIND_LIST})`,
      )
      .raw();
    // Net movement of each of the partner's accounts at or after an instant (rewinds balances to it).
    this.changesStmt = db.prepare<[object], AccountBalance>(
      `SELECT a.id AS id, a.kind AS kind, a.asset AS asset, SUM(x.delta) AS balance
       FROM (SELECT credit_account AS account, amount AS delta FROM ledger_transfers WHERE at_ms >= @sinceMs
             UNION ALL SELECT debit_account, -amount FROM ledger_transfers WHERE at_ms >= @sinceMs) x
       JOIN ledger_accounts a ON a.id = x.account
       WHERE a.partner_id = @partnerId AND a.env = @env AND a.kind IN (SELECT value FROM json_each(@kinds))
       GROUP BY a.id`,
    );
    // Held units plus those reserved by open SELLs (the units_reserved twin of a share holding).
    this.positionsStmt = db.prepare<[object], PositionRow>(
      `SELECT a.id AS id, a.kind AS kind, a.asset AS asset, a.balance + COALESCE(r.balance, 0) AS unitsMicro, COALESCE(r.balance, 0) AS reservedMicro
       FROM ledger_accounts a
       LEFT JOIN ledger_accounts r ON a.kind = 'holding' AND r.id = replace(a.id, '/holding/', '/units_reserved/')
       WHERE a.partner_id = @partnerId AND a.env = @env AND a.kind IN ('holding', 'unit_holding') AND a.id > @afterId
         AND a.balance + COALESCE(r.balance, 0) > 0
       ORDER BY a.id LIMIT @limit`,
    );
    this.revenueByPeriodStmt = db.prepare<[object], RevenueBucket>(revenueSql("strftime(@format, t.at_ms / 1000, 'unixepoch')"));
    this.revenueByAccountStmt = db.prepare<[object], RevenueBucket>(revenueSql('o.id'));
    this.partnersStmt = db.prepare<[number], { id: string; env: Env; tier: Tier }>('SELECT id, env, tier FROM partners WHERE created_at_ms < ? ORDER BY id');
    this.activeSubAccountsStmt = db
      .prepare<[string, string, number, number], number>(
        `SELECT COUNT(*) FROM sub_accounts WHERE partner_id = ? AND env = ? AND created_at_ms < ?
         AND (closed_at_ms IS NULL OR closed_at_ms >= ?)`,
      )
      .pluck();
    this.ordersStmt = db
      .prepare<[string, string, number, number], number>(
        'SELECT COUNT(*) FROM orders WHERE partner_id = ? AND env = ? AND created_at_ms >= ? AND created_at_ms < ?',
      )
      .pluck();
    this.insertInvoiceStmt = db.prepare(
      `INSERT INTO invoices (id, env, partner_id, period, tier, status, currency, lines, subtotal_minor, total_minor,
         period_start_ms, period_end_ms, issued_at_ms, due_at_ms)
       VALUES (@id, @env, @partnerId, @period, @tier, @status, @currency, @lines, @subtotalMinor, @totalMinor,
         @periodStartMs, @periodEndMs, @issuedAtMs, @dueAtMs)
       ON CONFLICT (partner_id, env, period) DO NOTHING`,
    );
    this.invoiceStmt = db.prepare<[string], InvoiceRow>('SELECT * FROM invoices WHERE id = ?');
    this.invoicesStmt = db.prepare<[string, string, number, number], InvoiceRow>(
      'SELECT * FROM invoices WHERE partner_id = ? AND env = ? AND seq < ? ORDER BY seq DESC LIMIT ?',
    );
  }

  /** The partner's non-zero balances of the AUM account kinds (client cash and positions), now, as `[id, kind, asset, balance]` rows. */
  balances(partnerId: string, env: Env): BalanceRow[] {
    return this.balancesStmt.all(partnerId, env);
  }

  /** The last committed transfer's seq (0: none). */
  lastTransferSeq(): number {
    return this.lastSeqStmt.get() ?? 0;
  }

  /**
   * The partner's non-zero AUM balances streamed row by row to `apply` (never one array of them all),
   * and the seq of the last transfer they include, read in one snapshot (a read transaction).
   */
  balancesWithSeq(partnerId: string, env: Env, apply: (row: BalanceRow) => void): number {
    return this.db.transaction(() => {
      for (const row of this.balancesStmt.iterate(partnerId, env)) apply(row as BalanceRow);
      return this.lastTransferSeq();
    })();
  }

  /**
   * The balance changes of the partner's AUM accounts by the transfers after `sinceSeq`, streamed to
   * `apply` as `[id, kind, asset, signed amount]`, and the seq they bring the reader to (one snapshot).
   */
  transfersSince(partnerId: string, env: Env, sinceSeq: number, apply: (row: BalanceRow) => void): number {
    return this.db.transaction(() => {
      const uptoSeq = this.lastTransferSeq();
      if (uptoSeq > sinceSeq) for (const row of this.transfersSinceStmt.iterate({ partnerId, env, sinceSeq, uptoSeq })) apply(row as BalanceRow);
      return uptoSeq;
    })();
  }

  /** Net movement since `sinceMs` of each of the partner's accounts of the given kinds that moved. */
  changesSince(partnerId: string, env: Env, kinds: readonly string[], sinceMs: number): AccountBalance[] {
    return this.changesStmt.all({ partnerId, env, kinds: JSON.stringify(kinds), sinceMs });
  }

  /** Positions of the partner in account-id order after `afterId`. */
  positions(partnerId: string, env: Env, afterId: string, limit: number): PositionRow[] {
    return this.positionsStmt.all({ partnerId, env, afterId, limit });
  }

  /** Revenue through `account` from the partner's accounts, by period of `interval`. */
  revenueByPeriod(account: string, partnerId: string, env: Env, fromMs: number, toMs: number, interval: BucketInterval): RevenueBucket[] {
    return this.revenueByPeriodStmt.all({ account, partnerId, env, fromMs, toMs, format: BUCKET_FORMAT[interval] });
  }

  /** Revenue through `account`, by the partner's account on the other side (key: its id). */
  revenueByAccount(account: string, partnerId: string, env: Env, fromMs: number, toMs: number): RevenueBucket[] {
    return this.revenueByAccountStmt.all({ account, partnerId, env, fromMs, toMs });
  }

  /** Every partner environment that existed before `beforeMs` (the invoice run's list). */
  partnersBefore(beforeMs: number): { id: string; env: Env; tier: Tier }[] {
    return this.partnersStmt.all(beforeMs);
  }

  /** Sub-accounts open at some moment of [startMs, endMs). */
  activeSubAccounts(partnerId: string, env: Env, startMs: number, endMs: number): number {
    return this.activeSubAccountsStmt.get(partnerId, env, endMs, startMs) ?? 0;
  }

  /** Orders placed in [startMs, endMs). */
  ordersPlaced(partnerId: string, env: Env, startMs: number, endMs: number): number {
    return this.ordersStmt.get(partnerId, env, startMs, endMs) ?? 0;
  }

  /** Writes an invoice unless the partner environment already has one for the month; true when written. */
  insertInvoice(i: Omit<InvoiceRecord, 'seq'>): boolean {
    return this.insertInvoiceStmt.run({ ...i, lines: JSON.stringify(i.lines) }).changes === 1;
  }

  invoice(id: string): InvoiceRecord | undefined {
    const row = this.invoiceStmt.get(id);
    return row ? fromInvoiceRow(row) : undefined;
  }

  /** The partner environment's invoices, newest first, before `beforeSeq`. */
  invoices(partnerId: string, env: Env, beforeSeq: number, limit: number): InvoiceRecord[] {
    return this.invoicesStmt.all(partnerId, env, beforeSeq, limit).map(fromInvoiceRow);
  }
}
