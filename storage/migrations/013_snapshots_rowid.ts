import type { Migration } from '../migrations.ts';

/**
 * Snapshots become an ordinary rowid table (the unique key (kind, id) as its index). As a WITHOUT
 * ROWID table each row lived in an index b-tree, whose rows keep at most about 1,000 bytes on their
 * page: an order's snapshot (about 1.5 KB of JSON) spilled the rest onto an overflow page of its own,
 * so every order written cost a whole extra 4 KiB page in the WAL, and every page held few rows. A
 * rowid table keeps rows up to about 4 KB on their leaf page; ids start with their creation time, so
 * both the rows (by rowid) and the key index still append. Same columns, same constraint, same data,
 * and the same two indexes (001's by partner, 008's partial index of attempting deliveries).
 */
export const migration013: Migration = {
  version: 13,
  name: 'snapshots-rowid',
  sql: `
CREATE TABLE snapshots_rowid (
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  env TEXT NOT NULL,
  partner_id TEXT,
  machine_version TEXT NOT NULL,
  state TEXT NOT NULL,
  snapshot TEXT NOT NULL,
  journal_seq INTEGER NOT NULL,
  updated_at_ms INTEGER NOT NULL,
  PRIMARY KEY (kind, id)
) STRICT;
INSERT INTO snapshots_rowid (kind, id, env, partner_id, machine_version, state, snapshot, journal_seq, updated_at_ms)
  SELECT kind, id, env, partner_id, machine_version, state, snapshot, journal_seq, updated_at_ms FROM snapshots ORDER BY journal_seq, kind, id;
DROP TABLE snapshots;
ALTER TABLE snapshots_rowid RENAME TO snapshots;
CREATE INDEX snapshots_by_partner ON snapshots (partner_id, env, kind);
CREATE INDEX snapshots_attempting_deliveries ON snapshots (kind, id) WHERE state = 'ATTEMPTING';
`,
};
