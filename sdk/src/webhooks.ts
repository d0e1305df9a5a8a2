/**
 * Webhook verification. A delivery carries `x-service-signature` (hex HMAC-SHA256 of the raw body with the
 * webhook secret) and `x-service-signature-v2: t=<unix seconds>,v1=<hex HMAC-SHA256 of "{t}.{raw body}">`.
 * The timestamped one is preferred: a delivery whose `t` is outside the tolerance window is refused, so
 * a captured delivery cannot be replayed later. Comparisons are constant time. Verify the raw body as
 * received, before any JSON parsing or re-serialisation.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookVerificationError } from './errors.ts';
import type { PartnerEvent } from './types.ts';

export const SIGNATURE_HEADER = 'x-service-signature';
export const SIGNATURE_V2_HEADER = 'x-service-signature-v2';

/** Fetch's Headers, or Node's `req.headers`. */
export type HeaderSource = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

export interface VerifyOptions {
  /** The webhook's secret, as shown when the webhook was created. */
  readonly secret: string;
  /** How far `t` may be from now, either way (default 300 s). */
  readonly toleranceSeconds?: number;
  /** Now, in Unix seconds (default: this machine's clock). */
  readonly nowSeconds?: number;
  /** Refuse a delivery without the timestamped signature (default false: the body signature is accepted then). */
  readonly requireTimestamp?: boolean;
}

function header(headers: HeaderSource, name: string): string | null {
  if (headers instanceof Headers) return headers.get(name);
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  if (found === undefined) return null;
  return typeof found === 'string' ? found : found.join(',');
}

const hmacHex = (secret: string, payload: Buffer): Buffer => Buffer.from(createHmac('sha256', secret).update(payload).digest('hex'), 'utf8');

/** Constant time for equal lengths; a length difference says nothing about the secret. */
function sameSignature(expected: Buffer, presented: string): boolean {
  const candidate = Buffer.from(presented.trim().toLowerCase(), 'utf8');
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}

/** `t=...,v1=...[,v1=...]` (several v1 while a secret is being rotated). */
function parseV2(value: string): { timestamp: number; signatures: string[] } {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of value.split(',')) {
    const [key, ...rest] = part.trim().split('=');
    const text = rest.join('=');
    if (key === 't' && /^\d{1,12}$/.test(text)) timestamp = Number(text);
    else if (key === 'v1' && /^[0-9a-fA-F]{64}$/.test(text)) signatures.push(text);
  }
  if (timestamp === null || signatures.length === 0)
    throw new WebhookVerificationError('malformed_signature', `${SIGNATURE_V2_HEADER} must be t=<seconds>,v1=<hex>`);
  return { timestamp, signatures };
}

/** Verifies a delivery and returns its event; throws WebhookVerificationError otherwise. */
export function verifyWebhook(rawBody: string | Uint8Array, headers: HeaderSource, options: VerifyOptions): PartnerEvent {
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody);
  const v2 = header(headers, SIGNATURE_V2_HEADER);
  if (v2 !== null) {
    const { timestamp, signatures } = parseV2(v2);
    const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
    const tolerance = options.toleranceSeconds ?? 300;
    if (Math.abs(now - timestamp) > tolerance)
      throw new WebhookVerificationError('timestamp_outside_tolerance', `signed at ${timestamp}, ${now - timestamp} s from now (tolerance ${tolerance} s)`);
    const expected = hmacHex(options.secret, Buffer.concat([Buffer.from(`${timestamp}.`, 'utf8'), body]));
    // Every candidate is compared, so the time taken does not say which one matched.
    const matched = signatures.map((s) => sameSignature(expected, s)).includes(true);
    if (!matched) throw new WebhookVerificationError('signature_mismatch', `${SIGNATURE_V2_HEADER} does not match the body`);
  } else {
    if (options.requireTimestamp) throw new WebhookVerificationError('missing_signature', `${SIGNATURE_V2_HEADER} is required`);
    const v1 = header(headers, SIGNATURE_HEADER);
    if (v1 === null) throw new WebhookVerificationError('missing_signature', `neither ${SIGNATURE_V2_HEADER} nor ${SIGNATURE_HEADER} is present`);
    if (!sameSignature(hmacHex(options.secret, body), v1))
      throw new WebhookVerificationError('signature_mismatch', `${SIGNATURE_HEADER} does not match the body`);
  }
  return parseEvent(body);
}

function parseEvent(body: Buffer): PartnerEvent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw new WebhookVerificationError('malformed_body', 'the body is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || !('eventId' in parsed) || !('event' in parsed))
    throw new WebhookVerificationError('malformed_body', 'the body is not an event envelope');
  // Signed by the service: its envelope is one of the documented event types.
  return parsed as PartnerEvent;
}
