/**
 * Short-lived `service_oauth_` tokens: OAuth client-credentials tokens (15 minutes) and portal session
 * tokens (1 hour). Both are `api_keys` rows of kind `oauth` whose parent is the key they derive from,
 * so authentication, environment, expiry and revocation treat them like any key, and the authenticator
 * applies the parent's kind rules (a token issued from a data key stays read-only). Only the token's
 * hash enters the command, the journal and the table.
 */
import type { ApiKeyRecord, PartnerRecord } from '../../storage/partners.ts';
import type { PortalSessionRecord } from '../../storage/sessions.ts';
import type { Env, KeyKind } from '../../storage/types.ts';
import { ServiceError, type ErrorCode } from '../errors.ts';
import { assertSecondFactor } from '../security/commands.ts';
import type { Step } from '../step.ts';
import { effectivePermissions } from '../team/access.ts';
import { type ActingMember, ensureFounder, joinAs } from '../team/members.ts';
import type { Permission } from '../team/roles.ts';
import type { NewKeyMaterial } from '../keys/keys.ts';

export const OAUTH_TOKEN_LIFETIME_MS = 15 * 60_000;
export const SESSION_TOKEN_LIFETIME_MS = 60 * 60_000;

/** Whether holding `held` grants every scope in `requested`: `*` grants all, nothing else grants `*`. */
export function scopesCover(held: readonly string[], requested: readonly string[]): boolean {
  return held.includes('*') || requested.every((s) => s !== '*' && held.includes(s));
}

/** A refusal that the OAuth endpoint turns into its RFC 6749 error name. */
function oauthRefusal(code: ErrorCode, oauthError: string, message: string): ServiceError {
  return new ServiceError(code, message, { extra: { oauthError } });
}

function insertToken(step: Step, parent: ApiKeyRecord, key: NewKeyMaterial, scopes: readonly string[], lifetimeMs: number): ApiKeyRecord {
  const record: ApiKeyRecord = {
    id: step.newId('key'),
    keyHash: key.keyHash,
    partnerId: parent.partnerId,
    env: parent.env,
    kind: 'oauth',
    status: 'active',
    prefix: key.prefix,
    last4: key.last4,
    scopes: [...scopes],
    parentKeyId: parent.id,
    createdAtMs: step.atMs,
    expiresAtMs: step.atMs + lifetimeMs,
    revokedAtMs: null,
  };
  step.stores.partners.insertKey(record);
  return record;
}

export interface OAuthTokenPayload {
  readonly clientKeyId: string;
  /** Null: the client asked for no narrowing and gets every scope of its key. */
  readonly scopes: readonly string[] | null;
  readonly key: NewKeyMaterial;
}

export interface IssuedToken {
  readonly keyId: string;
  readonly scopes: readonly string[];
  readonly expiresAtMs: number;
}

/** The client key must still be a usable key of this environment; a token never mints another token. */
function usableClientKey(step: Step, clientKeyId: string): { key: ApiKeyRecord; partner: PartnerRecord } {
  const key = step.stores.partners.keyById(clientKeyId);
  const env: Env | null = step.id.env;
  const expired = key?.expiresAtMs != null && step.atMs >= key.expiresAtMs;
  if (key?.status !== 'active' || expired || key.kind === 'oauth' || key.env !== env) {
    throw oauthRefusal('AUTH_INVALID', 'invalid_client', 'client authentication failed');
  }
  const partner = step.stores.partners.byId(key.partnerId);
  if (!partner) throw oauthRefusal('AUTH_INVALID', 'invalid_client', 'client authentication failed');
  if (partner.status === 'suspended') throw oauthRefusal('AUTH_SUSPENDED', 'unauthorized_client', 'the partner account is suspended');
  if (!partner.flags.oauthClientCredentialsEnabled) {
    throw oauthRefusal('FORBIDDEN', 'unauthorized_client', 'the client credentials grant is not enabled for this partner; ask support to enable it');
  }
  return { key, partner };
}

/** Client-credentials grant: a 15-minute token with the client key's kind and (narrowed) scopes. */
export function issueOAuthToken(step: Step, p: OAuthTokenPayload): IssuedToken {
  const { key } = usableClientKey(step, p.clientKeyId);
  if (p.scopes !== null && !scopesCover(key.scopes, p.scopes)) {
    throw oauthRefusal('VALIDATION_ERROR', 'invalid_scope', 'the requested scope exceeds the scopes of the client key');
  }
  const token = insertToken(step, key, p.key, p.scopes ?? key.scopes, OAUTH_TOKEN_LIFETIME_MS);
  return { keyId: token.id, scopes: token.scopes, expiresAtMs: token.expiresAtMs! };
}

