/**
 * GET /account answers a body kept as bytes per presenting key details (http/routes/account.ts),
 * and the rate limiter's bucket and limit header per partner record (http/middleware/rate-limit.ts). The test
 * server's virtual clock stands still, so the key's last use stays the same instant across these requests: the
 * kept body would be served again unless a change of what it was built from is seen. Each change below is read
 * back on the very next request, in both environments: a balance move, an operator's tier, markup, flag and
 * rate-limit changes, a data key issued and withdrawn, a rotated key, a suspended partner. The bytes are written
 * past Koa's respond for a client that accepts no compression (http/chunked-body.ts): a raw client sees the same
 * JSON, its exact length and every header, on a kept-alive connection, and a forced sandbox status still applies.
 */
import test from 'ava';
import { Agent } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { rawRequest } from '../helpers/raw-request.ts';
import type { TestServer } from '../helpers/server.ts';
import { startTestServer } from '../helpers/server.ts';
import { ENVS, partnerOn, type Partner } from './users-support.ts';

async function profile(p: Partner): Promise<Record<string, any>> {
  const res = await p.get('/account');
  if (res.status !== 200) throw new Error(`GET /account answered ${res.status}: ${res.text}`);
  return { ...res.body, limitHeader: res.headers.get('x-ratelimit-limit') };
}

/** Moves the master wallet by a top-up (approved by the operator in production, where a top-up waits for it). */
async function topUp(s: TestServer, p: Partner, amount: number): Promise<void> {
  const top = await p.post('/topup', { amount });
  if (top.status >= 300) throw new Error(`top-up answered ${top.status}: ${top.text}`);
  if (p.env === 'production') {
    const approved = await s.operator('POST', `/top-ups/${top.body.topupId}/approve`);
    if (approved.status !== 200) throw new Error(`approval answered ${approved.status}: ${approved.text}`);
  }
}

for (const env of ENVS) {
  test(`${env}: a kept /account body gives way on the next request to every change it was built from`, async (t) => {
    const s = await startTestServer();
    t.teardown(() => s.close());
    const p = await partnerOn(s, env, 0);
    const first = await profile(p);
    t.deepEqual(await profile(p), first, 'nothing changed, the clock stands still: the same answer');

    await topUp(s, p, 25);
    const funded = await profile(p);
    t.is(funded.walletBalance.available, first.walletBalance.available + 25, 'a balance move');
    t.is(funded.apiKey.lastUsedAt, first.apiKey.lastUsedAt, 'the same instant: only the balance changed');

    const patched = await s.operator('PATCH', `/partners/${p.partnerId}`, { tier: 'growth', markupBps: 30, settlementHold: true });
    t.is(patched.status, 200);
    const growth = await profile(p);
    t.is(growth.tier, 'growth');
    t.is(growth.markupBps, 30);
    t.true(growth.featureFlags.settlementHold);
    if (env === 'production') t.deepEqual([growth.rateLimit.requestsPerMinute, growth.limitHeader], [500, '500'], "the tier's limit, body and header");

    await s.operator('PATCH', `/partners/${p.partnerId}`, { rateLimits: { [env]: 77 } });
    const negotiated = await profile(p);
    t.deepEqual([negotiated.rateLimit.requestsPerMinute, negotiated.limitHeader], [77, '77'], 'a negotiated limit, body and header');

    t.is(negotiated.dataKey, null);
    const issued = await p.post('/api-keys/data-key');
    t.is(issued.status, 201);
    const withDataKey = await profile(p);
    t.is(withDataKey.dataKey?.keyId, issued.body.keyId, 'a data key issued');
    t.is((await p.del('/api-keys/data-key')).status, 200);
    t.is((await profile(p)).dataKey, null, 'the data key withdrawn');

    const rotated = await p.post('/api-keys/rotate', { confirm: true });
    t.is(rotated.status, 201);
    t.is((await p.get('/account')).status, 401, 'the rotated key is refused at once');
    const renewed = await s.request('GET', `${p.base}/account`, { key: rotated.body.newApiKey });
    t.is(renewed.status, 200);
    t.is(renewed.body.apiKey.keyId, rotated.body.keyId, "the new key's own details");

    await s.operator('PATCH', `/partners/${p.partnerId}`, { status: 'suspended' });
    const suspended = await s.request('GET', `${p.base}/account`, { key: rotated.body.newApiKey });
    t.is(suspended.status, 403);
    t.is(suspended.body.error.code, 'AUTH_SUSPENDED');
  });
}

for (const env of ENVS) {
  test(`${env}: /account without compression: the same JSON as through fetch, exact length, headers kept, a forced status applied`, async (t) => {
    const s = await startTestServer();
    t.teardown(() => s.close());
    const p = await partnerOn(s, env, 0);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    t.teardown(() => agent.destroy());
    const url = `${s.url}${p.base}/account`;
    const auth = { authorization: `Bearer ${p.key}` };
    const viaFetch = await p.get('/account');
    for (let i = 0; i < 3; i += 1) {
      const plain = await rawRequest(url, 'GET', auth, agent);
      t.is(plain.status, 200);
      t.is(plain.headers['content-encoding'], undefined);
      t.is(Number(plain.headers['content-length']), plain.bytes.length);
      t.is(plain.headers['content-type'], 'application/json; charset=utf-8');
      t.truthy(plain.headers['x-request-id']);
      t.is(plain.headers['x-ratelimit-limit'], viaFetch.headers.get('x-ratelimit-limit') ?? undefined);
      t.regex(String(plain.headers.vary), /Accept-Encoding/i);
      t.deepEqual(JSON.parse(plain.bytes.toString('utf8')), viaFetch.body, 'the clock stands still: the same answer');
    }
    const gzipped = await rawRequest(url, 'GET', { ...auth, 'accept-encoding': 'gzip' });
    const gzipText = gzipped.headers['content-encoding'] === 'gzip' ? gunzipSync(gzipped.bytes).toString('utf8') : gzipped.bytes.toString('utf8');
    t.deepEqual(JSON.parse(gzipText), viaFetch.body, 'a client that accepts gzip: through Koa and the compressor (below its threshold, as it is)');
    const head = await rawRequest(url, 'HEAD', auth);
    t.is(head.status, 200);
    t.is(head.bytes.length, 0);
    if (env === 'sandbox') {
      const forced = await rawRequest(url, 'GET', { ...auth, 'x-sandbox-force-status': '203' });
      t.is(forced.status, 203, 'a forced success status still applies');
      t.deepEqual(JSON.parse(forced.bytes.toString('utf8')), viaFetch.body);
    }
  });
}
