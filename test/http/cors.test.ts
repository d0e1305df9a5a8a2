/**
 * CORS (CORS_ORIGINS, CONTRACT.md sections 2 and 7) through a real server: a preflight from an allowed origin
 * is answered 204 with that origin echoed, the allowed methods and request headers; the actual request's
 * answer (errors too) carries the origin; another origin, the operator API and a server without the setting
 * answer no CORS header at all.
 */
import test from 'ava';
import { loadConfig } from '../../engine/config.ts';
import { OPERATOR_TOKEN, PRODUCTION, SANDBOX, startTestServer, type TestServer } from '../helpers/server.ts';

const APP = 'https://app.partner.example';
const OTHER_APP = 'http://127.0.0.1:5173';
const EVIL = 'https://evil.example';

let server: TestServer;
let plain: TestServer;

test.before(async () => {
  [server, plain] = await Promise.all([startTestServer({ CORS_ORIGINS: ` ${APP}, ${OTHER_APP} ` }), startTestServer()]);
});
test.after.always(async () => Promise.all([server?.close(), plain?.close()]));

const preflight = (s: TestServer, path: string, origin: string, method = 'POST') =>
  fetch(`${s.url}${path}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type,idempotency-key' },
  });

const corsHeaders = (res: Response): string[] => [...res.headers.keys()].filter((name) => name.startsWith('access-control-'));

test('a preflight from an allowed origin answers 204 with the origin, the methods and the three request headers', async (t) => {
  for (const path of [`${SANDBOX}/users/sub_x/trade`, `${PRODUCTION}/account`, '/api/sandbox/v1/register']) {
    const res = await preflight(server, path, APP);
    t.is(res.status, 204, path);
    t.is(res.headers.get('access-control-allow-origin'), APP, 'the origin echoed, never *');
    const methods = res.headers.get('access-control-allow-methods')!.split(',');
    for (const m of ['GET', 'POST', 'PATCH', 'DELETE']) t.true(methods.includes(m), m);
    t.deepEqual(res.headers.get('access-control-allow-headers')!.split(','), ['Authorization', 'Content-Type', 'Idempotency-Key']);
    t.is(res.headers.get('access-control-max-age'), '600');
    t.is(res.headers.get('access-control-allow-credentials'), null, 'no cookies: a bearer token');
    t.regex(res.headers.get('vary') ?? '', /Origin/);
  }
  t.is((await preflight(server, `${SANDBOX}/account`, OTHER_APP, 'GET')).headers.get('access-control-allow-origin'), OTHER_APP, 'each listed origin');
});

test('the actual answer from an allowed origin carries the origin and exposes the request id, errors included', async (t) => {
  const { apiKey } = await server.sandboxPartner();
  const ok = await server.request('GET', `${SANDBOX}/account`, { key: apiKey, headers: { origin: APP } });
  t.is(ok.status, 200);
  t.is(ok.headers.get('access-control-allow-origin'), APP);
  t.regex(ok.headers.get('access-control-expose-headers') ?? '', /X-Request-Id/);
  const refused = await server.request('GET', `${SANDBOX}/account`, { headers: { origin: APP } });
  t.is(refused.status, 401);
  t.is(refused.headers.get('access-control-allow-origin'), APP, 'a page can read why it was refused');
  t.is(refused.body.error.code, 'AUTH_MISSING');
});

test('another origin, a lookalike, the operator API and the reference pages get no CORS header', async (t) => {
  for (const origin of [EVIL, `${APP}.evil.example`, 'https://APP.partner.example', 'null']) {
    const res = await preflight(server, `${SANDBOX}/account`, origin, 'GET');
    t.deepEqual(corsHeaders(res), [], origin);
    t.not(res.status, 204, `${origin}: no preflight answer`);
  }
  const { apiKey } = await server.sandboxPartner();
  const read = await server.request('GET', `${SANDBOX}/account`, { key: apiKey, headers: { origin: EVIL } });
  t.is(read.status, 200, 'the server still answers: it is the browser that withholds the answer from the page');
  t.deepEqual(corsHeaders(new Response(null, { headers: read.headers })), []);
  const operator = await fetch(`${server.url}/api/admin/v1/partners`, { headers: { origin: APP, authorization: `Bearer ${OPERATOR_TOKEN}` } });
  t.deepEqual(corsHeaders(operator), [], 'the operator API is never open to browsers');
  t.deepEqual(corsHeaders(await preflight(server, '/api/admin/v1/partners', APP, 'GET')), []);
  t.deepEqual(corsHeaders(await fetch(`${server.url}/docs`, { headers: { origin: APP } })), []);
});

test('without CORS_ORIGINS there is no CORS answer at all', async (t) => {
  const res = await preflight(plain, `${SANDBOX}/account`, APP, 'GET');
  t.deepEqual(corsHeaders(res), []);
  const { apiKey } = await plain.sandboxPartner();
  const read = await plain.request('GET', `${SANDBOX}/account`, { key: apiKey, headers: { origin: APP } });
  t.deepEqual(corsHeaders(new Response(null, { headers: read.headers })), []);
  t.false((read.headers.get('vary') ?? '').includes('Origin'));
});

test('CORS_ORIGINS refuses what is not an origin at start-up, naming it', (t) => {
  for (const bad of ['https://app.example/', 'https://app.example/path', 'app.example', '*']) {
    t.throws(() => loadConfig({ CORS_ORIGINS: bad }), { message: /CORS_ORIGINS must list origins/ }, bad);
  }
  t.deepEqual(loadConfig({ CORS_ORIGINS: 'https://a.example, http://localhost:3000,' }).corsOrigins, ['https://a.example', 'http://localhost:3000']);
  t.deepEqual(loadConfig({}).corsOrigins, []);
});
