/**
 * lastExecutionReportId (issue 13 finish): the order view and every order webhook payload name the
 * order's latest execution report, the one GET /orders/{orderId}/executions lists last, after each
 * lifecycle step: placed, replaced, partially filled, filled, cancelled, and a MARKET order placed and
 * filled at once. Webhooks through a real receiver; the events list agrees with what it received.
 */
import test, { type ExecutionContext } from 'ava';
import { uniqueKey, type TestResponse } from '../helpers/server.ts';
import { advanceOrder } from './testtools-support.ts';
import { advance, deskOn, ENVS, marketOrder, ONE_USD_KES, order, SCOM, tick, trade, traderOn, type Partner } from './trading-support.ts';
import { receiver, SECRET, until, type Received } from './webhook-support.ts';

interface Delivered {
  readonly event: string;
  readonly data: Record<string, unknown>;
}

const delivered = (got: readonly Received[], orderId: string): Delivered[] =>
  got.map((r) => JSON.parse(r.raw) as Delivered).filter((e) => e.data?.orderId === orderId);

async function reportIds(p: Partner, orderId: string): Promise<string[]> {
  const res = await p.get(`/orders/${orderId}/executions?limit=200`);
  if (res.status !== 200) throw new Error(`executions failed: ${res.status} ${res.text}`);
  return (res.body.executions as { executionReportId: string }[]).map((r) => r.executionReportId);
}

const patch = (p: Partner, path: string, body: Record<string, unknown>): Promise<TestResponse> =>
  p.s.request('PATCH', `${p.base}${path}`, { key: p.key, body, idempotencyKey: uniqueKey('patch') });

async function hooked(t: ExecutionContext, p: Partner) {
  const rx = await receiver(t);
  const hook = await p.post('/webhooks', { url: rx.url, events: ['order.pending', 'order.replaced', 'order.filled', 'order.cancelled', 'order.triggered', 'trade.settled'], secret: SECRET });
  if (hook.status !== 201) throw new Error(`webhook failed: ${hook.status} ${hook.text}`);
  return rx;
}

/**
 * After a step: the order view names the latest report, and the webhook that step sent (`event`, the
 * `count`-th of the order's deliveries) names the same report.
 */
async function agree(t: ExecutionContext, p: Partner, got: readonly Received[], orderId: string, count: number, event: string) {
  const events = await until(() => {
    const list = delivered(got, orderId);
    return list.length >= count ? list : undefined;
  }, 30_000);
  const ids = await reportIds(p, orderId);
  const latest = ids[ids.length - 1];
  t.is((await order(p, orderId)).lastExecutionReportId, latest, `the order view after ${event} names its latest report`);
  const sent = events[count - 1]!;
  t.is(sent.event, event);
  t.is(sent.data.lastExecutionReportId, latest, `${event} names the report of its step`);
}

test('sandbox: placed, replaced, partial fill, fill and cancel: the view and each webhook name the latest report', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const rx = await hooked(t, p);
  const userId = await traderOn(p, 1000);
  await tick(s, SCOM, 135);
  const placed = await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 10, orderType: 'LIMIT', limitPrice: ONE_USD_KES });
  t.is(placed.status, 201);
  const id = placed.body.orderId as string;
  await agree(t, p, rx.got, id, 1, 'order.pending');
  t.is((await patch(p, `/users/${userId}/orders/${id}`, { limitPrice: 130 })).status, 200);
  await agree(t, p, rx.got, id, 2, 'order.replaced');
  t.is((await advanceOrder(p, id, { action: 'partial_fill', quantity: 4 })).status, 200);
  // A partial fill sends no order event: the view moves on, the last webhook keeps the report of its own step.
  const ids = await reportIds(p, id);
  t.is((await order(p, id)).lastExecutionReportId, ids[ids.length - 1]);
  t.not(delivered(rx.got, id)[1]!.data.lastExecutionReportId, ids[ids.length - 1]);
  t.is((await advanceOrder(p, id, { action: 'fill' })).status, 200);
  await agree(t, p, rx.got, id, 3, 'order.filled');
  await agree(t, p, rx.got, id, 4, 'trade.settled');

  const resting = await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 5, orderType: 'LIMIT', limitPrice: 100 });
  const restingId = resting.body.orderId as string;
  await agree(t, p, rx.got, restingId, 1, 'order.pending');
  t.is((await p.del(`/users/${userId}/orders/${restingId}`)).status, 200);
  await agree(t, p, rx.got, restingId, 2, 'order.cancelled');

  // The events list carries what the receiver got.
  const listed = await p.get('/events?limit=100');
  const fromList = (listed.body.events as { event: string; data: Record<string, unknown> }[]).filter((e) => e.data.orderId === id);
  t.deepEqual(
    fromList.map((e) => e.data.lastExecutionReportId),
    delivered(rx.got, id).map((e) => e.data.lastExecutionReportId),
  );
});

for (const env of ENVS) {
  test(`${env}: a MARKET order placed and filled names NEW on order.pending and FILL on order.filled; a cancel names CANCELLED`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const rx = await hooked(t, p);
    const userId = await traderOn(p, 2000);
    await tick(s, SCOM, ONE_USD_KES);
    const market = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 });
    t.is(market.status, 202);
    const id = market.body.orderId as string;
    if (env === 'production') await advance(s, 300);
    const events = await until(() => {
      const list = delivered(rx.got, id);
      return list.some((e) => e.event === 'trade.settled') ? list : undefined;
    }, 30_000);
    const ids = await reportIds(p, id);
    t.is(ids.length, 2);
    t.deepEqual(
      events.map((e) => [e.event, e.data.lastExecutionReportId]),
      [
        ['order.pending', ids[0]],
        ['order.filled', ids[1]],
        ['trade.settled', ids[1]],
      ],
    );
    t.is((await order(p, id)).lastExecutionReportId, ids[1]);

    const resting = await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 5, orderType: 'LIMIT', limitPrice: 100 });
    const restingId = resting.body.orderId as string;
    await agree(t, p, rx.got, restingId, 1, 'order.pending');
    t.is((await patch(p, `/users/${userId}/orders/${restingId}`, { limitPrice: 101 })).status, 200);
    await agree(t, p, rx.got, restingId, 2, 'order.replaced');
    t.is((await p.del(`/users/${userId}/orders/${restingId}`)).status, 200);
    await agree(t, p, rx.got, restingId, 3, 'order.cancelled');
  });
}
