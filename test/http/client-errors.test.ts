/**
 * Requests Node's HTTP parser refuses before Koa sees them (a request head over 16 KB, a malformed
 * request line) still get the error envelope with a request id, and the connection is closed; on a
 * fresh connection and on a kept-alive one that already served requests alike.
 */
import test from 'ava';
import { Client } from 'undici';
import { startTestServer } from '../helpers/server.ts';
import { parseRawResponse, rawConnect, rawExchange } from './raw-socket.ts';

const LONG_URL = `/healthz?q=${'a'.repeat(17_000)}`;

test('a URL over 16 KB is answered 431 HEADERS_TOO_LARGE with the error envelope', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const res = parseRawResponse(await rawExchange(s, `GET ${LONG_URL} HTTP/1.1\r\nHost: x\r\n\r\n`));
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

test('a 17 KB URL on a kept-alive connection that already served requests gets its 431 every time (undici)', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  let connections = 0;
  s.running.server.on('connection', () => (connections += 1));
  const client = new Client(s.url, { pipelining: 1 });
  t.teardown(() => client.close());
  const rounds = 40;
  const outcomes: string[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const served = await client.request({ method: 'GET', path: '/healthz' });
    await served.body.text();
    if (served.statusCode !== 200) outcomes.push(`round ${i}: /healthz answered ${served.statusCode}`);
    try {
      const refused = await client.request({ method: 'GET', path: LONG_URL });
      const body = (await refused.body.json()) as { error: { code: string; requestId: string } };
      if (refused.statusCode !== 431 || body.error.code !== 'HEADERS_TOO_LARGE' || !body.error.requestId.startsWith('req_'))
        outcomes.push(`round ${i}: ${refused.statusCode} ${JSON.stringify(body)}`);
    } catch (err) {
      outcomes.push(`round ${i}: no answer (${(err as Error).message})`);
    }
  }
  t.deepEqual(outcomes, []);
  // One connection per round: the long URL went on the connection its /healthz had just used, which it closed.
  t.is(connections, rounds);
});

test('a request head over 16 KB pipelined behind a served request is answered after that response, on the same socket', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const client = await rawConnect(s);
  client.socket.write(`GET /healthz HTTP/1.1\r\nHost: x\r\n\r\nGET ${LONG_URL} HTTP/1.1\r\nHost: x\r\n\r\n`);
  const raw = await client.closed;
  const second = raw.indexOf('HTTP/1.1 431 ');
  t.true(raw.startsWith('HTTP/1.1 200 '), raw.slice(0, 80));
  t.true(second > 0, 'the 431 follows the first answer');
  const res = parseRawResponse(raw.slice(second));
  t.is(res.body.error.code, 'HEADERS_TOO_LARGE');
  t.is(res.headers.connection, 'close');
});

test('a request head of 1 MB is answered 431 before the connection closes, not reset under the answer', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  for (let i = 0; i < 5; i += 1) {
    const res = parseRawResponse(await rawExchange(s, `GET /healthz?q=${'a'.repeat(1024 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`));
    t.is(res.status, 431);
    t.is(res.body.error.code, 'HEADERS_TOO_LARGE');
  }
});
