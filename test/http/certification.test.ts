/**
 * Certification: a scripted sandbox integration run through real HTTP, a real webhook
 * receiver and a real SSE client resuming with Last-Event-ID fills every checklist item with its
 * evidence, and submitting certifies (once); a partial run leaves the checklist partly empty and
 * submit refuses with the missing items, changing nothing. The production base has no checklist.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test, { type ExecutionContext } from 'ava';
import { pino } from 'pino';
import { compareDatabases, replayJournal } from '../../engine/replay.ts';
import { query, tempDir } from '../recovery/support.ts';
import { PRODUCTION, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';
import { openStream } from './stream-support.ts';
import { marketOrder, ONE_USD_KES, SCOM, tick, trade } from './trading-support.ts';
import { createUser, partnerOn, type Partner } from './users-support.ts';
import { receiver, SECRET, until } from './webhook-support.ts';

interface Item {
  item: string;
  status: 'PASSED' | 'MISSING';
  evidence: { id: string; detail: string; at: string } | null;
}

const checklist = async (p: Partner): Promise<{ certified: boolean; missing: string[]; items: Item[]; certificationId: string | null; passed: number }> => {
  const res = await p.get('/certification');
  if (res.status !== 200) throw new Error(`certification failed: ${res.status} ${res.text}`);
  return res.body;
};

/** The first steps of an integration: a webhook answering its signed test event, a sub-account, KYC and a deposit. */
async function firstSteps(t: ExecutionContext, p: Partner): Promise<string> {
  const rx = await receiver(t);
  const hook = await p.post('/webhooks', { url: rx.url, events: ['*'], secret: SECRET });
  t.is(hook.status, 201, hook.text);
  t.is((await p.post(`/webhooks/${hook.body.id}/test`, {})).status, 200);
  await until(async () => {
    const deliveries = (await p.get(`/webhooks/${hook.body.id}/deliveries?limit=10`)).body.deliveries as { success: boolean | null }[];
    return deliveries.some((d) => d.success === true) ? true : undefined;
  }, 30_000);
  const user = await createUser(p);
  const userId = user.userId as string;
  const kyc = await p.post(`/users/${userId}/kyc`, { status: 'VERIFIED', level: 'FULL', reference: uniqueKey('kyc') });
  t.is(kyc.status, 200, kyc.text);
  const deposit = await p.post(`/users/${userId}/deposit`, { amount: 5_000 });
  t.is(deposit.status, 200, deposit.text);
  return userId;
}

/** The operator's view of a sandbox-to-live application filed with the sandbox account's e-mail. */
async function applicationCertification(s: TestServer, p: Partner): Promise<{ sandboxPartnerId: string; certified: boolean; missing: string[] } | null> {
  const email = (await s.operator('GET', `/partners/${p.partnerId}`)).body.email as string;
  const applied = await s.request('POST', `${PRODUCTION}/apply`, {
    body: { businessName: 'Certified Co', email, useCase: 'embedded investing', termsAccepted: true, consentVersion: '2026-01' },
  });
  if (applied.status !== 202) throw new Error(`apply failed: ${applied.status} ${applied.text}`);
  const apps = (await s.operator('GET', '/applications?status=pending&limit=200')).body.applications as { email: string; certification: unknown }[];
  return apps.find((a) => a.email === email)!.certification as { sandboxPartnerId: string; certified: boolean; missing: string[] } | null;
}

