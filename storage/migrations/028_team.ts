import type { Migration } from '../migrations.ts';

/**
 * Team members: the read model of the member actor, one row per member of a partner
 * environment (the sandbox and production organisations of one identity are separate teams, as their
 * partners are). A portal session now names the member it was issued to (`member_id`; null on the
 * sessions opened before members existed, which were all the owner's).
 */
export const migration028: Migration = {
  version: 28,
  name: 'team_members',
  sql: `
CREATE TABLE team_members (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  email TEXT NOT NULL,
  sub TEXT,
  role TEXT NOT NULL CHECK (role IN ('owner', 'admin', 'developer', 'finance', 'support', 'viewer')),
  status TEXT NOT NULL CHECK (status IN ('INVITED', 'ACTIVE', 'REMOVED')),
  invited_by_member_id TEXT,
  created_at_ms INTEGER NOT NULL,
  joined_at_ms INTEGER,
  removed_at_ms INTEGER,
  updated_at_ms INTEGER NOT NULL
) STRICT;
CREATE INDEX team_members_by_partner ON team_members (partner_id, seq);
CREATE INDEX team_members_by_sub ON team_members (sub, env) WHERE sub IS NOT NULL;
CREATE INDEX team_members_by_email ON team_members (email, env);
ALTER TABLE portal_sessions ADD COLUMN member_id TEXT;
CREATE INDEX portal_sessions_by_partner ON portal_sessions (partner_id, env, created_at_ms);
CREATE INDEX portal_sessions_by_member ON portal_sessions (member_id) WHERE member_id IS NOT NULL;
`,
};
