import test from 'ava';
import { PRODUCTION, SANDBOX, startTestServer } from '../helpers/server.ts';
import { issueDataKey } from './market-data-key.ts';
import { openStream, sandboxTopup, type SseClient } from './stream-support.ts';

/** A refused stream is told to retry in 5 s: a closed slot frees at once (docs/decisions.md). */
const STREAM_CAP_RETRY_AFTER_SECONDS = 5;

/** The server frees a slot on the socket's close event; the client's close reaches it a moment later. */
async function openWhenFree(open: () => Promise<SseClient>): Promise<SseClient> {
  for (let attempt = 0; ; attempt += 1) {
    const s = await open();
    if (s.status !== 429 || attempt >= 50) return s;
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('a third sandbox stream answers 429 RATE_LIMITED with Retry-After, activeConnections and limit; closing one frees its slot', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.close());
  const { apiKey } = await server.sandboxPartner();
  const other = await server.sandboxPartner();
  const a = await openStream(server, SANDBOX, apiKey);
  const b = await openStream(server, SANDBOX, apiKey);
  t.teardown(() => {
    a.close();
    b.close();
  });
  t.is(a.status, 200);
  t.is(b.status, 200);
  const third = await openStream(server, SANDBOX, apiKey);
  t.is(third.status, 429);
  t.is(third.body.error.code, 'RATE_LIMITED');
  t.is(third.body.error.activeConnections, 2);
  t.is(third.body.error.limit, 2);
  t.truthy(third.body.error.requestId);
  t.is(typeof third.body.error.message, 'string');
  t.is(third.headers['retry-after'], String(STREAM_CAP_RETRY_AFTER_SECONDS), 'the spec: a 429 carries Retry-After (seconds)');

  const otherStream = await openStream(server, SANDBOX, other.apiKey);
  t.teardown(() => otherStream.close());
  t.is(otherStream.status, 200, 'another partner has its own slots');

  a.close();
  const again = await openWhenFree(() => openStream(server, SANDBOX, apiKey));
  t.teardown(() => again.close());
  t.is(again.status, 200);
  await sandboxTopup(server, SANDBOX, apiKey);
  await again.waitFor(() => again.events().length >= 2);
  await b.waitFor(() => b.events().length >= 2);
  t.pass();
});

test('production caps follow the tier: starter 2, growth 5', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.close());
  const { apiKey, partnerId } = await server.productionPartner();
  const open: SseClient[] = [];
  t.teardown(() => open.forEach((s) => s.close()));
  for (let i = 0; i < 2; i += 1) open.push(await openStream(server, PRODUCTION, apiKey));
  const refused = await openStream(server, PRODUCTION, apiKey);
  t.is(refused.status, 429);
  t.like(refused.body.error, { code: 'RATE_LIMITED', activeConnections: 2, limit: 2 });
  t.is(refused.headers['retry-after'], String(STREAM_CAP_RETRY_AFTER_SECONDS));

  const patched = await server.operator('PATCH', `/partners/${partnerId}`, { tier: 'growth' });
  t.is(patched.status, 200, patched.text);
  for (let i = 0; i < 3; i += 1) open.push(await openStream(server, PRODUCTION, apiKey));
  t.true(open.every((s) => s.status === 200));
  const sixth = await openStream(server, PRODUCTION, apiKey);
  t.is(sixth.status, 429);
  t.like(sixth.body.error, { code: 'RATE_LIMITED', activeConnections: 5, limit: 5 });
  t.is(sixth.headers['retry-after'], String(STREAM_CAP_RETRY_AFTER_SECONDS));
});

test('heartbeat comments arrive on real time at the configured interval', async (t) => {
  const server = await startTestServer({ STREAM_HEARTBEAT_MS: '50' });
  t.teardown(() => server.close());
  const { apiKey } = await server.sandboxPartner();
  const stream = await openStream(server, SANDBOX, apiKey);
  t.teardown(() => stream.close());
  t.is(stream.status, 200);
  await stream.waitFor((all) => all.filter((m) => m.comment === 'heartbeat').length >= 2);
  t.pass();
});

test('a data key cannot open the stream (403 FORBIDDEN, no slot taken)', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.close());
  const { apiKey } = await server.sandboxPartner();
  const refused = await openStream(server, SANDBOX, issueDataKey(server, apiKey));
  t.is(refused.status, 403);
  t.is(refused.body.error.code, 'FORBIDDEN');
  const a = await openStream(server, SANDBOX, apiKey);
  const b = await openStream(server, SANDBOX, apiKey);
  t.teardown(() => {
    a.close();
    b.close();
  });
  t.deepEqual([a.status, b.status], [200, 200]);
});
