/**
 * 405 METHOD_NOT_ALLOWED with `Allow` for a known path asked with a method it does not take, in the
 * error envelope. @koa/router's allowedMethods finds the methods of the routes that matched the path
 * (and answers OPTIONS with them); its bare 405/501 answers are turned into the envelope here. A method
 * the router does not know at all (501 there) is a 405 on a known path and a 404 elsewhere. A retired
 * (deprecated past its removal date) path stays 410 GONE whatever the method. The app mounts the
 * router's allowedMethods() right after this middleware, so this one sees what it answered.
 */
import type { AppMiddleware } from '../context.ts';
import { ServiceError } from '../errors.ts';
import { isRetired, lifecycleFor } from '../lifecycle.ts';

export function methodNotAllowed(): AppMiddleware {
  return async function refuseWrongMethod(ctx, next) {
    await next();
    if (ctx.body !== undefined || (ctx.status !== 405 && ctx.status !== 501)) return;
    const allow = ctx.response.get('Allow');
    // A retired path is gone for every method: the not-found fallback answers its 410.
    const lifecycle = lifecycleFor(ctx.path);
    if (!allow || (lifecycle && isRetired(lifecycle, ctx.service.clock.nowMs()))) {
      ctx.remove('Allow');
      ctx.status = 404;
      return;
    }
    throw new ServiceError('METHOD_NOT_ALLOWED', `${ctx.method} is not allowed on ${ctx.path}; allowed: ${allow}`, { headers: { Allow: allow } });
  };
}