test('sandbox: a scripted integration run fills every checklist item with its evidence; submit certifies once, and replays', async (t) => {
  const source = mkdtempSync(join(tmpdir(), 'pbs-certification-'));
  t.teardown(() => rmSync(source, { recursive: true, force: true }));
  const s = await startTestServer({ DATA_DIR: source });
  let closed = false;
  t.teardown(() => (closed ? undefined : s.close()));
  const p = await partnerOn(s, 'sandbox');
  const empty = await checklist(p);
  t.false(empty.certified);
  t.is(empty.passed, 0);
  t.is(empty.missing.length, empty.items.length);

  const userId = await firstSteps(t, p);
  await tick(s, SCOM, ONE_USD_KES);
  const market = await marketOrder(p, userId, SCOM, 'BUY', { quantity: 100 });
  t.is(market.status, 202, market.text);
  // Quantity 100 is the sandbox's fill cheat code: filled at once.
  const marketReports = (await p.get(`/orders/${market.body.orderId}/executions`)).body.executions as { execType: string }[];
  t.deepEqual(
    marketReports.map((r) => r.execType),
    ['NEW', 'FILL'],
  );
  const limit = await trade(p, userId, { symbol: SCOM, type: 'BUY', quantity: 5, orderType: 'LIMIT', limitPrice: 100 });
  t.is(limit.status, 201, limit.text);
  const orderPath = `${p.base}/users/${userId}/orders/${limit.body.orderId}`;
  t.is((await s.request('PATCH', orderPath, { key: p.key, body: { limitPrice: 101 }, idempotencyKey: uniqueKey('patch') })).status, 200);
  t.is((await p.del(`/users/${userId}/orders/${limit.body.orderId}`)).status, 200);

  // An idempotent replay: the same key and body twice.
  const key = uniqueKey('replay');
  t.is((await p.post('/users', { externalId: 'replayed-user' }, key)).status, 201);
  const replayed = await p.post('/users', { externalId: 'replayed-user' }, key);
  t.is(replayed.headers.get('idempotent-replayed'), 'true');
  // A list paged by cursor.
  const first = await p.get('/users?limit=1');
  t.truthy(first.body.nextCursor);
  t.is((await p.get(`/users?limit=1&cursor=${encodeURIComponent(first.body.nextCursor)}`)).status, 200);
  // The stream resumed after an event it had seen.
  const events = (await p.get('/events?limit=1')).body.events as { eventId: string }[];
  const stream = await openStream(s, p.base, p.key, { lastEventId: events[0]!.eventId });
  t.is(stream.status, 200);
  stream.close();
  // A sandbox scenario header handled.
  const forced = await s.request('GET', `${p.base}/account`, { key: p.key, headers: { 'X-Sandbox-Force-Error': 'RATE_LIMITED' } });
  t.is(forced.status, 429);

  const full = await checklist(p);
  t.deepEqual(full.missing, []);
  for (const item of full.items) {
    t.is(item.status, 'PASSED', item.item);
    t.truthy(item.evidence?.id, `${item.item} names its evidence`);
    t.true(Date.parse(item.evidence!.at) > 0);
  }
  const byItem = new Map(full.items.map((i) => [i.item, i.evidence!]));
  t.is(byItem.get('SUB_ACCOUNT_CREATED')!.id, userId);
  t.is(byItem.get('IDEMPOTENT_REPLAY')!.id, replayed.headers.get('x-request-id')!);
  t.is(byItem.get('RATE_LIMIT_OR_SCENARIO')!.id, forced.headers.get('x-request-id')!);
  const reports = (await p.get(`/orders/${limit.body.orderId}/executions`)).body.executions as { executionReportId: string; execType: string }[];
  t.is(byItem.get('LIMIT_REPLACED')!.id, reports.find((r) => r.execType === 'REPLACED')!.executionReportId);
  t.is(byItem.get('LIMIT_CANCELLED')!.id, reports.find((r) => r.execType === 'CANCELLED')!.executionReportId);

  const submitted = await p.post('/certification/submit', {});
  t.is(submitted.status, 200, submitted.text);
  t.true(submitted.body.certified);
  t.regex(submitted.body.certificationId, /^cert_/);
  const again = await p.post('/certification/submit', {});
  t.is(again.body.certificationId, submitted.body.certificationId, 'certified once');
  t.true((await checklist(p)).certified);
  const seen = await applicationCertification(s, p);
  t.like(seen, { sandboxPartnerId: p.partnerId, certified: true, missing: [] }, "the operator sees the certification on the identity's live application");

  // The certification replays from the journal alone (the observed evidence travels in the command's payload).
  await s.close();
  closed = true;
  const target = tempDir(t, 'certification-replay-target');
  replayJournal(source, target, pino({ level: 'silent' }));
  t.deepEqual(compareDatabases(source, target), []);
  t.is(query<{ n: number }>(target, 'SELECT COUNT(*) AS n FROM certifications')[0]!.n, 1);
});

test('sandbox: a partial run leaves the checklist partly empty and submit refuses with the missing items', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const p = await partnerOn(s, 'sandbox');
  await firstSteps(t, p);
  const partial = await checklist(p);
  const passed = partial.items.filter((i) => i.status === 'PASSED').map((i) => i.item);
  t.deepEqual(passed.sort(), ['DEPOSIT', 'KYC_ASSERTED', 'SUB_ACCOUNT_CREATED', 'WEBHOOK_TEST_EVENT']);
  t.true(partial.items.filter((i) => i.status === 'MISSING').every((i) => i.evidence === null));
  const refused = await p.post('/certification/submit', {});
  t.is(refused.status, 422);
  t.is(refused.body.error.code, 'BUSINESS_RULE');
  t.deepEqual(refused.body.error.missing, partial.missing);
  t.true(partial.missing.includes('LIMIT_REPLACED') && partial.missing.includes('STREAM_RESUMED'));
  t.false((await checklist(p)).certified, 'a refused submit changes nothing');
  const seen = await applicationCertification(s, p);
  t.like(seen, { sandboxPartnerId: p.partnerId, certified: false });
  t.deepEqual(seen!.missing, partial.missing, 'the operator sees what the integration has not shown yet');
});

test('production: the checklist is a sandbox matter: the production base has no certification route', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const p = await partnerOn(s, 'production');
  t.is((await s.request('GET', `${PRODUCTION}/certification`, { key: p.key })).status, 404);
  t.is((await s.request('POST', `${PRODUCTION}/certification/submit`, { key: p.key, body: {}, idempotencyKey: uniqueKey('c') })).status, 404);
});
