import type { Migration } from '../migrations.ts';

/**
 * Corporate actions the operator declares. One row per action: its type-specific terms as
 * JSON, its status (DECLARED until its effective date's durable timer fires, then EFFECTIVE; a dividend
 * PAID once its pay date's timer paid it). Platform
 * data: every partner sees the same actions, in both environments.
 */
export const migration017: Migration = {
  version: 17,
  name: 'corporate_actions',
  sql: `
CREATE TABLE corporate_actions (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  symbol TEXT NOT NULL,
  exchange TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('DECLARED', 'EFFECTIVE', 'PAID')),
  effective_date TEXT NOT NULL,
  -- JSON object of the type's terms (ratio, dividendPerShare, exDate, payDate, newSymbol, ...).
  terms TEXT NOT NULL,
  description TEXT,
  declared_at_ms INTEGER NOT NULL,
  effective_at_ms INTEGER
) STRICT;
CREATE INDEX corporate_actions_by_symbol ON corporate_actions (symbol, seq);
-- A dividend's entitlement, fixed from holdings at the ex-date: one row per holder (owner is 'master' or
-- a sub-account id); usd_minor and paid_at_ms are written on the pay date at the managed FX rate.
CREATE TABLE dividend_entitlements (
  action_id TEXT NOT NULL,
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  owner TEXT NOT NULL,
  symbol TEXT NOT NULL,
  units_micro INTEGER NOT NULL CHECK (units_micro > 0),
  fixed_at_ms INTEGER NOT NULL,
  usd_minor INTEGER,
  fx_per_usd TEXT,
  paid_at_ms INTEGER,
  PRIMARY KEY (action_id, env, partner_id, owner)
) STRICT;
CREATE INDEX dividend_entitlements_paid ON dividend_entitlements (env, partner_id, paid_at_ms);
`,
};
