/**
 * CORS for browser apps calling the partner API (CORS_ORIGINS, CONTRACT.md sections 2 and 7), by @koa/cors:
 * a request from an allowed origin to a partner base (production, sandbox, the sandbox root) gets
 * `Access-Control-Allow-Origin` echoing that origin, and a preflight `OPTIONS` is answered 204 with the
 * allowed methods and request headers. Any other origin, and every other path (the operator API, the
 * reference pages), gets no CORS header, so the browser refuses to hand the answer to the page. No
 * credentials mode: a browser app sends a short-lived `service_oauth_` token as a Bearer header, not cookies.
 */
import cors from '@koa/cors';
import type { Middleware } from 'koa';
import { BASE_PATHS } from '../route.ts';

/** Where a browser may call from an allowed origin: the partner bases and the sandbox root (register, reset). */
const CORS_PATH_PREFIXES = [`${BASE_PATHS.production}/`, `${BASE_PATHS.sandboxRoot}/`];

export const CORS_ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
export const CORS_ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key'];
/** Answer headers a page's script may read besides the CORS-safelisted ones. */
const EXPOSED_HEADERS = ['X-Request-Id', 'Idempotent-Replayed', 'Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'ETag'];
/** Seconds a browser may keep a preflight's answer. */
const PREFLIGHT_MAX_AGE_S = 600;

/** The middleware, or null when no origin is allowed (the default: no CORS answer at all). */
export function corsFor(allowedOrigins: readonly string[]): Middleware | null {
  if (allowedOrigins.length === 0) return null;
  const allowed = new Set(allowedOrigins);
  const originOf = (ctx: { get(field: string): string; readonly path: string }): string => {
    const origin = ctx.get('Origin');
    return allowed.has(origin) && CORS_PATH_PREFIXES.some((prefix) => ctx.path.startsWith(prefix)) ? origin : '';
  };
  return cors({
    origin: originOf,
    allowMethods: CORS_ALLOWED_METHODS,
    allowHeaders: CORS_ALLOWED_HEADERS,
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE_S,
  });
}
