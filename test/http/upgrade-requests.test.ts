/**
 * Upgrade requests through a real server: a production partner asks for a higher tier with its ID
 * token, the operator approves (the tier and rate limit change) or rejects with a reason, and
 * GET /upgrade-request?type=tier_upgrade follows the request; without targetTier a sandbox identity asks
 * for live access, which files a production application the operator reviews as usual.
 */
import test, { type ExecutionContext } from 'ava';
import { PRODUCTION, startTestServer, type TestResponse, type TestServer } from '../helpers/server.ts';
import { assertError } from './shell-support.ts';

async function server(t: ExecutionContext): Promise<TestServer> {
  const s = await startTestServer();
  t.teardown(() => s.close());
  return s;
}

async function submit(s: TestServer, who: { sub: string; email: string }, body: unknown): Promise<TestResponse> {
  return s.request('POST', `${PRODUCTION}/upgrade-request`, { key: await s.idToken(who), body });
}

async function status(s: TestServer, who: { sub: string; email: string }, type = 'tier_upgrade'): Promise<TestResponse> {
  return s.request('GET', `${PRODUCTION}/upgrade-request?type=${type}`, { key: await s.idToken(who) });
}

test('a tier upgrade is filed pending, without an Idempotency-Key, and the status read follows it', async (t) => {
  const s = await server(t);
  const p = await s.productionPartner();
  t.deepEqual((await status(s, p)).body, { type: 'tier_upgrade', status: 'not_found' });
  const res = await submit(s, p, { message: 'We expect 300 requests a minute from October', targetTier: 'growth' });
  t.is(res.status, 201, res.text);
  t.like(res.body, {
    type: 'tier_upgrade',
    status: 'pending',
    partnerId: p.partnerId,
    fromTier: 'starter',
    targetTier: 'growth',
    message: 'We expect 300 requests a minute from October',
    submittedBy: { sub: p.sub, email: p.email },
    submittedAt: '2026-09-01T09:00:00.000Z',
    decidedAt: null,
    rejectionReason: null,
  });
  t.regex(res.body.requestId, /^upg_/);
  const read = await status(s, p);
  t.is(read.status, 200);
  t.like(read.body, { requestId: res.body.requestId, status: 'pending', currentTier: 'starter', targetTier: 'growth' });
  const listed = await s.operator('GET', `/upgrade-requests?status=pending&partnerId=${p.partnerId}`);
  t.deepEqual(
    listed.body.upgradeRequests.map((r: { requestId: string }) => r.requestId),
    [res.body.requestId],
  );
});

test('approval moves the partner to the requested tier, with its rate limit, in the same command', async (t) => {
  const s = await server(t);
  const p = await s.productionPartner();
  const filed = await submit(s, p, { message: 'more volume', targetTier: 'enterprise' });
  const approved = await s.operator('POST', `/upgrade-requests/${filed.body.requestId}/approve`);
  t.is(approved.status, 200, approved.text);
  t.like(approved.body, { status: 'approved', decidedAt: '2026-09-01T09:00:00.000Z', targetTier: 'enterprise' });
  const account = await s.request('GET', `${PRODUCTION}/account`, { key: p.apiKey });
  t.like(account.body, { tier: 'enterprise', rateLimit: { requestsPerMinute: 2000 } });
  t.like((await status(s, p)).body, { status: 'approved', currentTier: 'enterprise' });
  const actor = await s.operator('GET', `/actors/upgradeRequest/${filed.body.requestId}`);
  t.like(actor.body, { state: 'approved', diagramState: 'upgradeRequest.approved', partnerId: p.partnerId });
  assertError(t, await s.operator('POST', `/upgrade-requests/${filed.body.requestId}/approve`), 409, 'CONFLICT');
  assertError(t, await s.operator('POST', `/upgrade-requests/${filed.body.requestId}/reject`, { reason: 'late' }), 409, 'CONFLICT');
});

test('rejection keeps the tier, shows the reason, and lets the partner file again', async (t) => {
  const s = await server(t);
  const p = await s.productionPartner();
  const filed = await submit(s, p, { message: 'please', targetTier: 'growth' });
  assertError(t, await s.operator('POST', `/upgrade-requests/${filed.body.requestId}/reject`, {}), 400, 'MISSING_PARAM');
  const rejected = await s.operator('POST', `/upgrade-requests/${filed.body.requestId}/reject`, { reason: 'volume history too short' });
  t.is(rejected.status, 200, rejected.text);
  t.like((await status(s, p)).body, { status: 'rejected', rejectionReason: 'volume history too short', currentTier: 'starter' });
  t.is((await s.request('GET', `${PRODUCTION}/account`, { key: p.apiKey })).body.tier, 'starter');
  const again = await submit(s, p, { message: 'trying again', targetTier: 'growth' });
  t.is(again.status, 201);
  t.like((await status(s, p)).body, { requestId: again.body.requestId, status: 'pending' });
});

test('bad input is 400: no message, an empty one, a tier that is not above the current one', async (t) => {
  const s = await server(t);
  const p = await s.productionPartner();
  assertError(t, await submit(s, p, { targetTier: 'growth' }), 400, 'MISSING_PARAM');
  assertError(t, await submit(s, p, { message: '   ', targetTier: 'growth' }), 400, 'VALIDATION_ERROR');
  assertError(t, await submit(s, p, { message: 42, targetTier: 'growth' }), 400, 'INVALID_TYPE');
  assertError(t, await submit(s, p, { message: 'x', targetTier: 'starter' }), 400, 'VALIDATION_ERROR');
  assertError(t, await submit(s, p, { message: 'x', targetTier: 'platinum' }), 400, 'VALIDATION_ERROR');
  await s.operator('PATCH', `/partners/${p.partnerId}`, { tier: 'growth' });
  const same = await submit(s, p, { message: 'x', targetTier: 'growth' });
  assertError(t, same, 400, 'VALIDATION_ERROR');
  t.is(same.body.error.param, 'targetTier');
  t.deepEqual((await status(s, p)).body, { type: 'tier_upgrade', status: 'not_found' });
});

