import type { Migration } from '../migrations.ts';

/**
 * Corporate governance. Meetings the operator declares (platform data, both environments);
 * elections, the read model of the election actor, with their resolutions and, once tallied, their
 * results per environment (JSON); entitlements fixed from the ledger at the record date (units held plus
 * reserved by open SELLs, per holder); and votes, one per holder and resolution, changeable until the
 * voting window closes.
 */
export const migration027: Migration = {
  version: 27,
  name: 'governance',
  sql: `
CREATE TABLE governance_meetings (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  symbol TEXT NOT NULL,
  exchange TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('AGM', 'EGM')),
  meeting_date TEXT NOT NULL,
  record_date TEXT NOT NULL,
  -- JSON array of agenda items (text).
  agenda TEXT NOT NULL,
  description TEXT,
  declared_at_ms INTEGER NOT NULL,
  entitlements_fixed_at_ms INTEGER
) STRICT;
CREATE TABLE governance_elections (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  meeting_id TEXT NOT NULL,
  symbol TEXT NOT NULL,
  title TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('SCHEDULED', 'OPEN', 'CLOSED', 'TALLIED')),
  -- JSON array of {resolutionId, title, description}.
  resolutions TEXT NOT NULL,
  opens_at_ms INTEGER NOT NULL,
  closes_at_ms INTEGER NOT NULL,
  -- JSON object: environment -> per-resolution totals; null until tallied.
  results TEXT,
  tallied_at_ms INTEGER
) STRICT;
CREATE INDEX governance_elections_by_meeting ON governance_elections (meeting_id, seq);
CREATE TABLE governance_entitlements (
  meeting_id TEXT NOT NULL,
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  owner TEXT NOT NULL,
  units_micro INTEGER NOT NULL CHECK (units_micro > 0),
  fixed_at_ms INTEGER NOT NULL,
  PRIMARY KEY (meeting_id, env, partner_id, owner)
) STRICT;
CREATE INDEX governance_entitlements_by_partner ON governance_entitlements (partner_id, env);
CREATE TABLE governance_votes (
  election_id TEXT NOT NULL,
  resolution_id TEXT NOT NULL,
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  owner TEXT NOT NULL,
  choice TEXT NOT NULL CHECK (choice IN ('FOR', 'AGAINST', 'ABSTAIN')),
  units_micro INTEGER NOT NULL CHECK (units_micro > 0),
  cast_at_ms INTEGER NOT NULL,
  updated_at_ms INTEGER NOT NULL,
  PRIMARY KEY (election_id, resolution_id, env, partner_id, owner)
) STRICT;
CREATE INDEX governance_votes_by_owner ON governance_votes (partner_id, env, owner);
`,
};
