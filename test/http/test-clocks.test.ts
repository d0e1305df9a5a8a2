/**
 * Sandbox test clocks end to end: a partner creates a clock frozen at an instant, creates sub-accounts on
 * it and advances it; what those sub-accounts own (orders, settlement, GTD expiry, webhook retries of
 * their events, event timestamps) follows the clock, while a sub-account of the same partner on the
 * service clock, the service clock itself and other partners stay where they are.
 */
import test from 'ava';
import * as fc from 'fast-check';
import { PRODUCTION, SANDBOX, uniqueKey } from '../helpers/server.ts';
import { declareScomDividend, holdShares } from './corporate-support.ts';
import { createUser, deskOn, eventsOf, marketOrder, ONE_USD_KES, order, SCOM, tick, trade, wallet, type Partner } from './trading-support.ts';
import { log, receiver, SECRET, until } from './webhook-support.ts';

const NOW = '2026-09-01T09:00:00.000Z';

async function newClock(p: Partner, frozenTime = NOW): Promise<string> {
  const res = await p.post('/test-clocks', { frozenTime, name: 'settlement walk-through' });
  if (res.status !== 201) throw new Error(`test clock: ${res.status} ${res.text}`);
  return res.body.testClockId as string;
}

async function userOn(p: Partner, testClockId: string | null, usd: number): Promise<string> {
  const user = await createUser(p, uniqueKey('ext'), testClockId ? { testClockId } : {});
  const funded = await p.post('/test-tools/deposit', { subAccountId: user.userId, amount: usd });
  if (funded.status !== 200) throw new Error(`deposit: ${funded.status} ${funded.text}`);
  return user.userId as string;
}

const advanceClock = (p: Partner, id: string, body: Record<string, unknown>) => p.post(`/test-clocks/${id}/advance`, body);

test('test clocks are sandbox only: create, list, read, advance by seconds or to an instant, never back, and delete', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  const { apiKey } = await s.productionPartner();
  t.is((await s.request('POST', `${PRODUCTION}/test-clocks`, { key: apiKey, idempotencyKey: uniqueKey(), body: { frozenTime: NOW } })).status, 404);
  t.is((await s.request('GET', `${PRODUCTION}/test-clocks`, { key: apiKey })).status, 404);

  const early = await p.post('/test-clocks', { frozenTime: '2026-08-31T09:00:00Z' });
  t.is(early.status, 400, early.text);
  t.is(early.body.error.code, 'VALIDATION_ERROR');
  t.is((await p.post('/test-clocks', { frozenTime: 'tomorrow' })).status, 400);

  const made = await p.post('/test-clocks', { frozenTime: '2026-09-02T00:00:00Z', name: 'a' });
  t.is(made.status, 201, made.text);
  t.like(made.body, { frozenTime: '2026-09-02T00:00:00.000Z', status: 'ready', name: 'a', deletedAt: null });
  const id = made.body.testClockId as string;
  t.like((await p.get('/test-clocks')).body, { count: 1, hasMore: false, nextCursor: null, testClocks: [{ testClockId: id }] });
  t.like((await p.get(`/test-clocks/${id}`)).body, { testClockId: id });
  t.is((await p.get('/test-clocks/clock_unknown')).status, 404);

  const bySeconds = await advanceClock(p, id, { seconds: 3600 });
  t.is(bySeconds.status, 200, bySeconds.text);
  t.like(bySeconds.body, { frozenTime: '2026-09-02T01:00:00.000Z' });
  t.like((await advanceClock(p, id, { frozenTime: '2026-09-03T00:00:00Z' })).body, { frozenTime: '2026-09-03T00:00:00.000Z' });
  t.is((await advanceClock(p, id, { frozenTime: '2026-09-02T00:00:00Z' })).status, 400, 'never backwards');
  t.is((await advanceClock(p, id, {})).status, 400, 'an amount or an instant');
  t.is((await advanceClock(p, id, { seconds: 800 * 86_400 })).status, 400, 'bounded jump');

  const advanced = (await p.get(`/events?event=test_clock.advanced`)).body.events;
  t.deepEqual(
    advanced.map((e: { data: Record<string, unknown>; timestamp: string }) => [e.data.frozenTime, e.timestamp]),
    [
      ['2026-09-02T01:00:00.000Z', '2026-09-02T01:00:00.000Z'],
      ['2026-09-03T00:00:00.000Z', '2026-09-03T00:00:00.000Z'],
    ],
  );
  const other = await s.sandboxPartner();
  t.is((await s.request('GET', `${SANDBOX}/test-clocks/${id}`, { key: other.apiKey })).status, 404, "another partner's clock is not there");

  t.like((await p.del(`/test-clocks/${id}`)).body, { status: 'deleted' });
  t.is((await p.get(`/test-clocks/${id}`)).status, 404);
  t.is((await createUserOn(p, id)).status, 404);
});

