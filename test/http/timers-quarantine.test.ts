/**
 * The scheduler side: one failing timer must never stop the clock for everyone.
 * Settlement can no longer fail on today's books, so the failure is the one a database written before
 * the money fix would hold: a SELL whose unsettled proceeds were taken out of `cashUnsettled` (set up
 * with the journaled test-only ledger transfer). Through real HTTP: the clock still moves, every other
 * timer fires, the failed one is quarantined and listed for the operator, who retries it (after
 * mending the books) or drops it; and a journal replay rebuilds all of it.
 */
import test from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { ledgerAccounts } from '../../engine/ledger.ts';
import { compareDatabases, replayJournal } from '../../engine/replay.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { marketOrder, ONE_USD_KES, order, SCOM, tick, traderOn } from './trading-support.ts';
import { partnerOn, testTransfer, type Partner } from './users-support.ts';
import { assertError } from './shell-support.ts';

/** A sandbox trader who bought and sold 100 SCOM (settling 2026-09-04 12:00 UTC): the SELL's id. */
async function soldRoundTrip(p: Partner): Promise<{ userId: string; sellId: string; buyId: string }> {
  const userId = await traderOn(p, 1000);
  const buy = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 });
  const sell = await marketOrder(p, userId, SCOM, 'SELL', { quantity: 100 });
  if (buy.status !== 202 || sell.status !== 202) throw new Error(`round trip failed: ${buy.text} ${sell.text}`);
  return { userId, sellId: sell.body.orderId as string, buyId: buy.body.orderId as string };
}

/** The books of a database from before the fix: USD 50.00 of the pending proceeds already left `cashUnsettled`. */
const spendProceedsTheOldWay = (s: TestServer, p: Partner, userId: string) =>
  testTransfer(s, ledgerAccounts.cashUnsettled(p.env, p.partnerId, userId), ledgerAccounts.sandboxFunding(), 5_000);

const settleTimer = (orderId: string): string => `order:${orderId}:settle`;
const path = (timerId: string): string => `/timers/quarantined/${encodeURIComponent(timerId)}`;

test('a failing settlement is quarantined: the clock moves, other timers fire, the operator lists, retries and drops it, and replay rebuilds it', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pbs-quarantine-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const s = await startTestServer({ DATA_DIR: dataDir });
  try {
    await tick(s, SCOM, ONE_USD_KES);
    const broken = await partnerOn(s, 'sandbox');
    const healthy = await partnerOn(s, 'sandbox');
    const a = await soldRoundTrip(broken);
    const b = await soldRoundTrip(broken);
    const c = await soldRoundTrip(healthy);
    await spendProceedsTheOldWay(s, broken, a.userId);
    await spendProceedsTheOldWay(s, broken, b.userId);

    // Past T+3: answers 200 (it answered 400 INSUFFICIENT_FUNDS and stayed stuck before the fix).
    const moved = await s.operator('POST', '/clock/set', { at: '2026-09-05T00:00:00Z' });
    t.is(moved.status, 200, moved.text);
    t.is(moved.body.now, '2026-09-05T00:00:00.000Z');
    t.like(await order(healthy, c.sellId), { settlementStatus: 'SETTLED', settledAt: '2026-09-04T12:00:00.000Z' }, "another partner's settlement fired");
    t.like(await order(broken, a.buyId), { settlementStatus: 'SETTLED' }, "the same sub-account's other settlement fired");
    t.like(await order(broken, a.sellId), { settlementStatus: 'PENDING' });
    const zero = await s.operator('POST', '/clock/advance', { seconds: 0 });
    t.is(zero.status, 200, zero.text);

    const listed = await s.operator('GET', '/timers/quarantined');
    t.is(listed.status, 200);
    t.is(listed.body.count, 2);
    const first = (listed.body.timers as Record<string, any>[]).find((q) => q.id === settleTimer(a.sellId))!;
    t.like(first, {
      actorKind: 'order',
      actorId: a.sellId,
      event: 'timer.settle',
      lastError: { code: 'INSUFFICIENT_FUNDS' },
      firstFailedAt: '2026-09-04T12:00:00.000Z',
    });
    t.true(first.failedAttempts >= 2, 'retried automatically with backoff while the clock moved');
    t.true(Date.parse(first.nextRetryAt) > Date.parse('2026-09-05T00:00:00Z'));

    // Retrying while the books are still short fails again and stays quarantined, one failure more.
    const retried = await s.operator('POST', `${path(settleTimer(a.sellId))}/retry`);
    t.is(retried.status, 200, retried.text);
    t.like(retried.body, { timerId: settleTimer(a.sellId), outcome: 'QUARANTINED', timer: { failedAttempts: first.failedAttempts + 1 } });
    // The operator mends the books, then the retry settles the trade.
    await testTransfer(s, ledgerAccounts.sandboxFunding(), ledgerAccounts.cashUnsettled(broken.env, broken.partnerId, a.userId), 5_000);
    const mended = await s.operator('POST', `${path(settleTimer(a.sellId))}/retry`);
    t.like(mended.body, { outcome: 'FIRED', timer: null });
    t.like(await order(broken, a.sellId), { settlementStatus: 'SETTLED', settledAt: '2026-09-05T00:00:00.000Z', settledBy: 'TIMER' });

    const dropped = await s.operator('DELETE', path(settleTimer(b.sellId)));
    t.is(dropped.status, 200, dropped.text);
    t.like(dropped.body, { timerId: settleTimer(b.sellId), dropped: true, timer: { lastError: { code: 'INSUFFICIENT_FUNDS' } } });
    t.is((await s.operator('GET', '/timers/quarantined')).body.count, 0);
    assertError(t, await s.operator('DELETE', path(settleTimer(b.sellId))), 404, 'NOT_FOUND');
    assertError(t, await s.operator('POST', `${path('no-such-timer')}/retry`), 404, 'NOT_FOUND');
    t.is((await s.operator('POST', '/clock/advance', { seconds: 86_400 })).status, 200);
    t.like(await order(broken, b.sellId), { settlementStatus: 'PENDING' }, 'a dropped timer never fires');
  } finally {
    await s.close();
  }
  const target = mkdtempSync(join(tmpdir(), 'pbs-quarantine-replay-'));
  t.teardown(() => rmSync(target, { recursive: true, force: true }));
  replayJournal(dataDir, target, pino({ level: 'silent' }));
  t.deepEqual(compareDatabases(dataDir, target), [], 'the quarantines, the retries and the drop replay exactly');
});
