import type { Migration } from '../migrations.ts';

/**
 * Execution reports: one row per lifecycle step of an order (new, triggered, partial fill,
 * fill, replaced, cancelled, expired, rejected, settled, settlement failed), written by the order's
 * projection in the same step as the order actor moves, so replaying the journal rebuilds them.
 * Quantities in millionths, prices in hundredths of the local unit.
 */
export const migration022: Migration = {
  version: 22,
  name: 'execution_reports',
  sql: `
CREATE TABLE execution_reports (
  -- Position in the order's report sequence, and across orders: insertion order is report order.
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  order_id TEXT NOT NULL,
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  owner TEXT NOT NULL,
  -- 1, 2, ... within the order.
  order_seq INTEGER NOT NULL,
  exec_type TEXT NOT NULL,
  order_status TEXT NOT NULL,
  side TEXT NOT NULL,
  symbol TEXT NOT NULL,
  quantity_micro INTEGER NOT NULL,
  filled_quantity_micro INTEGER NOT NULL,
  last_quantity_micro INTEGER NOT NULL,
  last_price_minor INTEGER,
  average_price_minor INTEGER,
  currency TEXT NOT NULL,
  venue TEXT,
  reason TEXT,
  transact_time_ms INTEGER NOT NULL,
  -- What the order looked like after this report (status, quantities, prices): the next step reports only a change of it.
  signature TEXT NOT NULL,
  journal_seq INTEGER NOT NULL,
  UNIQUE (order_id, order_seq)
) STRICT;
`,
};
