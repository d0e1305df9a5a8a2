/**
 * Assets under management of one partner environment as of a day: every account's cash and
 * positions, master account included, valued at that day's prices (engine/reports/valuation.ts) and
 * broken down by account, asset class, exchange and currency. Balances come from one aggregate read
 * of the partner's ledger accounts; a past day rewinds them by the transfers made after it (one
 * aggregate read of those), so the figures are what the ledger held at the end of that day.
 *
 * Today's AUM is served from a book kept in memory and caught up from the transfer log
 * (engine/reports/aum-book.ts), which ends in the same `assemble`; the walk here serves a past day and
 * is the recomputation the book is tested against. (An aggregate in SQLite was measured 3.5 times slower
 * than the walk and removed with the book: docs/decisions.md, "AUM: today's figure from a kept book".)
 */
import { AUM_KINDS, type BalanceRow, type ReportStore } from '../../storage/reports.ts';
import type { Env } from '../../storage/types.ts';
import { MASTER_OWNER } from '../ledger.ts';
import type { MarketService } from '../market/service.ts';
import type { AumBooks } from './aum-book.ts';
import { assetPricer, type PricedAsset, type ValuationPoint } from './valuation.ts';

/** Client money among the AUM kinds (storage/reports.ts): settled and unsettled cash, what open BUYs hold, and advances owed (negative). */
export const CASH_KINDS: ReadonlySet<string> = new Set<string>(['master_wallet', 'cash_settled', 'cash_unsettled', 'settlement_advance', 'escrow']);

export interface AumAccount {
  readonly owner: string;
  cashMinor: number;
  positionsMinor: number;
  positions: number;
}

export interface AumBucket {
  readonly key: string;
  valueMinor: number;
  positions: number;
}

export interface AumReport {
  readonly at: ValuationPoint;
  readonly accounts: readonly AumAccount[];
  readonly byAssetClass: readonly AumBucket[];
  readonly byExchange: readonly AumBucket[];
  readonly byCurrency: readonly AumBucket[];
  readonly cashMinor: number;
  readonly positionsMinor: number;
  readonly positions: number;
  /** Positions whose instrument had no price that day (counted, valued at 0). */
  readonly unpriced: number;
}

/** Balances of the AUM accounts at the end of the valuation day: now, or now rewound by later transfers. */
function balancesAt(store: ReportStore, partnerId: string, env: Env, at: ValuationPoint, dayEndMs: number): BalanceRow[] {
  const now = store.balances(partnerId, env);
  if (at.current) return now;
  const byId = new Map<string, BalanceRow>(now.map((b) => [b[0], b]));
  for (const change of store.changesSince(partnerId, env, AUM_KINDS, dayEndMs)) {
    const entry: BalanceRow = byId.get(change.id) ?? [change.id, change.kind, change.asset, 0];
    entry[3] -= change.balance;
    byId.set(change.id, entry);
  }
  return [...byId.values()].filter((b) => b[3] !== 0);
}

const bucket = (map: Map<string, AumBucket>, key: string, valueMinor: number, positions: number): void => {
  const b = map.get(key);
  if (b) {
    b.valueMinor += valueMinor;
    b.positions += positions;
  } else map.set(key, { key, valueMinor, positions });
};

const byKey = (map: Map<string, AumBucket>): AumBucket[] => [...map.values()].sort((a, b) => (a.key < b.key ? -1 : 1));

/**
 * The owner inside `${env}/${partnerId}/${kind}/${owner}/${asset}`, sliced at known lengths (no split
 * per row); the master wallet (`${env}/${partnerId}/master_wallet/USD`) has none: the master account.
 */
function ownerAt(id: string, kind: string, asset: string, prefixLength: number): string {
  return kind === 'master_wallet' ? MASTER_OWNER : id.slice(prefixLength + kind.length + 1, id.length - asset.length - 1);
}

export interface AssetTotal {
  readonly asset: PricedAsset | null;
  valueMinor: number;
  positions: number;
}

/**
 * One holding valued on its own (rounded per holding, as the figures always were) and added to its asset's
 * total and its account's: the walk and the kept book (aum-book.ts) both value holdings through this.
 */
