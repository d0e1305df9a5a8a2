/**
 * Operator incidents through a real server: declaring one degrades the status page and the SLA view
 * and announces incident.declared to every partner in both environments; resolving it announces
 * incident.resolved with the duration measured on the service clock; bad requests change nothing.
 */
import test from 'ava';
import { PRODUCTION, SANDBOX, startTestServer, type TestServer } from '../helpers/server.ts';

async function eventsNamed(s: TestServer, base: string, key: string, event: string): Promise<any[]> {
  const res = await s.request('GET', `${base}/events?event=${event}&limit=200`, { key });
  if (res.status !== 200) throw new Error(`events: ${res.status} ${res.text}`);
  return res.body.events;
}

const componentOf = (body: any, list: string, name: string): string => body[list].find((c: any) => c.name === name).status;

test('a declared P1 incident degrades its components on /api/v1/status and /sla and reaches both environments as incident.declared', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const sandbox = await s.sandboxPartner();
  const production = await s.productionPartner();

  const declared = await s.operator('POST', '/incidents', {
    title: '  Delayed fills on NSE  ',
    severity: 'P1',
    affectedServices: ['trading', 'webhooks'],
    message: 'Looking into it',
  });
  t.is(declared.status, 201);
  t.like(declared.body, {
    title: 'Delayed fills on NSE',
    severity: 'P1',
    affectedServices: ['trading', 'webhooks'],
    status: 'investigating',
    message: 'Looking into it',
    declaredAt: '2026-09-01T09:00:00.000Z',
    resolvedAt: null,
    duration: null,
  });
  t.regex(declared.body.id, /^inc/);

  const status = await s.request('GET', '/api/v1/status');
  t.is(status.body.status, 'partial_outage');
  t.is(componentOf(status.body, 'components', 'trading'), 'partial_outage');
  t.is(componentOf(status.body, 'components', 'webhooks'), 'partial_outage');
  t.is(componentOf(status.body, 'components', 'market-data'), 'operational');
  t.deepEqual(status.body.incidents, [declared.body]);

  const sla = await s.request('GET', `${PRODUCTION}/sla`, { key: production.apiKey });
  t.is(sla.body.overallStatus, 'partial_outage');
  t.deepEqual(sla.body.activeIncidents, [declared.body]);
  t.is(componentOf(sla.body, 'services', 'trading'), 'partial_outage');

  const expected = { id: declared.body.id, title: 'Delayed fills on NSE', severity: 'P1', affectedServices: ['trading', 'webhooks'], status: 'investigating' };
  const [inSandbox] = await eventsNamed(s, SANDBOX, sandbox.apiKey, 'incident.declared');
  const [inProduction] = await eventsNamed(s, PRODUCTION, production.apiKey, 'incident.declared');
  t.like(inSandbox, { event: 'incident.declared', isSandbox: true, data: expected });
  t.like(inProduction, { event: 'incident.declared', data: expected });
  t.is(inProduction.isSandbox, undefined);

  const list = await s.operator('GET', '/incidents?status=investigating');
  t.deepEqual(list.body.incidents, [declared.body]);
});

test('a P0 incident makes its component a major outage and the worst open incident sets the overall status', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  t.is((await s.operator('POST', '/incidents', { title: 'Slow quotes', severity: 'P3', affectedServices: ['market-data'] })).status, 201);
  const minor = await s.request('GET', '/api/v1/status');
  t.is(minor.body.status, 'degraded');
  t.is(componentOf(minor.body, 'components', 'market-data'), 'degraded');
  t.is((await s.operator('POST', '/incidents', { title: 'API down', severity: 'P0', affectedServices: ['partner-api', 'market-data'] })).status, 201);
  const major = await s.request('GET', '/api/v1/status');
  t.is(major.body.status, 'major_outage');
  t.is(componentOf(major.body, 'components', 'market-data'), 'major_outage');
  t.is(major.body.incidents.length, 2);
});

