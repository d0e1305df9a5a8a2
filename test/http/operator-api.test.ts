/**
 * The operator (back-office) API of CONTRACT.md section 4 through a real server: its token gate,
 * applications, partners, the virtual clock, maintenance and actor inspection.
 */
import test from 'ava';
import { ADMIN, OPERATOR_TOKEN, PRODUCTION, SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';

const OPERATOR_CALLS: [string, string, unknown?][] = [
  ['GET', '/applications'],
  ['POST', '/applications/app_x/approve'],
  ['POST', '/applications/app_x/reject', { reason: 'no' }],
  ['GET', '/partners'],
  ['GET', '/partners/ptn_x'],
  ['PATCH', '/partners/ptn_x', { tier: 'growth' }],
  ['POST', '/clock/advance', { seconds: 1 }],
  ['POST', '/clock/set', { at: '2030-01-01T00:00:00Z' }],
  ['PUT', '/maintenance', { mode: 'full' }],
  ['POST', '/top-ups/top_x/approve'],
  ['GET', '/actors/partner/ptn_x'],
];

function application(email: string): Record<string, unknown> {
  return { businessName: 'Ops Test Ltd', email, useCase: 'brokerage', termsAccepted: true, consentVersion: '2026-01' };
}

async function applyFor(s: TestServer, email: string): Promise<string> {
  await s.request('POST', `${PRODUCTION}/apply`, { body: application(email) });
  const res = await s.operator('GET', '/applications?status=pending&limit=200');
  return (res.body.applications as { id: string; email: string }[]).find((a) => a.email === email)!.id;
}

test('with OPERATOR_TOKEN unset every operator path answers 404 NOT_FOUND, token or not', async (t) => {
  const s = await startTestServer({ OPERATOR_TOKEN: '' });
  t.teardown(() => s.close());
  for (const [method, path, body] of OPERATOR_CALLS) {
    for (const headers of [{}, { authorization: `Bearer ${OPERATOR_TOKEN}` }] as Record<string, string>[]) {
      const res = await s.request(method, ADMIN + path, { headers, ...(body ? { body } : {}) });
      t.is(res.status, 404, `${method} ${path}`);
      t.is(res.body.error.code, 'NOT_FOUND', `${method} ${path}`);
    }
  }
});

test('a wrong operator token answers 401 AUTH_INVALID and no token 401 AUTH_MISSING, changing nothing', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  for (const [method, path, body] of OPERATOR_CALLS) {
    const wrong = await s.request(method, ADMIN + path, { headers: { authorization: 'Bearer not-the-operator-token' }, ...(body ? { body } : {}) });
    t.is(wrong.status, 401, `${method} ${path}`);
    t.is(wrong.body.error.code, 'AUTH_INVALID');
    const missing = await s.request(method, ADMIN + path, body ? { body } : {});
    t.is(missing.status, 401);
    t.is(missing.body.error.code, 'AUTH_MISSING');
  }
  const partnerKey = (await s.productionPartner()).apiKey;
  const asPartner = await s.request('GET', `${ADMIN}/partners`, { key: partnerKey });
  t.is(asPartner.body.error.code, 'AUTH_INVALID', 'a partner key is not the operator token');
  const clock = await s.request('GET', '/api/v1/status');
  t.is(clock.body.updatedAt, '2026-09-01T09:00:00.000Z', 'the refused clock calls did not move time');
  t.is(clock.body.maintenance.mode, 'off');
});

