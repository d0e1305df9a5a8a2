/**
 * Webhook registrations. The URL policy and the secret sealing run in the HTTP layer (the payload
 * arrives checked and holds only the sealed secret and its hint: the journal never sees a secret).
 */
import type { Env } from '../../storage/types.ts';
import type { WebhookRecord } from '../../storage/webhooks.ts';
import { ServiceError } from '../errors.ts';
import type { Step } from '../step.ts';

export const WEBHOOK_DELIVERY_KIND = 'webhookDelivery';

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
