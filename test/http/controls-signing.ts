/**
 * Request signing as a partner's client does it, written from CONTRACT.md section 5 with node:crypto
 * (not with the service's code): hex HMAC-SHA256 keyed with the API key over
 * `{timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}`.
 */
import { createHash, createHmac } from 'node:crypto';
import { SANDBOX, type TestServer } from '../helpers/server.ts';
import { partnerIdByEmail } from './shell-support.ts';

export interface Signing {
  /** Unix seconds; defaults to the service clock now. */
  readonly timestamp?: number;
  /** What is signed as the path and query; defaults to the request's own. */
  readonly target?: string;
  /** The body text signed; defaults to the body sent. */
  readonly body?: string;
  /** The key that signs; defaults to the key presented. */
  readonly key?: string;
  readonly method?: string;
}

export function nowSeconds(s: TestServer): number {
  return Math.floor(s.running.service.clock.nowMs() / 1000);
}

export function signatureHeaders(s: TestServer, method: string, target: string, key: string, body: string, signing: Signing = {}): Record<string, string> {
  const timestamp = signing.timestamp ?? nowSeconds(s);
  const bodyHash = createHash('sha256')
    .update(signing.body ?? body)
    .digest('hex');
  const message = `${timestamp}.${signing.method ?? method}.${signing.target ?? target}.${bodyHash}`;
  return {
    'x-service-timestamp': String(timestamp),
    'x-service-request-signature': createHmac('sha256', signing.key ?? key)
      .update(message)
      .digest('hex'),
  };
}

/** A request signed by `signatureHeaders`; `body` objects are sent as JSON text, exactly the bytes signed. */
export function signedRequest(
  s: TestServer,
  method: string,
  target: string,
  key: string,
  options: { body?: unknown; idempotencyKey?: string; headers?: Record<string, string>; signing?: Signing } = {},
) {
  const text = options.body === undefined ? '' : JSON.stringify(options.body);
  const headers = { ...signatureHeaders(s, method, target, key, text, options.signing), ...(options.headers ?? {}) };
  return s.request(method, target, {
    key,
    headers,
    ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
    ...(options.body === undefined ? {} : { rawBody: text }),
  });
}

/** A fresh sandbox partner with the given operator flags; a generous limit so sweeps never hit 429. */
export async function sandboxPartnerWithFlags(
  s: TestServer,
  flags: Record<string, boolean>,
): Promise<{ key: string; partnerId: string; sub: string; email: string }> {
  const { apiKey, sub, email } = await s.sandboxPartner();
  const partnerId = await partnerIdByEmail(s, email);
  const res = await s.operator('PATCH', `/partners/${partnerId}`, { rateLimits: { sandbox: 100_000 }, ...flags });
  if (res.status !== 200) throw new Error(`patch failed: ${res.status} ${res.text}`);
  return { key: apiKey, partnerId, sub, email };
}

/** The partner's sandbox journal entries (other tests run concurrently on other partners). */
export function journalOf(s: TestServer, partnerId: string): number[] {
  return s.running.service.stores.journal.forPartner(partnerId, 'sandbox', Number.MAX_SAFE_INTEGER, 1000).map((e) => e.seq);
}

/** The master wallet's available USD, read unsigned (reads need no signature). */
export async function walletOf(s: TestServer, key: string): Promise<number> {
  const res = await s.request('GET', `${SANDBOX}/account`, { key });
  if (res.status !== 200) throw new Error(`account failed: ${res.status} ${res.text}`);
  return res.body.walletBalance.available as number;
}