test('applications are listed by status, approved once (a second approval is 409 CONFLICT) or rejected', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const a = await applyFor(s, 'a@example.com');
  const b = await applyFor(s, 'b@example.com');
  const listed = await s.operator('GET', '/applications?status=pending');
  t.deepEqual(listed.body.applications.map((x: { id: string }) => x.id).sort(), [a, b].sort());
  const first = listed.body.applications[0];
  t.is(first.status, 'pending');
  t.is(first.submittedAt, '2026-09-01T09:00:00.000Z');
  t.is(first.decidedAt, null);

  const approved = await s.operator('POST', `/applications/${a}/approve`);
  t.is(approved.status, 200);
  t.deepEqual(Object.keys(approved.body).sort(), ['applicationId', 'partnerId', 'status']);
  t.is(approved.body.status, 'approved');
  const twice = await s.operator('POST', `/applications/${a}/approve`);
  t.is(twice.status, 409);
  t.is(twice.body.error.code, 'CONFLICT');
  const rejectApproved = await s.operator('POST', `/applications/${a}/reject`, { reason: 'changed my mind' });
  t.is(rejectApproved.status, 409);
  t.is(rejectApproved.body.error.code, 'CONFLICT');
  const partners = await s.operator('GET', '/partners?email=a@example.com');
  t.is(partners.body.partners.length, 1, 'the refused second approval created no second partner');

  const missingReason = await s.operator('POST', `/applications/${b}/reject`, {});
  t.is(missingReason.status, 400);
  t.is(missingReason.body.error.code, 'MISSING_PARAM');
  const rejected = await s.operator('POST', `/applications/${b}/reject`, { reason: 'sanctioned jurisdiction' });
  t.is(rejected.status, 200);
  const approveRejected = await s.operator('POST', `/applications/${b}/approve`);
  t.is(approveRejected.status, 409);

  t.deepEqual((await s.operator('GET', '/applications?status=pending')).body.applications, []);
  const rejectedList = (await s.operator('GET', '/applications?status=rejected')).body.applications;
  t.is(rejectedList.length, 1);
  t.is(rejectedList[0].rejectionReason, 'sanctioned jurisdiction');
  t.is(rejectedList[0].decidedAt, '2026-09-01T09:00:00.000Z');
  const badStatus = await s.operator('GET', '/applications?status=maybe');
  t.is(badStatus.status, 400);
});

test('approving or rejecting an unknown application answers 404 NOT_FOUND', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const approve = await s.operator('POST', '/applications/app_missing/approve');
  t.is(approve.status, 404);
  t.is(approve.body.error.code, 'NOT_FOUND');
  const reject = await s.operator('POST', '/applications/app_missing/reject', { reason: 'x' });
  t.is(reject.status, 404);
  t.is(reject.body.error.code, 'NOT_FOUND');
});

test('partners are found by ?email= and read one by one with key metadata but no key hash', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const prod = await s.productionPartner('find-sub', 'find@example.com');
  await s.sandboxPartner('find-sub', 'find@example.com');
  await s.productionPartner();
  const byEmail = await s.operator('GET', '/partners?email=FIND@example.com');
  t.is(byEmail.status, 200);
  t.deepEqual(byEmail.body.partners.map((p: { env: string }) => p.env).sort(), ['production', 'sandbox']);
  const prodOnly = await s.operator('GET', '/partners?email=find@example.com&environment=production');
  t.deepEqual(
    prodOnly.body.partners.map((p: { id: string }) => p.id),
    [prod.partnerId],
  );
  t.deepEqual((await s.operator('GET', '/partners?email=nobody@example.com')).body.partners, []);

  const one = await s.operator('GET', `/partners/${prod.partnerId}`);
  t.is(one.status, 200);
  t.is(one.body.id, prod.partnerId);
  t.is(one.body.tier, 'starter');
  t.is(one.body.status, 'active');
  t.is(one.body.sub, 'find-sub');
  t.is(one.body.keys.length, 1);
  t.is(one.body.keys[0].status, 'active');
  t.true(one.body.keys[0].maskedKey.endsWith(prod.apiKey.slice(-4)));
  t.false(one.text.includes(prod.apiKey));
  t.false(/keyHash/.test(one.text));

  const missing = await s.operator('GET', '/partners/ptn_missing');
  t.is(missing.status, 404);
  t.is(missing.body.error.code, 'NOT_FOUND');
});

