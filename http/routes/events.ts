/**
 * GET /events (beyond the spec): the partner environment's events of the last 30 days by the service
 * clock, its own and the platform's, oldest first (emission order, the order `since` and the stream
 * use), so a partner can recover what a dead endpoint or a dropped stream missed.
 */
import * as v from '../schema.ts';
import { seqFromEventId } from '../../engine/ids.ts';
import type { EventScope } from '../../storage/events.ts';
import { apiKeyAuth, type AppContext } from '../context.ts';
import { ServiceError } from '../errors.ts';
import { pageOf, pageRequest, paginationQuery } from '../pagination.ts';
import { route } from '../route.ts';
import { EventEnvelope } from '../event-payloads.ts';
import { PageMeta } from '../schemas/identity.ts';

/** How long events stay readable through /events and resumable through /stream. */
export const EVENT_RETENTION_MS = 30 * 86_400_000;

const EVENT_ID = /^evt_\d{14}$/;
const ListQuery = v.object({
  event: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
  since: v.optional(v.pipe(v.string(), v.regex(EVENT_ID, 'since must be an eventId (evt_ followed by 14 digits)'))),
  ...paginationQuery,
});

export function eventScope(ctx: AppContext): EventScope {
  const { partner, env } = apiKeyAuth(ctx);
  return { partnerId: partner.id, env };
}

export function retentionStartMs(ctx: AppContext): number {
  return ctx.service.clock.nowMs() - EVENT_RETENTION_MS;
}

export const eventRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/events',
    auth: 'apiKey',
    tag: 'Events',
    query: ListQuery,
    summary: 'Events of the last 30 days, oldest first, filtered by name and by `since` (an eventId)',
    description:
      'Every event of your environment (the same envelopes webhooks and `/stream` carry) from the last 30 days, oldest first. Filter by event name and resume after a known event with `since=<eventId>`: the way to catch up after downtime without relying on webhook retries. Cursor-paged.',
    success: { status: 200, description: '{events, count, hasMore, nextCursor}', schema: v.object({ events: v.array(EventEnvelope), ...PageMeta }) },
    errors: ['VALIDATION_ERROR', 'INVALID_TYPE'],
    handler(ctx, { query }) {
      const page = pageRequest(ctx, query, { defaultLimit: 50, maxLimit: 200 });
      const cursorSeq = page.after === null ? 0 : Number(page.after);
      // Another partition's id (cluster mode) names no event of this outbox: no lower bound from it.
      const sinceSeq = query.since ? (seqFromEventId(query.since, ctx.service.engine.partition) ?? 0) : 0;
      const rows = ctx.service.queries.identity.events(eventScope(ctx), {
        afterSeq: Math.max(cursorSeq, sinceSeq),
        fromMs: retentionStartMs(ctx),
        event: query.event,
        limit: page.limit + 1,
      });
      const { items, meta } = pageOf(ctx, rows, page, (e) => String(e.seq));
      ctx.body = { events: items.map((e) => e.envelope), ...meta };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/events/{eventId}',
    auth: 'apiKey',
    tag: 'Events',
    params: v.object({ eventId: v.string() }),
    summary: 'One event envelope of this partner environment',
    description:
      'One event by its `eventId`, exactly the envelope that was delivered: use it to re-check a webhook you received or to fetch an event named by a delivery log. `404` for events of another partner or environment.',
    success: { status: 200, description: 'the event envelope', schema: EventEnvelope },
    errors: ['NOT_FOUND'],
    handler(ctx, { params }) {
      const found = ctx.service.queries.identity.eventById(eventScope(ctx), params.eventId);
      if (!found || found.atMs < retentionStartMs(ctx)) throw new ServiceError('NOT_FOUND', `no event ${params.eventId}`);
      ctx.body = found.envelope;
    },
  }),
];
