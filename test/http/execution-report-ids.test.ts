/**
 * lastExecutionReportId: the order view and every order webhook payload name the
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
  const hook = await p.post('/webhooks', {
    url: rx.url,
    events: ['order.pending', 'order.replaced', 'order.filled', 'order.cancelled', 'order.triggered', 'trade.settled'],
    secret: SECRET,
  });
  if (hook.status !== 201) throw new Error(`webhook failed: ${hook.status} ${hook.text}`);
  return rx;
}

/** The order's delivered events by name, once every name in `names` has arrived (deliveries run concurrently: their order is not the events'). */
async function byName(got: readonly Received[], orderId: string, names: readonly string[]): Promise<Map<string, Delivered>> {
  return until(() => {
    const map = new Map(delivered(got, orderId).map((e) => [e.event, e]));
    return names.every((n) => map.has(n)) ? map : undefined;
  }, 30_000);
}

/** After a step: the order view names the latest report, and each webhook the step sent (`names`) names the same report. */
async function agree(t: ExecutionContext, p: Partner, got: readonly Received[], orderId: string, names: readonly string[]): Promise<string> {
  const sent = await byName(got, orderId, names);
  const ids = await reportIds(p, orderId);
  const latest = ids[ids.length - 1]!;
  t.is((await order(p, orderId)).lastExecutionReportId, latest, `the order view after ${names.join(', ')} names its latest report`);
  for (const name of names) t.is(sent.get(name)!.data.lastExecutionReportId, latest, `${name} names the report of its step`);
  return latest;
}

test('sandbox: placed, replaced, triggered, partial fill, fill and cancel: the view and each webhook name the latest report', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const rx = await hooked(t, p);
  const userId = await traderOn(p, 1000);
  await tick(s, SCOM, 135);
  const placed = await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 10, orderType: 'LIMIT', limitPrice: ONE_USD_KES });
  t.is(placed.status, 201);
  const id = placed.body.orderId as string;
  t.is(placed.body.lastExecutionReportId, (await reportIds(p, id))[0], 'the placement answer names its NEW report');
  t.is((await patch(p, `/users/${userId}/orders/${id}`, { limitPrice: 130 })).status, 200);
  const replaced = await agree(t, p, rx.got, id, ['order.replaced']);
  await tick(s, SCOM, 129.5);
  const triggered = await agree(t, p, rx.got, id, ['order.triggered', 'order.pending']);
  t.not(triggered, replaced);
  t.is((await advanceOrder(p, id, { action: 'partial_fill', quantity: 4 })).status, 200);
  // A partial fill sends no order event: the view moves on to its report.
  const ids = await reportIds(p, id);
  t.is((await order(p, id)).lastExecutionReportId, ids[ids.length - 1]);
  t.not(ids[ids.length - 1], triggered);
  t.is((await advanceOrder(p, id, { action: 'fill' })).status, 200);
  await agree(t, p, rx.got, id, ['order.filled', 'trade.settled']);

  const resting = await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 5, orderType: 'LIMIT', limitPrice: 100 });
  const restingId = resting.body.orderId as string;
  t.is((await p.del(`/users/${userId}/orders/${restingId}`)).status, 200);
  await agree(t, p, rx.got, restingId, ['order.cancelled']);

  // The events list carries what the receiver got.
  const listed = await p.get('/events?limit=100');
  const fromList = (listed.body.events as { eventId: string; data: Record<string, unknown> }[]).filter((e) => e.data.orderId === id);
  const received = new Map(rx.got.map((r) => JSON.parse(r.raw) as Delivered & { eventId: string }).map((e) => [e.eventId, e.data.lastExecutionReportId]));
  t.is(fromList.length, 5);
  for (const e of fromList) t.is(e.data.lastExecutionReportId, received.get(e.eventId));
});

for (const env of ENVS) {
  test(`${env}: a MARKET order names NEW on order.pending and FILL on order.filled; a replace and a cancel name theirs`, async (t) => {
    const { s, p } = await deskOn(t, env);
    const rx = await hooked(t, p);
    const userId = await traderOn(p, 2000);
    await tick(s, SCOM, ONE_USD_KES);
    const market = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 });
    t.is(market.status, 202);
    const id = market.body.orderId as string;
    if (env === 'production') await advance(s, 300);
    const events = await byName(rx.got, id, ['order.pending', 'order.filled', 'trade.settled']);
    const ids = await reportIds(p, id);
    t.is(ids.length, 2);
    t.deepEqual([...events].map(([name, e]) => [name, e.data.lastExecutionReportId]).sort(), [
      ['order.filled', ids[1]],
      ['order.pending', ids[0]],
      ['trade.settled', ids[1]],
    ]);
    t.is((await order(p, id)).lastExecutionReportId, ids[1]);

    const resting = await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 5, orderType: 'LIMIT', limitPrice: 100 });
    const restingId = resting.body.orderId as string;
    t.is((await patch(p, `/users/${userId}/orders/${restingId}`, { limitPrice: 101 })).status, 200);
    await agree(t, p, rx.got, restingId, ['order.replaced']);
    t.is((await p.del(`/users/${userId}/orders/${restingId}`)).status, 200);
    await agree(t, p, rx.got, restingId, ['order.cancelled']);
  });
}
