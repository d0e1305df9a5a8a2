/**
 * mTLS required (operator flag mtlsRequired): a write must carry the gateway's attestation,
 * `x-client-cert-verified: success` or an Envoy `x-forwarded-client-cert` with a `Hash=` of the
 * certificate. Bare, spoofed and malformed values are what an attacker without a certificate would
 * send; each answers 403 FORBIDDEN and changes nothing. Also: the controls together, in their order.
 */
import test from 'ava';
import { allRoutes } from '../../http/routes/index.ts';
import { mountsOf } from '../../http/route.ts';
import { SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';
import { assertError } from './shell-support.ts';
import { journalOf, sandboxPartnerWithFlags, signatureHeaders, walletOf } from './controls-signing.ts';

let s: TestServer;
test.before(async () => {
  s = await startTestServer();
});
test.after.always(() => s?.close());

const HASH = 'a3f1c2d4e5b6a7980a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071';
const topup = (key: string, headers: Record<string, string>, amount = 1) =>
  s.request('POST', `${SANDBOX}/topup`, { key, body: { amount }, idempotencyKey: uniqueKey('mtls'), headers });

test('once mTLS is required, a write without any attestation is refused on every write route and changes nothing', async (t) => {
  const { key, partnerId } = await sandboxPartnerWithFlags(s, { mtlsRequired: true });
  const before = journalOf(s, partnerId);
  const writes = allRoutes.flatMap(mountsOf).filter((m) => m.spec.auth === 'apiKey' && m.env === 'sandbox' && m.spec.method !== 'GET');
  for (const m of writes) {
    const res = await s.request(m.spec.method, m.fullPath.replace(/\{\w+\}/g, 'X1'), { key, idempotencyKey: uniqueKey('w'), body: {} });
    assertError(t, res, 403, 'FORBIDDEN');
    t.is(res.body.error.requiredControl, 'mtls', `${m.spec.method} ${m.fullPath}`);
  }
  t.deepEqual(journalOf(s, partnerId), before);
  t.is(await walletOf(s, key), 100_000, 'reads need no attestation');
});

test('spoofed verdicts and bare or malformed forwarded certificates are refused', async (t) => {
  const { key, partnerId } = await sandboxPartnerWithFlags(s, { mtlsRequired: true });
  const before = journalOf(s, partnerId);
  const forged: Record<string, string>[] = [
    { 'x-client-cert-verified': 'FAILED' },
    { 'x-client-cert-verified': 'NONE' },
    { 'x-client-cert-verified': '' },
    { 'x-client-cert-verified': 'true' },
    { 'x-client-cert-verified': 'successful' },
    { 'x-client-cert-verified': 'FAILED', 'x-forwarded-client-cert': `Hash=${HASH}` },
    { 'x-forwarded-client-cert': 'true' },
    { 'x-forwarded-client-cert': '' },
    { 'x-forwarded-client-cert': 'Hash=' },
    { 'x-forwarded-client-cert': `Hash=${HASH.slice(1)}` },
    { 'x-forwarded-client-cert': `Hash=${HASH}00` },
    { 'x-forwarded-client-cert': `Hash=${'g'.repeat(64)}` },
    { 'x-forwarded-client-cert': 'By=spiffe://gw.example;Subject="CN=client,O=Acme";URI=spiffe://client' },
    { 'x-forwarded-client-cert': `Hash=${HASH};Hash=${HASH}` },
    { 'x-forwarded-client-cert': `Hash=${HASH},By=spiffe://gw.example` },
    { 'x-forwarded-client-cert': `Hash="${HASH}` },
    { 'x-forwarded-client-cert': `Hash${HASH}` },
  ];
  for (const headers of forged) {
    const res = await topup(key, headers);
    assertError(t, res, 403, 'FORBIDDEN');
    t.is(res.body.error.requiredControl, 'mtls', JSON.stringify(headers));
  }
  t.deepEqual(journalOf(s, partnerId), before);
  t.is(await walletOf(s, key), 100_000);
});

test('a genuine gateway attestation is accepted: the success verdict or a forwarded certificate Hash', async (t) => {
  const { key } = await sandboxPartnerWithFlags(s, { mtlsRequired: true });
  const genuine: Record<string, string>[] = [
    { 'x-client-cert-verified': 'success' },
    { 'x-client-cert-verified': 'SUCCESS' },
    { 'x-forwarded-client-cert': `Hash=${HASH}` },
    { 'x-forwarded-client-cert': `By=spiffe://gw.example;Hash=${HASH.toUpperCase()};Subject="CN=client,O=Acme; Ltd";URI=spiffe://client` },
    { 'x-forwarded-client-cert': `By=spiffe://gw.example;Hash=${HASH}, By=spiffe://edge.example;Hash="${HASH}"` },
  ];
  for (const headers of genuine) t.is((await topup(key, headers)).status, 201, JSON.stringify(headers));
  t.is(await walletOf(s, key), 100_000 + genuine.length);
});

test('without the flag, no attestation is needed', async (t) => {
  const { key } = await sandboxPartnerWithFlags(s, {});
  t.is((await topup(key, {})).status, 201);
});

test('with every control on, scope is checked first, then the signature, then mTLS, and a refusal does not burn the signature', async (t) => {
  const { key, partnerId } = await sandboxPartnerWithFlags(s, { signedRequestsRequired: true, mtlsRequired: true, scopedKeysRequired: true });
  t.is((await s.operator('PATCH', `/partners/${partnerId}`, { scopes: ['market:read'] })).status, 200);
  const body = JSON.stringify({ amount: 7 });
  const signed = signatureHeaders(s, 'POST', `${SANDBOX}/topup`, key, body);
  const send = (headers: Record<string, string>) => s.request('POST', `${SANDBOX}/topup`, { key, rawBody: body, headers, idempotencyKey: uniqueKey() });
  const scopeRefusal = await send({});
  assertError(t, scopeRefusal, 403, 'FORBIDDEN');
  t.is(scopeRefusal.body.error.requiredScope, 'funds');
  t.is((await s.operator('PATCH', `/partners/${partnerId}`, { scopes: ['funds', 'accounts'] })).status, 200);
  assertError(t, await send({ 'x-client-cert-verified': 'success' }), 401, 'AUTH_INVALID');
  const mtlsRefusal = await send(signed);
  assertError(t, mtlsRefusal, 403, 'FORBIDDEN');
  t.is(mtlsRefusal.body.error.requiredControl, 'mtls');
  t.is((await send({ ...signed, 'x-client-cert-verified': 'success' })).status, 201, 'the signature refused alongside mTLS was still unused');
  assertError(t, await send({ ...signed, 'x-client-cert-verified': 'success' }), 401, 'AUTH_INVALID');
  t.is(await walletOf(s, key), 100_007);
});
