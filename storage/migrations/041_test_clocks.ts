import type { Migration } from '../migrations.ts';

/**
 * Sandbox test clocks: a partner's clock frozen at an instant and moved only by the partner. Each
 * actor created by a command on a test clock is bound to it (`test_clock_bindings`: sub-accounts and
 * what they own, such as quotes, orders and webhook deliveries of their events), its timers carry the
 * clock (`timers.clock_id`, NULL for the service clock) and its journal entries name it
 * (`journal.clock_id`, NULL for the service clock and then left out of the hashed content).
 */
export const migration041: Migration = {
  version: 41,
  name: 'test_clocks',
  sql: `
CREATE TABLE test_clocks (
  id TEXT PRIMARY KEY,
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  name TEXT,
  frozen_time_ms INTEGER NOT NULL,
  status TEXT NOT NULL,
  created_at_ms INTEGER NOT NULL,
  deleted_at_ms INTEGER
) STRICT;
CREATE INDEX test_clocks_by_partner ON test_clocks (partner_id, env, id);
CREATE TABLE test_clock_bindings (
  actor_id TEXT PRIMARY KEY,
  clock_id TEXT NOT NULL
) STRICT, WITHOUT ROWID;
ALTER TABLE timers ADD COLUMN clock_id TEXT;
CREATE INDEX timers_by_clock ON timers (clock_id, due_at_ms, id) WHERE clock_id IS NOT NULL;
ALTER TABLE journal ADD COLUMN clock_id TEXT;
`,
};
