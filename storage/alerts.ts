/** The price alerts read model (projection of the priceAlert actors) and its index of live alerts by symbol. */
import type { Db } from './db.ts';
import type { Env } from './types.ts';

export type AlertStateName = 'ARMED' | 'TRIGGERED' | 'DISARMED' | 'DELETED';

export interface AlertRecord {
  readonly id: string;
  readonly env: Env;
  readonly partnerId: string;
  readonly clientAlertId: string | null;
  readonly symbol: string;
  readonly exchange: string;
  readonly condition: 'above' | 'below';
  readonly thresholdMinor: number;
  readonly currency: string;
  readonly repeat: boolean;
  readonly state: AlertStateName;
  readonly createdAtMs: number;
  readonly triggeredAtMs: number | null;
  readonly lastPriceMinor: number | null;
  readonly deletedAtMs: number | null;
}

export interface StoredAlert extends AlertRecord {
  readonly seq: number;
}

interface AlertRow {
  seq: number;
  id: string;
  env: Env;
  partner_id: string;
  client_alert_id: string | null;
  symbol: string;
  exchange: string;
  condition: 'above' | 'below';
  threshold_minor: number;
  currency: string;
  repeat: number;
  state: AlertStateName;
  created_at_ms: number;
  triggered_at_ms: number | null;
  last_price_minor: number | null;
  deleted_at_ms: number | null;
}

const fromRow = (r: AlertRow): StoredAlert => ({
  seq: r.seq,
  id: r.id,
  env: r.env,
  partnerId: r.partner_id,
  clientAlertId: r.client_alert_id,
  symbol: r.symbol,
  exchange: r.exchange,
  condition: r.condition,
  thresholdMinor: r.threshold_minor,
  currency: r.currency,
  repeat: r.repeat === 1,
  state: r.state,
  createdAtMs: r.created_at_ms,
  triggeredAtMs: r.triggered_at_ms,
  lastPriceMinor: r.last_price_minor,
  deletedAtMs: r.deleted_at_ms,
});

export class AlertStore {
  private readonly upsertStmt;
  private readonly byIdStmt;
  private readonly listStmt;
  private readonly listByStateStmt;
  private readonly activeCountStmt;
  private readonly movedStmt;
  private readonly ofSymbolStmt;

  constructor(db: Db) {
    this.upsertStmt = db.prepare(
      `INSERT INTO price_alerts (id, env, partner_id, client_alert_id, symbol, exchange, condition, threshold_minor, currency, repeat, state, created_at_ms, triggered_at_ms, last_price_minor, deleted_at_ms, updated_seq)
       VALUES (@id, @env, @partnerId, @clientAlertId, @symbol, @exchange, @condition, @thresholdMinor, @currency, @repeat, @state, @createdAtMs, @triggeredAtMs, @lastPriceMinor, @deletedAtMs, @updatedSeq)
       ON CONFLICT (id) DO UPDATE SET symbol = excluded.symbol, state = excluded.state, triggered_at_ms = excluded.triggered_at_ms,
         last_price_minor = excluded.last_price_minor, deleted_at_ms = excluded.deleted_at_ms, updated_seq = excluded.updated_seq`,
    );
    this.byIdStmt = db.prepare<[string], AlertRow>('SELECT * FROM price_alerts WHERE id = ?');
    this.ofSymbolStmt = db.prepare<[string], AlertRow>("SELECT * FROM price_alerts WHERE symbol = ? AND state <> 'DELETED' ORDER BY seq");
    this.listStmt = db.prepare<[string, string, number, number], AlertRow>(
      'SELECT * FROM price_alerts WHERE partner_id = ? AND env = ? AND seq > ? ORDER BY seq LIMIT ?',
    );
    this.listByStateStmt = db.prepare<[string, string, string, number, number], AlertRow>(
      'SELECT * FROM price_alerts WHERE partner_id = ? AND env = ? AND state = ? AND seq > ? ORDER BY seq LIMIT ?',
    );
    this.activeCountStmt = db
      .prepare<[string, string], number>("SELECT COUNT(*) FROM price_alerts WHERE partner_id = ? AND env = ? AND state IN ('ARMED', 'TRIGGERED')")
      .pluck();
    // Live alerts this price moves: ARMED ones it reaches (inclusive), TRIGGERED ones it is back beyond (strict).
    this.movedStmt = db
      .prepare<[object], string>(
        `SELECT id FROM price_alerts WHERE symbol = @symbol AND state IN ('ARMED', 'TRIGGERED') AND (
         (state = 'ARMED' AND condition = 'above' AND threshold_minor <= @price) OR
         (state = 'ARMED' AND condition = 'below' AND threshold_minor >= @price) OR
         (state = 'TRIGGERED' AND condition = 'above' AND threshold_minor > @price) OR
         (state = 'TRIGGERED' AND condition = 'below' AND threshold_minor < @price))
       ORDER BY seq`,
      )
      .pluck();
  }

  upsert(a: AlertRecord, updatedSeq: number): void {
    this.upsertStmt.run({ ...a, repeat: a.repeat ? 1 : 0, updatedSeq });
  }

  get(id: string): StoredAlert | undefined {
    const r = this.byIdStmt.get(id);
    return r ? fromRow(r) : undefined;
  }

  /** A partner environment's alerts in creation order, after `afterSeq`, optionally of one state. */
  list(partnerId: string, env: Env, state: AlertStateName | null, afterSeq: number, limit: number): StoredAlert[] {
    const rows = state === null ? this.listStmt.all(partnerId, env, afterSeq, limit) : this.listByStateStmt.all(partnerId, env, state, afterSeq, limit);
    return rows.map(fromRow);
  }

  /** ARMED and TRIGGERED alerts: the ones the 200-per-partner limit counts. */
  activeCount(partnerId: string, env: Env): number {
    return this.activeCountStmt.get(partnerId, env) ?? 0;
  }

  /** Alerts of `symbol` not deleted (ARMED, TRIGGERED, DISARMED), in every partner and environment, oldest first. */
  ofSymbol(symbol: string): StoredAlert[] {
    return this.ofSymbolStmt.all(symbol).map(fromRow);
  }

  /** Ids of the live alerts of `symbol` whose state this price changes, oldest first. */
  movedBy(symbol: string, priceMinor: number): string[] {
    return this.movedStmt.all({ symbol, price: priceMinor });
  }
}
