import type { Migration } from '../migrations.ts';

/**
 * The delivery log shows why an attempt failed (timeout, connection refused, blocked address, HTTP
 * status) beside its status, duration and snippet. The reason comes from the journaled outcome, so a
 * replay writes the same text.
 */
export const migration012: Migration = {
  version: 12,
  name: 'delivery-errors',
  sql: `ALTER TABLE webhook_deliveries ADD COLUMN error TEXT;`,
};
