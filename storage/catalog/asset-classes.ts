/**
 * The seeded catalog of the non-equity asset classes: treasury bills and government bonds,
 * money-market, yield and ETF-like funds, and private credit and pre-IPO opportunities. Terms are
 * plausible for the named issuers as of late 2026 (rates and prices are illustrative, not quotes).
 * Like the equities catalog this is plain readonly data; prices, rates and NAVs are decimal strings
 * and USD amounts are exact integers of cents, so nothing passes through a binary float on its way to
 * the ledger. Every id is stable: it names the instrument in routes, orders and ledger assets.
 */
import type { CountryCode, CurrencyCode } from './types.ts';

export type BondType = 'TREASURY_BILL' | 'TREASURY_BOND' | 'INFRASTRUCTURE_BOND';
/** Coupons per year: 0 for a discount bill, 2 semi-annual, 4 quarterly. */
export type CouponFrequency = 0 | 1 | 2 | 4;

export interface BondRecord {
  readonly id: string;
  readonly name: string;
  readonly issuer: string;
  readonly country: CountryCode;
  readonly currency: CurrencyCode;
  readonly type: BondType;
  readonly isin: string | null;
  /** Annual coupon in percent of face; '0' for a discount bill. */
  readonly couponRate: string;
  readonly couponFrequency: CouponFrequency;
  readonly issueDate: string;
  readonly maturityDate: string;
  /** Smallest subscription, USD cents (our wallets are USD; the issue's own minimum converted and rounded up). */
  readonly minimumInvestmentCents: number;
  /** Yield to maturity, percent. */
  readonly yield: string;
  /** Clean price per 100 of face value. */
  readonly price: string;
}

export type FundType = 'MMF' | 'FIXED_INCOME' | 'ETF_LIKE';
export type DistributionPolicy = 'ACCUMULATE' | 'DISTRIBUTE';
export type SubscriptionWindow = 'OPEN' | 'CLOSED';

export interface FundRecord {
  readonly id: string;
  readonly name: string;
  readonly manager: string;
  readonly country: CountryCode;
  /** Units are priced and held in USD (the feeder class our wallets subscribe to). */
  readonly currency: 'USD';
  readonly type: FundType;
  /** Net asset value per unit, USD, 4 decimals. */
  readonly nav: string;
  readonly navAsOf: string;
  /** Trailing annualised return, percent. */
  readonly annualisedReturn: string;
  readonly minimumInvestmentCents: number;
  readonly subscriptionWindow: SubscriptionWindow;
  readonly distributionPolicy: DistributionPolicy;
}

export type OpportunityType = 'PRIVATE_CREDIT' | 'PRE_IPO';
export type OpportunityStatus = 'OPEN' | 'CLOSED' | 'ALLOCATED' | 'REFUNDED';

export interface OpportunityRecord {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly sponsor: string;
  readonly country: CountryCode;
  readonly type: OpportunityType;
  readonly minimumTicketCents: number;
  /** Target annual return, percent. */
  readonly targetReturn: string;
  readonly raiseTargetCents: number;
  readonly amountRaisedCents: number;
  readonly closeDate: string;
  readonly status: OpportunityStatus;
}

const usd = (dollars: number): number => dollars * 100;

