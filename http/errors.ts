/**
 * Renders failures as the spec's envelope: {error: {code, message, requestId, ...extra}}. The codes and
 * statuses are the catalogue in engine/errors.ts; this is the only place that turns errors into bodies.
 */
import { ServiceError, errorCatalogue, isErrorCode, type ErrorCode } from '../engine/errors.ts';
import { entriesOf } from '../engine/narrow.ts';

export { ServiceError, errorCatalogue, isErrorCode, type ErrorCode };

export interface ErrorEnvelope {
  readonly error: { code: string; message: string; requestId: string } & Record<string, unknown>;
}

export function envelope(err: ServiceError, requestId: string): ErrorEnvelope {
  return { error: { code: err.code, message: err.message, ...err.extra, requestId } };
}

/**
 * Maps anything thrown to a ServiceError: ours pass through, anything else is a bug (500). A body that
 * cannot be read, decoded or parsed is classified where it is read (http/body-failures.ts).
 */
export function toServiceError(err: unknown): ServiceError {
  if (err instanceof ServiceError) return err;
  return new ServiceError('INTERNAL_ERROR', 'an unexpected error occurred; retry with backoff');
}

/** The first catalogue code that carries `status`, used when a sandbox header forces only a status. */
export function codeForStatus(status: number): ErrorCode | null {
  const preferred: Record<number, ErrorCode> = {
    500: 'INTERNAL_ERROR',
    503: 'SERVICE_UNAVAILABLE',
    400: 'VALIDATION_ERROR',
    403: 'FORBIDDEN',
    409: 'CONFLICT',
    422: 'BUSINESS_RULE',
  };
  if (preferred[status]) return preferred[status];
  const match = entriesOf(errorCatalogue).find(([, s]) => s === status);
  return match ? match[0] : null;
}
