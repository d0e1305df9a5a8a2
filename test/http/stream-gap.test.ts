import test from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CLOCK, SANDBOX, startTestServer } from '../helpers/server.ts';
import { listAll, openStream, sandboxTopup } from './stream-support.ts';

const DAY_MS = 86_400_000;

test('an unknown or malformed resume point gets an explicit gap message, then every retained event', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.close());
  const { apiKey } = await server.sandboxPartner();
  await sandboxTopup(server, SANDBOX, apiKey);
  const all = await listAll(server, SANDBOX, apiKey);
  for (const requested of ['evt_99999999999999', 'not-an-event-id']) {
    const stream = await openStream(server, SANDBOX, apiKey, { lastEventId: requested });
    await stream.waitFor(() => stream.events().length >= all.length);
    const gap = stream.messages.find((m) => m.event === 'gap')!;
    t.truthy(gap, requested);
    t.is(gap.id, null, 'a gap carries no id, so it does not move Last-Event-ID');
    t.deepEqual(JSON.parse(gap.data!), { reason: 'RESUME_POINT_UNKNOWN', requested, oldestAvailableEventId: all[0].eventId });
    t.true(stream.messages.indexOf(gap) < stream.messages.findIndex((m) => m.id !== null), 'the gap comes first');
    t.deepEqual(
      stream.events().map((e) => e.envelope),
      all,
    );
    stream.close();
  }
});

test('a resume point older than the 30-day retention gets a gap naming the oldest retained event, then the retained events', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pbs-gap-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const first = await startTestServer({ DATA_DIR: dataDir });
  const { apiKey } = await first.sandboxPartner();
  await sandboxTopup(first, SANDBOX, apiKey);
  const old = await listAll(first, SANDBOX, apiKey);
  await first.close();

  // The virtual clock resumes at the later of its journal and CLOCK: 31 days on, past the window.
  const later = await startTestServer({ DATA_DIR: dataDir, CLOCK: new Date(Date.parse(DEFAULT_CLOCK) + 31 * DAY_MS).toISOString() });
  t.teardown(() => later.close());
  await sandboxTopup(later, SANDBOX, apiKey);
  const retained = await listAll(later, SANDBOX, apiKey);
  t.true(retained.length >= 2);
  t.false(
    retained.some((e) => old.some((o) => o.eventId === e.eventId)),
    'events past 30 days are no longer listed',
  );
  t.is((await later.request('GET', `${SANDBOX}/events/${old[0].eventId}`, { key: apiKey })).status, 404);

  const resumed = await openStream(later, SANDBOX, apiKey, { lastEventId: old[0].eventId });
  t.teardown(() => resumed.close());
  await resumed.waitFor(() => resumed.events().length >= retained.length);
  const gap = resumed.messages.find((m) => m.event === 'gap')!;
  t.deepEqual(JSON.parse(gap.data!), { reason: 'RESUME_POINT_EXPIRED', requested: old[0].eventId, oldestAvailableEventId: retained[0].eventId });
  t.deepEqual(
    resumed.events().map((e) => e.envelope),
    retained,
  );
});
