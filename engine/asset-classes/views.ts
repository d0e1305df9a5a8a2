/**
 * How the asset-class catalog goes on the wire: decimal strings become JSON numbers once, cents
 * become USD with two decimals, and a bond's status follows the service clock (MATURED from its
 * maturity date on). The same records also appear in the unified `/instruments` catalog.
 */
import type { BondRecord, FundRecord, OpportunityRecord } from '../../storage/catalog/asset-classes.ts';
import { fromMinor } from '../money.ts';

type Json = Record<string, unknown>;

export type AssetClass = 'BOND' | 'FUND' | 'OPPORTUNITY';

const usd = (cents: number): number => fromMinor(cents, 2);
const today = (nowMs: number): string => new Date(nowMs).toISOString().slice(0, 10);

export const bondStatus = (b: BondRecord, nowMs: number): 'ACTIVE' | 'MATURED' => (b.maturityDate <= today(nowMs) ? 'MATURED' : 'ACTIVE');

export function bondView(b: BondRecord, nowMs: number): Json {
  return {
    id: b.id,
    assetClass: 'BOND',
    name: b.name,
    issuer: b.issuer,
    country: b.country,
    currency: b.currency,
    type: b.type,
    isin: b.isin,
    couponRate: Number(b.couponRate),
    couponFrequency: b.couponFrequency,
    issueDate: b.issueDate,
    maturityDate: b.maturityDate,
    minimumInvestment: usd(b.minimumInvestmentCents),
    yield: Number(b.yield),
    price: Number(b.price),
    status: bondStatus(b, nowMs),
  };
}

export function fundView(f: FundRecord): Json {
  return {
    id: f.id,
    assetClass: 'FUND',
    name: f.name,
    manager: f.manager,
    country: f.country,
    currency: f.currency,
    type: f.type,
    nav: Number(f.nav),
    navAsOf: f.navAsOf,
    annualisedReturn: Number(f.annualisedReturn),
    minimumInvestment: usd(f.minimumInvestmentCents),
    subscriptionWindow: f.subscriptionWindow,
    distributionPolicy: f.distributionPolicy,
  };
}

/** An opportunity; `figures` are one environment's (status after its close, amount raised with its commitments), the catalogue's by default. */
export function opportunityView(
  o: OpportunityRecord,
  figures: { status: OpportunityRecord['status']; amountRaisedCents: number } = { status: o.status, amountRaisedCents: o.amountRaisedCents },
): Json {
  return {
    id: o.id,
    assetClass: 'OPPORTUNITY',
    slug: o.slug,
    name: o.name,
    sponsor: o.sponsor,
    country: o.country,
    type: o.type,
    minimumTicket: usd(o.minimumTicketCents),
    targetReturn: Number(o.targetReturn),
    raiseTarget: usd(o.raiseTargetCents),
    amountRaised: usd(figures.amountRaisedCents),
    closeDate: o.closeDate,
    status: figures.status,
  };
}

/** A catalog row of the unified `/instruments` list. */
export interface AssetClassInstrument {
  readonly id: string;
  readonly assetClass: AssetClass;
  readonly name: string;
  readonly currency: string;
  readonly country: string;
  readonly sector: string;
  readonly isin: string | null;
  readonly status: 'ACTIVE' | 'MATURED' | 'CLOSED';
  readonly minimumInvestmentCents: number;
}

/** Every asset-class instrument of one class, in id order, as the unified catalog lists them. */
export function assetClassInstruments(
  assetClass: AssetClass,
  all: { bonds: readonly BondRecord[]; funds: readonly FundRecord[]; opportunities: readonly OpportunityRecord[] },
  nowMs: number,
): AssetClassInstrument[] {
  const rows: AssetClassInstrument[] =
    assetClass === 'BOND'
      ? all.bonds.map((b) => ({
          ...common(b),
          assetClass,
          sector: 'Fixed Income',
          isin: b.isin,
          status: bondStatus(b, nowMs),
          minimumInvestmentCents: b.minimumInvestmentCents,
        }))
      : assetClass === 'FUND'
        ? all.funds.map((f) => ({
            ...common(f),
            assetClass,
            sector: 'Funds',
            isin: null,
            status: f.subscriptionWindow === 'OPEN' ? 'ACTIVE' : 'CLOSED',
            minimumInvestmentCents: f.minimumInvestmentCents,
          }))
        : all.opportunities.map((o) => ({
            id: o.id,
            name: o.name,
            currency: 'USD',
            country: o.country,
            assetClass,
            sector: 'Private Markets',
            isin: null,
            status: o.status === 'OPEN' ? 'ACTIVE' : 'CLOSED',
            minimumInvestmentCents: o.minimumTicketCents,
          }));
  return rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

const common = (r: { id: string; name: string; currency: string; country: string }) => ({ id: r.id, name: r.name, currency: r.currency, country: r.country });

/**
 * The unified catalog's view of one asset-class instrument. Subscriptions are not served yet, so none
 * is `tradable` and, as for every untradable listing, the order constraints are null; the minimum
 * investment is known and shown.
 */
export function assetClassInstrumentView(i: AssetClassInstrument): Json {
  return {
    symbol: i.id,
    ticker: i.id,
    name: i.name,
    assetClass: i.assetClass,
    exchange: 'OTC',
    currency: i.currency,
    country: i.country,
    sector: i.sector,
    isin: i.isin,
    status: i.status,
    tradable: false,
    fractional: null,
    quantityDecimals: null,
    minQuantity: null,
    lotSize: null,
    settlementCycleDays: 0,
    ohlcAvailable: false,
    volumeAvailable: false,
    minimumInvestment: usd(i.minimumInvestmentCents),
  };
}
