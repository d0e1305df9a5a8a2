/**
 * GET /usage counts requests and 429s by route family (the template, never the raw URL),
 * orders placed, active sub-accounts, webhook deliveries and stream minutes per UTC day. Counters live
 * in memory and are written in batches (never a write per request), by the service clock's interval,
 * before a usage read and at a graceful stop, so they survive a restart. Both environments.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'ava';
import { USAGE_FLUSH_INTERVAL_MS } from '../../engine/usage/recorder.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { advance, marketOrder, SCOM, setClock, traderOn } from './trading-support.ts';
import { createUser, ENVS, partnerClient, partnerOn, refused, type EnvName, type Partner } from './users-support.ts';
import { openStream } from './stream-support.ts';
import { receiver, SECRET, until } from './webhook-support.ts';
import { streamRegistry } from '../../http/stream/registry.ts';

const DAY = '2026-09-01';
const usageRows = (s: TestServer): number => s.running.service.stores.db.prepare('SELECT COUNT(*) FROM usage_daily').pluck().get() as number;

async function usage(p: Partner, query = `from=${DAY}&to=${DAY}`): Promise<Record<string, any>> {
  const res = await p.get(`/usage?${query}`);
  if (res.status !== 200) throw new Error(`usage failed: ${res.status} ${res.text}`);
  return res.body;
}

for (const env of ENVS) {
  test(`${env}: requests by route family, 429s, orders, active sub-accounts and webhook deliveries per day; ids never reach the families`, async (t) => {
    const s = await startTestServer();
    t.teardown(() => s.close());
    const p = await partnerOn(s, env);
    const rx = await receiver(t);
    const hook = await p.post('/webhooks', { url: rx.url, events: ['*'], secret: SECRET });
    t.is(hook.status, 201, hook.text);
    const trader = await traderOn(p, 1_000);
    const idle = await createUser(p);
    t.is((await marketOrder(p, trader, SCOM, 'BUY', { quantity: 100 })).status, 202);
    await p.get(`/users/${trader}`);
    await p.get('/users/usr_unknown');
    const other = await s.request('GET', `${p.base}/nowhere`, { key: p.key });
    t.is(other.status, 404, 'an unrouted path is not a route family');
    // Deliveries are sent after commit: wait until every POST the receiver got has its outcome recorded.
    const attempts = await until(async () => {
      const entries = (await p.get(`/webhooks/${hook.body.id}/deliveries?limit=100`)).body.deliveries as { success: boolean | null }[];
      const done = entries.filter((e) => e.success !== null).length;
      return rx.got.length > 0 && done === rx.got.length ? done : undefined;
      // The first delivery starts a signing worker: generous on a loaded machine.
    }, 30_000);

    const before = await usage(p);
    const day = before.days[0];
    t.is(before.days.length, 1);
    t.is(day.date, DAY);
    t.is(day.ordersPlaced, 1);
    t.is(day.activeSubAccounts, 1, 'the trader was addressed by successful requests; the idle one never was');
    t.is(day.webhookDeliveries, attempts);
    t.is(day.rateLimited.total, 0);
    const families = Object.keys(day.requests.byFamily).sort();
    t.true(families.includes('users') && families.includes('quote') && families.includes('usage'), families.join(','));
    t.false(
      families.some((f) => f.includes(trader) || f.includes(idle.userId) || f.includes('usr_unknown') || f.includes('{')),
      'a family is a template prefix',
    );
    t.is(
      day.requests.total,
      Object.values(day.requests.byFamily as Record<string, number>).reduce((a, b) => a + b, 0),
    );

    // The same reads again: exactly the requests made in between are added.
    await p.get('/account');
    await p.get('/account');
    const after = (await usage(p)).days[0];
    t.is(after.requests.byFamily.account, (day.requests.byFamily.account ?? 0) + 2);
    t.is(after.requests.byFamily.usage, day.requests.byFamily.usage + 1);
    t.is(after.requests.total, day.requests.total + 3);

    // 429s: a negotiated limit of the requests already in the window refuses the next ones.
    const used = Number((await p.get('/account')).headers.get('x-ratelimit-limit')) - Number((await p.get('/account')).headers.get('x-ratelimit-remaining'));
    t.is((await s.operator('PATCH', `/partners/${p.partnerId}`, { rateLimits: { [env]: used + 1 } })).status, 200);
    await p.get('/account');
    await refused(t, s, () => p.get('/account'), 429, 'RATE_LIMITED');
    await refused(t, s, () => p.get(`/users/${trader}`), 429, 'RATE_LIMITED');
    t.is((await s.operator('PATCH', `/partners/${p.partnerId}`, { rateLimits: { [env]: 10_000 } })).status, 200);
    const limited = (await usage(p)).days[0];
    t.deepEqual(limited.rateLimited, { total: 2, byFamily: { account: 1, users: 1 } });
    t.is(limited.activeSubAccounts, 1, 'a refused request proves nothing about its sub-account');
  });

  test(`${env}: counters are written in batches by the service clock, not per request, and a graceful stop writes them so a restart keeps them`, async (t) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pbs-usage-'));
    t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
    const first = await startTestServer({ DATA_DIR: dataDir });
    const p = await partnerOn(first, env);
    const rowsAtStart = usageRows(first);
    for (let i = 0; i < 5; i += 1) await p.get('/account');
    t.is(usageRows(first), rowsAtStart, 'no write per request while the interval has not passed');
    await advance(first, USAGE_FLUSH_INTERVAL_MS / 1000);
    await p.get('/account');
    t.true(usageRows(first) > rowsAtStart, 'the first request an interval later writes the batch');
    for (let i = 0; i < 3; i += 1) await p.get('/pricing');
    const written = usageRows(first);
    await first.close();

    const second = await startTestServer({ DATA_DIR: dataDir });
    t.teardown(() => second.close());
    t.true(usageRows(second) > written, 'the stop wrote what was counted after the last batch');
    const again = partnerClient(second, env, p.key, p.partnerId);
    const day = (await usage(again)).days[0];
    t.is(day.requests.byFamily.account, 6 + (env === 'sandbox' ? 1 : 0), 'every /account request before the restart');
    t.is(day.requests.byFamily.pricing, 3);
    t.is(day.requests.byFamily.usage, 1);
  });
}

async function streamMinutes(env: EnvName): Promise<{ s: TestServer; p: Partner }> {
  const s = await startTestServer();
  return { s, p: await partnerOn(s, env) };
}

for (const env of ENVS) {
  test(`${env}: stream minutes count connected time by the service clock, split at UTC midnight, while open and after closing`, async (t) => {
    const { s, p } = await streamMinutes(env);
    t.teardown(() => s.close());
    await setClock(s, '2026-09-01T23:58:00Z');
    const stream = await openStream(s, p.base, p.key);
    t.teardown(() => stream.close());
    t.is(stream.status, 200);
    await advance(s, 5 * 60);
    const open = await usage(p, 'from=2026-09-01&to=2026-09-02');
    t.deepEqual(
      open.days.map((d: { date: string; streamMinutes: number }) => [d.date, d.streamMinutes]),
      [
        ['2026-09-01', 2],
        ['2026-09-02', 3],
      ],
    );
    t.is(open.totals.streamMinutes, 5);
    stream.close();
    // The server books a stream's time when its socket closes, a moment after the client's close.
    await until(() => (streamRegistry(s.running.service).stats().openConnections === 0 ? true : undefined));
    await advance(s, 10 * 60);
    t.is((await usage(p, 'from=2026-09-02&to=2026-09-02')).days[0].streamMinutes, 3, 'a closed stream adds no more time');
  });
}

test('GET /usage: from after to, a window over 366 days and malformed dates are refused; days without use are listed as zeros', async (t) => {
  const { s, p } = await streamMinutes('sandbox');
  t.teardown(() => s.close());
  await refused(t, s, () => p.get('/usage?from=2026-09-02&to=2026-09-01'), 400, 'VALIDATION_ERROR');
  await refused(t, s, () => p.get('/usage?from=2025-01-01&to=2026-09-01'), 400, 'VALIDATION_ERROR');
  await refused(t, s, () => p.get('/usage?from=yesterday'), 400, 'VALIDATION_ERROR');
  const body = await usage(p, 'from=2026-08-30&to=2026-09-01');
  t.deepEqual(
    body.days.map((d: { date: string }) => d.date),
    ['2026-08-30', '2026-08-31', '2026-09-01'],
  );
  t.deepEqual(body.days[0], {
    date: '2026-08-30',
    requests: { total: 0, byFamily: {} },
    rateLimited: { total: 0, byFamily: {} },
    ordersPlaced: 0,
    activeSubAccounts: 0,
    webhookDeliveries: 0,
    streamMinutes: 0,
  });
  const defaults = await usage(p, '');
  t.is(defaults.to, DAY);
  t.is(defaults.days.length, 30);
});
