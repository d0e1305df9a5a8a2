/**
 * One access line per request, at info, when the response is ready: request id, method, route template
 * (never the raw URL, whose query may carry anything), status, duration, and who asked (partner id and
 * environment for API keys), the resource ids it touched (http/resource-ids.ts) and whether it was an
 * idempotent replay. A request no route took (404, 405) names its path instead, without the query. Headers,
 * bodies and credentials are never logged. An error answer names its code; a sandbox partner's forced
 * error (X-Sandbox-Force-*) is marked as such, and is not a server error.
 * The duration runs to the response being handed to Node: a long stream (SSE) is logged when it opens.
 */
import type { Logger } from 'pino';
import type { AppContext, AppMiddleware } from '../context.ts';
import { resourceIdsOf } from '../resource-ids.ts';
import { isRecord } from '../../engine/narrow.ts';

/** A path no route took is logged up to this length (the request head may be up to 16 KB). */
const MAX_LOGGED_PATH = 256;

export interface AccessLine {
  readonly requestId: string;
  readonly method: string;
  /** The route template, `/docs` for the reference pages, or null when no route matched. */
  readonly route: string | null;
  /** The path (never the query) when no route matched: what a 404 or 405 was asked for. */
  readonly path?: string;
  readonly status: number;
  readonly durationMs: number;
  readonly partnerId?: string;
  readonly env?: string;
  readonly errorCode?: string;
  readonly sandboxScenario?: true;
  /** Orders, sub-accounts, quotes, webhooks... the request named or its answer carries. */
  readonly resourceIds?: readonly string[];
  /** The answer is the stored one of an earlier request with the same Idempotency-Key. */
  readonly idempotentReplay?: true;
}

function errorOf(ctx: AppContext): { code?: string; sandboxScenario?: unknown } | null {
  const body: unknown = ctx.body;
  const error = isRecord(body) && !Buffer.isBuffer(body) ? body.error : undefined;
  return isRecord(error) && typeof error.code === 'string' ? { code: error.code, sandboxScenario: error.sandboxScenario } : null;
}

export function accessLine(ctx: AppContext, startedAtMs: number): AccessLine {
  const auth = ctx.state.auth;
  const error = ctx.status >= 400 ? errorOf(ctx) : null;
  const route = ctx.state.route ?? null;
  const resourceIds = route === null ? null : resourceIdsOf(Reflect.get(ctx, 'params'), ctx.state.answerBody ?? ctx.body);
  return {
    requestId: ctx.state.requestId,
    method: ctx.method,
    route,
    ...(route === null ? { path: ctx.path.slice(0, MAX_LOGGED_PATH) } : {}),
    status: ctx.status,
    durationMs: Math.round((performance.now() - startedAtMs) * 100) / 100,
    ...(auth?.kind === 'apiKey' ? { partnerId: auth.partner.id, env: auth.env } : {}),
    ...(error?.code ? { errorCode: error.code } : {}),
    ...(error?.sandboxScenario === true ? { sandboxScenario: true as const } : {}),
    ...(resourceIds !== null ? { resourceIds } : {}),
    ...(ctx.response.get('Idempotent-Replayed') === 'true' ? { idempotentReplay: true as const } : {}),
  };
}

export function accessLog(log: Logger): AppMiddleware {
  return async function logAccess(ctx, next) {
    // At LOG_LEVEL=warn and above the line is never built.
    if (!log.isLevelEnabled('info')) return next();
    const startedAtMs = performance.now();
    try {
      await next();
    } finally {
      log.info(accessLine(ctx, startedAtMs), 'request');
    }
  };
}
