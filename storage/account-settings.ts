/** What a partner may change itself: one row per partner environment, written by `settings.patch`. */
import type { Db } from './db.ts';
import { TableMemo } from './table-memo.ts';
import type { Env } from './types.ts';

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
   * Every master-wallet movement reads its partner's threshold, almost always inside a batch: the writer
   * remembers the rows until the table's next write or a rollback (storage/table-memo.ts); null on a
   * read-only connection.
   */
  private readonly rowsMemo: TableMemo<PartnerSettingsRecord | undefined> | null;

  constructor(db: Db) {
    this.rowsMemo = db.readonly ? null : new TableMemo<PartnerSettingsRecord | undefined>(db, 'partner_settings');
    this.getStmt = db.prepare<[string, string], Row>('SELECT * FROM partner_settings WHERE env = ? AND partner_id = ?');
    this.putStmt = db.prepare(
      `INSERT INTO partner_settings (env, partner_id, settlement_hold, float_low_threshold_minor, notification_email, updated_at_ms)
       VALUES (@env, @partnerId, @settlementHold, @floatLowThresholdMinor, @notificationEmail, @updatedAtMs)
       ON CONFLICT (env, partner_id) DO UPDATE SET settlement_hold = excluded.settlement_hold,
         float_low_threshold_minor = excluded.float_low_threshold_minor, notification_email = excluded.notification_email,
         updated_at_ms = excluded.updated_at_ms`,
    );
  }

  get(env: Env, partnerId: string): PartnerSettingsRecord | undefined {
    return this.rowsMemo ? this.rowsMemo.get(`${env}:${partnerId}`, () => this.read(env, partnerId)) : this.read(env, partnerId);
  }

  private read(env: Env, partnerId: string): PartnerSettingsRecord | undefined {
    const r = this.getStmt.get(env, partnerId);
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
    this.putStmt.run({ ...s, settlementHold: s.settlementHold ? 1 : 0 });
  }
}
