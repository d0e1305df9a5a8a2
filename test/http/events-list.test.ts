import test from 'ava';
import { PRODUCTION, SANDBOX, startTestServer } from '../helpers/server.ts';
import { listAll, openStream, sandboxTopup } from './stream-support.ts';

test("GET /events lists the partner environment's events oldest first, filtered by name and since, paginated by cursor", async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.close());
  const { apiKey } = await server.sandboxPartner();
  for (let i = 0; i < 3; i += 1) await sandboxTopup(server, SANDBOX, apiKey, 10 + i);
  const all = await listAll(server, SANDBOX, apiKey);
  const own = all.filter((e) => e.event !== 'market.status');
  t.is(own.length, 6);
  t.deepEqual(
    [...all].sort((a, b) => (a.eventId < b.eventId ? -1 : 1)),
    all,
    'oldest first',
  );

  const page1 = await server.request('GET', `${SANDBOX}/events?event=wallet.credited&limit=2`, { key: apiKey });
  t.is(page1.status, 200);
  t.like(page1.body, { count: 2, hasMore: true });
  t.true(page1.body.events.every((e: any) => e.event === 'wallet.credited' && e.isSandbox === true));
  const page2 = await server.request('GET', `${SANDBOX}/events?event=wallet.credited&limit=2&cursor=${encodeURIComponent(page1.body.nextCursor)}`, {
    key: apiKey,
  });
  t.like(page2.body, { count: 1, hasMore: false, nextCursor: null });
  t.deepEqual(
    [...page1.body.events, ...page2.body.events].map((e: any) => e.data),
    own.filter((e) => e.event === 'wallet.credited').map((e) => e.data),
  );

  const since = await server.request('GET', `${SANDBOX}/events?since=${all[1].eventId}`, { key: apiKey });
  t.deepEqual(since.body.events, all.slice(2));

  const one = await server.request('GET', `${SANDBOX}/events/${own[0].eventId}`, { key: apiKey });
  t.is(one.status, 200);
  t.deepEqual(one.body, own[0]);

  const clamped = await server.request('GET', `${SANDBOX}/events?limit=5000`, { key: apiKey });
  t.is(clamped.status, 200);
  const bad = await server.request('GET', `${SANDBOX}/events?since=yesterday`, { key: apiKey });
  t.is(bad.status, 400);
  t.is(bad.body.error.code, 'VALIDATION_ERROR');
});

test('events are isolated between partners and environments; an unknown or foreign eventId is 404', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.close());
  const a = await server.sandboxPartner();
  const b = await server.sandboxPartner();
  const prod = await server.productionPartner(a.sub, a.email);
  await sandboxTopup(server, SANDBOX, a.apiKey);
  const aEvents = (await listAll(server, SANDBOX, a.apiKey)).filter((e) => e.event !== 'market.status');
  t.is(aEvents.length, 2);
  t.deepEqual(
    (await listAll(server, SANDBOX, b.apiKey)).filter((e) => e.event !== 'market.status'),
    [],
  );
  t.deepEqual(
    (await listAll(server, PRODUCTION, prod.apiKey)).filter((e) => e.event !== 'market.status'),
    [],
  );
  const foreign = await server.request('GET', `${SANDBOX}/events/${aEvents[0].eventId}`, { key: b.apiKey });
  t.is(foreign.status, 404);
  t.is(foreign.body.error.code, 'NOT_FOUND');
  t.is((await server.request('GET', `${PRODUCTION}/events/${aEvents[0].eventId}`, { key: prod.apiKey })).status, 404);
  t.is((await server.request('GET', `${SANDBOX}/events/evt_00000000999999`, { key: a.apiKey })).status, 404);

  const bStream = await openStream(server, SANDBOX, b.apiKey);
  t.teardown(() => bStream.close());
  const aStream = await openStream(server, SANDBOX, a.apiKey);
  t.teardown(() => aStream.close());
  await sandboxTopup(server, SANDBOX, a.apiKey);
  await aStream.waitFor(() => aStream.events().length >= 2);
  await sandboxTopup(server, SANDBOX, b.apiKey);
  await bStream.waitFor(() => bStream.events().length >= 2);
  t.is(bStream.events().length, 2, "b never saw a's events");
  t.is(aStream.events().length, 2);
});

test('advancing the virtual clock over an exchange session change emits market.status to every partner of each environment, live and listed', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.close());
  const sandbox = await server.sandboxPartner();
  const prod = await server.productionPartner();
  const sStream = await openStream(server, SANDBOX, sandbox.apiKey);
  const pStream = await openStream(server, PRODUCTION, prod.apiKey);
  t.teardown(() => {
    sStream.close();
    pStream.close();
  });
  const advanced = await server.operator('POST', '/clock/advance', { seconds: 12 * 3600 });
  t.is(advanced.status, 200, advanced.text);
  const sListed = (await listAll(server, SANDBOX, sandbox.apiKey)).filter((e) => e.event === 'market.status');
  const pListed = (await listAll(server, PRODUCTION, prod.apiKey)).filter((e) => e.event === 'market.status');
  t.true(sListed.length > 0);
  t.is(sListed.length, pListed.length);
  t.true(sListed.every((e) => e.isSandbox === true));
  t.true(pListed.every((e) => e.isSandbox === undefined));
  await sStream.waitFor(() => sStream.events().filter((e) => e.event === 'market.status').length >= sListed.length);
  await pStream.waitFor(() => pStream.events().filter((e) => e.event === 'market.status').length >= pListed.length);
  t.deepEqual(
    sStream
      .events()
      .filter((e) => e.event === 'market.status')
      .map((e) => e.envelope),
    sListed,
  );
  t.deepEqual(
    pStream
      .events()
      .filter((e) => e.event === 'market.status')
      .map((e) => e.envelope),
    pListed,
  );
});
