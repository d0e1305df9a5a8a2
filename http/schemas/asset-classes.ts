/**
 * Response schemas of the asset-class routes: bonds and bills, funds, private
 * opportunities. Each mirrors engine/asset-classes/views.ts. Rates, yields, prices and NAVs are JSON
 * numbers made from the catalog's decimal strings in one conversion; USD amounts have two decimals.
 */
import * as v from '../schema.ts';
import { DateText, named, pageSchema, Timestamp, Usd } from './wire.ts';

export const ASSET_CLASSES = ['BOND', 'FUND', 'OPPORTUNITY'] as const;
/** How the unified catalog marks an asset-class instrument that takes no subscription. */
export const AssetClassStatus = v.picklist(['MATURED', 'CLOSED']);

const Country = v.pipe(v.string(), v.length(2));

export const BondSchema = named(
  'Bond',
  'A treasury bill or government bond: coupon (percent of face, 0 for a discount bill), yield (percent) and clean price per 100 of face',
  v.strictObject({
    id: v.string(),
    assetClass: v.literal('BOND'),
    name: v.string(),
    issuer: v.string(),
    country: Country,
    currency: v.string(),
    type: v.picklist(['TREASURY_BILL', 'TREASURY_BOND', 'INFRASTRUCTURE_BOND']),
    isin: v.nullable(v.string()),
    couponRate: v.number(),
    couponFrequency: v.picklist([0, 1, 2, 4]),
    issueDate: DateText,
    maturityDate: DateText,
    minimumInvestment: Usd,
    yield: v.number(),
    price: v.number(),
    status: v.picklist(['ACTIVE', 'MATURED']),
  }),
);

export const FundSchema = named(
  'Fund',
  'A money-market, fixed-income or ETF-like fund: NAV per unit (USD) with its as-of date, annualised return (percent), minimum, window and distribution policy',
  v.strictObject({
    id: v.string(),
    assetClass: v.literal('FUND'),
    name: v.string(),
    manager: v.string(),
    country: Country,
    currency: v.string(),
    type: v.picklist(['MMF', 'FIXED_INCOME', 'ETF_LIKE']),
    nav: v.number(),
    navAsOf: DateText,
    annualisedReturn: v.number(),
    minimumInvestment: Usd,
    subscriptionWindow: v.picklist(['OPEN', 'CLOSED']),
    distributionPolicy: v.picklist(['ACCUMULATE', 'DISTRIBUTE']),
  }),
);

export const OpportunitySchema = named(
  'Opportunity',
  'A private credit or pre-IPO opportunity: minimum ticket, target return (percent), raise target and amount raised (USD), close date and status',
  v.strictObject({
    id: v.string(),
    assetClass: v.literal('OPPORTUNITY'),
    slug: v.string(),
    name: v.string(),
    sponsor: v.string(),
    country: Country,
    type: v.picklist(['PRIVATE_CREDIT', 'PRE_IPO']),
    minimumTicket: Usd,
    targetReturn: v.number(),
    raiseTarget: Usd,
    amountRaised: Usd,
    closeDate: DateText,
    status: v.picklist(['OPEN', 'CLOSED', 'ALLOCATED', 'REFUNDED']),
  }),
);

const list = <K extends string, S extends v.GenericSchema>(key: K, item: S, title: string) =>
  v.pipe(pageSchema(key, item, title), v.description(`One cursor page of the ${key} matching the filters, in the catalog's order`));

export const BondListSchema = list('bonds', BondSchema, 'BondList');
export const FundListSchema = list('funds', FundSchema, 'FundList');
export const OpportunityListSchema = list('opportunities', OpportunitySchema, 'OpportunityList');

export const UnitMovementSchema = named(
  'UnitMovement',
  'A subscription or redemption: USD moved (amount), units (6 decimals) bought or sold back, units held and the cash balance after',
  v.strictObject({
    transactionId: v.string(),
    subAccountId: v.string(),
    instrumentId: v.string(),
    assetClass: v.picklist(ASSET_CLASSES),
    amount: Usd,
    currency: v.literal('USD'),
    units: v.number(),
    unitsHeld: v.number(),
    newBalance: Usd,
    status: v.literal('CONFIRMED'),
    createdAt: Timestamp,
  }),
);

const CommitmentStatusSchema = v.picklist(['PENDING', 'ALLOCATED', 'REFUNDED']);

export const CommitmentSchema = named(
  'Commitment',
  "A sub-account's commitment to a private opportunity: its USD is held in escrow (PENDING) until the close date, then ALLOCATED (units issued, 1 unit per USD, 6 decimals) when the raise target is met, or REFUNDED to the wallet",
  v.strictObject({
    commitmentId: v.string(),
    subAccountId: v.string(),
    opportunityId: v.string(),
    assetClass: v.literal('OPPORTUNITY'),
    amount: Usd,
    currency: v.literal('USD'),
    units: v.nullable(v.number()),
    status: CommitmentStatusSchema,
    closeDate: DateText,
    createdAt: Timestamp,
    decidedAt: v.nullable(Timestamp),
  }),
);

export const CommitmentListSchema = v.pipe(
  pageSchema('commitments', CommitmentSchema, 'CommitmentList'),
  v.description("One cursor page of a sub-account's commitments, oldest first"),
);
