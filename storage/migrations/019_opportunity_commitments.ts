import type { Migration } from '../migrations.ts';

/**
 * Commitments to private opportunities. `opportunity_commitments` is the read model of the
 * `commitment` actors (one row per commitment, its status PENDING until the opportunity closes);
 * `opportunity_closes` records each opportunity's close decision per environment (ALLOCATED when the
 * amount raised met the raise target, else REFUNDED), written by the close date's platform timer.
 */
export const migration019: Migration = {
  version: 19,
  name: 'opportunity_commitments',
  sql: `
CREATE TABLE opportunity_commitments (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  sub_account_id TEXT NOT NULL,
  opportunity_id TEXT NOT NULL,
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  units_micro INTEGER,
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'ALLOCATED', 'REFUNDED')),
  created_at_ms INTEGER NOT NULL,
  decided_at_ms INTEGER
) STRICT;
CREATE INDEX opportunity_commitments_by_owner ON opportunity_commitments (env, partner_id, sub_account_id, seq);
CREATE INDEX opportunity_commitments_by_opportunity ON opportunity_commitments (env, opportunity_id, status);
CREATE TABLE opportunity_closes (
  env TEXT NOT NULL,
  opportunity_id TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('ALLOCATED', 'REFUNDED')),
  amount_raised_minor INTEGER NOT NULL,
  commitments INTEGER NOT NULL,
  closed_at_ms INTEGER NOT NULL,
  PRIMARY KEY (env, opportunity_id)
) STRICT;
`,
};
