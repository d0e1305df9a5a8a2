/**
 * The partner's own profile and audit trail through a real server: GET /account (tier, wallet, key
 * metadata, feature flags, rate limit, all following operator changes) and GET /audit (own entries
 * only, newest first, paginated, no credential material anywhere).
 */
import test from 'ava';
import { createHash } from 'node:crypto';
import { PRODUCTION, SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
const FLAGS = ['oauthClientCredentialsEnabled', 'scopedKeysRequired', 'signedRequestsRequired', 'mtlsRequired', 'settlementHold', 'testToolsOnProduction'];

const account = (s: TestServer, key: string, base = PRODUCTION) => s.request('GET', `${base}/account`, { key });
const audit = (s: TestServer, key: string, query = '', base = PRODUCTION) => s.request('GET', `${base}/audit${query}`, { key });
const topup = (s: TestServer, key: string, amount: number, base = PRODUCTION) =>
  s.request('POST', `${base}/topup`, { key, idempotencyKey: uniqueKey('topup'), body: { amount } });

test('GET /account shows tier, wallet balance, key metadata, feature flags and the rate limit', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey, partnerId, email } = await s.productionPartner();
  const res = await account(s, apiKey);
  t.is(res.status, 200);
  const body = res.body;
  t.is(body.partnerId, partnerId);
  t.is(body.email, email);
  t.is(body.environment, 'production');
  t.is(body.tier, 'starter');
  t.is(body.status, 'active');
  t.deepEqual(body.walletBalance, { currency: 'USD', available: 0 });
  t.is(body.apiKey.kind, 'live');
  t.is(body.apiKey.prefix, 'pk_live_');
  t.is(body.apiKey.status, 'active');
  t.is(body.apiKey.createdAt, '2026-09-01T09:00:00.000Z');
  t.not(body.apiKey.maskedKey, apiKey);
  t.true(body.apiKey.maskedKey.endsWith(apiKey.slice(-4)));
  t.deepEqual(body.apiKey.scopes, ['*']);
  t.deepEqual(Object.keys(body.featureFlags).sort(), [...FLAGS].sort());
  t.true(Object.values(body.featureFlags).every((v) => v === false));
  t.deepEqual(body.rateLimit, { requestsPerMinute: 100 });
  t.is(res.headers.get('x-ratelimit-limit'), '100');
  t.false(res.text.includes(apiKey));
  t.false(res.text.includes(sha256(apiKey)));
});

test('GET /account follows operator changes to tier, flags, markup and the negotiated rate limit', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey, partnerId } = await s.productionPartner();
  const patched = await s.operator('PATCH', `/partners/${partnerId}`, { tier: 'growth', settlementHold: true, signedRequestsRequired: false, markupBps: 25 });
  t.is(patched.status, 200);
  let body = (await account(s, apiKey)).body;
  t.is(body.tier, 'growth');
  t.is(body.markupBps, 25);
  t.true(body.featureFlags.settlementHold);
  t.false(body.featureFlags.signedRequestsRequired);
  t.deepEqual(body.rateLimit, { requestsPerMinute: 500 }, 'the growth tier limit');

  await s.operator('PATCH', `/partners/${partnerId}`, { rateLimits: { production: 42 } });
  const res = await account(s, apiKey);
  body = res.body;
  t.deepEqual(body.rateLimit, { requestsPerMinute: 42 }, 'a negotiated limit replaces the tier limit');
  t.is(res.headers.get('x-ratelimit-limit'), '42');
  t.true(body.featureFlags.settlementHold, 'earlier flags stay set');

  await s.operator('PATCH', `/partners/${partnerId}`, { tier: 'enterprise' });
  t.deepEqual((await account(s, apiKey)).body.rateLimit, { requestsPerMinute: 42 }, 'the negotiated limit outlives a tier change');
});

test('a sandbox account reports the seeded wallet and the sandbox rate limit of 300', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const res = await account(s, apiKey, SANDBOX);
  t.is(res.body.environment, 'sandbox');
  t.deepEqual(res.body.walletBalance, { currency: 'USD', available: 100000 });
  t.is(res.body.apiKey.kind, 'sandbox');
  t.deepEqual(res.body.rateLimit, { requestsPerMinute: 300 });
});

test("GET /audit lists the partner's own journal entries newest first", async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey, partnerId } = await s.productionPartner();
  const made = await topup(s, apiKey, 10);
  await s.operator('POST', `/top-ups/${made.body.topupId}/approve`);
  await s.operator('PATCH', `/partners/${partnerId}`, { tier: 'growth' });
  const res = await audit(s, apiKey);
  t.is(res.status, 200);
  const actions = res.body.entries.map((e: { action: string }) => e.action);
  t.deepEqual(actions, ['operator.partner.patch', 'operator.topup.approve', 'funding.topup', 'partner.register', 'operator.application.approve']);
  const ids = res.body.entries.map((e: { id: number }) => e.id);
  t.deepEqual(
    ids,
    [...ids].sort((a, b) => b - a),
  );
  t.is(res.body.entries[2].requestId, made.headers.get('x-request-id'));
  t.is(res.body.entries[2].occurredAt, '2026-09-01T09:00:00.000Z');
  t.deepEqual(res.body.entries[2].details, { amountMinor: 1000, currency: 'USD', reference: null });
  t.is(res.body.count, 5);
  t.false(res.body.hasMore);
  t.is(res.body.nextCursor, null);
});

