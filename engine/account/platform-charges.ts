/**
 * The platform's charges to a partner per tier (issue 13), shown by GET /pricing. USD cents. A monthly
 * platform fee, a number of active sub-accounts it includes, and a fee per active sub-account beyond
 * them. The sandbox is never billed. H13b's engine/reports/pricing-tiers.ts holds the figures the
 * invoices use; at merge one of the two modules imports the other so there is one table.
 */
import type { Tier } from '../../storage/types.ts';

export interface PlatformCharges {
  readonly monthlyPlatformFeeMinor: number;
  readonly includedActiveSubAccounts: number;
  readonly perActiveSubAccountMinor: number;
}

export const PLATFORM_CHARGES: Readonly<Record<Tier, PlatformCharges>> = {
  starter: { monthlyPlatformFeeMinor: 0, includedActiveSubAccounts: 100, perActiveSubAccountMinor: 50 },
  growth: { monthlyPlatformFeeMinor: 49_900, includedActiveSubAccounts: 1_000, perActiveSubAccountMinor: 35 },
  enterprise: { monthlyPlatformFeeMinor: 249_900, includedActiveSubAccounts: 10_000, perActiveSubAccountMinor: 20 },
};
