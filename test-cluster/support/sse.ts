/**
 * A minimal Server-Sent Events client for the cluster tier: reads a /stream response frame by frame and
 * records each event's id and name (and whether a gap frame came), until aborted or the connection dies.
 */
import { SANDBOX } from './nodes.ts';

export interface SseFrame {
  readonly id: string | null;
  readonly event: string;
}

export class SseClient {
  readonly frames: SseFrame[] = [];
  connected = false;
  private readonly abort = new AbortController();
  readonly done: Promise<void>;

  constructor(url: string, apiKey: string, lastEventId: string | null) {
    const headers: Record<string, string> = { authorization: `Bearer ${apiKey}`, accept: 'text/event-stream' };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    this.done = this.read(`${url}${SANDBOX}/stream`, headers).catch(() => undefined);
  }

  /** Event ids received, in order (gap frames carry none). */
  get ids(): string[] {
    return this.frames.flatMap((f) => (f.id ? [f.id] : []));
  }

  get gaps(): number {
    return this.frames.filter((f) => f.event === 'gap').length;
  }

  close(): void {
    this.abort.abort();
  }

  private async read(url: string, headers: Record<string, string>): Promise<void> {
    const res = await fetch(url, { headers, signal: this.abort.signal });
    if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`);
    const decoder = new TextDecoder();
    let buffered = '';
    for await (const chunk of res.body) {
      buffered += decoder.decode(chunk as Uint8Array, { stream: true });
      for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
        this.take(buffered.slice(0, end));
        buffered = buffered.slice(end + 2);
      }
    }
  }

  private take(frame: string): void {
    if (frame.startsWith(': connected')) this.connected = true;
    let id: string | null = null;
    let event: string | null = null;
    for (const line of frame.split('\n')) {
      if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('event: ')) event = line.slice(7);
    }
    if (event) this.frames.push({ id, event });
  }
}
