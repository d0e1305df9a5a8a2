/**
 * Ledger tables. A transfer moves `amount` from the debit account to the credit account; balances are
 * updated in the same statement batch, and the CHECK on ledger_accounts refuses a negative wallet.
 */
import { CommittedBalances } from './committed-balances.ts';
import type { Db } from './db.ts';
import type { Env } from './types.ts';

export interface LedgerAccount {
  readonly id: string;
  readonly env: Env;
  readonly partnerId: string | null;
  readonly kind: string;
  readonly asset: string;
  readonly balance: number;
  readonly mayGoNegative: boolean;
}

export interface TransferRecord {
  readonly journalSeq: number;
  readonly atMs: number;
  readonly debitAccount: string;
  readonly creditAccount: string;
  readonly asset: string;
  readonly amount: number;
  readonly kind: string;
  readonly ref: string | null;
}

interface AccountRow {
  id: string;
  env: Env;
  partner_id: string | null;
  kind: string;
  asset: string;
  balance: number;
  may_go_negative: number;
}

function fromRow(r: AccountRow): LedgerAccount {
  return {
    id: r.id,
    env: r.env,
    partnerId: r.partner_id,
    kind: r.kind,
    asset: r.asset,
    balance: r.balance,
    mayGoNegative: r.may_go_negative === 1,
  };
}

export class LedgerStore {
  private readonly getStmt;
  private readonly createStmt;
  private readonly moveStmt;
  private readonly insertTransferStmt;
  private readonly sumByAssetStmt;
  private readonly negativeStmt;
  private readonly forPartnerStmt;
  private readonly holdersStmt;
  private readonly transfersStmt;
  private readonly transfersOfStmt;
  /** Balances the running engine batch has read or moved, by account id (see balance()). */
  private readonly balances = new Map<string, number>();
  private memoryOpen = false;
  /** Committed balances in memory: the writer's instance, shared with the read stores' LedgerStore. */
  readonly committed: CommittedBalances;

  /** `committed`: the writer's memory, for the LedgerStore over the read-only connection (createReadStores). */
  private readonly db: Db;
  constructor(db: Db, committed?: CommittedBalances) {
    this.db = db;
    this.committed = committed ?? new CommittedBalances(db);
    this.getStmt = db.prepare<[string], AccountRow>('SELECT * FROM ledger_accounts WHERE id = ?');
    this.createStmt = db.prepare(
      `INSERT OR IGNORE INTO ledger_accounts (id, env, partner_id, kind, asset, balance, may_go_negative)
       VALUES (@id, @env, @partnerId, @kind, @asset, 0, @mayGoNegative)`,
    );
    // Both sides of a transfer in one statement: the debit account loses what the credit account gains.
    this.moveStmt = db.prepare('UPDATE ledger_accounts SET balance = balance + CASE WHEN id = ? THEN ? ELSE ? END WHERE id IN (?, ?)');
    this.insertTransferStmt = db.prepare(
      `INSERT INTO ledger_transfers (journal_seq, at_ms, debit_account, credit_account, asset, amount, kind, ref)
       VALUES (@journalSeq, @atMs, @debitAccount, @creditAccount, @asset, @amount, @kind, @ref)`,
    );
    this.sumByAssetStmt = db.prepare<[], { asset: string; total: number }>('SELECT asset, SUM(balance) AS total FROM ledger_accounts GROUP BY asset');
    this.negativeStmt = db.prepare<[], number>('SELECT COUNT(*) FROM ledger_accounts WHERE may_go_negative = 0 AND balance < 0').pluck();
    this.forPartnerStmt = db.prepare<[string, string], AccountRow>('SELECT * FROM ledger_accounts WHERE partner_id = ? AND env = ? ORDER BY id');
    this.holdersStmt = db.prepare<[string, string], AccountRow>('SELECT * FROM ledger_accounts WHERE kind = ? AND asset = ? AND balance > 0 ORDER BY id');
    this.transfersStmt = db.prepare<[], TransferRecord>(
      `SELECT journal_seq AS journalSeq, at_ms AS atMs, debit_account AS debitAccount, credit_account AS creditAccount,
              asset, amount, kind, ref FROM ledger_transfers ORDER BY seq`,
    );
    // One index range scan per side (debit, credit); portfolio, tax lots and history read fills from here.
    const columns = 'seq, journal_seq AS journalSeq, at_ms AS atMs, debit_account AS debitAccount, credit_account AS creditAccount, asset, amount, kind, ref';
    this.transfersOfStmt = db.prepare<[object], TransferRecord & { readonly seq: number }>(
      `SELECT ${columns} FROM ledger_transfers WHERE debit_account = @id UNION ALL SELECT ${columns} FROM ledger_transfers WHERE credit_account = @id ORDER BY seq`,
    );
  }

  account(id: string): LedgerAccount | undefined {
    const row = this.getStmt.get(id);
    return row ? fromRow(row) : undefined;
  }