export const bonds: readonly BondRecord[] = [
  {
    id: 'KE-TB-91D-2026-12-07',
    name: 'Kenya 91-day Treasury Bill',
    issuer: 'Central Bank of Kenya (Republic of Kenya)',
    country: 'KE',
    currency: 'KES',
    type: 'TREASURY_BILL',
    isin: null,
    couponRate: '0',
    couponFrequency: 0,
    issueDate: '2026-09-07',
    maturityDate: '2026-12-07',
    minimumInvestmentCents: usd(100),
    yield: '8.0200',
    price: '98.0400',
  },
  {
    id: 'KE-TB-182D-2027-03-08',
    name: 'Kenya 182-day Treasury Bill',
    issuer: 'Central Bank of Kenya (Republic of Kenya)',
    country: 'KE',
    currency: 'KES',
    type: 'TREASURY_BILL',
    isin: null,
    couponRate: '0',
    couponFrequency: 0,
    issueDate: '2026-09-07',
    maturityDate: '2027-03-08',
    minimumInvestmentCents: usd(100),
    yield: '8.1800',
    price: '96.0600',
  },
  {
    id: 'KE-TB-364D-2027-09-06',
    name: 'Kenya 364-day Treasury Bill',
    issuer: 'Central Bank of Kenya (Republic of Kenya)',
    country: 'KE',
    currency: 'KES',
    type: 'TREASURY_BILL',
    isin: null,
    couponRate: '0',
    couponFrequency: 0,
    issueDate: '2026-09-07',
    maturityDate: '2027-09-06',
    minimumInvestmentCents: usd(100),
    yield: '9.4500',
    price: '91.3700',
  },
  {
    id: 'KE-IFB1-2023-017',
    name: 'Kenya Infrastructure Bond IFB1/2023/017',
    issuer: 'Republic of Kenya (National Treasury)',
    country: 'KE',
    currency: 'KES',
    type: 'INFRASTRUCTURE_BOND',
    isin: 'KE7000010375',
    couponRate: '14.3990',
    couponFrequency: 2,
    issueDate: '2023-02-27',
    maturityDate: '2040-02-06',
    minimumInvestmentCents: usd(500),
    yield: '13.9500',
    price: '102.6500',
  },
  {
    id: 'NG-FGN-2034-03',
    name: 'FGN Bond 19.00% FEB 2034',
    issuer: 'Federal Government of Nigeria (Debt Management Office)',
    country: 'NG',
    currency: 'NGN',
    type: 'TREASURY_BOND',
    isin: 'NGFB00000053',
    couponRate: '19.0000',
    couponFrequency: 2,
    issueDate: '2024-02-21',
    maturityDate: '2034-02-21',
    minimumInvestmentCents: usd(250),
    yield: '18.2500',
    price: '103.4200',
  },
  {
    id: 'NG-FGN-2027-03',
    name: 'FGN Bond 16.2884% MAR 2027',
    issuer: 'Federal Government of Nigeria (Debt Management Office)',
    country: 'NG',
    currency: 'NGN',
    type: 'TREASURY_BOND',
    isin: 'NGFGB0000019',
    couponRate: '16.2884',
    couponFrequency: 2,
    issueDate: '2017-03-17',
    maturityDate: '2027-03-17',
    minimumInvestmentCents: usd(250),
    yield: '19.1000',
    price: '98.7600',
  },
  {
    id: 'NG-NTB-364D-2027-08-26',
    name: 'Nigerian Treasury Bill 364-day',
    issuer: 'Central Bank of Nigeria (Federal Government of Nigeria)',
    country: 'NG',
    currency: 'NGN',
    type: 'TREASURY_BILL',
    isin: null,
    couponRate: '0',
    couponFrequency: 0,
    issueDate: '2026-08-27',
    maturityDate: '2027-08-26',
    minimumInvestmentCents: usd(100),
    yield: '18.6000',
    price: '84.3200',
  },
  {
    id: 'GH-GOG-2029-02',
    name: 'Government of Ghana 8.35% 2029 (DDEP)',
    issuer: 'Republic of Ghana (Ministry of Finance)',
    country: 'GH',
    currency: 'GHS',
    type: 'TREASURY_BOND',
    isin: 'GHGGOG076244',
    couponRate: '8.3500',
    couponFrequency: 2,
    issueDate: '2023-02-21',
    maturityDate: '2029-02-13',
    minimumInvestmentCents: usd(250),
    yield: '21.4000',
    price: '74.1000',
  },
  {
    id: 'ZA-R2035',
    name: 'RSA 8.875% 2035 (R2035)',
    issuer: 'Republic of South Africa (National Treasury)',
    country: 'ZA',
    currency: 'ZAR',
    type: 'TREASURY_BOND',
    isin: 'ZAG000125972',
    couponRate: '8.8750',
    couponFrequency: 2,
    issueDate: '2015-02-27',
    maturityDate: '2035-02-28',
    minimumInvestmentCents: usd(500),
    yield: '10.1500',
    price: '93.2800',
  },
  {
    id: 'EG-TB-91D-2026-09-08',
    name: 'Egypt 91-day Treasury Bill',
    issuer: 'Arab Republic of Egypt (Ministry of Finance)',
    country: 'EG',
    currency: 'EGP',
    type: 'TREASURY_BILL',
    isin: null,
    couponRate: '0',
    couponFrequency: 0,
    issueDate: '2026-06-09',
    maturityDate: '2026-09-08',
    minimumInvestmentCents: usd(100),
    yield: '25.6000',
    price: '99.5100',
  },
  {
    id: 'EG-TB-364D-2027-09-07',
    name: 'Egypt 364-day Treasury Bill',
    issuer: 'Arab Republic of Egypt (Ministry of Finance)',
    country: 'EG',
    currency: 'EGP',
    type: 'TREASURY_BILL',
    isin: null,
    couponRate: '0',
    couponFrequency: 0,
    issueDate: '2026-09-08',
    maturityDate: '2027-09-07',
    minimumInvestmentCents: usd(100),
    yield: '24.1000',
    price: '80.5800',
  },
];

