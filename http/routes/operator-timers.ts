/**
 * Quarantined timers for the operator: a timer whose command failed is kept with its error
 * and retried automatically with backoff; here the operator lists them, retries one at once or drops
 * it. A retry is a journaled `timer.fire` (or, failing again, `timer.quarantine`); a drop is the
 * journaled `operator.timer.drop`.
 */
import * as v from '../schema.ts';
import type { QuarantinedTimer } from '../../storage/timers.ts';
import { dispatch } from '../dispatch.ts';
import { pageOf, pageRequest, paginationQuery } from '../pagination.ts';
import { route } from '../route.ts';
import { QuarantinedTimerListSchema, TimerDropSchema, TimerRetrySchema } from '../schemas/operator.ts';
import { iso } from '../views.ts';
import { operations } from '../../engine/features/index.ts';

const TimerId = v.object({ timerId: v.pipe(v.string(), v.minLength(1), v.maxLength(300)) });

export function quarantinedTimerView(t: QuarantinedTimer): Record<string, unknown> {
  return {
    id: t.id,
    actorKind: t.actorKind,
    actorId: t.actorId,
    event: t.event,
    failedAttempts: t.failedAttempts,
    lastError: t.lastError,
    firstFailedAt: iso(t.firstFailedAtMs),
    lastFailedAt: iso(t.lastFailedAtMs),
    nextRetryAt: iso(t.dueAtMs),
  };
}

export const operatorTimerRoutes = [
  route({
    method: 'GET',
    base: 'admin',
    path: '/timers/quarantined',
    auth: 'operator',
    tag: 'Operator',
    query: v.object({ ...paginationQuery }),
    summary: 'Timers whose command failed: each with its last error, failure count and next automatic retry (by id)',
    description:
      'Operator: durable timers (settlements, expiries, retries, polls) whose command failed and that are quarantined so they do not block others: each with its last error, failure count and next automatic retry.',
    success: { status: 200, description: '{timers, count, hasMore, nextCursor}', schema: QuarantinedTimerListSchema },
    handler(ctx, { query }) {
      const req = pageRequest(ctx, query, { defaultLimit: 50, maxLimit: 200 });
      const rows = ctx.service.queries.operator.quarantinedTimers(req.after ?? '', req.limit + 1);
      const { items, meta } = pageOf(ctx, rows, req, (t) => t.id);
      ctx.body = { timers: items.map(quarantinedTimerView), ...meta };
    },
  }),
  route({
    method: 'POST',
    base: 'admin',
    path: '/timers/quarantined/{timerId}/retry',
    auth: 'operator',
    tag: 'Operator',
    params: TimerId,
    summary: 'Fire a quarantined timer now: outcome FIRED, or QUARANTINED (with the timer) when it failed again',
    description:
      'Operator: retries a quarantined timer at once, typically after fixing its cause; the answer says whether it FIRED or is still QUARANTINED (with the timer as it now stands).',
    success: { status: 200, description: '{timerId, outcome, timer}', schema: TimerRetrySchema },
    errors: ['NOT_FOUND'],
    async handler(ctx, { params }) {
      const { scheduler, queries } = ctx.service;
      const outcome = await scheduler.retryNow(params.timerId);
      const still = outcome === 'QUARANTINED' ? queries.operator.quarantinedTimer(params.timerId) : undefined;
      ctx.body = { timerId: params.timerId, outcome, timer: still ? quarantinedTimerView(still) : null };
    },
  }),
  route({
    method: 'DELETE',
    base: 'admin',
    path: '/timers/quarantined/{timerId}',
    auth: 'operator',
    tag: 'Operator',
    params: TimerId,
    summary: 'Drop a quarantined timer: it never fires (its actor is left as it stands)',
    description: 'Operator: discards a quarantined timer for good; the actor it would have moved stays as it is. For timers that can never succeed.',
    success: { status: 200, description: '{timerId, dropped: true, timer}', schema: TimerDropSchema },
    errors: ['NOT_FOUND'],
    async handler(ctx, { params }) {
      await dispatch(ctx, operations.commands.dropTimer, {
        env: null,
        partnerId: null,
        payload: { timerId: params.timerId },
        respond: (t: QuarantinedTimer) => ({ status: 200, body: { timerId: t.id, dropped: true, timer: quarantinedTimerView(t) } }),
      });
    },
  }),
];