test('PATCH /partners changes tier, status, markup, scopes, rate limits and flags', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { partnerId, sub, email } = await s.productionPartner();
  const res = await s.operator('PATCH', `/partners/${partnerId}`, {
    tier: 'enterprise',
    markupBps: 150,
    scopes: ['market:read', 'trading', 'accounts'],
    rateLimits: { production: 900, sandbox: 50 },
    oauthClientCredentialsEnabled: true,
    testToolsOnProduction: true,
  });
  t.is(res.status, 200);
  t.is(res.body.tier, 'enterprise');
  t.is(res.body.markupBps, 150);
  t.deepEqual(res.body.rateLimits, { production: 900, sandbox: 50 });
  t.deepEqual(res.body.flags, { oauthClientCredentialsEnabled: true, testToolsOnProduction: true });
  const one = await s.operator('GET', `/partners/${partnerId}`);
  t.deepEqual(one.body.keys[0].scopes, ['market:read', 'trading', 'accounts']);
  t.is(one.body.tier, 'enterprise');
  const rotated = await s.request('POST', `${PRODUCTION}/register`, { key: await s.idToken({ sub, email }) });
  t.is(rotated.status, 201);
  const afterRotation = await s.operator('GET', `/partners/${partnerId}`);
  const activeKeys = afterRotation.body.keys.filter((k: { status: string }) => k.status === 'active');
  t.is(activeKeys.length, 1);
  t.deepEqual(activeKeys[0].scopes, ['market:read', 'trading', 'accounts'], 'scopes carry over to the rotated key');
  t.deepEqual(afterRotation.body.keys.filter((k: { status: string }) => k.status === 'rotated').length, 1);
  const apiKey = rotated.body.apiKey as string;

  // A later patch changes only what it names.
  const partial = await s.operator('PATCH', `/partners/${partnerId}`, { rateLimits: { sandbox: 60 }, testToolsOnProduction: false });
  t.deepEqual(partial.body.rateLimits, { production: 900, sandbox: 60 });
  t.deepEqual(partial.body.flags, { oauthClientCredentialsEnabled: true, testToolsOnProduction: false });
  t.is(partial.body.markupBps, 150);

  const suspended = await s.operator('PATCH', `/partners/${partnerId}`, { status: 'suspended' });
  t.is(suspended.body.status, 'suspended');
  const blocked = await s.request('GET', `${PRODUCTION}/account`, { key: apiKey });
  t.is(blocked.status, 403);
  t.is(blocked.body.error.code, 'AUTH_SUSPENDED');
  const again = await s.operator('PATCH', `/partners/${partnerId}`, { status: 'suspended' });
  t.is(again.status, 200, 'suspending a suspended partner is a no-op');
  await s.operator('PATCH', `/partners/${partnerId}`, { status: 'active' });
  const back = await s.request('GET', `${PRODUCTION}/account`, { key: apiKey });
  t.is(back.status, 200);
  t.is(back.body.tier, 'enterprise');
});

