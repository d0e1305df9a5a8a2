/**
 * Authentication by route kind, with the environment check folded in: an API key (Bearer or
 * x-api-key) must belong to the base it is used on, an ID token must verify, and the operator token
 * must match in constant time. Keys are looked up by their SHA-256 hash; raw keys are never stored.
 */
import { assertKeyLive, constantTimeEqual, invalidCredential, kindOfKey, sameDigest, sha256Hex } from '../../engine/credentials.ts';
import type { ApiKeyRecord, PartnerStore } from '../../storage/partners.ts';
import type { Env, KeyKind } from '../../storage/types.ts';
import type { Stores } from '../../storage/stores.ts';
import type { AppContext, AppMiddleware, SessionAuth } from '../context.ts';
import { ServiceError } from '../errors.ts';
import type { IdTokenVerifier } from '../id-tokens.ts';

/** Path families a read-only data key may GET (spec, Authentication rule 3), after the partner base. */
const DATA_KEY_FAMILIES = /^\/(stocks|etfs|bonds|funds|market|market-data|market-intel|opportunities|dividends|companies|fx)(\/|$)/;

export function presentedCredential(ctx: AppContext): string | null {
  // Read as ctx.get does (absent is ''), from Node's lower-cased headers without Koa's delegate hops.
  const headers = ctx.req.headers;
  const header = headers.authorization || '';
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match ? match[1]! : '';
  }
  const apiKey = headers['x-api-key'] || '';
  return apiKey ? String(apiKey).trim() : null;
}

/**
 * The API-key check alone: sets `ctx.state.auth` or throws the refusal. The route pipeline's entry runs it
 * in the same step as the route's name and usage counting (http/pipeline.ts).
 */
export function apiKeyCheck(env: Env, routePathAfterBase: string): (ctx: AppContext) => void {
  // Synchronous: a refusal thrown here becomes a rejection in the pipeline's runner; an accepted request
  // goes on without a promise of its own (every authenticated request pays each async layer).
  return function requireApiKey(ctx) {
    const raw = presentedCredential(ctx);
    if (raw === null) throw new ServiceError('AUTH_MISSING', 'an API key is required (Authorization: Bearer <key> or x-api-key)');
    // Hashed on every request, never remembered by the raw key: a map of raw keys would keep live secrets in
    // memory (a heap dump would show them) and look them up by a non-constant-time comparison.
    if (!kindOfKey(raw)) throw invalidCredential();
    const hash = sha256Hex(raw);
    const key = ctx.service.stores.partners.keyByHash(hash);
    if (!key || !sameDigest(key.keyHash, hash)) throw invalidCredential();
    assertKeyLive(key, ctx.service.clock.nowMs(), ctx.service.stores);
    if (key.env !== env) throw invalidCredential();
    const partner = ctx.service.stores.partners.byId(key.partnerId);
    if (!partner) throw invalidCredential();
    if (partner.status === 'suspended') throw new ServiceError('AUTH_SUSPENDED', 'the partner account is suspended');
    if (effectiveKind(ctx.service.stores.partners, key) === 'data' && (ctx.method !== 'GET' || !DATA_KEY_FAMILIES.test(routePathAfterBase))) {
      throw new ServiceError('FORBIDDEN', 'a data key is read-only and limited to market-data paths');
    }
    const session = key.kind === 'oauth' ? sessionMember(ctx.service.stores, key.id) : undefined;
    ctx.service.stores.keyUsage.touch(key.id, ctx.service.clock.nowMs());
    ctx.state.auth = session ? { kind: 'apiKey', partner, key, env, session } : { kind: 'apiKey', partner, key, env };
  };
}

/**
 * The member behind a portal-session token, with the role it holds now (a role change applies to open
 * sessions at once). A removed member's sessions were revoked with the removal; a session whose member
 * is no longer active is refused the same way, whatever else happened.
 */
function sessionMember(stores: Stores, keyId: string): SessionAuth | undefined {
  const session = stores.sessions.byKeyId(keyId);
  if (!session) return undefined;
  const member = session.memberId ? stores.team.byId(session.memberId) : undefined;
  if (session.memberId && member?.status !== 'ACTIVE') throw new ServiceError('AUTH_REVOKED', 'the member of this session has been removed');
  return {
    sessionId: session.id,
    memberId: session.memberId,
    memberSub: session.memberSub,
    memberEmail: session.memberEmail,
    memberRole: member?.role ?? session.memberRole,
  };
}

/** Per store (one per service): the root key kind behind a token's parent id. Kinds and parents never change. */
const rootKinds = new WeakMap<PartnerStore, Map<string, KeyKind>>();
const ROOT_KIND_CACHE_LIMIT = 10_000;
/** Tokens are issued from keys; a longer chain of tokens issued from tokens is refused rather than walked. */
const MAX_TOKEN_CHAIN = 4;

/**
 * The kind whose rules a credential follows: its own, or for a token (OAuth or portal session) the kind
 * of the key it was issued from, so a token issued from a data key is as read-only as the data key.
 */
function effectiveKind(store: PartnerStore, key: ApiKeyRecord): KeyKind {
  if (key.kind !== 'oauth' || key.parentKeyId === null) return key.kind;
  let cache = rootKinds.get(store);
  if (!cache) rootKinds.set(store, (cache = new Map()));
  const cached = cache.get(key.parentKeyId);
  if (cached) return cached;
  let root = store.keyById(key.parentKeyId);
  for (let depth = 1; root && root.kind === 'oauth' && root.parentKeyId !== null && depth < MAX_TOKEN_CHAIN; depth += 1) {
    root = store.keyById(root.parentKeyId);
  }
  if (!root || (root.kind === 'oauth' && root.parentKeyId !== null)) throw invalidCredential();
  if (cache.size >= ROOT_KIND_CACHE_LIMIT) cache.clear();
  cache.set(key.parentKeyId, root.kind);
  return root.kind;
}

export function authenticateIdToken(verify: IdTokenVerifier): AppMiddleware {
  return async function requireIdToken(ctx, next) {
    const raw = presentedCredential(ctx);
    if (!raw) throw new ServiceError('AUTH_MISSING', 'an identity-provider ID token is required as a Bearer token');
    const identity = await verify(raw, ctx.service.clock.nowMs());
    ctx.state.auth = { kind: 'idToken', ...identity };
    await next();
  };
}

export function authenticateOperator(token: string): AppMiddleware {
  return async function requireOperator(ctx, next) {
    const raw = presentedCredential(ctx);
    if (!raw) throw new ServiceError('AUTH_MISSING', 'the operator token is required');
    if (!constantTimeEqual(raw, token)) throw new ServiceError('AUTH_INVALID', 'the operator token is invalid');
    await next();
  };
}
