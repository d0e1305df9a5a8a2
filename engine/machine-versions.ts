/**
 * Machine versions on restore. Every snapshot row records the version of the definition that wrote it
 * (`order@1`). A row of the running version restores as is; an older one goes through the
 * definition's registered migrations, one version step at a time (`order@1` -> `order@2` -> ...); a
 * version no migration leads from (a newer build wrote it, or a migration is missing) is refused, and
 * at start-up that refusal stops the service before it serves anything from a state it cannot read.
 */

import type { StoredSnapshot } from '../storage/snapshots.ts';

/** A snapshot as stored: xstate's persisted form (`value`, `context`, status fields). */
export type PersistedSnapshot = StoredSnapshot;

/** One explicit step from an older machine version to the next. */
export interface SnapshotMigration {
  readonly from: string;
  readonly to: string;
  /** Pure: the snapshot `from` persisted, as `to` would have persisted it. */
  readonly migrate: (snapshot: PersistedSnapshot) => PersistedSnapshot;
}

interface Versioned {
  readonly kind: string;
  readonly version: string;
  readonly migrations?: readonly SnapshotMigration[];
}

export class MachineVersionError extends Error {
  override readonly name = 'MachineVersionError';
}

/** The migrations that bring a `stored` snapshot to the definition's version, in order; throws when none do. */
export function migrationPath(def: Versioned, stored: string): SnapshotMigration[] {
  const path: SnapshotMigration[] = [];
  let at = stored;
  while (at !== def.version) {
    const next = def.migrations?.find((m) => m.from === at);
    if (!next || path.includes(next)) {
      throw new MachineVersionError(
        `a ${def.kind} snapshot was written by machine version ${stored}; this build runs ${def.version} and has no migration from ${at} ` +
          '(a newer build wrote it, or its migration is missing): refusing to restore it',
      );
    }
    path.push(next);
    at = next.to;
  }
  return path;
}

/** Brings a stored snapshot to the definition's version. */
export function migrateSnapshot(def: Versioned, stored: string, snapshot: PersistedSnapshot): PersistedSnapshot {
  return migrationPath(def, stored).reduce((s, m) => m.migrate(s), snapshot);
}

/** Start-up: every (kind, version) the snapshot table holds must be restorable by this build. */
export function assertRestorable(definitions: ReadonlyMap<string, Versioned>, stored: readonly { kind: string; machineVersion: string }[]): void {
  for (const { kind, machineVersion } of stored) {
    const def = definitions.get(kind);
    if (!def) throw new MachineVersionError(`the snapshot table holds ${kind} actors (${machineVersion}), a kind this build does not know: refusing to start`);
    migrationPath(def, machineVersion);
  }
}
