/**
 * Webhooks: registrations, one webhookDelivery actor per event and endpoint, retries on
 * durable timers, test sends and redeliveries. Files: machines/webhookDelivery/, engine/webhooks/,
 * engine/webhooks/commands.ts, storage/webhooks.ts, storage/migrations/005,008,012,
 * http/routes/webhooks.ts.
 */
import {
  createWebhook,
  deleteWebhook,
  emitWebhookTest,
  fireDeliveryRetry,
  recordDeliveryOutcome,
  recordDeliveryOutcomes,
  recordWebhookTest,
  redeliver,
} from '../webhooks/commands.ts';
import { webhookDeliveryMachine, publicStatus as webhookDeliveryPublicStatus } from '../../machines/webhookDelivery/machine.ts';
import { defineCommand, defineFeature, defineMachine, NO_LEDGER, WIPE } from '../feature.ts';
import { webhookDeliveryMigrations } from '../webhooks/delivery-migrations.ts';
import { WEBHOOK_DELIVERY_KIND, projectAttempt } from '../webhooks/fanout.ts';
import { webhookDeletionApproval } from '../approvals/rules.ts';

export const webhooks = defineFeature({
  name: 'webhooks',
  summary: 'webhook registrations and signed, retried deliveries of every event',
  machines: [
    defineMachine({
      kind: WEBHOOK_DELIVERY_KIND,
      machine: webhookDeliveryMachine,
      version: 'webhookDelivery@2',
      publicStatus: webhookDeliveryPublicStatus,
      projection: projectAttempt,
      migrations: webhookDeliveryMigrations,
      reset: WIPE,
    }),
  ],
  commands: {
    create: defineCommand('webhook.create', createWebhook),
    delete: defineCommand('webhook.delete', deleteWebhook, { approvable: webhookDeletionApproval }),
    test: defineCommand('webhook.test', emitWebhookTest),
    testOutcome: defineCommand('webhook.test.outcome', recordWebhookTest),
    redeliver: defineCommand('webhook.redeliver', redeliver),
    // Older journals hold one entry per outcome; replay still needs it.
    deliveryOutcome: defineCommand('webhook.delivery.outcome', recordDeliveryOutcome),
    deliveryOutcomes: defineCommand('webhook.delivery.outcomes', recordDeliveryOutcomes),
  },
  // A delivery's retry timer fires the delivery actor through the webhooks read model.
  systemTimers: [{ kind: WEBHOOK_DELIVERY_KIND, fire: fireDeliveryRetry }],
  bootstrap: [],
  tables: {
    webhooks: { key: ['id'], ...WIPE },
    webhook_deliveries: { key: ['id'], ...WIPE },
  },
  migrations: ['005_webhooks', '012_delivery_errors'],
  ledger: NO_LEDGER,
  events: ['test.event'],
});
