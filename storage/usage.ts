/**
 * Per-day usage counters of a partner environment. Requests, 429s and stream time are
 * counted in memory by engine/usage/recorder.ts and added here in batches, in one transaction each
 * (one fsync per batch, never one per request); orders and webhook deliveries are already durable
 * rows of their own tables and are counted from them when read.
 */
import type { Db } from './db.ts';
import type { Env } from './types.ts';

export interface UsageCount {
  readonly env: Env;
  readonly partnerId: string;
  /** UTC date, YYYY-MM-DD. */
  readonly day: string;
  readonly metric: string;
  /** '' for a metric without route families. */
  readonly family: string;
  readonly count: number;
}

export interface ActiveSubAccount {
  readonly env: Env;
  readonly partnerId: string;
  readonly day: string;
  readonly subAccountId: string;
}

export interface DayCount {
  readonly day: string;
  readonly count: number;
}

/** `date(ms / 1000, 'unixepoch')`: the UTC day of an instant in milliseconds (integer division). */
const DAY_OF = (column: string): string => `date(${column} / 1000, 'unixepoch')`;

export class UsageStore {
  private readonly addCountStmt;
  private readonly addActiveStmt;
  private readonly countsStmt;
  private readonly activeStmt;
  private readonly ordersStmt;
  private readonly deliveriesStmt;
  private readonly writeBatch: (counts: readonly UsageCount[], active: readonly ActiveSubAccount[]) => void;

  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
    this.addCountStmt = db.prepare(
      `INSERT INTO usage_daily (env, partner_id, day, metric, family, count) VALUES (@env, @partnerId, @day, @metric, @family, @count)
       ON CONFLICT (partner_id, env, day, metric, family) DO UPDATE SET count = count + excluded.count`,
    );
    this.addActiveStmt = db.prepare(
      `INSERT INTO usage_active_sub_accounts (env, partner_id, day, sub_account_id) VALUES (@env, @partnerId, @day, @subAccountId)
       ON CONFLICT DO NOTHING`,
    );
    this.countsStmt = db.prepare<[string, string, string, string], Omit<UsageCount, 'env' | 'partnerId'>>(
      `SELECT day, metric, family, count FROM usage_daily WHERE partner_id = ? AND env = ? AND day >= ? AND day <= ? ORDER BY day, metric, family`,
    );
    this.activeStmt = db.prepare<[string, string, string, string], DayCount>(
      `SELECT day, COUNT(*) AS count FROM usage_active_sub_accounts WHERE partner_id = ? AND env = ? AND day >= ? AND day <= ? GROUP BY day`,
    );
    this.ordersStmt = db.prepare<[string, string, number, number], DayCount>(
      `SELECT ${DAY_OF('created_at_ms')} AS day, COUNT(*) AS count FROM orders
       WHERE partner_id = ? AND env = ? AND created_at_ms >= ? AND created_at_ms < ? GROUP BY day`,
    );
    this.deliveriesStmt = db.prepare<[string, string, number, number], DayCount>(
      `SELECT ${DAY_OF('attempted_at_ms')} AS day, COUNT(*) AS count FROM webhook_deliveries
       WHERE partner_id = ? AND env = ? AND attempted_at_ms >= ? AND attempted_at_ms < ? AND success IS NOT NULL GROUP BY day`,
    );
    this.writeBatch = db.transaction((counts: readonly UsageCount[], active: readonly ActiveSubAccount[]) => {
      for (const c of counts) this.addCountStmt.run(c);
      for (const a of active) this.addActiveStmt.run(a);
    });
  }

  /**
   * Adds a batch of counts and active sub-accounts in one transaction; false (nothing written) inside a
   * command's transaction, whose rollback would take the rows with it: the caller keeps the batch.
   */
  add(counts: readonly UsageCount[], active: readonly ActiveSubAccount[]): boolean {
    if (this.db.inTransaction) return false;
    if (counts.length > 0 || active.length > 0) this.writeBatch(counts, active);
    return true;
  }

  counts(partnerId: string, env: Env, fromDay: string, toDay: string): Omit<UsageCount, 'env' | 'partnerId'>[] {
    return this.countsStmt.all(partnerId, env, fromDay, toDay);
  }

  activeSubAccounts(partnerId: string, env: Env, fromDay: string, toDay: string): DayCount[] {
    return this.activeStmt.all(partnerId, env, fromDay, toDay);
  }

  /** Orders created in [fromMs, toMs), by UTC day. */
  ordersPlaced(partnerId: string, env: Env, fromMs: number, toMs: number): DayCount[] {
    return this.ordersStmt.all(partnerId, env, fromMs, toMs);
  }

  /** Webhook delivery attempts with an outcome in [fromMs, toMs), by UTC day. */
  webhookDeliveries(partnerId: string, env: Env, fromMs: number, toMs: number): DayCount[] {
    return this.deliveriesStmt.all(partnerId, env, fromMs, toMs);
  }
}
