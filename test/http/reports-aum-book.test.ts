/**
 * Today's AUM comes from a book kept between requests and caught up from the transfer log
 * (engine/reports/aum-book.ts). These tests read `GET /reports/aum` after every kind of
 * ledger change (trades with resting orders, a split, a symbol change, a delisting, a sandbox reset, a
 * restart on the same data directory) and compare it with a full recomputation over every balance
 * (`walkedAum`, the way the report was computed before the book) and with a book built afresh.
 */
import test, { type ExecutionContext } from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AumBook } from '../../engine/reports/aum-book.ts';
import { walkedAum } from '../../engine/reports/aum.ts';
import { assetPricer } from '../../engine/reports/valuation.ts';
import { aumView } from '../../http/report-views.ts';
import { SANDBOX_ROOT, startTestServer, type TestServer } from '../helpers/server.ts';
import { holdShares } from './corporate-support.ts';
import { MMF } from './reports-support.ts';
import { advance, ENVS, marketOrder, ONE_USD_KES, type Partner, SCOM, setClock, tick, trade, traderOn } from './trading-support.ts';
import { partnerClient, partnerOn } from './users-support.ts';

const NEW_SYMBOL = 'SAFCOM.KE';

/** The report through HTTP equals the walk over every balance and a book built from the balances afresh. */
async function assertRecomputed(t: ExecutionContext, p: Partner, step: string): Promise<Record<string, any>> {
  const res = await p.get('/reports/aum');
  t.is(res.status, 200, `${step}: ${res.text}`);
  const { service } = p.s.running;
  const nowMs = service.clock.nowMs();
  const at = { date: new Date(nowMs).toISOString().slice(0, 10), current: true, atMs: nowMs };
  const scope = { partnerId: p.partnerId, env: p.env };
  const walked = walkedAum(service.stores.reports, scope, at, 0, assetPricer(service.market, at));
  t.deepEqual(res.body, JSON.parse(JSON.stringify(aumView(walked))), `${step}: the kept book equals a full recomputation`);
  const fresh = new AumBook(service.stores.reports, p.partnerId, p.env);
  fresh.refresh();
  t.deepEqual(res.body, JSON.parse(JSON.stringify(aumView(fresh.report(at, assetPricer(service.market, at))))), `${step}: equals a book built afresh`);
  return res.body as Record<string, any>;
}

async function declare(s: TestServer, body: Record<string, unknown>): Promise<void> {
  const res = await s.operator('POST', '/corporate-actions', body);
  if (res.status !== 201) throw new Error(`corporate action failed: ${res.status} ${res.text}`);
}

for (const env of ENVS) {
  test(`${env}: today's AUM kept between requests equals a full recomputation after trades, a split, a symbol change, a delisting and a restart`, async (t) => {
    // A data directory of the test's own: the helper removes the one it makes when its server closes.
    const dataDir = mkdtempSync(join(tmpdir(), 'pbs-aum-book-'));
    t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
    const s = await startTestServer({ DATA_DIR: dataDir });
    let closed = false;
    t.teardown(async () => {
      if (!closed) await s.close();
    });
    const p = await partnerOn(s, env);
    await tick(s, SCOM, ONE_USD_KES);
    const a = await traderOn(p, 2000);
    const b = await traderOn(p, 1000);
    const empty = await assertRecomputed(t, p, 'before any holding');
    t.is(empty.totals.positions, 0);

    await holdShares(p, a, SCOM, 40);
    await holdShares(p, b, SCOM, 15);
    if (env === 'production') await holdShares(p, null, SCOM, 5);
    const sub = await p.post(`/users/${b}/subscribe`, { instrumentId: MMF, amount: 100 });
    t.true(sub.status === 200 || sub.status === 201, sub.text);
    // Resting orders: a SELL reserves units, a BUY escrows cash.
    const sell = await trade(p, a, { symbol: SCOM, type: 'SELL', quantity: 4, orderType: 'LIMIT', limitPrice: 1000.01, timeInForce: 'GTC' });
    const buy = await trade(p, b, { symbol: SCOM, type: 'BUY', quantity: 5, orderType: 'LIMIT', limitPrice: 10, timeInForce: 'GTC' });
    t.is(sell.status, 201, sell.text);
    t.is(buy.status, 201, buy.text);
    const filled = await marketOrder(p, a, SCOM, 'SELL', { quantity: 10 });
    t.true(filled.status === 201 || filled.status === 202, filled.text);
    await advance(s, 300);
    const traded = await assertRecomputed(t, p, 'after trades');
    t.true(traded.totals.positions >= 3);

    await declare(s, { type: 'SPLIT', symbol: SCOM, ratio: '2:1', effectiveDate: '2026-09-02' });
    await setClock(s, '2026-09-02T09:00:00Z');
    await assertRecomputed(t, p, 'after a 2:1 split');

    await declare(s, { type: 'SYMBOL_CHANGE', symbol: SCOM, newSymbol: NEW_SYMBOL, effectiveDate: '2026-09-03' });
    await setClock(s, '2026-09-03T09:00:00Z');
    const renamed = await assertRecomputed(t, p, 'after a symbol change');
    t.is(renamed.totals.positions, traded.totals.positions);

    await declare(s, { type: 'DELISTING', symbol: NEW_SYMBOL, effectiveDate: '2026-09-04', reason: 'voluntary' });
    await setClock(s, '2026-09-04T09:00:00Z');
    await assertRecomputed(t, p, 'after a delisting');

    // A restart on the same data directory: the new process builds its book from the database.
    await s.close();
    closed = true;
    const again = await startTestServer({ DATA_DIR: dataDir });
    t.teardown(() => again.close());
    const q = partnerClient(again, env, p.key, p.partnerId);
    await assertRecomputed(t, q, 'after a restart');
    const topped = await q.post(`/users/${a}/subscribe`, { instrumentId: MMF, amount: 50 });
    t.true(topped.status === 200 || topped.status === 201, topped.text);
    await assertRecomputed(t, q, 'after a restart and a new subscription');
  });
}

test('sandbox: a reset empties the kept AUM as it empties the ledger, and the book follows trades after it', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const p = await partnerOn(s, 'sandbox');
  await tick(s, SCOM, ONE_USD_KES);
  const a = await traderOn(p, 1500);
  await holdShares(p, a, SCOM, 12);
  const before = await assertRecomputed(t, p, 'before the reset');
  t.true(before.totals.positions > 0);
  const reset = await s.request('POST', `${SANDBOX_ROOT}/reset`, { key: p.key });
  t.is(reset.status, 200, reset.text);
  const after = await assertRecomputed(t, p, 'after the reset');
  t.is(after.totals.positions, 0);
  const c = await traderOn(p, 800);
  await holdShares(p, c, SCOM, 3);
  const traded = await assertRecomputed(t, p, 'after a trade following the reset');
  t.is(traded.totals.positions, 1);
});
