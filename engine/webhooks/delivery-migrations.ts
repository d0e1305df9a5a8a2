/**
 * Snapshot migrations of the webhook delivery machine (engine/machine-versions.ts).
 * webhookDelivery@1 -> @2: @2 drops the `pending` state (a delivery is born attempting).
 * Every other state, and the context, are the same shape in both, so such a snapshot migrates unchanged.
 * No v1 command ever left a delivery `pending` (its spawn and its `api.start` ran in the same command, and
 * a snapshot is written once per command), so a `pending` row means the table was not written by this
 * service: refused rather than guessed at (an attempt's start time would have to be invented).
 */
import type { SnapshotMigration } from '../machine-versions.ts';

export const webhookDeliveryMigrations: readonly SnapshotMigration[] = [
  {
    from: 'webhookDelivery@1',
    to: 'webhookDelivery@2',
    migrate: (snapshot) => {
      if (snapshot.value === 'pending') throw new Error('a webhookDelivery@1 snapshot in `pending`: no command of version 1 could have written it');
      return snapshot;
    },
  },
];
