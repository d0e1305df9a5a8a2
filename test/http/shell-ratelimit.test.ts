/**
 * Rate limits through a real server: headers on every authenticated response, sandbox 300, tier limits,
 * negotiated limits, 429 at once with Retry-After, independent environments, buckets that survive rotation.
 * Negotiated limits are kept tiny so the window is exhausted in a handful of requests.
 */
import test from 'ava';
import { PRODUCTION, SANDBOX, startTestServer, uniqueKey, type TestResponse, type TestServer } from '../helpers/server.ts';
import { accountOf, assertError, partnerIdByEmail, reRegister } from './shell-support.ts';

let s: TestServer;
test.before(async () => {
  s = await startTestServer();
});
test.after.always(() => s?.close());

function limits(res: TestResponse): { limit: number; remaining: number; reset: number } {
  return {
    limit: Number(res.headers.get('x-ratelimit-limit')),
    remaining: Number(res.headers.get('x-ratelimit-remaining')),
    reset: Number(res.headers.get('x-ratelimit-reset')),
  };
}

async function negotiate(partnerId: string, rateLimits: { sandbox?: number; production?: number }): Promise<void> {
  const res = await s.operator('PATCH', `/partners/${partnerId}`, { rateLimits });
  if (res.status !== 200) throw new Error(`PATCH rateLimits failed: ${res.status} ${res.text}`);
}

test('a sandbox key gets the 300/min default with limit, remaining and reset headers counting down', async (t) => {
  const { apiKey } = await s.sandboxPartner();
  const first = await s.request('GET', `${SANDBOX}/account`, { key: apiKey });
  const second = await s.request('GET', `${SANDBOX}/account`, { key: apiKey });
  const a = limits(first);
  const b = limits(second);
  t.is(a.limit, 300);
  t.is(a.remaining, 299);
  t.is(b.remaining, 298);
  const nowSec = Date.now() / 1000;
  t.true(a.reset >= Math.floor(nowSec) && a.reset <= Math.ceil(nowSec) + 61, `reset ${a.reset} is an epoch second within the minute`);
  t.is(first.body.rateLimit.requestsPerMinute, 300);
});

test('rate-limit headers are on authenticated error responses too, but not on unauthenticated ones', async (t) => {
  const { apiKey } = await s.sandboxPartner();
  const missingIdem = await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, body: { amount: 1 } });
  assertError(t, missingIdem, 400, 'MISSING_IDEMPOTENCY_KEY');
  t.is(limits(missingIdem).limit, 300);
  t.is(limits(missingIdem).remaining, 299);
  const invalid = await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), body: { amount: 'x' } });
  assertError(t, invalid, 400, 'INVALID_TYPE');
  t.is(limits(invalid).remaining, 298);
  const forced = await s.request('GET', `${SANDBOX}/account`, { key: apiKey, headers: { 'x-sandbox-force-error': 'KYC_REQUIRED' } });
  assertError(t, forced, 403, 'KYC_REQUIRED');
  t.is(limits(forced).remaining, 297);
  const anonymous = await s.request('GET', `${SANDBOX}/account`);
  t.is(anonymous.headers.get('x-ratelimit-limit'), null);
});

test('production tiers set X-RateLimit-Limit: starter 100, growth 500, enterprise 2000', async (t) => {
  const { apiKey, partnerId } = await s.productionPartner();
  t.is(limits(await s.request('GET', `${PRODUCTION}/account`, { key: apiKey })).limit, 100);
  for (const [tier, expected] of [
    ['growth', 500],
    ['enterprise', 2000],
    ['starter', 100],
  ] as const) {
    const patched = await s.operator('PATCH', `/partners/${partnerId}`, { tier });
    t.is(patched.status, 200);
    t.is(patched.body.tier, tier);
    const res = await s.request('GET', `${PRODUCTION}/account`, { key: apiKey });
    t.is(limits(res).limit, expected, tier);
    t.is(res.body.rateLimit.requestsPerMinute, expected);
  }
});

