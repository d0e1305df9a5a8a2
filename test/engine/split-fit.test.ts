/**
 * The escrow fit of a BUY restated by a split (engine/corporate/split-orders.ts): whatever the
 * remainder, price, rate and markup, the new reservation never exceeds the escrow already held, never
 * asks for more shares or a higher price, and keeps everything when it already fits.
 */
import test from 'ava';
import fc from 'fast-check';
import { fitBuy } from '../../engine/corporate/split-orders.ts';
import { amountsAt, costOf } from '../../engine/trading/pricing.ts';

const arbitraryBuy = fc.record({
  orderType: fc.constantFrom('LIMIT' as const, 'STOP' as const, 'STOP_LIMIT' as const, 'MARKET' as const),
  perUsdMicro: fc.constantFrom(1_000_000, 9_150_000, 129_200_000, 1_520_000_000),
  markupBps: fc.integer({ min: 0, max: 200 }),
  whole: fc.boolean(),
  shares: fc.integer({ min: 1, max: 5_000 }),
  fraction: fc.integer({ min: 0, max: 999_999 }),
  reservationPriceMinor: fc.integer({ min: 1, max: 5_000_000 }),
  /** The escrow held, relative to the new cost: a few cents short, exact, or more. */
  escrowDelta: fc.integer({ min: -5, max: 50 }),
});

test('a fitted BUY never costs more than its escrow, nor asks for more shares or a higher price', (t) => {
  fc.assert(
    fc.property(arbitraryBuy, (b) => {
      const remainingMicro = b.shares * 1_000_000 + (b.whole ? 0 : b.fraction);
      const cost = costOf(amountsAt(remainingMicro, b.reservationPriceMinor, b.perUsdMicro, b.markupBps));
      const escrowMinor = Math.max(0, cost + b.escrowDelta);
      const fitted = fitBuy({ ...b, remainingMicro, escrowMinor });
      if (fitted === null) return escrowMinor < cost;
      const fittedCost = costOf(amountsAt(fitted.remainingMicro, fitted.reservationPriceMinor, b.perUsdMicro, b.markupBps));
      const unchanged = b.escrowDelta >= 0 ? fitted.remainingMicro === remainingMicro && fitted.reservationPriceMinor === b.reservationPriceMinor : true;
      return (
        costOf(fitted.amounts) === fittedCost &&
        fittedCost <= escrowMinor &&
        fitted.remainingMicro <= remainingMicro &&
        fitted.reservationPriceMinor <= b.reservationPriceMinor &&
        (!b.whole || fitted.remainingMicro % 1_000_000 === 0) &&
        (b.orderType !== 'STOP' || fitted.reservationPriceMinor === b.reservationPriceMinor) &&
        unchanged
      );
    }),
    { numRuns: 400 },
  );
  t.pass();
});

test('a STOP BUY a cent short gives up a whole share on a whole-share exchange, a LIMIT lowers its limit instead', (t) => {
  const base = { perUsdMicro: 1_000_000, markupBps: 0, whole: true, remainingMicro: 6_000_000, reservationPriceMinor: 50_001 };
  const cost = costOf(amountsAt(6_000_000, 50_001, 1_000_000, 0));
  const stop = fitBuy({ ...base, orderType: 'STOP', escrowMinor: cost - 1 });
  t.is(stop?.remainingMicro, 5_000_000);
  t.is(stop?.reservationPriceMinor, 50_001);
  const limit = fitBuy({ ...base, orderType: 'LIMIT', escrowMinor: cost - 1 });
  t.is(limit?.remainingMicro, 6_000_000);
  t.true(limit!.reservationPriceMinor < 50_001);
  t.true(costOf(limit!.amounts) <= cost - 1);
});
