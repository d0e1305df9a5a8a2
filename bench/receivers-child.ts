/**
 * Webhook receivers of the fan-out benchmark, in a child process of their own (so their CPU is not the
 * service's): RECEIVER_PORTS loopback HTTP servers, distinct origins as distinct partners' endpoints
 * would be. Every delivery is verified as a partner would: hex HMAC-SHA256 of the raw body with the
 * webhook secret, compared in constant time. Counts valid, invalid and duplicate deliveries (same
 * endpoint path and event id seen before) and the lag from the event's timestamp to its arrival.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { percentiles, type Percentiles } from './percentiles.ts';

export interface ReceiverCounts {
  readonly valid: number;
  readonly invalid: number;
  readonly duplicates: number;
}

export interface ReceiverStats extends ReceiverCounts {
  readonly type: 'stats';
  /** Receipt time minus the event's timestamp, over the deliveries since the last `reset`. */
  readonly lagMs: Percentiles;
  readonly cpu: NodeJS.CpuUsage;
}

const SECRET = process.env.RECEIVER_SECRET ?? '';
const PORTS = Number(process.env.RECEIVER_PORTS ?? 1);
const counts = { valid: 0, invalid: 0, duplicates: 0 };
const seen = new Set<string>();
let lags: number[] = [];

function verified(raw: Buffer, signature: string | undefined): boolean {
  const expected = Buffer.from(createHmac('sha256', SECRET).update(raw).digest('hex'));
  const given = Buffer.from(String(signature));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** One request as the parser found it: the path, the headers the check needs, and the raw body. */
interface Received {
  readonly path: string;
  readonly signature: string | undefined;
  readonly eventId: string | undefined;
  readonly body: Buffer;
}

function record(r: Received): void {
  if (!verified(r.body, r.signature)) {
    counts.invalid += 1;
    return;
  }
  const key = `${r.path} ${String(r.eventId)}`;
  if (seen.has(key)) counts.duplicates += 1;
  else seen.add(key);
  counts.valid += 1;
  lags.push(Date.now() - Date.parse(timestampOf(r.body)));
}

const TIMESTAMP_KEY = Buffer.from('"timestamp":"');

/**
 * The envelope's `timestamp` (found in the bytes instead of a JSON.parse of the whole body).
 * The service serialises the envelope with `timestamp` before `data`, so the first `"timestamp":"` is its own
 * key (a quote inside a JSON string is escaped, so no string value can hold that sequence); a body without it
 * is parsed as before.
 */
function timestampOf(body: Buffer): string {
  const at = body.indexOf(TIMESTAMP_KEY);
  const end = at < 0 ? -1 : body.indexOf(0x22, at + TIMESTAMP_KEY.length);
  if (end > 0) return body.toString('latin1', at + TIMESTAMP_KEY.length, end);
  return (JSON.parse(body.toString('utf8')) as { timestamp: string }).timestamp;
}

/**
 * The answer node:http gave, byte for byte (so the service's sender parses exactly what it
 * parsed before): `writeHead(200, { 'content-type': 'text/plain' }).end('ok')` with a 60 s keep-alive sent the
 * header as written, Date (formatted once a second, as node does), Connection, Keep-Alive, and a chunked body.
 */
let dateSecond = -1;
let answer = Buffer.alloc(0);
function response(): Buffer {
  const second = Math.floor(Date.now() / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    const date = new Date(second * 1000).toUTCString();
    answer = Buffer.from(
      `HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\nDate: ${date}\r\nConnection: keep-alive\r\nKeep-Alive: timeout=60\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n`,
    );
  }
  return answer;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/** `\r\n<name>:` as undici writes the headers the check needs (names as the service gives them, lower case). */
const CONTENT_LENGTH = Buffer.from('\r\ncontent-length:');
const SIGNATURE = Buffer.from('\r\nx-service-signature:');
const EVENT_ID = Buffer.from('\r\nx-service-event-id:');

/** The value of the header `name` (`\r\n<name>:` bytes) in the head `buf[0, headEnd)`, trimmed; undefined when absent. */
function headerValue(buf: Buffer, name: Buffer, headEnd: number): string | undefined {
  const at = buf.indexOf(name);
  if (at < 0 || at >= headEnd) return undefined;
  const end = buf.indexOf(0x0d, at + name.length);
  return buf.toString('latin1', at + name.length, end < 0 || end > headEnd ? headEnd : end).trim();
}

/** The headers the check needs, read the generic way (any case of names): for a head the fast path cannot read. */
function headersByLines(head: string): { length: number; signature: string | undefined; eventId: string | undefined } {
  let length = -1;
  let signature: string | undefined;
  let eventId: string | undefined;
  const lines = head.split('\r\n');
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i]!;
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-length') length = Number(value);
    else if (name === 'x-service-signature') signature = value;
    else if (name === 'x-service-event-id') eventId = value;
  }
  return { length, signature, eventId };
}

