import type { Migration } from '../migrations.ts';

/**
 * A year of history: indexes that keep every list, resume and retention query a range scan of its own,
 * whatever the tables hold, and the small table start-up reads instead of scanning every snapshot.
 *
 * - `events_by_name`: a partner's events of one name, in emission order (GET /events?event=).
 * - `idempotency_by_age`: retention deletes records past their 24 hours, oldest first.
 * - `webhook_deliveries_finished`: retention deletes finished deliveries past their window, oldest first
 *   (a partial index: only rows in a final state, so unfinished rows never enter it).
 * - `snapshots_finished_quotes`, `snapshots_finished_deliveries`: retention compacts the snapshots of
 *   finished quotes and webhook deliveries, least recently moved first (partial: those kinds in their
 *   final states only).
 * - `snapshot_versions`: every (kind, machine version) any snapshot was written with, kept by the
 *   snapshot store as it writes (a superset of what the table holds): start-up checks that this build
 *   can restore each, without `SELECT DISTINCT` over every snapshot.
 */
export const migration040: Migration = {
  version: 40,
  name: 'history',
  sql: `
CREATE INDEX events_by_name ON events (partner_id, env, event, seq);
CREATE INDEX idempotency_by_age ON idempotency (created_at_ms);
CREATE INDEX webhook_deliveries_finished ON webhook_deliveries (attempted_at_ms) WHERE state IN ('DELIVERED', 'FAILED');
CREATE INDEX snapshots_finished_quotes ON snapshots (updated_at_ms) WHERE kind = 'quote' AND state IN ('CONSUMED', 'EXPIRED');
CREATE INDEX snapshots_finished_deliveries ON snapshots (updated_at_ms) WHERE kind = 'webhookDelivery' AND state IN ('DELIVERED', 'FAILED');
CREATE TABLE snapshot_versions (kind TEXT NOT NULL, machine_version TEXT NOT NULL, PRIMARY KEY (kind, machine_version)) STRICT, WITHOUT ROWID;
INSERT INTO snapshot_versions (kind, machine_version) SELECT DISTINCT kind, machine_version FROM snapshots;
`,
};
