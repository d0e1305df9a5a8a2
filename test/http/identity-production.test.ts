/**
 * Production onboarding through a real server: POST /apply (validation, the same answer for new and
 * known emails), operator approval or rejection, POST /register (403 before approval, pk_live_ after,
 * rotation), and GET /me in every status of the spec.
 */
import test from 'ava';
import { createHash } from 'node:crypto';
import { PRODUCTION, SANDBOX, SANDBOX_ROOT, startTestServer, type TestServer } from '../helpers/server.ts';

const DEFAULT_CLOCK_ISO = '2026-09-01T09:00:00.000Z';

function application(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    businessName: 'Acme Invest',
    email,
    useCase: 'embedded investing',
    website: 'https://acme.example.com',
    termsAccepted: true,
    consentVersion: '2026-01',
    ...overrides,
  };
}

const apply = (s: TestServer, body: unknown) => s.request('POST', `${PRODUCTION}/apply`, { body });

async function applicationsFor(s: TestServer, email: string): Promise<any[]> {
  const res = await s.operator('GET', '/applications?limit=200');
  return (res.body.applications as any[]).filter((a) => a.email === email);
}

async function pendingId(s: TestServer, email: string): Promise<string> {
  const app = (await applicationsFor(s, email)).find((a) => a.status === 'pending');
  if (!app) throw new Error(`no pending application for ${email}`);
  return app.id as string;
}

async function me(s: TestServer, sub: string, email: string) {
  return s.request('GET', `${PRODUCTION}/me`, { key: await s.idToken({ sub, email }) });
}

async function register(s: TestServer, sub: string, email: string) {
  return s.request('POST', `${PRODUCTION}/register`, { key: await s.idToken({ sub, email }) });
}

test('an application with missing fields answers 400 MISSING_PARAM naming them and files nothing', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const empty = await apply(s, {});
  t.is(empty.status, 400);
  t.is(empty.body.error.code, 'MISSING_PARAM');
  t.deepEqual([...empty.body.error.params].sort(), ['businessName', 'consentVersion', 'email', 'termsAccepted', 'useCase']);
  const noTerms = await apply(s, application('x@example.com', { termsAccepted: undefined }));
  t.is(noTerms.body.error.code, 'MISSING_PARAM');
  t.is(noTerms.body.error.param, 'termsAccepted');
  t.deepEqual(await applicationsFor(s, 'x@example.com'), []);
});

test('an application that does not accept the terms answers 400 VALIDATION_ERROR', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const res = await apply(s, application('terms@example.com', { termsAccepted: false }));
  t.is(res.status, 400);
  t.is(res.body.error.code, 'VALIDATION_ERROR');
  t.is(res.body.error.param, 'termsAccepted');
  t.deepEqual(await applicationsFor(s, 'terms@example.com'), []);
});

test('an application with a malformed email or website answers 400 VALIDATION_ERROR; a wrong type 400 INVALID_TYPE', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const email = await apply(s, application('not-an-email'));
  t.is(email.status, 400);
  t.is(email.body.error.code, 'VALIDATION_ERROR');
  t.is(email.body.error.param, 'email');
  const website = await apply(s, application('site@example.com', { website: 'not a url' }));
  t.is(website.body.error.code, 'VALIDATION_ERROR');
  const type = await apply(s, application('type@example.com', { termsAccepted: 'yes' }));
  t.is(type.status, 400);
  t.is(type.body.error.code, 'INVALID_TYPE');
  const json = await s.request('POST', `${PRODUCTION}/apply`, { rawBody: '{"email":' });
  t.is(json.status, 400);
  t.is(json.body.error.code, 'VALIDATION_ERROR');
  const listed = await s.operator('GET', '/applications');
  t.is(listed.body.applications.length, 0);
});

test('apply answers 202 with an identical body for a new email and for known ones', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const fresh = await apply(s, application('known@example.com'));
  t.is(fresh.status, 202);
  t.truthy(fresh.body.message);
  t.falsy(fresh.body.apiKey);
  const again = await apply(s, application('known@example.com', { businessName: 'Other Name' }));
  const upperCase = await apply(s, application('KNOWN@example.com'));
  await s.operator('POST', `/applications/${await pendingId(s, 'known@example.com')}/approve`);
  const approved = await apply(s, application('known@example.com'));
  const other = await apply(s, application('someone-else@example.com'));
  for (const res of [again, upperCase, approved, other]) {
    t.is(res.status, 202);
    t.is(res.text, fresh.text);
  }
  t.is((await applicationsFor(s, 'known@example.com')).length, 1, 'a known email files no second application');
});