/**
 * Parses one HTTP/1.1 request from the front of `buf` (request line, headers, a Content-Length body: what
 * undici sends for a string body); null when it is not all there yet. A request the parser cannot read
 * (no Content-Length) throws: the connection is dropped and the delivery never counts as valid.
 * The three headers are found in the bytes (no string of the whole head, no split per
 * line); a head where they are not found so is read line by line as before.
 */
function parseRequest(buf: Buffer): { request: Received; used: number } | null {
  const headEnd = buf.indexOf(HEAD_END);
  if (headEnd < 0) return null;
  const pathStart = buf.indexOf(0x20) + 1;
  const pathEnd = buf.indexOf(0x20, pathStart);
  const path = pathStart > 0 && pathEnd > pathStart && pathEnd < headEnd ? buf.toString('latin1', pathStart, pathEnd) : '';
  let length = Number(headerValue(buf, CONTENT_LENGTH, headEnd) ?? -1);
  let signature = headerValue(buf, SIGNATURE, headEnd);
  let eventId = headerValue(buf, EVENT_ID, headEnd);
  if (!(length >= 0) || signature === undefined || eventId === undefined) ({ length, signature, eventId } = headersByLines(buf.toString('latin1', 0, headEnd)));
  if (!(length >= 0)) throw new Error('a request without Content-Length');
  const bodyStart = headEnd + HEAD_END.length;
  if (buf.length < bodyStart + length) return null;
  return { request: { path, signature, eventId, body: buf.subarray(bodyStart, bodyStart + length) }, used: bodyStart + length };
}

/**
 * A keep-alive connection: requests are parsed as bytes arrive (one may span reads, a read may hold several)
 * and each answered in order. Raw sockets instead of node:http: the receivers share the
 * service's 2 cores, and node:http's request and response objects and streams were most of their CPU per delivery.
 */
function serve(socket: Socket): void {
  let pending: Buffer | null = null;
  socket.setNoDelay(true);
  socket.on('data', (chunk: Buffer) => {
    let buf: Buffer = pending ? Buffer.concat([pending, chunk]) : chunk;
    pending = null;
    let answers = 0;
    try {
      for (let parsed = parseRequest(buf); parsed; parsed = parseRequest(buf)) {
        record(parsed.request);
        answers += 1;
        buf = buf.subarray(parsed.used);
      }
    } catch {
      socket.destroy();
      return;
    }
    // The rest of a request not yet complete: copied, so the chunk it came in is not held on to.
    if (buf.length > 0) pending = Buffer.from(buf);
    if (answers === 1) socket.write(response());
    else if (answers > 1) socket.write(Buffer.concat(new Array<Buffer>(answers).fill(response())));
  });
  socket.on('error', () => socket.destroy());
}

const ports: number[] = [];
for (let i = 0; i < PORTS; i += 1) {
  const server = createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ports.push((server.address() as AddressInfo).port);
}
process.send?.({ type: 'listening', port: ports[0] });

process.on('message', (m: { type?: string }) => {
  if (m.type === 'ports') process.send?.({ type: 'ports', ports });
  // The closed loop polls this often: counts only, no sorting.
  if (m.type === 'counts') process.send?.({ type: 'counts', ...counts });
  if (m.type === 'stats') process.send?.({ type: 'stats', ...counts, lagMs: percentiles(lags), cpu: process.cpuUsage() } satisfies ReceiverStats);
  if (m.type === 'reset') {
    lags = [];
    process.send?.({ type: 'reset' });
  }
});
process.once('SIGTERM', () => process.exit(0));
