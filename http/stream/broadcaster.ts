/**
 * Live fan-out of committed events to every open /stream connection. One hub subscription
 * for all sessions, not one closure per connection: the events published since the last flush are
 * serialised ONCE per filter (the environment's shared events, plus a partner's own events only for the
 * partners that have some) into one Buffer, and that same Buffer is written to every live connection
 * of the filter: 1,000 connections cost one JSON.stringify and one Buffer per event, and one write per
 * connection per flush.
 *
 * Flushes are coalesced: the first event after a quiet spell is flushed on the next turn of the event
 * loop (setImmediate); while events keep coming, at most one flush per MIN_FLUSH_INTERVAL_MS, so a
 * connection gets one chunk per interval however many commits happened in it. That interval is the
 * price in lag (well under the 50 ms goal) for bounding the syscalls per connection per second.
 */
import type { EventHub } from '../../engine/hub.ts';
import type { StoredEvent } from '../../storage/events.ts';
import { eventFrame } from './frames.ts';

/** Flushes per second are at most 1000 / this; the lag it adds is at most this. */
export const MIN_FLUSH_INTERVAL_MS = 5;

/** What the broadcaster needs of a session: its filter, and taking a shared chunk. */
export interface LiveSink {
  readonly env: string;
  readonly partnerId: string;
  /**
   * The chunk holds `events` (ascending seq), already serialised. The sink writes the chunk as is when
   * it has sent nothing past the first of them, else only the events above its last seq.
   */
  deliver(chunk: SharedChunk, events: readonly StoredEvent[]): void;
}

const CRLF = Buffer.from('\r\n', 'latin1');

/**
 * The frames of one flush, shared by every connection of a filter. `bytes` is the SSE
 * text; `chunked` is the same bytes as ONE HTTP/1.1 chunk, framed exactly as node:http frames a
 * `res.write` on a chunked response (hex size, CRLF, data, CRLF), built once per flush on first use, so a
 * session can hand it to its socket directly: one `socket.write` per connection instead of node:http's
 * four corked writes (size, CRLF, data, CRLF) and its OutgoingMessage bookkeeping, with the same bytes on
 * the wire.
 */
export class SharedChunk {
  private framed: Buffer | null = null;

  readonly bytes: Buffer;
  constructor(bytes: Buffer) {
    this.bytes = bytes;
  }

  get chunked(): Buffer {
    this.framed ??= Buffer.concat([Buffer.from(`${this.bytes.length.toString(16)}\r\n`, 'latin1'), this.bytes, CRLF]);
    return this.framed;
  }
}

/** The frames of `events` as one shared chunk. */
const chunkOf = (events: readonly StoredEvent[]): SharedChunk => new SharedChunk(Buffer.from(events.map(eventFrame).join(''), 'utf8'));

/** Lag samples kept between two reads (one pair per flush, so a few hundred a second); older ones are dropped. */
const MAX_LAG_SAMPLES = 100_000;

/**
 * Where a /stream event's lag comes from, server side, one sample per flush for its
 * oldest event, in ms from the event's timestamp (the batch's clock): `published`, when the hub handed it
 * over (its batch committed and durable); `written`, when the flush had handed its chunk to every
 * connection. What a client measures beyond `written` is the kernel and the client itself.
 */
export interface StreamLagSamples {
  readonly published: number[];
  readonly written: number[];
}

export class StreamBroadcaster {
  private lag: StreamLagSamples = { published: [], written: [] };
  /** When the oldest pending event was published (Date.now(), the clock events are stamped with in the bench). */
  private pendingSinceMs = 0;
  /** Sinks by environment, then by partner. */
  private readonly sinks = new Map<string, Map<string, Set<LiveSink>>>();
  private pending: StoredEvent[] = [];
  private flushScheduled = false;
  private lastFlushMs = 0;

  constructor(hub: EventHub) {
    hub.subscribe((e) => this.onEvent(e));
  }

  add(sink: LiveSink): void {
    let byPartner = this.sinks.get(sink.env);
    if (!byPartner) this.sinks.set(sink.env, (byPartner = new Map()));
    let set = byPartner.get(sink.partnerId);
    if (!set) byPartner.set(sink.partnerId, (set = new Set()));
    set.add(sink);
  }

  remove(sink: LiveSink): void {
    const byPartner = this.sinks.get(sink.env);
    const set = byPartner?.get(sink.partnerId);
    if (!byPartner || !set) return;
    set.delete(sink);
    if (set.size === 0) byPartner.delete(sink.partnerId);
    if (byPartner.size === 0) this.sinks.delete(sink.env);
  }

  private onEvent(e: StoredEvent): void {
    // Nobody listens in that environment (or for that partner): nothing to keep.
    const byPartner = this.sinks.get(e.env);
    if (!byPartner || (e.partnerId !== null && !byPartner.has(e.partnerId))) return;
    if (this.pending.length === 0) this.pendingSinceMs = Date.now();
    this.pending.push(e);
    this.scheduleFlush();
  }

  /** The lag samples since the last call (the fan-out benchmark reads them). */
  takeLagSamples(): StreamLagSamples {
    const taken = this.lag;
    this.lag = { published: [], written: [] };
    return taken;
  }

  private noteLag(oldestAtMs: number): void {
    if (this.lag.written.length >= MAX_LAG_SAMPLES) return;
    this.lag.published.push(this.pendingSinceMs - oldestAtMs);
    this.lag.written.push(Date.now() - oldestAtMs);
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    const waitMs = this.lastFlushMs + MIN_FLUSH_INTERVAL_MS - performance.now();
    if (waitMs <= 0) setImmediate(() => this.flush());
    else setTimeout(() => this.flush(), waitMs);
  }

  private flush(): void {
    this.flushScheduled = false;
    this.lastFlushMs = performance.now();
    const events = this.pending;
    this.pending = [];
    for (const [env, byPartner] of this.sinks) {
      const inEnv = events.filter((e) => e.env === env);
      if (inEnv.length > 0) this.flushEnv(inEnv, byPartner);
    }
    if (events.length > 0) this.noteLag(events[0]!.atMs);
  }

  /** One shared chunk for the partners without events of their own; a chunk of its own for each partner with some. */
  private flushEnv(inEnv: readonly StoredEvent[], byPartner: ReadonlyMap<string, ReadonlySet<LiveSink>>): void {
    const shared = inEnv.filter((e) => e.partnerId === null);
    const owners = new Set<string>();
    for (const e of inEnv) if (e.partnerId !== null) owners.add(e.partnerId);
    const sharedChunk = shared.length > 0 ? chunkOf(shared) : null;
    for (const [partnerId, set] of byPartner) {
      if (owners.has(partnerId)) {
        const own = inEnv.filter((e) => e.partnerId === null || e.partnerId === partnerId);
        const chunk = chunkOf(own);
        // A sink's deliver() may close its session, which removes it from the set: Set iteration allows that.
        for (const sink of set) sink.deliver(chunk, own);
      } else if (sharedChunk) {
        for (const sink of set) sink.deliver(sharedChunk, shared);
      }
    }
  }
}

const broadcasters = new WeakMap<EventHub, StreamBroadcaster>();

/** The broadcaster of a hub (one per Service, so several servers in one process never share sessions). */
export function broadcasterFor(hub: EventHub): StreamBroadcaster {
  let b = broadcasters.get(hub);
  if (!b) broadcasters.set(hub, (b = new StreamBroadcaster(hub)));
  return b;
}
