/** Builds the Koa app (no listen): app-wide gates, every declared route, and the not-found fallback. */
import Router from '@koa/router';
import Koa from 'koa';
import type { Service } from '../engine/service.ts';
import type { AppContextExtras, AppMiddleware, AppState } from './context.ts';
import { ServiceError } from './errors.ts';
import { idTokenVerifier } from './id-tokens.ts';
import { maintenance, readiness } from './middleware/availability.ts';
import { announceLifecycle } from './middleware/deprecation.ts';
import { errorBoundary } from './middleware/error-boundary.ts';
import { requestId } from './middleware/request-id.ts';
import { bodyParser, pipelineFor, sharedIdempotency, type PipelineDeps } from './pipeline.ts';
import { SlidingWindowLimiter } from './rate-limiter.ts';
import { koaPath, mountsOf, type Mount } from './route.ts';
import { allRoutes } from './routes/index.ts';

export interface AppParts {
  readonly app: Koa<AppState, AppContextExtras>;
  readonly mounts: readonly Mount[];
}

export function buildApp(service: Service, options: { limiter?: SlidingWindowLimiter } = {}): AppParts {
  const app = new Koa<AppState, AppContextExtras>({ proxy: false });
  app.context.service = service;
  app.silent = true;
  const deps: PipelineDeps = {
    limiter: options.limiter ?? new SlidingWindowLimiter(),
    verifyIdToken: idTokenVerifier(service.config),
    operatorToken: service.config.operatorToken,
  };
  const shared = { idempotency: sharedIdempotency(), body: bodyParser() };
  const router = new Router<AppState, AppContextExtras>();
  const mounts = allRoutes
    .flatMap(mountsOf)
    .filter((m) => m.spec.auth !== 'operator' || deps.operatorToken !== null);
  for (const mount of mounts) {
    router.register(koaPath(mount.fullPath), [mount.spec.method], pipelineFor(mount, deps, shared) as never);
  }
  app.use(requestId(service.log) as never);
  app.use(errorBoundary() as never);
  app.use(readiness() as never);
  app.use(maintenance() as never);
  app.use(router.routes() as never);
  app.use(notFound() as never);
  return { app, mounts };
}

/** Unknown routes: lifecycle headers (410 once retired) for registered paths, else 404 NOT_FOUND. */
function notFound(): AppMiddleware {
  return async function answerUnknownRoute(ctx, next) {
    await next();
    if (ctx.body !== undefined || ctx.status !== 404) return;
    announceLifecycle(ctx);
    throw new ServiceError('NOT_FOUND', `no route for ${ctx.method} ${ctx.path}`);
  };
}
