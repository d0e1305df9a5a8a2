/**
 * Requests Node's HTTP parser refuses before Koa sees them (a request head over 16 KB, a malformed
 * request line) still get the error envelope with a request id, and the connection is closed.
 */
import test from 'ava';
import { startTestServer } from '../helpers/server.ts';
import { parseRawResponse, rawExchange } from './raw-socket.ts';

test('a URL over 16 KB is answered 431 HEADERS_TOO_LARGE with the error envelope', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const res = parseRawResponse(await rawExchange(s, `GET /healthz?q=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
  t.is(res.status, 431);
  t.is(res.headers['content-type'], 'application/json; charset=utf-8');
  t.is(res.headers.connection, 'close');
  t.is(res.body.error.code, 'HEADERS_TOO_LARGE');
  t.regex(res.body.error.message, /16 KB/);
  t.regex(res.body.error.requestId, /^req_[0-9a-f]{32}$/);
  t.is(res.headers['x-request-id'], res.body.error.requestId);
});

test('fetch sees the same 431 envelope for a long URL', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const res = await s.request('GET', `/healthz?q=${'a'.repeat(20_000)}`);
  t.is(res.status, 431);
  t.is(res.body.error.code, 'HEADERS_TOO_LARGE');
});

test('a malformed request line is answered 400 VALIDATION_ERROR with the error envelope', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const res = parseRawResponse(await rawExchange(s, 'THIS IS NOT HTTP\r\n\r\n'));
  t.is(res.status, 400);
  t.is(res.body.error.code, 'VALIDATION_ERROR');
  t.regex(res.body.error.message, /malformed HTTP request/);
  t.truthy(res.body.error.requestId);
});
