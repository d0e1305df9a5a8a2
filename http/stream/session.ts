/**
 * One Server-Sent Events connection. Resuming loses nothing and repeats nothing: the session catches up
 * from the outbox after the resume point, page by page, and turns live in the same synchronous step as
 * its last (short) page read; every event the hub publishes is already committed, so one published
 * while catching up is read from the store instead, and only seqs above the last one sent go out.
 *
 * Live events come from the service's StreamBroadcaster (broadcaster.ts): the frames of all events since
 * its last flush arrive as one Buffer shared by every connection of the same filter, written as is
 * (no per-connection JSON, closure or string join). The session's own frames (gap notice,
 * catch-up pages, heartbeats) are coalesced per tick: one `write()` per tick. Memory per
 * connection is bounded: catching up writes a page and waits for `drain` before reading the next, and
 * a live connection whose unsent bytes exceed MAX_BUFFERED_BYTES after a tick's write (the client reads
 * slower than events arrive, or stopped reading) is disconnected; it resumes with its Last-Event-ID, the
 * last event it fully received, and loses nothing. Heartbeats on real time make a write fail on a dead
 * socket, which closes the session and frees its slot.
 */
import type { ServerResponse } from 'node:http';
import type { EventHub } from '../../engine/hub.ts';
import type { EventScope, EventStore, StoredEvent } from '../../storage/events.ts';
import { broadcasterFor, type LiveSink, type SharedChunk, type StreamBroadcaster } from './broadcaster.ts';
import { CONNECTED_FRAME, eventFrame, gapFrame, HEARTBEAT_FRAME } from './frames.ts';
import type { StreamStats } from './registry.ts';
import { isVisible, type ResumePlan } from './resume.ts';

/** Unsent bytes (queued in the process, beyond what the kernel took) a live connection may hold. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Events per catch-up page: one page is the most a catching-up connection holds in memory. */
const REPLAY_PAGE = 200;

export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
} as const;

export interface SessionDeps {
  readonly res: ServerResponse;
  readonly scope: EventScope;
  readonly store: EventStore;
  readonly hub: EventHub;
  readonly heartbeatMs: number;
  readonly stats: StreamStats;
  /** Called once when the connection ends, for any reason. */
  readonly onClose: () => void;
}

export class StreamSession implements LiveSink {
  private lastSeq = 0;
  /** False while catching up from the store: live events are then read from the store, not the hub. */
  private live = false;
  private pending: string[] = [];
  private flushScheduled = false;
  private closed = false;
  private readonly broadcaster: StreamBroadcaster;
  private readonly heartbeat: NodeJS.Timeout;
  readonly env: string;
  readonly partnerId: string;

  private readonly deps: SessionDeps;
  constructor(deps: SessionDeps) {
    this.deps = deps;
    const { res } = deps;
    this.env = deps.scope.env;
    this.partnerId = deps.scope.partnerId;
    this.broadcaster = broadcasterFor(deps.hub);
    this.heartbeat = setInterval(() => this.enqueue(HEARTBEAT_FRAME), deps.heartbeatMs);
    res.on('close', () => this.close());
    res.on('error', () => this.close());
    res.socket?.setNoDelay(true);
    res.writeHead(200, SSE_HEADERS);
    res.write(CONNECTED_FRAME);
  }

  /** Sends the gap notice if any, catches up after the plan's point, then switches to live events. */
  start(plan: ResumePlan): void {
    this.lastSeq = plan.afterSeq;
    if (plan.gap) this.pending.push(gapFrame(plan.gap));
    void this.catchUp();
  }

  private async catchUp(): Promise<void> {
    while (!this.closed) {
      const page = this.deps.store.visibleAfter(this.deps.scope, this.lastSeq, REPLAY_PAGE);
      for (const e of page) this.send(e);
      if (page.length < REPLAY_PAGE) break;
      if (!this.write()) await this.drained();
    }
    if (this.closed) return;
    // Same synchronous step as the last page's read: every event committed so far was in the store.
    this.live = true;
    this.broadcaster.add(this);
    this.scheduleFlush();
  }

  private drained(): Promise<void> {
    const { res } = this.deps;
    return new Promise((resolve) => {
      const done = (): void => {
        res.off('drain', done);
        res.off('close', done);
        resolve();
      };
      res.on('drain', done);
      res.on('close', done);
    });
  }

  /**
   * A broadcaster flush: `chunk` is the frames of `events`, shared with every connection of this filter.
   * Written as is unless this session already sent some of them (it turned live between their publication
   * and the flush, reading them from the store): then only the later ones, one by one.
   */
  deliver(chunk: SharedChunk, events: readonly StoredEvent[]): void {
    if (!this.live || this.closed || events.length === 0) return;
    const last = events[events.length - 1]!;
    if (last.seq <= this.lastSeq) return;
    if (events[0]!.seq <= this.lastSeq) {
      for (const e of events) if (isVisible(this.deps.scope, e)) this.send(e);
      return;
    }
    this.lastSeq = last.seq;
    const { res } = this.deps;
    if (this.pending.length > 0) {
      // Frames queued for this tick (the last catch-up page, a heartbeat) go first, in the same chunk.
      const own = Buffer.from(this.pending.join(''), 'utf8');
      this.pending = [];
      res.write(Buffer.concat([own, chunk.bytes]));
    } else {
      this.writeShared(chunk);
    }
    this.enforceBound();
  }

  /**
   * A flush's chunk, pre-framed once for every connection, goes straight to the socket
   * when node:http would frame it exactly so: a chunked response whose head is out and that owns its
   * socket (`res.socket` is set only while it is the socket's current response). Otherwise (an HTTP/1.0
   * client, no chunked encoding) through `res.write`. Ordering with `res.write` holds: both reach the
   * socket synchronously, in call order (into its cork buffer when node:http has corked it this tick).
   */
  private writeShared(chunk: SharedChunk): void {
    const { res } = this.deps;
    const socket = res.socket;
    if (socket !== null && res.chunkedEncoding && res.headersSent && !res.writableEnded && socket.writable) socket.write(chunk.chunked);
    else res.write(chunk.bytes);
  }

  private send(e: StoredEvent): void {
    if (e.seq <= this.lastSeq) return;
    this.lastSeq = e.seq;
    this.enqueue(eventFrame(e));
  }

  private enqueue(frame: string): void {
    if (this.closed) return;
    this.pending.push(frame);
    if (this.live) this.scheduleFlush();
  }

  /** Many frames in one tick become one socket write. */
  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      this.write();
      this.enforceBound();
    });
  }

  /** Writes what is pending as one chunk; false when the socket asks the writer to wait for `drain`. */
  private write(): boolean {
    if (this.closed || this.pending.length === 0) return true;
    const text = this.pending.length === 1 ? this.pending[0]! : this.pending.join('');
    this.pending = [];
    return this.deps.res.write(text);
  }

  /** A client that does not keep up is cut off rather than buffered without limit; it resumes losslessly. */
  private enforceBound(): void {
    if (this.closed) return;
    const buffered = this.deps.res.writableLength;
    this.deps.stats.noteBuffered(buffered);
    if (buffered <= MAX_BUFFERED_BYTES) return;
    this.deps.stats.noteSlowDisconnect();
    this.deps.res.destroy();
    this.close();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.pending = [];
    clearInterval(this.heartbeat);
    this.broadcaster.remove(this);
    const { res } = this.deps;
    if (!res.destroyed && !res.writableEnded) res.end();
    this.deps.onClose();
  }
}
