/**
 * Identity-provider ID tokens (CONTRACT.md section 3) through a real server: HS256 with the secret,
 * expiry by the SERVICE clock, signature, required claims, algorithm, issuer/audience, and a JWKS file
 * for RS256/ES256. GET /me is the probe: it answers 200 for any valid token.
 */
import test from 'ava';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload, type CryptoKey } from 'jose';
import { ID_TOKEN_SECRET, PRODUCTION, SANDBOX_ROOT, startTestServer, type TestServer } from '../helpers/server.ts';

const ME = `${PRODUCTION}/me`;
const secretKey = (secret = ID_TOKEN_SECRET): Uint8Array => new TextEncoder().encode(secret);

interface SignOptions {
  readonly alg?: string;
  readonly key?: Uint8Array | CryptoKey;
  readonly kid?: string;
  readonly claims?: JWTPayload;
  readonly sub?: string | null;
  readonly expiresInSeconds?: number | null;
  readonly issuer?: string;
  readonly audience?: string;
}

/** Signs a token relative to the service clock, so only the virtual clock decides expiry. */
async function sign(s: TestServer, o: SignOptions = {}): Promise<string> {
  const now = Math.floor(s.running.service.clock.nowMs() / 1000);
  const jwt = new SignJWT({ email: 'dev@example.com', ...(o.claims ?? {}) })
    .setProtectedHeader({ alg: o.alg ?? 'HS256', ...(o.kid ? { kid: o.kid } : {}) })
    .setIssuedAt(now);
  if (o.sub !== null) jwt.setSubject(o.sub ?? 'user-1');
  if (o.expiresInSeconds !== null) jwt.setExpirationTime(now + (o.expiresInSeconds ?? 3600));
  if (o.issuer) jwt.setIssuer(o.issuer);
  if (o.audience) jwt.setAudience(o.audience);
  return jwt.sign(o.key ?? secretKey());
}

async function me(s: TestServer, token: string): Promise<{ status: number; code: string | undefined; body: any }> {
  const res = await s.request('GET', ME, { key: token });
  return { status: res.status, code: res.body?.error?.code, body: res.body };
}

const b64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

test('a valid HS256 token signed with ID_TOKEN_SECRET is accepted', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const res = await me(s, await sign(s));
  t.is(res.status, 200);
  t.deepEqual(res.body, { status: 'not_found' });
});

test('a token valid now answers 401 AUTH_INVALID once the service clock passes its exp', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const token = await sign(s, { expiresInSeconds: 60 });
  t.is((await me(s, token)).status, 200);
  t.is((await s.operator('POST', '/clock/advance', { seconds: 59 })).status, 200);
  t.is((await me(s, token)).status, 200, 'still valid one second before exp');
  t.is((await s.operator('POST', '/clock/advance', { seconds: 2 })).status, 200);
  const expired = await me(s, token);
  t.is(expired.status, 401);
  t.is(expired.code, 'AUTH_INVALID');
});

test('a token whose exp lies in the past of the virtual clock is refused even if the wall clock would accept it', async (t) => {
  const s = await startTestServer({ CLOCK: '2040-01-01T00:00:00Z' });
  t.teardown(() => s.close());
  // exp one hour after the real wall clock, but decades before the service clock.
  const wallNow = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ email: 'dev@example.com' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('user-1')
    .setIssuedAt(wallNow)
    .setExpirationTime(wallNow + 3600)
    .sign(secretKey());
  const res = await me(s, token);
  t.is(res.status, 401);
  t.is(res.code, 'AUTH_INVALID');
});

test('a token signed with another secret or tampered with answers 401 AUTH_INVALID', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const foreign = await sign(s, { key: secretKey('some-other-secret-0123456789abcdef') });
  t.is((await me(s, foreign)).code, 'AUTH_INVALID');
  const [header, , signature] = (await sign(s)).split('.');
  const forgedPayload = b64url({ sub: 'admin', email: 'admin@example.com', exp: Math.floor(s.running.service.clock.nowMs() / 1000) + 3600 });
  const tampered = await me(s, `${header}.${forgedPayload}.${signature}`);
  t.is(tampered.status, 401);
  t.is(tampered.code, 'AUTH_INVALID');
});

test('a token without sub, without email or without exp answers 401 AUTH_INVALID', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const noSub = await me(s, await sign(s, { sub: null }));
  t.is(noSub.status, 401);
  t.is(noSub.code, 'AUTH_INVALID');
  const now = Math.floor(s.running.service.clock.nowMs() / 1000);
  const noEmail = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('user-1')
    .setExpirationTime(now + 3600)
    .sign(secretKey());
  t.is((await me(s, noEmail)).code, 'AUTH_INVALID');
  const emptyEmail = await me(s, await sign(s, { claims: { email: '' } }));
  t.is(emptyEmail.code, 'AUTH_INVALID');
  const noExp = await me(s, await sign(s, { expiresInSeconds: null }));
  t.is(noExp.status, 401);
  t.is(noExp.code, 'AUTH_INVALID');
});

