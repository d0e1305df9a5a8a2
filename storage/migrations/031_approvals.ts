import type { Migration } from '../migrations.ts';

/**
 * Approvals (maker-checker): the read model of the approval actor, one row per request that
 * the partner's policy held for a second member. `payload` is the canonical JSON of the command payload
 * that runs when it is approved (its SHA-256 is `body_digest`); `result` the executed action's answer.
 */
export const migration031: Migration = {
  version: 31,
  name: 'approvals',
  sql: `
CREATE TABLE approvals (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  action TEXT NOT NULL,
  summary TEXT NOT NULL,
  requester_kind TEXT NOT NULL CHECK (requester_kind IN ('member', 'apiKey')),
  requester_id TEXT NOT NULL,
  payload TEXT NOT NULL,
  body_digest TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'EXECUTED', 'REJECTED', 'EXPIRED', 'FAILED')),
  decided_by TEXT,
  decided_at_ms INTEGER,
  reason TEXT,
  failure TEXT,
  result TEXT,
  created_at_ms INTEGER NOT NULL,
  expires_at_ms INTEGER NOT NULL,
  updated_at_ms INTEGER NOT NULL
) STRICT;
CREATE INDEX approvals_by_partner ON approvals (partner_id, env, seq);
`,
};
