/**
 * Counts every authenticated API-key request for GET /usage (issue 13): by route family (the first
 * segment of the route's path template, so no id or secret of the raw URL is ever recorded), the 429s
 * among them, and the sub-accounts successful requests addressed. Runs between authentication and the
 * rate limit, so refused requests count too. Memory only; the recorder writes in batches.
 */
import { ServiceError } from '../../engine/errors.ts';
import { apiKeyAuth, type AppMiddleware } from '../context.ts';
import type { RouteSpec } from '../route.ts';

/** `/users/{userId}/orders` -> `users`; `/reset` -> `reset`. */
export function routeFamily(templatePath: string): string {
  return templatePath.split('/').find((segment) => segment !== '') ?? '';
}

const SUB_ACCOUNT_PATH = /^\/users\/\{userId\}(\/|$)/;

export function countUsage(spec: RouteSpec): AppMiddleware {
  const family = routeFamily(spec.path);
  const addressesSubAccount = SUB_ACCOUNT_PATH.test(spec.path);
  return async function recordUsage(ctx, next) {
    const { partner, env } = apiKeyAuth(ctx);
    const usage = ctx.service.usage;
    const atMs = ctx.service.clock.nowMs();
    usage.request(env, partner.id, family, atMs);
    try {
      await next();
    } catch (error) {
      if (error instanceof ServiceError && error.status === 429) usage.rateLimited(env, partner.id, family, atMs);
      throw error;
    } finally {
      usage.maybeFlush(atMs);
    }
    const userId = (ctx as unknown as { params?: Record<string, string> }).params?.userId;
    // Only an answered request proves the id names one of this partner's sub-accounts.
    if (addressesSubAccount && userId && ctx.status < 400) usage.subAccountActive(env, partner.id, userId, atMs);
  };
}
