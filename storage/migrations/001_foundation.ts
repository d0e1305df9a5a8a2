import type { Migration } from '../migrations.ts';

/** Journal, snapshots, timers, outbox, ledger, idempotency, partners, keys, applications. */
export const migration001: Migration = {
  version: 1,
  name: 'foundation',
  sql: `
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;

-- Append-only, hash-chained command journal: hash = sha256(prev_hash || canonical content).
CREATE TABLE journal (
  seq INTEGER PRIMARY KEY,
  at_ms INTEGER NOT NULL,
  type TEXT NOT NULL,
  env TEXT,
  partner_id TEXT,
  request_id TEXT,
  payload TEXT NOT NULL,
  prev_hash TEXT NOT NULL,
  hash TEXT NOT NULL
) STRICT;
CREATE INDEX journal_by_partner ON journal (partner_id, env, seq);
CREATE TRIGGER journal_refuses_update BEFORE UPDATE ON journal
BEGIN SELECT RAISE(ABORT, 'journal is append-only'); END;
CREATE TRIGGER journal_refuses_delete BEFORE DELETE ON journal
BEGIN SELECT RAISE(ABORT, 'journal is append-only'); END;

-- Latest persisted XState snapshot of each actor, with the machine version that wrote it.
-- Tables keyed by entity ids are WITHOUT ROWID: one b-tree per row instead of a rowid table plus its
-- key index. Minted ids begin with their creation time (engine/ids.ts), so new rows append.
CREATE TABLE snapshots (
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
) STRICT, WITHOUT ROWID;
CREATE INDEX snapshots_by_partner ON snapshots (partner_id, env, kind);

-- Which journal entries touched which actor (for inspection).
CREATE TABLE actor_journal (
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  journal_seq INTEGER NOT NULL,
  event_type TEXT NOT NULL,
  PRIMARY KEY (kind, id, journal_seq, event_type)
) STRICT, WITHOUT ROWID;

-- Durable business deadlines; the engine fires them in due order.
CREATE TABLE timers (
  id TEXT PRIMARY KEY,
  due_at_ms INTEGER NOT NULL,
  actor_kind TEXT NOT NULL,
  actor_id TEXT NOT NULL,
  event TEXT NOT NULL
) STRICT;
CREATE INDEX timers_by_due ON timers (due_at_ms, id);

-- Outbox: every event, in emission order; feeds webhooks and /stream after commit. The engine numbers
-- events itself (MAX(seq) + 1), so no AUTOINCREMENT bookkeeping row is rewritten on every insert.
CREATE TABLE events (
  seq INTEGER PRIMARY KEY,
  event_id TEXT NOT NULL UNIQUE,
  env TEXT NOT NULL,
  partner_id TEXT,
  event TEXT NOT NULL,
  at_ms INTEGER NOT NULL,
  envelope TEXT NOT NULL,
  journal_seq INTEGER NOT NULL
) STRICT;
CREATE INDEX events_by_partner ON events (partner_id, env, seq);

-- Double-entry ledger in integer minor units. Balances are a projection of transfers.
CREATE TABLE ledger_accounts (
  id TEXT PRIMARY KEY,
  env TEXT NOT NULL,
  partner_id TEXT,
  kind TEXT NOT NULL,
  asset TEXT NOT NULL,
  balance INTEGER NOT NULL DEFAULT 0,
  may_go_negative INTEGER NOT NULL CHECK (may_go_negative IN (0, 1)),
  CHECK (may_go_negative = 1 OR balance >= 0)
) STRICT;
CREATE INDEX ledger_accounts_by_partner ON ledger_accounts (partner_id, env);
CREATE TABLE ledger_transfers (
  seq INTEGER PRIMARY KEY,
  journal_seq INTEGER NOT NULL,
  at_ms INTEGER NOT NULL,
  debit_account TEXT NOT NULL REFERENCES ledger_accounts (id),
  credit_account TEXT NOT NULL REFERENCES ledger_accounts (id),
  asset TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  kind TEXT NOT NULL,
  ref TEXT,
  CHECK (debit_account <> credit_account)
) STRICT;
CREATE INDEX ledger_transfers_by_account ON ledger_transfers (debit_account, seq);
CREATE INDEX ledger_transfers_by_credit ON ledger_transfers (credit_account, seq);
CREATE TRIGGER ledger_transfers_refuse_update BEFORE UPDATE ON ledger_transfers
BEGIN SELECT RAISE(ABORT, 'ledger transfers are append-only'); END;
CREATE TRIGGER ledger_transfers_refuse_delete BEFORE DELETE ON ledger_transfers
BEGIN SELECT RAISE(ABORT, 'ledger transfers are append-only'); END;

-- Stored responses of idempotent requests, committed with the command's effects. A rowid table on
-- purpose: its keys are the callers' (random), and the random inserts go to the small key index, not
-- to the rows themselves (measured: WITHOUT ROWID wrote more WAL per batch).
CREATE TABLE idempotency (
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at_ms INTEGER NOT NULL,
  journal_seq INTEGER NOT NULL,
  PRIMARY KEY (env, partner_id, key)
) STRICT;

CREATE TABLE partners (
  id TEXT PRIMARY KEY,
  env TEXT NOT NULL,
  sub TEXT,
  email TEXT NOT NULL,
  business_name TEXT NOT NULL,
  tier TEXT NOT NULL,
  status TEXT NOT NULL,
  markup_bps INTEGER NOT NULL DEFAULT 0,
  rate_limits TEXT NOT NULL DEFAULT '{}',
  flags TEXT NOT NULL DEFAULT '{}',
  created_at_ms INTEGER NOT NULL
) STRICT;
CREATE UNIQUE INDEX partners_by_sub ON partners (env, sub) WHERE sub IS NOT NULL;
CREATE INDEX partners_by_email ON partners (email);

CREATE TABLE api_keys (
  id TEXT PRIMARY KEY,
  key_hash TEXT NOT NULL UNIQUE,
  partner_id TEXT NOT NULL REFERENCES partners (id),
  env TEXT NOT NULL,
  kind TEXT NOT NULL,
  status TEXT NOT NULL,
  prefix TEXT NOT NULL,
  last4 TEXT NOT NULL,
  scopes TEXT NOT NULL DEFAULT '["*"]',
  parent_key_id TEXT,
  created_at_ms INTEGER NOT NULL,
  expires_at_ms INTEGER,
  revoked_at_ms INTEGER
) STRICT;
CREATE INDEX api_keys_by_partner ON api_keys (partner_id, status);

CREATE TABLE applications (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  business_name TEXT NOT NULL,
  use_case TEXT NOT NULL,
  website TEXT,
  consent_version TEXT NOT NULL,
  status TEXT NOT NULL,
  submitted_at_ms INTEGER NOT NULL,
  decided_at_ms INTEGER,
  rejection_reason TEXT
) STRICT;
CREATE INDEX applications_by_email ON applications (email, submitted_at_ms);

CREATE TABLE topups (
  id TEXT PRIMARY KEY,
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL,
  reference TEXT,
  created_at_ms INTEGER NOT NULL,
  confirmed_at_ms INTEGER
) STRICT, WITHOUT ROWID;
CREATE INDEX topups_by_partner ON topups (partner_id, env, created_at_ms);

CREATE TABLE payouts (
  id TEXT PRIMARY KEY,
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL,
  reference TEXT,
  created_at_ms INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
`,
};
