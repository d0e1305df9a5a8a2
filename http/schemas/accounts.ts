/**
 * Response schemas of the sub-account routes (lifecycle, devices, money, balances, transactions, tax
 * lots, gains) and of the portfolios, as http/routes/user-views.ts, user-money.ts, users.ts,
 * test-tools.ts, portfolio.ts and engine/trading/portfolio.ts build them.
 */
import * as v from '../schema.ts';
import { Count, NullableTimestamp, pageMeta, pageSchema, Timestamp, Usd } from './wire.ts';

const Units = v.pipe(v.number(), v.description('shares, at most 6 decimals'));

export const WalletSchema = v.pipe(
  v.strictObject({ currency: v.literal('USD'), balanceUsd: Usd, settledUsd: Usd, unsettledUsd: Usd, reservedUsd: Usd, withdrawableUsd: Usd }),
  v.title('Wallet'),
  v.description("A sub-account's cash: settled, unsettled (SELL proceeds before settlement), reserved for open BUY orders, withdrawable"),
);

const Kyc = v.strictObject({
  status: v.picklist(['NONE', 'VERIFIED', 'REJECTED']),
  level: v.picklist(['NONE', 'FULL']),
  reference: v.nullable(v.string()),
  reasonCode: v.nullable(v.string()),
  reason: v.nullable(v.string()),
  reviewedAt: NullableTimestamp,
});

const subAccountEntries = {
  id: v.string(),
  userId: v.string(),
  subAccountId: v.string(),
  externalId: v.string(),
  email: v.nullable(v.string()),
  name: v.nullable(v.string()),
  country: v.nullable(v.string()),
  metadata: v.nullable(v.record(v.string(), v.unknown())),
  status: v.picklist(['active', 'frozen', 'closed']),
  frozen: v.boolean(),
  frozenBy: v.nullable(v.string()),
  kycStatus: v.picklist(['NONE', 'VERIFIED', 'REJECTED']),
  kycLevel: v.picklist(['NONE', 'FULL']),
  kyc: Kyc,
  wallet: WalletSchema,
  createdAt: Timestamp,
  closedAt: NullableTimestamp,
  testClockId: v.optional(v.pipe(v.string(), v.description('sandbox: the test clock this sub-account runs on (absent: the service clock)'))),
};

export const SubAccountSchema = v.pipe(
  v.strictObject(subAccountEntries),
  v.title('SubAccount'),
  v.description('A sub-account with its wallet, KYC and status'),
);
export const ClosedSubAccountSchema = v.pipe(
  v.strictObject({ ...subAccountEntries, residualTransferUsd: v.pipe(Usd, v.description('cash returned to the master wallet')) }),
  v.title('ClosedSubAccount'),
);
export const SubAccountListSchema = pageSchema('accounts', SubAccountSchema, 'SubAccountList');

export const AutoRegisteredSchema = v.pipe(
  v.strictObject({
    subAccountId: v.string(),
    userId: v.string(),
    externalId: v.string(),
    token: v.pipe(v.string(), v.description('the sub-account access token, shown once')),
    created: v.boolean(),
  }),
  v.title('AutoRegistered'),
);

export const DeviceSchema = v.pipe(
  v.strictObject({
    deviceId: v.string(),
    platform: v.picklist(['ios', 'android', 'web']),
    token: v.string(),
    label: v.nullable(v.string()),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  }),
  v.title('Device'),
  v.description('A push-notification device registration'),
);
export const DeviceListSchema = v.pipe(v.strictObject({ subAccountId: v.string(), devices: v.array(DeviceSchema), ...pageMeta }), v.title('DeviceList'));
export const DeviceDeletedSchema = v.pipe(v.strictObject({ deviceId: v.string(), deleted: v.literal(true) }), v.title('DeviceDeleted'));

const DepositV1 = v.pipe(
  v.strictObject({
    transactionId: v.string(),
    subAccountId: v.string(),
    externalId: v.string(),
    status: v.literal('CONFIRMED'),
    amount: Usd,
    amountUsd: Usd,
    currency: v.literal('USD'),
    newBalance: Usd,
    masterWalletBalance: Usd,
    note: v.nullable(v.string()),
    localAmount: v.optional(v.number()),
    localCurrency: v.optional(v.string()),
    fxRate: v.optional(v.number()),
    fxSource: v.optional(v.picklist(['partner', 'managed'])),
    fxRateAsOf: v.optional(NullableTimestamp),
    createdAt: Timestamp,
  }),
  v.title('Deposit'),
  v.description('A deposit (wallet contract 1): local amount and FX fields only when the deposit named them'),
);
const DepositV2 = v.pipe(
  v.strictObject({
    transferId: v.string(),
    direction: v.literal('MASTER_TO_SUB_ACCOUNT'),
    currency: v.literal('USD'),
    amount: Usd,
    sourceBalance: Usd,
    targetBalance: Usd,
    simulationOnly: v.boolean(),
    externalPayout: v.literal(false),
  }),
  v.title('WalletTransfer'),
  v.description('A deposit under ?walletContract=2: the transfer from the master wallet'),
);
export const DepositSchema = v.pipe(v.union([DepositV1, DepositV2]), v.title('DepositResult'));

export const WithdrawalSchema = v.pipe(
  v.strictObject({
    transactionId: v.string(),
    subAccountId: v.string(),
    status: v.literal('PROCESSED'),
    amount: Usd,
    currency: v.literal('USD'),
    newBalance: Usd,
    withdrawableUsd: Usd,
    createdAt: Timestamp,
  }),
  v.title('Withdrawal'),
);

