/**
 * The partner's pricing, settings and float. Pricing reads the figures the service enforces
 * (the rate limiter's, the stream cap's, the fee engine's, the SLA's), never copies of them.
 */
import * as v from '../schema.ts';
import { account } from '../../engine/features/index.ts';
import { USD_SCALE, usdToMinor } from '../../engine/money.ts';
import { partialUpdate, decimalInput } from '../validation.ts';
import { tierPricing } from '../../engine/reports/pricing-tiers.ts';
import { BASE_FEE_BPS } from '../../engine/trading/pricing.ts';
import type { AccountSettings } from '../../engine/account/settings.ts';
import { apiKeyAuth, type AppContext } from '../context.ts';
import { limitFor, SANDBOX_LIMIT_PER_MINUTE, TIER_LIMITS_PER_MINUTE } from '../middleware/rate-limit.ts';
import { route } from '../route.ts';
import { dispatchApprovable } from '../approval-gate.ts';
import { ApprovalSchema } from '../schemas/security.ts';
import { FloatSchema, PricingSchema, SettingsSchema } from '../schemas/account-settings.ts';
import { streamCapFor } from '../stream/registry.ts';
import { isoOrNull, usd } from '../views.ts';
import { UPTIME_OBJECTIVES_PCT } from './status.ts';

function pricingView(ctx: AppContext): Record<string, unknown> {
  const { partner, env } = apiKeyAuth(ctx);
  const charges = tierPricing(partner.tier);
  const negotiated = partner.rateLimits[env] !== undefined;
  return {
    environment: env,
    tier: partner.tier,
    feeSchedule: {
      currency: 'USD',
      baseFeeBps: BASE_FEE_BPS,
      markupBps: partner.markupBps,
      totalFeeBps: BASE_FEE_BPS + partner.markupBps,
      rounding: 'half-up to the cent',
    },
    rateLimits: {
      requestsPerMinute: limitFor(partner, env),
      window: 'sliding 1 minute',
      source: negotiated ? 'negotiated' : env === 'sandbox' ? 'sandbox' : 'tier',
      tierDefaults:
        env === 'sandbox'
          ? { starter: SANDBOX_LIMIT_PER_MINUTE, growth: SANDBOX_LIMIT_PER_MINUTE, enterprise: SANDBOX_LIMIT_PER_MINUTE }
          : TIER_LIMITS_PER_MINUTE,
    },
    streamLimits: { concurrentConnections: streamCapFor(partner, env) },
    sla: { uptimeObjectivePct: UPTIME_OBJECTIVES_PCT[partner.tier] },
    platformCharges: {
      currency: 'USD',
      billed: env === 'production',
      monthlyPlatformFee: usd(charges.monthlyPlatformFeeMinor),
      includedActiveSubAccounts: charges.includedActiveSubAccounts,
      perActiveSubAccount: usd(charges.perActiveSubAccountMinor),
      includedOrders: charges.includedOrders,
      perOrder: usd(charges.perOrderMinor),
      paymentTermsDays: charges.paymentTermsDays,
    },
  };
}

export function settingsView(ctx: AppContext, s: AccountSettings): Record<string, unknown> {
  const { partner, env } = apiKeyAuth(ctx);
  const enforced = partner.flags.settlementHold === true;
  return {
    environment: env,
    settlementHold: s.settlementHold,
    settlementHoldEnforcedByOperator: enforced,
    settlementHoldEffective: enforced || s.settlementHold,
    floatLowThreshold: usd(s.floatLowThresholdMinor),
    notificationEmail: s.notificationEmail,
    updatedAt: isoOrNull(s.updatedAtMs),
  };
}

/** A USD amount that may be zero (a zero threshold turns float.low off). */
const Threshold = decimalInput({ scale: USD_SCALE, zeroAllowed: true });

/** Unknown members are tolerated beside a known one (a newer client's field); none known, or a known one of the wrong type, is 400. */
const SettingsPatchBody = partialUpdate({
  settlementHold: v.optional(v.boolean()),
  floatLowThreshold: v.optional(Threshold),
  notificationEmail: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(254), v.email('must be an e-mail address')))),
});

