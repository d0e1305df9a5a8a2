/**
 * The body of the stream's `event: gap` frame (http/stream/frames.ts), as a schema so the OpenAPI
 * document describes it (component `StreamGap`) and clients generate its type: the resume point could
 * not be honoured (unknown, or its following events are past retention), and where the stream goes on.
 */
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
