import type { Migration } from '../migrations.ts';

/**
 * Corporate actions become machines: `corporate_actions` is the read model of the
 * `corporateAction` actors, so its status gains CANCELLED (the operator withdraws a declaration before
 * it takes effect) and the time of the cancellation. SQLite cannot change a CHECK constraint in place:
 * the table is rebuilt with the same rows, sequence numbers and index.
 */
export const migration018: Migration = {
  version: 18,
  name: 'corporate_action_machine',
  sql: `
CREATE TABLE corporate_actions_v18 (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  symbol TEXT NOT NULL,
  exchange TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('DECLARED', 'EFFECTIVE', 'PAID', 'CANCELLED')),
  effective_date TEXT NOT NULL,
  terms TEXT NOT NULL,
  description TEXT,
  declared_at_ms INTEGER NOT NULL,
  effective_at_ms INTEGER,
  cancelled_at_ms INTEGER
) STRICT;
INSERT INTO corporate_actions_v18 (seq, id, type, symbol, exchange, status, effective_date, terms, description, declared_at_ms, effective_at_ms)
  SELECT seq, id, type, symbol, exchange, status, effective_date, terms, description, declared_at_ms, effective_at_ms FROM corporate_actions;
DROP TABLE corporate_actions;
ALTER TABLE corporate_actions_v18 RENAME TO corporate_actions;
CREATE INDEX corporate_actions_by_symbol ON corporate_actions (symbol, seq);
`,
};
