import test from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SANDBOX, startTestServer } from '../helpers/server.ts';
import { listAll, openStream, sandboxTopup } from './stream-support.ts';

const names = (events: { event: string }[]) => events.map((e) => e.event);

test('a live stream delivers the events of real actions as SSE messages with id, event and the envelope', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.close());
  const { apiKey } = await server.sandboxPartner();
  const stream = await openStream(server, SANDBOX, apiKey);
  t.teardown(() => stream.close());
  t.is(stream.status, 200);
  await sandboxTopup(server, SANDBOX, apiKey);
  await stream.waitFor(() => stream.events().length >= 2);
  const events = stream.events();
  t.deepEqual(names(events).sort(), ['topup.confirmed', 'wallet.credited']);
  for (const e of events) {
    t.is(e.envelope.eventId, e.id);
    t.is(e.envelope.event, e.event);
    t.true(e.envelope.isSandbox);
    t.truthy(e.envelope.timestamp);
    t.is(typeof e.envelope.data, 'object');
  }
  t.true(events[0]!.id < events[1]!.id, 'ids arrive in emission order');
  t.deepEqual(
    events.map((e) => e.envelope),
    await listAll(server, SANDBOX, apiKey),
    'the stream and GET /events agree',
  );
});

test('resuming with Last-Event-ID or ?since replays what was missed, then continues live, without loss or duplicates', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.close());
  const { apiKey } = await server.sandboxPartner();
  for (const how of ['header', 'query'] as const) {
    const first = await openStream(server, SANDBOX, apiKey);
    await sandboxTopup(server, SANDBOX, apiKey);
    await first.waitFor(() => first.events().length >= 2);
    const lastSeen = first.events().at(-1)!.id;
    first.close();
    await sandboxTopup(server, SANDBOX, apiKey); // missed while disconnected
    const resumed = await openStream(server, SANDBOX, apiKey, how === 'header' ? { lastEventId: lastSeen } : { since: lastSeen });
    await resumed.waitFor(() => resumed.events().length >= 2);
    await sandboxTopup(server, SANDBOX, apiKey); // live after the seam
    await resumed.waitFor(() => resumed.events().length >= 4);
    const expected = await listAll(server, SANDBOX, apiKey, `since=${lastSeen}`);
    t.is(expected.length, 4);
    t.deepEqual(
      resumed.events().map((e) => e.envelope),
      expected,
      `resume by ${how}`,
    );
    t.is(new Set(resumed.events().map((e) => e.id)).size, 4);
    resumed.close();
  }
});

test('Last-Event-ID wins over ?since, as a browser reconnect keeps the original URL', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.close());
  const { apiKey } = await server.sandboxPartner();
  await sandboxTopup(server, SANDBOX, apiKey);
  await sandboxTopup(server, SANDBOX, apiKey);
  const all = await listAll(server, SANDBOX, apiKey);
  const stream = await openStream(server, SANDBOX, apiKey, { since: all[0].eventId, lastEventId: all[2].eventId });
  t.teardown(() => stream.close());
  await stream.waitFor(() => stream.events().length >= 1);
  t.deepEqual(
    stream.events().map((e) => e.id),
    [all[3].eventId],
  );
});

test('a stream resumes across a server restart on the same data directory', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pbs-stream-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const first = await startTestServer({ DATA_DIR: dataDir });
  const { apiKey } = await first.sandboxPartner();
  const stream = await openStream(first, SANDBOX, apiKey);
  await sandboxTopup(first, SANDBOX, apiKey);
  await stream.waitFor(() => stream.events().length >= 2);
  const lastSeen = stream.events().at(-1)!.id;
  await sandboxTopup(first, SANDBOX, apiKey); // emitted, never seen by the stream
  await first.close(); // drops the open stream too
  stream.close();

  const second = await startTestServer({ DATA_DIR: dataDir });
  t.teardown(() => second.close());
  const resumed = await openStream(second, SANDBOX, apiKey, { lastEventId: lastSeen });
  t.teardown(() => resumed.close());
  await resumed.waitFor(() => resumed.events().length >= 2);
  await sandboxTopup(second, SANDBOX, apiKey);
  await resumed.waitFor(() => resumed.events().length >= 4);
  const expected = await listAll(second, SANDBOX, apiKey, `since=${lastSeen}`);
  t.is(expected.length, 4);
  t.deepEqual(
    resumed.events().map((e) => e.envelope),
    expected,
  );
});
