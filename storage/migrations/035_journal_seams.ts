import type { Migration } from '../migrations.ts';

/**
 * Scale-out seams: what a replicated log needs in each journal entry. `partition` (0 for
 * every entry written before partitions, and left out of the hashed content then), `engine_version`
 * (NULL before it was journaled) and `response`, the stored response of an idempotent request (JSON:
 * key, fingerprint, status and the stored body text, credentials sealed), so replay rebuilds the
 * idempotency records. Adding columns keeps the append-only triggers and every existing row as it is.
 */
export const migration035: Migration = {
  version: 35,
  name: 'journal_seams',
  sql: `
ALTER TABLE journal ADD COLUMN partition INTEGER NOT NULL DEFAULT 0;
ALTER TABLE journal ADD COLUMN engine_version INTEGER;
ALTER TABLE journal ADD COLUMN response TEXT;
`,
};
