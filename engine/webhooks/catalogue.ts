/**
 * The webhook event catalogue: every public event type, as the feature descriptors declare them
 * (engine/features/, each feature's `events`), so a name is written once. Each one's payload schema is
 * keyed by the same names in http/event-payloads.ts, whose map type is `DeclaredEvent`: an event without
 * a schema does not compile. The OpenAPI `webhooks` section and the webhook event filter are built from it.
 */
import { declaredEvents, type DeclaredEvent } from '../features/index.ts';

export type EventName = DeclaredEvent;

function catalogueOf(): readonly EventName[] {
  const names: EventName[] = [];
  for (const event of declaredEvents) {
    if (names.includes(event)) throw new Error(`event ${event} is declared twice`);
    names.push(event);
  }
  return names;
}

/** Event names a webhook may subscribe to (besides `*`, engine/webhooks/subscriptions.ts). */
export const WEBHOOK_EVENT_NAMES: readonly EventName[] = catalogueOf();