test('a token with another algorithm (HS512, or alg none) answers 401 AUTH_INVALID', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const hs512 = await me(s, await sign(s, { alg: 'HS512' }));
  t.is(hs512.status, 401);
  t.is(hs512.code, 'AUTH_INVALID');
  const exp = Math.floor(s.running.service.clock.nowMs() / 1000) + 3600;
  const unsecured = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ sub: 'user-1', email: 'dev@example.com', exp })}.`;
  const none = await me(s, unsecured);
  t.is(none.status, 401);
  t.is(none.code, 'AUTH_INVALID');
});

test('no token answers 401 AUTH_MISSING and a token that is not a JWT answers 401 AUTH_INVALID', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const missing = await s.request('GET', ME);
  t.is(missing.status, 401);
  t.is(missing.body.error.code, 'AUTH_MISSING');
  t.truthy(missing.body.error.requestId);
  const garbage = await me(s, 'not.a.jwt');
  t.is(garbage.status, 401);
  t.is(garbage.code, 'AUTH_INVALID');
  const sandboxKey = (await s.sandboxPartner()).apiKey;
  t.is((await me(s, sandboxKey)).code, 'AUTH_INVALID', 'an API key is not an ID token');
});

test('the email claim is matched case-insensitively (lower-cased on the way in)', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const token = await sign(s, { sub: 'case-sub', claims: { email: 'Mixed.Case@Example.COM' } });
  const res = await s.request('POST', `${SANDBOX_ROOT}/register`, { key: token });
  t.is(res.status, 201);
  const found = await s.operator('GET', '/partners?email=mixed.case@example.com&environment=sandbox');
  t.is(found.body.partners.length, 1);
  t.is(found.body.partners[0].email, 'mixed.case@example.com');
});

test('with ID_TOKEN_ISSUER and ID_TOKEN_AUDIENCE set, only tokens with that iss and aud are accepted', async (t) => {
  const s = await startTestServer({ ID_TOKEN_ISSUER: 'https://idp.example.com', ID_TOKEN_AUDIENCE: 'partner-portal' });
  t.teardown(() => s.close());
  t.is((await me(s, await sign(s, { issuer: 'https://idp.example.com', audience: 'partner-portal' }))).status, 200);
  const cases: [string, SignOptions][] = [
    ['no iss and no aud', {}],
    ['wrong issuer', { issuer: 'https://evil.example.com', audience: 'partner-portal' }],
    ['wrong audience', { issuer: 'https://idp.example.com', audience: 'another-app' }],
    ['missing audience', { issuer: 'https://idp.example.com' }],
    ['missing issuer', { audience: 'partner-portal' }],
  ];
  for (const [label, options] of cases) {
    const res = await me(s, await sign(s, options));
    t.is(res.status, 401, label);
    t.is(res.code, 'AUTH_INVALID', label);
  }
});

test('without ID_TOKEN_ISSUER and ID_TOKEN_AUDIENCE, iss and aud are not checked', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  t.is((await me(s, await sign(s, { issuer: 'https://anyone.example.com', audience: 'anything' }))).status, 200);
});

async function jwksFixture(t: { teardown(fn: () => void): void }) {
  const rsa = await generateKeyPair('RS256');
  const ec = await generateKeyPair('ES256');
  const stranger = await generateKeyPair('RS256');
  const dir = mkdtempSync(join(tmpdir(), 'pbs-jwks-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const path = join(dir, 'jwks.json');
  const keys = [
    { ...(await exportJWK(rsa.publicKey)), kid: 'rsa-1', alg: 'RS256', use: 'sig' },
    { ...(await exportJWK(ec.publicKey)), kid: 'ec-1', alg: 'ES256', use: 'sig' },
  ];
  writeFileSync(path, JSON.stringify({ keys }));
  return { path, rsa, ec, stranger };
}

test('with ID_TOKEN_JWKS a file of public keys verifies RS256 and ES256 tokens', async (t) => {
  const { path, rsa, ec, stranger } = await jwksFixture(t);
  const s = await startTestServer({ ID_TOKEN_JWKS: path, ID_TOKEN_SECRET: '' });
  t.teardown(() => s.close());
  const rs = await me(s, await sign(s, { alg: 'RS256', key: rsa.privateKey, kid: 'rsa-1' }));
  t.is(rs.status, 200);
  const es = await me(s, await sign(s, { alg: 'ES256', key: ec.privateKey, kid: 'ec-1' }));
  t.is(es.status, 200);
  const withoutKid = await me(s, await sign(s, { alg: 'ES256', key: ec.privateKey }));
  t.is(withoutKid.status, 200, 'the key is found by its type when the token names no kid');
  // A token signed by a key that is not in the JWKS, even when it claims a listed kid.
  const foreign = await me(s, await sign(s, { alg: 'RS256', key: stranger.privateKey, kid: 'rsa-1' }));
  t.is(foreign.status, 401);
  t.is(foreign.code, 'AUTH_INVALID');
  // Without ID_TOKEN_SECRET no HS256 token can be valid.
  t.is((await me(s, await sign(s))).code, 'AUTH_INVALID');
  // An expired RS256 token is still judged by the service clock.
  const shortLived = await sign(s, { alg: 'RS256', key: rsa.privateKey, kid: 'rsa-1', expiresInSeconds: 10 });
  await s.operator('POST', '/clock/advance', { seconds: 11 });
  t.is((await me(s, shortLived)).code, 'AUTH_INVALID');
});

test('with both ID_TOKEN_SECRET and ID_TOKEN_JWKS set, HS256 and JWKS tokens are both accepted', async (t) => {
  const { path, rsa } = await jwksFixture(t);
  const s = await startTestServer({ ID_TOKEN_JWKS: path });
  t.teardown(() => s.close());
  t.is((await me(s, await sign(s))).status, 200);
  t.is((await me(s, await sign(s, { alg: 'RS256', key: rsa.privateKey, kid: 'rsa-1' }))).status, 200);
  // The RSA public key used as an HMAC secret must not verify anything (algorithm confusion).
  const publicPem = JSON.stringify(await exportJWK(rsa.publicKey));
  t.is((await me(s, await sign(s, { alg: 'HS256', key: secretKey(publicPem) }))).code, 'AUTH_INVALID');
});
