/**
 * Liveness, readiness, the public status JSON and the partner SLA view, through real servers. The
 * readiness test builds the real app around a real Service that has not run recovery yet.
 */
import test from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../../engine/config.ts';
import { Service } from '../../engine/service.ts';
import { buildApp } from '../../http/app.ts';
import { DEFAULT_CLOCK, ID_TOKEN_SECRET, OPERATOR_TOKEN, PRODUCTION, SANDBOX, startTestServer, type TestServer } from '../helpers/server.ts';

const COMPONENTS = ['partner-api', 'trading', 'market-data', 'webhooks', 'event-stream', 'sandbox'];

test('GET /healthz and /readyz answer 200 on a started server', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const health = await s.request('GET', '/healthz');
  t.is(health.status, 200);
  t.is(health.body.status, 'ok');
  t.truthy(health.headers.get('x-request-id'));
  const ready = await s.request('GET', '/readyz');
  t.is(ready.status, 200);
  t.is(ready.body.status, 'ready');
  t.true(Number.isInteger(ready.body.journalHead));
});

test('before recovery /readyz and partner routes answer 503 SERVICE_UNAVAILABLE with Retry-After; /healthz answers 200', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pbs-unready-'));
  const config = loadConfig({ PORT: '0', DATA_DIR: dataDir, OPERATOR_TOKEN, ID_TOKEN_SECRET, CLOCK: DEFAULT_CLOCK, LOG_LEVEL: 'silent' });
  const service = new Service(config, pino({ level: 'silent' }));
  const server = createServer(buildApp(service).app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    service.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  t.is((await fetch(`${url}/healthz`)).status, 200, 'liveness does not wait for recovery');
  const readyz = await fetch(`${url}/readyz`);
  t.is(readyz.status, 503);
  t.is(readyz.headers.get('retry-after'), '1');
  const readyBody = (await readyz.json()) as { error: { code: string; requestId: string } };
  t.is(readyBody.error.code, 'SERVICE_UNAVAILABLE');
  t.truthy(readyBody.error.requestId);

  const partner = await fetch(`${url}${PRODUCTION}/account`, { headers: { authorization: 'Bearer pk_live_0123456789abcdefghijklmnop' } });
  t.is(partner.status, 503);
  t.truthy(partner.headers.get('retry-after'));
  t.is(((await partner.json()) as { error: { code: string } }).error.code, 'SERVICE_UNAVAILABLE');
  const apply = await fetch(`${url}${PRODUCTION}/apply`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  t.is(apply.status, 503, 'even validation waits for recovery');

  service.recover();
  t.is((await fetch(`${url}/readyz`)).status, 200);
  const afterApply = await fetch(`${url}${PRODUCTION}/apply`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  t.is(afterApply.status, 400);
});

test('GET /api/v1/status lists every component as operational with no incidents and no maintenance', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const res = await s.request('GET', '/api/v1/status');
  t.is(res.status, 200);
  t.is(res.body.status, 'operational');
  t.deepEqual(
    res.body.components.map((c: { name: string }) => c.name),
    COMPONENTS,
  );
  t.true(res.body.components.every((c: { status: string }) => c.status === 'operational'));
  t.deepEqual(res.body.incidents, []);
  t.deepEqual(res.body.maintenance, { mode: 'off', endsAt: null });
  t.is(res.body.updatedAt, '2026-09-01T09:00:00.000Z');
});

test('GET /api/v1/status reflects full and read-only maintenance and its end', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  await s.operator('PUT', '/maintenance', { mode: 'full', endsAt: '2026-09-01T11:00:00Z' });
  let body = (await s.request('GET', '/api/v1/status')).body;
  t.is(body.status, 'maintenance');
  t.true(body.components.every((c: { status: string }) => c.status === 'maintenance'));
  t.deepEqual(body.maintenance, { mode: 'full', endsAt: '2026-09-01T11:00:00.000Z' });

  await s.operator('PUT', '/maintenance', { mode: 'read_only' });
  body = (await s.request('GET', '/api/v1/status')).body;
  t.is(body.status, 'degraded');
  t.deepEqual(body.maintenance, { mode: 'read_only', endsAt: null });
  const byName = Object.fromEntries(body.components.map((c: { name: string; status: string }) => [c.name, c.status]));
  t.is(byName.trading, 'degraded');
  t.is(byName['market-data'], 'operational', 'market data is read-only anyway');

  await s.operator('PUT', '/maintenance', { mode: 'off' });
  body = (await s.request('GET', '/api/v1/status')).body;
  t.is(body.status, 'operational');
  t.deepEqual(body.maintenance, { mode: 'off', endsAt: null });
});

async function sla(s: TestServer, key: string, base = PRODUCTION) {
  return s.request('GET', `${base}/sla`, { key });
}

test('GET /sla reports overall status, services, incidents and the partner tier with its uptime objective', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey, partnerId } = await s.productionPartner();
  const res = await sla(s, apiKey);
  t.is(res.status, 200);
  t.is(res.body.overallStatus, 'operational');
  t.deepEqual(
    res.body.services.map((c: { name: string }) => c.name),
    COMPONENTS,
  );
  t.deepEqual(res.body.activeIncidents, []);
  t.deepEqual(res.body.partner, { partnerId, tier: 'starter', uptimeObjectivePct: 99.5 });
  t.deepEqual(res.body.tierCommitments, [
    { tier: 'starter', uptimeObjectivePct: 99.5 },
    { tier: 'growth', uptimeObjectivePct: 99.9 },
    { tier: 'enterprise', uptimeObjectivePct: 99.95 },
  ]);
  t.is(res.headers.get('x-ratelimit-limit'), '100');
});

test('GET /sla follows the partner tier: growth 99.9, enterprise 99.95', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey, partnerId } = await s.productionPartner();
  for (const [tier, pct] of [
    ['growth', 99.9],
    ['enterprise', 99.95],
    ['starter', 99.5],
  ] as const) {
    await s.operator('PATCH', `/partners/${partnerId}`, { tier });
    const res = await sla(s, apiKey);
    t.is(res.body.partner.tier, tier);
    t.is(res.body.partner.uptimeObjectivePct, pct);
  }
});

test('GET /sla reflects read-only maintenance and serves sandbox keys; without a key it answers 401 AUTH_MISSING', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  t.is((await sla(s, apiKey, SANDBOX)).body.partner.tier, 'starter');
  await s.operator('PUT', '/maintenance', { mode: 'read_only' });
  const degraded = await sla(s, apiKey, SANDBOX);
  t.is(degraded.status, 200);
  t.is(degraded.body.overallStatus, 'degraded');
  await s.operator('PUT', '/maintenance', { mode: 'full' });
  const blocked = await sla(s, apiKey, SANDBOX);
  t.is(blocked.status, 503, 'in full maintenance the partner API itself is closed; the status page stays open');
  t.is(blocked.body.error.code, 'MAINTENANCE');
  await s.operator('PUT', '/maintenance', { mode: 'off' });
  const missing = await s.request('GET', `${PRODUCTION}/sla`);
  t.is(missing.status, 401);
  t.is(missing.body.error.code, 'AUTH_MISSING');
});
