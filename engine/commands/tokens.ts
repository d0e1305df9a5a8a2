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
import type { NewKeyMaterial } from './partners.ts';

export const OAUTH_TOKEN_LIFETIME_MS = 15 * 60_000;
export const SESSION_TOKEN_LIFETIME_MS = 60 * 60_000;

/** What each organization role may do, as scopes. Today every member is the partner's owner. */
const ROLE_PERMISSIONS: Readonly<Record<string, readonly string[]>> = { owner: ['*'] };

/** Whether holding `held` grants every scope in `requested`: `*` grants all, nothing else grants `*`. */
export function scopesCover(held: readonly string[], requested: readonly string[]): boolean {
  return held.includes('*') || requested.every((s) => s !== '*' && held.includes(s));
}

/** The scopes both sets grant (`*` is the neutral element). */
export function intersectScopes(a: readonly string[], b: readonly string[]): string[] {
  if (a.includes('*')) return [...b];
  if (b.includes('*')) return [...a];
  return a.filter((s) => b.includes(s));
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
  /** The ID token proved a second factor (`amr` contains `mfa`); absent in sessions journaled before issue 14. */
  readonly mfa?: boolean;
}

export interface CreatedSession {
  readonly session: PortalSessionRecord;
  readonly scopes: readonly string[];
  readonly keyKind: KeyKind;
  readonly expiresAtMs: number;
}

const FULL_KEY_KIND: Record<Env, KeyKind> = { production: 'live', sandbox: 'sandbox' };

/**
 * A portal session of the member named by the ID token. Effective access is the intersection of the
 * member's role permissions and the active full key's scopes; the organization's policy (status,
 * enterprise controls) and the environment are applied on every use, as for the key itself.
 */
export function createSession(step: Step, p: SessionPayload): CreatedSession {
  const env = step.id.env;
  const partner = env ? step.stores.partners.bySub(env, p.member.sub) : undefined;
  if (!env || !partner || partner.id !== step.id.partnerId) throw new ServiceError('FORBIDDEN', 'this identity has no partner account in this environment');
  if (partner.status === 'suspended') throw new ServiceError('AUTH_SUSPENDED', 'the partner account is suspended');
  const fullKey = step.stores.partners
    .keysFor(partner.id)
    .filter((k) => k.status === 'active' && k.kind === FULL_KEY_KIND[env])
    .at(-1);
  if (!fullKey) throw new ServiceError('FORBIDDEN', 'the partner has no active key for a session to mirror; contact support');
  const role = 'owner';
  assertSecondFactor(step, role, p.mfa === true);
  const scopes = intersectScopes(ROLE_PERMISSIONS[role]!, fullKey.scopes);
  const token = insertToken(step, fullKey, p.key, scopes, SESSION_TOKEN_LIFETIME_MS);
  const session: PortalSessionRecord = {
    id: step.newId('ses'),
    keyId: token.id,
    partnerId: partner.id,
    env,
    memberSub: p.member.sub,
    memberEmail: p.member.email,
    memberRole: role,
    createdAtMs: step.atMs,
  };
  step.stores.sessions.insert(session);
  return { session, scopes, keyKind: fullKey.kind, expiresAtMs: token.expiresAtMs! };
}

/** Ends a session at once: its token answers 403 AUTH_REVOKED from this commit on. */
export function revokeSession(step: Step, p: { sessionId: string }): { sessionId: string; revokedAtMs: number } {
  const session = step.stores.sessions.byId(p.sessionId);
  const token = session ? step.stores.partners.keyById(session.keyId) : undefined;
  if (!session || !token || session.partnerId !== step.id.partnerId) throw new ServiceError('NOT_FOUND', 'no such session');
  if (token.status === 'revoked') return { sessionId: session.id, revokedAtMs: token.revokedAtMs ?? step.atMs };
  step.stores.partners.setKeyStatus(token.id, 'revoked', step.atMs);
  return { sessionId: session.id, revokedAtMs: step.atMs };
}
