/**
 * The platform's price list per tier: what a partner pays the platform each month, in USD
 * cents. One constant, read by the month-end invoice (engine/reports/invoices.ts) and shown by
 * `GET /pricing`; change a price here and both follow. A month's charges: the tier's platform fee,
 * each active sub-account beyond the tier's allowance, and each order placed beyond its allowance.
 */
import type { Tier } from '../../storage/types.ts';

export interface TierPricing {
  readonly tier: Tier;
  /** Flat monthly platform fee. */
  readonly monthlyPlatformFeeMinor: number;
  /** Sub-accounts active in the month that the platform fee covers. */
  readonly includedActiveSubAccounts: number;
  /** Per active sub-account beyond the allowance, per month. */
  readonly perActiveSubAccountMinor: number;
  /** Orders placed in the month that the platform fee covers. */
  readonly includedOrders: number;
  /** Per order placed beyond the allowance. */
  readonly perOrderMinor: number;
  /** Days from issue to the invoice's due date. */
  readonly paymentTermsDays: number;
}

export const TIER_PRICING: Readonly<Record<Tier, TierPricing>> = {
  starter: {
    tier: 'starter',
    monthlyPlatformFeeMinor: 0,
    includedActiveSubAccounts: 25,
    perActiveSubAccountMinor: 100,
    includedOrders: 100,
    perOrderMinor: 10,
    paymentTermsDays: 15,
  },
  growth: {
    tier: 'growth',
    monthlyPlatformFeeMinor: 49_900,
    includedActiveSubAccounts: 1_000,
    perActiveSubAccountMinor: 50,
    includedOrders: 10_000,
    perOrderMinor: 5,
    paymentTermsDays: 30,
  },
  enterprise: {
    tier: 'enterprise',
    monthlyPlatformFeeMinor: 249_900,
    includedActiveSubAccounts: 10_000,
    perActiveSubAccountMinor: 25,
    includedOrders: 100_000,
    perOrderMinor: 2,
    paymentTermsDays: 30,
  },
};

export function tierPricing(tier: Tier): TierPricing {
  return TIER_PRICING[tier];
}

/** What a partner used in a month, as the invoice counts it. */
export interface MonthlyUsage {
  readonly activeSubAccounts: number;
  readonly orders: number;
}

export interface ChargeLine {
  readonly code: 'PLATFORM_FEE' | 'ACTIVE_SUB_ACCOUNTS' | 'ORDERS';
  readonly description: string;
  /** Billable quantity (beyond the allowance for usage lines). */
  readonly quantity: number;
  readonly unitPriceMinor: number;
  readonly amountMinor: number;
}

/** The month's charge lines for a tier and its usage: integer cents, quantity x unit price, never negative. */
export function platformCharges(tier: Tier, usage: MonthlyUsage): ChargeLine[] {
  const p = tierPricing(tier);
  const extraAccounts = Math.max(0, usage.activeSubAccounts - p.includedActiveSubAccounts);
  const extraOrders = Math.max(0, usage.orders - p.includedOrders);
  return [
    {
      code: 'PLATFORM_FEE',
      description: `${tier} tier monthly platform fee`,
      quantity: 1,
      unitPriceMinor: p.monthlyPlatformFeeMinor,
      amountMinor: p.monthlyPlatformFeeMinor,
    },
    {
      code: 'ACTIVE_SUB_ACCOUNTS',
      description: `active sub-accounts beyond ${p.includedActiveSubAccounts} included (${usage.activeSubAccounts} active)`,
      quantity: extraAccounts,
      unitPriceMinor: p.perActiveSubAccountMinor,
      amountMinor: extraAccounts * p.perActiveSubAccountMinor,
    },
    {
      code: 'ORDERS',
      description: `orders beyond ${p.includedOrders} included (${usage.orders} placed)`,
      quantity: extraOrders,
      unitPriceMinor: p.perOrderMinor,
      amountMinor: extraOrders * p.perOrderMinor,
    },
  ];
}