const createUserOn = (p: Partner, testClockId: string) => p.post('/users', { externalId: uniqueKey('ext'), testClockId });

test('a sub-account on a test clock settles its trade when the clock passes the settlement date; one on sandbox time does not', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  await tick(s, SCOM, ONE_USD_KES);
  const clockId = await newClock(p);
  const onClock = await userOn(p, clockId, 1000);
  const onService = await userOn(p, null, 1000);
  t.is((await p.get(`/users/${onClock}`)).body.testClockId, clockId);
  t.is((await p.get(`/users/${onService}`)).body.testClockId, undefined);

  const sells: Record<string, string> = {};
  for (const userId of [onClock, onService]) {
    const buy = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 });
    t.true(buy.status === 201 || buy.status === 202, buy.text);
    const sell = await marketOrder(p, userId, SCOM, 'SELL', { quantity: 100 });
    t.true(sell.status === 201 || sell.status === 202, sell.text);
    t.like(await order(p, sell.body.orderId), { status: 'FILLED', settlementStatus: 'PENDING' });
    sells[userId] = sell.body.orderId;
  }
  const before = await wallet(p, onService);
  // The clock trades on the simulated market at its own time (not the service's tick): its proceeds differ, both are unsettled.
  t.true(before.unsettledUsd > 0);
  t.true((await wallet(p, onClock)).unsettledUsd > 0);

  // The SELL settles at the NSE close of its settlement date (2026-09-04 12:00 UTC); the clock passes it.
  const moved = await advanceClock(p, clockId, { frozenTime: '2026-09-05T00:00:00Z' });
  t.is(moved.status, 200, moved.text);
  t.true(moved.body.timersFired >= 1);
  t.like(await order(p, sells[onClock]!), { settlementStatus: 'SETTLED', settledBy: 'TIMER' });
  const settled = await wallet(p, onClock);
  t.is(settled.unsettledUsd, 0);
  t.is(settled.withdrawableUsd, settled.settledUsd);
  t.is((await p.post(`/users/${onClock}/withdraw`, { amount: settled.withdrawableUsd, currency: 'USD' })).status, 200, 'the proceeds are withdrawable');

  t.like(await order(p, sells[onService]!), { settlementStatus: 'PENDING' });
  t.deepEqual(await wallet(p, onService), before, 'the sub-account on sandbox time is unchanged');
  t.like(
    await order(p, sells[onClock]!),
    { settleAt: '2026-09-04T12:00:00.000Z', settledAt: '2026-09-04T12:00:00.000Z' },
    'settled at its own instant on the clock',
  );
  t.is((await s.operator('POST', '/clock/advance', { seconds: 0 })).body.now, NOW, 'the service clock did not move');
});

test('a GTD order of a sub-account on a test clock expires when its clock reaches expiresAt', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  await tick(s, SCOM, ONE_USD_KES);
  const clockId = await newClock(p);
  const onClock = await userOn(p, clockId, 1000);
  const onService = await userOn(p, null, 1000);
  const gtd = { symbol: SCOM, type: 'BUY', quantity: 5, orderType: 'LIMIT', limitPrice: 0.5, timeInForce: 'GTD', expiresAt: '2026-09-02T12:00:00Z' };
  const mine = await trade(p, onClock, gtd);
  const theirs = await trade(p, onService, gtd);
  t.is(mine.status, 201, mine.text);
  t.is(theirs.status, 201, theirs.text);
  t.is((await advanceClock(p, clockId, { seconds: 2 * 86_400 })).status, 200);
  t.like(await order(p, mine.body.orderId), { status: 'CANCELLED', orderLifecycle: 'EXPIRED' });
  t.like(await order(p, theirs.body.orderId), { status: 'WORKING' });
});