test('invalid PATCH /partners bodies answer 400 in the envelope and change nothing', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { partnerId } = await s.productionPartner();
  const before = (await s.operator('GET', `/partners/${partnerId}`)).text;
  // A value outside the allowed set is VALIDATION_ERROR; a value of the wrong JSON type INVALID_TYPE.
  const cases: [string, unknown, string][] = [
    ['tier', { tier: 'platinum' }, 'VALIDATION_ERROR'],
    ['status', { status: 'deleted' }, 'VALIDATION_ERROR'],
    ['markupBps', { markupBps: -1 }, 'VALIDATION_ERROR'],
    ['markupBps', { markupBps: 1.5 }, 'VALIDATION_ERROR'],
    ['markupBps', { markupBps: 5000 }, 'VALIDATION_ERROR'],
    ['scopes.0', { scopes: ['everything'] }, 'VALIDATION_ERROR'],
    ['rateLimits.production', { rateLimits: { production: 0 } }, 'VALIDATION_ERROR'],
    ['settlementHold', { settlementHold: 'yes' }, 'INVALID_TYPE'],
    ['markupBps', { tier: 'growth', markupBps: 'lots' }, 'INVALID_TYPE'],
  ];
  for (const [param, body, code] of cases) {
    const res = await s.operator('PATCH', `/partners/${partnerId}`, body);
    const label = JSON.stringify(body);
    t.is(res.status, 400, label);
    t.is(res.body.error.code, code, label);
    t.is(res.body.error.param, param, label);
    t.truthy(res.body.error.requestId, label);
  }
  const json = await s.request('PATCH', `${ADMIN}/partners/${partnerId}`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` }, rawBody: '{tier:' });
  t.is(json.status, 400);
  t.is(json.body.error.code, 'VALIDATION_ERROR');
  t.is((await s.operator('GET', `/partners/${partnerId}`)).text, before);
  const unknown = await s.operator('PATCH', '/partners/ptn_missing', { tier: 'growth' });
  t.is(unknown.status, 404);
  t.is(unknown.body.error.code, 'NOT_FOUND');
});

test('clock advance and set move the virtual clock forward; backwards and malformed inputs answer 400', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const advanced = await s.operator('POST', '/clock/advance', { seconds: 90 });
  t.is(advanced.status, 200);
  t.is(advanced.body.now, '2026-09-01T09:01:30.000Z');
  t.is(advanced.body.timersFired, 0);
  t.is((await s.request('GET', '/api/v1/status')).body.updatedAt, '2026-09-01T09:01:30.000Z');

  const set = await s.operator('POST', '/clock/set', { at: '2026-09-02T10:00:00Z' });
  t.is(set.status, 200);
  t.is(set.body.now, '2026-09-02T10:00:00.000Z');
  const same = await s.operator('POST', '/clock/set', { at: '2026-09-02T10:00:00Z' });
  t.is(same.status, 200, 'setting the clock to now is allowed');

  const backwards = await s.operator('POST', '/clock/set', { at: '2026-09-01T00:00:00Z' });
  t.is(backwards.status, 400);
  t.is(backwards.body.error.code, 'VALIDATION_ERROR');
  for (const body of [{ seconds: -5 }, { seconds: 'ten' }, {}]) {
    const res = await s.operator('POST', '/clock/advance', body);
    t.is(res.status, 400, JSON.stringify(body));
  }
  const notIso = await s.operator('POST', '/clock/set', { at: 'tomorrow' });
  t.is(notIso.status, 400);
  t.is(notIso.body.error.code, 'VALIDATION_ERROR');
  t.is((await s.request('GET', '/api/v1/status')).body.updatedAt, '2026-09-02T10:00:00.000Z', 'refused calls left the clock alone');
  // A token issued now is judged by the moved clock.
  const token = await s.idToken({ expiresInSeconds: 60 });
  t.is((await s.request('GET', `${PRODUCTION}/me`, { key: token })).status, 200);
});

test('the virtual clock position survives a restart', async (t) => {
  const s = await startTestServer();
  const dataDir = s.dataDir;
  await s.operator('POST', '/clock/set', { at: '2026-09-02T18:00:00Z' });
  await s.running.close();
  const restarted = await startTestServer({ DATA_DIR: dataDir });
  t.teardown(async () => {
    await restarted.close();
    const { rmSync } = await import('node:fs');
    rmSync(dataDir, { recursive: true, force: true });
  });
  t.is((await restarted.request('GET', '/api/v1/status')).body.updatedAt, '2026-09-02T18:00:00.000Z');
});

test('on a server started with CLOCK=system, clock advance and set answer 409 CONFLICT', async (t) => {
  const s = await startTestServer({ CLOCK: 'system' });
  t.teardown(() => s.close());
  const advance = await s.operator('POST', '/clock/advance', { seconds: 60 });
  t.is(advance.status, 409);
  t.is(advance.body.error.code, 'CONFLICT');
  const set = await s.operator('POST', '/clock/set', { at: '2099-01-01T00:00:00Z' });
  t.is(set.status, 409);
  t.is(set.body.error.code, 'CONFLICT');
});

test('maintenance full answers 503 MAINTENANCE everywhere but health, status and the operator API', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const on = await s.operator('PUT', '/maintenance', { mode: 'full', endsAt: '2026-09-01T10:00:00Z' });
  t.is(on.status, 200);
  t.deepEqual(on.body, { mode: 'full', endsAt: '2026-09-01T10:00:00.000Z' });

  const blocked = await s.request('GET', `${SANDBOX}/account`, { key: apiKey });
  t.is(blocked.status, 503);
  t.is(blocked.body.error.code, 'MAINTENANCE');
  t.is(blocked.body.error.mode, 'full');
  t.is(blocked.body.error.endsAt, '2026-09-01T10:00:00.000Z');
  t.is(blocked.body.error.statusPage, `${s.url}/api/v1/status`);
  t.is(blocked.headers.get('retry-after'), '3600');
  const apply = await s.request('POST', `${PRODUCTION}/apply`, { body: application('m@example.com') });
  t.is(apply.status, 503);

  t.is((await s.request('GET', '/healthz')).status, 200);
  t.is((await s.request('GET', '/readyz')).status, 200);
  t.is((await s.request('GET', '/api/v1/status')).status, 200);
  t.is((await s.operator('GET', '/partners')).status, 200);
  t.is((await s.operator('GET', '/applications')).body.applications.length, 0, 'the refused application was not filed');

  t.is((await s.operator('PUT', '/maintenance', { mode: 'off' })).status, 200);
  t.is((await s.request('GET', `${SANDBOX}/account`, { key: apiKey })).status, 200);
});

test('maintenance read_only serves reads and refuses writes with 503 MAINTENANCE', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  await s.operator('PUT', '/maintenance', { mode: 'read_only' });
  t.is((await s.request('GET', `${SANDBOX}/account`, { key: apiKey })).status, 200);
  const write = await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), body: { amount: 5 } });
  t.is(write.status, 503);
  t.is(write.body.error.code, 'MAINTENANCE');
  t.is(write.body.error.mode, 'read_only');
  t.is(write.body.error.endsAt, null);
  t.truthy(write.headers.get('retry-after'));
  t.is((await s.request('GET', `${SANDBOX}/account`, { key: apiKey })).body.walletBalance.available, 100000);
  const bad = await s.operator('PUT', '/maintenance', { mode: 'sometimes' });
  t.is(bad.status, 400);
  const badEnd = await s.operator('PUT', '/maintenance', { mode: 'full', endsAt: 'soon' });
  t.is(badEnd.status, 400);
  t.is((await s.request('GET', '/api/v1/status')).body.maintenance.mode, 'read_only', 'refused changes left the mode alone');
});

test('actor inspection shows a production top-up moving from PENDING to CONFIRMED with the journal entries that moved it', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey, partnerId } = await s.productionPartner();
  const made = await s.request('POST', `${PRODUCTION}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), body: { amount: 75.5, reference: 'wire-1' } });
  t.is(made.status, 201);
  const id = made.body.topupId as string;

  const pending = await s.operator('GET', `/actors/topup/${id}`);
  t.is(pending.status, 200);
  t.is(pending.body.kind, 'topup');
  t.is(pending.body.id, id);
  t.is(pending.body.state, 'PENDING');
  t.is(pending.body.environment, 'production');
  t.is(pending.body.partnerId, partnerId);
  t.is(pending.body.machineVersion, 'topup@1');
  t.deepEqual(pending.body.context, {
    topupId: id,
    amountMinor: 7550,
    currency: 'USD',
    fundingSource: 'bankClearing',
    reference: 'wire-1',
    confirmedAtMs: null,
  });
  t.deepEqual(
    pending.body.journal.map((e: { type: string; events: string[] }) => [e.type, e.events]),
    [['funding.topup', ['xstate.init']]],
  );
  t.is(pending.body.journal[0].requestId, made.headers.get('x-request-id'));

  await s.operator('POST', '/clock/advance', { seconds: 30 });
  const approved = await s.operator('POST', `/top-ups/${id}/approve`);
  t.is(approved.status, 200);
  const confirmed = await s.operator('GET', `/actors/topup/${id}`);
  t.is(confirmed.body.state, 'CONFIRMED');
  t.is(confirmed.body.context.confirmedAtMs, Date.parse('2026-09-01T09:00:30Z'));
  t.is(confirmed.body.updatedAt, '2026-09-01T09:00:30.000Z');
  t.deepEqual(
    confirmed.body.journal.map((e: { type: string; events: string[] }) => [e.type, e.events]),
    [
      ['funding.topup', ['xstate.init']],
      ['operator.topup.approve', ['operator.approve']],
    ],
  );
  const seqs = confirmed.body.journal.map((e: { seq: number }) => e.seq);
  t.true(seqs[0] < seqs[1]);
});

test('actor inspection shows a partner and the commands that changed it; unknown actors answer 404', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { partnerId } = await s.productionPartner('actor-sub', 'actor@example.com');
  await s.operator('PATCH', `/partners/${partnerId}`, { status: 'suspended', tier: 'growth' });
  const res = await s.operator('GET', `/actors/partner/${partnerId}`);
  t.is(res.status, 200);
  t.is(res.body.state, 'suspended');
  t.is(res.body.context.tier, 'growth');
  t.is(res.body.context.sub, 'actor-sub');
  t.is(res.body.context.email, 'actor@example.com');
  t.deepEqual(
    res.body.journal.map((e: { type: string }) => e.type),
    ['operator.application.approve', 'partner.register', 'operator.partner.patch'],
  );
  // The events one command sent to the actor (listed as a set: their order within a command is not kept).
  t.deepEqual([...res.body.journal[2].events].sort(), ['operator.suspend', 'operator.update']);

  for (const path of [`/actors/partner/ptn_missing`, `/actors/nonsense/${partnerId}`, `/actors/topup/${partnerId}`]) {
    const missing = await s.operator('GET', path);
    t.is(missing.status, 404, path);
    t.is(missing.body.error.code, 'NOT_FOUND', path);
  }
});