export interface SessionPayload {
  readonly member: { readonly sub: string; readonly email: string };
  readonly key: NewKeyMaterial;
  /** The ID token proved a second factor (`amr` contains `mfa`); absent in sessions journaled before MFA was recorded. */
  readonly mfa?: boolean;
}

export interface CreatedSession {
  readonly session: PortalSessionRecord;
  /** The key scopes the session mirrors (rule 5's key-scope part, checked per route). */
  readonly scopes: readonly string[];
  /** Member permissions ∩ organisation policy ∩ environment policy, at opening. */
  readonly permissions: readonly Permission[];
  readonly keyKind: KeyKind;
  readonly expiresAtMs: number;
}

const FULL_KEY_KIND: Record<Env, KeyKind> = { production: 'live', sandbox: 'sandbox' };

/** The partner environment a session is opened in: the command's own (the route chose it among the identity's organisations). */
function sessionPartner(step: Step): PartnerRecord & { env: Env } {
  const env = step.id.env;
  const partner = step.id.partnerId ? step.stores.partners.byId(step.id.partnerId) : undefined;
  if (!env || !partner || partner.env !== env) throw new ServiceError('FORBIDDEN', 'this identity has no partner account in this environment');
  if (partner.status === 'suspended') throw new ServiceError('AUTH_SUSPENDED', 'the partner account is suspended');
  return partner;
}

/**
 * A portal session of the member the ID token names: its active membership, or the invitation to its
 * e-mail, accepted now. The token mirrors the active full key (type and scopes); the member's role is
 * applied on every request (engine/team/access.ts), as are the organisation's policy and the environment.
 */
export function createSession(step: Step, p: SessionPayload): CreatedSession {
  const partner = sessionPartner(step);
  const env = partner.env;
  ensureFounder(step, partner);
  const member = joinAs(step, p.member);
  if (!member) throw new ServiceError('FORBIDDEN', 'this identity is not a member of this organisation; ask an owner or admin for an invitation to its e-mail');
  const fullKey = step.stores.partners
    .keysFor(partner.id)
    .filter((k) => k.status === 'active' && k.kind === FULL_KEY_KIND[env])
    .at(-1);
  if (!fullKey) throw new ServiceError('FORBIDDEN', 'the partner has no active key for a session to mirror; contact support');
  assertSecondFactor(step, member.role, p.mfa === true);
  const token = insertToken(step, fullKey, p.key, fullKey.scopes, SESSION_TOKEN_LIFETIME_MS);
  const session: PortalSessionRecord = {
    id: step.newId('ses'),
    keyId: token.id,
    partnerId: partner.id,
    env,
    memberSub: p.member.sub,
    memberEmail: member.email,
    memberRole: member.role,
    memberId: member.id,
    createdAtMs: step.atMs,
  };
  step.stores.sessions.insert(session);
  const permissions = effectivePermissions(member.role, env, { status: partner.status, testToolsOnProduction: partner.flags.testToolsOnProduction ?? false });
  return { session, scopes: fullKey.scopes, permissions, keyKind: fullKey.kind, expiresAtMs: token.expiresAtMs! };
}

/** Ends a session at once: its token answers 403 AUTH_REVOKED from this commit on. `actor`: the member who ended it (DELETE /sessions). */
export function revokeSession(step: Step, p: { sessionId: string; actor?: ActingMember }): { sessionId: string; revokedAtMs: number } {
  const session = step.stores.sessions.byId(p.sessionId);
  const token = session ? step.stores.partners.keyById(session.keyId) : undefined;
  if (!session || !token || session.partnerId !== step.id.partnerId || session.env !== step.id.env) throw new ServiceError('NOT_FOUND', 'no such session');
  if (token.status === 'revoked') return { sessionId: session.id, revokedAtMs: token.revokedAtMs ?? step.atMs };
  step.stores.partners.setKeyStatus(token.id, 'revoked', step.atMs);
  return { sessionId: session.id, revokedAtMs: step.atMs };
}