test('register before approval answers 403 FORBIDDEN; after approval it issues a pk_live_ key', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const never = await register(s, 'stranger', 'stranger@example.com');
  t.is(never.status, 403);
  t.is(never.body.error.code, 'FORBIDDEN');
  await apply(s, application('waiting@example.com'));
  const early = await register(s, 'waiting-sub', 'waiting@example.com');
  t.is(early.status, 403);
  t.is(early.body.error.code, 'FORBIDDEN');

  const approved = await s.operator('POST', `/applications/${await pendingId(s, 'waiting@example.com')}/approve`);
  t.is(approved.status, 200);
  const issued = await register(s, 'waiting-sub', 'waiting@example.com');
  t.is(issued.status, 201);
  t.regex(issued.body.apiKey, /^pk_live_[A-Za-z0-9_-]{16,}$/);
  t.deepEqual(Object.keys(issued.body), ['apiKey']);
  const account = await s.request('GET', `${PRODUCTION}/account`, { key: issued.body.apiKey });
  t.is(account.status, 200);
  t.is(account.body.partnerId, approved.body.partnerId);
  t.is(account.body.tier, 'starter');
  t.is(account.body.businessName, 'Acme Invest');
  const onSandbox = await s.request('GET', `${SANDBOX}/account`, { key: issued.body.apiKey });
  t.is(onSandbox.status, 401, 'a production key on the sandbox base');
  t.is(onSandbox.body.error.code, 'AUTH_INVALID');
});

test('registering again rotates the production key: the old one answers 401 AUTH_INVALID', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey, sub, email, partnerId } = await s.productionPartner();
  const rotated = await register(s, sub, email);
  t.is(rotated.status, 201);
  t.not(rotated.body.apiKey, apiKey);
  const old = await s.request('GET', `${PRODUCTION}/account`, { key: apiKey });
  t.is(old.status, 401);
  t.is(old.body.error.code, 'AUTH_INVALID');
  const current = await s.request('GET', `${PRODUCTION}/account`, { key: rotated.body.apiKey });
  t.is(current.body.partnerId, partnerId);
});

test('once an identity has registered, another identity with the same email is refused 403 FORBIDDEN', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { email } = await s.productionPartner('owner-sub', 'owned@example.com');
  const intruder = await register(s, 'intruder-sub', email);
  t.is(intruder.status, 403);
  t.is(intruder.body.error.code, 'FORBIDDEN');
});

test('a rejected application shows on /me with its reason and cannot register', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  await apply(s, application('declined@example.com'));
  const id = await pendingId(s, 'declined@example.com');
  const rejected = await s.operator('POST', `/applications/${id}/reject`, { reason: 'incomplete business documentation' });
  t.is(rejected.status, 200);
  const view = await me(s, 'declined-sub', 'declined@example.com');
  t.is(view.status, 200);
  t.deepEqual(view.body, {
    status: 'rejected',
    businessName: 'Acme Invest',
    applicationSubmittedAt: DEFAULT_CLOCK_ISO,
    applicationRejectionReason: 'incomplete business documentation',
  });
  const reg = await register(s, 'declined-sub', 'declined@example.com');
  t.is(reg.status, 403);
  t.is(reg.body.error.code, 'FORBIDDEN');
});

test('a rejected applicant may apply again at the same instant and is then pending once', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  await apply(s, application('retry@example.com'));
  await s.operator('POST', `/applications/${await pendingId(s, 'retry@example.com')}/reject`, { reason: 'missing website' });
  // The virtual clock does not move: the new application has the same submission instant.
  t.is((await apply(s, application('retry@example.com', { businessName: 'Acme Two' }))).status, 202);
  t.is((await apply(s, application('retry@example.com', { businessName: 'Acme Three' }))).status, 202);
  const apps = await applicationsFor(s, 'retry@example.com');
  t.deepEqual(apps.map((a) => a.status).sort(), ['pending', 'rejected']);
  const view = await me(s, 'retry-sub', 'retry@example.com');
  t.is(view.body.status, 'pending');
  t.is(view.body.businessName, 'Acme Two');
  t.is(view.body.applicationRejectionReason, null);
});

