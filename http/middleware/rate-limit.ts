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

/**
 * The bucket name and the limit's header text per partner record and environment: the
 * record is frozen and replaced by any write (a negotiated limit among them), so both follow it; a string
 * built once also keeps its hash, which the limiter's map lookup would otherwise compute per request.
 */
const bucketsOf = new WeakMap<PartnerRecord, { sandbox?: PartnerBucket; production?: PartnerBucket }>();

interface PartnerBucket {
  readonly name: string;
  readonly limit: number;
  readonly limitText: string;
}

function bucketOf(partner: PartnerRecord, env: Env): PartnerBucket {
  let byEnv = bucketsOf.get(partner);
  if (!byEnv) bucketsOf.set(partner, (byEnv = {}));
  let bucket = byEnv[env];
  if (!bucket) {
    const limit = limitFor(partner, env);
    byEnv[env] = bucket = { name: `${env}:${partner.id}`, limit, limitText: String(limit) };
  }
  return bucket;
}

export function rateLimit(limiter: SlidingWindowLimiter): AppMiddleware {
  // Not async (see apiKeyCheck): the 429 thrown here becomes the pipeline's rejection.
  return function enforceRateLimit(ctx, next) {
    const { partner, env } = apiKeyAuth(ctx);
    const bucket = bucketOf(partner, env);
    const decision = limiter.take(bucket.name, bucket.limit);
    // Straight to Node (what Koa's `set` ends in, after an array, a map and a per-header check for a singleton
    // array): nothing has been answered before the route's own middleware, so the head is not out.
    const res = ctx.res;
    res.setHeader('X-RateLimit-Limit', bucket.limitText);
    res.setHeader('X-RateLimit-Remaining', String(decision.remaining));
    res.setHeader('X-RateLimit-Reset', String(decision.resetEpochSeconds));
    if (!decision.allowed) {
      throw new ServiceError('RATE_LIMITED', `rate limit of ${decision.limit} requests per minute exceeded`, {
        headers: { 'Retry-After': String(decision.retryAfterSeconds) },
        extra: { limit: decision.limit },
      });
    }
    return next();
  };
}
