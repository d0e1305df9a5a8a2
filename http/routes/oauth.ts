/**
 * `POST /oauth/token`: the OAuth 2.0 client-credentials grant (RFC 6749 section 4.4) on both partner
 * bases. The client secret is the API key, by HTTP Basic, form body or JSON body; the answer and every
 * refusal are in RFC 6749's shapes (section 5), because OAuth client libraries parse exactly those.
 * The endpoint takes no API key of its own, so it has its own limiter: per source IP, counted before
 * anything else, so guessing secrets is throttled too.
 */
import * as v from '../schema.ts';
import { OAUTH_TOKEN_LIFETIME_MS, type IssuedToken } from '../../engine/sessions/tokens.ts';
import { constantTimeEqual, issueKey, kindOfKey, sha256Hex } from '../../engine/credentials.ts';
import type { Service } from '../../engine/service.ts';
import type { ApiKeyRecord } from '../../storage/partners.ts';
import type { Env } from '../../storage/types.ts';
import type { AppContext } from '../context.ts';
import { dispatch } from '../dispatch.ts';
import { ServiceError } from '../errors.ts';
import { SlidingWindowLimiter } from '../rate-limiter.ts';
import { route } from '../route.ts';
import { SCOPES } from '../scopes.ts';
import { sessions } from '../../engine/features/index.ts';
import { OAuthErrorBody } from '../responses.ts';

const TokenAnswer = v.pipe(
  v.object({
    access_token: v.pipe(v.string(), v.startsWith('service_oauth_')),
    token_type: v.literal('Bearer'),
    expires_in: v.literal(OAUTH_TOKEN_LIFETIME_MS / 1000),
    scope: v.string(),
  }),
  v.examples([
    {
      access_token: 'service_oauth_3f9c0a1b2c3d4e5f60718293a4b5c6d7',
      token_type: 'Bearer' as const,
      expires_in: OAUTH_TOKEN_LIFETIME_MS / 1000,
      scope: 'market:read trading',
    },
  ]),
);

/** Tokens live 15 minutes: a client needs a handful per minute at most, a guesser needs many more. */
export const OAUTH_REQUESTS_PER_MINUTE_PER_IP = 20;

type OAuthErrorName = 'invalid_request' | 'invalid_client' | 'unauthorized_client' | 'unsupported_grant_type' | 'invalid_scope' | 'rate_limited';

/** RFC 6749 statuses; `unauthorized_client` is 403, the spec's status for a partner not enabled. */
const STATUS: Record<OAuthErrorName, number> = {
  invalid_request: 400,
  invalid_client: 401,
  unauthorized_client: 403,
  unsupported_grant_type: 400,
  invalid_scope: 400,
  rate_limited: 429,
};

class OAuthError extends Error {
  readonly error: OAuthErrorName;
  readonly headers: Readonly<Record<string, string>>;
  constructor(error: OAuthErrorName, description: string, headers: Readonly<Record<string, string>> = {}) {
    super(description);
    this.error = error;
    this.headers = headers;
  }
}

/** One limiter per running service (tests run several in one process). */
const limiters = new WeakMap<Service, SlidingWindowLimiter>();

function throttle(ctx: AppContext): void {
  let limiter = limiters.get(ctx.service);
  if (!limiter) limiters.set(ctx.service, (limiter = new SlidingWindowLimiter()));
  // The app does not trust proxy headers (proxy: false), so this is the socket's peer address.
  const decision = limiter.take(`oauth:${ctx.ip}`, OAUTH_REQUESTS_PER_MINUTE_PER_IP);
  ctx.set('X-RateLimit-Limit', String(decision.limit));
  ctx.set('X-RateLimit-Remaining', String(decision.remaining));
  ctx.set('X-RateLimit-Reset', String(decision.resetEpochSeconds));
  if (!decision.allowed) {
    throw new OAuthError('rate_limited', `at most ${decision.limit} token requests per minute from one address`, {
      'Retry-After': String(decision.retryAfterSeconds),
    });
  }
}

interface TokenRequest {
  readonly clientId: string | null;
  readonly clientSecret: string;
  readonly scopes: readonly string[] | null;
}

const CHALLENGE = { 'WWW-Authenticate': 'Basic realm="oauth", charset="UTF-8"' };

/** A parameter given once as text (a repeated form parameter arrives as an array: RFC 6749 3.2 forbids it). */
function param(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new OAuthError('invalid_request', `${name} must be given once, as a string`);
  return value;
}

/** RFC 6749 2.3.1: both halves of the Basic credentials are form-encoded before base64. */
function formDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    throw new OAuthError('invalid_client', 'malformed HTTP Basic credentials', CHALLENGE);
  }
}

function basicCredentials(header: string): { id: string; secret: string } {
  const match = /^Basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(header);
  if (!match) throw new OAuthError('invalid_client', 'client authentication uses HTTP Basic (or client_secret in the body)', CHALLENGE);
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw new OAuthError('invalid_client', 'malformed HTTP Basic credentials', CHALLENGE);
  return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
}

/** Requested scopes in catalogue order, or null when none were asked for; `*` subsumes the rest. */
function requestedScopes(raw: string | undefined): string[] | null {
  const names = (raw ?? '').split(' ').filter(Boolean);
  if (names.length === 0) return null;
  const unknown = names.filter((n) => !(SCOPES as readonly string[]).includes(n));
  if (unknown.length > 0) throw new OAuthError('invalid_scope', `unknown scope: ${unknown.join(' ')}`);
  return names.includes('*') ? ['*'] : SCOPES.filter((s) => names.includes(s));
}