export const funds: readonly FundRecord[] = [
  {
    id: 'FUND-KE-CIC-MMF-USD',
    name: 'CIC Dollar Money Market Fund',
    manager: 'CIC Asset Management',
    country: 'KE',
    currency: 'USD',
    type: 'MMF',
    nav: '1.0000',
    navAsOf: '2026-08-31',
    annualisedReturn: '6.1500',
    minimumInvestmentCents: usd(10),
    subscriptionWindow: 'OPEN',
    distributionPolicy: 'ACCUMULATE',
  },
  {
    id: 'FUND-NG-STANBIC-MMF-USD',
    name: 'Stanbic IBTC Dollar Fund',
    manager: 'Stanbic IBTC Asset Management',
    country: 'NG',
    currency: 'USD',
    type: 'MMF',
    nav: '1.0000',
    navAsOf: '2026-08-31',
    annualisedReturn: '5.4000',
    minimumInvestmentCents: usd(50),
    subscriptionWindow: 'OPEN',
    distributionPolicy: 'DISTRIBUTE',
  },
  {
    id: 'FUND-ZA-SATRIX-BOND-USD',
    name: 'Satrix SA Bond Feeder (USD class)',
    manager: 'Satrix Managers',
    country: 'ZA',
    currency: 'USD',
    type: 'ETF_LIKE',
    nav: '12.4830',
    navAsOf: '2026-08-31',
    annualisedReturn: '9.8000',
    minimumInvestmentCents: usd(25),
    subscriptionWindow: 'OPEN',
    distributionPolicy: 'DISTRIBUTE',
  },
  {
    id: 'FUND-GH-DATABANK-INCOME',
    name: 'Databank Bond Fund (USD class)',
    manager: 'Databank Asset Management Services',
    country: 'GH',
    currency: 'USD',
    type: 'FIXED_INCOME',
    nav: '3.2145',
    navAsOf: '2026-08-31',
    annualisedReturn: '11.2000',
    minimumInvestmentCents: usd(100),
    subscriptionWindow: 'CLOSED',
    distributionPolicy: 'ACCUMULATE',
  },
];

export const opportunities: readonly OpportunityRecord[] = [
  {
    id: 'OPP-KE-SME-CREDIT-2026',
    slug: 'nairobi-sme-trade-finance-2026',
    name: 'Nairobi SME Trade Finance Note 2026',
    sponsor: 'Pezesha Africa',
    country: 'KE',
    type: 'PRIVATE_CREDIT',
    minimumTicketCents: usd(1_000),
    targetReturn: '14.0000',
    raiseTargetCents: usd(2_000_000),
    // USD 5 000 short of its target: commitments on the platform can complete the raise.
    amountRaisedCents: usd(1_995_000),
    closeDate: '2026-09-04',
    status: 'OPEN',
  },
  {
    id: 'OPP-NG-SOLAR-CREDIT-2026',
    slug: 'lagos-commercial-solar-credit',
    name: 'Lagos Commercial Solar Credit Facility',
    sponsor: 'Daystar Power',
    country: 'NG',
    type: 'PRIVATE_CREDIT',
    minimumTicketCents: usd(2_500),
    targetReturn: '16.5000',
    raiseTargetCents: usd(5_000_000),
    amountRaisedCents: usd(1_100_000),
    closeDate: '2026-09-01',
    status: 'OPEN',
  },
  {
    id: 'OPP-EG-FINTECH-PREIPO',
    slug: 'cairo-payments-pre-ipo',
    name: 'Cairo Payments Pre-IPO Round',
    sponsor: 'Valu Ventures SPV',
    country: 'EG',
    type: 'PRE_IPO',
    minimumTicketCents: usd(5_000),
    targetReturn: '25.0000',
    raiseTargetCents: usd(3_000_000),
    amountRaisedCents: usd(3_000_000),
    closeDate: '2026-08-15',
    status: 'ALLOCATED',
  },
];
