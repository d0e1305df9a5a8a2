import type { Migration } from '../migrations.ts';

/**
 * The machine inspector's history: each journal entry keeps the machine events it sent to
 * each actor (`[[kind, id, event], ...]` as JSON, a spawn as `{type: 'xstate.init', input}`; NULL when it
 * sent none, and on every entry journaled before this column), so an actor's past states are its events
 * folded through its machine's `transition()`, found through `actor_journal`. Not part of the hashed
 * content: every chain verifies unchanged. Written in the entry's own INSERT, so no extra statement.
 */
export const migration029: Migration = {
  version: 29,
  name: 'actor_events',
  sql: `
ALTER TABLE journal ADD COLUMN actor_events TEXT;
`,
};
