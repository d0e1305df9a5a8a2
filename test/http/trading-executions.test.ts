/**
 * Execution reports: GET /orders/{orderId}/executions and the sub-account path list one
 * report per lifecycle step, oldest first, and the order's lastExecutionReportId is always the latest.
 */
import test from 'ava';
import { uniqueKey, type TestResponse } from '../helpers/server.ts';
import { advanceOrder } from './testtools-support.ts';
import { advance, deskOn, ENVS, marketOrder, ONE_USD_KES, order, SCOM, tick, trade, traderOn, type Partner } from './trading-support.ts';

async function executions(p: Partner, orderId: string, userId?: string): Promise<Record<string, any>[]> {
  const res = await p.get(userId ? `/users/${userId}/orders/${orderId}/executions?limit=200` : `/orders/${orderId}/executions?limit=200`);
  if (res.status !== 200) throw new Error(`executions failed: ${res.status} ${res.text}`);
  return res.body.executions as Record<string, any>[];
}

/** The order's lastExecutionReportId names its latest report. */
async function latestMatches(p: Partner, orderId: string): Promise<[string, string]> {
  const reports = await executions(p, orderId);
  return [(await order(p, orderId)).lastExecutionReportId, reports[reports.length - 1]!.executionReportId];
}

const patch = (p: Partner, path: string, body: Record<string, unknown>): Promise<TestResponse> =>
  p.s.request('PATCH', `${p.base}${path}`, { key: p.key, body, idempotencyKey: uniqueKey('patch') });

const limitBuy = (price: number, quantity = 10) => ({ symbol: SCOM, type: 'BUY', quantity, orderType: 'LIMIT', limitPrice: price });

test('sandbox: a LIMIT order reports NEW, REPLACED, TRIGGERED, PARTIAL_FILL, FILL and SETTLED, each the latest in turn', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const userId = await traderOn(p, 1000);
  await tick(s, SCOM, 135);
  const placed = await trade(p, userId, limitBuy(ONE_USD_KES));
  t.is(placed.status, 201);
  const id = placed.body.orderId as string;
  t.is(placed.body.lastExecutionReportId, (await executions(p, id))[0]!.executionReportId, 'the placement answer names its NEW report');
  t.is((await patch(p, `/users/${userId}/orders/${id}`, { limitPrice: 130 })).status, 200);
  t.deepEqual(...(await latestMatches(p, id)));
  await tick(s, SCOM, 129.5);
  t.deepEqual(...(await latestMatches(p, id)));
  t.is((await advanceOrder(p, id, { action: 'partial_fill', quantity: 4 })).status, 200);
  const fill = await advanceOrder(p, id, { action: 'fill' });
  t.is(fill.status, 200);
  const reportsBeforeSettle = await executions(p, id);
  t.is(fill.body.lastExecutionReportId, reportsBeforeSettle[reportsBeforeSettle.length - 1]!.executionReportId, 'the test tool answer names the fill report');
  t.is((await advanceOrder(p, id, { action: 'settle' })).status, 200);
  const reports = await executions(p, id, userId);
  t.deepEqual(
    reports.map((r) => r.execType),
    ['NEW', 'REPLACED', 'TRIGGERED', 'PARTIAL_FILL', 'FILL', 'SETTLED'],
  );
  t.deepEqual(
    reports.map((r) => r.sequence),
    [1, 2, 3, 4, 5, 6],
  );
  t.like(reports[0], { orderStatus: 'WORKING', quantity: 10, filledQuantity: 0, leavesQuantity: 10, lastQuantity: 0, lastPrice: null, venue: 'SANDBOX' });
  t.like(reports[3], {
    orderStatus: 'PARTIALLY_FILLED',
    filledQuantity: 4,
    leavesQuantity: 6,
    lastQuantity: 4,
    subAccountId: userId,
    accountType: 'SUB_ACCOUNT',
  });
  t.like(reports[4], { execType: 'FILL', orderStatus: 'FILLED', filledQuantity: 10, leavesQuantity: 0, lastQuantity: 6 });
  t.like(reports[5], { orderStatus: 'SETTLED', reason: 'TEST', leavesQuantity: 0 });
  t.true(
    reports.every((r) => typeof r.lastPrice === 'number' || !['FILL', 'PARTIAL_FILL'].includes(r.execType)),
    'every fill names its price',
  );
  t.is(new Set(reports.map((r) => r.executionReportId)).size, reports.length, 'report ids are unique');
  const o = await order(p, id);
  t.is(o.lastExecutionReportId, reports[5]!.executionReportId);
  t.is(o.averageFillPrice, reports[4]!.averagePrice);
});

