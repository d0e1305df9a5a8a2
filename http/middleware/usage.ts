/**
 * Counts every authenticated API-key request for GET /usage: by route family (the first
 * segment of the route's path template, so no id or secret of the raw URL is ever recorded), the 429s
 * among them, and the sub-accounts successful requests addressed. Runs between authentication and the
 * rate limit, so refused requests count too. Memory only; the recorder writes in batches.
 *
 * The same place observes the read-side certification evidence (engine/certification/
 * recorder.ts, sandbox only, also memory and batches): an idempotent replay answered, the stream
 * resumed with Last-Event-ID, a list read with a cursor, a 429 or a sandbox scenario header.
 */
import { ServiceError } from '../../engine/errors.ts';
import { apiKeyAuth, type AppContext, type AppMiddleware } from '../context.ts';
import { isIdempotent, type RouteSpec } from '../route.ts';
import { FORCE_ERROR_HEADER, FORCE_STATUS_HEADER, forcedErrorText, forcedStatusText } from './sandbox-scenario.ts';

/** `/users/{userId}/orders` -> `users`; `/reset` -> `reset`. */
export function routeFamily(templatePath: string): string {
  return templatePath.split('/').find((segment) => segment !== '') ?? '';
}

const SUB_ACCOUNT_PATH = /^\/users\/\{userId\}(\/|$)/;

/** What a route's answered requests can show (worked out once per route, not per request). */
interface RouteEvidence {
  readonly label: string;
  /** Only the idempotency middleware sets `Idempotent-Replayed`, and only on the routes it runs on. */
  readonly replayable: boolean;
  readonly stream: boolean;
}

/** The first scenario header the request carries (absent or empty is none). */
function scenarioHeader(ctx: AppContext): string | undefined {
  if (forcedErrorText(ctx) !== '') return FORCE_ERROR_HEADER;
  if (forcedStatusText(ctx) !== '') return FORCE_STATUS_HEADER;
  return undefined;
}

/** Certification evidence of an answered request (see the file comment). */
function observeAnswered(ctx: AppContext, spec: RouteSpec, route: RouteEvidence, env: 'sandbox' | 'production', partnerId: string, atMs: number): void {
  if (env !== 'sandbox' || ctx.status >= 400) return;
  const observe = ctx.service.certification;
  const requestId = ctx.state.requestId;
  const { label } = route;
  if (route.replayable && ctx.response.get('Idempotent-Replayed') === 'true')
    observe.observe(env, partnerId, 'IDEMPOTENT_REPLAY', requestId, `${label} replayed`, atMs);
  // A URL without a query string has no cursor: the query is parsed only when there is one.
  if (spec.method === 'GET' && ctx.req.url?.includes('?') && typeof ctx.query.cursor === 'string' && ctx.query.cursor !== '') {
    observe.observe(env, partnerId, 'CURSOR_PAGING', requestId, `${label} with a cursor`, atMs);
  }
  if (route.stream && ctx.get('Last-Event-ID') !== '') observe.observe(env, partnerId, 'STREAM_RESUMED', requestId, `${label} with Last-Event-ID`, atMs);
  const scenario = scenarioHeader(ctx);
  if (scenario) observe.observe(env, partnerId, 'RATE_LIMIT_OR_SCENARIO', requestId, `${label} with ${scenario}`, atMs);
}

/** Writes the pending counters when their interval is up. A module function: a closure per request costs a named function (tsx keeps names). */
function flushCounts(ctx: AppContext, atMs: number): void {
  ctx.service.usage.maybeFlush(atMs);
  ctx.service.certification.maybeFlush(atMs);
}

/**
 * `refine`: what a refusal becomes on its way out (the API-key pipeline's entry gives the 401 challenge here,
 * so counting and the challenge share one rejection handler).
 */
export function countUsage(spec: RouteSpec, refine?: (thrown: unknown) => unknown): AppMiddleware {
  const family = routeFamily(spec.path);
  const addressesSubAccount = SUB_ACCOUNT_PATH.test(spec.path);
  const route: RouteEvidence = { label: `${spec.method} ${spec.path}`, replayable: isIdempotent(spec), stream: spec.path === '/stream' };
  // Not async (see apiKeyCheck): one handler pair on the pipeline's promise instead of an async frame.
  return function recordUsage(ctx, next) {
    const { partner, env } = apiKeyAuth(ctx);
    const usage = ctx.service.usage;
    const atMs = ctx.service.clock.nowMs();
    usage.request(env, partner.id, family, atMs);
    return next().then(
      () => {
        flushCounts(ctx, atMs);
        observeAnswered(ctx, spec, route, env, partner.id, atMs);
        const userId = ctx.params?.userId;
        // Only an answered request proves the id names one of this partner's sub-accounts.
        if (addressesSubAccount && userId && ctx.status < 400) usage.subAccountActive(env, partner.id, userId, atMs);
      },
      (error: unknown) => {
        try {
          if (error instanceof ServiceError && error.status === 429) {
            usage.rateLimited(env, partner.id, family, atMs);
            ctx.service.certification.observe(env, partner.id, 'RATE_LIMIT_OR_SCENARIO', ctx.state.requestId, `${spec.method} ${spec.path} answered 429`, atMs);
          }
          const scenario = env === 'sandbox' ? scenarioHeader(ctx) : undefined;
          if (scenario && error instanceof ServiceError) {
            ctx.service.certification.observe(
              env,
              partner.id,
              'RATE_LIMIT_OR_SCENARIO',
              ctx.state.requestId,
              `${spec.method} ${spec.path} with ${scenario}`,
              atMs,
            );
          }
        } finally {
          flushCounts(ctx, atMs);
        }
        throw refine ? refine(error) : error;
      },
    );
  };
}
