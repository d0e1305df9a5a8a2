/**
 * Rate limits per partner identity and environment (one bucket shared by the full key, its data key
 * and its tokens, surviving key rotation). Headers on every authenticated response; over the limit,
 * 429 RATE_LIMITED at once with Retry-After.
 */
import type { PartnerRecord } from '../../storage/partners.ts';
import type { Env } from '../../storage/types.ts';
import { apiKeyAuth, type AppMiddleware } from '../context.ts';
import { ServiceError } from '../errors.ts';
import type { SlidingWindowLimiter } from '../rate-limiter.ts';

export const TIER_LIMITS_PER_MINUTE = { starter: 100, growth: 500, enterprise: 2000 } as const;
/** CONTRACT.md settles the spec's two sandbox figures on 300. */
export const SANDBOX_LIMIT_PER_MINUTE = 300;

export function limitFor(partner: PartnerRecord, env: Env): number {
  const negotiated = partner.rateLimits[env];
  if (negotiated !== undefined) return negotiated;
  return env === 'sandbox' ? SANDBOX_LIMIT_PER_MINUTE : TIER_LIMITS_PER_MINUTE[partner.tier];
}

export function rateLimit(limiter: SlidingWindowLimiter): AppMiddleware {
  // Not async (see authenticateApiKey): the 429 thrown here becomes the pipeline's rejection.
  return function enforceRateLimit(ctx, next) {
    const { partner, env } = apiKeyAuth(ctx);
    const decision = limiter.take(`${env}:${partner.id}`, limitFor(partner, env));
    ctx.set('X-RateLimit-Limit', String(decision.limit));
    ctx.set('X-RateLimit-Remaining', String(decision.remaining));
    ctx.set('X-RateLimit-Reset', String(decision.resetEpochSeconds));
    if (!decision.allowed) {
      throw new ServiceError('RATE_LIMITED', `rate limit of ${decision.limit} requests per minute exceeded`, {
        headers: { 'Retry-After': String(decision.retryAfterSeconds) },
        extra: { limit: decision.limit },
      });
    }
    return next();
  };
}
