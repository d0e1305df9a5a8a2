/**
 * Identity-provider ID tokens (CONTRACT.md section 3), verified with jose: HS256 with ID_TOKEN_SECRET
 * or a JWKS (file path or URL) for RS256/ES256. `exp` is judged by the service clock.
 */
import { readFileSync } from 'node:fs';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { ServiceConfig } from '../engine/config.ts';
import { ServiceError } from './errors.ts';

export interface Identity {
  readonly sub: string;
  readonly email: string;
  readonly name: string | null;
}

export type IdTokenVerifier = (token: string, nowMs: number) => Promise<Identity>;

function keySource(config: ServiceConfig): { key: Uint8Array | JWTVerifyGetKey; algorithms: string[] } {
  if (config.idTokenJwks) {
    const src = config.idTokenJwks;
    const keys = /^https?:\/\//.test(src) ? createRemoteJWKSet(new URL(src)) : createLocalJWKSet(JSON.parse(readFileSync(src, 'utf8')));
    return { key: keys, algorithms: ['RS256', 'ES256'] };
  }
  if (config.idTokenSecret) return { key: new TextEncoder().encode(config.idTokenSecret), algorithms: ['HS256'] };
  throw new Error('ID tokens need ID_TOKEN_SECRET or ID_TOKEN_JWKS');
}

export function idTokenVerifier(config: ServiceConfig): IdTokenVerifier {
  const { key, algorithms } = keySource(config);
  return async function verifyIdToken(token, nowMs) {
    let payload: Record<string, unknown>;
    try {
      const options = {
        algorithms,
        currentDate: new Date(nowMs),
        requiredClaims: ['sub', 'email', 'exp'],
        ...(config.idTokenIssuer ? { issuer: config.idTokenIssuer } : {}),
        ...(config.idTokenAudience ? { audience: config.idTokenAudience } : {}),
      };
      const verified = typeof key === 'function' ? await jwtVerify(token, key, options) : await jwtVerify(token, key, options);
      payload = verified.payload;
    } catch {
      throw new ServiceError('AUTH_INVALID', 'the ID token is invalid or expired');
    }
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || payload.sub === '') {
      throw new ServiceError('AUTH_INVALID', 'the ID token lacks sub or email');
    }
    return { sub: payload.sub, email: payload.email.toLowerCase(), name: typeof payload.name === 'string' ? payload.name : null };
  };
}
