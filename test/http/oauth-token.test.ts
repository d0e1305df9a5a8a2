/**
 * POST /oauth/token through a real server, as a client library and as an attacker would use it: the
 * operator's switch, the three ways to present the client secret, the RFC 6749 answer and error shapes,
 * the 15-minute life on the service clock, scope narrowing that never escalates, data-key tokens that
 * stay read-only, the per-IP limiter, and a journal that never sees a raw token.
 * Each test has its own server: the limiter counts every request from 127.0.0.1.
 */
import test, { type ExecutionContext } from 'ava';
import { request as httpRequest } from 'node:http';
import { sha256Hex } from '../../engine/credentials.ts';
import { openReadOnly } from '../../storage/inspect.ts';
import { PRODUCTION, SANDBOX, SANDBOX_ROOT, startTestServer, uniqueKey, type RequestOptions, type TestResponse, type TestServer } from '../helpers/server.ts';
import { assertError, partnerIdByEmail } from './shell-support.ts';

interface Client {
  readonly s: TestServer;
  readonly apiKey: string;
  readonly partnerId: string;
  readonly sub: string;
  readonly email: string;
}

async function sandboxClient(t: ExecutionContext, enabled = true): Promise<Client> {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey, sub, email } = await s.sandboxPartner();
  const partnerId = await partnerIdByEmail(s, email);
  if (enabled) await patchPartner(s, partnerId, { oauthClientCredentialsEnabled: true });
  return { s, apiKey, partnerId, sub, email };
}

async function patchPartner(s: TestServer, partnerId: string, body: Record<string, unknown>): Promise<void> {
  const res = await s.operator('PATCH', `/partners/${partnerId}`, body);
  if (res.status !== 200) throw new Error(`patch failed: ${res.status} ${res.text}`);
}

const basic = (id: string, secret: string): string => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

function form(fields: Record<string, string | string[]>, headers: Record<string, string> = {}): RequestOptions {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) params.append(name, one);
  return { rawBody: params.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } };
}

const token = (s: TestServer, options: RequestOptions, base = SANDBOX): Promise<TestResponse> => s.request('POST', `${base}/oauth/token`, options);

function assertOAuthError(t: ExecutionContext, res: TestResponse, status: number, error: string): void {
  t.is(res.status, status, res.text);
  t.is(res.body?.error, error, res.text);
  t.is(typeof res.body?.error_description, 'string');
  t.true(res.body.error_description.length > 0);
  t.is(res.headers.get('cache-control'), 'no-store');
  if (status === 401) t.regex(res.headers.get('www-authenticate') ?? '', /^Basic realm=/);
}

test('until the operator enables the grant, a valid key gets 403 unauthorized_client in the RFC 6749 shape', async (t) => {
  const c = await sandboxClient(t, false);
  const res = await token(c.s, form({ grant_type: 'client_credentials' }, { authorization: basic(c.partnerId, c.apiKey) }));
  assertOAuthError(t, res, 403, 'unauthorized_client');
  t.is(res.body.access_token, undefined);
  await patchPartner(c.s, c.partnerId, { oauthClientCredentialsEnabled: true });
  t.is((await token(c.s, form({ grant_type: 'client_credentials' }, { authorization: basic(c.partnerId, c.apiKey) }))).status, 200);
  await patchPartner(c.s, c.partnerId, { oauthClientCredentialsEnabled: false });
  assertOAuthError(
    t,
    await token(c.s, form({ grant_type: 'client_credentials' }, { authorization: basic(c.partnerId, c.apiKey) })),
    403,
    'unauthorized_client',
  );
});

