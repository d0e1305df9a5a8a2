/**
 * The delivery log across a retry sequence, one row per attempt: while an attempt is in flight its row
 * already shows ATTEMPTING with its number, start time and no status; once answered it shows the
 * status, duration, snippet, error and the next retry. The receiver holds every request until the
 * test answers it, so each in-flight moment is observed, not raced.
 */
import test from 'ava';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX, uniqueKey, type TestServer } from '../helpers/server.ts';
import { log, partnerWithWebhook, until } from './webhook-support.ts';

type Teardown = { teardown: (fn: () => unknown) => void };

/** A receiver that answers nothing by itself: `answer(status)` replies to the oldest held request. */
async function holdingReceiver(t: Teardown) {
  const held: { attempt: string; res: ServerResponse }[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => held.push({ attempt: String(req.headers['x-service-delivery-attempt']), res }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const answer = (status: number, body: string): string => {
    const next = held.shift();
    if (!next) throw new Error('no request is held');
    next.res.writeHead(status, { 'content-type': 'text/plain' }).end(body);
    return next.attempt;
  };
  return { held, answer, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook` };
}

/** Polls the log until it has `rows` rows and the last one satisfies `done`. */
const logWhen = (s: TestServer, apiKey: string, id: string, rows: number, done: (last: Record<string, unknown>) => boolean) =>
  until(async () => {
    const d = await log(s, apiKey, id);
    return d.length === rows && done(d[rows - 1]!) ? d : undefined;
  });

const inFlight = (last: Record<string, unknown>) => last.state === 'ATTEMPTING';
const settled = (last: Record<string, unknown>) => last.success !== null;

test('each attempt of a retried delivery is its own log row: in flight, then answered, with number, status, duration, snippet, error and times', async (t) => {
  const rx = await holdingReceiver(t);
  const { s, apiKey, webhookId } = await partnerWithWebhook(t, rx.url, ['topup.confirmed']);
  t.is((await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), body: { amount: 25 } })).status, 201);

  // Attempt 1 in flight: the row exists from the command that emitted the event.
  await until(() => (rx.held.length === 1 ? true : undefined));
  let rows = await logWhen(s, apiKey, webhookId, 1, inFlight);
  const deliveryId = String(rows[0]!.id).replace(/:1$/, '');
  t.like(rows[0], {
    id: `${deliveryId}:1`,
    event: 'topup.confirmed',
    attempt: 1,
    state: 'ATTEMPTING',
    status: null,
    success: null,
    duration: null,
    error: null,
    responseSnippet: null,
    nextRetryAt: null,
    attemptedAt: '2026-09-01T09:00:00.000Z',
  });

  t.is(rx.answer(500, 'down for maintenance'), '1');
  rows = await logWhen(s, apiKey, webhookId, 1, settled);
  t.like(rows[0], {
    attempt: 1,
    state: 'WAITING',
    status: 500,
    success: false,
    error: 'HTTP 500',
    responseSnippet: 'down for maintenance',
    nextRetryAt: '2026-09-01T09:00:05.000Z',
  });
  t.true(typeof rows[0]!.duration === 'number' && (rows[0]!.duration as number) >= 0 && (rows[0]!.duration as number) < 8_000);

  // Attempt 2 begins when the 5 s retry timer fires: its row shows it in flight before any answer. The
  // advance itself answers once the attempts that fell due on the way are recorded, so it is awaited after.
  const toSecond = s.operator('POST', '/clock/advance', { seconds: 5 });
  await until(() => (rx.held.length === 1 ? true : undefined));
  rows = await logWhen(s, apiKey, webhookId, 2, inFlight);
  t.like(rows[1], {
    id: `${deliveryId}:2`,
    attempt: 2,
    state: 'ATTEMPTING',
    status: null,
    success: null,
    duration: null,
    error: null,
    attemptedAt: '2026-09-01T09:00:05.000Z',
    nextRetryAt: null,
  });
  t.like(rows[0], { attempt: 1, status: 500, success: false }, 'the earlier attempt keeps its outcome');

  t.is(rx.answer(503, 'still down'), '2');
  t.is((await toSecond).status, 200);
  rows = await logWhen(s, apiKey, webhookId, 2, settled);
  t.like(rows[1], {
    attempt: 2,
    state: 'WAITING',
    status: 503,
    success: false,
    error: 'HTTP 503',
    responseSnippet: 'still down',
    nextRetryAt: '2026-09-01T09:00:35.000Z',
  });

  const toThird = s.operator('POST', '/clock/advance', { seconds: 30 });
  await until(() => (rx.held.length === 1 ? true : undefined));
  t.is(rx.answer(200, 'accepted'), '3');
  t.is((await toThird).status, 200);
  rows = await logWhen(s, apiKey, webhookId, 3, settled);
  t.like(rows[2], {
    id: `${deliveryId}:3`,
    attempt: 3,
    state: 'DELIVERED',
    status: 200,
    success: true,
    error: null,
    responseSnippet: 'accepted',
    nextRetryAt: null,
    attemptedAt: '2026-09-01T09:00:35.000Z',
  });
  t.deepEqual(
    rows.map((r) => [r.attempt, r.success]),
    [
      [1, false],
      [2, false],
      [3, true],
    ],
  );
  t.is(new Set(rows.map((r) => r.eventId)).size, 1, 'one event, three attempts');

  // The attempt rows page like any log: oldest first, the cursor continues where the page ended.
  const first = await s.request('GET', `${SANDBOX}/webhooks/${webhookId}/deliveries?limit=2`, { key: apiKey });
  t.like(first.body, { count: 2, hasMore: true });
  const rest = await s.request('GET', `${SANDBOX}/webhooks/${webhookId}/deliveries?limit=2&cursor=${encodeURIComponent(first.body.nextCursor as string)}`, {
    key: apiKey,
  });
  t.deepEqual(
    (rest.body.deliveries as { attempt: number }[]).map((d) => d.attempt),
    [3],
  );
});

test('a receiver that refuses connections is logged with the network error and no HTTP status', async (t) => {
  const { s, apiKey, webhookId } = await partnerWithWebhook(t, `http://127.0.0.1:${await freePort()}/hook`, ['topup.confirmed']);
  await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), body: { amount: 25 } });
  const rows = await logWhen(s, apiKey, webhookId, 1, settled);
  t.like(rows[0], { attempt: 1, state: 'WAITING', status: null, success: false, responseSnippet: null, nextRetryAt: '2026-09-01T09:00:05.000Z' });
  t.regex(String(rows[0]!.error), /ECONNREFUSED 127\.0\.0\.1/);
});

/** A loopback port nothing listens on: bound once by the OS, then released. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
