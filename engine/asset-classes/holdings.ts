/**
 * A sub-account's bonds, funds and opportunities as portfolio holdings: units are its
 * `unit_holding` ledger accounts, valued at NAV or clean price (rounded down to the cent, as a
 * redemption would pay); the cost basis is the average cost of its subscriptions (and allocated
 * commitments), read from its
 * wallet transactions (a redemption takes its units' share of the cost).
 */
import type { Stores } from '../../storage/stores.ts';
import type { Env } from '../../storage/types.ts';
import { divideRoundHalfUp } from '../money.ts';
import type { HoldingFigures } from '../trading/portfolio.ts';
import { centsForUnits, subscribable } from './instruments.ts';

const UNITS_PREFIX = 'UNITS:';

/** Cost basis per instrument: average cost over the sub-account's subscriptions and redemptions, oldest first. */
function costBases(stores: Stores, subAccountId: string): Map<string, number> {
  const cost = new Map<string, { units: number; cost: number }>();
  // Every transaction of the sub-account, newest first; replayed oldest first below.
  const txs = stores.subAccounts.transactions(subAccountId, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER).reverse();
  for (const t of txs) {
    if (t.type !== 'SUBSCRIPTION' && t.type !== 'REDEMPTION' && t.type !== 'COMMITMENT_ALLOCATED') continue;
    const id = String(t.details.instrumentId);
    const units = Number(t.details.unitsMicro);
    const e = cost.get(id) ?? { units: 0, cost: 0 };
    if (t.type === 'SUBSCRIPTION') cost.set(id, { units: e.units + units, cost: e.cost - t.amountMinor });
    // An allocated commitment: its cash left the wallet at commitment; the allocation carries the cost.
    else if (t.type === 'COMMITMENT_ALLOCATED') cost.set(id, { units: e.units + units, cost: e.cost + Number(t.details.costMinor) });
    else {
      const taken = e.units === 0 ? 0 : divideRoundHalfUp(e.cost * -units, e.units);
      cost.set(id, { units: e.units + units, cost: e.cost - taken });
    }
  }
  return new Map([...cost].map(([id, e]) => [id, e.cost]));
}

export function assetClassHoldings(stores: Stores, o: { partnerId: string; env: Env; owner: string }, nowMs: number): HoldingFigures[] {
  const accounts = stores.subAccounts
    .ledgerAccountsOf(o.partnerId, o.env, o.owner)
    .filter((a) => a.kind === 'unit_holding' && a.asset.startsWith(UNITS_PREFIX) && a.balance !== 0);
  if (accounts.length === 0) return [];
  const bases = costBases(stores, o.owner);
  return accounts
    .map((a) => a.asset.slice(UNITS_PREFIX.length))
    .sort()
    .flatMap((id): HoldingFigures[] => {
      const i = subscribable(id, nowMs);
      if (!i) return [];
      const unitsMicro = accounts.find((a) => a.asset === UNITS_PREFIX + id)!.balance;
      return [
        {
          instrument: { symbol: id, name: i.name, exchange: 'OTC', currency: 'USD' },
          assetClass: i.assetClass,
          unitsMicro,
          reservedMicro: 0,
          costBasisMinor: bases.get(id) ?? 0,
          // The unit price in cents, as the holding's local (USD) price.
          priceMinor: centsForUnits(i, 1_000_000),
          priceAsOfMs: null,
          marketValueMinor: centsForUnits(i, unitsMicro),
        },
      ];
    });
}
