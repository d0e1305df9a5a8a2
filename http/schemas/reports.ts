/**
 * Response schemas of the reports: AUM, positions, fees, revenue and invoices. Amounts are
 * USD numbers with at most 2 decimals, exact from integer cents; invoices also carry their cents.
 */
import * as v from '../schema.ts';
import { Count, DateText, Integer, named, pageSchema, Tier, Timestamp, Usd } from './wire.ts';

const AccountType = v.picklist(['MASTER', 'SUB_ACCOUNT']);
const SubAccountId = v.pipe(v.nullable(v.string()), v.description('null for the master account'));

export const AumReportSchema = named(
  'AumReport',
  "Assets under management of the partner environment at the end of `asOf` (UTC): every account's cash and positions, master account included",
  v.strictObject({
    asOf: DateText,
    valuation: v.pipe(
      v.picklist(['LATEST_DELAYED_PRICE', 'CLOSE']),
      v.description('today: the latest delayed prices; a past day: its close (the last session close on or before it)'),
    ),
    currency: v.literal('USD'),
    totals: v.strictObject({
      cashUsd: Usd,
      positionsUsd: Usd,
      totalUsd: Usd,
      accounts: Count,
      positions: Count,
      unpricedPositions: v.pipe(Count, v.description('positions without a price that day, valued at 0')),
    }),
    bySubAccount: v.array(
      v.strictObject({ subAccountId: SubAccountId, accountType: AccountType, cashUsd: Usd, positionsUsd: Usd, totalUsd: Usd, positions: Count }),
    ),
    byAssetClass: v.array(v.strictObject({ assetClass: v.string(), valueUsd: Usd, positions: Count })),
    byExchange: v.pipe(
      v.array(v.strictObject({ exchange: v.string(), valueUsd: Usd, positions: Count })),
      v.description('positions only (cash has no exchange)'),
    ),
    byCurrency: v.pipe(
      v.array(v.strictObject({ currency: v.string(), valueUsd: Usd, positions: Count })),
      v.description('by the currency the position is priced in, valued in USD; cash is USD'),
    ),
  }),
);

export const ReportPositionSchema = named(
  'ReportPosition',
  'One position of one account: held units plus those reserved by open SELL orders, at the latest delayed price (NAV or clean price for units)',
  v.strictObject({
    subAccountId: SubAccountId,
    accountType: AccountType,
    symbol: v.string(),
    name: v.nullable(v.string()),
    assetClass: v.nullable(v.string()),
    exchange: v.nullable(v.string()),
    currency: v.nullable(v.string()),
    units: v.number(),
    reservedUnits: v.number(),
    marketPriceLocal: v.nullable(v.number()),
    marketValueUsd: Usd,
  }),
);

export const ReportPositionListSchema = pageSchema('positions', ReportPositionSchema, 'ReportPositionList');

const FeePeriodSchema = v.strictObject({ period: v.string(), baseFeeUsd: Usd, markupUsd: Usd, totalUsd: Usd, charges: Count });

export const FeeReportSchema = named(
  'FeeReport',
  "Base broker fee and partner markup collected from the partner's accounts per period (net of reversals), from the ledger's revenue accounts",
  v.strictObject({
    from: DateText,
    to: DateText,
    interval: v.picklist(['day', 'month']),
    currency: v.literal('USD'),
    totals: v.strictObject({ baseFeeUsd: Usd, markupUsd: Usd, totalUsd: Usd, charges: Count }),
    periods: v.array(FeePeriodSchema),
  }),
);

export const RevenueReportSchema = named(
  'RevenueReport',
  "The partner's markup revenue (net of reversals) by month and by the account that paid it",
  v.strictObject({
    from: DateText,
    to: DateText,
    currency: v.literal('USD'),
    totalMarkupUsd: Usd,
    charges: Count,
    byMonth: v.array(v.strictObject({ period: v.string(), markupUsd: Usd, charges: Count })),
    bySubAccount: v.array(v.strictObject({ subAccountId: SubAccountId, accountType: AccountType, markupUsd: Usd, charges: Count })),
  }),
);

const InvoiceLineSchema = v.strictObject({
  code: v.picklist(['PLATFORM_FEE', 'ACTIVE_SUB_ACCOUNTS', 'ORDERS']),
  description: v.string(),
  quantity: Count,
  unitPriceUsd: Usd,
  amountUsd: Usd,
  unitPriceMinor: Integer,
  amountMinor: Integer,
});

export const InvoiceSchema = named(
  'Invoice',
  "A month's invoice of platform charges at the partner's tier, issued at 00:00 UTC of the next month's 1st",
  v.strictObject({
    invoiceId: v.string(),
    period: v.pipe(v.string(), v.description('the billed month, YYYY-MM')),
    periodStart: Timestamp,
    periodEnd: Timestamp,
    tier: Tier,
    status: v.picklist(['ISSUED', 'PAID', 'VOID']),
    currency: v.literal('USD'),
    lines: v.array(InvoiceLineSchema),
    subtotalUsd: Usd,
    totalUsd: Usd,
    subtotalMinor: Integer,
    totalMinor: Integer,
    issuedAt: Timestamp,
    dueAt: Timestamp,
  }),
);

export const InvoiceListSchema = pageSchema('invoices', InvoiceSchema, 'InvoiceList');
