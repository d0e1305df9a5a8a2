/**
 * Sub-account read models: the projection of each subAccount actor (for lookups by externalId and
 * paginated lists), the wallet transactions of each sub-account, and the partner's push-notification
 * device registrations. The money itself lives in the ledger.
 */
import type { Db } from './db.ts';
import type { Env } from './types.ts';
import { storedJson } from './stored-json.ts';

export type SubAccountStatus = 'active' | 'frozen' | 'closed';

export interface SubAccountKyc {
  readonly status: 'NONE' | 'VERIFIED' | 'REJECTED';
  readonly level: 'NONE' | 'FULL';
  readonly reference: string | null;
  readonly reasonCode: string | null;
  readonly reason: string | null;
  readonly reviewedAtMs: number | null;
}

export interface SubAccountRecord {
  readonly id: string;
  readonly env: Env;
  readonly partnerId: string;
  readonly externalId: string;
  readonly status: SubAccountStatus;
  readonly email: string | null;
  readonly name: string | null;
  readonly country: string | null;
  readonly metadata: Record<string, unknown> | null;
  readonly kyc: SubAccountKyc;
  readonly frozenBy: string | null;
  readonly createdAtMs: number;
  readonly closedAtMs: number | null;
}

export interface WalletTransaction {
  readonly id: string;
  readonly env: Env;
  readonly partnerId: string;
  readonly subAccountId: string;
  /** DEPOSIT, TEST_DEPOSIT, WITHDRAWAL, CLOSURE; trading adds its own. */
  readonly type: string;
  /** Signed: positive into the sub-account's cash, negative out of it. */
  readonly amountMinor: number;
  readonly currency: string;
  readonly balanceAfterMinor: number;
  readonly atMs: number;
  readonly journalSeq: number;
  readonly details: Record<string, unknown>;
}

export interface StoredWalletTransaction extends WalletTransaction {
  readonly seq: number;
}

export interface Device {
  readonly subAccountId: string;
  readonly deviceId: string;
  readonly env: Env;
  readonly partnerId: string;
  readonly platform: 'ios' | 'android' | 'web';
  readonly token: string;
  readonly label: string | null;
  readonly createdAtMs: number;
  readonly updatedAtMs: number;
}

export interface OwnedLedgerAccount {
  readonly id: string;
  readonly kind: string;
  readonly asset: string;
  readonly balance: number;
}

/** A listed sub-account carries its list position (the journal position of its creation). */
export type ListedSubAccount = SubAccountRecord & { readonly createdSeq: number };

interface SubAccountRow {
  id: string;
  created_seq: number;
  env: Env;
  partner_id: string;
  external_id: string;
  status: SubAccountStatus;
  email: string | null;
  name: string | null;
  country: string | null;
  metadata: string | null;
  kyc: string;
  frozen_by: string | null;
  created_at_ms: number;
  closed_at_ms: number | null;
}

interface TransactionRow {
  seq: number;
  id: string;
  env: Env;
  partner_id: string;
  sub_account_id: string;
  type: string;
  amount_minor: number;
  currency: string;
  balance_after_minor: number;
  at_ms: number;
  journal_seq: number;
  details: string;
}

interface DeviceRow {
  sub_account_id: string;
  device_id: string;
  env: Env;
  partner_id: string;
  platform: Device['platform'];
  token: string;
  label: string | null;
  created_at_ms: number;
  updated_at_ms: number;
}

function accountFromRow(r: SubAccountRow): SubAccountRecord {
  return {
    id: r.id,
    env: r.env,
    partnerId: r.partner_id,
    externalId: r.external_id,
    status: r.status,
    email: r.email,
    name: r.name,
    country: r.country,
    metadata: r.metadata === null ? null : storedJson<Record<string, unknown>>(r.metadata),
    kyc: storedJson<SubAccountKyc>(r.kyc),
    frozenBy: r.frozen_by,
    createdAtMs: r.created_at_ms,
    closedAtMs: r.closed_at_ms,
  };
}

