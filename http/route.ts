/**
 * A route is declared once: method, base, path, authentication, its valibot schemas and its handler.
 * The same declaration mounts the route (with the middleware pipeline in the one fixed order) and
 * describes it in the OpenAPI document, so the two cannot drift apart.
 */
import type * as v from 'valibot';
import type { ErrorCode } from '../engine/errors.ts';
import type { Env } from '../storage/types.ts';
import type { AppContext } from './context.ts';
import type { Scope } from './scopes.ts';

export type Base = 'partner' | 'production' | 'sandbox' | 'sandboxRoot' | 'admin' | 'public';
export type AuthKind = 'apiKey' | 'idToken' | 'operator' | 'none';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const BASE_PATHS: Record<Exclude<Base, 'partner'>, string> = {
  production: '/api/v1/partner',
  sandbox: '/api/sandbox/v1/partner',
  sandboxRoot: '/api/sandbox/v1',
  admin: '/api/admin/v1',
  public: '',
};

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

export interface RouteInput<Q, B, P> {
  readonly query: Out<Q>;
  readonly body: Out<B>;
  readonly params: Out<P>;
  /** The environment of the base this request came in on (production for public/admin routes). */
  readonly env: Env;
}

/** One documented success answer: status, words, and the body's schema (absent: no body, e.g. 204). */
export interface ResponseSpec {
  readonly status: number;
  readonly description: string;
  readonly schema?: v.GenericSchema;
  /** Media type of the body when it is not JSON (text/csv, text/event-stream). */
  readonly mediaType?: string;
}

/** An error answered with another status than its catalogue one (engine/errors.ts), e.g. 422 VALIDATION_ERROR for well-formed but unprocessable input. */
export interface ErrorAt {
  readonly code: ErrorCode;
  readonly status: number;
}

/** A well-formed input the service cannot act on (a date in the past, a window that closes before it opens): 422 VALIDATION_ERROR with `param`. */
export const UNPROCESSABLE: ErrorAt = { code: 'VALIDATION_ERROR', status: 422 };

export interface SuccessSpec extends ResponseSpec {
  readonly also?: readonly ResponseSpec[];
}

export interface RouteSpec<Q = unknown, B = unknown, P = unknown> {
  readonly method: Method;
  readonly base: Base;
  /** OpenAPI style: `/orders/{orderId}`. */
  readonly path: string;
  readonly auth: AuthKind;
  /** API-key routes only: the key scope required; defaults to the path family's (http/scopes.ts). */
  readonly scope?: Scope;
  readonly summary: string;
  /**
   * What the operation is for, in Markdown, for the reference (the OpenAPI `description`): when to call it, what
   * it changes and fires, the refusals worth knowing. Written here, beside the route, so it cannot drift.
   */
  readonly description: string;
  readonly tag: string;
  /** Defaults to true for authenticated API-key mutations (spec, Authentication rule 7). */
  readonly idempotent?: boolean;
  readonly query?: Q;
  readonly body?: B;
  /** Media types the body may arrive in, for the OpenAPI document (default JSON only). */
  readonly bodyMediaTypes?: readonly string[];
  readonly params?: P;
  /**
   * The answer of a successful request. `schema` is the body's valibot schema: the OpenAPI document
   * carries it and the end-to-end suite validates every body it receives against it. `also` lists the
   * other success statuses the route can answer (a repeated POST /users is 200, a new one 201).
   */
  readonly success: SuccessSpec;
  readonly errors?: readonly (ErrorCode | ErrorAt)[];
  /** The body of every refusal when it is not the error envelope (the OAuth token route: RFC 6749). */
  readonly errorBody?: v.GenericSchema;
  readonly handler: (ctx: AppContext, input: RouteInput<Q, B, P>) => Promise<void> | void;
}

/** Identity function that gives handlers typed inputs from the schemas. */
export function route<
  Q extends v.GenericSchema | undefined = undefined,
  B extends v.GenericSchema | undefined = undefined,
  P extends v.GenericSchema | undefined = undefined,
>(spec: RouteSpec<Q, B, P>): RouteSpec {
  return spec as unknown as RouteSpec;
}

export interface Mount {
  readonly spec: RouteSpec;
  readonly env: Env;
  readonly fullPath: string;
}

/** Expands a declaration into the concrete paths it serves (a `partner` route serves both bases). */
export function mountsOf(spec: RouteSpec): Mount[] {
  const bases: Exclude<Base, 'partner'>[] = spec.base === 'partner' ? ['production', 'sandbox'] : [spec.base];
  return bases.map((base) => ({
    spec,
    env: base === 'sandbox' || base === 'sandboxRoot' ? 'sandbox' : 'production',
    fullPath: BASE_PATHS[base] + spec.path,
  }));
}

export function isIdempotent(spec: RouteSpec): boolean {
  return spec.idempotent ?? (spec.auth === 'apiKey' && spec.method !== 'GET');
}

export function koaPath(openApiPath: string): string {
  return openApiPath.replace(/\{(\w+)\}/g, ':$1');
}
