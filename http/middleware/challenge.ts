/**
 * `WWW-Authenticate` on every 401 of an authenticated API route (RFC 9110 11.6.1): which scheme and realm
 * the route wants. API keys travel as Bearer or in the x-api-key header (named `ApiKey` here, a
 * conventional scheme name); the operator and ID-token routes take Bearer only. A refusal that names its
 * own challenge (the OAuth token route's Basic) keeps it.
 */
import type { AppMiddleware } from '../context.ts';
import { ServiceError } from '../errors.ts';
import type { AuthKind } from '../route.ts';

const CHALLENGES: Record<Exclude<AuthKind, 'none'>, string> = {
  apiKey: 'Bearer realm="partner-api", ApiKey realm="partner-api", header="x-api-key"',
  idToken: 'Bearer realm="identity"',
  operator: 'Bearer realm="operator"',
};

/** The header value for a refusal: RFC 6750's `error="invalid_token"` when a credential was presented and refused. */
export function challengeFor(auth: Exclude<AuthKind, 'none'>, code: string): string {
  return code === 'AUTH_INVALID' ? `${CHALLENGES[auth]}, error="invalid_token"` : CHALLENGES[auth];
}

export function authChallenge(auth: Exclude<AuthKind, 'none'>): AppMiddleware {
  // A rejection handler rather than an async frame: the pass-through case (every answered request) costs nothing more.
  return function challengeUnauthenticated(_ctx, next) {
    return next().catch((thrown: unknown) => {
      throw challenged(auth, thrown);
    });
  };
}

/** What a refusal becomes on a route of this kind: a 401 with the route's challenge (unless it names its own); anything else as it is. */
export function challenged(auth: Exclude<AuthKind, 'none'>, thrown: unknown): unknown {
  if (!(thrown instanceof ServiceError) || thrown.status !== 401 || Object.keys(thrown.headers).some((h) => h.toLowerCase() === 'www-authenticate'))
    return thrown;
  return new ServiceError(thrown.code, thrown.message, {
    status: thrown.status,
    extra: { ...thrown.extra },
    headers: { ...thrown.headers, 'WWW-Authenticate': challengeFor(auth, thrown.code) },
  });
}
