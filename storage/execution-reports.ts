/**
 * Execution reports: the FIX-like record of every lifecycle step of an order, appended by
 * the order projection (engine/trading/execution-reports.ts) in the step that moved the order.
 */
import type { Db } from './db.ts';
import type { Env } from './types.ts';

export const EXEC_TYPES = ['NEW', 'TRIGGERED', 'PARTIAL_FILL', 'FILL', 'REPLACED', 'CANCELLED', 'EXPIRED', 'REJECTED', 'SETTLED', 'SETTLEMENT_FAILED'] as const;
export type ExecType = (typeof EXEC_TYPES)[number];

export interface ExecutionReportRow {
  readonly id: string;
  readonly orderId: string;
  readonly env: Env;
  readonly partnerId: string;
  readonly owner: string;
  readonly orderSeq: number;
  readonly execType: ExecType;
  /** The order's omsStatus after the step. */
  readonly orderStatus: string;
  readonly side: 'BUY' | 'SELL';
  readonly symbol: string;
  readonly quantityMicro: number;
  readonly filledQuantityMicro: number;
  readonly lastQuantityMicro: number;
  readonly lastPriceMinor: number | null;
  readonly averagePriceMinor: number | null;
  readonly currency: string;
  readonly venue: string | null;
  readonly reason: string | null;
  readonly transactTimeMs: number;
  readonly signature: string;
  readonly journalSeq: number;
}

interface Row {
  seq: number;
  id: string;
  order_id: string;
  env: Env;
  partner_id: string;
  owner: string;
  order_seq: number;
  exec_type: ExecType;
  order_status: string;
  side: 'BUY' | 'SELL';
  symbol: string;
  quantity_micro: number;
  filled_quantity_micro: number;
  last_quantity_micro: number;
  last_price_minor: number | null;
  average_price_minor: number | null;
  currency: string;
  venue: string | null;
  reason: string | null;
  transact_time_ms: number;
  signature: string;
  journal_seq: number;
}

const fromRow = (r: Row): ExecutionReportRow => ({
  id: r.id,
  orderId: r.order_id,
  env: r.env,
  partnerId: r.partner_id,
  owner: r.owner,
  orderSeq: r.order_seq,
  execType: r.exec_type,
  orderStatus: r.order_status,
  side: r.side,
  symbol: r.symbol,
  quantityMicro: r.quantity_micro,
  filledQuantityMicro: r.filled_quantity_micro,
  lastQuantityMicro: r.last_quantity_micro,
  lastPriceMinor: r.last_price_minor,
  averagePriceMinor: r.average_price_minor,
  currency: r.currency,
  venue: r.venue,
  reason: r.reason,
  transactTimeMs: r.transact_time_ms,
  signature: r.signature,
  journalSeq: r.journal_seq,
});

export class ExecutionReportStore {
  private readonly stmts;

  constructor(db: Db) {
    this.stmts = {
      insert: db.prepare(
        `INSERT INTO execution_reports (id, order_id, env, partner_id, owner, order_seq, exec_type, order_status, side, symbol, quantity_micro,
           filled_quantity_micro, last_quantity_micro, last_price_minor, average_price_minor, currency, venue, reason, transact_time_ms, signature, journal_seq)
         VALUES (@id, @orderId, @env, @partnerId, @owner, @orderSeq, @execType, @orderStatus, @side, @symbol, @quantityMicro,
           @filledQuantityMicro, @lastQuantityMicro, @lastPriceMinor, @averagePriceMinor, @currency, @venue, @reason, @transactTimeMs, @signature, @journalSeq)`,
      ),
      latest: db.prepare<[string], Row>('SELECT * FROM execution_reports WHERE order_id = ? ORDER BY order_seq DESC LIMIT 1'),
      page: db.prepare<[string, number, number], Row>('SELECT * FROM execution_reports WHERE order_id = ? AND order_seq > ? ORDER BY order_seq LIMIT ?'),
      count: db.prepare<[string], number>('SELECT COUNT(*) FROM execution_reports WHERE order_id = ?').pluck(),
      has: db.prepare('SELECT 1 FROM execution_reports WHERE id = ?').pluck(),
      setLastPrice: db.prepare('UPDATE execution_reports SET last_price_minor = ? WHERE id = ?'),
    };
  }

  insert(r: ExecutionReportRow): void {
    this.stmts.insert.run(r);
  }

  latest(orderId: string): ExecutionReportRow | undefined {
    const r = this.stmts.latest.get(orderId);
    return r ? fromRow(r) : undefined;
  }

  /** The order's reports after position `afterSeq`, oldest first. */
  page(orderId: string, afterSeq: number, limit: number): ExecutionReportRow[] {
    return this.stmts.page.all(orderId, afterSeq, limit).map(fromRow);
  }

  /** Whether a report with this id exists (a fill's id is given by its fill event, once). */
  has(id: string): boolean {
    return this.stmts.has.get(id) !== undefined;
  }

  count(orderId: string): number {
    return this.stmts.count.get(orderId) ?? 0;
  }

  /** The fill's own price: the venue knows it, the order's context only keeps the average. */
  setLastPrice(id: string, priceMinor: number): void {
    this.stmts.setLastPrice.run(priceMinor, id);
  }
}
