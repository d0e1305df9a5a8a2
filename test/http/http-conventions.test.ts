/**
 * HTTP conventions through a real server: gzip and br compression of large bodies (never the event
 * stream), weak ETags and 304 on catalog and document reads, 405 with Allow in the error envelope for a
 * wrong method on a known path, and WWW-Authenticate on API 401s.
 */
import test from 'ava';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CONDITIONAL_READS, conditionalKey } from '../../http/conditional-reads.ts';
import { COMPRESSION_THRESHOLD_BYTES } from '../../http/middleware/compression.ts';
import { allRoutes } from '../../http/routes/index.ts';
import { ADMIN, OPERATOR_TOKEN, PRODUCTION, SANDBOX, startTestServer, type TestServer } from '../helpers/server.ts';
import { servedPaths, withResolvedResponses } from '../helpers/openapi-refs.ts';
import { rawRequest, type RawAnswer } from '../helpers/raw-request.ts';

let server: TestServer;
let sandboxKey: string;
let productionKey: string;

test.before(async () => {
  server = await startTestServer();
  sandboxKey = (await server.sandboxPartner()).apiKey;
  productionKey = (await server.productionPartner()).apiKey;
});
test.after.always(async () => server?.close());

/** A request without fetch's transparent decompression: the bytes as they travelled. */
function raw(method: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return rawRequest(`${server.url}${path}`, method, headers);
}

