/**
 * Builds the Koa app (no listen): request id, compression, access log, error boundary, app-wide gates,
 * the API reference pages, every declared route (405 with Allow for a wrong method), and the not-found fallback.
 */
import Router, { type Layer } from '@koa/router';
import Koa from 'koa';
import type { Service } from '../engine/service.ts';
import type { AppContext, AppContextExtras, AppMiddleware, AppState } from './context.ts';
import { ServiceError } from './errors.ts';
import { idTokenVerifier } from './id-tokens.ts';
import { accessLog } from './middleware/access-log.ts';
import { maintenance, readiness } from './middleware/availability.ts';
import { compression } from './middleware/compression.ts';
import { corsFor } from './middleware/cors.ts';
import { announceLifecycle } from './middleware/deprecation.ts';
import { errorBoundary } from './middleware/error-boundary.ts';
import { forwardToOwner } from './middleware/forward.ts';
import { methodNotAllowed } from './middleware/method-not-allowed.ts';
import { requestId } from './middleware/request-id.ts';
import { rememberQueries } from './query-memo.ts';
import { bodyParser, pipelineFor, sharedIdempotency, type PipelineDeps } from './pipeline.ts';
import { SlidingWindowLimiter } from './rate-limiter.ts';
import { koaPath, mountsOf, type Mount } from './route.ts';
import { docsPages } from './routes/docs.ts';
import { inspectorPage } from './routes/inspector-page.ts';
import { allRoutes } from './routes/index.ts';

export interface AppParts {
  readonly app: Koa<AppState, AppContextExtras>;
  readonly mounts: readonly Mount[];
}

export function buildApp(service: Service, options: { limiter?: SlidingWindowLimiter } = {}): AppParts {
  const app = new Koa<AppState, AppContextExtras>({ proxy: false });
  app.context.service = service;
  rememberQueries(app);
  app.silent = true;
  const deps: PipelineDeps = {
    limiter: options.limiter ?? new SlidingWindowLimiter(),
    verifyIdToken: idTokenVerifier(service.config),
    operatorToken: service.config.operatorToken,
  };
  const shared = { idempotency: sharedIdempotency(), body: bodyParser() };
  const router = new Router<AppState, AppContextExtras>();
  const mounts = allRoutes.flatMap(mountsOf).filter((m) => m.spec.auth !== 'operator' || deps.operatorToken !== null);
  const layers = mounts.map((mount) => {
    const pipeline = pipelineFor(mount, deps, shared);
    const layer = router.register(koaPath(mount.fullPath), [mount.spec.method], pipeline);
    // One path registers one layer (an array of paths would give back the router).
    if (!isLayer(layer)) throw new Error(`route ${mount.fullPath} registered no layer`);
    return { mount, layer, pipeline };
  });
  app.use(requestId(service.log));
  // Compression outside the access log, so the log still sees the answer's body (its error code).
  app.use(compression());
  app.use(accessLog(service.log));
  // Outside the error boundary, so refusals carry the CORS headers too (a page can read their envelope).
  const cors = corsFor(service.config.corsOrigins);
  if (cors) app.use(cors);
  app.use(errorBoundary());
  // Cluster mode: what only the owner may answer goes there before any gate, authentication or body parsing.
  app.use(forwardToOwner());
  app.use(readiness());
  app.use(maintenance());
  app.use(docsPages({ operatorToken: deps.operatorToken }));
  app.use(inspectorPage({ operatorToken: deps.operatorToken }));
  // Outside the router, so each sees what the router left: no answer (404), or a path it knows (405).
  app.use(notFound());
  app.use(methodNotAllowed());
  app.use(router.allowedMethods());
  app.use(routeTable(router, layers));
  // What the table leaves (parameterised paths met for the first time, other spellings) the router answers.
  app.use(router.routes());
  return { app, mounts };
}

/** A declared route as registered: its mount, the router's layer for it and the pipeline that layer runs. */
interface RegisteredRoute {
  readonly mount: Mount;
  readonly layer: RouterLayer;
  readonly pipeline: readonly AppMiddleware[];
}

/** A registered @koa/router layer: its methods, its pipeline and the parameters it reads from a path. */
type RouterLayer = Layer<AppState, AppContextExtras>;

function isLayer(registered: RouterLayer | Router<AppState, AppContextExtras>): registered is RouterLayer {
  return 'captures' in registered;
}

/** The end of a route's pipeline: the table answers the route itself, so nothing runs after its handler. */
const END = (): Promise<void> => Promise.resolve();

/**
 * Routes without path parameters are found by one map lookup on the exact method and path; the router
 * tests every route's pattern in turn, a cost that grows with each route added. Only where the router
 * would run the same route: a static path it would give to an earlier parameterised route, and every
 * other spelling (trailing slash, other case, parameters), stays with the router.
 */
