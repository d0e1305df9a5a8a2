import type { Migration } from '../migrations.ts';

/**
 * Reports and invoices. `invoices`: one monthly invoice of platform charges per partner
 * environment and month (the month-end timer writes it once; the unique key makes a second write
 * impossible), its lines as JSON, totals in cents. Two indexes serve the reports over large books:
 * the partner's position accounts in id order (the positions report's pages, without a sort), and
 * the transfers by time (AUM as of a past day rewinds only the transfers after it; fees and revenue
 * read one period).
 */
export const migration023: Migration = {
  version: 23,
  name: 'reports',
  sql: `
CREATE TABLE invoices (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  -- The billed month, YYYY-MM.
  period TEXT NOT NULL,
  tier TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('ISSUED', 'PAID', 'VOID')),
  currency TEXT NOT NULL,
  -- JSON array of {code, description, quantity, unitPriceMinor, amountMinor}.
  lines TEXT NOT NULL,
  subtotal_minor INTEGER NOT NULL CHECK (subtotal_minor >= 0),
  total_minor INTEGER NOT NULL CHECK (total_minor >= 0),
  period_start_ms INTEGER NOT NULL,
  period_end_ms INTEGER NOT NULL,
  issued_at_ms INTEGER NOT NULL,
  due_at_ms INTEGER NOT NULL,
  UNIQUE (partner_id, env, period)
) STRICT;
CREATE INDEX invoices_by_partner ON invoices (partner_id, env, seq);
CREATE INDEX ledger_positions_by_partner ON ledger_accounts (partner_id, env, id) WHERE kind IN ('holding', 'unit_holding');
CREATE INDEX ledger_transfers_by_time ON ledger_transfers (at_ms);
`,
};
