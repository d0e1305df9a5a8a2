/**
 * The webhook transport against real loopback receivers: it connects to the addresses it is given
 * (the SSRF-checked ones), never to a fresh resolution of the URL's name, keeps the partner's Host
 * header, follows no redirect, bounds each attempt by one timer over connect, headers and body, reads
 * only a snippet of the answer and reuses connections per origin. Linux routes all of 127/8 to
 * loopback, so two receivers on the same port of 127.0.0.1 and 127.0.0.2 tell the addresses apart.
 */
import test from 'ava';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SNIPPET_CHARS } from '../../machines/webhookDelivery/machine.ts';
import { pinnedLookup, WebhookTransport } from '../../engine/webhooks/transport.ts';

type Teardown = { teardown: (fn: () => unknown) => void };

interface Seen {
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** A receiver on `host`; `answer` decides the response (default 200 "ok"). */
async function receiver(t: Teardown, host: string, port = 0, answer: (res: ServerResponse) => void = (res) => res.end('ok')) {
  const seen: Seen[] = [];
  let connections = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      answer(res);
    });
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  t.teardown(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { seen, connections: () => connections, port: (server.address() as AddressInfo).port };
}

function transport(t: Teardown, timeoutMs?: number): WebhookTransport {
  const tr = new WebhookTransport({ connectionsPerOrigin: 4, ...(timeoutMs === undefined ? {} : { timeoutMs }) });
  t.teardown(() => tr.close());
  return tr;
}

const V4 = (address: string) => [{ address, family: 4 }];
const JSON_HEADERS = { 'content-type': 'application/json', 'x-service-event': 'test.event' };

test('a host name that does not resolve at all is reached on the address it was pinned to, with its own Host header', async (t) => {
  const rx = await receiver(t, '127.0.0.1');
  // `.invalid` never resolves (RFC 2606): only the pinned address can have carried this request.
  const url = `http://hooks.partner.invalid:${rx.port}/in?source=test`;
  const result = await transport(t).post(url, V4('127.0.0.1'), JSON_HEADERS, '{"a":1}');
  t.like(result, { status: 200, snippet: 'ok', error: null });
  t.is(rx.seen.length, 1);
  t.like(rx.seen[0], { url: '/in?source=test', body: '{"a":1}' });
  t.is(rx.seen[0]!.headers.host, `hooks.partner.invalid:${rx.port}`);
  t.is(rx.seen[0]!.headers['x-service-event'], 'test.event');
});

test('a name that resolves to one address is sent to the pinned other address, not re-resolved', async (t) => {
  const resolved = await receiver(t, '127.0.0.1');
  const pinned = await receiver(t, '127.0.0.2', resolved.port);
  // localhost resolves to 127.0.0.1 (`resolved`); the check approved 127.0.0.2 (`pinned`).
  const result = await transport(t).post(`http://localhost:${resolved.port}/hook`, V4('127.0.0.2'), JSON_HEADERS, '{}');
  t.is(result.status, 200);
  t.is(pinned.seen.length, 1, 'the pinned address received the POST');
  t.is(resolved.seen.length, 0, 'the freshly resolvable address received nothing');
});

test('when the checked addresses of an origin change, the next POST goes to the new address', async (t) => {
  const first = await receiver(t, '127.0.0.1');
  const second = await receiver(t, '127.0.0.2', first.port);
  const tr = transport(t);
  const url = `http://hooks.partner.invalid:${first.port}/hook`;
  t.is((await tr.post(url, V4('127.0.0.1'), JSON_HEADERS, '{}')).status, 200);
  t.is((await tr.post(url, V4('127.0.0.2'), JSON_HEADERS, '{}')).status, 200);
  t.deepEqual([first.seen.length, second.seen.length], [1, 1]);
});

test('a pinned address where nothing listens fails the attempt with the network error, status null', async (t) => {
  const rx = await receiver(t, '127.0.0.1');
  const result = await transport(t).post(`http://localhost:${rx.port}/hook`, V4('127.0.0.3'), JSON_HEADERS, '{}');
  t.is(result.status, null);
  t.regex(result.error ?? '', /ECONNREFUSED 127\.0\.0\.3/);
  t.is(rx.seen.length, 0);
});

