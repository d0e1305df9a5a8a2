/**
 * A test clock's run is deterministic under replay: a sandbox sub-account on a test clock trades on the
 * clock's market, rests an order that the clock's market triggers, holds a money-market fund and a
 * bill, and goes through a split and several advances; the journal replayed into an empty database
 * gives every state table row for row the same.
 */
import test from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { compareDatabases, replayJournal } from '../../engine/replay.ts';
import { startTestServer, uniqueKey } from '../helpers/server.ts';
import { holdShares } from './corporate-support.ts';
import { createUser, quote, SCOM, trade } from './trading-support.ts';
import { partnerOn } from './users-support.ts';

test('a test clock run replays from its journal into the same clocks, orders, ledger, timers and events', async (t) => {
  const source = mkdtempSync(join(tmpdir(), 'pbs-clock-source-'));
  const target = mkdtempSync(join(tmpdir(), 'pbs-clock-target-'));
  t.teardown(() => {
    rmSync(source, { recursive: true, force: true });
    rmSync(target, { recursive: true, force: true });
  });
  const s = await startTestServer({ DATA_DIR: source });
  try {
    const p = await partnerOn(s, 'sandbox');
    const clockId = (await p.post('/test-clocks', { frozenTime: '2026-09-01T09:00:00Z' })).body.testClockId as string;
    const userId = (await createUser(p, uniqueKey('ext'), { testClockId: clockId })).userId as string;
    t.is((await p.post('/test-tools/deposit', { subAccountId: userId, amount: 3000 })).status, 200);
    t.is((await p.post(`/users/${userId}/subscribe`, { instrumentId: 'FUND-KE-CIC-MMF-USD', amount: 500 })).status, 200);
    t.is((await p.post(`/users/${userId}/subscribe`, { instrumentId: 'EG-TB-91D-2026-09-08', amount: 995.1 })).status, 200);
    await holdShares(p, userId, SCOM, 10);
    const price = (await quote(p, SCOM, userId, { type: 'BUY', quantity: 1 })).body.price as number;
    // A LIMIT BUY a little under the market: the clock's market reaches it within days, or it rests.
    const limit = Math.round(price * 0.97 * 100) / 100;
    t.is((await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 100, orderType: 'LIMIT', limitPrice: limit, timeInForce: 'GTC' })).status, 201);
    t.is((await s.operator('POST', '/corporate-actions', { type: 'SPLIT', symbol: SCOM, ratio: '2:1', effectiveDate: '2026-09-03' })).status, 201);
    for (const frozenTime of ['2026-09-02T10:00:00Z', '2026-09-04T00:00:00Z', '2026-09-10T00:00:00Z']) {
      const moved = await p.post(`/test-clocks/${clockId}/advance`, { frozenTime });
      t.is(moved.status, 200, moved.text);
    }
    const names = new Set(((await p.get('/events?limit=200')).body.events as { event: string }[]).map((e) => e.event));
    for (const name of ['fund.yield_paid', 'bond.matured', 'corporateaction.split', 'test_clock.ready'])
      t.true(names.has(name), `${name} happened on the clock`);
  } finally {
    await s.close();
  }
  replayJournal(source, target, pino({ level: 'silent' }));
  t.deepEqual(compareDatabases(source, target), []);
});
