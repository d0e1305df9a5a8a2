/**
 * Durable deadlines and the event stream across an owner's kill -9. A quote expiry, a
 * DAY-order expiry and a webhook retry scheduled on the old owner fire exactly once on the new one
 * (counted in the log, in the events and at a receiver), one that fell due before the kill is not fired
 * again, and an SSE client that resumes with Last-Event-ID on the new owner sees no gap and no duplicate.
 * The nodes run on a virtual clock, so every deadline falls due exactly when the test moves time.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import test from 'ava';
import { connect, logEntries } from '../engine/cluster/pg-log.ts';
import { call, EngineNode, OPERATOR_TOKEN, SANDBOX, sandboxPartner } from './support/nodes.ts';
import { PgInstance } from './support/postgres.ts';
import { SseClient } from './support/sse.ts';

const LEASE_TTL_MS = 2_000;
const PARTITION = 5;
const SCOM = 'SCOM.KE';
const ADMIN = '/api/admin/v1';

interface Hit {
  readonly eventId: string;
  readonly attempt: string;
}

/** A webhook receiver that records each attempt and answers `state.status`. */
async function receiver(): Promise<{ hits: Hit[]; state: { status: number }; url: string; close: () => Promise<void> }> {
  const hits: Hit[] = [];
  const state = { status: 500 };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      hits.push({ eventId: String(req.headers['x-service-event-id']), attempt: String(req.headers['x-service-delivery-attempt']) });
      res.writeHead(state.status).end(state.status === 200 ? 'ok' : 'down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { hits, state, url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function until<T>(probe: () => T | undefined | Promise<T | undefined>, withinMs: number, what: string): Promise<T> {
  const deadline = performance.now() + withinMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(`${what}: not reached within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function ok(res: Promise<{ status: number; text: string; body: unknown }>, status: number, what: string): Promise<Record<string, unknown>> {
  const answer = await res;
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${answer.text}`);
  return answer.body as Record<string, unknown>;
}

let counter = 0;
const key = (): string => `timers-failover-${(counter += 1)}`;

interface Envelope {
  readonly eventId: string;
  readonly event: string;
  readonly data: Record<string, unknown>;
}

async function events(url: string, apiKey: string): Promise<Envelope[]> {
  return (await ok(call(url, 'GET', `${SANDBOX}/events?limit=200`, { key: apiKey }), 200, 'events')).events as Envelope[];
}

/** Every `timer.fire` in the partition's log in PostgreSQL: which timer, at what instant. */
async function timerFires(pgUrl: string): Promise<{ timerId: string; atMs: number }[]> {
  const sql = connect(pgUrl, { max: 1 });
  try {
    const fires: { timerId: string; atMs: number }[] = [];
    for await (const entry of logEntries(sql, PARTITION)) {
      if (entry.type === 'timer.fire') fires.push({ timerId: (entry.payload as { timerId: string }).timerId, atMs: entry.atMs });
    }
    return fires;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

test('a quote expiry, a DAY expiry and a webhook retry armed before a kill -9 fire once on the new owner; SSE resumes without gap or duplicate', async (t) => {
  const pg = await PgInstance.primary();
  const rx = await receiver();
  const env = {
    CLUSTER_PARTITION: String(PARTITION),
    LEASE_TTL_MS: String(LEASE_TTL_MS),
    CLOCK: '2026-09-01T09:00:00Z',
    WEBHOOK_ALLOW_HTTP_LOOPBACK: 'true',
  };
  const a = await EngineNode.start('tf-a', pg.url, env);
  let b: EngineNode | null = null;
  const streams: SseClient[] = [];
  try {
    await a.waitReady(200, 60_000);
    b = await EngineNode.start('tf-b', pg.url, env);
    await b.waitReady(503, 60_000);
    const apiKey = await sandboxPartner(a.url, 'timers-failover');
    // A day of virtual time fires every price poll of the day too: give the advance its time on a loaded machine.
    const operator = (url: string, path: string, body: unknown) => call(url, 'POST', ADMIN + path, { key: OPERATOR_TOKEN, body, timeoutMs: 150_000 });

    // The stream opens before anything happens; what it must deliver is every event after this point.
    const before = new Set((await events(a.url, apiKey)).map((e) => e.eventId));
    const first = new SseClient(a.url, apiKey, null);
    streams.push(first);
    await until(() => (first.connected ? true : undefined), 10_000, 'stream on a connected');

    await ok(operator(a.url, '/market/ticks', { symbol: SCOM, price: 129.2 }), 201, 'tick');
    const userId = (await ok(call(a.url, 'POST', `${SANDBOX}/users`, { key: apiKey, body: { externalId: 'tf-user' }, idempotencyKey: key() }), 201, 'user'))
      .userId;
    await ok(
      call(a.url, 'POST', `${SANDBOX}/test-tools/deposit`, { key: apiKey, body: { subAccountId: userId, amount: 1000 }, idempotencyKey: key() }),
      200,
      'deposit',
    );
    const quoteOf = () => ok(call(a.url, 'GET', `${SANDBOX}/quote/${SCOM}?type=BUY&quantity=1&subAccountId=${userId}`, { key: apiKey }), 200, 'quote');

    // A quote that expires on the old owner (fired there, never again).
    const q0 = (await quoteOf()).quoteId as string;
    await ok(operator(a.url, '/clock/advance', { seconds: 61 }), 200, 'advance on a');

    // A webhook whose first attempt fails: its retry (5 s later) is armed on the old owner.
    const hook = await ok(
      call(a.url, 'POST', `${SANDBOX}/webhooks`, {
        key: apiKey,
        body: { url: rx.url, events: ['topup.confirmed'], secret: 'tf-webhook-secret-0123456789abcdef' },
        idempotencyKey: key(),
      }),
      201,
      'webhook',
    );
    await ok(call(a.url, 'POST', `${SANDBOX}/topup`, { key: apiKey, body: { amount: 5 }, idempotencyKey: key() }), 201, 'topup');
    const failed = await until(
      async () => {
        const log = (await ok(call(a.url, 'GET', `${SANDBOX}/webhooks/${hook.id}/deliveries`, { key: apiKey }), 200, 'deliveries')).deliveries as Record<
          string,
          unknown
        >[];
        return log.find((d) => d.success === false && d.nextRetryAt !== null);
      },
      20_000,
      'first attempt recorded as failed',
    );
    const retriedEventId = failed.eventId as string;
    // A delivery log row is `<deliveryId>:<attempt>`; the retry timer belongs to the delivery.

    // Armed on the old owner, due after the failover: a quote expiry and a DAY order's expiry.
    const q1 = (await quoteOf()).quoteId as string;
    const day = await ok(
      call(a.url, 'POST', `${SANDBOX}/users/${userId}/trade`, {
        key: apiKey,
        body: { symbol: SCOM, type: 'BUY', quantity: 10, orderType: 'LIMIT', limitPrice: 1, timeInForce: 'DAY' },
        idempotencyKey: key(),
      }),
      201,
      'DAY order',
    );

    // What the old owner's outbox holds, and what its stream delivered, at the moment of the kill.
    const onA = (await events(a.url, apiKey)).filter((e) => !before.has(e.eventId));
    await until(() => (first.ids.length === onA.length ? true : undefined), 10_000, 'stream on a caught up');
    await a.kill9();
    await first.done;
    await b.waitReady(200, LEASE_TTL_MS + 20_000);
    rx.state.status = 200;

    // The follower's outbox numbered every event exactly as the owner did: same ids, same envelopes.
    const onB = (await events(b.url, apiKey)).filter((e) => !before.has(e.eventId));
    t.deepEqual(onB.slice(0, onA.length), onA);
    t.true(onA.every((e) => e.eventId.startsWith(`evt_${String(PARTITION).padStart(3, '0')}`)));

    const second = new SseClient(b.url, apiKey, first.ids.at(-1) ?? null);
    streams.push(second);
    await until(() => (second.connected ? true : undefined), 10_000, 'stream on b connected');

    // A day later on the new owner: the quote, the webhook retry and the DAY order all fall due.
    await ok(operator(b.url, '/clock/advance', { seconds: 86_400 }), 200, 'advance on b');
    await until(() => rx.hits.find((h) => h.eventId === retriedEventId && h.attempt === '2'), 20_000, 'webhook retry delivered');
    const order = await ok(call(b.url, 'GET', `${SANDBOX}/orders/${day.orderId}`, { key: apiKey }), 200, 'order');
    t.like(order, { status: 'CANCELLED', cancelReason: 'DAY_ORDER_EXPIRED' });

    const all = (await events(b.url, apiKey)).filter((e) => !before.has(e.eventId));
    await until(() => (second.ids.length + first.ids.length >= all.length ? true : undefined), 10_000, 'stream on b caught up');
    // Settle: anything late (a duplicate attempt, a second fire) has time to show.
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const expired = all.filter((e) => e.event === 'quote.expired').map((e) => e.data.quoteId);
    t.deepEqual(expired.sort(), [q0, q1].sort(), 'each quote expired once');
    t.is(all.filter((e) => e.event === 'order.cancelled' && e.data.orderId === day.orderId).length, 1, 'the DAY order expired once');
    t.deepEqual(
      rx.hits.filter((h) => h.eventId === retriedEventId).map((h) => h.attempt),
      ['1', '2'],
      'attempt 1 on the old owner, its retry once on the new one',
    );
    // The log: each of the actors' deadlines fired once; a platform timer (re-armed after each firing) never twice at one instant.
    const fires = await timerFires(pg.url);
    for (const actorId of [q0, q1, day.orderId as string, (failed.id as string).split(':')[0]!]) {
      const own = fires.filter((f) => f.timerId.includes(actorId));
      t.is(own.length, 1, `${actorId}: ${JSON.stringify(own)}`);
    }
    const instants = fires.map((f) => `${f.timerId}@${f.atMs}`);
    t.is(new Set(instants).size, instants.length, 'no timer fired twice for one deadline');

    // The stream: what a delivered, then b from a's last id, is exactly the outbox, once each, in order.
    t.is(first.gaps + second.gaps, 0);
    t.deepEqual(
      [...first.ids, ...second.ids],
      (await events(b.url, apiKey)).filter((e) => !before.has(e.eventId)).map((e) => e.eventId),
    );
    t.true(second.ids.length > 0 && first.ids.length > 0);
  } finally {
    for (const s of streams) s.close();
    await a.destroy();
    await b?.destroy();
    await rx.close();
    pg.destroy();
  }
});
