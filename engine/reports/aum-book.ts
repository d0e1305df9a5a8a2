/**
 * Today's AUM over large books: a partner environment's client cash per owner and units per
 * owner and instrument, kept in memory and brought up to date from the ledger's append-only transfer
 * log before each report, instead of re-reading 110,000 balance rows per request.
 *
 * Why the transfer log and not a listener on the ledger's write path: every balance change is a row of
 * `ledger_transfers` (append-only, enforced by triggers; a sandbox reset, a split, a symbol change or a
 * delisting adds transfers too), so "balances at seq N plus the transfers after N" is exactly the
 * ledger. Read through the read-only connection it only ever sees committed transfers (a rolled-back
 * savepoint or batch never reaches the book), it works the same in every process (a cluster follower
 * included), and a restart or a journal replay rebuilds it from the database like any other read.
 *
 * Values stay per holding (held plus reserved units rounded once, as the portfolio does), so the report
 * is the walk's to the cent: the book keeps units, never values, and prices are applied per request
 * (one lookup per instrument). Per-instrument unit totals alone could not give the same figures.
 */
import type { BalanceRow, ReportStore } from '../../storage/reports.ts';
import type { Env } from '../../storage/types.ts';
import { MASTER_OWNER } from '../ledger.ts';
import { addHolding, assemble, type AumAccount, type AumReport, type AssetTotal, CASH_KINDS } from './aum.ts';
import type { PricedAsset, ValuationPoint } from './valuation.ts';

/** One owner (sub-account or the master account): its client cash and its units per ledger asset (held plus reserved). */
interface OwnerHoldings {
  cashMinor: number;
  readonly units: Map<string, number>;
}

/** More transfers than this since the book's last read: reading the balances afresh is cheaper than replaying them. */
export const REBUILD_AFTER_TRANSFERS = 100_000;
/** Books kept (least recently read evicted): each holds one partner environment's positions. */
export const BOOKS_KEPT = 4;

/** One partner environment's holdings as of transfer `seq`. */
export class AumBook {
  private owners = new Map<string, OwnerHoldings>();
  private seq = -1;
  private readonly prefixLength: number;

  private readonly store: ReportStore;
  readonly partnerId: string;
  readonly env: Env;
  constructor(store: ReportStore, partnerId: string, env: Env) {
    this.store = store;
    this.partnerId = partnerId;
    this.env = env;
    this.prefixLength = `${env}/${partnerId}/`.length;
  }

  /** The transfer the book includes up to (-1: never read). */
  get throughSeq(): number {
    return this.seq;
  }

  /** Brings the book to the latest committed transfer: the transfers since its last read, or the balances afresh. */
  refresh(): void {
    if (this.seq < 0 || this.store.lastTransferSeq() - this.seq > REBUILD_AFTER_TRANSFERS) {
      this.rebuild();
      return;
    }
    this.seq = this.store.transfersSince(this.partnerId, this.env, this.seq, (row) => this.apply(row));
  }

  private rebuild(): void {
    this.owners = new Map();
    this.seq = this.store.balancesWithSeq(this.partnerId, this.env, (row) => this.apply(row));
  }

  /** Adds a balance or a balance change of one of the partner's AUM accounts. */
  private apply([id, kind, asset, delta]: BalanceRow): void {
    const owner = kind === 'master_wallet' ? MASTER_OWNER : id.slice(this.prefixLength + kind.length + 1, id.length - asset.length - 1);
    let holdings = this.owners.get(owner);
    if (!holdings) this.owners.set(owner, (holdings = { cashMinor: 0, units: new Map() }));
    if (CASH_KINDS.has(kind)) holdings.cashMinor += delta;
    else {
      const units = (holdings.units.get(asset) ?? 0) + delta;
      if (units === 0) holdings.units.delete(asset);
      else holdings.units.set(asset, units);
    }
    // An owner with nothing left is forgotten (the walk never sees it either), so the book stays the size of the book.
    if (holdings.cashMinor === 0 && holdings.units.size === 0) this.owners.delete(owner);
  }

  /** Today's AUM from the book: each holding valued once at `price`, then the walk's breakdowns (assemble). */
  report(at: ValuationPoint, price: (asset: string) => PricedAsset | null): AumReport {
    const perAsset = new Map<string, AssetTotal>();
    const accounts: AumAccount[] = [];
    for (const [owner, holdings] of this.owners) {
      const account: AumAccount = { owner, cashMinor: holdings.cashMinor, positionsMinor: 0, positions: 0 };
      for (const [assetName, micro] of holdings.units) addHolding(perAsset, account, assetName, micro, price);
      accounts.push(account);
    }
    return assemble(at, accounts, perAsset.values());
  }
}

/** The books of the partner environments whose AUM was read lately, one per partner and environment. */
export class AumBooks {
  private readonly books = new Map<string, AumBook>();

  private readonly store: ReportStore;
  constructor(store: ReportStore) {
    this.store = store;
  }

  /** The partner environment's book, up to date with every committed transfer. */
  current(partnerId: string, env: Env): AumBook {
    const key = `${env}/${partnerId}`;
    let book = this.books.get(key);
    if (book) this.books.delete(key);
    else book = new AumBook(this.store, partnerId, env);
    // Re-inserted last: the map's order is the reading order, the first entry the least recently read.
    this.books.set(key, book);
    if (this.books.size > BOOKS_KEPT) this.books.delete(this.books.keys().next().value!);
    book.refresh();
    return book;
  }
}
