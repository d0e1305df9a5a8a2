/**
 * The /stream clients of the fan-out benchmark, in a child process of their own: one real SSE
 * connection per given key (node:http, no agent). Each connection counts the event frames it receives
 * (an event frame is the only place a line starts with `id: `: JSON data never holds a raw newline)
 * and, once per chunk, the lag of the chunk's first event: arrival time minus the envelope's timestamp.
 */
import { request, type IncomingMessage } from 'node:http';
import { percentiles, type Percentiles } from './percentiles.ts';

export interface ClientsStats {
  readonly type: 'stats';
  readonly connected: number;
  /** Connections the server ended or broke. */
  readonly closed: number;
  readonly messages: number;
  readonly fewestPerClient: number;
  readonly mostPerClient: number;
  readonly lagMs: Percentiles;
  readonly cpu: NodeJS.CpuUsage;
}

const FRAME_START = Buffer.from('\nid: ');
const TIMESTAMP = Buffer.from('"timestamp":"');
const ISO_LENGTH = '2026-09-01T09:00:00.000Z'.length;

interface Client {
  messages: number;
  tail: Buffer;
}

const clients: Client[] = [];
let closed = 0;
let lags: number[] = [];

/**
 * Frame starts in `chunk`, including one that straddles the previous chunk's end. Only the few bytes
 * around the boundary are copied: at 500,000 messages per second the clients' CPU must stay small.
 */
function countFrames(client: Client, chunk: Buffer): number {
  let n = 0;
  if (client.tail.length > 0) {
    const seam = Buffer.concat([client.tail, chunk.subarray(0, FRAME_START.length - 1)]);
    if (seam.indexOf(FRAME_START) >= 0) n += 1;
  }
  for (let at = chunk.indexOf(FRAME_START); at >= 0; at = chunk.indexOf(FRAME_START, at + FRAME_START.length)) n += 1;
  const keep = FRAME_START.length - 1;
  const last = chunk.length >= keep ? chunk : Buffer.concat([client.tail, chunk]);
  client.tail = Buffer.from(last.subarray(Math.max(0, last.length - keep)));
  return n;
}

function sampleLag(chunk: Buffer): void {
  const at = chunk.indexOf(TIMESTAMP);
  if (at < 0 || at + TIMESTAMP.length + ISO_LENGTH > chunk.length) return;
  const iso = chunk.toString('latin1', at + TIMESTAMP.length, at + TIMESTAMP.length + ISO_LENGTH);
  lags.push(Date.now() - Date.parse(iso));
}

function connect(url: string, key: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { authorization: `Bearer ${key}`, accept: 'text/event-stream' }, agent: false }, (res: IncomingMessage) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      const client: Client = { messages: 0, tail: Buffer.alloc(0) };
      clients.push(client);
      res.on('data', (chunk: Buffer) => {
        client.messages += countFrames(client, chunk);
        sampleLag(chunk);
      });
      res.on('close', () => (closed += 1));
      resolve();
    });
    req.on('error', reject);
    req.end();
  });
}

function stats(): ClientsStats {
  const counts = clients.map((c) => c.messages);
  return {
    type: 'stats',
    connected: clients.length,
    closed,
    messages: counts.reduce((a, b) => a + b, 0),
    fewestPerClient: Math.min(...counts),
    mostPerClient: Math.max(...counts),
    lagMs: percentiles(lags),
    cpu: process.cpuUsage(),
  };
}

process.on('message', (m: { type?: string; url?: string; keys?: string[] }) => {
  if (m.type === 'connect') {
    void Promise.all((m.keys ?? []).map((key) => connect(m.url!, key))).then(
      () => process.send?.({ type: 'connect', connected: clients.length }),
      (err: unknown) => process.send?.({ type: 'connect', connected: clients.length, error: String(err) }),
    );
  }
  if (m.type === 'stats') process.send?.(stats());
  if (m.type === 'reset') {
    lags = [];
    process.send?.({ type: 'reset' });
  }
});
process.send?.({ type: 'ready' });
process.once('SIGTERM', () => process.exit(0));
