/**
 * Response schemas of quoting, trading, orders and the sandbox test tools: the spec's Order object and
 * the pre-trade Quote exactly as engine/trading/views.ts builds them from the actor snapshots.
 */
import * as v from '../schema.ts';
import { Count, NullableTimestamp, pageMeta, Side, Timestamp, Usd } from './wire.ts';

const REJECTION_CODES = ['INSUFFICIENT_FUNDS', 'MARKET_CLOSED', 'TECHNICAL_ISSUE', 'KYC_REQUIRED', 'COMPLIANCE_HOLD', 'OTHER'] as const;
/** A local-currency price: a JSON number with at most two decimals. */
const Local = v.pipe(v.number(), v.description('price in the local currency, at most 2 decimals'));
const Units = v.pipe(v.number(), v.description('shares, at most 6 decimals'));
const Rate = v.pipe(v.number(), v.description('local currency units per USD'));

const ExecutionSla = v.pipe(
  v.strictObject({
    windowMinMinutes: v.number(),
    windowMaxMinutes: v.number(),
    marketHoursOnly: v.boolean(),
    startedAt: Timestamp,
    expectedBy: Timestamp,
    executedAt: NullableTimestamp,
    met: v.nullable(v.boolean()),
  }),
  v.title('ExecutionSla'),
  v.description('The execution window of a live order, from the moment it went PENDING'),
);

const FxConversion = v.strictObject({ fromCurrency: v.string(), toCurrency: v.literal('USD'), rate: Rate, source: v.string(), asOf: Timestamp });

const orderEntries = {
  orderId: v.string(),
  accountType: v.picklist(['MASTER', 'SUB_ACCOUNT']),
  subAccountId: v.nullable(v.string()),
  externalId: v.nullable(v.string()),
  symbol: v.string(),
  name: v.string(),
  exchange: v.string(),
  orderType: v.picklist(['MARKET', 'LIMIT', 'STOP', 'STOP_LIMIT']),
  limitPrice: v.nullable(Local),
  stopPrice: v.nullable(Local),
  cancelable: v.boolean(),
  replaceable: v.boolean(),
  type: Side,
  status: v.pipe(v.picklist(['PENDING', 'WORKING', 'PARTIALLY_FILLED', 'FILLED', 'REJECTED', 'CANCELLED']), v.description('public status')),
  omsStatus: v.pipe(
    v.picklist(['PLACING', 'PENDING', 'WORKING', 'PARTIALLY_FILLED', 'FILLED', 'SETTLED', 'SETTLEMENT_FAILED', 'REJECTED', 'CANCELLED', 'EXPIRED']),
    v.description('canonical lifecycle status: expiry and settlement told apart'),
  ),
  quoteId: v.nullable(v.string()),
  quoteExpiresAt: NullableTimestamp,
  quoteUsdPrice: v.nullable(v.number()),
  clientOrderId: v.nullable(v.string()),
  timeInForce: v.picklist(['DAY', 'GTC', 'GTD']),
  expiresAt: NullableTimestamp,
  orderInstruction: v.nullable(v.string()),
  stopLoss: v.nullable(Usd),
  takeProfit: v.nullable(Usd),
  quantity: Units,
  cashValue: v.nullable(Usd),
  filledQuantity: Units,
  remainingQuantity: Units,
  averageFillPrice: v.nullable(Local),
  executionVenue: v.nullable(v.string()),
  lastExecutionReportId: v.nullable(v.string()),
  executionSla: v.nullable(ExecutionSla),
  priceAtOrder: Local,
  usdPriceAtOrder: v.number(),
  fxRateAtOrder: Rate,
  fxSource: v.string(),
  fxRateAsOf: Timestamp,
  fxConversion: FxConversion,
  gross: Usd,
  baseFee: Usd,
  partnerMarkupFee: Usd,
  fee: Usd,
  totalAmount: Usd,
  currency: v.literal('USD'),
  localCurrency: v.string(),
  reservedUsd: v.nullable(Usd),
  reservedQuantity: v.nullable(Units),
  rejectionCode: v.nullable(v.picklist(REJECTION_CODES)),
  rejectionReason: v.nullable(v.string()),
  rejectedAt: NullableTimestamp,
  orderLifecycle: v.nullable(v.picklist(['CANCELLED', 'EXPIRED'])),
  cancelReason: v.nullable(v.string()),
  cancelledAt: NullableTimestamp,
  refunded: v.pipe(v.nullable(v.number()), v.description('what a cancellation gave back: USD (BUY) or shares (SELL)')),
  triggeredAt: NullableTimestamp,
  triggerPrice: v.nullable(Local),
  filledAt: NullableTimestamp,
  settlementStatus: v.nullable(v.picklist(['PENDING', 'SETTLED', 'FAILED'])),
  settleAt: NullableTimestamp,
  settledAt: NullableTimestamp,
  settledBy: v.nullable(v.picklist(['TIMER', 'TEST', 'TAKE_PROFIT'])),
  createdAt: Timestamp,
  replacedAt: NullableTimestamp,
};

export const OrderSchema = v.pipe(v.strictObject(orderEntries), v.title('Order'), v.description('An order of the master account or of a sub-account'));

export const OrderListSchema = v.pipe(
  v.strictObject({ orders: v.array(OrderSchema), total: v.pipe(Count, v.description('orders matching the filters, all pages')), ...pageMeta }),
  v.title('OrderList'),
);

const quoteEntries = {
  quoteId: v.string(),
  symbol: v.string(),
  name: v.string(),
  exchange: v.string(),
  mode: v.picklist(['quantity', 'cash']),
  accountType: v.picklist(['MASTER', 'SUB_ACCOUNT']),
  subAccountId: v.nullable(v.string()),
  quantity: Units,
  cashValue: v.nullable(Usd),
  price: Local,
  currency: v.string(),
  priceAsOf: Timestamp,
  usdPrice: v.number(),
  fxRateAtOrder: Rate,
  fxSource: v.string(),
  fxRateAsOf: Timestamp,
  gross: Usd,
  baseFee: Usd,
  partnerMarkupFee: Usd,
  fee: Usd,
  sufficientFunds: v.boolean(),
  quoteExpiresAt: Timestamp,
  expiresInSeconds: Count,
  issuedAt: Timestamp,
};

export const QuoteSchema = v.pipe(
  v.variant('type', [
    v.strictObject({ ...quoteEntries, type: v.literal('BUY'), totalCost: Usd }),
    v.strictObject({
      ...quoteEntries,
      type: v.literal('SELL'),
      estimatedProceeds: Usd,
      heldQuantity: v.pipe(Units, v.description('shares held and not reserved')),
    }),
  ]),
  v.title('Quote'),
  v.description('A single-use pre-trade quote, valid 60 s: a BUY tells totalCost, a SELL estimatedProceeds and heldQuantity'),
);

export const TestOrderSchema = v.pipe(
  v.strictObject({ ...orderEntries, subAccountId: v.string(), book: v.picklist(['SANDBOX', 'VIRTUAL']), virtual: v.boolean() }),
  v.title('TestOrder'),
  v.description('An order of the test tools, with the book it belongs to'),
);

export const TestOrderListSchema = v.pipe(
  v.strictObject({ subAccountId: v.nullable(v.string()), orders: v.array(TestOrderSchema), ...pageMeta }),
  v.title('TestOrderList'),
);

export const VenueFaultsSchema = v.pipe(v.strictObject({ rejectNext: Count, rejectionCode: v.picklist(REJECTION_CODES) }), v.title('VenueFaults'));
