import type { Migration } from '../migrations.ts';

/**
 * The price alerts read model: one row per priceAlert actor, rewritten by every step of that actor.
 * Live alerts (ARMED, TRIGGERED) sit in a partial index by symbol and threshold, so a capture finds
 * only the alerts its price moves, however many a symbol carries.
 */
export const migration007: Migration = {
  version: 7,
  name: 'alerts',
  sql: `
CREATE TABLE price_alerts (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  client_alert_id TEXT,
  symbol TEXT NOT NULL,
  exchange TEXT NOT NULL,
  condition TEXT NOT NULL CHECK (condition IN ('above', 'below')),
  threshold_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  repeat INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('ARMED', 'TRIGGERED', 'DISARMED', 'DELETED')),
  created_at_ms INTEGER NOT NULL,
  triggered_at_ms INTEGER,
  last_price_minor INTEGER,
  deleted_at_ms INTEGER,
  updated_seq INTEGER NOT NULL
) STRICT;
CREATE INDEX price_alerts_by_partner ON price_alerts (partner_id, env, seq);
CREATE INDEX price_alerts_live ON price_alerts (symbol, threshold_minor) WHERE state IN ('ARMED', 'TRIGGERED');
`,
};
