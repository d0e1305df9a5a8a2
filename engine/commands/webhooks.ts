/**
 * Webhook registrations. The URL policy and the secret sealing run in the HTTP layer (the payload
 * arrives checked and holds only the sealed secret and its hint: the journal never sees a secret).
 */
import type { Env } from '../../storage/types.ts';
import type { WebhookRecord } from '../../storage/webhooks.ts';
import { ServiceError } from '../errors.ts';
import type { Step } from '../step.ts';
import type { WebhookDeliveryContext } from '../../machines/webhookDelivery/machine.ts';
import { projectAttempt, WEBHOOK_DELIVERY_KIND } from '../webhooks/fanout.ts';

export { WEBHOOK_DELIVERY_KIND } from '../webhooks/fanout.ts';

export interface CreateWebhookPayload {
  readonly url: string;
  readonly events: readonly string[];
  readonly secretSealed: string;
  readonly secretHint: string;
}

function partnerScope(step: Step): { env: Env; partnerId: string } {
  const { env, partnerId } = step.id;
  if (!env || !partnerId) throw new Error('a webhook command belongs to a partner environment');
  return { env, partnerId };
}

export function createWebhook(step: Step, p: CreateWebhookPayload): WebhookRecord {
  const { env, partnerId } = partnerScope(step);
  const id = step.newId('wh');
  step.stores.webhooks.insert({ id, env, partnerId, url: p.url, events: [...new Set(p.events)], secretSealed: p.secretSealed, secretHint: p.secretHint, createdAtMs: step.atMs });
  return step.stores.webhooks.get(id)!;
}

/** Marks the registration DELETED (the row stays: in-flight deliveries still complete and are signed). */
export function deleteWebhook(step: Step, p: { webhookId: string }): WebhookRecord {
  const { env, partnerId } = partnerScope(step);
  const found = step.stores.webhooks.get(p.webhookId);
  if (!found || found.partnerId !== partnerId || found.env !== env || found.status !== 'ACTIVE') {
    throw new ServiceError('NOT_FOUND', `webhook ${p.webhookId} not found`);
  }
  step.stores.webhooks.markDeleted(found.id, step.atMs);
  return step.stores.webhooks.get(found.id)!;
}

/** What the dispatcher observed for one attempt; journaled, so the machine and the log replay exactly. */
export interface DeliveryOutcomePayload {
  readonly deliveryId: string;
  readonly attempt: number;
  readonly status: number | null;
  readonly durationMs: number;
  readonly responseSnippet: string | null;
  readonly error: string | null;
}

/**
 * Records an attempt's outcome. A late or repeated report (the attempt already settled, e.g. after a
 * restart resent it) changes nothing: delivery is at-least-once, the record is exactly-once.
 */
export function recordDeliveryOutcome(step: Step, p: DeliveryOutcomePayload): { recorded: boolean } {
  const view = step.read(WEBHOOK_DELIVERY_KIND, p.deliveryId);
  if (!view || view.snapshot.value !== 'attempting') return { recorded: false };
  const ctx = view.snapshot.context as WebhookDeliveryContext;
  if (ctx.attempts.length !== p.attempt) return { recorded: false };
  const ok = p.error === null && p.status !== null && p.status >= 200 && p.status < 300;
  const outcome = { status: p.status, durationMs: p.durationMs, responseSnippet: p.responseSnippet };
  const snap = ok
    ? step.send(WEBHOOK_DELIVERY_KIND, p.deliveryId, { type: 'delivery.succeeded', ...outcome })
    : step.send(WEBHOOK_DELIVERY_KIND, p.deliveryId, { type: 'delivery.failed', ...outcome, ...(p.error === null ? {} : { error: p.error }) });
  const webhook = step.stores.webhooks.get(ctx.webhookId);
  if (webhook) projectAttempt(step, webhook, snap.context as WebhookDeliveryContext, String(snap.value));
  return { recorded: true };
}
