import type { Migration } from '../migrations.ts';

/** Sub-accounts (read model of the subAccount actor), their wallet transactions and push devices. */
export const migration003: Migration = {
  version: 3,
  name: 'subaccounts',
  sql: `
CREATE TABLE sub_accounts (
  id TEXT PRIMARY KEY,
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  external_id TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'frozen', 'closed')),
  email TEXT,
  name TEXT,
  country TEXT,
  metadata TEXT,
  kyc TEXT NOT NULL,
  frozen_by TEXT,
  created_at_ms INTEGER NOT NULL,
  -- Journal position of the creating command: the list order (ids of one millisecond do not sort by creation).
  created_seq INTEGER NOT NULL,
  closed_at_ms INTEGER,
  -- SHA-256 of the one valid auto-register token; the raw token is shown once and never stored.
  token_hash TEXT,
  UNIQUE (partner_id, env, external_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX sub_accounts_by_partner ON sub_accounts (partner_id, env, created_seq);
CREATE INDEX sub_accounts_by_status ON sub_accounts (partner_id, env, status, created_seq);
CREATE UNIQUE INDEX sub_accounts_by_token ON sub_accounts (token_hash) WHERE token_hash IS NOT NULL;

-- What a sub-account's wallet saw, newest last: one row per movement of its cash (signed amount).
CREATE TABLE wallet_transactions (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  sub_account_id TEXT NOT NULL,
  type TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  balance_after_minor INTEGER NOT NULL,
  at_ms INTEGER NOT NULL,
  journal_seq INTEGER NOT NULL,
  details TEXT NOT NULL
) STRICT;
CREATE INDEX wallet_transactions_by_account ON wallet_transactions (sub_account_id, seq);
CREATE INDEX wallet_transactions_by_partner ON wallet_transactions (partner_id, env);

CREATE TABLE sub_account_devices (
  sub_account_id TEXT NOT NULL,
  device_id TEXT NOT NULL,
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  platform TEXT NOT NULL CHECK (platform IN ('ios', 'android', 'web')),
  token TEXT NOT NULL,
  label TEXT,
  created_at_ms INTEGER NOT NULL,
  updated_at_ms INTEGER NOT NULL,
  PRIMARY KEY (sub_account_id, device_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX sub_account_devices_by_partner ON sub_account_devices (partner_id, env);
`,
};
