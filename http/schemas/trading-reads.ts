/**
 * Response schemas of the trading reads: execution reports, the pre-trade check, the
 * master buying power and the performance report.
 */
import * as v from '../schema.ts';
import { Count, DateText, named, pageSchema, Timestamp, Usd } from './wire.ts';

const Units = v.pipe(v.number(), v.description('units, at most 6 decimals'));
const LocalPrice = v.nullable(v.pipe(v.number(), v.description('local price, at most 2 decimals')));

export const ExecutionReportSchema = named(
  'ExecutionReport',
  "One lifecycle step of an order, FIX-like; the order's lastExecutionReportId is its latest report",
  v.strictObject({
    executionReportId: v.string(),
    orderId: v.string(),
    sequence: v.pipe(v.number(), v.integer(), v.minValue(1), v.description('1, 2, ... within the order')),
    execType: v.picklist(['NEW', 'TRIGGERED', 'PARTIAL_FILL', 'FILL', 'REPLACED', 'CANCELLED', 'EXPIRED', 'REJECTED', 'SETTLED', 'SETTLEMENT_FAILED']),
    orderStatus: v.pipe(v.string(), v.description("the order's omsStatus after this step")),
    accountType: v.picklist(['MASTER', 'SUB_ACCOUNT']),
    subAccountId: v.nullable(v.string()),
    symbol: v.string(),
    side: v.picklist(['BUY', 'SELL']),
    quantity: Units,
    filledQuantity: Units,
    leavesQuantity: v.pipe(Units, v.description('still open for execution: zero once the order is done')),
    lastQuantity: v.pipe(Units, v.description('executed by this step (fills only, else 0)')),
    lastPrice: v.pipe(LocalPrice, v.description('price of this fill (fills only)')),
    averagePrice: v.pipe(LocalPrice, v.description('volume-weighted average fill price so far')),
    currency: v.string(),
    venue: v.nullable(v.string()),
    reason: v.nullable(v.pipe(v.string(), v.description('cancel reason, rejection code, or what settled it'))),
    transactTime: Timestamp,
  }),
);

export const ExecutionReportListSchema = pageSchema('executions', ExecutionReportSchema, 'ExecutionReportList');

export const TradeCheckSchema = named(
  'TradeCheck',
  'The pre-trade eligibility check: every rule a trade would apply, answered one by one; nothing placed, escrowed or consumed',
  v.strictObject({
    eligible: v.boolean(),
    accountType: v.picklist(['MASTER', 'SUB_ACCOUNT']),
    subAccountId: v.nullable(v.string()),
    checks: v.array(
      v.strictObject({
        check: v.string(),
        passed: v.boolean(),
        code: v.optional(v.string()),
        message: v.optional(v.string()),
      }),
    ),
    quoteId: v.optional(v.pipe(v.string(), v.description('eligible MARKET requests only: a firm single-use quote for POST /trade'))),
    quoteExpiresAt: v.optional(Timestamp),
    estimatedTotal: v.optional(v.pipe(Usd, v.description('BUY: cost with fees; SELL: proceeds net of fees, at the price checked'))),
  }),
);

export const MasterBuyingPowerSchema = named(
  'MasterBuyingPower',
  "The master account's settlement-aware buying power",
  v.strictObject({
    accountType: v.literal('MASTER'),
    currency: v.literal('USD'),
    settledUsd: v.pipe(Usd, v.description('settled cash of the master wallet')),
    reservedUsd: v.pipe(Usd, v.description('escrowed by open BUY orders (already out of settled cash)')),
    unsettledUsd: v.pipe(Usd, v.description('SELL proceeds awaiting settlement, net of any advance already spent')),
    buyingPowerUsd: v.pipe(Usd, v.description('what new BUY orders may spend: settled plus unsettled')),
    settledBuyingPowerUsd: v.pipe(Usd, v.description('settled cash only')),
    withdrawableUsd: Usd,
    openOrders: Count,
    asOf: Timestamp,
  }),
);

const Decimal = v.pipe(v.string(), v.regex(/^-?\d+\.\d+$/), v.description('exact decimal text'));
const Rate = v.nullable(v.pipe(Decimal, v.description('return as a decimal fraction (0.012345 = 1.2345 %), 6 decimals; null without a base')));
const Bps = v.nullable(v.pipe(v.number(), v.integer(), v.description('the same return in whole basis points, half-up')));

export const PerformanceSchema = named(
  'Performance',
  'Daily equity, P&L, external cash flows, Modified Dietz returns per interval and the linked time-weighted return',
  v.strictObject({
    accountType: v.picklist(['MASTER', 'SUB_ACCOUNT']),
    subAccountId: v.nullable(v.string()),
    currency: v.literal('USD'),
    from: DateText,
    to: DateText,
    interval: v.picklist(['day', 'month']),
    method: v.literal('MODIFIED_DIETZ'),
    benchmark: v.nullable(v.string()),
    daily: v.array(
      v.strictObject({
        date: DateText,
        equityUsd: Usd,
        pnlUsd: v.pipe(Usd, v.description('change of equity less the net external flow of the day')),
        netFlowUsd: v.pipe(Usd, v.description('deposits minus withdrawals and payouts of the day')),
      }),
    ),
    intervals: v.array(
      v.strictObject({
        start: DateText,
        end: DateText,
        startEquityUsd: Usd,
        endEquityUsd: Usd,
        netFlowUsd: Usd,
        pnlUsd: Usd,
        return: Rate,
        returnBps: Bps,
        reason: v.nullable(v.string()),
        benchmarkReturn: v.optional(Rate),
        benchmarkReturnBps: v.optional(Bps),
      }),
    ),
    summary: v.strictObject({
      startEquityUsd: Usd,
      endEquityUsd: Usd,
      netFlowUsd: Usd,
      pnlUsd: Usd,
      twr: Rate,
      twrBps: Bps,
      reason: v.nullable(v.string()),
      benchmarkReturn: v.optional(Rate),
      benchmarkReturnBps: v.optional(Bps),
    }),
    flows: v.array(v.strictObject({ date: DateText, at: Timestamp, type: v.string(), amountUsd: Usd })),
    count: Count,
  }),
);