for (const env of ENVS) {
  test(`${env}: a cancel, a rejection and a MARKET fill each end with their report`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 2000);
    await tick(s, SCOM, ONE_USD_KES);
    const resting = await trade(p, userId, limitBuy(100));
    t.is((await p.del(`/users/${userId}/orders/${resting.body.orderId}`)).status, 200);
    t.deepEqual(
      (await executions(p, resting.body.orderId)).map((r) => [r.execType, r.reason]),
      [
        ['NEW', null],
        ['CANCELLED', 'CANCELLED_BY_CLIENT'],
      ],
    );
    t.deepEqual(...(await latestMatches(p, resting.body.orderId)));
    const market = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 });
    t.is(market.status, 202);
    if (env === 'production') await advance(s, 300);
    const reports = await executions(p, market.body.orderId, userId);
    t.deepEqual(
      reports.map((r) => r.execType),
      ['NEW', 'FILL'],
    );
    t.like(reports[1], {
      lastQuantity: 100,
      lastPrice: ONE_USD_KES,
      averagePrice: ONE_USD_KES,
      currency: 'KES',
      venue: env === 'production' ? 'SIMULATED_VENUE' : 'SANDBOX',
    });
    t.deepEqual(...(await latestMatches(p, market.body.orderId)));
    if (env === 'sandbox') {
      const rejected = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 999 });
      t.deepEqual(
        (await executions(p, rejected.body.orderId)).map((r) => [r.execType, r.reason, r.leavesQuantity]),
        [
          ['NEW', null, 999],
          ['REJECTED', 'OTHER', 0],
        ],
      );
    } else {
      const r = await s.operator('POST', '/venue/faults', { rejectNext: 1, rejectionCode: 'TECHNICAL_ISSUE' });
      t.is(r.status, 200);
      const rejected = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 5 });
      await advance(s, 300);
      t.deepEqual(
        (await executions(p, rejected.body.orderId)).map((x) => [x.execType, x.reason]),
        [
          ['NEW', null],
          ['REJECTED', 'TECHNICAL_ISSUE'],
        ],
      );
      t.deepEqual(...(await latestMatches(p, rejected.body.orderId)));
    }
  });
}

test('production: the venue fill of a master order is reported; pages follow the cursor; another sub-account path is 404', async (t) => {
  const { s, p } = await deskOn(t, 'production');
  const userId = await traderOn(p, 100);
  const other = await traderOn(p, 0);
  await tick(s, SCOM, ONE_USD_KES);
  const placed = await trade(p, userId, limitBuy(100, 5));
  await patch(p, `/users/${userId}/orders/${placed.body.orderId}`, { limitPrice: 101 });
  await patch(p, `/users/${userId}/orders/${placed.body.orderId}`, { limitPrice: 102 });
  const first = await p.get(`/orders/${placed.body.orderId}/executions?limit=2`);
  t.like(first.body, { count: 2, hasMore: true });
  const second = await p.get(`/orders/${placed.body.orderId}/executions?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`);
  t.like(second.body, { count: 1, hasMore: false, nextCursor: null });
  t.deepEqual(
    [...first.body.executions, ...second.body.executions].map((r: Record<string, any>) => r.execType),
    ['NEW', 'REPLACED', 'REPLACED'],
  );
  t.is((await p.get(`/users/${other}/orders/${placed.body.orderId}/executions`)).status, 404);
  t.is((await p.get('/orders/ord_missing/executions')).status, 404);
  const master = await marketOrder(p, null, SCOM, 'BUY', { quantity: 1 });
  t.is(master.status, 202);
  await advance(s, 300);
  const reports = await executions(p, master.body.orderId);
  t.like(reports[1], { execType: 'FILL', accountType: 'MASTER', subAccountId: null, venue: 'SIMULATED_VENUE' });
  t.deepEqual(...(await latestMatches(p, master.body.orderId)));
});

test('sandbox: an expiry reports EXPIRED and a failed settlement SETTLEMENT_FAILED, each the order’s latest', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const userId = await traderOn(p, 1000);
  await tick(s, SCOM, ONE_USD_KES);
  const gtd = await trade(p, userId, { ...limitBuy(1), timeInForce: 'GTD', expiresAt: '2026-09-01T10:00:00Z' });
  t.is(gtd.status, 201);
  await advance(s, 3600);
  t.deepEqual(
    (await executions(p, gtd.body.orderId)).map((r) => [r.execType, r.orderStatus, r.reason]),
    [
      ['NEW', 'WORKING', null],
      ['EXPIRED', 'EXPIRED', 'GTD_EXPIRED'],
    ],
  );
  t.deepEqual(...(await latestMatches(p, gtd.body.orderId)));
  const filled = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 });
  t.is((await advanceOrder(p, filled.body.orderId, { action: 'fail_settlement' })).status, 200);
  t.deepEqual(
    (await executions(p, filled.body.orderId)).map((r) => r.execType),
    ['NEW', 'FILL', 'SETTLEMENT_FAILED'],
  );
  t.deepEqual(...(await latestMatches(p, filled.body.orderId)));
});