export const TestDepositSchema = v.pipe(
  v.strictObject({
    transactionId: v.string(),
    subAccountId: v.string(),
    externalId: v.string(),
    status: v.literal('CONFIRMED'),
    amount: Usd,
    currency: v.literal('USD'),
    newBalance: Usd,
    virtual: v.literal(true),
    note: v.nullable(v.string()),
    createdAt: Timestamp,
  }),
  v.title('TestDeposit'),
);

export const BuyingPowerSchema = v.pipe(
  v.strictObject({
    subAccountId: v.string(),
    currency: v.literal('USD'),
    cashUsd: Usd,
    settledUsd: Usd,
    unsettledUsd: Usd,
    reservedUsd: Usd,
    buyingPowerUsd: Usd,
    withdrawableUsd: Usd,
    settlementHold: v.boolean(),
  }),
  v.title('BuyingPower'),
  v.description('Settlement-aware balances'),
);

/** A wallet movement: the fixed fields, plus what its kind records (source, note, orderId, destination, ...). */
export const WalletTransactionSchema = v.pipe(
  v.looseObject({
    transactionId: v.string(),
    type: v.string(),
    amount: v.pipe(Usd, v.description('signed: negative out of the wallet')),
    currency: v.string(),
    balanceAfter: Usd,
    createdAt: Timestamp,
  }),
  v.title('WalletTransaction'),
  v.description('A wallet movement; further keys depend on its type (source, note, orderId, destination, ...)'),
);
export const WalletTransactionListSchema = pageSchema('transactions', WalletTransactionSchema, 'WalletTransactionList');

const Lot = v.pipe(
  v.strictObject({
    lotId: v.string(),
    symbol: v.string(),
    orderId: v.string(),
    acquiredAt: Timestamp,
    quantity: Units,
    remainingQuantity: Units,
    costBasisUsd: Usd,
    remainingCostBasisUsd: Usd,
    costPerUnitUsd: v.nullable(v.number()),
    status: v.picklist(['OPEN', 'CLOSED']),
  }),
  v.title('TaxLot'),
);
export const TaxLotsSchema = v.pipe(
  v.strictObject({ subAccountId: v.string(), method: v.literal('FIFO'), currency: v.literal('USD'), lots: v.array(Lot), ...pageMeta }),
  v.title('TaxLots'),
);

const Gain = v.pipe(
  v.strictObject({
    orderId: v.string(),
    symbol: v.string(),
    soldAt: Timestamp,
    quantity: Units,
    proceedsUsd: Usd,
    costBasisUsd: Usd,
    realizedGainUsd: Usd,
    unmatchedQuantity: Units,
    lots: v.array(v.strictObject({ lotId: v.string(), acquiredAt: Timestamp, quantity: Units, costBasisUsd: Usd })),
  }),
  v.title('RealizedGain'),
);
export const GainsSchema = v.pipe(
  v.strictObject({
    subAccountId: v.string(),
    method: v.literal('FIFO'),
    currency: v.literal('USD'),
    totalRealizedUsd: Usd,
    totalProceedsUsd: Usd,
    totalCostBasisUsd: Usd,
    gains: v.array(Gain),
    ...pageMeta,
  }),
  v.title('RealizedGains'),
);

const Holding = v.pipe(
  v.strictObject({
    symbol: v.string(),
    assetClass: v.picklist(['EQUITY', 'ETF', 'BOND', 'FUND', 'OPPORTUNITY']),
    name: v.string(),
    exchange: v.string(),
    currency: v.string(),
    units: Units,
    reservedUnits: Units,
    averageCostUsd: v.nullable(v.number()),
    costBasisUsd: Usd,
    marketPriceLocal: v.nullable(v.number()),
    priceAsOf: NullableTimestamp,
    marketValueUsd: Usd,
    unrealisedPnlUsd: Usd,
    unrealisedPnlPct: v.nullable(v.number()),
    delisted: v.pipe(v.boolean(), v.description('The instrument was delisted: the holding is kept but can no longer be traded')),
  }),
  v.title('Holding'),
);
const PortfolioSummary = v.pipe(
  v.strictObject({
    holdingsCount: Count,
    currency: v.literal('USD'),
    marketValueUsd: Usd,
    costBasisUsd: Usd,
    unrealisedPnlUsd: Usd,
    unrealisedPnlPct: v.nullable(v.number()),
    cashUsd: Usd,
    settledCashUsd: Usd,
    unsettledCashUsd: Usd,
    reservedUsd: Usd,
    totalValueUsd: Usd,
    asOf: Timestamp,
  }),
  v.title('PortfolioSummary'),
);
export const MasterPortfolioSchema = v.pipe(
  v.strictObject({ accountType: v.literal('MASTER'), holdings: v.array(Holding), summary: PortfolioSummary }),
  v.title('MasterPortfolio'),
);
export const SubAccountPortfolioSchema = v.pipe(
  v.strictObject({ accountType: v.literal('SUB_ACCOUNT'), subAccountId: v.string(), holdings: v.array(Holding), summary: PortfolioSummary }),
  v.title('SubAccountPortfolio'),
);

const Day = v.pipe(v.string(), v.isoDate());
export const PortfolioHistorySchema = v.pipe(
  v.strictObject({
    accountType: v.literal('MASTER'),
    currency: v.literal('USD'),
    basis: v.literal('RAW_EQUITY'),
    cashFlowAdjusted: v.literal(false),
    from: v.nullable(Day),
    to: v.nullable(Day),
    history: v.array(v.strictObject({ date: Day, equityUsd: Usd, cashUsd: Usd, positionsUsd: Usd })),
    count: Count,
  }),
  v.title('PortfolioHistory'),
  v.description('Daily raw equity of the master account (not cash-flow adjusted); from and to are null without activity'),
);
