/**
 * The broadcaster's shared chunk goes to each socket pre-framed (one HTTP/1.1 chunk
 * built once per flush) instead of through `res.write`. These tests read the raw bytes of a real
 * connection and decode them strictly, so a framing mistake (a wrong size line, a missing CRLF, a chunk
 * written before the head or split from its size) fails here, not only in a tolerant client. An HTTP/1.0
 * client gets no chunked encoding, so its events must come through `res.write` unframed.
 */
import test from 'ava';
import { connect, type Socket } from 'node:net';
import { SANDBOX, startTestServer, type TestServer } from '../helpers/server.ts';
import { listAll, openStream, sandboxTopup } from './stream-support.ts';

interface RawStream {
  /** The response head as received. */
  head(): string;
  /** The body's SSE text so far (chunked decoding applied when the response is chunked). */
  text(): string;
  /** The event ids received so far, in order. */
  ids(): string[];
  /** Body chunks decoded so far (0 for an unchunked response). */
  chunks(): number;
  /** A framing error found by the strict decoder, if any. */
  error(): string | null;
  until(predicate: () => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
}

/** A strict HTTP/1.1 chunked decoder over the raw bytes: every size line hex + CRLF, every chunk's data followed by CRLF. */
function decodeChunked(body: Buffer): { text: string; chunks: number; rest: number; error: string | null } {
  let at = 0;
  let text = '';
  let chunks = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at, 'latin1');
    if (lineEnd < 0) break;
    const sizeLine = body.toString('latin1', at, lineEnd);
    if (!/^[0-9a-f]+$/.test(sizeLine)) return { text, chunks, rest: body.length - at, error: `bad chunk size line ${JSON.stringify(sizeLine)}` };
    const size = Number.parseInt(sizeLine, 16);
    const dataStart = lineEnd + 2;
    if (body.length < dataStart + size + 2) break;
    if (body.toString('latin1', dataStart + size, dataStart + size + 2) !== '\r\n') return { text, chunks, rest: 0, error: 'chunk data not followed by CRLF' };
    text += body.toString('utf8', dataStart, dataStart + size);
    chunks += 1;
    at = dataStart + size + 2;
  }
  return { text, chunks, rest: body.length - at, error: null };
}

async function rawStream(server: TestServer, key: string, version: '1.0' | '1.1'): Promise<RawStream> {
  const url = new URL(server.url);
  const socket: Socket = connect(Number(url.port), url.hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.on('error', () => undefined);
  socket.write(`GET ${SANDBOX}/stream HTTP/${version}\r\nHost: ${url.host}\r\nAuthorization: Bearer ${key}\r\nAccept: text/event-stream\r\n\r\n`);
  let received = Buffer.alloc(0);
  const waiters = new Set<() => void>();
  socket.on('data', (data: Buffer) => {
    received = Buffer.concat([received, data]);
    for (const w of waiters) w();
  });
  const split = (): { head: string; body: Buffer } => {
    const end = received.indexOf('\r\n\r\n', 0, 'latin1');
    return end < 0 ? { head: '', body: Buffer.alloc(0) } : { head: received.toString('latin1', 0, end), body: received.subarray(end + 4) };
  };
  const chunked = (): boolean => /\r\ntransfer-encoding: chunked/i.test(split().head);
  const decoded = () => {
    const { body } = split();
    return chunked() ? decodeChunked(body) : { text: body.toString('utf8'), chunks: 0, rest: 0, error: null };
  };
  const ids = (): string[] => [...decoded().text.matchAll(/^id: (.+)$/gm)].map((m) => m[1]!);
  return {
    head: () => split().head,
    text: () => decoded().text,
    ids,
    chunks: () => decoded().chunks,
    error: () => decoded().error,
    until(predicate, timeoutMs = 5000) {
      if (predicate()) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out; received ${JSON.stringify(received.toString('latin1').slice(0, 2000))}`));
        }, timeoutMs);
        const check = (): void => {
          if (!predicate()) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      });
    },
    close: () => socket.destroy(),
  };
}

/** Platform incidents through the engine: each is one event on every sandbox stream, several flushes' worth. */
async function declareIncidents(server: TestServer, count: number): Promise<void> {
  const payload = { title: 'wire', severity: 'P3', affectedServices: ['event-stream'], message: 'é'.repeat(50) };
  const { engine } = server.running.service;
  for (let i = 0; i < count; i += 1) {
    await engine.execute({ type: 'operator.incident.declare', env: null, partnerId: null, requestId: null, payload });
  }
}

test('live events reach an HTTP/1.1 stream as well-formed chunks, in order, matching GET /events, beside a node:http client', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.close());
  const { apiKey } = await server.sandboxPartner();
  const raw = await rawStream(server, apiKey, '1.1');
  t.teardown(() => raw.close());
  const other = await openStream(server, SANDBOX, apiKey);
  t.teardown(() => other.close());
  await raw.until(() => raw.text().startsWith(': connected\n\n'));
  t.regex(raw.head(), /^HTTP\/1\.1 200/);
  t.regex(raw.head(), /\r\ntransfer-encoding: chunked/i);

  await sandboxTopup(server, SANDBOX, apiKey);
  await declareIncidents(server, 6);
  await raw.until(() => raw.ids().length >= 8 || raw.error() !== null);
  t.is(raw.error(), null);
  const expected = await listAll(server, SANDBOX, apiKey);
  t.is(expected.length, 8);
  t.deepEqual(
    raw.ids(),
    expected.map((e) => e.eventId),
    'every event once, in order',
  );
  // Each frame's data is the envelope as GET /events serves it (multi-byte characters included).
  const data = [...raw.text().matchAll(/^data: (.+)$/gm)].map((m) => JSON.parse(m[1]!));
  t.deepEqual(data, expected);
  t.true(raw.chunks() >= 2, 'the head frame and at least one live flush, each its own chunk');
  await other.waitFor(() => other.events().length >= 8);
  t.deepEqual(
    other.events().map((e) => e.envelope),
    expected,
  );
});

test('an HTTP/1.0 stream (no chunked encoding) gets the same events unframed', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.close());
  const { apiKey } = await server.sandboxPartner();
  const raw = await rawStream(server, apiKey, '1.0');
  t.teardown(() => raw.close());
  await raw.until(() => raw.text().startsWith(': connected\n\n'));
  t.notRegex(raw.head(), /transfer-encoding/i);
  await sandboxTopup(server, SANDBOX, apiKey);
  await declareIncidents(server, 3);
  await raw.until(() => raw.ids().length >= 5);
  const expected = await listAll(server, SANDBOX, apiKey);
  t.deepEqual(
    raw.ids(),
    expected.map((e) => e.eventId),
  );
  t.false(/\r\n[0-9a-f]+\r\n/.test(raw.text()), 'no chunk framing in the body');
});
