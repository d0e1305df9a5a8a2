/**
 * Fan-out of a command's events to webhooks, inside the command's own transaction: every delivery
 * actor exists atomically with the event it carries, so a crash can never lose a delivery (the
 * dispatcher resumes whatever is still `attempting` after a restart). Runs after every handler.
 */
import type { Env } from '../../storage/types.ts';
import type { WebhookRecord } from '../../storage/webhooks.ts';
import { publicStatus, type DeliveryAttempt, type WebhookDeliveryInput } from '../../machines/webhookDelivery/machine.ts';
import type { webhookDeliveryMachine } from '../../machines/webhookDelivery/machine.ts';
import type { MachineView } from '../feature.ts';
import type { Step } from '../step.ts';
import { subscribes } from './subscriptions.ts';

export const WEBHOOK_DELIVERY_KIND = 'webhookDelivery';

function targets(step: Step, env: Env, partnerId: string | null, event: string): WebhookRecord[] {
  // The writer's memo: one SELECT per partner environment and change of the registrations, not per event.
  return step.stores.webhooks.activeForFanOut(env, partnerId).filter((w) => subscribes(w.events, event));
}

export function fanOutToWebhooks(step: Step): void {
  // Only the events the handler emitted: spawning deliveries emits nothing, so the list is stable.
  for (const ev of [...step.emitted]) {
    if (ev.event === 'test.event') continue;
    for (const webhook of targets(step, ev.env as Env, ev.partnerId, ev.event)) {
      const deliveryId = step.newId('whd');
      const owner = { env: webhook.env, partnerId: webhook.partnerId };
      // Born attempting (webhookDelivery@2): one actor step per delivery, its attempt 1 begun now.
      const input: WebhookDeliveryInput = { deliveryId, webhookId: webhook.id, eventId: ev.eventId, event: ev.event, startedAtMs: step.atMs };
      step.spawn(WEBHOOK_DELIVERY_KIND, deliveryId, owner, input);
    }
  }
}

/**
 * The delivery's projection (declared with its machine in the feature descriptor): the delivery log row of its latest
 * attempt. The row's environment and partner are the actor's owner, which fan-out and redelivery set to
 * the registration's own (no registration read per step; a registration's id, env and
 * partner never change, and a sandbox reset wipes its deliveries with it).
 */
export function projectAttempt(step: Step, view: MachineView<typeof webhookDeliveryMachine>): void {
  const ctx = view.snapshot.context;
  const a: DeliveryAttempt | undefined = ctx.attempts[ctx.attempts.length - 1];
  const partnerId = view.record.partnerId;
  if (!a || partnerId === null) return;
  step.stores.webhooks.putAttempt({
    id: `${ctx.deliveryId}:${a.n}`,
    webhookId: ctx.webhookId,
    env: view.record.env,
    partnerId,
    eventId: ctx.eventId,
    event: ctx.event,
    state: publicStatus(view.snapshot),
    attempt: a.n,
    httpStatus: a.status,
    durationMs: a.durationMs,
    attemptedAtMs: a.attemptedAtMs,
    success: a.success,
    nextRetryAtMs: a.nextRetryAtMs,
    responseSnippet: a.responseSnippet,
    error: a.error,
  });
}
