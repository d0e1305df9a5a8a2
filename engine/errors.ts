/**
 * The one catalogue of error codes and their HTTP statuses, and the one error type that carries them.
 * It lives in engine/ because domain rules raise these codes; http/errors.ts renders them.
 */
export const errorCatalogue = {
  AUTH_MISSING: 401,
  AUTH_INVALID: 401,
  AUTH_SUSPENDED: 403,
  AUTH_REVOKED: 403,
  RATE_LIMITED: 429,
  MISSING_PARAM: 400,
  MISSING_IDEMPOTENCY_KEY: 400,
  INVALID_SYMBOL: 400,
  UNKNOWN_EXCHANGE: 400,
  INVALID_TYPE: 400,
  VALIDATION_ERROR: 400,
  BATCH_LIMIT_EXCEEDED: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  QUOTE_REQUIRED: 400,
  QUOTE_NOT_FOUND: 404,
  QUOTE_SCOPE_MISMATCH: 403,
  STALE_QUOTE: 409,
  QUOTE_ORDER_MISMATCH: 409,
  INSUFFICIENT_FUNDS: 400,
  UNSETTLED_FUNDS: 400,
  KYC_REQUIRED: 403,
  MARKET_CLOSED: 422,
  FORBIDDEN: 403,
  INTERNAL_ERROR: 500,
  MAINTENANCE: 503,
  SERVICE_UNAVAILABLE: 503,
  // Beyond the spec's table (new codes for new scenarios are backwards compatible):
  GONE: 410,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  // Answered by the HTTP server itself, before a request reaches the app (http/client-errors.ts):
  REQUEST_TIMEOUT: 408,
  HEADERS_TOO_LARGE: 431,
  UNSUPPORTED_MEDIA_TYPE: 415,
  SANDBOX_MASTER_TRADING: 422,
  SANDBOX_UNSUPPORTED: 422,
  BUSINESS_RULE: 422,
  WEBHOOK_TEST_FAILED: 502,
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorCatalogue, code);
}

export class ServiceError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly extra: Readonly<Record<string, unknown>>;
  readonly headers: Readonly<Record<string, string>>;

  constructor(code: ErrorCode, message: string, options: { status?: number; extra?: Record<string, unknown>; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'ServiceError';
    this.code = code;
    this.status = options.status ?? errorCatalogue[code];
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }
}