export const accountSettingsRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/pricing',
    auth: 'apiKey',
    scope: 'reports',
    tag: 'Account',
    summary: 'Tier, fee schedule (base fee and markup in bps), the rate and stream limits enforced on this key, the SLA objective and platform charges',
    description:
      'What this key pays and may do, read at integration time and after a tier change: the base broker fee and your markup in basis points applied to every trade, the requests-per-minute and concurrent-stream limits your tier enforces (the same numbers the `X-RateLimit-*` headers and `/stream` use), the SLA objective and the platform charges that appear on monthly invoices.',
    success: { status: 200, description: 'pricing', schema: PricingSchema },
    handler(ctx) {
      ctx.body = pricingView(ctx);
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/settings',
    auth: 'apiKey',
    scope: 'accounts',
    tag: 'Account',
    summary: "The partner's own settings in this environment: settlement hold, float-low threshold, notification e-mail",
    description:
      'Your settings as they apply now in the environment of the key: `settlementHold` (withdrawals limited to settled cash), `floatLowThreshold` (USD headroom below which `float.low` fires) and `notificationEmail`. Sandbox and production keep separate settings.',
    success: { status: 200, description: 'settings', schema: SettingsSchema },
    handler(ctx) {
      const { partner, env } = apiKeyAuth(ctx);
      ctx.body = settingsView(ctx, ctx.service.queries.account.settings(env, partner.id));
    },
  }),
  route({
    method: 'PATCH',
    base: 'partner',
    path: '/settings',
    auth: 'apiKey',
    scope: 'accounts',
    tag: 'Account',
    body: SettingsPatchBody,
    summary:
      'Change any of settlementHold, floatLowThreshold (USD; 0 turns float.low off) and notificationEmail (null clears it). Journaled (GET /audit shows it); unknown members beside a known one are ignored, a body with none of the three is 400 VALIDATION_ERROR',
    description:
      'Partial update: send only the members you change. Every change is journaled and listed by `GET /audit`. Setting `floatLowThreshold` to 0 stops `float.low` events; `notificationEmail: null` removes the address. The answer is the complete settings object after the change. Needs an `Idempotency-Key`; when your security policy holds settings changes for a second member, the answer is `202` with an approval instead.',
    success: {
      status: 200,
      description: 'the settings after the change',
      schema: SettingsSchema,
      also: [{ status: 202, description: 'the security policy names settingsChanges: held for a second member (GET /approvals)', schema: ApprovalSchema }],
    },
    errors: ['MISSING_IDEMPOTENCY_KEY', 'INVALID_TYPE', 'VALIDATION_ERROR', 'CONFLICT'],
    async handler(ctx, { body }) {
      const payload = {
        ...(body.settlementHold !== undefined ? { settlementHold: body.settlementHold } : {}),
        ...(body.floatLowThreshold !== undefined ? { floatLowThresholdMinor: usdToMinor(body.floatLowThreshold)! } : {}),
        ...(body.notificationEmail !== undefined ? { notificationEmail: body.notificationEmail } : {}),
      };
      await dispatchApprovable(ctx, account.commands.patchSettings, {
        payload,
        respond: (s: AccountSettings) => ({ status: 200, body: settingsView(ctx, s) }),
      });
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/float',
    auth: 'apiKey',
    tag: 'Funding',
    summary: 'Master funding headroom: balance, reserved (master escrow), pending payouts and top-ups, the float-low threshold and what can leave before it',
    description:
      'How much of the master wallet is free to fund deposits, trades and payouts: the balance, what open master BUY orders hold in escrow, payouts and top-ups still pending, the `float.low` threshold and the headroom above it. Poll it, or subscribe to `float.low` and `wallet.credited`, to know when to top up.',
    success: { status: 200, description: 'float', schema: FloatSchema },
    handler(ctx) {
      const { partner, env } = apiKeyAuth(ctx);
      const f = ctx.service.queries.account.float(env, partner.id);
      const availableMinor = f.balanceMinor - f.pendingPayoutsMinor;
      ctx.body = {
        environment: env,
        currency: 'USD',
        balance: usd(f.balanceMinor),
        reserved: usd(f.reservedMinor),
        pendingPayouts: usd(f.pendingPayoutsMinor),
        pendingTopups: usd(f.pendingTopupsMinor),
        available: usd(availableMinor),
        threshold: usd(f.thresholdMinor),
        headroom: usd(availableMinor - f.thresholdMinor),
        low: f.balanceMinor < f.thresholdMinor,
      };
    },
  }),
];