test("a failing webhook for a test clock's events is retried on that clock's schedule: 5 s, 30 s, 5 min, 30 min, 2 h from each failure", async (t) => {
  t.timeout(60_000);
  const { s, p } = await deskOn(t, 'sandbox');
  const rx = await receiver(t);
  rx.state.status = 500;
  const made = await p.post('/webhooks', { url: rx.url, events: ['deposit.confirmed'], secret: SECRET });
  t.is(made.status, 201, made.text);
  const webhookId = made.body.id as string;
  const clockId = await newClock(p, '2026-10-01T00:00:00Z');
  await userOn(p, clockId, 10);
  await until(async () => ((await log(s, p.key, webhookId))[0]?.success === false ? true : undefined), 20_000);
  const moved = await advanceClock(p, clockId, { seconds: 6 * 3600 });
  t.is(moved.status, 200, moved.text);
  const rows = await until(async () => {
    const r = await log(s, p.key, webhookId);
    return r.length === 6 && r[5]!.state === 'FAILED' ? r : undefined;
  }, 20_000);
  t.deepEqual(
    rows.map((r) => [r.attempt, r.attemptedAt, r.nextRetryAt]),
    [
      [1, '2026-10-01T00:00:00.000Z', '2026-10-01T00:00:05.000Z'],
      [2, '2026-10-01T00:00:05.000Z', '2026-10-01T00:00:35.000Z'],
      [3, '2026-10-01T00:00:35.000Z', '2026-10-01T00:05:35.000Z'],
      [4, '2026-10-01T00:05:35.000Z', '2026-10-01T00:35:35.000Z'],
      [5, '2026-10-01T00:35:35.000Z', '2026-10-01T02:35:35.000Z'],
      [6, '2026-10-01T02:35:35.000Z', null],
    ],
  );
  t.is((await s.operator('POST', '/clock/advance', { seconds: 0 })).body.now, NOW, 'the service clock did not move');
});

/** Seconds from the clocks' start to the property's target: past settlement (T+3) and the GTD expiry. */
const TARGET_SECONDS = 4 * 86_400;
const START_MS = Date.parse(NOW);

/** One clock's sub-account doing the same things: a round trip to settle, a GTD order to expire, a resting order, a money-market fund paying daily. */
async function scenarioOn(p: Partner, clockId: string): Promise<string> {
  const userId = await userOn(p, clockId, 1000);
  const subscribed = await p.post(`/users/${userId}/subscribe`, { instrumentId: 'FUND-KE-CIC-MMF-USD', amount: 100 });
  if (subscribed.status !== 200) throw new Error(`subscribe: ${subscribed.status} ${subscribed.text}`);
  await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 });
  await marketOrder(p, userId, SCOM, 'SELL', { quantity: 100 });
  const limit = { symbol: SCOM, type: 'BUY', quantity: 5, orderType: 'LIMIT', limitPrice: 0.5 };
  for (const body of [
    { ...limit, timeInForce: 'GTD', expiresAt: '2026-09-02T12:00:00Z' },
    { ...limit, timeInForce: 'GTC' },
  ]) {
    const placed = await trade(p, userId, body);
    if (placed.status !== 201) throw new Error(`order: ${placed.status} ${placed.text}`);
  }
  return userId;
}

/** What the sub-account's state is, without its ids: wallet, orders in creation order, and its events with their times. */
async function stateOf(p: Partner, userId: string) {
  const orders = (await p.get(`/users/${userId}/orders?limit=50`)).body.orders as Record<string, unknown>[];
  const fields = ['type', 'status', 'orderLifecycle', 'settlementStatus', 'settledAt', 'filledAt', 'cancelledAt', 'filledQuantity'] as const;
  return {
    wallet: await wallet(p, userId),
    orders: orders.map((o) => Object.fromEntries(fields.map((f) => [f, o[f]]))).reverse(),
    events: eventsOf(p)
      .filter((e) => e.data.subAccountId === userId)
      .map((e) => [e.event, (e as { timestamp?: string }).timestamp, e.data.status ?? e.data.units ?? null]),
  };
}

