/**
 * Committed ledger balances in memory, with SQLite as the durable copy. One instance per
 * writer connection, shared by the writer's LedgerStore (which reports every change) and the read
 * stores' LedgerStore (which fills it from the read-only connection on a miss).
 *
 * A balance the open write transaction changed is "pending": its value after the change when the engine
 * batch knows it exactly, else unknown. Pending values reach the committed map only once the writer is
 * outside any transaction again with the batch committed (settled lazily, on the next read); a rolled-back
 * command or batch turns every pending value unknown first (forgetPending), and an unknown one is
 * dropped from memory and read afresh. So the map never shows a rolled-back write, and a read never
 * fills it with a value a pending write is about to replace.
 *
 * Only accounts a read asked for are remembered (an HTTP read, or the writer's first read of an
 * account in a batch): a committed write updates a balance already in memory and leaves any other out, and
 * memory is bounded (oldest out). A book of 100,000 holdings seeded or traded into would otherwise hold
 * ~15 MB of account ids; the balances that are read (wallets, a trader's cash) are read once and then
 * followed by every write.
 */
import type { Db } from './db.ts';

/**
 * Accounts remembered at most (about 130 bytes each: the id and its hash-table slot); beyond that the
 * account remembered longest ago is forgotten first (it is a cache of ledger_accounts, read again on a miss).
 */
const COMMITTED_BALANCES_LIMIT = 20_000;

/** null: the account does not exist (yet). */
export type KnownBalance = number | null;

export class CommittedBalances {
  private readonly committed = new Map<string, KnownBalance>();
  /** Changed by the open transaction: the value after the change, or undefined when not known exactly. */
  private readonly pending = new Map<string, number | undefined>();

  private readonly writer: Db;
  constructor(writer: Db) {
    this.writer = writer;
  }

  /** The committed balance in memory, or undefined when it must be read (and then given to fill()). */
  get(id: string): KnownBalance | undefined {
    this.settleIfCommitted();
    // Changed by the open transaction without a known value (or by one that committed while another is open): read it.
    if (this.pending.has(id) && this.pending.get(id) === undefined) return undefined;
    return this.committed.get(id);
  }

  /**
   * Before the engine opens a batch (the writer is outside any transaction): what the last one committed
   * becomes the committed memory now, so a read while the new batch is open (awaiting its append) never
   * shows the older value.
   */
  settle(): void {
    this.settleIfCommitted();
  }

  /**
   * Remembers a balance read on the read-only connection (committed data), unless the open transaction
   * has changed the account: its pending value replaces the committed one when the batch commits.
   */
  fill(id: string, balance: KnownBalance): void {
    if (this.pending.has(id)) return;
    if (this.committed.size >= COMMITTED_BALANCES_LIMIT && !this.committed.has(id)) {
      // A Map iterates in insertion order: its first key is the account remembered longest ago.
      const oldest = this.committed.keys().next().value;
      if (oldest !== undefined) this.committed.delete(oldest);
    }
    this.committed.set(id, balance);
  }

  /** The writer changed (or created) an account; `after` is its exact balance now, when known. */
  changed(id: string, after: number | undefined): void {
    this.pending.set(id, after);
    // A write outside any transaction is committed already.
    if (!this.writer.inTransaction) this.settleIfCommitted();
  }

  /** How many balances memory holds (tests and the bench's memory figures). */
  get size(): number {
    return this.committed.size;
  }

  /**
   * For the writer inside its batch: the committed balance of an account the open
   * transaction has not changed, which is then also its balance in that transaction; undefined when it
   * must be read (unknown, or changed by the open transaction).
   */
  unchanged(id: string): KnownBalance | undefined {
    return this.pending.has(id) ? undefined : this.committed.get(id);
  }

  /** A command's savepoint or the whole batch rolled back: no pending value can be trusted any more. */
  forgetPending(): void {
    for (const id of this.pending.keys()) this.pending.set(id, undefined);
  }

  private settleIfCommitted(): void {
    if (this.pending.size === 0 || this.writer.inTransaction) return;
    for (const [id, after] of this.pending) {
      if (after === undefined || !this.committed.has(id)) this.committed.delete(id);
      else this.committed.set(id, after);
    }
    this.pending.clear();
  }
}