for (const [label, base, key] of [
  ['sandbox', SANDBOX, () => sandboxKey],
  ['production', PRODUCTION, () => productionKey],
] as const) {
  test(`${label}: a large JSON body travels br or gzip as the client prefers, the same JSON once decoded`, async (t) => {
    const auth = { authorization: `Bearer ${key()}` };
    const plain = await raw('GET', `${base}/stocks`, auth);
    t.is(plain.status, 200);
    t.is(plain.headers['content-encoding'], undefined, 'no Accept-Encoding: sent as is');
    t.regex(String(plain.headers.vary), /Accept-Encoding/i);
    t.true(plain.bytes.length >= COMPRESSION_THRESHOLD_BYTES, 'the catalog list is a large body');
    const br = await raw('GET', `${base}/stocks`, { ...auth, 'accept-encoding': 'gzip, br' });
    t.is(br.headers['content-encoding'], 'br');
    t.deepEqual(JSON.parse(brotliDecompressSync(br.bytes).toString()), JSON.parse(plain.bytes.toString()));
    t.true(br.bytes.length < plain.bytes.length / 2, `br ${br.bytes.length} bytes of ${plain.bytes.length}`);
    const gzip = await raw('GET', `${base}/stocks`, { ...auth, 'accept-encoding': 'gzip' });
    t.is(gzip.headers['content-encoding'], 'gzip');
    t.deepEqual(JSON.parse(gunzipSync(gzip.bytes).toString()), JSON.parse(plain.bytes.toString()));
  });

  test(`${label}: catalog reads carry a weak ETag; If-None-Match with it answers 304 without a body`, async (t) => {
    const first = await server.request('GET', `${base}/stocks`, { key: key() });
    const etag = first.headers.get('etag');
    t.regex(etag ?? '', /^W\/"/);
    // fetch adds Cache-Control: no-cache to a conditional request unless told otherwise; a browser revalidating sends max-age=0.
    const again = await server.request('GET', `${base}/stocks`, { key: key(), headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' } });
    t.is(again.status, 304);
    t.is(again.text, '');
    t.is(again.headers.get('etag'), etag);
    const other = await server.request('GET', `${base}/stocks`, {
      key: key(),
      headers: { 'if-none-match': 'W/"something-else"', 'cache-control': 'max-age=0' },
    });
    t.is(other.status, 200);
    t.true(Array.isArray(other.body.stocks));
    const symbol = other.body.stocks[0].symbol as string;
    const detail = await server.request('GET', `${base}/stocks/${encodeURIComponent(symbol)}`, { key: key() });
    t.regex(detail.headers.get('etag') ?? '', /^W\/"/);
    t.not(detail.headers.get('etag'), etag, 'another body, another tag');
  });

  test(`${label}: a 304 still needs the key, and reads outside the catalog carry no ETag`, async (t) => {
    const first = await server.request('GET', `${base}/stocks`, { key: key() });
    const anonymous = await server.request('GET', `${base}/stocks`, { headers: { 'if-none-match': first.headers.get('etag')!, 'cache-control': 'max-age=0' } });
    t.is(anonymous.status, 401);
    const account = await server.request('GET', `${base}/account`, { key: key() });
    t.is(account.status, 200);
    t.is(account.headers.get('etag'), null);
  });

  test(`${label}: a wrong method on a known path is 405 with Allow, in the error envelope`, async (t) => {
    const res = await server.request('DELETE', `${base}/stocks`, { key: key() });
    t.is(res.status, 405);
    t.deepEqual(res.headers.get('allow')?.split(/,\s*/).sort(), ['GET', 'HEAD']);
    t.is(res.body.error.code, 'METHOD_NOT_ALLOWED');
    t.is(res.body.error.requestId, res.headers.get('x-request-id'));
    const unknown = await server.request('DELETE', `${base}/no-such-family`, { key: key() });
    t.is(unknown.status, 404, 'an unknown path stays 404');
    t.is(unknown.body.error.code, 'NOT_FOUND');
  });

  test(`${label}: API 401s say how to authenticate (WWW-Authenticate)`, async (t) => {
    const missing = await server.request('GET', `${base}/account`);
    t.is(missing.status, 401);
    t.is(missing.headers.get('www-authenticate'), 'Bearer realm="partner-api", ApiKey realm="partner-api", header="x-api-key"');
    const invalid = await server.request('GET', `${base}/account`, { key: `${key()}x` });
    t.is(invalid.status, 401);
    t.regex(invalid.headers.get('www-authenticate') ?? '', /^Bearer realm="partner-api", .*error="invalid_token"$/);
    const authorised = await server.request('GET', `${base}/account`, { key: key() });
    t.is(authorised.headers.get('www-authenticate'), null);
  });
}

test('the event stream is never compressed, whatever the client accepts', async (t) => {
  const controller = new AbortController();
  const res = await fetch(`${server.url}${SANDBOX}/stream`, {
    headers: { authorization: `Bearer ${sandboxKey}`, 'accept-encoding': 'gzip, br' },
    signal: controller.signal,
  });
  t.is(res.status, 200);
  t.regex(res.headers.get('content-type') ?? '', /^text\/event-stream/);
  t.is(res.headers.get('content-encoding'), null);
  controller.abort();
});

test('a small body is sent as is even to a client that accepts gzip', async (t) => {
  const res = await raw('GET', '/healthz', { 'accept-encoding': 'gzip, br' });
  t.is(res.status, 200);
  t.is(res.headers['content-encoding'], undefined);
  t.deepEqual(JSON.parse(res.bytes.toString()), { status: 'ok' });
});

test('the OpenAPI documents: compressed, ETag and 304; the operator one behind its token', async (t) => {
  const doc = await raw('GET', `${PRODUCTION}/openapi.json`, { 'accept-encoding': 'br' });
  t.is(doc.headers['content-encoding'], 'br');
  const etag = String(doc.headers.etag);
  const revalidated = await server.request('GET', `${PRODUCTION}/openapi.json`, { headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' } });
  t.is(revalidated.status, 304);
  const operatorDoc = await server.operator('GET', '/openapi.json');
  const operatorTag = operatorDoc.headers.get('etag')!;
  const operatorAgain = await server.request('GET', `${ADMIN}/openapi.json`, {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'if-none-match': operatorTag, 'cache-control': 'max-age=0' },
  });
  t.is(operatorAgain.status, 304);
  const anonymous = await server.request('GET', `${ADMIN}/openapi.json`, { headers: { 'if-none-match': operatorTag, 'cache-control': 'max-age=0' } });
  t.is(anonymous.status, 401);
  t.is(anonymous.headers.get('www-authenticate'), 'Bearer realm="operator"');
});

test('405 on the operator base and on public paths; OPTIONS lists the methods', async (t) => {
  const health = await server.request('POST', '/healthz');
  t.is(health.status, 405);
  t.is(health.body.error.code, 'METHOD_NOT_ALLOWED');
  const admin = await server.request('PUT', `${ADMIN}/openapi.json`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
  t.is(admin.status, 405);
  t.regex(admin.headers.get('allow') ?? '', /GET/);
  const options = await server.request('OPTIONS', `${SANDBOX}/stocks`);
  t.is(options.status, 200);
  t.regex(options.headers.get('allow') ?? '', /GET/);
});

test('the OpenAPI document declares the 304 and If-None-Match of conditional reads, and WWW-Authenticate on 401s', async (t) => {
  const doc = (await server.request('GET', `${PRODUCTION}/openapi.json`)).body;
  const stocks = withResolvedResponses(doc, servedPaths(doc)[`${SANDBOX}/stocks`]!.get);
  t.truthy(stocks.responses['304']);
  t.truthy(stocks.responses['200'].headers.ETag);
  t.true((stocks.parameters as { $ref?: string }[]).some((p) => p.$ref === '#/components/parameters/IfNoneMatch'));
  t.truthy(stocks.responses['401'].headers['WWW-Authenticate']);
  const account = servedPaths(doc)[`${SANDBOX}/account`]!.get;
  t.is(account.responses['304'], undefined);
});

test('every conditional read names a declared GET route', (t) => {
  const declared = new Set(allRoutes.filter((r) => r.method === 'GET').map((r) => conditionalKey(r.base, r.path)));
  for (const entry of CONDITIONAL_READS) t.true(declared.has(entry), entry);
});
