/** What a partner may change itself (issue 13): one row per partner environment, written by `settings.patch`. */
import type { Db } from './db.ts';
import type { Env } from './types.ts';

/** Rows remembered at most; beyond that the memory starts over (it only saves reads). */
const ROWS_LIMIT = 10_000;

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
   * Rows as this (the writer's) connection sees them: every master-wallet movement reads its partner's
   * threshold, almost always inside a batch. Cleared by every write here (`put` is the table's only
   * writer; a sandbox reset keeps it), and by the engine whenever a command or a batch rolls back
   * (engine.ts `forgetWriterMemory`), since a row read after a rolled-back `put` was never committed.
   */
  private readonly rows = new Map<string, PartnerSettingsRecord | undefined>();

  constructor(db: Db) {
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
    if (this.rows.has(key)) return this.rows.get(key);
    const record = this.read(env, partnerId);
    if (this.rows.size >= ROWS_LIMIT) this.rows.clear();
    this.rows.set(key, record);
    return record;
  }

  /** A command or batch rolled back: a row read since its writes may be gone. */
  forget(): void {
    this.rows.clear();
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
    this.rows.clear();
    this.putStmt.run({ ...s, settlementHold: s.settlementHold ? 1 : 0 });
  }
}
