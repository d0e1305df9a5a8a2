import type { Migration } from '../migrations.ts';

/**
 * Operator-declared platform incidents, read by the status page and the SLA view. A resolved incident
 * keeps its row (status history is what the SLA view and the operator list report).
 */
export const migration006: Migration = {
  version: 6,
  name: 'incidents',
  sql: `
CREATE TABLE incidents (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  severity TEXT NOT NULL CHECK (severity IN ('P0', 'P1', 'P2', 'P3')),
  -- JSON array of status-page component names.
  affected_services TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('investigating', 'resolved')),
  message TEXT,
  resolution_message TEXT,
  declared_at_ms INTEGER NOT NULL,
  resolved_at_ms INTEGER
) STRICT;
CREATE INDEX incidents_by_status ON incidents (status, seq);
`,
};
