/**
 * Webhook delivery survives a crash: deliveries exist in the same commit as their event, so a SIGKILL
 * while attempts are in flight (held by the receiver) or waiting for a retry (answered 500) loses
 * none. After a restart on the same data directory every subscribed event reaches the receiver at
 * least once (duplicates allowed), signed, and the delivery log reads as one gapless attempt series
 * per delivery that ends in success.
 */
import test from 'ava';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX, SANDBOX_ROOT } from '../helpers/server.ts';
import { call, idToken, killHard, operatorCall, startChild, type Answer } from './child.ts';
import { query, tempDir } from './support.ts';

const SECRET = 'crash-receiver-secret-0123456789';
const EVENTS = ['topup.confirmed', 'wallet.credited'];
const TOPUPS = 60;
const CONCURRENCY = 12;
const KILL_AFTER = 36;
/** The first answers are 500 (those deliveries wait for a retry); later requests are held open. */
const FAIL_FIRST = 8;

interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly raw: string;
  /** The status this request was answered with; null when held (never answered). */
  answered: number | null;
}

async function receiver(t: { teardown: (fn: () => unknown) => void }) {
  const got: Received[] = [];
  const held: ServerResponse[] = [];
  const state = { mode: 'failThenHold' as 'failThenHold' | 'ok' };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r: Received = { headers: req.headers, raw: Buffer.concat(chunks).toString('utf8'), answered: null };
      got.push(r);
      const status = state.mode === 'ok' ? 200 : got.length <= FAIL_FIRST ? 500 : null;
      if (status === null) {
        held.push(res);
        return;
      }
      r.answered = status;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'receiver down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => {
    for (const res of held) res.destroy();
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { got, held, state, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook` };
}

function ok(label: string, answer: Answer | null, status: number): Answer {
  if (!answer || answer.status !== status) throw new Error(`${label}: expected ${status}, got ${answer?.status} ${JSON.stringify(answer?.body)}`);
  return answer;
}

/** Real time, bounded: deliveries happen after commit, asynchronously. */
async function until<T>(probe: () => Promise<T | undefined>, ms: number): Promise<T | undefined> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const validSignature = (r: Received): boolean => {
  const expected = Buffer.from(createHmac('sha256', SECRET).update(r.raw).digest('hex'));
  const given = Buffer.from(String(r.headers['x-service-signature']));
  return given.length === expected.length && timingSafeEqual(given, expected);
};

async function pages(url: string, key: string, path: string, field: string, limit: number): Promise<any[]> {
  const all: any[] = [];
  let cursor: string | null = null;
  for (;;) {
    const sep = path.includes('?') ? '&' : '?';
    const page = ok(path, await call(url, 'GET', `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { key }), 200);
    all.push(...(page.body[field] as any[]));
    if (!page.body.hasMore) return all;
    cursor = page.body.nextCursor as string;
  }
}

