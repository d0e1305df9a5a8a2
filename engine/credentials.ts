/**
 * API key material. Raw keys exist only in the response that shows them once; everything stored or
 * journaled is the SHA-256 hash. Comparisons of secrets are constant-time.
 */
import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ApiKeyRecord } from '../storage/partners.ts';
import type { KeyKind } from '../storage/types.ts';
import { ServiceError } from './errors.ts';
import { entriesOf } from '../machines/narrow.ts';

export const keyPrefixes: Record<KeyKind, string> = {
  sandbox: 'sk_sandbox_',
  live: 'pk_live_',
  data: 'pk_data_',
  oauth: 'service_oauth_',
};

export interface IssuedKey {
  readonly raw: string;
  readonly hash: string;
  readonly prefix: string;
  readonly last4: string;
}

export function sha256Hex(value: string | Buffer): string {
  // The one-shot digest: every authenticated request hashes its key, and a Hash object per call costs several times more.
  return hash('sha256', value, 'hex');
}

export function issueKey(kind: KeyKind): IssuedKey {
  const prefix = keyPrefixes[kind];
  const raw = prefix + randomBytes(24).toString('base64url');
  return { raw, hash: sha256Hex(raw), prefix, last4: raw.slice(-4) };
}

/** The prefixes as a list, once: every authenticated request asks which one its key carries. */
const PREFIXES = entriesOf(keyPrefixes);

export function kindOfKey(raw: string): KeyKind | null {
  for (const [kind, prefix] of PREFIXES) {
    if (raw.startsWith(prefix) && raw.length > prefix.length + 16) return kind;
  }
  return null;
}

export function maskKey(prefix: string, last4: string): string {
  return `${prefix}${'*'.repeat(8)}${last4}`;
}

export function constantTimeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  if (ab.length !== bb.length) {
    timingSafeEqual(ab, ab);
    return false;
  }
  return timingSafeEqual(ab, bb);
}

/**
 * Constant-time equality of two digests in text (hex): every character is compared whatever the first
 * difference, without the two buffers constantTimeEqual allocates (this runs on every authenticated request).
 * Strings of different lengths are unequal at once: a digest's length is public.
 */
export function sameDigest(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * The one refusal of a key or token that is not valid here: malformed, unknown, of the other environment,
 * rotated, withdrawn or expired all answer exactly this, so a caller holding a string learns nothing
 * about it (whether it ever existed, where it belongs, whether it was rotated) beyond "not valid".
 */
export function invalidCredential(): ServiceError {
  return new ServiceError('AUTH_INVALID', 'the API key or token is invalid, expired or unknown');
}

/** What a credential is called in a refusal, by its kind: a token is an access token (a portal session's is the session). */
const CREDENTIAL_NAMES: Record<KeyKind, string> = { sandbox: 'API key', live: 'API key', data: 'data key', oauth: 'access token' };

/** Where a revoked credential's refusal looks up what it was: a portal session's token, the key a token was issued from. */
export interface CredentialLookup {
  readonly sessions: { byKeyId(keyId: string): unknown };
  readonly partners: { keyById(keyId: string): ApiKeyRecord | undefined };
}

/** The refusal's text: what was revoked (API key, data key, access token or session) and whether with the key it was issued from. */
function revokedMessage(key: ApiKeyRecord, lookup: CredentialLookup | undefined): string {
  const what = lookup?.sessions.byKeyId(key.id) ? 'session' : CREDENTIAL_NAMES[key.kind];
  const parent = key.parentKeyId !== null ? lookup?.partners.keyById(key.parentKeyId) : undefined;
  const cause = parent?.status === 'revoked' ? ` with the ${CREDENTIAL_NAMES[parent.kind]} it was issued from` : '';
  return `the ${what} has been revoked${cause}`;
}

/**
 * Refuses a key that has ended, the same way wherever a key is presented: revoked is 403 AUTH_REVOKED
 * (permanent, the spec's own answer) saying what was revoked (given `lookup`, a portal session's token is
 * the session), rotated, withdrawn or expired is the 401 of an invalid credential.
 */
export function assertKeyLive(key: ApiKeyRecord, nowMs: number, lookup?: CredentialLookup): void {
  if (key.status === 'revoked') throw new ServiceError('AUTH_REVOKED', revokedMessage(key, lookup));
  if (key.status !== 'active') throw invalidCredential();
  if (key.expiresAtMs !== null && nowMs >= key.expiresAtMs) throw invalidCredential();
}