function tokenRequest(ctx: AppContext, body: Record<string, unknown>): TokenRequest {
  const grantType = param(body, 'grant_type');
  if (!grantType) throw new OAuthError('invalid_request', 'grant_type is required');
  if (grantType !== 'client_credentials') throw new OAuthError('unsupported_grant_type', 'only the client_credentials grant is supported');
  const header = ctx.get('Authorization');
  const bodySecret = param(body, 'client_secret');
  const bodyId = param(body, 'client_id') ?? null;
  const scopes = requestedScopes(param(body, 'scope'));
  if (!header) {
    if (!bodySecret) throw new OAuthError('invalid_client', 'client authentication is required: the API key as client_secret', CHALLENGE);
    return { clientId: bodyId, clientSecret: bodySecret, scopes };
  }
  if (bodySecret) throw new OAuthError('invalid_request', 'use one client authentication method: HTTP Basic or client_secret, not both');
  const basic = basicCredentials(header);
  if (bodyId && basic.id && bodyId !== basic.id) throw new OAuthError('invalid_request', 'client_id differs from the HTTP Basic user name');
  return { clientId: basic.id || bodyId, clientSecret: basic.secret, scopes };
}

/** The key the secret hashes to. Its status, environment and partner are checked in the command. */
function clientKey(ctx: AppContext, request: TokenRequest): ApiKeyRecord {
  const hash = sha256Hex(request.clientSecret);
  const key = kindOfKey(request.clientSecret) ? ctx.service.queries.identity.keyByHash(hash) : undefined;
  if (!key || !constantTimeEqual(key.keyHash, hash)) throw new OAuthError('invalid_client', 'client authentication failed', CHALLENGE);
  // client_id is optional; when given it is the partner id (shown as partnerId on GET /account).
  if (request.clientId !== null && request.clientId !== key.partnerId) throw new OAuthError('invalid_client', 'client authentication failed', CHALLENGE);
  return key;
}

async function issue(ctx: AppContext, body: Record<string, unknown>, env: Env): Promise<void> {
  throttle(ctx);
  const request = tokenRequest(ctx, body);
  const key = clientKey(ctx, request);
  const token = issueKey('oauth');
  try {
    await dispatch(ctx, sessions.commands.issueOAuthToken, {
      env,
      partnerId: key.partnerId,
      payload: { clientKeyId: key.id, scopes: request.scopes, key: { keyHash: token.hash, prefix: token.prefix, last4: token.last4 } },
      respond: (r: IssuedToken) => ({
        status: 200,
        body: { access_token: token.raw, token_type: 'Bearer', expires_in: OAUTH_TOKEN_LIFETIME_MS / 1000, scope: r.scopes.join(' ') },
      }),
    });
  } catch (thrown) {
    const oauthError = thrown instanceof ServiceError ? thrown.extra.oauthError : undefined;
    if (typeof oauthError !== 'string') throw thrown;
    throw new OAuthError(oauthError as OAuthErrorName, thrown instanceof Error ? thrown.message : 'refused', oauthError === 'invalid_client' ? CHALLENGE : {});
  }
}

/** Documents the parameters; they are checked by the handler, so every refusal keeps the RFC shape. */
const parameter = (description: string) => v.optional(v.pipe(v.unknown(), v.description(description)));
const TokenBody = v.object({
  grant_type: parameter('string: `client_credentials`'),
  client_id: parameter('string, optional: the partner id (GET /account partnerId); with HTTP Basic, its user name'),
  client_secret: parameter('string: the API key (sk_sandbox_, pk_live_ or pk_data_), unless sent by HTTP Basic'),
  scope: parameter('string, optional: space-separated scopes, each held by the key (`*` covers all); narrows the token'),
});

export const oauthRoutes = [
  route({
    method: 'POST',
    base: 'partner',
    path: '/oauth/token',
    auth: 'none',
    idempotent: false,
    tag: 'Keys',
    body: TokenBody,
    bodyMediaTypes: ['application/x-www-form-urlencoded', 'application/json'],
    summary:
      "OAuth 2.0 client-credentials grant: a 15-minute service_oauth_ token with the key's kind and (narrowed) scopes. " +
      'Form (application/x-www-form-urlencoded) or JSON body; client secret by HTTP Basic or in the body. Errors are RFC 6749 ' +
      '{error, error_description}: invalid_request, unsupported_grant_type, invalid_scope (400), invalid_client (401), ' +
      'unauthorized_client (403: not enabled for the partner, or suspended), rate_limited (429, per source IP)',
    description:
      'Exchanges your API key (the client secret) for a 15-minute `service_oauth_` bearer token with the same kind and scopes, optionally narrowed by `scope`. Hand such tokens to browser or mobile apps instead of the key: they expire on their own and can be revoked with the key. Must be enabled for your partner (`oauthClientCredentialsEnabled`) first. No `Idempotency-Key`; rate-limited per source address. Errors follow RFC 6749 so OAuth client libraries understand them.',
    success: { status: 200, description: '{access_token, token_type: "Bearer", expires_in: 900, scope}; Cache-Control: no-store', schema: TokenAnswer },
    errorBody: OAuthErrorBody,
    async handler(ctx, { body, env }) {
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Pragma', 'no-cache');
      try {
        await issue(ctx, body as Record<string, unknown>, env);
      } catch (thrown) {
        if (!(thrown instanceof OAuthError)) throw thrown;
        ctx.status = STATUS[thrown.error];
        for (const [name, value] of Object.entries(thrown.headers)) ctx.set(name, value);
        ctx.body = { error: thrown.error, error_description: thrown.message };
      }
    },
  }),
];
