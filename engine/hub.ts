/** In-process fan-out of committed events to live subscribers (the /stream hub, webhook dispatch). */
import type { StoredEvent } from '../storage/events.ts';

export type EventListener = (event: StoredEvent) => void;

export class EventHub {
  private readonly listeners = new Set<EventListener>();

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(events: readonly StoredEvent[]): void {
    for (const event of events) for (const listener of this.listeners) listener(event);
  }
}
