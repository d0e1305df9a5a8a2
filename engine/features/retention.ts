/**
 * Retention: old history leaves the hot database by a durable platform timer, per kind, by the windows
 * of the configured policy (README "Retention"): idempotency records, events, the webhook delivery log,
 * snapshots of finished quotes and deliveries. Never the journal or the ledger. Files:
 * engine/retention/policy.ts (RETENTION_* variables and defaults), engine/retention/sweep.ts (the
 * timer), storage/retention.ts (the batched deletes), storage/migrations/040_history.ts (their indexes).
 */
import { defineCommand, defineFeature, NO_LEDGER } from '../feature.ts';
import { bootstrapRetention, RETENTION_TIMER, sweepRetention } from '../retention/sweep.ts';

const bootstrap = defineCommand('retention.bootstrap', bootstrapRetention);

export const retention = defineFeature({
  name: 'retention',
  summary: 'old idempotency records, events, delivery-log rows and finished snapshots deleted in small batches by a durable timer',
  machines: [],
  commands: { bootstrap },
  systemTimers: [{ kind: RETENTION_TIMER.kind, fire: sweepRetention }],
  bootstrap: [bootstrap],
  tables: {},
  migrations: [],
  ledger: NO_LEDGER,
  events: [],
});
