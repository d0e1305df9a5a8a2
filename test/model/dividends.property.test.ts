/**
 * Dividends paid equal entitlement times rate, to the cent: for any units (6 decimals), any
 * dividend per share and any managed rate, the paid cents are the exact value rounded half-up, checked
 * by an inequality on the exact rational rather than by re-running the division.
 */
import test from 'ava';
import fc from 'fast-check';
import { dividendUsdMinor, perShareMicro } from '../../engine/corporate/dividends.ts';

const decimalText = fc
  .tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 6 }))
  .map(([whole, fraction, places]) => (places === 0 ? String(whole) : `${whole}.${String(fraction).padStart(6, '0').slice(0, places)}`))
  .filter((text) => perShareMicro(text) > 0n);

test('the cents paid are units x dividend per share / rate, rounded half-up to the cent', (t) => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 10_000_000_000_000 }), decimalText, fc.integer({ min: 1, max: 50_000_000_000 }), (unitsMicro, dps, perUsdMicro) => {
      // exact cents = units x dps x 100 / perUsd = num / den, with every quantity in millionths.
      const num = BigInt(unitsMicro) * perShareMicro(dps) * 100n;
      const den = 1_000_000n * BigInt(perUsdMicro);
      if (num / den >= BigInt(Number.MAX_SAFE_INTEGER)) {
        // Beyond exact integers it refuses rather than rounds.
        return (() => {
          try {
            dividendUsdMinor(unitsMicro, dps, perUsdMicro);
            return num / den === BigInt(Number.MAX_SAFE_INTEGER);
          } catch {
            return true;
          }
        })();
      }
      const paid = BigInt(dividendUsdMinor(unitsMicro, dps, perUsdMicro));
      // Half-up: paid - 1/2 <= exact < paid + 1/2, i.e. 2*paid*den - den <= 2*num < 2*paid*den + den.
      return 2n * paid * den - den <= 2n * num && 2n * num < 2n * paid * den + den;
    }),
    { numRuns: 500 },
  );
  t.pass();
});

test('the per-share text is read exactly: 6 places, no float', (t) => {
  t.is(perShareMicro('0.000001'), 1n);
  t.is(perShareMicro('7.8'), 7_800_000n);
  t.is(perShareMicro('1700'), 1_700_000_000n);
  // 50 KES on 10 shares at 129.20 KES per USD: 500 / 129.2 = 3.8699... -> USD 3.87.
  t.is(dividendUsdMinor(10_000_000, '50', 129_200_000), 387);
});
