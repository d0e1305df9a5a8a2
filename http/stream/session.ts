/**
 * One Server-Sent Events connection. Resuming loses nothing and repeats nothing: the session subscribes
 * to the hub first (buffering), replays the outbox after the resume point, then drains the buffer,
 * sending only seqs above the last one sent. Writes are coalesced per tick; heartbeats on real time
 * make a write fail on a dead socket, which closes the session and frees its slot.
 */
import type { ServerResponse } from 'node:http';
import { seqFromEventId } from '../../engine/ids.ts';
import type { EventHub } from '../../engine/hub.ts';
import type { EventScope, EventStore, StoredEvent } from '../../storage/events.ts';

const REPLAY_PAGE = 1_000;

export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
} as const;

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
export function planResume(store: EventStore, scope: EventScope, requested: string | null, fromMs: number): ResumePlan {
  if (requested === null) return { afterSeq: store.maxSeq(), gap: null };
  const seq = seqFromEventId(requested);
  const known = seq !== null && store.exists(requested);
  if (known && !store.expiredAfter(scope, seq, fromMs)) return { afterSeq: seq, gap: null };
  const oldest = store.oldestRetained(scope, fromMs);
  return {
    afterSeq: oldest ? oldest.seq - 1 : store.maxSeq(),
    gap: { reason: known ? 'RESUME_POINT_EXPIRED' : 'RESUME_POINT_UNKNOWN', requested, oldestAvailableEventId: oldest?.eventId ?? null },
  };
}

export function isVisible(scope: EventScope, e: StoredEvent): boolean {
  return e.env === scope.env && (e.partnerId === null || e.partnerId === scope.partnerId);
}

export interface SessionDeps {
  readonly res: ServerResponse;
  readonly scope: EventScope;
  readonly store: EventStore;
  readonly hub: EventHub;
  readonly heartbeatMs: number;
  /** Called once when the connection ends, for any reason. */
  readonly onClose: () => void;
}

export class StreamSession {
  private lastSeq = 0;
  private buffer: StoredEvent[] | null = [];
  private pending: string[] = [];
  private flushScheduled = false;
  private closed = false;
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly deps: SessionDeps) {
    const { res } = deps;
    this.unsubscribe = deps.hub.subscribe((e) => this.onLive(e));
    this.heartbeat = setInterval(() => this.enqueue(': heartbeat\n\n'), deps.heartbeatMs);
    res.on('close', () => this.close());
    res.on('error', () => this.close());
    res.socket?.setNoDelay(true);
    res.writeHead(200, SSE_HEADERS);
    res.write(': connected\n\n');
  }

  /** Replays the outbox after the plan's point, then switches to live events. */
  start(plan: ResumePlan): void {
    this.lastSeq = plan.afterSeq;
    if (plan.gap) {
      this.enqueue(`event: gap\ndata: ${JSON.stringify(plan.gap)}\n\n`);
    }
    for (;;) {
      const page = this.deps.store.visibleAfter(this.deps.scope, this.lastSeq, REPLAY_PAGE);
      for (const e of page) this.send(e);
      if (page.length < REPLAY_PAGE) break;
    }
    const buffered = this.buffer ?? [];
    this.buffer = null;
    for (const e of buffered) this.send(e);
  }

  private onLive(e: StoredEvent): void {
    if (this.closed || !isVisible(this.deps.scope, e)) return;
    if (this.buffer) this.buffer.push(e);
    else this.send(e);
  }

  private send(e: StoredEvent): void {
    if (e.seq <= this.lastSeq) return;
    this.lastSeq = e.seq;
    this.enqueue(`id: ${e.eventId}\nevent: ${e.event}\ndata: ${JSON.stringify(e.envelope)}\n\n`);
  }

  /** Many events in one tick become one socket write. */
  private enqueue(chunk: string): void {
    if (this.closed) return;
    this.pending.push(chunk);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      if (this.closed || this.pending.length === 0) return;
      const text = this.pending.join('');
      this.pending = [];
      this.deps.res.write(text);
    });
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.pending = [];
    clearInterval(this.heartbeat);
    this.unsubscribe();
    if (!this.deps.res.writableEnded) this.deps.res.end();
    this.deps.onClose();
  }
}