function routeTable(router: Router<AppState, AppContextExtras>, layers: readonly RegisteredRoute[]): AppMiddleware {
  const exact = new Map<string, AppMiddleware>();
  const owned = staticOwners(router, layers);
  for (const { mount, layer, pipeline } of layers) {
    if (mount.fullPath.includes('{')) continue;
    for (const method of layer.methods) {
      const key = `${method} ${mount.fullPath}`;
      if (exact.has(key) || owned.get(key) !== layer) continue;
      exact.set(key, chain(pipeline));
    }
  }
  const parameterised = parameterisedRoutes(router, layers);
  const dispatchRoute: AppMiddleware = (ctx, next) => {
    const key = `${ctx.method} ${ctx.path}`;
    const hit = exact.get(key);
    if (hit) {
      // What the router sets for a route without parameters.
      ctx.params = {};
      return hit(ctx, END);
    }
    const route = parameterised(key, ctx.method, ctx.path);
    if (!route) return next();
    // What the router sets for a route with parameters: its captures, decoded.
    ctx.params = route.layer.params(ctx.path, route.layer.captures(ctx.path), ctx.params);
    return route.run(ctx, END);
  };
  // Like the router's own middleware, this one carries the router (the OpenAPI tests read its routes).
  return Object.assign(dispatchRoute, { router });
}

/**
 * Which layer the router gives each static "METHOD /path" to, by the index of that layer in `layers`:
 * the router's answer depends only on the registered paths and methods in their order, so it is worked
 * out once per route list (one `router.match` per static route tests every route's pattern, ~60 ms for
 * the whole table) and remembered for the next app built on the same list (a process running many
 * servers, as the tests do; two lists at most: with and without the operator routes).
 */
const staticOwnerIndexes = new Map<string, ReadonlyMap<string, number>>();

function staticOwners(router: Router<AppState, AppContextExtras>, layers: readonly RegisteredRoute[]): Map<string, unknown> {
  const signature = layers.map(({ mount, layer }) => `${layer.methods.join(',')} ${mount.fullPath}`).join('\n');
  let indexes = staticOwnerIndexes.get(signature);
  if (indexes === undefined) {
    const found = new Map<string, number>();
    const indexOf = new Map<unknown, number>(layers.map(({ layer }, i) => [layer, i]));
    for (const { mount, layer } of layers) {
      if (mount.fullPath.includes('{')) continue;
      for (const method of layer.methods) {
        const owner = indexOf.get(router.match(mount.fullPath, method).pathAndMethod[0]);
        if (owner !== undefined) found.set(`${method} ${mount.fullPath}`, owner);
      }
    }
    indexes = found;
    staticOwnerIndexes.set(signature, indexes);
  }
  // Indexes, not layers: the remembered answer serves every router registered from the same list.
  return new Map([...indexes].map(([key, i]) => [key, layers[i]?.layer]));
}

/** At most this many paths (about 2 MB at the longest key): misses and long paths are never kept. */
const MAX_REMEMBERED_PATHS = 10_000;
const MAX_REMEMBERED_KEY_CHARS = 200;

/**
 * Requests to routes with path parameters (`/users/{userId}/trade`, `/quote/{symbol}`): the router
 * tests every route's pattern in turn and composes the chain anew on each request. Its answer depends
 * on the method and path alone, so it is remembered per method and path (bounded: forgotten wholesale
 * when full) when it names exactly one route and nothing else, and that route runs through a chain
 * built once. Anything else (no route, several layers, an unusually long path) stays with the router,
 * which also answers the first request of each path.
 */
function parameterisedRoutes(
  router: Router<AppState, AppContextExtras>,
  layers: readonly RegisteredRoute[],
): (key: string, method: string, path: string) => { layer: RouterLayer; run: AppMiddleware } | null {
  const chains = new Map<unknown, AppMiddleware>(
    layers.filter(({ mount }) => mount.fullPath.includes('{')).map(({ layer, pipeline }) => [layer, chain(pipeline)]),
  );
  const remembered = new Map<string, { layer: RouterLayer; run: AppMiddleware }>();
  return (key, method, path) => {
    const known = remembered.get(key);
    if (known) return known;
    const matched = router.match(path, method);
    const only = matched.pathAndMethod.length === 1 ? matched.pathAndMethod[0] : undefined;
    const run = only && matched.route ? chains.get(only) : undefined;
    const route = only && run ? { layer: only, run } : null;
    if (route === null || key.length > MAX_REMEMBERED_KEY_CHARS) return route;
    if (remembered.size >= MAX_REMEMBERED_PATHS) remembered.clear();
    remembered.set(key, route);
    return route;
  };
}

/** koa-compose for one route's pipeline: each middleware's next() runs the following one, once. */
function chain(stack: readonly AppMiddleware[]): AppMiddleware {
  return function runPipeline(ctx, next) {
    return runFrom(stack, ctx, next, 0, { last: -1 });
  };
}

/**
 * One step of a pipeline. A module function rather than a closure made per request: tsx keeps function
 * names, which costs a call per named closure created; the `next` handed on is anonymous.
 */
function runFrom(stack: readonly AppMiddleware[], ctx: AppContext, next: () => Promise<unknown>, i: number, called: { last: number }): Promise<void> {
  if (i <= called.last) return Promise.reject(new Error('next() called multiple times'));
  called.last = i;
  const fn = i === stack.length ? next : stack[i];
  if (!fn) return Promise.resolve();
  try {
    return Promise.resolve(fn(ctx, () => runFrom(stack, ctx, next, i + 1, called)));
  } catch (error) {
    return Promise.reject(error);
  }
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
