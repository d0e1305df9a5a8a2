/** The one error boundary: every failure becomes the spec's envelope with the request id. */
import type { AppMiddleware } from '../context.ts';
import { envelope, toServiceError } from '../errors.ts';

export function errorBoundary(): AppMiddleware {
  return async function answerFailures(ctx, next) {
    try {
      await next();
    } catch (thrown) {
      const err = toServiceError(thrown);
      // A sandbox partner's forced INTERNAL_ERROR (X-Sandbox-Force-*) is an answer asked for, not a failure.
      if (err.status >= 500 && err.code === 'INTERNAL_ERROR' && err.extra.sandboxScenario !== true) {
        ctx.state.log.error({ err: thrown, method: ctx.method, path: ctx.path }, 'unhandled failure');
      }
      ctx.status = err.status;
      for (const [name, value] of Object.entries(err.headers)) ctx.set(name, value);
      ctx.body = envelope(err, ctx.state.requestId);
    }
  };
}
