import type { Migration } from '../migrations.ts';

/**
 * Webhook registrations and the delivery log read model. A deleted registration keeps its row
 * (status DELETED) so in-flight deliveries can still finish and be signed. The secret is stored
 * sealed (engine/webhooks/secrets.ts): never in the clear.
 */
export const migration005: Migration = {
  version: 5,
  name: 'webhooks',
  sql: `
CREATE TABLE webhooks (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  url TEXT NOT NULL,
  -- JSON array of event names, or ["*"].
  events TEXT NOT NULL,
  secret_sealed TEXT NOT NULL,
  secret_hint TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'DELETED')),
  created_at_ms INTEGER NOT NULL,
  deleted_at_ms INTEGER
) STRICT;
CREATE INDEX webhooks_by_partner ON webhooks (partner_id, env, seq);

-- One row per delivery actor, rewritten by every step of that actor (the dispatcher's session fills it).
CREATE TABLE webhook_deliveries (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  webhook_id TEXT NOT NULL,
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  event_id TEXT NOT NULL,
  event TEXT NOT NULL,
  state TEXT NOT NULL,
  attempt INTEGER NOT NULL,
  http_status INTEGER,
  duration_ms INTEGER,
  attempted_at_ms INTEGER,
  success INTEGER,
  next_retry_at_ms INTEGER,
  response_snippet TEXT
) STRICT;
CREATE INDEX webhook_deliveries_by_webhook ON webhook_deliveries (webhook_id, seq);
`,
};