test("HTTP Basic with the partner id issues a 15-minute Bearer token of the key's environment, without an Idempotency-Key", async (t) => {
  const c = await sandboxClient(t);
  const res = await token(c.s, form({ grant_type: 'client_credentials' }, { authorization: basic(c.partnerId, c.apiKey) }));
  t.is(res.status, 200, res.text);
  t.deepEqual(Object.keys(res.body).sort(), ['access_token', 'expires_in', 'scope', 'token_type']);
  t.regex(res.body.access_token, /^service_oauth_[A-Za-z0-9_-]{20,}$/);
  t.is(res.body.token_type, 'Bearer');
  t.is(res.body.expires_in, 900);
  t.is(res.body.scope, '*');
  t.is(res.headers.get('cache-control'), 'no-store');
  t.is(res.headers.get('pragma'), 'no-cache');
  const account = await c.s.request('GET', `${SANDBOX}/account`, { key: res.body.access_token });
  t.is(account.status, 200, account.text);
  t.is(account.body.partnerId, c.partnerId);
  t.like(account.body.apiKey, { kind: 'oauth', prefix: 'service_oauth_', scopes: ['*'], expiresAt: '2026-09-01T09:15:00.000Z' });
  assertError(t, await c.s.request('GET', `${PRODUCTION}/account`, { key: res.body.access_token }), 401, 'AUTH_INVALID');
});

test('the key as client_secret in a form body or a JSON body works too, with client_id optional', async (t) => {
  const c = await sandboxClient(t);
  const viaForm = await token(c.s, form({ grant_type: 'client_credentials', client_secret: c.apiKey }));
  t.is(viaForm.status, 200, viaForm.text);
  const viaJson = await token(c.s, { body: { grant_type: 'client_credentials', client_id: c.partnerId, client_secret: c.apiKey } });
  t.is(viaJson.status, 200, viaJson.text);
  const basicWithoutId = await token(c.s, form({ grant_type: 'client_credentials' }, { authorization: basic('', c.apiKey) }));
  t.is(basicWithoutId.status, 200, basicWithoutId.text);
  const tokens = new Set([viaForm, viaJson, basicWithoutId].map((r) => r.body.access_token as string));
  t.is(tokens.size, 3, 'every grant is a new token');
  for (const raw of tokens) t.is((await c.s.request('GET', `${SANDBOX}/account`, { key: raw })).status, 200);
});

test('a token stops working exactly 15 minutes later by the service clock, its key does not', async (t) => {
  const c = await sandboxClient(t);
  const raw = (await token(c.s, form({ grant_type: 'client_credentials', client_secret: c.apiKey }))).body.access_token as string;
  await c.s.operator('POST', '/clock/advance', { seconds: 899 });
  t.is((await c.s.request('GET', `${SANDBOX}/account`, { key: raw })).status, 200);
  await c.s.operator('POST', '/clock/advance', { seconds: 1 });
  assertError(t, await c.s.request('GET', `${SANDBOX}/account`, { key: raw }), 401, 'AUTH_INVALID');
  t.is((await c.s.request('GET', `${SANDBOX}/account`, { key: c.apiKey })).status, 200);
});

test('scope narrows the token to fewer scopes, and the narrowed token is refused where its key is not', async (t) => {
  const c = await sandboxClient(t);
  await patchPartner(c.s, c.partnerId, { scopes: ['market:read', 'accounts'] });
  const all = await token(c.s, form({ grant_type: 'client_credentials', client_secret: c.apiKey }));
  t.is(all.body.scope, 'market:read accounts', 'without scope the token carries every scope of its key');
  const narrow = await token(c.s, form({ grant_type: 'client_credentials', client_secret: c.apiKey, scope: 'market:read market:read' }));
  t.is(narrow.status, 200, narrow.text);
  t.is(narrow.body.scope, 'market:read');
  t.is((await c.s.request('GET', `${SANDBOX}/stocks/SCOM.KE`, { key: narrow.body.access_token })).status, 200);
  assertError(t, await c.s.request('GET', `${SANDBOX}/account`, { key: narrow.body.access_token }), 403, 'FORBIDDEN');
  t.is((await c.s.request('GET', `${SANDBOX}/account`, { key: c.apiKey })).status, 200);
});

