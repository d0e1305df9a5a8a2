/**
 * Authentication by route kind, with the environment check folded in: an API key (Bearer or
 * x-api-key) must belong to the base it is used on, an ID token must verify, and the operator token
 * must match in constant time. Keys are looked up by their SHA-256 hash; raw keys are never stored.
 */
import { constantTimeEqual, kindOfKey, sha256Hex } from '../../engine/credentials.ts';
import type { Env } from '../../storage/types.ts';
import type { AppContext, AppMiddleware } from '../context.ts';
import { ServiceError } from '../errors.ts';
import type { IdTokenVerifier } from '../id-tokens.ts';

/** Path families a read-only data key may GET (spec, Authentication rule 3), after the partner base. */
const DATA_KEY_FAMILIES = /^\/(stocks|etfs|bonds|funds|market|market-data|market-intel|opportunities|dividends|companies|fx)(\/|$)/;

export function presentedCredential(ctx: AppContext): string | null {
  const header = ctx.get('Authorization');
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match ? match[1]! : '';
  }
  const apiKey = ctx.get('x-api-key');
  return apiKey ? apiKey.trim() : null;
}

export function authenticateApiKey(env: Env, routePathAfterBase: string): AppMiddleware {
  return async function requireApiKey(ctx, next) {
    const raw = presentedCredential(ctx);
    if (raw === null) throw new ServiceError('AUTH_MISSING', 'an API key is required (Authorization: Bearer <key> or x-api-key)');
    if (!kindOfKey(raw)) throw new ServiceError('AUTH_INVALID', 'the API key is malformed or unknown');
    const hash = sha256Hex(raw);
    const key = ctx.service.stores.partners.keyByHash(hash);
    if (!key || !constantTimeEqual(key.keyHash, hash)) throw new ServiceError('AUTH_INVALID', 'the API key is malformed or unknown');
    if (key.status === 'revoked') throw new ServiceError('AUTH_REVOKED', 'the API key has been revoked');
    if (key.status !== 'active') throw new ServiceError('AUTH_INVALID', 'the API key has been rotated and no longer exists');
    if (key.expiresAtMs !== null && ctx.service.clock.nowMs() >= key.expiresAtMs) throw new ServiceError('AUTH_INVALID', 'the token has expired');
    if (key.env !== env) throw new ServiceError('AUTH_INVALID', `this key belongs to the ${key.env} environment, not ${env}`);
    const partner = ctx.service.stores.partners.byId(key.partnerId);
    if (!partner) throw new ServiceError('AUTH_INVALID', 'the API key is malformed or unknown');
    if (partner.status === 'suspended') throw new ServiceError('AUTH_SUSPENDED', 'the partner account is suspended');
    if (key.kind === 'data' && (ctx.method !== 'GET' || !DATA_KEY_FAMILIES.test(routePathAfterBase))) {
      throw new ServiceError('FORBIDDEN', 'a data key is read-only and limited to market-data paths');
    }
    ctx.state.auth = { kind: 'apiKey', partner, key, env };
    await next();
  };
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
