/**
 * Trading is deterministic under replay: a real server run with quotes, sandbox cheat fills, venue
 * fills (prices prepared by the scheduler and journaled), faults, triggers, replaces, cancels, expiry
 * and settlement is replayed from its journal into an empty database, and every state table (the
 * orders read model included) comes out row for row the same.
 */
import test from 'ava';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { compareDatabases, replayJournal } from '../../engine/replay.ts';
import { databasePath } from '../../storage/db.ts';
import { startTestServer } from '../helpers/server.ts';
import { advance, marketOrder, ONE_USD_KES, SCOM, setClock, tick, trade, traderOn } from './trading-support.ts';
import { partnerOn } from './users-support.ts';

function tempDir(label: string): string {
  return mkdtempSync(join(tmpdir(), `pbs-${label}-`));
}

test('a trading run replays from its journal into the same orders, snapshots, ledger, timers and events', async (t) => {
  const source = tempDir('trading-source');
  const target = tempDir('trading-target');
  t.teardown(() => {
    rmSync(source, { recursive: true, force: true });
    rmSync(target, { recursive: true, force: true });
  });
  const s = await startTestServer({ DATA_DIR: source });
  try {
    const sandbox = await partnerOn(s, 'sandbox');
    const production = await partnerOn(s, 'production');
    const sub = await traderOn(sandbox, 3000);
    const prod = await traderOn(production, 5000);
    await tick(s, SCOM, ONE_USD_KES);
    await marketOrder(sandbox, sub, SCOM, 'BUY', { quantity: 100 });
    await marketOrder(sandbox, sub, SCOM, 'BUY', { quantity: 999 });
    await marketOrder(production, prod, SCOM, 'BUY', { quantity: 100 }, { stopLoss: 0.5 });
    await s.operator('POST', '/venue/faults', { rejectNext: 1, rejectionCode: 'TECHNICAL_ISSUE' });
    await advance(s, 300);
    await marketOrder(production, prod, SCOM, 'BUY', { quantity: 3 });
    const limit = await trade(production, prod, { symbol: SCOM, type: 'BUY', quantity: 10, orderType: 'LIMIT', limitPrice: 120, timeInForce: 'DAY' });
    await s.request('PATCH', `${production.base}/orders/${limit.body.orderId}`, {
      key: production.key,
      idempotencyKey: 'replay-patch-1',
      body: { limitPrice: 125 },
    });
    await trade(sandbox, sub, {
      symbol: SCOM,
      type: 'SELL',
      quantity: 50,
      orderType: 'LIMIT',
      limitPrice: 200,
      timeInForce: 'GTD',
      expiresAt: '2026-09-01T10:00:00Z',
    });
    const cancelled = await trade(sandbox, sub, { symbol: SCOM, type: 'BUY', quantity: 1, orderType: 'STOP', stopPrice: 150 });
    await sandbox.del(`/orders/${cancelled.body.orderId}`);
    await tick(s, SCOM, 124);
    await advance(s, 900);
    await setClock(s, '2026-09-04T13:00:00Z');
  } finally {
    await s.close();
  }
  replayJournal(source, target, pino({ level: 'silent' }));
  t.deepEqual(compareDatabases(source, target), []);
  const db = new Database(databasePath(target), { readonly: true });
  try {
    db.prepare('ATTACH DATABASE ? AS source').run(databasePath(source));
    const orders = db.prepare('SELECT COUNT(*) FROM main.orders').pluck().get() as number;
    t.true(orders >= 7, `${orders} orders replayed`);
    const differing = db.prepare('SELECT COUNT(*) FROM (SELECT * FROM main.orders EXCEPT SELECT * FROM source.orders)').pluck().get();
    const missing = db.prepare('SELECT COUNT(*) FROM (SELECT * FROM source.orders EXCEPT SELECT * FROM main.orders)').pluck().get();
    t.is(differing, 0);
    t.is(missing, 0);
    const statuses = db.prepare('SELECT DISTINCT status FROM main.orders ORDER BY status').pluck().all();
    t.deepEqual(statuses, ['CANCELLED', 'FILLED', 'REJECTED'], 'fills, rejections, cancellations and expiries all replayed');
    // Execution reports are written by the order projection: replay rebuilds them row for row.
    const reports = db.prepare('SELECT COUNT(*) FROM main.execution_reports').pluck().get() as number;
    t.true(reports > orders, `${reports} execution reports replayed`);
    const reportDiff = db.prepare('SELECT COUNT(*) FROM (SELECT * FROM main.execution_reports EXCEPT SELECT * FROM source.execution_reports)').pluck().get();
    t.is(reportDiff, 0);
  } finally {
    db.close();
  }
});
