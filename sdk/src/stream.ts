/**
 * The event stream (GET /stream, Server-Sent Events) as an async iterator. Each message is an event
 * (its envelope, typed) or a `gap` notice (the resume point could not be honoured). When the connection
 * drops, the iterator reconnects with `Last-Event-ID` set to the last event it delivered, so the stream
 * goes on with no duplicate and, within retention, no gap. SSE framing is parsed by eventsource-parser.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { PartnerApiError } from './errors.ts';
import type { FetchFunction } from './retry.ts';
import type { PartnerEvent, StreamGap } from './types.ts';

export type StreamMessage = { readonly type: 'event'; readonly id: string; readonly event: PartnerEvent } | { readonly type: 'gap'; readonly gap: StreamGap };

export interface StreamOptions {
  /** Resume after this eventId (sent as Last-Event-ID); default: live events from now. */
  readonly lastEventId?: string;
  /** Ends the iteration (and the connection). */
  readonly signal?: AbortSignal;
  /** Reconnections after a dropped connection before giving up (default: no limit). */
  readonly maxReconnects?: number;
  /** Called on each reconnection with the id it resumes after. */
  readonly onReconnect?: (lastEventId: string | null) => void;
  /**
   * Wait before reconnecting after a connection that delivered nothing: 500 ms doubling to 30 s (a
   * connection that delivered events is resumed at once).
   */
  readonly reconnectDelayMs?: (emptyConnectionsInARow: number) => number;
}

const defaultReconnectDelay = (empty: number): number => Math.min(30_000, 500 * 2 ** (empty - 1));

export interface StreamConnection {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly fetch: FetchFunction;
}

/** An async iterable of stream messages; `lastEventId` is the last event delivered. */
export class EventStream implements AsyncIterable<StreamMessage> {
  #lastEventId: string | null;
  readonly #connection: StreamConnection;
  readonly #options: StreamOptions;

  constructor(connection: StreamConnection, options: StreamOptions = {}) {
    this.#connection = connection;
    this.#options = options;
    this.#lastEventId = options.lastEventId ?? null;
  }

  get lastEventId(): string | null {
    return this.#lastEventId;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<StreamMessage> {
    const { signal, maxReconnects = Number.POSITIVE_INFINITY } = this.#options;
    const delay = this.#options.reconnectDelayMs ?? defaultReconnectDelay;
    let empty = 0;
    for (let reconnects = 0; !signal?.aborted; reconnects += 1) {
      if (reconnects > maxReconnects) return;
      if (empty > 0) await new Promise((resolve) => setTimeout(resolve, delay(empty)));
      if (reconnects > 0) this.#options.onReconnect?.(this.#lastEventId);
      let delivered = false;
      for await (const message of this.#connect()) {
        if (message.type === 'event') this.#lastEventId = message.id;
        delivered = true;
        yield message;
      }
      empty = delivered ? 0 : empty + 1;
    }
  }

  /** One connection: its messages until it ends or drops (a drop ends the iteration quietly; the caller reconnects). */
  async *#connect(): AsyncGenerator<StreamMessage> {
    const { url, headers, fetch } = this.#connection;
    const resume: Record<string, string> = this.#lastEventId ? { 'last-event-id': this.#lastEventId } : {};
    const request = new Request(url, {
      headers: { ...headers, accept: 'text/event-stream', ...resume },
      ...(this.#options.signal ? { signal: this.#options.signal } : {}),
    });
    const response = await fetch(request);
    if (!response.ok || !response.body) {
      const text = await response.text();
      throw new PartnerApiError(response.status, parseJson(text), response.headers);
    }
    const pending: StreamMessage[] = [];
    const parser = createParser({ onEvent: (message) => pending.push(...toMessages(message)) });
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        parser.feed(decoder.decode(value, { stream: true }));
        yield* pending.splice(0);
      }
    } catch (error) {
      if (this.#options.signal?.aborted) return;
      // A cut connection: what was parsed is delivered, the caller reconnects after it.
      if (!(error instanceof TypeError || (error instanceof Error && /terminated|socket|reset/i.test(error.message)))) throw error;
      yield* pending.splice(0);
    } finally {
      reader.releaseLock();
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function toMessages(message: EventSourceMessage): StreamMessage[] {
  const data = parseJson(message.data);
  if (message.event === 'gap') return [{ type: 'gap', gap: data as StreamGap }];
  if (!message.id || typeof data !== 'object' || data === null) return [];
  // The service's envelope for this event name (documented in the webhooks section).
  return [{ type: 'event', id: message.id, event: data as PartnerEvent }];
}
