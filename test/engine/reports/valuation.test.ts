/**
 * The reports' valuation fast path (engine/reports/valuation.ts) is the trade's own rounding: for any
 * holding, price and FX rate it answers exactly what grossMinorOf (BigInt) answers, including the
 * products past the safe-integer range where it falls back to BigInt. And the month-end invoice's
 * charges follow the tier price list.
 */
import test from 'ava';
import fc from 'fast-check';
import { platformCharges, TIER_PRICING } from '../../../engine/reports/pricing-tiers.ts';
import { usdMinorOf } from '../../../engine/reports/valuation.ts';
import { grossMinorOf } from '../../../engine/trading/pricing.ts';

test('the Number fast path equals the BigInt valuation for every holding, price and rate', (t) => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 2 ** 50 }),
      fc.integer({ min: 1, max: 10_000_000 }),
      fc.integer({ min: 1, max: 20_000_000_000 }),
      (units, price, perUsd) => usdMinorOf(units, price, perUsd) === grossMinorOf(units, price, perUsd),
    ),
    { numRuns: 5000 },
  );
  // Half-way cases round up, as a trade does.
  t.is(usdMinorOf(1_500_000, 1, 1_000_000), grossMinorOf(1_500_000, 1, 1_000_000));
  t.is(usdMinorOf(1_500_000, 1, 1_000_000), 2);
  t.is(usdMinorOf(2 ** 52, 12_345, 1_000_000), grossMinorOf(2 ** 52, 12_345, 1_000_000));
});

test('a month of platform charges: the fee, then usage beyond the allowance at the unit price, in cents', (t) => {
  fc.assert(
    fc.property(fc.constantFrom('starter', 'growth', 'enterprise' as const), fc.nat(50_000), fc.nat(500_000), (tier, activeSubAccounts, orders) => {
      const p = TIER_PRICING[tier];
      const lines = platformCharges(tier, { activeSubAccounts, orders });
      const extraAccounts = Math.max(0, activeSubAccounts - p.includedActiveSubAccounts);
      const extraOrders = Math.max(0, orders - p.includedOrders);
      return (
        lines.every((l) => Number.isSafeInteger(l.amountMinor) && l.amountMinor === l.quantity * l.unitPriceMinor) &&
        lines.reduce((s, l) => s + l.amountMinor, 0) === p.monthlyPlatformFeeMinor + extraAccounts * p.perActiveSubAccountMinor + extraOrders * p.perOrderMinor
      );
    }),
    { numRuns: 500 },
  );
  t.deepEqual(
    platformCharges('growth', { activeSubAccounts: 1_002, orders: 10_000 }).map((l) => [l.code, l.quantity, l.amountMinor]),
    [
      ['PLATFORM_FEE', 1, 49_900],
      ['ACTIVE_SUB_ACCOUNTS', 2, 100],
      ['ORDERS', 0, 0],
    ],
  );
});
