import type { Migration } from '../migrations.ts';

/**
 * The orders read model: one row per order actor, written in the same step as the actor. Besides the
 * list filters it holds the trigger levels of WORKING resting orders, so a price capture finds the
 * crossed orders of a symbol with one index range scan per side (and nothing else is touched).
 */
export const migration004: Migration = {
  version: 4,
  name: 'orders',
  sql: `
CREATE TABLE orders (
  -- List position: insertion order is creation order (one order per command).
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  -- 'master' or the sub-account id.
  owner TEXT NOT NULL,
  symbol TEXT NOT NULL,
  exchange TEXT NOT NULL,
  side TEXT NOT NULL CHECK (side IN ('BUY', 'SELL')),
  order_type TEXT NOT NULL CHECK (order_type IN ('MARKET', 'LIMIT', 'STOP', 'STOP_LIMIT')),
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'WORKING', 'PARTIALLY_FILLED', 'FILLED', 'REJECTED', 'CANCELLED')),
  -- CANCELLED or EXPIRED once cancelled, else null.
  lifecycle TEXT,
  client_order_id TEXT,
  -- WORKING orders only: the order is a trigger candidate when a price is <= trigger_below or >= trigger_above.
  trigger_below INTEGER,
  trigger_above INTEGER,
  -- 1 while FILLED with settlement pending and a stopLoss or takeProfit to watch.
  watching INTEGER NOT NULL DEFAULT 0,
  created_at_ms INTEGER NOT NULL,
  updated_at_ms INTEGER NOT NULL,
  journal_seq INTEGER NOT NULL
) STRICT;
CREATE UNIQUE INDEX orders_by_client_order_id ON orders (partner_id, env, client_order_id) WHERE client_order_id IS NOT NULL;
CREATE INDEX orders_by_partner ON orders (partner_id, env, seq);
CREATE INDEX orders_by_owner ON orders (partner_id, env, owner, seq);
CREATE INDEX orders_open_by_owner ON orders (partner_id, env, owner) WHERE status IN ('PENDING', 'WORKING', 'PARTIALLY_FILLED');
CREATE INDEX orders_trigger_below ON orders (symbol, trigger_below) WHERE trigger_below IS NOT NULL;
CREATE INDEX orders_trigger_above ON orders (symbol, trigger_above) WHERE trigger_above IS NOT NULL;
CREATE INDEX orders_watching ON orders (symbol) WHERE watching = 1;
`,
};
