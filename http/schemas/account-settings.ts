/** Response schemas of pricing, usage, settings and float. Strict: an undocumented key fails the end-to-end check. */
import * as v from '../schema.ts';
import { Count, DateText, named, NullableTimestamp, Tier, Usd } from './wire.ts';

const Environment = v.picklist(['production', 'sandbox']);
const Bps = v.pipe(v.number(), v.integer(), v.minValue(0), v.description('basis points (1 bp = 0.01%)'));

export const PricingSchema = named(
  'Pricing',
  "The partner's tier and what it pays and may use in this environment: fee schedule, enforced limits, SLA objective and platform charges",
  v.strictObject({
    environment: Environment,
    tier: Tier,
    feeSchedule: v.strictObject({
      currency: v.literal('USD'),
      baseFeeBps: Bps,
      markupBps: Bps,
      totalFeeBps: Bps,
      rounding: v.literal('half-up to the cent'),
    }),
    rateLimits: v.strictObject({
      requestsPerMinute: Count,
      window: v.literal('sliding 1 minute'),
      source: v.pipe(v.picklist(['tier', 'sandbox', 'negotiated']), v.description('where the enforced limit comes from')),
      tierDefaults: v.strictObject({ starter: Count, growth: Count, enterprise: Count }),
    }),
    streamLimits: v.strictObject({ concurrentConnections: Count }),
    sla: v.strictObject({ uptimeObjectivePct: v.number() }),
    platformCharges: v.strictObject({
      currency: v.literal('USD'),
      billed: v.pipe(v.boolean(), v.description('false in the sandbox: its monthly invoices are test documents, never collected')),
      monthlyPlatformFee: Usd,
      includedActiveSubAccounts: Count,
      perActiveSubAccount: Usd,
      includedOrders: Count,
      perOrder: Usd,
      paymentTermsDays: Count,
    }),
  }),
);

const ByFamily = v.pipe(
  v.record(v.string(), Count),
  v.description('by route family: the first segment of the route path template (`users`, `orders`, `market`)'),
);
const Tally = v.strictObject({ total: Count, byFamily: ByFamily });

const UsageDaySchema = v.strictObject({
  date: DateText,
  requests: Tally,
  rateLimited: Tally,
  ordersPlaced: Count,
  activeSubAccounts: Count,
  webhookDeliveries: Count,
  streamMinutes: Count,
});

export const UsageSchema = named(
  'Usage',
  'API usage per UTC day (service clock) of the partner environment; counters are kept in memory and written in batches, and a read writes the pending batch first',
  v.strictObject({
    from: DateText,
    to: DateText,
    days: v.array(UsageDaySchema),
    totals: v.strictObject({
      requests: Count,
      rateLimited: Count,
      ordersPlaced: Count,
      webhookDeliveries: Count,
      streamMinutes: Count,
    }),
  }),
);

export const SettingsSchema = named(
  'Settings',
  'What the partner may change itself in this environment (PATCH /settings)',
  v.strictObject({
    environment: Environment,
    settlementHold: v.pipe(v.boolean(), v.description("the partner's own settlement hold")),
    settlementHoldEnforcedByOperator: v.pipe(v.boolean(), v.description('the operator holds settlement whatever the partner sets')),
    settlementHoldEffective: v.pipe(v.boolean(), v.description('what withdrawals obey: either of the two')),
    floatLowThreshold: v.pipe(Usd, v.description('float.low fires when a movement leaves the master wallet below this')),
    notificationEmail: v.nullable(v.string()),
    updatedAt: NullableTimestamp,
  }),
);

export const FloatSchema = named(
  'Float',
  "The master wallet's funding headroom",
  v.strictObject({
    environment: Environment,
    currency: v.literal('USD'),
    balance: Usd,
    reserved: v.pipe(Usd, v.description('escrow of open master BUY orders (already out of the balance)')),
    pendingPayouts: v.pipe(Usd, v.description('payouts not yet processed (still in the balance)')),
    pendingTopups: v.pipe(Usd, v.description('top-ups awaiting approval (not yet in the balance)')),
    available: v.pipe(Usd, v.description('balance less pending payouts')),
    threshold: v.pipe(Usd, v.description('the float-low threshold of the settings')),
    headroom: v.pipe(Usd, v.description('available less the threshold: what can leave before float.low (negative when below)')),
    low: v.pipe(v.boolean(), v.description('the balance is below the threshold (what float.low watches)')),
  }),
);
