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
import { testClockOfRequest } from './test-clock-scope.ts';
import { parseInput } from './validation.ts';

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

/** What a route declares, whatever its inputs: the part the pipeline, the OpenAPI document and the scopes read. */
interface RouteShape<Q, B, P> {
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
}

/** A route as written: its handler takes the inputs its own schemas produce. */
export interface RouteDeclaration<Q, B, P> extends RouteShape<Q, B, P> {
  readonly handler: (ctx: AppContext, input: RouteInput<Q, B, P>) => Promise<void> | void;
}

/** The raw inputs of one request, before validation. */
export interface RawInput {
  readonly params: unknown;
  readonly query: unknown;
  readonly body: unknown;
}

/**
 * A declared route as the app holds it, whatever its schemas: `handle` validates the raw inputs with the
 * route's own schemas and hands its handler the typed result, so no cast stands between the two.
 */
export interface RouteSpec extends RouteShape<v.GenericSchema | undefined, v.GenericSchema | undefined, v.GenericSchema | undefined> {
  readonly handle: (ctx: AppContext, raw: RawInput, env: Env) => Promise<void> | void;
}

/** Validates one input with its schema, or leaves it undefined when the route takes none (`Out<undefined>`). */
function parsed<S extends v.GenericSchema | undefined>(schema: S | undefined, input: unknown, where: 'body' | 'query' | 'path'): Out<S>;
function parsed(schema: v.GenericSchema | undefined, input: unknown, where: 'body' | 'query' | 'path'): unknown {
  return schema === undefined ? undefined : parseInput(schema, input, where);
}

/** Gives a handler typed inputs from the route's schemas. */
export function route<
  Q extends v.GenericSchema | undefined = undefined,
  B extends v.GenericSchema | undefined = undefined,
  P extends v.GenericSchema | undefined = undefined,
>(declaration: RouteDeclaration<Q, B, P>): RouteSpec {
  const { handler, ...shape } = declaration;
  return {
    ...shape,
    handle(ctx, raw, env) {
      const params = parsed(declaration.params, raw.params, 'path');
      const query = parsed(declaration.query, raw.query, 'query');
      // An array body fails the body schema itself (http/schema.ts: object schemas refuse arrays).
      const body = parsed(declaration.body, raw.body ?? {}, 'body');
      // Sandbox only: a request about something that lives on a test clock runs on that clock.
      if (env === 'sandbox' && (params !== undefined || body !== undefined || query !== undefined))
        ctx.state.testClockId = testClockOfRequest(ctx, params, body, query);
      return handler(ctx, { query, body, params, env });
    },
  };
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
