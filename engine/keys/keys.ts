/**
 * Key management: the data key (issue, which rotates any existing one, and delete), rotation of the
 * full key, and revocation. Raw keys never reach a command: the HTTP layer passes the hash, prefix and
 * last 4 characters, and names existing keys by id.
 *
 * Credentials derived from a key name it as their parent: the partner's data key, OAuth and portal
 * session tokens, and tokens issued from the data key. When a key ends, so do they, except that a
 * rotation hands the data key over to the new full key (apps in the field keep working) while the
 * old key's tokens end with it. A revocation revokes every live descendant: whoever held the revoked
 * key may have minted them. Revoking a production partner's last active full key also locks its access
 * (partner machine): registering again is refused until the operator restores access.
 */
import type { ApiKeyRecord, PartnerRecord } from '../../storage/partners.ts';
import type { Env, KeyKind, KeyStatus } from '../../storage/types.ts';
import { assertKeyLive } from '../credentials.ts';
import { ServiceError } from '../errors.ts';
import type { Step } from '../step.ts';

const FULL_KEY_KIND: Record<Env, KeyKind> = { production: 'live', sandbox: 'sandbox' };
/** The one scope a read-only data key can use (its paths are the market-data families). */
const DATA_KEY_SCOPE = 'market:read';

function commandScope(step: Step): { partner: PartnerRecord; env: Env } {
  const env = step.id.env;
  const partner = step.id.partnerId ? step.stores.partners.byId(step.id.partnerId) : undefined;
  if (!env || !partner || partner.env !== env) throw new ServiceError('NOT_FOUND', 'no partner account in this environment');
  return { partner, env };
}

/**
 * The presenting full key, read again inside the transaction: a command queued behind a rotation of
 * the same key must not act for a key that no longer exists.
 */
function presentingFullKey(step: Step, keyId: string): { key: ApiKeyRecord; partner: PartnerRecord } {
  const { partner, env } = commandScope(step);
  const key = step.stores.partners.keyById(keyId);
  if (!key || key.partnerId !== partner.id || key.kind !== FULL_KEY_KIND[env]) {
    throw new ServiceError('FORBIDDEN', "key management needs the partner's full key");
  }
  assertKeyLive(key, step.atMs, step.stores);
  return { key, partner };
}

/** Ends a key and, depth first, every live credential derived from it. */
function endWithDescendants(step: Step, key: ApiKeyRecord, status: Exclude<KeyStatus, 'active'>): void {
  step.stores.partners.setKeyStatus(key.id, status, step.atMs);
  for (const child of step.stores.partners.liveChildrenOf(key.id, step.atMs)) endWithDescendants(step, child, status);
}

export interface NewKeyMaterial {
  readonly keyHash: string;
  readonly prefix: string;
  readonly last4: string;
}

/**
 * Issues a key (hash only) and retires every other active full key of the partner: no overlap. The
 * retired key's data key moves to the new key and its tokens and sessions end (handOverDerived), whether the
 * change came from rotation or from registering again.
 */
export function issueFullKey(step: Step, partner: PartnerRecord, kind: KeyKind, key: NewKeyMaterial): ApiKeyRecord {
  const previous = step.stores.partners.keysFor(partner.id).filter((k) => k.status === 'active' && k.kind === kind);
  for (const old of previous) step.stores.partners.setKeyStatus(old.id, 'rotated', step.atMs);
  const record: ApiKeyRecord = {
    id: step.newId('key'),
    keyHash: key.keyHash,
    partnerId: partner.id,
    env: partner.env,
    kind,
    status: 'active',
    prefix: key.prefix,
    last4: key.last4,
    scopes: previous.at(-1)?.scopes ?? ['*'],
    parentKeyId: null,
    createdAtMs: step.atMs,
    expiresAtMs: null,
    revokedAtMs: null,
  };
  step.stores.partners.insertKey(record);
  for (const old of previous) handOverDerived(step, old, record);
  return record;
}

/**
 * After a full key was replaced: its data key now derives from the new key, its tokens end. Also what
 * any other replacement of a full key (re-registration) should do with the old key's children.
 */
export function handOverDerived(step: Step, replaced: ApiKeyRecord, next: ApiKeyRecord): void {
  for (const child of step.stores.partners.liveChildrenOf(replaced.id, step.atMs)) {
    if (child.kind === 'data') step.stores.partners.setKeyParent(child.id, next.id);
    else endWithDescendants(step, child, 'rotated');
  }
}

