import type { Migration } from '../migrations.ts';

/**
 * The webhook dispatcher looks for deliveries with an attempt in flight after commits and at start-up.
 * A partial index holds only those rows, so the lookup stays small however many deliveries are done,
 * and snapshot writes of every other actor never touch it.
 */
export const migration008: Migration = {
  version: 8,
  name: 'pending-deliveries',
  sql: `CREATE INDEX snapshots_attempting_deliveries ON snapshots (kind, id) WHERE state = 'ATTEMPTING';`,
};