test('GET /me answers not_found, pending, approved, active and suspended in turn', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const sub = 'journey-sub';
  const email = 'journey@example.com';
  t.deepEqual((await me(s, sub, email)).body, { status: 'not_found' });

  await s.operator('POST', '/clock/advance', { seconds: 60 });
  await apply(s, application(email));
  t.deepEqual((await me(s, sub, email)).body, {
    status: 'pending',
    businessName: 'Acme Invest',
    applicationSubmittedAt: '2026-09-01T09:01:00.000Z',
    applicationRejectionReason: null,
  });

  const approved = await s.operator('POST', `/applications/${await pendingId(s, email)}/approve`);
  // Approved but not yet registered: the application view with status approved.
  t.deepEqual((await me(s, sub, email)).body, {
    status: 'approved',
    businessName: 'Acme Invest',
    applicationSubmittedAt: '2026-09-01T09:01:00.000Z',
    applicationRejectionReason: null,
  });

  const { apiKey } = (await register(s, sub, email)).body;
  const active = await me(s, sub, email);
  t.deepEqual(Object.keys(active.body).sort(), ['apiKey', 'businessName', 'dataKey', 'email', 'maskedKey', 'status']);
  t.is(active.body.status, 'active');
  t.is(active.body.email, email);
  t.is(active.body.businessName, 'Acme Invest');
  t.not(active.body.maskedKey, apiKey);
  t.true(active.body.maskedKey.startsWith('pk_live_'));
  t.true(active.body.maskedKey.endsWith(apiKey.slice(-4)));
  t.false(active.text.includes(apiKey), 'the raw key never appears');

  t.is((await s.operator('PATCH', `/partners/${approved.body.partnerId}`, { status: 'suspended' })).status, 200);
  const suspended = await me(s, sub, email);
  t.deepEqual(suspended.body, { status: 'suspended', businessName: 'Acme Invest' });
  const blocked = await s.request('GET', `${PRODUCTION}/account`, { key: apiKey });
  t.is(blocked.status, 403);
  t.is(blocked.body.error.code, 'AUTH_SUSPENDED');

  await s.operator('PATCH', `/partners/${approved.body.partnerId}`, { status: 'active' });
  t.is((await me(s, sub, email)).body.status, 'active');
  t.is((await s.request('GET', `${PRODUCTION}/account`, { key: apiKey })).status, 200);
});

test('the masked key on /me follows rotation and never equals a key', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { sub, email } = await s.productionPartner();
  const rotated = (await register(s, sub, email)).body.apiKey as string;
  const view = await me(s, sub, email);
  t.true(view.body.maskedKey.endsWith(rotated.slice(-4)));
  t.not(view.body.maskedKey, rotated);
  t.false(view.text.includes(createHash('sha256').update(rotated).digest('hex')));
});

test('GET /me on the sandbox base reports the sandbox partner of the token', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const token = await s.idToken({ sub: 'sbx-me', email: 'sbx-me@example.com' });
  t.deepEqual((await s.request('GET', `${SANDBOX}/me`, { key: token })).body, { status: 'not_found' });
  const { apiKey } = (await s.request('POST', `${SANDBOX_ROOT}/register`, { key: token })).body;
  const view = await s.request('GET', `${SANDBOX}/me`, { key: token });
  t.is(view.body.status, 'active');
  t.true(view.body.maskedKey.startsWith('sk_sandbox_'));
  t.not(view.body.maskedKey, apiKey);
  t.deepEqual((await s.request('GET', `${PRODUCTION}/me`, { key: token })).body, { status: 'not_found' }, 'production knows nothing of it');
});

test('a partner suspended between approval and registration shows as suspended on /me', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  await apply(s, application('held@example.com'));
  const approved = await s.operator('POST', `/applications/${await pendingId(s, 'held@example.com')}/approve`);
  await s.operator('PATCH', `/partners/${approved.body.partnerId}`, { status: 'suspended' });
  t.deepEqual((await me(s, 'held-sub', 'held@example.com')).body, { status: 'suspended', businessName: 'Acme Invest' });
  const issued = await register(s, 'held-sub', 'held@example.com');
  t.is(issued.status, 201, 'the key is issued, and answers AUTH_SUSPENDED until the operator reactivates');
  const blocked = await s.request('GET', `${PRODUCTION}/account`, { key: issued.body.apiKey });
  t.is(blocked.status, 403);
  t.is(blocked.body.error.code, 'AUTH_SUSPENDED');
});
