/**
 * Availability gates before authentication: readiness (503 until recovery has finished) and the
 * operator's maintenance modes (`full`: everything 503; `read_only`: mutations 503). Health, status and
 * the operator API stay reachable so the operator can end maintenance.
 */
import { MAINTENANCE_SETTING, type MaintenanceState } from '../../engine/operations/operations.ts';
import type { AppMiddleware } from '../context.ts';
import { ServiceError } from '../errors.ts';

/** Health, status and the operator API: one pattern, tested once per request (was four, each reading ctx.path). */
const ALWAYS_OPEN = /^\/(?:healthz|readyz|api\/v1\/status)$|^\/api\/admin\//;
/** Whether the readiness and maintenance gates apply to a path (the OpenAPI document lists their 503 there). */
export const isAvailabilityGated = (path: string): boolean => !ALWAYS_OPEN.test(path);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Retry-After when the operator gave no end time. */
const DEFAULT_RETRY_SECONDS = 300;

export function readiness(): AppMiddleware {
  // Not async: the 503 thrown here becomes koa-compose's rejection (as in the route pipeline).
  return function awaitRecovery(ctx, next) {
    if (!ctx.service.servesReads && isAvailabilityGated(ctx.path)) {
      // Cluster mode: a follower answers reads (writes were forwarded to the owner before this gate); a node
      // whose database contradicts the log, or one stopping, answers nothing.
      const message = ctx.service.cluster ? 'this node cannot answer now; retry shortly' : 'the service is recovering; retry shortly';
      throw new ServiceError('SERVICE_UNAVAILABLE', message, { headers: { 'Retry-After': '1' } });
    }
    return next();
  };
}

export function maintenance(): AppMiddleware {
  return function enforceMaintenance(ctx, next) {
    if (!isAvailabilityGated(ctx.path)) return next();
    const state = ctx.service.stores.settings.get<MaintenanceState>(MAINTENANCE_SETTING);
    if (state && state.mode !== 'off' && (state.mode === 'full' || !READS.has(ctx.method))) {
      const nowMs = ctx.service.clock.nowMs();
      const retry = state.endsAtMs ? Math.max(1, Math.ceil((state.endsAtMs - nowMs) / 1000)) : DEFAULT_RETRY_SECONDS;
      throw new ServiceError(
        'MAINTENANCE',
        state.mode === 'full' ? 'the service is under planned maintenance' : 'the service is read-only during planned maintenance',
        {
          headers: { 'Retry-After': String(retry) },
          extra: {
            mode: state.mode,
            endsAt: state.endsAtMs ? new Date(state.endsAtMs).toISOString() : null,
            // Not ctx.origin: since Koa 3 that is the request's Origin header, usually absent.
            statusPage: `${ctx.protocol}://${ctx.host}/api/v1/status`,
          },
        },
      );
    }
    return next();
  };
}
