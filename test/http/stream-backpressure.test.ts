import test from 'ava';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { streamRegistry } from '../../http/stream/registry.ts';
import { MAX_BUFFERED_BYTES } from '../../http/stream/session.ts';
import { SANDBOX, startTestServer, type TestServer } from '../helpers/server.ts';
import { listAll, openStream } from './stream-support.ts';

/** A stream client that can stop reading: events are counted only once their block is complete. */
async function pausableStream(server: TestServer, key: string, lastEventId?: string) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${key}`,
    accept: 'text/event-stream',
    ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
  };
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpRequest(`${server.url}${SANDBOX}/stream`, { headers, agent: false }, resolve);
    req.on('error', reject);
    req.end();
  });
  const ids: string[] = [];
  let text = '';
  let bytes = 0;
  const ended = new Promise<void>((resolve) => {
    res.on('close', resolve);
    res.on('error', () => resolve());
  });
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    bytes += chunk.length;
    text += chunk;
    let end: number;
    while ((end = text.indexOf('\n\n')) >= 0) {
      const id = /^id: (.+)$/m.exec(text.slice(0, end))?.[1];
      if (id) ids.push(id);
      text = text.slice(end + 2);
    }
  });
  return { status: res.statusCode, ids, ended, bytes: () => bytes, pause: () => res.pause(), resume: () => res.resume(), destroy: () => res.destroy() };
}

/**
 * About 1.5 KB of envelope per event: a platform incident reaches every sandbox stream. The flood goes
 * through the engine, as the operator route does, all in one tick (a few group commits): over HTTP it
 * would take seconds, and only the stream side is under test here.
 */
const ROUND = 100;
const FRAME_BYTES_AT_MOST = 1_600;

async function declareIncidents(server: TestServer, count: number): Promise<void> {
  const payload = { title: 'T'.repeat(200), severity: 'P3', affectedServices: ['event-stream'], message: 'm'.repeat(1000) };
  const { engine } = server.running.service;
  await Promise.all(
    Array.from({ length: count }, () => engine.execute({ type: 'operator.incident.declare', env: null, partnerId: null, requestId: null, payload })),
  );
}

test('a client that stops reading is disconnected once 1 MiB is buffered for it, the buffer stays bounded, a reading client is unaffected, and a resume gets everything', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.close());
  const { apiKey } = await server.sandboxPartner();
  const stats = () => streamRegistry(server.running.service).stats();
  const slow = await pausableStream(server, apiKey);
  t.teardown(() => slow.destroy());
  const fast = await openStream(server, SANDBOX, apiKey);
  t.teardown(() => fast.close());
  t.is(slow.status, 200);

  await declareIncidents(server, 5);
  await fast.waitFor(() => fast.events().length === 5);
  slow.pause();
  // Kernel socket buffers on loopback take some MB before the process has to hold anything itself.
  let declared = 5;
  while (stats().slowDisconnects === 0 && declared < 12_000) {
    await declareIncidents(server, ROUND);
    declared += ROUND;
  }
  t.is(stats().slowDisconnects, 1, 'the slow client was cut off');
  t.true(stats().peakBufferedBytes > MAX_BUFFERED_BYTES / 2, 'the bound was what stopped it');
  // The check follows each tick's write: the bound is 1 MiB plus one tick's frames (one round here).
  t.true(
    stats().peakBufferedBytes <= MAX_BUFFERED_BYTES + ROUND * FRAME_BYTES_AT_MOST,
    `buffer bounded: peak ${stats().peakBufferedBytes} bytes after ${declared} events`,
  );
  await fast.waitFor(() => fast.events().length === declared, 10_000);
  t.is(stats().openConnections, 1, 'the reading client stays connected, its slot the only one taken');

  slow.resume();
  await slow.ended;
  t.true(slow.ids.length < declared, 'the cut-off client missed events');
  const resumed = await pausableStream(server, apiKey, slow.ids.at(-1));
  t.teardown(() => resumed.destroy());
  const all = (await listAll(server, SANDBOX, apiKey)).map((e) => e.eventId as string);
  t.is(all.length, declared);
  const deadline = Date.now() + 10_000;
  while (slow.ids.length + resumed.ids.length < declared && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  t.deepEqual([...slow.ids, ...resumed.ids], all, 'first connection + resume = every event once, in order');
});

test('a resume far behind catches up page by page without being cut off', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.close());
  const { apiKey } = await server.sandboxPartner();
  const first = await openStream(server, SANDBOX, apiKey);
  await declareIncidents(server, 1);
  await first.waitFor(() => first.events().length === 1);
  first.close();
  // The server must have seen the first connection end, or the 3 MB below would be written to it live.
  const closedBy = Date.now() + 10_000;
  while (streamRegistry(server.running.service).stats().openConnections > 0 && Date.now() < closedBy) await new Promise((r) => setTimeout(r, 10));
  t.is(streamRegistry(server.running.service).stats().openConnections, 0, 'the first connection is closed on the server');
  await declareIncidents(server, 2_000); // about 3 MB of frames missed
  const resumed = await openStream(server, SANDBOX, apiKey, { lastEventId: first.events()[0]!.id });
  t.teardown(() => resumed.close());
  await resumed.waitFor(() => resumed.events().length === 2_000, 15_000);
  const stats = streamRegistry(server.running.service).stats();
  t.is(stats.slowDisconnects, 0);
  t.deepEqual(
    resumed.events().map((e) => e.id),
    (await listAll(server, SANDBOX, apiKey)).slice(1).map((e) => e.eventId),
  );
});