export function addHolding(
  perAsset: Map<string, AssetTotal>,
  account: AumAccount,
  assetName: string,
  micro: number,
  price: (asset: string) => PricedAsset | null,
): void {
  let total = perAsset.get(assetName);
  if (!total) perAsset.set(assetName, (total = { asset: price(assetName), valueMinor: 0, positions: 0 }));
  const value = total.asset ? total.asset.valueMinor(micro) : 0;
  total.valueMinor += value;
  total.positions += 1;
  account.positionsMinor += value;
  account.positions += 1;
}

/** The breakdowns and totals from per-account and per-asset figures (both paths end here). */
export function assemble(at: ValuationPoint, accounts: Iterable<AumAccount>, perAsset: Iterable<AssetTotal>): AumReport {
  const classes = new Map<string, AumBucket>();
  const exchanges = new Map<string, AumBucket>();
  const currencies = new Map<string, AumBucket>();
  let unpriced = 0;
  let positionsMinor = 0;
  let positions = 0;
  for (const { asset, valueMinor, positions: n } of perAsset) {
    if (!asset || asset.priceMinor === null) unpriced += n;
    positionsMinor += valueMinor;
    positions += n;
    bucket(classes, asset?.assetClass ?? 'UNKNOWN', valueMinor, n);
    bucket(exchanges, asset?.exchange ?? 'UNKNOWN', valueMinor, n);
    bucket(currencies, asset?.currency ?? 'UNKNOWN', valueMinor, n);
  }
  const list = [...accounts].filter((a) => a.cashMinor !== 0 || a.positions > 0);
  const cashMinor = list.reduce((sum, a) => sum + a.cashMinor, 0);
  // Cash is USD client money: its own asset class and part of the USD currency line.
  if (cashMinor !== 0) {
    bucket(classes, 'CASH', cashMinor, 0);
    bucket(currencies, 'USD', cashMinor, 0);
  }
  // The master account first, then sub-accounts by id.
  list.sort((a, b) => (a.owner === MASTER_OWNER ? -1 : b.owner === MASTER_OWNER ? 1 : a.owner < b.owner ? -1 : 1));
  return {
    at,
    accounts: list,
    byAssetClass: byKey(classes),
    byExchange: byKey(exchanges),
    byCurrency: byKey(currencies),
    cashMinor,
    positionsMinor,
    positions,
    unpriced,
  };
}

/** AUM from every account balance in JavaScript: a past day (balances rewound), and the full recomputation the kept book is tested against. */
export function walkedAum(
  store: ReportStore,
  scope: { partnerId: string; env: Env },
  at: ValuationPoint,
  dayEndMs: number,
  price: (asset: string) => PricedAsset | null,
): AumReport {
  const prefixLength = `${scope.env}/${scope.partnerId}/`.length;
  const accounts = new Map<string, AumAccount>();
  // Units per owner and asset: held and reserved units of one position are valued together (one rounding per holding).
  const units = new Map<string, Map<string, number>>();
  for (const [id, kind, asset, balance] of balancesAt(store, scope.partnerId, scope.env, at, dayEndMs)) {
    const owner = ownerAt(id, kind, asset, prefixLength);
    let account = accounts.get(owner);
    if (!account) accounts.set(owner, (account = { owner, cashMinor: 0, positionsMinor: 0, positions: 0 }));
    if (CASH_KINDS.has(kind)) {
      account.cashMinor += balance;
      continue;
    }
    let held = units.get(owner);
    if (!held) units.set(owner, (held = new Map()));
    held.set(asset, (held.get(asset) ?? 0) + balance);
  }
  // Totals per asset first, then the breakdowns once per asset (not once per position).
  const perAsset = new Map<string, AssetTotal>();
  for (const [owner, held] of units) {
    const account = accounts.get(owner)!;
    for (const [assetName, micro] of held) {
      if (micro === 0) continue;
      addHolding(perAsset, account, assetName, micro, price);
    }
  }
  return assemble(at, accounts.values(), perAsset.values());
}

/**
 * The AUM report: today's from the partner's book (engine/reports/aum-book.ts, brought up to date from the
 * transfer log), a past day by the walk over the balances rewound to that day's end.
 */
export function aumReport(
  market: MarketService,
  store: ReportStore,
  books: AumBooks,
  scope: { partnerId: string; env: Env },
  at: ValuationPoint,
  dayEndMs: number,
): AumReport {
  const price = assetPricer(market, at);
  if (at.current) return books.current(scope.partnerId, scope.env).report(at, price);
  return walkedAum(store, scope, at, dayEndMs, price);
}
