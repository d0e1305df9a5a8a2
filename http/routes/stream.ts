/**
 * GET /stream: Server-Sent Events of every event of the partner environment. The cap check runs in
 * the pipeline like any error (429 envelope); once the stream starts, Koa is told not to respond and
 * the session owns the socket.
 */
import * as v from 'valibot';
import { apiKeyAuth } from '../context.ts';
import { ServiceError } from '../errors.ts';
import { route } from '../route.ts';
import { STREAM_CAP_RETRY_AFTER_SECONDS, streamCapFor, streamRegistry } from '../stream/registry.ts';
import { planResume } from '../stream/resume.ts';
import { StreamSession } from '../stream/session.ts';
import { eventScope, retentionStartMs } from './events.ts';
import { StreamMessage } from '../stream/gap-schema.ts';

export const streamRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/stream',
    auth: 'apiKey',
    tag: 'Events',
    query: v.object({ since: v.optional(v.string()) }),
    summary: 'Server-Sent Events of every event; resume with Last-Event-ID (wins) or ?since=<eventId>',
    success: {
      status: 200,
      mediaType: 'text/event-stream',
      schema: StreamMessage,
      description: 'text/event-stream: id = eventId, event = name, data = envelope; `event: gap` when the resume point is unknown or past the 30-day retention',
    },
    errors: ['RATE_LIMITED'],
    handler(ctx, { query }) {
      const { partner, env } = apiKeyAuth(ctx);
      const registry = streamRegistry(ctx.service);
      const slot = `${env}:${partner.id}`;
      const limit = streamCapFor(partner, env);
      const activeConnections = registry.active(slot);
      if (activeConnections >= limit) {
        throw new ServiceError('RATE_LIMITED', `at most ${limit} concurrent stream connections`, {
          headers: { 'Retry-After': String(STREAM_CAP_RETRY_AFTER_SECONDS) },
          extra: { activeConnections, limit },
        });
      }
      const scope = eventScope(ctx);
      const events = ctx.service.queries.identity.eventLog();
      const plan = planResume(events, scope, ctx.get('Last-Event-ID') || query.since || null, retentionStartMs(ctx), ctx.service.engine.partition);
      const releaseSlot = registry.acquire(slot);
      const streamClosed = ctx.service.usage.streamOpened(env, partner.id);
      const release = (): void => {
        releaseSlot();
        streamClosed();
      };
      ctx.respond = false;
      const session = new StreamSession({
        res: ctx.res,
        scope,
        store: events,
        hub: ctx.service.hub,
        heartbeatMs: ctx.service.config.streamHeartbeatMs,
        stats: registry,
        onClose: release,
      });
      session.start(plan);
    },
  }),
];