/** Fires the top-ups CONCURRENCY at a time and SIGKILLs the service once KILL_AFTER answers are in. */
async function fireAndKill(url: string, apiKey: string, receiving: () => boolean, kill: () => void): Promise<number> {
  let next = 0;
  let answered = 0;
  let killed = false;
  const worker = async (): Promise<void> => {
    while (!killed && next < TOPUPS) {
      const n = next++;
      const a = await call(url, 'POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: `wh-crash-${n}`, body: { amount: (100 + n) / 100 } });
      if (a?.status === 201) answered += 1;
      if (answered >= KILL_AFTER && receiving() && !killed) {
        killed = true;
        kill();
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (!killed) {
    // Every top-up is in: kill as soon as the receiver has failed some attempts and holds others.
    await until(async () => (receiving() ? true : undefined), 10_000);
    kill();
  }
  return answered;
}

test('a SIGKILL with webhook deliveries in flight and waiting loses none: after restart every subscribed event is delivered, signed, with a gapless log', async (t) => {
  t.timeout(40_000);
  process.env.WEBHOOK_ALLOW_HTTP_LOOPBACK = 'true';
  const dataDir = tempDir(t, 'webhook-crash');
  const rx = await receiver(t);
  const first = await startChild(dataDir);
  t.teardown(() => first.process.kill('SIGKILL'));

  const apiKey = ok('register', await call(first.url, 'POST', `${SANDBOX_ROOT}/register`, { key: await idToken('wh-crash', 'wh-crash@example.com') }), 201).body
    .apiKey as string;
  const partnerId = ok('account', await call(first.url, 'GET', `${SANDBOX}/account`, { key: apiKey }), 200).body.partnerId as string;
  ok('limits', await operatorCall(first.url, 'PATCH', `/partners/${partnerId}`, { rateLimits: { sandbox: 1_000_000 } }), 200);
  const webhookId = ok(
    'webhook',
    await call(first.url, 'POST', `${SANDBOX}/webhooks`, {
      key: apiKey,
      idempotencyKey: 'wh-crash-hook',
      body: { url: rx.url, events: EVENTS, secret: SECRET },
    }),
    201,
  ).body.id as string;

  const answered = await fireAndKill(
    first.url,
    apiKey,
    () => rx.held.length > 0,
    () => first.process.kill('SIGKILL'),
  );
  await killHard(first);
  t.true(answered >= KILL_AFTER);

  // As the kill left the file: deliveries not yet settled (in flight, queued, or waiting for a retry).
  const unsettled = query<{ n: number }>(dataDir, "SELECT COUNT(*) AS n FROM webhook_deliveries WHERE success IS NULL OR state <> 'DELIVERED'")[0]!.n;
  t.log(`answered ${answered} top-ups; receiver got ${rx.got.length} requests (${rx.held.length} held); ${unsettled} delivery rows unsettled at the crash`);
  t.true(unsettled > 0, 'the kill landed while deliveries were pending');
  t.is(rx.got.filter((r) => r.answered === 500).length, FAIL_FIRST, 'some attempts had failed and were waiting for a retry');
  t.true(rx.held.length > 0, 'some attempts were in flight, never answered');

  rx.state.mode = 'ok';
  const second = await startChild(dataDir);
  t.teardown(() => second.process.kill('SIGKILL'));
  // Retries of the 500s are due 5 s of virtual time later; attempts left in flight are resent at start-up.
  ok('advance', await operatorCall(second.url, 'POST', '/clock/advance', { seconds: 10 }), 200);

  const subscribed = (await pages(second.url, apiKey, `${SANDBOX}/events`, 'events', 200)).filter((e) => EVENTS.includes(e.event));
  t.true(subscribed.length >= answered * 2, 'every answered top-up emitted its two events');
  const ids = new Set<string>(subscribed.map((e) => e.eventId as string));
  const acked = (): Set<string> => new Set(rx.got.filter((r) => r.answered === 200).map((r) => String(r.headers['x-service-event-id'])));
  const log = await until(async () => {
    const got = acked();
    if (![...ids].every((id) => got.has(id))) return undefined;
    const rows = await pages(second.url, apiKey, `${SANDBOX}/webhooks/${webhookId}/deliveries`, 'deliveries', 100);
    const settled = new Map<string, boolean>();
    for (const r of rows) settled.set(String(r.id).replace(/:\d+$/, ''), r.success === true);
    return settled.size >= ids.size && [...settled.values()].every(Boolean) ? rows : undefined;
  }, 15_000);
  const missing = [...ids].filter((id) => !acked().has(id));
  t.deepEqual(missing, [], 'every subscribed event was acknowledged by the receiver at least once');
  if (!log) return void t.fail('the delivery log did not settle in time');

  for (const r of rx.got) t.true(validSignature(r), `signature of ${String(r.headers['x-service-event-id'])} verifies`);
  for (const id of acked()) t.true(ids.has(id), `received ${id} is an event of the partner`);
  const duplicates = rx.got.filter((r) => r.answered === 200).length - acked().size;

  const byDelivery = new Map<string, any[]>();
  for (const r of log) {
    const d = String(r.id).replace(/:\d+$/, '');
    byDelivery.set(d, [...(byDelivery.get(d) ?? []), r]);
  }
  const deliveredEvents = new Map<string, number>();
  for (const [d, rows] of byDelivery) {
    const attempts = rows.map((r) => r.attempt as number).sort((a, b) => a - b);
    t.deepEqual(
      attempts,
      Array.from({ length: attempts.length }, (_, i) => i + 1),
      `delivery ${d}: attempts 1..n without gaps`,
    );
    t.true(attempts.length <= 6, `delivery ${d}: at most 6 attempts`);
    const last = rows.find((r) => r.attempt === attempts.length)!;
    t.like(last, { success: true, state: 'DELIVERED', status: 200 }, `delivery ${d} ends delivered`);
    for (const r of rows) if (r.attempt < attempts.length) t.is(r.success, false, `delivery ${d}: attempt ${r.attempt} before the last failed`);
    t.is(new Set(rows.map((r) => r.eventId)).size, 1);
    deliveredEvents.set(rows[0].eventId, (deliveredEvents.get(rows[0].eventId) ?? 0) + 1);
  }
  t.deepEqual([...deliveredEvents.keys()].sort(), [...ids].sort(), 'exactly the subscribed events have deliveries');
  t.true(
    [...deliveredEvents.values()].every((n) => n === 1),
    'one delivery per event',
  );
  t.log(
    `${ids.size} events, ${byDelivery.size} deliveries, ${[...byDelivery.values()].filter((r) => r.length > 1).length} retried, ${duplicates} duplicate receipts`,
  );
});