  /**
   * The balance of an existing account (null: no such account), for the writer. While the engine runs a
   * batch (between openMemory() and closeMemory()) a balance is read once and then kept in memory:
   * every balance change goes through applyTransfer, which keeps it exact, and the engine calls
   * forgetBalances() when a command's savepoint rolls back. Outside a batch every call asks SQLite.
   * (The writer's first read per batch stays on SQLite, so a batch sees a row changed outside the engine.)
   */
  balance(id: string): number | null {
    const known = this.balances.get(id);
    if (known !== undefined) return known;
    if (!this.memoryOpen) return this.readBalance(id);
    // An account the open batch has not changed is at its committed balance, which
    // memory holds once anything read or moved it (every write goes through this store).
    const committed = this.committed.unchanged(id);
    const balance = committed !== undefined ? committed : this.readBalance(id);
    if (committed === undefined) this.committed.fill(id, balance);
    if (balance !== null) this.balances.set(id, balance);
    return balance;
  }

  /**
   * The balance HTTP reads (null: no such account): from memory, with no SQLite read once an account is
   * known. Inside a command (the writer, in its transaction) the transaction's own value, so a route's
   * `respond` sees what its command just wrote.
   */
  currentBalance(id: string): number | null {
    if (this.db.inTransaction) return this.balance(id);
    const remembered = this.committed.get(id);
    if (remembered !== undefined) return remembered;
    const balance = this.readBalance(id);
    this.committed.fill(id, balance);
    return balance;
  }

  private readBalance(id: string): number | null {
    const row = this.getStmt.get(id);
    return row ? row.balance : null;
  }

  openMemory(): void {
    this.committed.settle();
    this.memoryOpen = true;
  }

  closeMemory(): void {
    this.memoryOpen = false;
    this.balances.clear();
    // Embedded, the batch has committed by now: settle its pending balances at once rather than on the next
    // read, so the ids of every account it moved are not held until then (a no-op inside a transaction).
    this.committed.settle();
  }

  ensureAccount(a: Omit<LedgerAccount, 'balance'>): void {
    if (this.balances.has(a.id)) return;
    const created = this.createStmt.run({ ...a, mayGoNegative: a.mayGoNegative ? 1 : 0 }).changes > 0;
    // The row exists now; its balance is read afresh (INSERT OR IGNORE may have met an older row).
    this.balances.delete(a.id);
    if (created) this.committed.changed(a.id, this.memoryOpen ? 0 : undefined);
  }

  applyTransfer(t: TransferRecord): void {
    const debitBefore = this.balance(t.debitAccount);
    const creditBefore = this.balance(t.creditAccount);
    try {
      this.moveStmt.run(t.debitAccount, -t.amount, t.amount, t.debitAccount, t.creditAccount);
      this.insertTransferStmt.run(t);
    } catch (error) {
      // The move may have run before the transfer row failed: neither balance is known now.
      this.committed.changed(t.debitAccount, undefined);
      this.committed.changed(t.creditAccount, undefined);
      this.forgetBalances();
      throw error;
    }
    const debitAfter = debitBefore === null ? undefined : debitBefore - t.amount;
    const creditAfter = creditBefore === null ? undefined : creditBefore + t.amount;
    // Exact values only inside an engine batch, whose every rollback calls forgetBalances(); elsewhere unknown.
    this.committed.changed(t.debitAccount, this.memoryOpen ? debitAfter : undefined);
    this.committed.changed(t.creditAccount, this.memoryOpen ? creditAfter : undefined);
    if (!this.memoryOpen) return;
    if (debitAfter !== undefined) this.balances.set(t.debitAccount, debitAfter);
    if (creditAfter !== undefined) this.balances.set(t.creditAccount, creditAfter);
  }

  /** A command's savepoint (or the batch) rolled back: what memory learnt from the open transaction goes. */
  forgetBalances(): void {
    this.balances.clear();
    this.committed.forgetPending();
  }

  totalsByAsset(): { asset: string; total: number }[] {
    return this.sumByAssetStmt.all();
  }

  negativeWalletCount(): number {
    return this.negativeStmt.get() ?? 0;
  }

  /** Every account of one kind and asset with a positive balance, in id order (the holders of fund units). */
  holders(kind: string, asset: string): LedgerAccount[] {
    return this.holdersStmt.all(kind, asset).map(fromRow);
  }

  accountsForPartner(partnerId: string, env: string): LedgerAccount[] {
    return this.forPartnerStmt.all(partnerId, env).map(fromRow);
  }

  /** Every transfer into or out of one account, oldest first (with its position `seq`). */
  transfersOf(accountId: string): (TransferRecord & { readonly seq: number })[] {
    return this.transfersOfStmt.all({ id: accountId });
  }

  allTransfers(): TransferRecord[] {
    return this.transfersStmt.all();
  }
}
