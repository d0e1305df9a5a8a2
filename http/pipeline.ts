/**
 * The per-route middleware pipeline, always in the same order: the route's name, the 401 challenge header, authentication
 * (with the environment check), usage counting (these four one step for API keys), rate limit, body parsing, enterprise controls (scope, signature, mTLS:
 * the signature covers the body), sandbox scenario headers, idempotency, ETag and 304 (cacheable reads
 * only), deprecation headers, input validation, handler.
 * Request id, the error boundary, readiness and maintenance run before it, app-wide.
 */
import { HttpMethodEnum, koaBody } from 'koa-body';
import type { AppMiddleware } from './context.ts';
import type { IdTokenVerifier } from './id-tokens.ts';
import { isConditionalRead } from './conditional-reads.ts';
import { authChallenge, challenged } from './middleware/challenge.ts';
import { conditionalRead } from './middleware/conditional-read.ts';
import { apiKeyCheck, authenticateIdToken, authenticateOperator } from './middleware/authenticate.ts';
import { deprecation } from './middleware/deprecation.ts';
import { enterpriseControls } from './middleware/enterprise-controls.ts';
import { idempotency } from './middleware/idempotency.ts';
import { JSON_TYPES, jsonBody } from './middleware/json-body.ts';
import { rateLimit } from './middleware/rate-limit.ts';
import { sandboxScenario } from './middleware/sandbox-scenario.ts';
import { countUsage } from './middleware/usage.ts';
import type { SlidingWindowLimiter } from './rate-limiter.ts';
import { isIdempotent, type Mount } from './route.ts';

export const BODY_LIMIT = '1mb';

export interface PipelineDeps {
  readonly limiter: SlidingWindowLimiter;
  readonly verifyIdToken: IdTokenVerifier;
  readonly operatorToken: string | null;
}

export function pipelineFor(mount: Mount, deps: PipelineDeps, shared: { idempotency: AppMiddleware; body: AppMiddleware }): AppMiddleware[] {
  const { spec } = mount;
  const chain: AppMiddleware[] = [];
  if (spec.auth === 'apiKey') {
    // The route's name, the challenge, authentication and usage counting in one step.
    chain.push(enterWithApiKey(mount), rateLimit(deps.limiter));
  } else {
    chain.push(routeTemplate(mount.fullPath));
    if (spec.auth !== 'none') chain.push(authChallenge(spec.auth));
  }
  if (spec.auth === 'idToken') {
    chain.push(authenticateIdToken(deps.verifyIdToken));
  } else if (spec.auth === 'operator') {
    chain.push(authenticateOperator(deps.operatorToken!));
  }
  if (spec.method !== 'GET') chain.push(shared.body);
  // The controls come after the body, which a request signature covers.
  if (spec.auth === 'apiKey') chain.push(enterpriseControls(spec), sandboxScenario());
  if (isIdempotent(spec)) chain.push(shared.idempotency);
  if (isConditionalRead(spec)) chain.push(...conditionalRead());
  chain.push(deprecation(), handle(mount));
  return chain;
}

/**
 * The first step of an API-key route: names the route, authenticates (a refusal gets the 401 challenge),
 * counts the request and, once answered or refused, its evidence. What `routeTemplate`, `authChallenge`,
 * `authenticateApiKey` and `countUsage` do as four steps, with one rejection handler instead of two and three
 * pipeline steps fewer (every authenticated request pays each step and promise).
 */
function enterWithApiKey(mount: Mount): AppMiddleware {
  const { fullPath, spec } = mount;
  const authenticate = apiKeyCheck(mount.env, spec.path);
  const refine = (thrown: unknown): unknown => challenged('apiKey', thrown);
  const count = countUsage(spec, refine);
  return function enterApiKeyRoute(ctx, next) {
    ctx.state.route = fullPath;
    try {
      authenticate(ctx);
    } catch (thrown) {
      return Promise.reject(refine(thrown));
    }
    return count(ctx, next);
  };
}

/** Names the matched route for the access log (never the raw URL: its query may carry anything). */
function routeTemplate(fullPath: string): AppMiddleware {
  return function nameRoute(ctx, next) {
    ctx.state.route = fullPath;
    return next();
  };
}

export function bodyParser(): AppMiddleware {
  // includeUnparsed keeps the body text on ctx.request.rawBody: signed requests hash it. JSON is read as
  // text, which jsonBody scans before it parses (koa-body's JSON parser would parse whatever arrived).
  // DELETE too (koa-body reads only POST, PUT and PATCH by default): the fast path reads a DELETE's small
  // body, so a large one must meet the same checks rather than pass unread.
  const general = koaBody({
    parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
    json: false,
    urlencoded: true,
    text: true,
    textTypes: JSON_TYPES,
    multipart: false,
    textLimit: BODY_LIMIT,
    formLimit: BODY_LIMIT,
    includeUnparsed: true,
  });
  return jsonBody(general);
}

export function sharedIdempotency(): AppMiddleware {
  return idempotency();
}

function handle(mount: Mount): AppMiddleware {
  const { spec, env } = mount;
  // Not async: a refusal thrown here becomes the runner's rejection, as in the middlewares
  // before it; a synchronous handler (most reads) then costs no promise of its own, an async one hands its own on.
  return function validateAndHandle(ctx) {
    return spec.handle(ctx, { params: ctx.params, query: { ...ctx.query }, body: ctx.request.body }, env);
  };
}
