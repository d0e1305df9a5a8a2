/**
 * The messages of GET /stream as schemas, so the OpenAPI document describes them and clients generate
 * their types. As is usual for Server-Sent Events in OpenAPI 3.1, the `text/event-stream` schema is one
 * message (the answer is a sequence of them): an event (`id` its eventId, `event` its name, `data` its
 * envelope), or the `event: gap` notice (no `id`), whose data says the resume point could not be
 * honoured (unknown, or its following events are past retention) and where the stream goes on.
 */
import { EventEnvelope } from '../event-payloads.ts';
import * as v from '../schema.ts';

export const StreamGap = v.pipe(
  v.strictObject({
    reason: v.picklist(['RESUME_POINT_UNKNOWN', 'RESUME_POINT_EXPIRED']),
    requested: v.pipe(v.string(), v.description('the Last-Event-ID or ?since= the client sent')),
    oldestAvailableEventId: v.pipe(
      v.nullable(v.string()),
      v.description('the oldest retained event, sent next; null when none is retained (the stream continues live)'),
    ),
  }),
  v.title('StreamGap'),
  v.description('`event: gap` on GET /stream (no `id:` line): events between the resume point and oldestAvailableEventId may have been missed'),
);

export const StreamMessage = v.pipe(
  v.union([
    v.object({
      id: v.pipe(v.string(), v.description('the eventId (the SSE `id:` line): send it back as Last-Event-ID to resume')),
      event: v.pipe(v.string(), v.description('the event name (the SSE `event:` line)')),
      data: EventEnvelope,
    }),
    v.object({ event: v.literal('gap'), data: StreamGap }),
  ]),
  v.title('StreamMessage'),
  v.description('One Server-Sent Events message of the stream (`id:`, `event:`, `data:` lines; `data` is JSON); heartbeats are `:` comments'),
);
