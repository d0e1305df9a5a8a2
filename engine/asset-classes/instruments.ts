/**
 * One bond, fund or opportunity by id, with what subscribing to it needs: its asset class, the
 * minimum, whether it takes subscriptions now (and why not), and its unit price in USD as an exact
 * rational number of cents, so units and values are computed in integers (BigInt) and rounded once.
 *
 * Unit conventions (docs/decisions.md, "Subscriptions and redemptions: exact units, rounding against the investor"): a fund unit is priced at its NAV (USD, 4
 * decimals); a bond unit is 1 USD of face value priced at the clean price per 100 of face; an
 * opportunity unit is 1 USD committed.
 */
import { bonds, funds, opportunities } from '../../storage/catalog/asset-classes.ts';
import { decimalTextToMinor } from '../money.ts';
import type { AssetClass } from './views.ts';

export interface SubscribableInstrument {
  readonly id: string;
  readonly name: string;
  readonly assetClass: AssetClass;
  readonly minimumCents: number;
  /** Null when it takes subscriptions; otherwise why it does not (a 422). */
  readonly closedBecause: string | null;
  /** Cents per unit = priceNum / priceDen. */
  readonly priceNum: bigint;
  readonly priceDen: bigint;
}

const today = (nowMs: number): string => new Date(nowMs).toISOString().slice(0, 10);

export function subscribable(id: string, nowMs: number): SubscribableInstrument | null {
  const fund = funds.find((f) => f.id === id);
  if (fund)
    return {
      id,
      name: fund.name,
      assetClass: 'FUND',
      minimumCents: fund.minimumInvestmentCents,
      closedBecause: fund.subscriptionWindow === 'OPEN' ? null : `the subscription window of ${id} is closed`,
      // NAV in ten-thousandths of a USD = hundredths of a cent.
      priceNum: BigInt(decimalTextToMinor(fund.nav, 4)),
      priceDen: 100n,
    };
  const bond = bonds.find((b) => b.id === id);
  if (bond)
    return {
      id,
      name: bond.name,
      assetClass: 'BOND',
      minimumCents: bond.minimumInvestmentCents,
      closedBecause: bond.maturityDate <= today(nowMs) ? `${id} has matured` : null,
      // Price per 100 face in ten-thousandths: per 1 USD of face that is price/100 USD = price cents.
      priceNum: BigInt(decimalTextToMinor(bond.price, 4)),
      priceDen: 10_000n,
    };
  const opp = opportunities.find((o) => o.id === id || o.slug === id);
  if (opp)
    return {
      id: opp.id,
      name: opp.name,
      assetClass: 'OPPORTUNITY',
      minimumCents: opp.minimumTicketCents,
      // The catalogue's view; a commitment also needs the environment's close not to have happened (commitments.ts).
      closedBecause: opp.status === 'OPEN' && today(nowMs) <= opp.closeDate ? null : `${opp.id} takes no commitments (${opp.status}, closing ${opp.closeDate})`,
      priceNum: 100n,
      priceDen: 1n,
    };
  return null;
}

const MICRO = 1_000_000n;

/** Whole millionths of a unit that `cents` buys, rounded down (the remainder stays with the wallet's payment, see decisions). */
export function unitsForCents(i: SubscribableInstrument, cents: number): number {
  return Number((BigInt(cents) * MICRO * i.priceDen) / i.priceNum);
}

/** Cents `unitsMicro` units are worth at the unit price, rounded down (never pays out more than the units' value). */
export function centsForUnits(i: SubscribableInstrument, unitsMicro: number): number {
  return Number((BigInt(unitsMicro) * i.priceNum) / (i.priceDen * MICRO));
}
