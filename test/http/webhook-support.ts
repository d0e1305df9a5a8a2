/**
 * Shared by the webhook delivery tests: a real HTTP receiver on loopback, a bounded real-time wait
 * (deliveries happen after commit, asynchronously), signature verification over the raw body, and a
 * sandbox partner with one webhook on that receiver.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';

export interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly raw: string;
}

type Teardown = { teardown: (fn: () => unknown) => void };

export const SECRET = 'receiver-secret-0123456789abcdef';

/** A receiver answering `state.status` (200 by default); `close()` takes it off the network. */
export async function receiver(t: Teardown) {
  const got: Received[] = [];
  const state = { status: 200 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ headers: req.headers, raw: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(state.status, { 'content-type': 'text/plain' }).end(state.status === 200 ? 'ok' : 'receiver down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  t.teardown(() => (server.listening ? close() : undefined));
  return { got, state, close, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook` };
}

/** Real time, bounded: polls until `probe` yields a value. */
export async function until<T>(probe: () => T | undefined | Promise<T | undefined>, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Hex HMAC-SHA256 of the raw body with the secret, compared in constant time. */
export function validSignature(r: Received, secret = SECRET): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(r.raw).digest('hex'));
  const given = Buffer.from(String(r.headers['x-service-signature']));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * What a receiver does with X-Service-Signature-V2 (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "{t}.{raw body}">`):
 * the signed timestamp, or null when the MAC does not verify or `t` is further than `toleranceSeconds` from `nowSeconds`.
 */
export function verifiedTimestamp(r: Received, nowSeconds: number, toleranceSeconds = 300, secret = SECRET): number | null {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(r.headers['x-service-signature-v2']));
  if (!m) return null;
  const t = Number(m[1]);
  const expected = Buffer.from(createHmac('sha256', secret).update(`${m[1]}.${r.raw}`).digest('hex'));
  const given = Buffer.from(m[2]!);
  if (!timingSafeEqual(given, expected)) return null;
  return Math.abs(nowSeconds - t) <= toleranceSeconds ? t : null;
}

/** A server, a sandbox partner and its webhook (subscribed to `events`, secret SECRET) on `url`. */
export async function partnerWithWebhook(t: Teardown, url: string, events: string[] = ['*']) {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const made = await s.request('POST', `${SANDBOX}/webhooks`, { key: apiKey, idempotencyKey: uniqueKey(), body: { url, events, secret: SECRET } });
  if (made.status !== 201) throw new Error(`registration failed: ${made.status}`);
  return { s, apiKey, webhookId: made.body.id as string };
}

/** The same with this module's recording receiver. */
export async function setup(t: Teardown, events: string[] = ['*']) {
  const rx = await receiver(t);
  return { rx, ...(await partnerWithWebhook(t, rx.url, events)) };
}

/** The webhook's delivery log, first page. */
export const log = async (s: TestServer, apiKey: string, id: string) =>
  (await s.request('GET', `${SANDBOX}/webhooks/${id}/deliveries`, { key: apiKey })).body.deliveries as Record<string, unknown>[];
