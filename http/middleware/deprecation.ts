/** Deprecation headers and 410 GONE after the removal date, both from the one lifecycle registry. */
import type { AppMiddleware } from '../context.ts';
import { ServiceError } from '../errors.ts';
import { deprecationHeaders, isRetired, lifecycleFor } from '../lifecycle.ts';

export function deprecation(): AppMiddleware {
  return async function announceDeprecation(ctx, next) {
    const lifecycle = lifecycleFor(ctx.path);
    if (!lifecycle) return next();
    for (const [name, value] of Object.entries(deprecationHeaders(lifecycle))) ctx.set(name, value);
    if (isRetired(lifecycle, ctx.service.clock.nowMs())) {
      throw new ServiceError('GONE', `this endpoint was retired on ${lifecycle.removalDate}; use ${lifecycle.replacement}`);
    }
    await next();
  };
}
