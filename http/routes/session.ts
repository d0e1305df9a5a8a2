/**
 * Portal sessions (ID token): `POST /session` issues a one-hour `service_oauth_` token for the member the
 * ID token names, mirroring the partner's active full key (type and scopes, intersected with the
 * member's permissions); `POST /session/revoke` ends one at once. Both partner bases: a session belongs
 * to the environment of the base it was opened on.
 */
import * as v from '../schema.ts';
import { SESSION_TOKEN_LIFETIME_MS, type CreatedSession } from '../../engine/sessions/tokens.ts';
import { issueKey, kindOfKey, sha256Hex } from '../../engine/credentials.ts';
import type { Env } from '../../storage/types.ts';
import { identityAuth, type AppContext } from '../context.ts';
import { dispatch } from '../dispatch.ts';
import { ServiceError } from '../errors.ts';
import { route } from '../route.ts';
import { iso } from '../views.ts';
import { sessions } from '../../engine/features/index.ts';
import { IsoTime } from '../schemas/identity.ts';

const Session = v.object({
  accessToken: v.pipe(v.string(), v.startsWith('service_oauth_')),
  tokenType: v.literal('Bearer'),
  expiresIn: v.literal(SESSION_TOKEN_LIFETIME_MS / 1000),
  expiresAt: IsoTime,
  sessionId: v.string(),
  environment: v.picklist(['production', 'sandbox']),
  keyType: v.picklist(['sandbox', 'live', 'data', 'oauth']),
  scopes: v.array(v.string()),
  permissions: v.pipe(v.array(v.string()), v.description("the member's role permissions as the organisation's and the environment's policies leave them")),
  member: v.object({ memberId: v.string(), sub: v.string(), email: v.string(), role: v.string() }),
});
const SessionBody = v.object({
  partnerId: v.optional(v.pipe(v.string(), v.maxLength(64), v.description('the organisation to open the session in, when the identity belongs to several'))),
});
const RevokedSession = v.object({ sessionId: v.string(), status: v.literal('revoked'), revokedAt: IsoTime });

function sessionView(accessToken: string, env: Env, r: CreatedSession): Record<string, unknown> {
  return {
    accessToken,
    tokenType: 'Bearer',
    expiresIn: SESSION_TOKEN_LIFETIME_MS / 1000,
    expiresAt: iso(r.expiresAtMs),
    sessionId: r.session.id,
    environment: env,
    keyType: r.keyKind,
    scopes: r.scopes,
    permissions: r.permissions,
    member: { memberId: r.session.memberId, sub: r.session.memberSub, email: r.session.memberEmail, role: r.session.memberRole },
  };
}

/**
 * The organisation a session opens in: the identity's own partner, one it is a member of, or one that
 * invited its e-mail (the session accepts the invitation). Several: the body's `partnerId` chooses.
 */
function organisationFor(ctx: AppContext, env: Env, chosen: string | undefined): string {
  const { sub, email } = identityAuth(ctx);
  const candidates = ctx.service.queries.team.organisationsOf(env, sub, email);
  if (chosen !== undefined) {
    if (!candidates.includes(chosen)) throw new ServiceError('FORBIDDEN', 'this identity is not a member of that organisation in this environment');
    return chosen;
  }
  if (candidates.length === 0) throw new ServiceError('FORBIDDEN', 'this identity has no partner account in this environment');
  if (candidates.length > 1) {
    throw new ServiceError('CONFLICT', 'this identity belongs to several organisations: choose one with partnerId', { extra: { partnerIds: candidates } });
  }
  return candidates[0]!;
}

/** The session the token belongs to, if it is one of this identity's sessions in this environment. */
function ownSession(ctx: AppContext, accessToken: string, env: Env) {
  const { sub } = identityAuth(ctx);
  const { keyByHash, sessionByKeyId } = ctx.service.queries.identity;
  const key = kindOfKey(accessToken) === 'oauth' ? keyByHash(sha256Hex(accessToken)) : undefined;
  const session = key ? sessionByKeyId(key.id) : undefined;
  // One answer for every miss: a caller learns nothing about tokens that are not its own.
  if (!key || !session || session.memberSub !== sub || session.env !== env)
    throw new ServiceError('NOT_FOUND', 'no session of this identity has this access token');
  return { key, session };
}

export const sessionRoutes = [
  route({
    method: 'POST',
    base: 'partner',
    path: '/session',
    auth: 'idToken',
    tag: 'Keys',
    body: SessionBody,
    summary:
      "Open a portal session: a 1-hour service_oauth_ token for the ID token's member (an invitation to its e-mail is accepted now), mirroring the active key's type and scopes; the member's role permissions apply on every request. With the security policy's mfaRequired, a privileged role needs an ID token whose amr claim contains mfa (else 403 FORBIDDEN, requiredControl mfa)",
    description:
      "For your dashboard's users: exchanges a member's ID token for a 1-hour `service_oauth_` token that acts with your key's type and scopes, narrowed by the member's role (read-only members cannot trade). An invitation to the token's e-mail is accepted on the first session; MFA is required for privileged roles when your policy says so. No `Idempotency-Key` needed.",
    success: {
      status: 201,
      description: '{accessToken, tokenType, expiresIn: 3600, expiresAt, sessionId, environment, keyType, scopes, member}',
      schema: Session,
    },
    errors: ['FORBIDDEN', 'AUTH_SUSPENDED', 'CONFLICT'],
    async handler(ctx, { env, body }) {
      const { sub, email, amr } = identityAuth(ctx);
      const partnerId = organisationFor(ctx, env, body.partnerId);
      const token = issueKey('oauth');
      ctx.set('Cache-Control', 'no-store');
      await dispatch(ctx, sessions.commands.create, {
        env,
        partnerId,
        payload: { member: { sub, email }, key: { keyHash: token.hash, prefix: token.prefix, last4: token.last4 }, mfa: amr?.includes('mfa') === true },
        respond: (r: CreatedSession) => ({ status: 201, body: sessionView(token.raw, env, r) }),
      });
    },
  }),
  route({
    method: 'POST',
    base: 'partner',
    path: '/session/revoke',
    auth: 'idToken',
    tag: 'Keys',
    body: v.object({ accessToken: v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(200)) }),
    summary: 'End a portal session of this identity at once: its token then answers 403 AUTH_REVOKED (repeating the call is harmless)',
    description: "Logs a member out everywhere at once: the session's token answers `403 AUTH_REVOKED` from then on. Calling it again is harmless.",
    success: { status: 200, description: '{sessionId, status: "revoked", revokedAt}', schema: RevokedSession },
    errors: ['NOT_FOUND'],
    async handler(ctx, { body, env }) {
      const { key, session } = ownSession(ctx, body.accessToken, env);
      if (key.status === 'revoked') {
        ctx.body = { sessionId: session.id, status: 'revoked', revokedAt: iso(key.revokedAtMs ?? key.createdAtMs) };
        return;
      }
      await dispatch(ctx, sessions.commands.revoke, {
        env,
        partnerId: session.partnerId,
        payload: { sessionId: session.id },
        respond: (r: { sessionId: string; revokedAtMs: number }) => ({
          status: 200,
          body: { sessionId: r.sessionId, status: 'revoked', revokedAt: iso(r.revokedAtMs) },
        }),
      });
    },
  }),
];
