/**
 * The quote view is built as one fixed-key literal per side: these properties check
 * that, for any priced quote, it still is the response the schema declares, that both sides list their
 * shared keys in the same order with the side's own figures right after `fee`, and that each figure is
 * the context's exact integer turned into a JSON number.
 */
import test from 'ava';
import fc from 'fast-check';
import * as v from 'valibot';
import type { QuoteContext } from '../../machines/quote/machine.ts';
import { ownerFor } from '../../engine/trading/owners.ts';
import { quoteView } from '../../engine/trading/views.ts';
import { QuoteSchema } from '../../http/schemas/orders.ts';

const BASE_MS = Date.UTC(2026, 8, 1, 9);
const minor = fc.integer({ min: 0, max: 10_000_000_000 });

const quoteArb = fc.record({
  side: fc.constantFrom('BUY' as const, 'SELL' as const),
  ownerId: fc.constantFrom('master', 'sub_a1', 'sub_b2'),
  cashValueMinor: fc.option(fc.integer({ min: 1, max: 1_000_000_000 }), { nil: null }),
  quantityMicro: fc.integer({ min: 1, max: 1_000_000_000_000 }),
  priceMinor: fc.integer({ min: 1, max: 100_000_000 }),
  perUsdMicro: fc.integer({ min: 1_000_000, max: 2_000_000_000 }),
  grossMinor: minor,
  baseFeeMinor: minor,
  markupMinor: minor,
  totalMinor: minor,
  issuedOffsetMs: fc.integer({ min: 0, max: 86_400_000 }),
  heldQuantityMicro: fc.integer({ min: 0, max: 1_000_000_000_000 }),
  sufficientFunds: fc.boolean(),
});

type Drawn = typeof quoteArb extends fc.Arbitrary<infer T> ? T : never;

function contextOf(d: Drawn): QuoteContext {
  const issuedAtMs = BASE_MS + d.issuedOffsetMs;
  return {
    quoteId: 'quo_test',
    owner: { env: 'sandbox', partnerId: 'prt_test', ownerId: d.ownerId },
    symbol: 'SCOM.KE',
    side: d.side,
    mode: d.cashValueMinor === null ? 'quantity' : 'cash',
    quantityMicro: d.quantityMicro,
    cashValueMinor: d.cashValueMinor,
    priceMinor: d.priceMinor,
    fx: { localCurrency: 'KES', perUsdMicro: d.perUsdMicro, asOfMs: issuedAtMs - 1_000, source: 'MANAGED' },
    grossMinor: d.grossMinor,
    baseFeeMinor: d.baseFeeMinor,
    markupMinor: d.markupMinor,
    feeMinor: d.baseFeeMinor + d.markupMinor,
    totalMinor: d.totalMinor,
    issuedAtMs,
    expiresAtMs: issuedAtMs + 60_000,
    consumedAtMs: null,
    consumedByOrderId: null,
    expiredAtMs: null,
  };
}

const extrasOf = (d: Drawn, c: QuoteContext) => ({
  exchange: 'NSE',
  name: 'Safaricom',
  priceAsOfMs: c.issuedAtMs - 5_000,
  sufficientFunds: d.sufficientFunds,
  heldQuantityMicro: d.side === 'SELL' ? d.heldQuantityMicro : null,
});

test('quote view: any priced quote is the declared Quote, with its exact figures and its owner', (t) => {
  fc.assert(
    fc.property(quoteArb, (d) => {
      const c = contextOf(d);
      const view = quoteView(c, extrasOf(d, c));
      const parsed = v.safeParse(QuoteSchema, JSON.parse(JSON.stringify(view)));
      t.true(parsed.success, JSON.stringify(parsed.issues?.[0]?.message));
      t.is(view.type, d.side);
      t.is(view.accountType, d.ownerId === 'master' ? 'MASTER' : 'SUB_ACCOUNT');
      t.is(view.subAccountId, d.ownerId === 'master' ? null : d.ownerId);
      t.is(view.gross, d.grossMinor / 100);
      t.is(view.fee, c.feeMinor / 100);
      t.is(view[d.side === 'BUY' ? 'totalCost' : 'estimatedProceeds'], d.totalMinor / 100);
      if (d.side === 'SELL') t.is(view.heldQuantity, d.heldQuantityMicro / 1_000_000);
      t.is(view.expiresInSeconds, 60);
    }),
    { numRuns: 200 },
  );
});

test('quote view: both sides list the shared keys in one order, the side figures right after the fee', (t) => {
  fc.assert(
    fc.property(quoteArb, (d) => {
      const buy = contextOf({ ...d, side: 'BUY' });
      const sell = contextOf({ ...d, side: 'SELL' });
      const buyKeys = Object.keys(quoteView(buy, extrasOf({ ...d, side: 'BUY' }, buy)));
      const sellKeys = Object.keys(quoteView(sell, extrasOf({ ...d, side: 'SELL' }, sell)));
      const shared = (keys: string[]) => keys.filter((k) => k !== 'totalCost' && k !== 'estimatedProceeds' && k !== 'heldQuantity');
      t.deepEqual(shared(buyKeys), shared(sellKeys));
      t.deepEqual(buyKeys.slice(buyKeys.indexOf('fee') + 1, buyKeys.indexOf('sufficientFunds')), ['totalCost']);
      t.deepEqual(sellKeys.slice(sellKeys.indexOf('fee') + 1, sellKeys.indexOf('sufficientFunds')), ['estimatedProceeds', 'heldQuantity']);
    }),
    { numRuns: 100 },
  );
});

test('trading owner: master and sub-account owners carry the same keys in the same order', (t) => {
  const scope = { env: 'production' as const, partnerId: 'prt_test' };
  const master = ownerFor(scope, null);
  const account = { id: 'sub_a1', externalId: 'ext-1' } as Parameters<typeof ownerFor>[1];
  const sub = ownerFor(scope, account);
  t.deepEqual(Object.keys(master), Object.keys(sub));
  t.deepEqual([master.env, master.partnerId, master.ownerId, master.account], [scope.env, scope.partnerId, 'master', null]);
  t.deepEqual([sub.env, sub.partnerId, sub.ownerId, sub.externalId, sub.account], [scope.env, scope.partnerId, 'sub_a1', 'ext-1', account]);
});
