/**
 * Splits, as properties: for generated holdings, ratios, prices and markets, the rescaled
 * holding plus its cash in lieu is worth what the holding was worth (within the half-cent of the
 * one rounding), and the tax lots rebuilt across a split keep their total cost exactly and add up to
 * the new holding. The end-to-end behaviour (ledger at zero sum) is in test/http/corporate-splits.test.ts.
 */
import test from 'ava';
import fc from 'fast-check';
import { cashInLieuMinor, type Ratio, scaledUnits } from '../../engine/corporate/split-math.ts';
import { type Fill, fifo } from '../../engine/trading/lots.ts';

const RUNS = { numRuns: 200, seed: 12 };

const ratio = fc
  .tuple(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }))
  .filter(([n, o]) => n !== o)
  .map(([n, o]): Ratio => ({ newShares: BigInt(n), oldShares: BigInt(o) }));

test('a split keeps a holding whole: kept units at the new price plus cash in lieu equal the old value, within half a cent', (t) => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 10_000_000_000 }),
      ratio,
      fc.integer({ min: 1, max: 1_000_000 }),
      fc.boolean(),
      (unitsMicro, r, priceMinor, whole) => {
        const kept = scaledUnits(unitsMicro, r, whole);
        const exact = scaledUnits(unitsMicro, r, false);
        if (kept > exact || exact - kept >= (whole ? 1_000_000 : 1)) return false;
        // A USD instrument with cents (perUsd 1): value in cents x 10^6 x new, compared exactly in bigint.
        const cash = BigInt(cashInLieuMinor(unitsMicro, kept, r, priceMinor, 2, 1_000_000));
        const before = BigInt(unitsMicro) * BigInt(priceMinor) * r.newShares;
        const after = BigInt(kept) * BigInt(priceMinor) * r.oldShares + cash * 1_000_000n * r.newShares;
        const diff = before > after ? before - after : after - before;
        return diff * 2n <= 1_000_000n * r.newShares;
      },
    ),
    RUNS,
  );
  t.pass();
});

test('tax lots across a split keep their total cost exactly and add up to the rescaled holding', (t) => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.integer({ min: 1, max: 50_000_000 }), fc.integer({ min: 0, max: 1_000_000 })), { minLength: 1, maxLength: 8 }),
      ratio,
      (buys, r) => {
        const fills: Fill[] = buys.map(([quantityMicro, grossMinor], i) => ({
          orderId: `o${i}`,
          symbol: 'X',
          side: 'BUY',
          seq: i,
          atMs: i,
          quantityMicro,
          grossMinor,
          feeMinor: 0,
        }));
        const total = buys.reduce((sum, [q]) => sum + q, 0);
        const after = scaledUnits(total, r, false);
        fills.push({
          orderId: 'ca',
          symbol: 'X',
          side: 'SPLIT',
          seq: fills.length,
          atMs: fills.length,
          quantityMicro: after - total,
          grossMinor: 0,
          feeMinor: 0,
        });
        const { lots } = fifo(fills);
        const cost = lots.reduce((sum, l) => sum + l.remainingCostMinor, 0);
        const units = lots.reduce((sum, l) => sum + l.remainingMicro, 0);
        return cost === buys.reduce((sum, [, g]) => sum + g, 0) && units === after && lots.every((l) => l.remainingMicro >= 0);
      },
    ),
    RUNS,
  );
  t.pass();
});
