/**
 * Identity-provider ID tokens (CONTRACT.md section 3), verified with jose: HS256 with ID_TOKEN_SECRET
 * and/or a JWKS (file path or URL) for RS256/ES256. `exp` is judged by the service clock.
 */
import { readFileSync } from 'node:fs';
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey, type JWTVerifyOptions } from 'jose';
import type { ServiceConfig } from '../engine/config.ts';
import { ServiceError } from './errors.ts';

export interface Identity {
  readonly sub: string;
  readonly email: string;
  readonly name: string | null;
  /** RFC 8176 authentication methods (`amr`); `mfa` proves a second factor. Empty when absent. */
  readonly amr?: readonly string[];
}

export type IdTokenVerifier = (token: string, nowMs: number) => Promise<Identity>;

const SECRET_ALGS = ['HS256'];
const JWKS_ALGS = ['RS256', 'ES256'];

function jwksFrom(src: string): JWTVerifyGetKey {
  return /^https?:\/\//.test(src) ? createRemoteJWKSet(new URL(src)) : createLocalJWKSet(JSON.parse(readFileSync(src, 'utf8')));
}

/**
 * One key resolver for both sources, chosen by the token's `alg`: the HMAC secret only ever verifies
 * HS256 and the JWKS only RS256/ES256, so a token cannot confuse one key type for the other.
 */
function keySource(config: ServiceConfig): { getKey: JWTVerifyGetKey; algorithms: string[] } {
  const secret = config.idTokenSecret ? new TextEncoder().encode(config.idTokenSecret) : null;
  const jwks = config.idTokenJwks ? jwksFrom(config.idTokenJwks) : null;
  if (!secret && !jwks) throw new Error('ID tokens need ID_TOKEN_SECRET or ID_TOKEN_JWKS');
  const algorithms = [...(secret ? SECRET_ALGS : []), ...(jwks ? JWKS_ALGS : [])];
  const getKey: JWTVerifyGetKey = (header, token) => {
    if (secret && SECRET_ALGS.includes(header.alg ?? '')) return secret;
    if (jwks && JWKS_ALGS.includes(header.alg ?? '')) return jwks(header, token);
    throw new errors.JOSEAlgNotAllowed('"alg" (Algorithm) Header Parameter value not allowed');
  };
  return { getKey, algorithms };
}

export function idTokenVerifier(config: ServiceConfig): IdTokenVerifier {
  const { getKey, algorithms } = keySource(config);
  return async function verifyIdToken(token, nowMs) {
    let payload: Record<string, unknown>;
    try {
      const options: JWTVerifyOptions = {
        algorithms,
        currentDate: new Date(nowMs),
        requiredClaims: ['sub', 'email', 'exp'],
        ...(config.idTokenIssuer ? { issuer: config.idTokenIssuer } : {}),
        ...(config.idTokenAudience ? { audience: config.idTokenAudience } : {}),
      };
      payload = (await jwtVerify(token, getKey, options)).payload;
    } catch {
      throw new ServiceError('AUTH_INVALID', 'the ID token is invalid or expired');
    }
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || payload.sub === '' || payload.email === '') {
      throw new ServiceError('AUTH_INVALID', 'the ID token lacks sub or email');
    }
    const amr = Array.isArray(payload.amr) ? payload.amr.filter((m): m is string => typeof m === 'string') : [];
    return { sub: payload.sub, email: payload.email.toLowerCase(), name: typeof payload.name === 'string' ? payload.name : null, amr };
  };
}
