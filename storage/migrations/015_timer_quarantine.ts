import type { Migration } from '../migrations.ts';

/**
 * Quarantined timers: a timer whose command failed stays in `timers`, its `due_at_ms` moved
 * to the next automatic retry, with how often it failed, the last error and when. The columns are
 * written only by journaled commands (`timer.quarantine`, and `put` clears them when an actor re-arms
 * the timer), so a journal replay rebuilds them like every other timer column.
 */
export const migration015: Migration = {
  version: 15,
  name: 'timer-quarantine',
  sql: `
ALTER TABLE timers ADD COLUMN failed_attempts INTEGER NOT NULL DEFAULT 0;
-- JSON {code, message} of the last failure; null while the timer never failed.
ALTER TABLE timers ADD COLUMN last_error TEXT;
ALTER TABLE timers ADD COLUMN first_failed_at_ms INTEGER;
ALTER TABLE timers ADD COLUMN last_failed_at_ms INTEGER;
CREATE INDEX timers_quarantined ON timers (id) WHERE failed_attempts > 0;
`,
};