test('scope can never escalate: a scope the key lacks, *, or an unknown name is invalid_scope and issues nothing', async (t) => {
  const c = await sandboxClient(t);
  await patchPartner(c.s, c.partnerId, { scopes: ['market:read'] });
  const keysBefore = (await c.s.operator('GET', `/partners/${c.partnerId}`)).body.keys.length as number;
  for (const scope of ['trading', '*', 'market:read trading', 'admin', 'market:read\tfunds']) {
    assertOAuthError(t, await token(c.s, form({ grant_type: 'client_credentials', client_secret: c.apiKey, scope })), 400, 'invalid_scope');
  }
  t.is((await c.s.operator('GET', `/partners/${c.partnerId}`)).body.keys.length, keysBefore);
  await patchPartner(c.s, c.partnerId, { scopes: [] });
  assertOAuthError(t, await token(c.s, form({ grant_type: 'client_credentials', client_secret: c.apiKey, scope: 'market:read' })), 400, 'invalid_scope');
});

test('malformed token requests answer invalid_request or unsupported_grant_type', async (t) => {
  const c = await sandboxClient(t);
  const auth = { authorization: basic(c.partnerId, c.apiKey) };
  assertOAuthError(t, await token(c.s, form({}, auth)), 400, 'invalid_request');
  assertOAuthError(t, await token(c.s, form({ grant_type: 'password', username: 'a', password: 'b' }, auth)), 400, 'unsupported_grant_type');
  assertOAuthError(t, await token(c.s, form({ grant_type: 'authorization_code', code: 'x' }, auth)), 400, 'unsupported_grant_type');
  assertOAuthError(t, await token(c.s, form({ grant_type: ['client_credentials', 'client_credentials'] }, auth)), 400, 'invalid_request');
  assertOAuthError(t, await token(c.s, { body: { grant_type: 7, client_secret: c.apiKey } }), 400, 'invalid_request');
  assertOAuthError(t, await token(c.s, form({ grant_type: 'client_credentials', client_secret: c.apiKey }, auth)), 400, 'invalid_request');
});

test('every failed client authentication is 401 invalid_client with a Basic challenge, whatever the reason', async (t) => {
  const c = await sandboxClient(t);
  const grant = { grant_type: 'client_credentials' };
  const issued = (await token(c.s, form({ ...grant, client_secret: c.apiKey }))).body.access_token as string;
  const attempts: [string, RequestOptions][] = [
    ['no credentials', form(grant)],
    ['an unknown key', form({ ...grant, client_secret: `sk_sandbox_${'A'.repeat(32)}` })],
    ['garbage', form({ ...grant, client_secret: 'letmein' })],
    ['another client_id', form(grant, { authorization: basic('ptn_someone_else', c.apiKey) })],
    ['a Bearer header', form(grant, { authorization: `Bearer ${c.apiKey}` })],
    ['Basic without a colon', form(grant, { authorization: `Basic ${Buffer.from(c.apiKey).toString('base64')}` })],
    ['a token as the secret', form({ ...grant, client_secret: issued })],
  ];
  for (const [label, options] of attempts) {
    const res = await token(c.s, options);
    t.is(res.status, 401, `${label}: ${res.text}`);
    assertOAuthError(t, res, 401, 'invalid_client');
  }
  assertOAuthError(t, await token(c.s, form({ ...grant, client_secret: c.apiKey }), PRODUCTION), 401, 'invalid_client');
});

test('a rotated key and a suspended partner cannot obtain tokens', async (t) => {
  const c = await sandboxClient(t);
  const reRegistered = await c.s.request('POST', `${SANDBOX_ROOT}/register`, { key: await c.s.idToken({ sub: c.sub, email: c.email }) });
  t.is(reRegistered.status, 201);
  assertOAuthError(t, await token(c.s, form({ grant_type: 'client_credentials', client_secret: c.apiKey })), 401, 'invalid_client');
  await patchPartner(c.s, c.partnerId, { status: 'suspended' });
  assertOAuthError(t, await token(c.s, form({ grant_type: 'client_credentials', client_secret: reRegistered.body.apiKey })), 403, 'unauthorized_client');
});

