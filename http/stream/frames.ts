/**
 * SSE frames. One committed event reaches every open stream of its partner environment as the same
 * StoredEvent object, so its frame is serialised once and shared (200 clients: one JSON.stringify,
 * not 200). The cache is weak: a frame lives as long as the event object does.
 */
import type { StoredEvent } from '../../storage/events.ts';
import type { ResumePlan } from './resume.ts';

const frames = new WeakMap<StoredEvent, string>();

/** `id:` = eventId, `event:` = name, `data:` = the envelope (CONTRACT.md section 5). */
export function eventFrame(e: StoredEvent): string {
  let frame = frames.get(e);
  if (frame === undefined) {
    frame = `id: ${e.eventId}\nevent: ${e.event}\ndata: ${JSON.stringify(e.envelope)}\n\n`;
    frames.set(e, frame);
  }
  return frame;
}

/** No `id:` line, so the client's Last-Event-ID does not move past events it never saw. */
export function gapFrame(gap: NonNullable<ResumePlan['gap']>): string {
  return `event: gap\ndata: ${JSON.stringify(gap)}\n\n`;
}

export const CONNECTED_FRAME = ': connected\n\n';
export const HEARTBEAT_FRAME = ': heartbeat\n\n';