function transactionFromRow(r: TransactionRow): StoredWalletTransaction {
  return {
    seq: r.seq,
    id: r.id,
    env: r.env,
    partnerId: r.partner_id,
    subAccountId: r.sub_account_id,
    type: r.type,
    amountMinor: r.amount_minor,
    currency: r.currency,
    balanceAfterMinor: r.balance_after_minor,
    atMs: r.at_ms,
    journalSeq: r.journal_seq,
    details: storedJson<Record<string, unknown>>(r.details),
  };
}

function deviceFromRow(r: DeviceRow): Device {
  return {
    subAccountId: r.sub_account_id,
    deviceId: r.device_id,
    env: r.env,
    partnerId: r.partner_id,
    platform: r.platform,
    token: r.token,
    label: r.label,
    createdAtMs: r.created_at_ms,
    updatedAtMs: r.updated_at_ms,
  };
}

/** The SQL of the sub-account lists, by name: test/storage/query-plans.test.ts checks each one's plan. */
export const SUB_ACCOUNT_SQL = {
  list: 'SELECT * FROM sub_accounts WHERE partner_id = ? AND env = ? AND created_seq > ? ORDER BY created_seq LIMIT ?',
  transactions: 'SELECT * FROM wallet_transactions WHERE sub_account_id = ? AND seq < ? ORDER BY seq DESC LIMIT ?',
} as const;

export class SubAccountStore {
  private readonly byIdStmt;
  private readonly byExternalIdStmt;
  private readonly upsertStmt;
  private readonly listStmt;
  private readonly listByStatusStmt;
  private readonly setTokenStmt;
  private readonly insertTransactionStmt;
  private readonly transactionsStmt;
  private readonly devicesStmt;
  private readonly deviceStmt;
  private readonly deviceCountStmt;
  private readonly upsertDeviceStmt;
  private readonly deleteDeviceStmt;
  private readonly ownedAccountsStmt;

  constructor(db: Db) {
    this.byIdStmt = db.prepare<[string], SubAccountRow>('SELECT * FROM sub_accounts WHERE id = ?');
    this.byExternalIdStmt = db.prepare<[string, string, string], SubAccountRow>(
      'SELECT * FROM sub_accounts WHERE partner_id = ? AND env = ? AND external_id = ?',
    );
    this.upsertStmt = db.prepare(
      `INSERT INTO sub_accounts (id, env, partner_id, external_id, status, email, name, country, metadata, kyc, frozen_by, created_at_ms, created_seq, closed_at_ms)
       VALUES (@id, @env, @partnerId, @externalId, @status, @email, @name, @country, @metadata, @kyc, @frozenBy, @createdAtMs, @createdSeq, @closedAtMs)
       ON CONFLICT (id) DO UPDATE SET status = excluded.status, kyc = excluded.kyc, frozen_by = excluded.frozen_by, closed_at_ms = excluded.closed_at_ms`,
    );
    this.listStmt = db.prepare(SUB_ACCOUNT_SQL.list);
    this.listByStatusStmt = db.prepare(
      'SELECT * FROM sub_accounts WHERE partner_id = ? AND env = ? AND status = ? AND created_seq > ? ORDER BY created_seq LIMIT ?',
    );
    this.setTokenStmt = db.prepare('UPDATE sub_accounts SET token_hash = ? WHERE id = ?');
    this.insertTransactionStmt = db.prepare(
      `INSERT INTO wallet_transactions (id, env, partner_id, sub_account_id, type, amount_minor, currency, balance_after_minor, at_ms, journal_seq, details)
       VALUES (@id, @env, @partnerId, @subAccountId, @type, @amountMinor, @currency, @balanceAfterMinor, @atMs, @journalSeq, @details)`,
    );
    this.transactionsStmt = db.prepare<[string, number, number], TransactionRow>(SUB_ACCOUNT_SQL.transactions);
    this.devicesStmt = db.prepare<[string], DeviceRow>('SELECT * FROM sub_account_devices WHERE sub_account_id = ? ORDER BY created_at_ms, device_id');
    this.deviceStmt = db.prepare<[string, string], DeviceRow>('SELECT * FROM sub_account_devices WHERE sub_account_id = ? AND device_id = ?');
    this.deviceCountStmt = db.prepare<[string], number>('SELECT COUNT(*) FROM sub_account_devices WHERE sub_account_id = ?').pluck();
    this.upsertDeviceStmt = db.prepare(
      `INSERT INTO sub_account_devices (sub_account_id, device_id, env, partner_id, platform, token, label, created_at_ms, updated_at_ms)
       VALUES (@subAccountId, @deviceId, @env, @partnerId, @platform, @token, @label, @createdAtMs, @updatedAtMs)
       ON CONFLICT (sub_account_id, device_id) DO UPDATE SET platform = excluded.platform, token = excluded.token,
         label = excluded.label, updated_at_ms = excluded.updated_at_ms`,
    );
    this.deleteDeviceStmt = db.prepare('DELETE FROM sub_account_devices WHERE sub_account_id = ? AND device_id = ?');
    // Ledger account ids are `${env}/${partnerId}/${kind}/${owner}/${asset}`: the owner segment names the sub-account.
    this.ownedAccountsStmt = db.prepare<[string, string, string], OwnedLedgerAccount>(
      "SELECT id, kind, asset, balance FROM ledger_accounts WHERE partner_id = ? AND env = ? AND instr(id, '/' || ? || '/') > 0 ORDER BY id",
    );
  }