test('a negotiated production limit replaces the tier limit whatever the tier', async (t) => {
  const { apiKey, partnerId } = await s.productionPartner();
  await negotiate(partnerId, { production: 750 });
  t.is(limits(await s.request('GET', `${PRODUCTION}/account`, { key: apiKey })).limit, 750);
  t.is((await s.operator('PATCH', `/partners/${partnerId}`, { tier: 'enterprise' })).status, 200);
  t.is(limits(await s.request('GET', `${PRODUCTION}/account`, { key: apiKey })).limit, 750);
});

test('over the limit the next request answers 429 RATE_LIMITED at once with Retry-After and changes nothing', async (t) => {
  const { apiKey, email } = await s.sandboxPartner();
  await negotiate(await partnerIdByEmail(s, email), { sandbox: 3 });
  const served: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const res = await s.request('GET', `${SANDBOX}/account`, { key: apiKey });
    t.is(res.status, 200);
    served.push(limits(res).remaining);
  }
  t.deepEqual(served, [2, 1, 0]);
  const started = Date.now();
  const limited = await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), body: { amount: 50 } });
  t.true(Date.now() - started < 1000, '429 is answered at once, not queued');
  assertError(t, limited, 429, 'RATE_LIMITED');
  const retryAfter = Number(limited.headers.get('retry-after'));
  t.true(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
  t.is(limits(limited).limit, 3);
  t.is(limits(limited).remaining, 0);
  t.true(limits(limited).reset >= Math.floor(Date.now() / 1000));
  assertError(t, await s.request('GET', `${SANDBOX}/account`, { key: apiKey }), 429, 'RATE_LIMITED');
  // Lifting the negotiated limit shows the refused top-up left no trace.
  await negotiate(await partnerIdByEmail(s, email), { sandbox: 1000 });
  t.is((await accountOf(s, apiKey)).available, 100_000);
});

test('sandbox and production buckets of one identity are independent', async (t) => {
  const sub = uniqueKey('sub');
  const email = `${sub}@example.com`;
  const live = await s.productionPartner(sub, email);
  const { apiKey: sandboxKey } = await s.sandboxPartner(sub, email);
  const sandboxPartnerId = await partnerIdByEmail(s, email);
  t.not(sandboxPartnerId, live.partnerId);
  await negotiate(sandboxPartnerId, { sandbox: 2 });
  await negotiate(live.partnerId, { production: 2 });
  t.is((await s.request('GET', `${SANDBOX}/account`, { key: sandboxKey })).status, 200);
  t.is((await s.request('GET', `${SANDBOX}/account`, { key: sandboxKey })).status, 200);
  assertError(t, await s.request('GET', `${SANDBOX}/account`, { key: sandboxKey }), 429, 'RATE_LIMITED');
  const prod = await s.request('GET', `${PRODUCTION}/account`, { key: live.apiKey });
  t.is(prod.status, 200);
  t.is(limits(prod).limit, 2);
  t.is(limits(prod).remaining, 1);
});

test('the bucket survives key rotation: a re-registered sandbox key continues the old count', async (t) => {
  const { apiKey: oldKey, sub, email } = await s.sandboxPartner();
  await negotiate(await partnerIdByEmail(s, email), { sandbox: 3 });
  t.is(limits(await s.request('GET', `${SANDBOX}/account`, { key: oldKey })).remaining, 2);
  t.is(limits(await s.request('GET', `${SANDBOX}/account`, { key: oldKey })).remaining, 1);
  const newKey = await reRegister(s, sub, email);
  const third = await s.request('GET', `${SANDBOX}/account`, { key: newKey });
  t.is(third.status, 200);
  t.is(limits(third).remaining, 0);
  assertError(t, await s.request('GET', `${SANDBOX}/account`, { key: newKey }), 429, 'RATE_LIMITED');
});

test('one partner at its limit does not slow down another partner', async (t) => {
  const { apiKey: busy, email } = await s.sandboxPartner();
  const { apiKey: calm } = await s.sandboxPartner();
  await negotiate(await partnerIdByEmail(s, email), { sandbox: 1 });
  t.is((await s.request('GET', `${SANDBOX}/account`, { key: busy })).status, 200);
  assertError(t, await s.request('GET', `${SANDBOX}/account`, { key: busy }), 429, 'RATE_LIMITED');
  const other = await s.request('GET', `${SANDBOX}/account`, { key: calm });
  t.is(other.status, 200);
  t.is(limits(other).limit, 300);
});
