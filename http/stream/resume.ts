/**
 * Where a /stream connection starts: after a resume point (Last-Event-ID or ?since=), or live only, or
 * after a gap when the point cannot be honoured. And which stored events a partner environment sees.
 */
import { seqFromEventId } from '../../engine/ids.ts';
import type { EventScope, EventStore, StoredEvent } from '../../storage/events.ts';

export interface ResumePlan {
  /** Send events with a seq above this. */
  readonly afterSeq: number;
  /** Why the requested point cannot be honoured, if it cannot. */
  readonly gap: { reason: 'RESUME_POINT_UNKNOWN' | 'RESUME_POINT_EXPIRED'; requested: string; oldestAvailableEventId: string | null } | null;
}

/**
 * No resume point: live events only. A known point whose following events are all retained: after it.
 * Otherwise (malformed, unknown, or events after it already past retention): a gap, then everything
 * still retained.
 */
export function planResume(store: EventStore, scope: EventScope, requested: string | null, fromMs: number, partition = 0): ResumePlan {
  if (requested === null) return { afterSeq: store.maxSeq(), gap: null };
  // Ids carry their partition (cluster mode): this node's outbox numbers its own partition's events.
  const seq = seqFromEventId(requested, partition);
  const stored = seq !== null && store.exists(requested);
  if (stored && !store.expiredAfter(scope, seq, fromMs)) return { afterSeq: seq, gap: null };
  const oldest = store.oldestRetained(scope, fromMs);
  // A well-formed id numbered before the oldest retained event was issued once and has since been removed by retention.
  const known = stored || (seq !== null && oldest ? seq < oldest.seq : false);
  return {
    afterSeq: oldest ? oldest.seq - 1 : store.maxSeq(),
    gap: { reason: known ? 'RESUME_POINT_EXPIRED' : 'RESUME_POINT_UNKNOWN', requested, oldestAvailableEventId: oldest?.eventId ?? null },
  };
}

export function isVisible(scope: EventScope, e: StoredEvent): boolean {
  return e.env === scope.env && (e.partnerId === null || e.partnerId === scope.partnerId);
}
