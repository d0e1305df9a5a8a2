/**
 * The API reference pages as HTTP answers (the browser test, test/browser/reference.test.ts, looks at
 * them rendered): a strict Content-Security-Policy, the renderer served by this server from node_modules,
 * the operator page behind the operator token (Bearer or Basic), ETag and 304, 405 for other methods.
 */
import test from 'ava';
import { servedPaths } from '../helpers/openapi-refs.ts';
import { OPERATOR_TOKEN, PRODUCTION, SANDBOX, startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
});
test.after.always(async () => server?.close());

const get = (path: string, headers: Record<string, string> = {}): Promise<Response> => fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

test('/docs is an HTML page that loads only scripts of this origin and points at the partner document', async (t) => {
  const res = await get('/docs');
  t.is(res.status, 200);
  t.regex(res.headers.get('content-type') ?? '', /^text\/html/);
  const csp = res.headers.get('content-security-policy') ?? '';
  t.regex(csp, /script-src 'self'(;|$)/);
  t.regex(csp, /default-src 'none'/);
  t.regex(csp, /frame-ancestors 'none'/);
  const html = await res.text();
  const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  t.deepEqual(scripts, ['/docs/assets/scalar-standalone.js', '/docs/assets/reference.js']);
  t.false(/<script>(?!<\/script>)/.test(html), 'no inline script');
  t.true(html.includes(`data-openapi-url="${PRODUCTION}/openapi.json"`));
  t.false(/https?:\/\//.test(html), 'nothing from another origin');
});

test('the renderer and the page script are served from this server, the renderer compressed', async (t) => {
  const bundle = await get('/docs/assets/scalar-standalone.js', { 'accept-encoding': 'br' });
  t.is(bundle.status, 200);
  t.regex(bundle.headers.get('content-type') ?? '', /javascript/);
  t.is(bundle.headers.get('content-encoding'), 'br');
  const text = await bundle.text();
  t.true(text.includes('createApiReference'), 'the Scalar standalone build');
  const script = await get('/docs/assets/reference.js');
  const source = await script.text();
  t.true(source.includes('Scalar.createApiReference'));
  t.true(source.includes('telemetry: false'));
});

test('the pages answer 304 to a current If-None-Match, and 405 with Allow to other methods', async (t) => {
  const first = await get('/docs');
  const etag = first.headers.get('etag')!;
  t.truthy(etag);
  const again = await get('/docs', { 'if-none-match': etag, 'cache-control': 'max-age=0' });
  t.is(again.status, 304);
  const post = await server.request('POST', '/docs');
  t.is(post.status, 405);
  t.is(post.headers.get('allow'), 'GET, HEAD');
  t.is(post.body.error.code, 'METHOD_NOT_ALLOWED');
});

test('the partner bases point at /docs', async (t) => {
  for (const base of [PRODUCTION, SANDBOX]) {
    const res = await get(`${base}/docs`);
    t.is(res.status, 308);
    t.is(res.headers.get('location'), '/docs');
  }
});

test('/api/admin/v1/docs needs the operator token, as Bearer or as the Basic password, and embeds the operator document', async (t) => {
  const anonymous = await get('/api/admin/v1/docs');
  t.is(anonymous.status, 401);
  t.regex(anonymous.headers.get('www-authenticate') ?? '', /^Basic realm="operator"/);
  const wrong = await get('/api/admin/v1/docs', { authorization: 'Bearer not-the-token' });
  t.is(wrong.status, 401);
  const wrongBasic = await get('/api/admin/v1/docs', { authorization: `Basic ${Buffer.from('op:nope').toString('base64')}` });
  t.is(wrongBasic.status, 401);
  const bearer = await get('/api/admin/v1/docs', { authorization: `Bearer ${OPERATOR_TOKEN}` });
  t.is(bearer.status, 200);
  const html = await bearer.text();
  const block = /<script id="openapi-document" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  t.truthy(block);
  const doc = JSON.parse(block![1]!) as { info: { title: string }; paths: Record<string, Record<string, unknown>>; servers: { url: string }[] };
  t.regex(doc.info.title, /operator API/);
  t.true(Object.keys(servedPaths(doc)).every((p) => p.startsWith('/api/admin/v1/')));
  t.regex(bearer.headers.get('cache-control') ?? '', /private/);
  const basic = await get('/api/admin/v1/docs', { authorization: `Basic ${Buffer.from(`operator:${OPERATOR_TOKEN}`).toString('base64')}` });
  t.is(basic.status, 200);
});
