/** Deprecation headers and 410 GONE after the removal date, both from the one lifecycle registry. */
import type { AppContext, AppMiddleware } from '../context.ts';
import { ServiceError } from '../errors.ts';
import { deprecationHeaders, isRetired, lifecycleFor } from '../lifecycle.ts';

/**
 * Sets the lifecycle headers of a registered path and throws 410 GONE once it is retired by the service
 * clock. Used by the route pipeline and by the not-found fallback, so a registered path announces its
 * deprecation (and retires on its date) whether or not a handler serves it yet.
 */
export function announceLifecycle(ctx: AppContext): void {
  const lifecycle = lifecycleFor(ctx.path);
  if (!lifecycle) return;
  for (const [name, value] of Object.entries(deprecationHeaders(lifecycle))) ctx.set(name, value);
  if (isRetired(lifecycle, ctx.service.clock.nowMs())) {
    throw new ServiceError('GONE', `this endpoint was retired on ${lifecycle.removalDate}; use ${lifecycle.replacement}`);
  }
}

export function deprecation(): AppMiddleware {
  return function announceDeprecation(ctx, next) {
    announceLifecycle(ctx);
    return next();
  };
}
