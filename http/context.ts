/** What the middleware chain learns about a request, in the order it learns it. */
import type Koa from 'koa';
import type { Logger } from 'pino';
import type { Service } from '../engine/service.ts';
import type { ApiKeyRecord, PartnerRecord } from '../storage/partners.ts';
import type { Env } from '../storage/types.ts';

/** The organisation member behind a portal-session token; the role is the member's current one. */
export interface SessionAuth {
  readonly sessionId: string;
  /** Null only on sessions opened before organisations had members (the owner's). */
  readonly memberId: string | null;
  readonly memberSub: string;
  readonly memberEmail: string;
  readonly memberRole: string;
}

export interface ApiKeyAuth {
  readonly kind: 'apiKey';
  readonly partner: PartnerRecord;
  readonly key: ApiKeyRecord;
  readonly env: Env;
  /** Present when the credential is a portal-session token: rule 5 then also applies the member's permissions. */
  readonly session?: SessionAuth;
}

export interface IdentityAuth {
  readonly kind: 'idToken';
  readonly sub: string;
  readonly email: string;
  readonly name: string | null;
  /** The ID token's `amr` claim (authentication methods); `mfa` proves a second factor. */
  readonly amr?: readonly string[];
}

export interface AppState {
  requestId: string;
  log: Logger;
  auth?: ApiKeyAuth | IdentityAuth;
  idempotency?: { key: string; fingerprint: string };
  /** Sandbox: the test clock the request's sub-account (or order...) runs on (http/test-clock-scope.ts); absent: the service clock. */
  testClockId?: string | null;
  /** The matched route's template (`/api/v1/partner/orders/{orderId}`), for the access log. */
  route?: string;
  /** The answer's body as a value when `ctx.body` holds its JSON text (a command's answer): the access log reads its ids. */
  answerBody?: unknown;
}

export interface AppContextExtras {
  service: Service;
  /** The matched route's path parameters, as the router decodes them; absent before the router has run. */
  params?: Record<string, string>;
}

export type AppContext = Koa.ParameterizedContext<AppState, AppContextExtras & Koa.DefaultContext>;
export type AppMiddleware = Koa.Middleware<AppState, AppContextExtras & Koa.DefaultContext>;

export function apiKeyAuth(ctx: AppContext): ApiKeyAuth {
  const auth = ctx.state.auth;
  if (auth?.kind !== 'apiKey') throw new Error('route needs API-key authentication');
  return auth;
}

export function identityAuth(ctx: AppContext): IdentityAuth {
  const auth = ctx.state.auth;
  if (auth?.kind !== 'idToken') throw new Error('route needs ID-token authentication');
  return auth;
}
