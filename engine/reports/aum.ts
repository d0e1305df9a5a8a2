/**
 * Assets under management (issue 13) of one partner environment as of a day: every account's cash and
 * positions, master account included, valued at that day's prices (engine/reports/valuation.ts) and
 * broken down by account, asset class, exchange and currency. Balances come from one aggregate read
 * of the partner's ledger accounts; a past day rewinds them by the transfers made after it (one
 * aggregate read of those), so the figures are what the ledger held at the end of that day.
 */
import type { ReportStore } from '../../storage/reports.ts';
import type { Env } from '../../storage/types.ts';
import { MASTER_OWNER } from '../ledger.ts';
import type { MarketService } from '../market/service.ts';
import { assetPricer, ownerOfAccount, type ValuationPoint } from './valuation.ts';

/** Client money: settled and unsettled cash, what open BUYs hold, and advances owed (negative). Not markup revenue, not virtual test cash. */
export const CASH_KINDS = ['master_wallet', 'cash_settled', 'cash_unsettled', 'settlement_advance', 'escrow'] as const;
export const POSITION_KINDS = ['holding', 'units_reserved', 'unit_holding'] as const;
const AUM_KINDS: readonly string[] = [...CASH_KINDS, ...POSITION_KINDS];
const CASH = new Set<string>(CASH_KINDS);

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
function balancesAt(store: ReportStore, partnerId: string, env: Env, at: ValuationPoint, dayEndMs: number) {
  const now = store.balances(partnerId, env, AUM_KINDS);
  if (at.current) return now;
  const byId = new Map(now.map((b) => [b.id, { ...b }]));
  for (const change of store.changesSince(partnerId, env, AUM_KINDS, dayEndMs)) {
    const entry = byId.get(change.id) ?? { ...change, balance: 0 };
    entry.balance -= change.balance;
    byId.set(change.id, entry);
  }
  return [...byId.values()].filter((b) => b.balance !== 0);
}

const bucket = (map: Map<string, AumBucket>, key: string): AumBucket => {
  let b = map.get(key);
  if (!b) map.set(key, (b = { key, valueMinor: 0, positions: 0 }));
  return b;
};

const byKey = (map: Map<string, AumBucket>): AumBucket[] => [...map.values()].sort((a, b) => (a.key < b.key ? -1 : 1));

export function aumReport(market: MarketService, scope: { partnerId: string; env: Env }, at: ValuationPoint, dayEndMs: number): AumReport {
  const price = assetPricer(market, at);
  const accounts = new Map<string, AumAccount>();
  const classes = new Map<string, AumBucket>();
  const exchanges = new Map<string, AumBucket>();
  const currencies = new Map<string, AumBucket>();
  // Held and reserved units of one position are valued together (one rounding per holding).
  const units = new Map<string, { owner: string; asset: string; micro: number }>();
  for (const b of balancesAt(market.stores.reports, scope.partnerId, scope.env, at, dayEndMs)) {
    const owner = ownerOfAccount(b.id, b.kind);
    let account = accounts.get(owner);
    if (!account) accounts.set(owner, (account = { owner, cashMinor: 0, positionsMinor: 0, positions: 0 }));
    if (CASH.has(b.kind)) {
      account.cashMinor += b.balance;
      continue;
    }
    const key = `${owner} ${b.asset}`;
    const u = units.get(key) ?? { owner, asset: b.asset, micro: 0 };
    u.micro += b.balance;
    units.set(key, u);
  }
  let cashMinor = 0;
  for (const a of accounts.values()) cashMinor += a.cashMinor;
  let positionsMinor = 0;
  let positions = 0;
  let unpriced = 0;
  for (const u of units.values()) {
    if (u.micro === 0) continue;
    const asset = price(u.asset);
    const value = asset ? asset.valueMinor(u.micro) : 0;
    if (!asset || asset.priceMinor === null) unpriced += 1;
    const account = accounts.get(u.owner)!;
    account.positionsMinor += value;
    account.positions += 1;
    positionsMinor += value;
    positions += 1;
    for (const [map, key] of [
      [classes, asset?.assetClass ?? 'UNKNOWN'],
      [exchanges, asset?.exchange ?? 'UNKNOWN'],
      [currencies, asset?.currency ?? 'UNKNOWN'],
    ] as const) {
      const b = bucket(map, key);
      b.valueMinor += value;
      b.positions += 1;
    }
  }
  // Cash is USD client money: its own asset class and part of the USD currency line.
  if (cashMinor !== 0) {
    bucket(classes, 'CASH').valueMinor += cashMinor;
    bucket(currencies, 'USD').valueMinor += cashMinor;
  }
  const list = [...accounts.values()].filter((a) => a.cashMinor !== 0 || a.positions > 0);
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