test('one pending request at a time: a second is 409 naming the first', async (t) => {
  const s = await server(t);
  const p = await s.productionPartner();
  const first = await submit(s, p, { message: 'one', targetTier: 'growth' });
  const second = await submit(s, p, { message: 'two', targetTier: 'enterprise' });
  assertError(t, second, 409, 'CONFLICT');
  t.is(second.body.error.pendingRequestId, first.body.requestId);
});

test('an approval that would not raise the tier is refused; the operator rejects instead', async (t) => {
  const s = await server(t);
  const p = await s.productionPartner();
  const filed = await submit(s, p, { message: 'growth please', targetTier: 'growth' });
  await s.operator('PATCH', `/partners/${p.partnerId}`, { tier: 'enterprise' });
  assertError(t, await s.operator('POST', `/upgrade-requests/${filed.body.requestId}/approve`), 409, 'CONFLICT');
  t.is((await s.request('GET', `${PRODUCTION}/account`, { key: p.apiKey })).body.tier, 'enterprise', 'never lowered');
  assertError(t, await s.operator('POST', '/upgrade-requests/upg_missing/approve'), 404, 'NOT_FOUND');
});

test('a tier upgrade needs a production partner of the identity, active, and an ID token', async (t) => {
  const s = await server(t);
  const sb = await s.sandboxPartner();
  assertError(t, await submit(s, sb, { message: 'x', targetTier: 'growth' }), 403, 'FORBIDDEN');
  const p = await s.productionPartner();
  await s.operator('PATCH', `/partners/${p.partnerId}`, { status: 'suspended' });
  assertError(t, await submit(s, p, { message: 'x', targetTier: 'growth' }), 403, 'AUTH_SUSPENDED');
  assertError(t, await s.request('POST', `${PRODUCTION}/upgrade-request`, { body: { message: 'x', targetTier: 'growth' } }), 401, 'AUTH_MISSING');
  assertError(
    t,
    await s.request('POST', `${PRODUCTION}/upgrade-request`, { key: p.apiKey, body: { message: 'x', targetTier: 'growth' } }),
    401,
    'AUTH_INVALID',
  );
  t.is((await s.operator('GET', '/upgrade-requests')).body.count, 0);
});

test('without targetTier a sandbox identity requests live access: an application the operator approves, then /register works', async (t) => {
  const s = await server(t);
  const sb = await s.sandboxPartner();
  t.deepEqual((await status(s, sb, 'sandbox_to_live')).body, { type: 'sandbox_to_live', status: 'not_found' });
  const res = await submit(s, sb, { message: 'Ready to launch our investing tab' });
  t.is(res.status, 202, res.text);
  t.like(res.body, { type: 'sandbox_to_live', status: 'pending', submittedAt: '2026-09-01T09:00:00.000Z' });
  t.regex(res.body.message, /1 to 2 business days/);
  t.is((await submit(s, sb, { message: 'again' })).body.applicationId, res.body.applicationId, 'a pending request is not filed twice');
  const applications = await s.operator('GET', '/applications?status=pending');
  const application = applications.body.applications.find((a: { email: string }) => a.email === sb.email);
  t.like(application, { id: res.body.applicationId, useCase: 'Ready to launch our investing tab', businessName: sb.email });
  t.is((await s.operator('POST', `/applications/${application.id}/approve`)).status, 200);
  t.like((await status(s, sb, 'sandbox_to_live')).body, { status: 'approved', applicationId: application.id });
  const registered = await s.request('POST', `${PRODUCTION}/register`, { key: await s.idToken(sb) });
  t.is(registered.status, 201, registered.text);
  t.regex(registered.body.apiKey, /^pk_live_/);
  assertError(t, await submit(s, sb, { message: 'once more' }), 409, 'CONFLICT');
});

test('live access needs a sandbox partner of the identity', async (t) => {
  const s = await server(t);
  assertError(t, await submit(s, { sub: 'stranger', email: 'stranger@example.com' }, { message: 'hello' }), 403, 'FORBIDDEN');
  const apps = await s.operator('GET', '/applications');
  t.is(apps.body.count, 0);
});

test('the operator list pages in filing order and filters by status', async (t) => {
  const s = await server(t);
  const partners = [await s.productionPartner(), await s.productionPartner(), await s.productionPartner()];
  const ids: string[] = [];
  for (const p of partners) ids.push((await submit(s, p, { message: 'up', targetTier: 'growth' })).body.requestId);
  await s.operator('POST', `/upgrade-requests/${ids[1]}/reject`, { reason: 'no' });
  const first = await s.operator('GET', '/upgrade-requests?limit=2');
  t.deepEqual(
    first.body.upgradeRequests.map((r: { requestId: string }) => r.requestId),
    ids.slice(0, 2),
  );
  t.true(first.body.hasMore);
  const rest = await s.operator('GET', `/upgrade-requests?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`);
  t.deepEqual(
    rest.body.upgradeRequests.map((r: { requestId: string }) => r.requestId),
    [ids[2]],
  );
  const pending = await s.operator('GET', '/upgrade-requests?status=pending');
  t.deepEqual(
    pending.body.upgradeRequests.map((r: { requestId: string }) => r.requestId),
    [ids[0], ids[2]],
  );
});