test('a redirect is not followed: the 3xx is the outcome and only one request is made', async (t) => {
  const rx = await receiver(t, '127.0.0.1', 0, (res) => res.writeHead(302, { location: '/elsewhere' }).end('moved'));
  const result = await transport(t).post(`http://127.0.0.1:${rx.port}/hook`, V4('127.0.0.1'), JSON_HEADERS, '{}');
  t.like(result, { status: 302, snippet: 'moved', error: null });
  t.deepEqual(
    rx.seen.map((s) => s.url),
    ['/hook'],
  );
});

test('a receiver that never answers fails the attempt at the timeout with status null', async (t) => {
  const held: ServerResponse[] = [];
  const rx = await receiver(t, '127.0.0.1', 0, (res) => held.push(res));
  const result = await transport(t, 300).post(`http://127.0.0.1:${rx.port}/hook`, V4('127.0.0.1'), JSON_HEADERS, '{}');
  t.is(result.status, null);
  t.is(result.error, 'timeout: no complete answer within 300 ms');
  t.true(result.durationMs >= 295 && result.durationMs < 2_000, `measured ${result.durationMs} ms`);
  t.is(held.length, 1, 'the request had reached the receiver');
});

test('the timeout also covers the body: headers in time but a body that never ends is a timeout', async (t) => {
  const rx = await receiver(t, '127.0.0.1', 0, (res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('partial');
  });
  // The headers must arrive before the timeout for the status to be seen: 1.5 s leaves room for a loaded
  // machine's event-loop stalls (300 ms failed twice under a load of 3-13), while the body never ends at all.
  const result = await transport(t, 1_500).post(`http://127.0.0.1:${rx.port}/hook`, V4('127.0.0.1'), JSON_HEADERS, '{}');
  t.like(result, { status: 200, snippet: null, error: 'timeout: no complete answer within 1500 ms' });
  t.true(result.durationMs >= 1_495, `measured ${result.durationMs} ms`);
});

test('only a snippet of a large answer is kept (multi-byte text cut at SNIPPET_CHARS characters)', async (t) => {
  const text = 'é€'.repeat(100_000);
  const rx = await receiver(t, '127.0.0.1', 0, (res) => res.end(text));
  const result = await transport(t).post(`http://127.0.0.1:${rx.port}/hook`, V4('127.0.0.1'), JSON_HEADERS, '{}');
  t.is(result.status, 200);
  t.is(result.error, null);
  t.is(result.snippet, text.slice(0, SNIPPET_CHARS));
});

test('sequential POSTs to one origin reuse keep-alive connections instead of opening one each', async (t) => {
  const rx = await receiver(t, '127.0.0.1', 0, (res) => res.end('x'.repeat(10_000)));
  const tr = transport(t);
  for (let i = 0; i < 10; i += 1) t.is((await tr.post(`http://127.0.0.1:${rx.port}/hook`, V4('127.0.0.1'), JSON_HEADERS, '{}')).status, 200);
  t.is(rx.seen.length, 10);
  // undici frees a connection a tick after its answer ends, so the next POST may open a second one.
  t.true(rx.connections() <= 2, `${rx.connections()} connections for 10 POSTs`);
});

test('the pinned lookup answers every name with the checked addresses, one or all as the socket asks', (t) => {
  const lookup = pinnedLookup([
    { address: '93.184.216.34', family: 4 },
    { address: '2606:2800:220:1::1', family: 6 },
  ]);
  const answers: unknown[] = [];
  lookup('attacker-rebinds-me.example', { all: true }, (err, address) => answers.push([err, address]));
  lookup('attacker-rebinds-me.example', {}, (err, address, family) => answers.push([err, address, family]));
  t.deepEqual(answers, [
    [
      null,
      [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:2800:220:1::1', family: 6 },
      ],
    ],
    [null, '93.184.216.34', 4],
  ]);
  t.throws(() => pinnedLookup([]), { message: /at least one checked address/ });
});
