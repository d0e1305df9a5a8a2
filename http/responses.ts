/**
 * Which body a route answers for a given status, in one place: the OpenAPI document describes it and
 * the end-to-end suite checks every body it receives against it (test/helpers/response-check.ts), so
 * the document and the wire cannot say different things.
 */
import { errorCatalogue, type ErrorCode } from '../engine/errors.ts';
import { keysOf } from '../engine/narrow.ts';
import { lifecycleFor } from './lifecycle.ts';
import { isAvailabilityGated } from './middleware/availability.ts';
import { isIdempotent, mountsOf, type Mount, type ResponseSpec, type RouteSpec } from './route.ts';
import * as v from './schema.ts';

const CODES = keysOf(errorCatalogue);

/** The error envelope every failure answers (http/errors.ts), with the extra members some codes add. */
export const ErrorBody = v.object({
  error: v.looseObject({
    code: v.picklist(CODES),
    message: v.string(),
    requestId: v.string(),
  }),
});

/** RFC 6749 section 5.2: what the OAuth token route answers instead of the envelope. */
export const OAuthErrorBody = v.object({
  error: v.picklist(['invalid_request', 'invalid_client', 'unauthorized_client', 'unsupported_grant_type', 'invalid_scope', 'rate_limited']),
  error_description: v.string(),
});

/** Every success answer a route declares: the main one and its `also`. */
export function successResponses(spec: RouteSpec): readonly ResponseSpec[] {
  return [spec.success, ...(spec.success.also ?? [])];
}

export type Expected =
  | { readonly kind: 'body'; readonly schema: v.GenericSchema; readonly mediaType: string }
  | { readonly kind: 'empty' }
  /** A success status the route declares without a body schema yet (reported, not failed). */
  | { readonly kind: 'undeclared-schema' }
  /** A status the route does not declare at all. */
  | { readonly kind: 'undeclared-status' };

/** Routes whose refusals are not the envelope (the OAuth token route, RFC 6749). */
export function errorBodyOf(spec: RouteSpec): v.GenericSchema {
  return spec.errorBody ?? ErrorBody;
}

/** What a route's answer with this status must look like. */
export function expectedFor(spec: RouteSpec, status: number, contentType?: string | null): Expected {
  if (status >= 400) return { kind: 'body', schema: errorBodyOf(spec), mediaType: 'application/json' };
  // Several answers with one status differ by media type (JSON or CSV): the answer's own type picks.
  const candidates = successResponses(spec).filter((r) => r.status === status);
  const declared = candidates.find((r) => r.mediaType && contentType?.startsWith(r.mediaType)) ?? candidates[0];
  if (!declared) return { kind: 'undeclared-status' };
  if (declared.schema) return { kind: 'body', schema: declared.schema, mediaType: declared.mediaType ?? 'application/json' };
  return status === 204 ? { kind: 'empty' } : { kind: 'undeclared-schema' };
}

/**
 * Every error an operation can answer, by status: its own (`errors`) and those of the pipeline stages it
 * passes through. The OpenAPI document lists each status with its codes (`x-error-codes`), and the
 * end-to-end suite refuses an error answer whose status, or whose code under that status, is not here.
 */
export function declaredErrors(mount: Mount): Map<number, Set<ErrorCode>> {
  const { spec } = mount;
  const byStatus = new Map<number, Set<ErrorCode>>();
  const at = (code: ErrorCode, status: number = errorCatalogue[code]) => {
    const codes = byStatus.get(status) ?? new Set<ErrorCode>();
    byStatus.set(status, codes.add(code));
  };
  const add = (...list: ErrorCode[]) => list.forEach((c) => at(c));
  for (const e of spec.errors ?? []) {
    if (typeof e === 'string') at(e);
    else at(e.code, e.status);
  }
  // Symbol resolution (engine/market/catalog.ts): a bare ticker listed on several exchanges is 422 with `matches`.
  if (byStatus.get(400)?.has('INVALID_SYMBOL')) at('VALIDATION_ERROR', 422);
  if (spec.auth !== 'none') add('AUTH_MISSING', 'AUTH_INVALID');
  // While OPERATOR_TOKEN is unset the operator API does not exist: 404 (CONTRACT.md section 2).
  if (spec.auth === 'operator') add('NOT_FOUND');
  if (spec.auth === 'apiKey') add('AUTH_SUSPENDED', 'AUTH_REVOKED', 'RATE_LIMITED', 'FORBIDDEN');
  // A sandbox key's scenario headers are read (and a malformed one refused) before the route runs; the
  // document describes an operation once for both environments.
  if (spec.auth === 'apiKey' && mountsOf(spec).some((m) => m.env === 'sandbox')) add('VALIDATION_ERROR');
  if (spec.body || spec.query) add('VALIDATION_ERROR', 'INVALID_TYPE', 'MISSING_PARAM');
  if (spec.body) add('PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  // A path segment outside its schema (too long, not one of a set) is refused before the handler runs.
  if (spec.params) add('VALIDATION_ERROR');
  // A malformed Idempotency-Key is 400; one reused with another body, or still in flight, is 409.
  if (isIdempotent(spec)) add('MISSING_IDEMPOTENCY_KEY', 'VALIDATION_ERROR', 'CONFLICT');
  if (lifecycleFor(mount.fullPath) !== null) add('GONE');
  // Anything may fail unexpectedly; the gates answer 503 before any route runs.
  add('INTERNAL_ERROR');
  if (isAvailabilityGated(mount.fullPath)) add('MAINTENANCE', 'SERVICE_UNAVAILABLE');
  return byStatus;
}
