import type { Migration } from '../migrations.ts';

/**
 * Pricing, usage, settings, float. `partner_settings`: what a partner may change itself, one
 * row per partner environment, written by the journaled `settings.patch` command (replayed). `usage_daily`
 * and `usage_active_sub_accounts`: operational counters flushed in batches from memory by
 * engine/usage/recorder.ts, outside any command (never replayed; additive upserts).
 */
export const migration024: Migration = {
  version: 24,
  name: 'account',
  sql: `
CREATE TABLE partner_settings (
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  -- The partner's own settlement hold; the operator's flag still forces it on (engine/account/settings.ts).
  settlement_hold INTEGER NOT NULL CHECK (settlement_hold IN (0, 1)),
  float_low_threshold_minor INTEGER NOT NULL CHECK (float_low_threshold_minor >= 0),
  notification_email TEXT,
  updated_at_ms INTEGER NOT NULL,
  PRIMARY KEY (env, partner_id)
) STRICT, WITHOUT ROWID;
-- day is the UTC date (YYYY-MM-DD) by the service clock; family is '' for metrics without one.
CREATE TABLE usage_daily (
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  day TEXT NOT NULL,
  metric TEXT NOT NULL,
  family TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (partner_id, env, day, metric, family)
) STRICT, WITHOUT ROWID;
CREATE TABLE usage_active_sub_accounts (
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  day TEXT NOT NULL,
  sub_account_id TEXT NOT NULL,
  PRIMARY KEY (partner_id, env, day, sub_account_id)
) STRICT, WITHOUT ROWID;
`,
};
