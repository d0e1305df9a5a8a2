import type { Migration } from '../migrations.ts';

/**
 * The catalogue overlay of corporate actions: the seeded instruments are code, so a delisting
 * or a symbol change that took effect is journaled here, one row per action, and the market catalog
 * applies the rows in order when it loads (a delisted instrument shows status DELISTED; a renamed one
 * answers under its new symbol, its old one points there). Written by the effective-date timer's own
 * command, so a replay of the journal reproduces it. Platform data, shared by every partner.
 */
export const migration020: Migration = {
  version: 20,
  name: 'instrument_changes',
  sql: `
CREATE TABLE instrument_changes (
  seq INTEGER PRIMARY KEY,
  action_id TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('DELISTED', 'SYMBOL_CHANGED')),
  -- The instrument's symbol when the change took effect.
  symbol TEXT NOT NULL,
  -- SYMBOL_CHANGED: the symbol it answers under from then on; null for a delisting.
  new_symbol TEXT,
  effective_date TEXT NOT NULL,
  at_ms INTEGER NOT NULL,
  CHECK ((kind = 'SYMBOL_CHANGED') = (new_symbol IS NOT NULL))
) STRICT;
`,
};
