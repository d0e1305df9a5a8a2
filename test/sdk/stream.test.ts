/**
 * The SDK's event stream against a real server: a connection cut by the server (every socket closed)
 * is resumed with Last-Event-ID after the last event delivered, so the events committed meanwhile arrive
 * once each, in order, with no gap; an unknown resume point answers a typed `gap` first.
 */
import test from 'ava';
import { createPartnerClient, type PartnerClient, type StreamMessage } from '@partner-brokerage/sdk';
import { startTestServer, type TestServer, uniqueKey } from '../helpers/server.ts';

let server: TestServer;

test.before(async () => {
  server = await startTestServer();
});
test.after.always(async () => {
  await server?.close();
});

/** The ids of every event after `since`, as GET /events lists them (the record the stream must match). */
async function eventIdsAfter(client: PartnerClient, since: string): Promise<string[]> {
  const ids: string[] = [];
  for await (const e of client.paginate('/events', { query: { since } })) ids.push(e.eventId);
  return ids;
}

/** Pulls messages until `count` events have arrived (gaps are kept too). */
async function take(iterator: AsyncIterator<StreamMessage>, count: number, into: StreamMessage[]): Promise<void> {
  for (let events = 0; events < count; ) {
    const next = await iterator.next();
    if (next.done) throw new Error('the stream ended');
    into.push(next.value);
    if (next.value.type === 'event') events += 1;
  }
}

test('a stream cut by the server resumes after the last event delivered: no gap, no duplicate', async (t) => {
  const { apiKey } = await server.sandboxPartner();
  const client = createPartnerClient({ apiKey, baseUrl: server.url });
  const { userId } = await client.post('/users', { body: { externalId: uniqueKey('sdk-stream') } });
  await client.post('/users/{userId}/deposit', { params: { path: { userId } }, body: { amount: 4 } });
  const start = (await client.get('/events')).events.at(-1)!.eventId;
  const reconnects: (string | null)[] = [];
  const stream = client.stream({ lastEventId: start, onReconnect: (id) => reconnects.push(id) });
  const iterator = stream[Symbol.asyncIterator]();
  const received: StreamMessage[] = [];

  await client.post('/users/{userId}/deposit', { params: { path: { userId } }, body: { amount: 5 } });
  const before = await eventIdsAfter(client, start);
  await take(iterator, before.length, received);
  const lastBeforeCut = stream.lastEventId;
  t.is(lastBeforeCut, before.at(-1)!);

  // A real cut: the server closes every socket it holds, the stream's included.
  server.running.server.closeAllConnections();
  await client.post('/users/{userId}/deposit', { params: { path: { userId } }, body: { amount: 6 } });
  await client.post('/users/{userId}/deposit', { params: { path: { userId } }, body: { amount: 7 } });
  const all = await eventIdsAfter(client, start);
  await take(iterator, all.length - before.length, received);
  await iterator.return?.(undefined);

  t.deepEqual(reconnects, [lastBeforeCut], 'one reconnection, after the last event delivered');
  t.deepEqual(
    received.filter((m) => m.type === 'gap'),
    [],
  );
  const ids = received.flatMap((m) => (m.type === 'event' ? [m.id] : []));
  t.deepEqual(ids, all, 'every event once, in order');
  const deposits = received.flatMap((m) => (m.type === 'event' && m.event.event === 'deposit.confirmed' ? [m.event] : []));
  t.is(deposits.length, 3, 'the three deposits after the resume point');
  t.true(deposits.every((e) => ids.includes(e.eventId)));
});

test('an unknown resume point answers a typed gap, then the retained events', async (t) => {
  const { apiKey } = await server.sandboxPartner();
  const client = createPartnerClient({ apiKey, baseUrl: server.url });
  const { userId } = await client.post('/users', { body: { externalId: uniqueKey('sdk-gap') } });
  await client.post('/users/{userId}/deposit', { params: { path: { userId } }, body: { amount: 3 } });
  const retained = (await client.get('/events')).events.map((e) => e.eventId);
  const abort = new AbortController();
  const stream = client.stream({ lastEventId: 'evt_99999999999999', signal: abort.signal });
  const received: StreamMessage[] = [];
  await take(stream[Symbol.asyncIterator](), retained.length, received);
  abort.abort();
  const [first] = received;
  t.is(first?.type, 'gap');
  if (first?.type !== 'gap') return;
  t.is(first.gap.reason, 'RESUME_POINT_UNKNOWN');
  t.is(first.gap.requested, 'evt_99999999999999');
  t.is(first.gap.oldestAvailableEventId, retained[0] ?? null);
  t.deepEqual(
    received.slice(1).map((m) => (m.type === 'event' ? m.id : 'gap')),
    retained,
  );
});
