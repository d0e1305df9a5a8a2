import type { Migration } from '../migrations.ts';

/**
 * Tier-upgrade requests (a projection of the upgradeRequest actor) and portal sessions: the member a
 * session token was issued to. The token itself is an `api_keys` row of kind `oauth` (hash only), so
 * authentication, expiry and revocation work as for any key; this table only says whose session it is.
 */
export const migration010: Migration = {
  version: 10,
  name: 'upgrade_requests_and_portal_sessions',
  sql: `
-- seq orders requests in filing order: a frozen virtual clock gives equal instants and ids are hashes.
CREATE TABLE upgrade_requests (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  partner_id TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  from_tier TEXT NOT NULL CHECK (from_tier IN ('starter', 'growth', 'enterprise')),
  target_tier TEXT NOT NULL CHECK (target_tier IN ('growth', 'enterprise')),
  message TEXT NOT NULL,
  submitted_by_sub TEXT NOT NULL,
  submitted_by_email TEXT NOT NULL,
  submitted_at_ms INTEGER NOT NULL,
  decided_at_ms INTEGER,
  rejection_reason TEXT
) STRICT;
CREATE INDEX upgrade_requests_by_partner ON upgrade_requests (partner_id, seq);
CREATE INDEX upgrade_requests_by_status ON upgrade_requests (status, seq);

CREATE TABLE portal_sessions (
  id TEXT PRIMARY KEY,
  key_id TEXT NOT NULL UNIQUE REFERENCES api_keys (id),
  partner_id TEXT NOT NULL,
  env TEXT NOT NULL,
  member_sub TEXT NOT NULL,
  member_email TEXT NOT NULL,
  member_role TEXT NOT NULL,
  created_at_ms INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
`,
};