test('property: any sequence of advances reaching an instant leaves the same state as one advance to it', async (t) => {
  t.timeout(240_000);
  const { s, p } = await deskOn(t, 'sandbox');
  await tick(s, SCOM, ONE_USD_KES);
  const seed = Number(process.env.TEST_CLOCK_SEED ?? Date.now() % 100_000);
  t.log(`fast-check seed ${seed} (TEST_CLOCK_SEED=${seed} replays it)`);
  const stops = fc.uniqueArray(fc.integer({ min: 1, max: TARGET_SECONDS - 1 }), { maxLength: 5 }).map((a) => a.sort((x, y) => x - y));
  await fc.assert(
    fc.asyncProperty(stops, async (cuts) => {
      const oneJump = await newClock(p);
      const inSteps = await newClock(p);
      const a = await scenarioOn(p, oneJump);
      const b = await scenarioOn(p, inSteps);
      const to = (seconds: number) => ({ frozenTime: new Date(START_MS + seconds * 1000).toISOString() });
      const jumped = await advanceClock(p, oneJump, to(TARGET_SECONDS));
      if (jumped.status !== 200) throw new Error(`advance: ${jumped.status} ${jumped.text}`);
      for (const cut of [...cuts, TARGET_SECONDS]) {
        const stepped = await advanceClock(p, inSteps, to(cut));
        if (stepped.status !== 200) throw new Error(`advance: ${stepped.status} ${stepped.text}`);
      }
      const expected = await stateOf(p, a);
      // Not a vacuous comparison: the jump settled the round trip, expired the GTD order and stamped events on the clock.
      t.true(expected.orders.some((o) => o.type === 'SELL' && o.settledAt === '2026-09-04T12:00:00.000Z'));
      t.true(expected.orders.some((o) => o.orderLifecycle === 'EXPIRED' && o.cancelledAt === '2026-09-02T12:00:00.000Z'));
      t.true(expected.events.length >= 5);
      t.is(expected.events.filter(([event]) => event === 'fund.yield_paid').length, 4, 'a day of yield at each midnight passed');
      t.deepEqual(await stateOf(p, b), expected, `stops ${cuts.join(', ')}`);
    }),
    { numRuns: 4, seed },
  );
});

test('a dividend reaches a sub-account on a test clock on its pay date by that clock; the service pays its other holders by its own', async (t) => {
  const { s, p } = await deskOn(t, 'sandbox');
  await tick(s, SCOM, ONE_USD_KES);
  const clockId = await newClock(p);
  const onClock = await userOn(p, clockId, 1000);
  const onService = await userOn(p, null, 1000);
  await holdShares(p, onClock, SCOM, 10);
  await holdShares(p, onService, SCOM, 10);
  const declared = await declareScomDividend(s);
  t.is(declared.status, 201, declared.text);
  const paidTo = () =>
    eventsOf(p, ['dividend.paid']).map((e) => [
      (e as { timestamp?: string }).timestamp,
      e.data.distributions.map((d: { subAccountId: string; usdYield: number }) => [d.subAccountId, d.usdYield]),
    ]);

  t.is((await advanceClock(p, clockId, { frozenTime: '2026-09-02T12:00:00Z' })).status, 200);
  t.deepEqual(paidTo(), [], 'entitled at the ex-date, not yet paid');
  t.is((await advanceClock(p, clockId, { frozenTime: '2026-09-03T09:00:00Z' })).status, 200);
  // 10 shares at KES 50 at 129.20 KES per USD: USD 3.87, paid at 00:00 UTC of the pay date on the clock.
  t.deepEqual(paidTo(), [['2026-09-03T00:00:00.000Z', [[onClock, 3.87]]]]);
  const before = await wallet(p, onService);

  // The service clock reaches the dates later: it pays the other holder, and not the clock's one again.
  t.is((await s.operator('POST', '/clock/set', { at: '2026-09-03T09:00:00Z' })).status, 200);
  t.deepEqual(paidTo(), [
    ['2026-09-03T00:00:00.000Z', [[onClock, 3.87]]],
    ['2026-09-03T00:00:00.000Z', [[onService, 3.87]]],
  ]);
  t.is((await wallet(p, onService)).settledUsd, Math.round((before.settledUsd + 3.87) * 100) / 100);
});