test("a sandbox partner's audit starts with its own first registration", async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const res = await audit(s, apiKey, '', SANDBOX);
  t.deepEqual(
    res.body.entries.map((e: { action: string }) => e.action),
    ['sandbox.register'],
  );
});

test('GET /audit never shows a raw key or a key hash, even after rotations', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const first = await s.productionPartner();
  const second = (await s.request('POST', `${PRODUCTION}/register`, { key: await s.idToken({ sub: first.sub, email: first.email }) })).body.apiKey as string;
  const res = await audit(s, second);
  t.is(res.status, 200);
  t.is(res.body.entries.filter((e: { action: string }) => e.action === 'partner.register').length, 2);
  for (const key of [first.apiKey, second]) {
    t.false(res.text.includes(key));
    t.false(res.text.includes(sha256(key)));
  }
  t.false(/keyHash|"key"/.test(res.text));
});

test('GET /audit paginates with limit and an opaque cursor, without gaps or repeats', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  for (let i = 1; i <= 5; i += 1) t.is((await topup(s, apiKey, i, SANDBOX)).status, 201);
  const all = (await audit(s, apiKey, '', SANDBOX)).body.entries.map((e: { id: number }) => e.id);
  t.is(all.length, 6, 'the registration and the five top-ups');

  const seen: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await audit(s, apiKey, query, SANDBOX);
    t.is(page.status, 200);
    t.true(page.body.count <= 2);
    t.is(page.body.count, page.body.entries.length);
    seen.push(...page.body.entries.map((e: { id: number }) => e.id));
    t.is(page.body.hasMore, page.body.nextCursor !== null);
    cursor = page.body.nextCursor;
    pages += 1;
  } while (cursor);
  t.is(pages, 3);
  t.deepEqual(seen, all);

  const clamped = await audit(s, apiKey, '?limit=100000', SANDBOX);
  t.is(clamped.status, 200, 'a limit above the maximum is clamped, not refused');
  const bad = await audit(s, apiKey, '?limit=abc', SANDBOX);
  t.is(bad.status, 400);
  t.is(bad.body.error.code, 'INVALID_TYPE');
  const forged = await audit(s, apiKey, '?cursor=bm90LWEtY3Vyc29y.abc', SANDBOX);
  t.is(forged.status, 400);
  t.is(forged.body.error.code, 'VALIDATION_ERROR');
});

test("another partner's audit entries are never visible, and its cursor is refused", async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const a = await s.sandboxPartner();
  const b = await s.sandboxPartner();
  for (let i = 0; i < 3; i += 1) await topup(s, a.apiKey, 1, SANDBOX);
  const bTopup = await topup(s, b.apiKey, 2, SANDBOX);
  const aAudit = await audit(s, a.apiKey, '', SANDBOX);
  const bAudit = await audit(s, b.apiKey, '', SANDBOX);
  t.is(aAudit.body.entries.length, 4, 'its registration and three top-ups');
  t.is(bAudit.body.entries.length, 2, 'its registration and one top-up');
  t.is(bAudit.body.entries[0].requestId, bTopup.headers.get('x-request-id'));
  const aIds = new Set(aAudit.body.entries.map((e: { id: number }) => e.id));
  t.false(bAudit.body.entries.some((e: { id: number }) => aIds.has(e.id)));

  const aPage = await audit(s, a.apiKey, '?limit=1', SANDBOX);
  t.truthy(aPage.body.nextCursor);
  const stolen = await audit(s, b.apiKey, `?limit=1&cursor=${encodeURIComponent(aPage.body.nextCursor)}`, SANDBOX);
  t.is(stolen.status, 400);
  t.is(stolen.body.error.code, 'VALIDATION_ERROR');
});

test('the production and sandbox audits of one identity are separate', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const prod = await s.productionPartner('both-sub', 'both@example.com');
  const sandbox = await s.sandboxPartner('both-sub', 'both@example.com');
  await topup(s, sandbox.apiKey, 7, SANDBOX);
  const prodAudit = await audit(s, prod.apiKey);
  t.false(prodAudit.body.entries.some((e: { action: string }) => e.action === 'funding.topup'));
  const sandboxAudit = await audit(s, sandbox.apiKey, '', SANDBOX);
  t.deepEqual(
    sandboxAudit.body.entries.map((e: { action: string }) => e.action),
    ['funding.topup', 'sandbox.register'],
  );
});

test('/account and /audit without a key answer 401 AUTH_MISSING', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  for (const path of ['/account', '/audit']) {
    const res = await s.request('GET', PRODUCTION + path);
    t.is(res.status, 401);
    t.is(res.body.error.code, 'AUTH_MISSING');
  }
});