test('a token issued from a data key stays read-only: market data only, no writes, no account', async (t) => {
  const c = await sandboxClient(t);
  const dataKey = await c.s.request('POST', `${SANDBOX}/api-keys/data-key`, { key: c.apiKey, idempotencyKey: uniqueKey() });
  t.is(dataKey.status, 201, dataKey.text);
  const res = await token(c.s, form({ grant_type: 'client_credentials', client_secret: dataKey.body.dataKey }));
  t.is(res.status, 200, res.text);
  const raw = res.body.access_token as string;
  t.is((await c.s.request('GET', `${SANDBOX}/stocks/SCOM.KE`, { key: raw })).status, 200);
  assertError(t, await c.s.request('GET', `${SANDBOX}/account`, { key: raw }), 403, 'FORBIDDEN');
  assertError(t, await c.s.request('POST', `${SANDBOX}/topup`, { key: raw, idempotencyKey: uniqueKey(), body: { amount: 5 } }), 403, 'FORBIDDEN');
  assertError(t, await c.s.request('POST', `${SANDBOX}/api-keys/data-key`, { key: raw, idempotencyKey: uniqueKey() }), 403, 'FORBIDDEN');
});

test("a token shares the partner's rate-limit bucket with its key", async (t) => {
  const c = await sandboxClient(t);
  const raw = (await token(c.s, form({ grant_type: 'client_credentials', client_secret: c.apiKey }))).body.access_token as string;
  const first = Number((await c.s.request('GET', `${SANDBOX}/account`, { key: c.apiKey })).headers.get('x-ratelimit-remaining'));
  const second = Number((await c.s.request('GET', `${SANDBOX}/account`, { key: raw })).headers.get('x-ratelimit-remaining'));
  const third = Number((await c.s.request('GET', `${SANDBOX}/account`, { key: c.apiKey })).headers.get('x-ratelimit-remaining'));
  t.deepEqual([second, third], [first - 1, first - 2]);
});

/** A token request from another loopback source address (Linux routes all of 127/8 to lo). */
function requestFrom(s: TestServer, localAddress: string, body: string): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${s.url}${SANDBOX}/oauth/token`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('the endpoint allows 20 requests a minute per source address, guesses included, then 429 with Retry-After', async (t) => {
  const c = await sandboxClient(t);
  for (let i = 0; i < 20; i += 1) {
    const guess = await token(c.s, form({ grant_type: 'client_credentials', client_secret: `sk_sandbox_${String(i).padStart(32, 'x')}` }));
    t.is(guess.status, 401);
    t.is(guess.headers.get('x-ratelimit-remaining'), String(19 - i));
  }
  const limited = await token(c.s, form({ grant_type: 'client_credentials', client_secret: c.apiKey }));
  assertOAuthError(t, limited, 429, 'rate_limited');
  t.true(Number(limited.headers.get('retry-after')) >= 1);
  const other = await requestFrom(c.s, '127.0.0.2', new URLSearchParams({ grant_type: 'client_credentials', client_secret: c.apiKey }).toString());
  t.is(other.status, 200, 'another address has its own window');
  t.regex(other.body.access_token, /^service_oauth_/);
});

test("only the token's hash is stored and journaled; neither the token nor the client key appears in the journal", async (t) => {
  const c = await sandboxClient(t);
  const raw = (await token(c.s, form({ grant_type: 'client_credentials', client_secret: c.apiKey, scope: '*' }))).body.access_token as string;
  const db = openReadOnly(c.s.dataDir);
  t.teardown(() => db.close());
  const entry = db.prepare("SELECT payload FROM journal WHERE type = 'oauth.token.issue'").get() as { payload: string };
  t.truthy(entry);
  t.false(entry.payload.includes(raw));
  t.false(entry.payload.includes(c.apiKey));
  t.true(entry.payload.includes(sha256Hex(raw)));
  const stored = db.prepare('SELECT kind, expires_at_ms - created_at_ms AS lifetime FROM api_keys WHERE key_hash = ?').get(sha256Hex(raw));
  t.deepEqual(stored, { kind: 'oauth', lifetime: 900_000 });
  const everything = (db.prepare('SELECT group_concat(payload) AS all_payloads FROM journal').get() as { all_payloads: string }).all_payloads;
  t.false(everything.includes(raw));
});
