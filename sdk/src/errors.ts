/**
 * Typed errors. A refusal of the API becomes a PartnerApiError carrying the envelope's `code`, the HTTP
 * `status` and the `requestId` (from the body, else the X-Request-Id header), plus the whole envelope for
 * the code-specific members (`requiredScope`, `matches`, ...). A request that never got an answer
 * (connection refused or reset, after the retries) is a PartnerConnectionError.
 */
import type { ErrorBody, ErrorCode } from './types.ts';

export class PartnerApiError extends Error {
  override readonly name = 'PartnerApiError';
  /** The catalogue's code; `HTTP_<status>` when the answer was not the error envelope. */
  readonly code: ErrorCode | `HTTP_${number}`;
  readonly status: number;
  readonly requestId: string | null;
  /** The error member of the envelope as answered, or null when the body was not the envelope. */
  readonly body: ErrorBody['error'] | null;
  /** Seconds the service asked to wait (Retry-After), when it did. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, body: unknown, headers: Headers) {
    const envelope = isEnvelope(body) ? body.error : null;
    super(envelope ? `${envelope.code}: ${envelope.message}` : `HTTP ${status}`);
    this.status = status;
    this.code = envelope?.code ?? `HTTP_${status}`;
    this.requestId = envelope?.requestId ?? headers.get('x-request-id');
    this.body = envelope;
    const retryAfter = Number(headers.get('retry-after'));
    this.retryAfterSeconds = headers.has('retry-after') && Number.isFinite(retryAfter) ? retryAfter : null;
  }
}

export class PartnerConnectionError extends Error {
  override readonly name = 'PartnerConnectionError';
  readonly attempts: number;
  constructor(cause: unknown, attempts: number) {
    super(`no answer after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.attempts = attempts;
  }
}

export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
  readonly reason: 'missing_signature' | 'malformed_signature' | 'signature_mismatch' | 'timestamp_outside_tolerance' | 'malformed_body';
  constructor(reason: WebhookVerificationError['reason'], message: string) {
    super(message);
    this.reason = reason;
  }
}

function isEnvelope(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = body.error;
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && 'message' in error;
}
