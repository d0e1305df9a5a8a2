import type { Migration } from '../migrations.ts';

/**
 * Corporate actions the operator declares (issue 12). One row per action: its type-specific terms as
 * JSON, its status (DECLARED until its effective date's durable timer fires, then EFFECTIVE). Platform
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
  status TEXT NOT NULL CHECK (status IN ('DECLARED', 'EFFECTIVE')),
  effective_date TEXT NOT NULL,
  -- JSON object of the type's terms (ratio, dividendPerShare, exDate, payDate, newSymbol, ...).
  terms TEXT NOT NULL,
  description TEXT,
  declared_at_ms INTEGER NOT NULL,
  effective_at_ms INTEGER
) STRICT;
CREATE INDEX corporate_actions_by_symbol ON corporate_actions (symbol, seq);
`,
};
