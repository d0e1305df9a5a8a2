/** A real SSE client over node:http that parses the stream itself, for the /stream tests. */
import { request as httpRequest, type IncomingMessage, type ClientRequest } from 'node:http';
import type { TestServer } from '../helpers/server.ts';
import { uniqueKey } from '../helpers/server.ts';

export interface SseMessage {
  readonly id: string | null;
  readonly event: string | null;
  readonly data: string | null;
  readonly comment: string | null;
}

export interface SseClient {
  readonly status: number;
  readonly headers: IncomingMessage['headers'];
  /** The error body when the stream was refused. */
  readonly body: any;
  readonly messages: SseMessage[];
  /** Messages with an id (real events), in arrival order. */
  events(): { id: string; event: string; envelope: any }[];
  waitFor(predicate: (all: SseMessage[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
}

function parseBlock(block: string): SseMessage {
  let id: string | null = null;
  let event: string | null = null;
  const data: string[] = [];
  let comment: string | null = null;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) comment = line.slice(1).trim();
    else if (line.startsWith('id: ')) id = line.slice(4);
    else if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  return { id, event, data: data.length ? data.join('\n') : null, comment };
}

export async function openStream(server: TestServer, base: string, key: string, options: { lastEventId?: string; since?: string } = {}): Promise<SseClient> {
  const path = `${base}/stream${options.since !== undefined ? `?since=${encodeURIComponent(options.since)}` : ''}`;
  const headers: Record<string, string> = { authorization: `Bearer ${key}`, accept: 'text/event-stream' };
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const messages: SseMessage[] = [];
  const waiters = new Set<() => void>();
  let req: ClientRequest;
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    req = httpRequest(server.url + path, { headers, agent: false }, resolve);
    req.on('error', reject);
    req.end();
  });
  let body: any;
  if (res.statusCode !== 200) {
    const chunks: Buffer[] = [];
    for await (const c of res) chunks.push(c as Buffer);
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } else {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      text += chunk;
      let end: number;
      while ((end = text.indexOf('\n\n')) >= 0) {
        messages.push(parseBlock(text.slice(0, end)));
        text = text.slice(end + 2);
      }
      for (const w of waiters) w();
    });
    res.on('error', () => undefined);
  }
  return {
    status: res.statusCode ?? 0,
    headers: res.headers,
    body,
    messages,
    events: () => messages.filter((m) => m.id !== null).map((m) => ({ id: m.id!, event: m.event!, envelope: JSON.parse(m.data!) })),
    waitFor(predicate, timeoutMs = 3000) {
      if (predicate(messages)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out waiting; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        const check = () => {
          if (!predicate(messages)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      });
    },
    close() {
      req.destroy();
      res.destroy();
    },
  };
}

/** A sandbox top-up: auto-approved, emits topup.confirmed and wallet.credited. */
export async function sandboxTopup(server: TestServer, base: string, key: string, amount = 100): Promise<void> {
  const res = await server.request('POST', `${base}/topup`, { key, body: { amount }, idempotencyKey: uniqueKey('topup') });
  if (res.status !== 201) throw new Error(`topup failed: ${res.status} ${res.text}`);
}

/** Every event of GET /events after `since`, oldest first, following cursors. */
export async function listAll(server: TestServer, base: string, key: string, query = ''): Promise<any[]> {
  const out: any[] = [];
  let cursor: string | null = null;
  do {
    const sep = query ? '&' : '';
    const res = await server.request('GET', `${base}/events?${query}${sep}limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { key });
    if (res.status !== 200) throw new Error(`list failed: ${res.status} ${res.text}`);
    out.push(...res.body.events);
    cursor = res.body.nextCursor;
  } while (cursor);
  return out;
}
