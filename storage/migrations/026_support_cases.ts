import type { Migration } from '../migrations.ts';

/**
 * Support cases: the read model of the supportCase actor (one row per case, per partner
 * environment) and its message thread, appended by the commands that post a message. Related order and
 * sub-account ids are JSON arrays checked, when the case was opened, to belong to the partner environment.
 */
export const migration026: Migration = {
  version: 26,
  name: 'support_cases',
  sql: `
CREATE TABLE support_cases (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  subject TEXT NOT NULL,
  category TEXT NOT NULL,
  priority TEXT NOT NULL,
  description TEXT NOT NULL,
  related_order_ids TEXT NOT NULL,
  related_sub_account_ids TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('OPEN', 'PENDING_PARTNER', 'RESOLVED', 'CLOSED')),
  message_count INTEGER NOT NULL,
  created_at_ms INTEGER NOT NULL,
  updated_at_ms INTEGER NOT NULL
) STRICT;
CREATE INDEX support_cases_by_partner ON support_cases (partner_id, env, seq);
CREATE INDEX support_cases_by_status ON support_cases (status, seq);
CREATE TABLE support_messages (
  case_id TEXT NOT NULL,
  n INTEGER NOT NULL,
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  author TEXT NOT NULL CHECK (author IN ('PARTNER', 'OPERATOR')),
  body TEXT NOT NULL,
  at_ms INTEGER NOT NULL,
  PRIMARY KEY (case_id, n)
) STRICT;
`,
};