  byId(id: string): SubAccountRecord | undefined {
    const r = this.byIdStmt.get(id);
    return r ? accountFromRow(r) : undefined;
  }

  byExternalId(partnerId: string, env: Env, externalId: string): SubAccountRecord | undefined {
    const r = this.byExternalIdStmt.get(partnerId, env, externalId);
    return r ? accountFromRow(r) : undefined;
  }

  /**
   * Inserts the projection (created by the command at journal position `seq`), or updates what can
   * change after creation (status, KYC, freeze, closing).
   */
  upsert(a: SubAccountRecord, seq: number): void {
    this.upsertStmt.run({
      ...a,
      createdSeq: seq,
      metadata: a.metadata === null ? null : JSON.stringify(a.metadata),
      kyc: JSON.stringify(a.kyc),
    });
  }

  /** A page in creation order, after the list position `afterSeq` (0 for the first page). */
  list(q: { partnerId: string; env: Env; status?: SubAccountStatus; afterSeq: number; limit: number }): ListedSubAccount[] {
    const rows = (
      q.status ? this.listByStatusStmt.all(q.partnerId, q.env, q.status, q.afterSeq, q.limit) : this.listStmt.all(q.partnerId, q.env, q.afterSeq, q.limit)
    ) as SubAccountRow[];
    return rows.map((r) => ({ ...accountFromRow(r), createdSeq: r.created_seq }));
  }

  setTokenHash(id: string, tokenHash: string | null): void {
    this.setTokenStmt.run(tokenHash, id);
  }

  insertTransaction(t: WalletTransaction): void {
    this.insertTransactionStmt.run({ ...t, details: JSON.stringify(t.details) });
  }

  /** Newest first, strictly before `beforeSeq`. */
  transactions(subAccountId: string, beforeSeq: number, limit: number): StoredWalletTransaction[] {
    return this.transactionsStmt.all(subAccountId, beforeSeq, limit).map(transactionFromRow);
  }

  devices(subAccountId: string): Device[] {
    return this.devicesStmt.all(subAccountId).map(deviceFromRow);
  }

  device(subAccountId: string, deviceId: string): Device | undefined {
    const r = this.deviceStmt.get(subAccountId, deviceId);
    return r ? deviceFromRow(r) : undefined;
  }

  deviceCount(subAccountId: string): number {
    return this.deviceCountStmt.get(subAccountId) ?? 0;
  }

  /** Inserts or replaces a registration; the creation time of an existing one is kept. */
  upsertDevice(d: Device): void {
    this.upsertDeviceStmt.run(d);
  }

  deleteDevice(subAccountId: string, deviceId: string): boolean {
    return this.deleteDeviceStmt.run(subAccountId, deviceId).changes > 0;
  }

  /** Every ledger account held for this owner (cash, escrow, positions), with its balance. */
  ledgerAccountsOf(partnerId: string, env: Env, owner: string): OwnedLedgerAccount[] {
    return this.ownedAccountsStmt.all(partnerId, env, owner);
  }
}
