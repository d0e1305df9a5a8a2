import type { Migration } from '../migrations.ts';

/**
 * Certification. `certification_evidence`: the first observation of each read-side
 * integration step nobody journals (an idempotent replay received, the stream resumed with
 * Last-Event-ID, a list paged by cursor, a 429 or a sandbox scenario header handled), per partner
 * environment, flushed in batches from memory by engine/certification/recorder.ts like the usage
 * counters (never replayed; the first observation wins). `certifications`: a partner environment's
 * certification, written once by the journaled `certification.submit` command (replayed).
 */
export const migration032: Migration = {
  version: 32,
  name: 'certification',
  sql: `
CREATE TABLE certification_evidence (
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  item TEXT NOT NULL,
  -- The request id of the observed request.
  evidence_id TEXT NOT NULL,
  detail TEXT NOT NULL,
  at_ms INTEGER NOT NULL,
  PRIMARY KEY (partner_id, env, item)
) STRICT;
CREATE TABLE certifications (
  partner_id TEXT NOT NULL,
  env TEXT NOT NULL,
  certification_id TEXT NOT NULL UNIQUE,
  certified_at_ms INTEGER NOT NULL,
  -- JSON array of the checklist items with their evidence at the moment of certification.
  items TEXT NOT NULL,
  journal_seq INTEGER NOT NULL,
  PRIMARY KEY (partner_id, env)
) STRICT;
`,
};
