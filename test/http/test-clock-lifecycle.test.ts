/**
 * A test clock's advance, seen from outside: while it fires what falls due the clock reads `advancing`
 * (at the instant of the work under way), and once the advance answers it reads `ready`, with
 * `test_clock.advanced` then `test_clock.ready` sent at the clock's new time.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import test from 'ava';
import { uniqueKey } from '../helpers/server.ts';
import { createUser, deskOn, type Partner } from './trading-support.ts';
import { log, SECRET, until } from './webhook-support.ts';

/** A receiver that fails the first attempt and holds every later one until released. */
async function holdingReceiver(t: { teardown: (fn: () => unknown) => void }) {
  const held: ServerResponse[] = [];
  let attempts = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      attempts += 1;
      if (attempts === 1) res.writeHead(500).end('down');
      else held.push(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => {
    for (const res of held) res.end();
    server.closeAllConnections();
    server.close();
  });
  const release = () => {
    for (const res of held.splice(0)) res.writeHead(200).end('ok');
  };
  return { held, release, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook` };
}

const clockOf = async (p: Partner, id: string) => (await p.get(`/test-clocks/${id}`)).body;

test('a test clock reads advancing while its advance fires what falls due, then ready, with test_clock.advanced and test_clock.ready', async (t) => {
  t.timeout(60_000);
  const { s, p } = await deskOn(t, 'sandbox');
  const rx = await holdingReceiver(t);
  const made = await p.post('/webhooks', { url: rx.url, events: ['deposit.confirmed'], secret: SECRET });
  t.is(made.status, 201, made.text);
  const webhookId = made.body.id as string;
  const created = await p.post('/test-clocks', { frozenTime: '2026-10-01T00:00:00Z' });
  t.is(created.status, 201, created.text);
  const clockId = created.body.testClockId as string;
  const user = await createUser(p, uniqueKey('ext'), { testClockId: clockId });
  t.is((await p.post('/test-tools/deposit', { subAccountId: user.userId, amount: 10 })).status, 200);
  await until(async () => ((await log(s, p.key, webhookId))[0]?.success === false ? true : undefined), 20_000);
  t.is((await clockOf(p, clockId)).status, 'ready');

  // The retry falls due 5 s into the advance; its attempt is held, so the advance is still under way.
  const advancing = p.post(`/test-clocks/${clockId}/advance`, { seconds: 60 });
  await until(() => (rx.held.length > 0 ? true : undefined), 20_000);
  t.like(await clockOf(p, clockId), { status: 'advancing', frozenTime: '2026-10-01T00:00:05.000Z' });
  rx.release();
  const answered = await advancing;
  t.is(answered.status, 200, answered.text);
  t.like(answered.body, { status: 'ready', frozenTime: '2026-10-01T00:01:00.000Z', timersFired: 1 });
  t.like(await clockOf(p, clockId), { status: 'ready', frozenTime: '2026-10-01T00:01:00.000Z' });

  const events = (await p.get('/events?limit=100')).body.events as { event: string; timestamp: string; data: Record<string, unknown> }[];
  const told = events.filter((e) => e.event.startsWith('test_clock.'));
  t.deepEqual(told.map((e) => [e.event, e.timestamp, e.data]).sort(), [
    ['test_clock.advanced', '2026-10-01T00:01:00.000Z', { testClockId: clockId, frozenTime: '2026-10-01T00:01:00.000Z' }],
    ['test_clock.ready', '2026-10-01T00:01:00.000Z', { testClockId: clockId, frozenTime: '2026-10-01T00:01:00.000Z', status: 'ready' }],
  ]);
});
