/**
 * Test clocks: a sandbox partner's own clocks, each moving the time of the sub-accounts created on it
 * and of everything they own. Files: engine/test-clocks/, storage/test-clocks.ts,
 * storage/migrations/041, engine/scheduler.ts (`advanceTestClock`), http/routes/test-clocks.ts.
 */
import { announceAdvance, createTestClock, deleteTestClock, moveTestClock } from '../test-clocks/clocks.ts';
import { clockDividend } from '../test-clocks/dividends.ts';
import { clockAssetClassPayments } from '../test-clocks/payments.ts';
import { clockSplit } from '../test-clocks/splits.ts';
import { clockMarketPrice } from '../test-clocks/market.ts';
import { defineCommand, defineFeature, NO_LEDGER, WIPE } from '../feature.ts';

export const testClocks = defineFeature({
  name: 'testClocks',
  summary: "a sandbox partner's test clocks, which move time for the sub-accounts created on them",
  machines: [],
  commands: {
    create: defineCommand('test_clock.create', createTestClock),
    delete: defineCommand('test_clock.delete', deleteTestClock),
    move: defineCommand('test_clock.move', moveTestClock),
    announce: defineCommand('test_clock.announce', announceAdvance),
    dividend: defineCommand('test_clock.dividend', clockDividend),
    assetClassPayments: defineCommand('test_clock.asset_classes', clockAssetClassPayments),
    split: defineCommand('test_clock.split', clockSplit),
    marketPrice: defineCommand('test_clock.market', clockMarketPrice),
  },
  systemTimers: [],
  bootstrap: [],
  tables: {
    test_clocks: { key: ['id'], ...WIPE },
    test_clock_bindings: { key: ['actor_id'], reset: 'keep', why: 'a wiped actor leaves its binding unused; ids are never reused' },
  },
  migrations: ['041_test_clocks'],
  ledger: NO_LEDGER,
  events: ['test_clock.advanced', 'test_clock.ready'],
});
