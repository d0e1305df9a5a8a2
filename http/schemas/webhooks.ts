/** Response schemas of the webhook registrations and their delivery log (http/routes/webhooks.ts). */
import * as v from '../schema.ts';
import { NullableTimestamp, pageSchema, Timestamp } from './wire.ts';

const webhookEntries = {
  id: v.string(),
  url: v.string(),
  events: v.array(v.string()),
  createdAt: Timestamp,
  status: v.picklist(['ACTIVE', 'DELETED']),
  secretHint: v.pipe(v.string(), v.description('the last 4 characters of the secret')),
};

export const WebhookSchema = v.pipe(v.strictObject(webhookEntries), v.title('Webhook'), v.description('A webhook registration (the secret is never shown)'));
export const WebhookListSchema = pageSchema('webhooks', WebhookSchema, 'WebhookList');
export const WebhookCreatedSchema = v.pipe(
  v.strictObject({ ...webhookEntries, secret: v.optional(v.pipe(v.string(), v.description('the generated secret, shown only in this response'))) }),
  v.title('WebhookCreated'),
);
export const WebhookDeletedSchema = v.pipe(v.strictObject({ ...webhookEntries, deletedAt: NullableTimestamp }), v.title('WebhookDeleted'));

const Delivery = v.pipe(
  v.strictObject({
    id: v.string(),
    eventId: v.string(),
    event: v.string(),
    status: v.pipe(v.nullable(v.number()), v.description('HTTP status the endpoint answered')),
    duration: v.pipe(v.nullable(v.number()), v.description('milliseconds')),
    attemptedAt: NullableTimestamp,
    success: v.nullable(v.boolean()),
    attempt: v.number(),
    state: v.string(),
    nextRetryAt: NullableTimestamp,
    responseSnippet: v.nullable(v.string()),
    error: v.nullable(v.string()),
  }),
  v.title('WebhookDelivery'),
);
export const DeliveryListSchema = pageSchema('deliveries', Delivery, 'WebhookDeliveryList');

export const WebhookTestSchema = v.pipe(
  v.strictObject({ success: v.literal(true), eventId: v.string(), httpStatus: v.nullable(v.number()), durationMs: v.nullable(v.number()) }),
  v.title('WebhookTestResult'),
);

export const RedeliverySchema = v.pipe(
  v.strictObject({ deliveryId: v.string(), redeliveryOf: v.string(), eventId: v.string(), event: v.string(), status: v.string() }),
  v.title('Redelivery'),
);
