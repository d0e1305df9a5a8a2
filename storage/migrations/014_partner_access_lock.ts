import type { Migration } from '../migrations.ts';

/**
 * The partners read model carries when access was locked (the partner revoked its only full key; the
 * operator restores it), projected from the partner actor like its other fields, so GET /me and the
 * operator views read a column instead of parsing the actor's snapshot. Null: not locked.
 */
export const migration014: Migration = {
  version: 14,
  name: 'partner-access-lock',
  sql: `ALTER TABLE partners ADD COLUMN access_locked_at_ms INTEGER;`,
};