test('resolving answers resolvedAt and the duration across a virtual clock advance, clears the status page and announces incident.resolved', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const sandbox = await s.sandboxPartner();
  const production = await s.productionPartner();
  const declared = await s.operator('POST', '/incidents', { title: 'Webhook backlog', severity: 'P2', affectedServices: ['webhooks'] });
  t.is((await s.operator('POST', '/clock/advance', { seconds: 3900 })).status, 200);

  const resolved = await s.operator('POST', `/incidents/${declared.body.id}/resolve`, { message: 'Backlog drained' });
  t.is(resolved.status, 200);
  t.like(resolved.body, {
    id: declared.body.id,
    status: 'resolved',
    resolvedAt: '2026-09-01T10:05:00.000Z',
    duration: '1h 5m',
    durationSeconds: 3900,
    resolutionMessage: 'Backlog drained',
  });

  const status = await s.request('GET', '/api/v1/status');
  t.is(status.body.status, 'operational');
  t.deepEqual(status.body.incidents, []);
  const sla = await s.request('GET', `${SANDBOX}/sla`, { key: sandbox.apiKey });
  t.is(sla.body.overallStatus, 'operational');
  t.deepEqual(sla.body.activeIncidents, []);

  const expected = { id: declared.body.id, severity: 'P2', status: 'resolved', resolvedAt: '2026-09-01T10:05:00.000Z', duration: '1h 5m' };
  for (const [base, key] of [
    [SANDBOX, sandbox.apiKey],
    [PRODUCTION, production.apiKey],
  ] as const) {
    const events = await eventsNamed(s, base, key, 'incident.resolved');
    t.is(events.length, 1);
    t.like(events[0], { event: 'incident.resolved', timestamp: '2026-09-01T10:05:00.000Z', data: expected });
  }
  t.deepEqual((await s.operator('GET', '/incidents?status=resolved')).body.incidents, [resolved.body]);
});

test('resolving twice answers 409 CONFLICT and an unknown incident 404 NOT_FOUND, announcing nothing more', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const sandbox = await s.sandboxPartner();
  const declared = await s.operator('POST', '/incidents', { title: 'Stream drops', severity: 'P2', affectedServices: ['event-stream'] });
  t.is((await s.operator('POST', `/incidents/${declared.body.id}/resolve`)).status, 200);
  const again = await s.operator('POST', `/incidents/${declared.body.id}/resolve`, {});
  t.is(again.status, 409);
  t.is(again.body.error.code, 'CONFLICT');
  t.truthy(again.body.error.requestId);
  const unknown = await s.operator('POST', '/incidents/inc_missing/resolve', {});
  t.is(unknown.status, 404);
  t.is(unknown.body.error.code, 'NOT_FOUND');
  t.is((await eventsNamed(s, SANDBOX, sandbox.apiKey, 'incident.resolved')).length, 1);
});

test('invalid declarations answer the error envelope and declare nothing', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const cases: [unknown, number, string][] = [
    [{ severity: 'P1', affectedServices: ['trading'] }, 400, 'MISSING_PARAM'],
    [{ title: 'x', severity: 'P9', affectedServices: ['trading'] }, 400, 'VALIDATION_ERROR'],
    [{ title: 'x', severity: 'P1', affectedServices: ['billing'] }, 400, 'VALIDATION_ERROR'],
    [{ title: 'x', severity: 'P1', affectedServices: [] }, 400, 'VALIDATION_ERROR'],
    [{ title: '   ', severity: 'P1', affectedServices: ['trading'] }, 400, 'VALIDATION_ERROR'],
    [{ title: 'x', severity: 'P1', affectedServices: 'trading' }, 400, 'INVALID_TYPE'],
  ];
  for (const [body, status, code] of cases) {
    const res = await s.operator('POST', '/incidents', body);
    t.is(res.status, status, JSON.stringify(body));
    t.is(res.body.error.code, code, JSON.stringify(body));
  }
  t.deepEqual((await s.operator('GET', '/incidents')).body.incidents, []);
  t.deepEqual((await s.request('GET', '/api/v1/status')).body.incidents, []);
});
