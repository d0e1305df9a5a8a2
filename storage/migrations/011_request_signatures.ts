import type { Migration } from '../migrations.ts';

/**
 * Signatures of signed requests already accepted, kept until their timestamp window (300 s either side
 * of the service clock) has closed, so a replay is refused even after a restart. Written by the HTTP
 * layer, outside journaled commands: not a replayed table (storage/inspect.ts).
 */
export const migration011: Migration = {
  version: 11,
  name: 'request-signatures',
  sql: `
CREATE TABLE request_signatures (
  -- Lower-case hex HMAC-SHA256 as accepted.
  signature TEXT PRIMARY KEY,
  -- The first instant the signed timestamp is out of the window: from then on the row may be pruned.
  expires_at_ms INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
CREATE INDEX request_signatures_by_expiry ON request_signatures (expires_at_ms);
`,
};
