/** What a partner may change itself (issue 13): one row per partner environment, written by `settings.patch`. */
import type { Db } from './db.ts';
import type { Env } from './types.ts';

/** Rows remembered at most; beyond that the memory starts over (it only saves reads). */
const COMMITTED_LIMIT = 10_000;

export interface PartnerSettingsRecord {
  readonly env: Env;
  readonly partnerId: string;
  readonly settlementHold: boolean;
  readonly floatLowThresholdMinor: number;
  readonly notificationEmail: string | null;
  readonly updatedAtMs: number;
}

interface Row {
  env: Env;
  partner_id: string;
  settlement_hold: number;
  float_low_threshold_minor: number;
  notification_email: string | null;
  updated_at_ms: number;
}

export class PartnerSettingsStore {
  private readonly getStmt;
  private readonly putStmt;
  /**
   * Committed rows: every master-wallet movement reads its partner's threshold. Filled only outside a
   * transaction (never a value a rollback could undo) and cleared by every write.
   */
  private readonly committed = new Map<string, PartnerSettingsRecord | undefined>();

  constructor(private readonly db: Db) {
    this.getStmt = db.prepare('SELECT * FROM partner_settings WHERE env = ? AND partner_id = ?');
    this.putStmt = db.prepare(
      `INSERT INTO partner_settings (env, partner_id, settlement_hold, float_low_threshold_minor, notification_email, updated_at_ms)
       VALUES (@env, @partnerId, @settlementHold, @floatLowThresholdMinor, @notificationEmail, @updatedAtMs)
       ON CONFLICT (env, partner_id) DO UPDATE SET settlement_hold = excluded.settlement_hold,
         float_low_threshold_minor = excluded.float_low_threshold_minor, notification_email = excluded.notification_email,
         updated_at_ms = excluded.updated_at_ms`,
    );
  }

  get(env: Env, partnerId: string): PartnerSettingsRecord | undefined {
    const key = `${env}:${partnerId}`;
    if (this.committed.has(key)) return this.committed.get(key);
    const record = this.read(env, partnerId);
    if (!this.db.inTransaction) {
      if (this.committed.size >= COMMITTED_LIMIT) this.committed.clear();
      this.committed.set(key, record);
    }
    return record;
  }

  private read(env: Env, partnerId: string): PartnerSettingsRecord | undefined {
    const r = this.getStmt.get(env, partnerId) as Row | undefined;
    if (!r) return undefined;
    return Object.freeze({
      env: r.env,
      partnerId: r.partner_id,
      settlementHold: r.settlement_hold === 1,
      floatLowThresholdMinor: r.float_low_threshold_minor,
      notificationEmail: r.notification_email,
      updatedAtMs: r.updated_at_ms,
    });
  }

  put(s: PartnerSettingsRecord): void {
    this.committed.clear();
    this.putStmt.run({ ...s, settlementHold: s.settlementHold ? 1 : 0 });
  }
}
