/**
 * Order reads in both environments: GET /orders (partner-wide) and GET /users/{userId}/orders with the
 * status filter (aliases and the EXPIRED synonym), symbol, from/to, pagination and total; single reads
 * scoped to the partner; open orders blocking a sub-account's closure; sandbox reset wiping orders.
 */
import test from 'ava';
import { SANDBOX_ROOT } from '../helpers/server.ts';
import { assertError } from './shell-support.ts';
import {
  advance,
  assertLedgerBalanced,
  deskOn,
  ENVS,
  IAM,
  marketOrder,
  ONE_USD_KES,
  refused,
  SCOM,
  tick,
  trade,
  traderOn,
  type Partner,
} from './trading-support.ts';
import { partnerOn } from './users-support.ts';

const resting = (p: Partner, owner: string, extra: Record<string, unknown> = {}) =>
  trade(p, owner, { symbol: SCOM, type: 'BUY', quantity: 1, orderType: 'LIMIT', limitPrice: 10, ...extra });

const ids = (res: { body: { orders: { orderId: string }[] } }): string[] => res.body.orders.map((o) => o.orderId);

for (const env of ENVS) {
  test(`${env}: GET /orders pages newest first with total, count, hasMore and a cursor`, async (t) => {
    const { p } = await deskOn(t, env);
    const userId = await traderOn(p, 1000);
    const placed: string[] = [];
    for (let i = 0; i < 5; i += 1) placed.push((await resting(p, userId)).body.orderId);
    const first = await p.get('/orders?limit=2');
    t.like(first.body, { total: 5, count: 2, hasMore: true });
    t.deepEqual(ids(first), [placed[4], placed[3]]);
    const second = await p.get(`/orders?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    t.deepEqual(ids(second), [placed[2], placed[1]]);
    const third = await p.get(`/orders?limit=2&cursor=${encodeURIComponent(second.body.nextCursor)}`);
    t.like(third.body, { count: 1, hasMore: false, nextCursor: null, total: 5 });
    t.is((await p.get('/orders')).body.count, 5, 'default limit 50');
    t.is((await p.get('/orders?limit=1000')).body.count, 5, 'limit clamped, not refused');
    assertError(t, await p.get('/orders?limit=abc'), 400, 'INVALID_TYPE');
  });

  test(`${env}: the status filter knows EXPIRED (cancelled by expiry), CANCELLED (all cancellations) and COMPLETED/PROCESSING (aliases of FILLED)`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 2000);
    await tick(s, SCOM, ONE_USD_KES);
    const working = (await resting(p, userId)).body.orderId;
    const cancelled = (await resting(p, userId)).body.orderId;
    await p.del(`/orders/${cancelled}`);
    const expiring = (await resting(p, userId, { timeInForce: 'GTD', expiresAt: '2026-09-01T09:01:00Z' })).body.orderId;
    const filled = (await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 })).body.orderId;
    await advance(s, 300);
    const by = async (status: string) => ids(await p.get(`/orders?status=${status}`)).sort();
    t.deepEqual(await by('WORKING'), [working]);
    t.deepEqual(await by('EXPIRED'), [expiring]);
    t.deepEqual(await by('expired'), [expiring], 'case-insensitive');
    t.deepEqual(await by('CANCELLED'), [cancelled, expiring].sort());
    for (const alias of ['FILLED', 'COMPLETED', 'PROCESSING']) t.deepEqual(await by(alias), [filled], alias);
    t.deepEqual(await by('PENDING'), []);
    t.is((await p.get('/orders?status=EXPIRED')).body.total, 1);
    assertError(t, await p.get('/orders?status=DONE'), 400, 'VALIDATION_ERROR');
  });

  test(`${env}: symbol and date filters, and the sub-account list sees only its own orders`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const alice = await traderOn(p, 1000);
    const bob = await traderOn(p, 1000);
    const a1 = (await resting(p, alice)).body.orderId;
    const a2 = (await trade(p, alice, { symbol: IAM, type: 'BUY', quantity: 1, orderType: 'LIMIT', limitPrice: 10 })).body.orderId;
    await advance(s, 60);
    const b1 = (await resting(p, bob)).body.orderId;
    t.deepEqual(ids(await p.get('/orders?symbol=SCOM')), [b1, a1], 'a bare ticker resolves');
    t.deepEqual(ids(await p.get(`/orders?symbol=${IAM}`)), [a2]);
    t.deepEqual(ids(await p.get('/orders?symbol=NOPE.KE')), []);
    t.deepEqual(ids(await p.get('/orders?from=2026-09-01T09:00:30Z')), [b1]);
    t.deepEqual(ids(await p.get('/orders?to=2026-09-01T09:00:30Z')), [a2, a1]);
    t.is((await p.get('/orders?from=2026-09-01&to=2026-09-01')).body.total, 3, 'to is inclusive: the whole day');
    t.is((await p.get('/orders?from=2026-09-02')).body.total, 0);
    assertError(t, await p.get('/orders?from=2026-09-02&to=2026-09-01'), 400, 'VALIDATION_ERROR');
    assertError(t, await p.get('/orders?from=yesterday'), 400, 'VALIDATION_ERROR');
    t.deepEqual(ids(await p.get(`/users/${alice}/orders`)), [a2, a1]);
    t.deepEqual(ids(await p.get(`/users/${alice}/orders?symbol=${SCOM}`)), [a1]);
    t.deepEqual(ids(await p.get(`/orders?subAccountId=${bob}`)), [b1]);
    assertError(t, await p.get('/users/sub_unknown/orders'), 404, 'NOT_FOUND');
  });

  test(`${env}: another partner's order is 404 on every path`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 100);
    const orderId = (await resting(p, userId)).body.orderId;
    const other = await partnerOn(s, env);
    assertError(t, await other.get(`/orders/${orderId}`), 404, 'NOT_FOUND');
    assertError(t, await other.del(`/orders/${orderId}`), 404, 'NOT_FOUND');
    t.is((await other.get('/orders')).body.total, 0);
    t.is((await p.get(`/orders/${orderId}`)).status, 200);
  });

  test(`${env}: a sub-account with an open order cannot be closed (422) until the order is cancelled`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const userId = await traderOn(p, 100);
    const orderId = (await resting(p, userId)).body.orderId;
    await refused(t, s, () => p.del(`/users/${userId}`), 422, 'BUSINESS_RULE');
    await p.del(`/orders/${orderId}`);
    const closed = await p.del(`/users/${userId}`);
    t.is(closed.status, 200);
    t.is(closed.body.residualTransferUsd, 100);
  });
}

test('sandbox: reset wipes orders and quotes and returns their money', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const userId = await traderOn(p, 1000);
  const orderId = (await resting(p, userId)).body.orderId;
  await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 });
  t.is((await s.request('POST', `${SANDBOX_ROOT}/reset`, { key: p.key })).status, 200);
  t.is((await p.get('/orders')).body.total, 0);
  assertError(t, await p.get(`/orders/${orderId}`), 404, 'NOT_FOUND');
  await advance(s, 3600);
  assertLedgerBalanced(t, s);
});