function reread(step: Step, id: string): ApiKeyRecord {
  const key = step.stores.partners.keyById(id);
  if (!key) throw new Error(`key ${id} vanished inside its own command`);
  return key;
}

export interface NewKeyPayload {
  readonly presentingKeyId: string;
  readonly key: NewKeyMaterial;
}

/** Issues the partner's data key; an existing one is rotated away (one active per partner environment). */
export function issueDataKey(step: Step, p: NewKeyPayload): { key: ApiKeyRecord; replacedKeyId: string | null } {
  const { key: parent, partner } = presentingFullKey(step, p.presentingKeyId);
  // A data key never holds more than its parent; with no scope at all it would be a legacy all-access key.
  if (!parent.scopes.includes('*') && !parent.scopes.includes(DATA_KEY_SCOPE)) {
    throw new ServiceError('FORBIDDEN', `a data key needs a full key holding the ${DATA_KEY_SCOPE} scope`);
  }
  const previous = step.stores.partners.activeKeysOf(partner.id, 'data');
  for (const old of previous) endWithDescendants(step, old, 'rotated');
  const record: ApiKeyRecord = {
    id: step.newId('key'),
    keyHash: p.key.keyHash,
    partnerId: partner.id,
    env: partner.env,
    kind: 'data',
    status: 'active',
    prefix: p.key.prefix,
    last4: p.key.last4,
    scopes: [DATA_KEY_SCOPE],
    parentKeyId: parent.id,
    createdAtMs: step.atMs,
    expiresAtMs: null,
    revokedAtMs: null,
  };
  step.stores.partners.insertKey(record);
  return { key: record, replacedKeyId: previous.at(-1)?.id ?? null };
}

/** Withdraws the data key: it (and any token issued from it) answers 401 from this commit on. */
export function deleteDataKey(step: Step, p: { presentingKeyId: string }): { key: ApiKeyRecord } {
  const { partner } = presentingFullKey(step, p.presentingKeyId);
  const current = step.stores.partners.activeKeysOf(partner.id, 'data');
  if (current.length === 0) throw new ServiceError('NOT_FOUND', 'no data key has been issued');
  for (const key of current) endWithDescendants(step, key, 'deleted');
  return { key: reread(step, current.at(-1)!.id) };
}

/** Rotates the presenting full key: the new key takes over at once, the old one stops with no overlap. */
export function rotateFullKey(step: Step, p: NewKeyPayload): { key: ApiKeyRecord; previousKeyId: string } {
  const { key: old, partner } = presentingFullKey(step, p.presentingKeyId);
  const next = issueFullKey(step, partner, old.kind, p.key);
  return { key: next, previousKeyId: old.id };
}

/**
 * Permanent revocation of one of the partner's keys. Revoking a revoked key answers the same again (a
 * retry is safe); a key of another partner or environment, or one that no longer exists (rotated,
 * deleted, expired), is NOT_FOUND, the same answer as for a key never issued.
 */
export function revokeKey(step: Step, p: { keyId: string }): { key: ApiKeyRecord } {
  const { partner } = commandScope(step);
  const key = step.stores.partners.keyById(p.keyId);
  const expired = key?.expiresAtMs != null && step.atMs >= key.expiresAtMs;
  if (!key || key.partnerId !== partner.id || (key.status !== 'revoked' && (key.status !== 'active' || expired))) {
    throw new ServiceError('NOT_FOUND', 'no such active key for this account');
  }
  if (key.status === 'active') {
    endWithDescendants(step, key, 'revoked');
    lockWhenNoFullKeyLeft(step, partner, key);
  }
  return { key: reread(step, key.id) };
}

/**
 * Production only: with its last full key revoked, the partner's access stays locked until support
 * restores it (spec, POST /api-keys/revoke). Sandbox keys are test credentials that the sandbox
 * register re-issues by design, and a data key or token leaves the full key working.
 */
function lockWhenNoFullKeyLeft(step: Step, partner: PartnerRecord, revoked: ApiKeyRecord): void {
  if (partner.env !== 'production' || revoked.kind !== FULL_KEY_KIND.production) return;
  if (step.stores.partners.activeKeysOf(partner.id, revoked.kind).length > 0) return;
  step.send('partner', partner.id, { type: 'api.lockAccess' });
}
