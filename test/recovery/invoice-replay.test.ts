/**
 * Invoices in the full replay comparison. The main recovery scenario (scenario.ts) lives on
 * 2026-09-01/02 and never reaches a month end, so the month-end invoice run has its own scenario here:
 * a growth-tier partner trades in September, the clock crosses 00:00 UTC of 1 October, and replaying
 * the journal into an empty database must rebuild the invoices (and every other table) row for row.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'ava';
import { pino } from 'pino';
import { compareDatabases, replayJournal } from '../../engine/replay.ts';
import { startTestServer } from '../helpers/server.ts';
import { marketOrder, SCOM, setClock, tick, traderOn } from '../http/trading-support.ts';
import { partnerOn } from '../http/users-support.ts';
import { query, tempDir } from './support.ts';

test('replaying the journal across a month end rebuilds the issued invoices row for row', async (t) => {
  const source = mkdtempSync(join(tmpdir(), 'pbs-invoice-replay-'));
  t.teardown(() => rmSync(source, { recursive: true, force: true }));
  const s = await startTestServer({ DATA_DIR: source, CLOCK: '2026-09-29T09:00:00Z' });
  try {
    await tick(s, SCOM, 129.2);
    const p = await partnerOn(s, 'production');
    const patched = await s.operator('PATCH', `/partners/${p.partnerId}`, { tier: 'growth' });
    t.is(patched.status, 200, patched.text);
    const userId = await traderOn(p, 500);
    const order = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 5 });
    t.true(order.status === 201 || order.status === 202, order.text);
    await setClock(s, '2026-10-01T00:00:05Z');
  } finally {
    await s.close();
  }
  const issued = query<{ n: number }>(source, 'SELECT COUNT(*) AS n FROM invoices')[0]!.n;
  t.true(issued > 0, 'the month end issued invoices');
  const target = tempDir(t, 'invoice-replay-target');
  replayJournal(source, target, pino({ level: 'silent' }));
  t.deepEqual(compareDatabases(source, target), []);
  t.is(query<{ n: number }>(target, 'SELECT COUNT(*) AS n FROM invoices')[0]!.n, issued);
});
