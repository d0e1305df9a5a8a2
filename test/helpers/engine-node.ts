/**
 * A bare engine on a fresh SQLite file, for tests of the write path that need no HTTP: the real
 * stores, actor runtime and embedded committer on a virtual clock, given the test's own handlers, plus a
 * second read-only connection that sees only what has been committed. Removed when the test ends.
 */
import Database from 'better-sqlite3';
import type { ExecutionContext } from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { ActorCache, ActorRuntime } from '../../engine/actors.ts';
import { VirtualClock } from '../../engine/clock.ts';
import { Engine, type CommandHandler } from '../../engine/engine.ts';
import { machineDefinitions } from '../../engine/machines.ts';
import { databasePath, openDatabase } from '../../storage/db.ts';
import { createStores, type Stores } from '../../storage/stores.ts';

export interface EngineNode {
  readonly dir: string;
  readonly stores: Stores;
  readonly engine: Engine;
  /** A second connection: it sees only what has been committed. */
  readonly reader: Database.Database;
}

export function engineNode(t: ExecutionContext, name: string, handlers: ReadonlyMap<string, CommandHandler>, startMs: number): EngineNode {
  const dir = mkdtempSync(join(tmpdir(), `pbs-${name}-`));
  const stores = createStores(openDatabase(dir));
  const engine = new Engine(
    stores,
    new VirtualClock(startMs),
    handlers,
    new ActorRuntime(machineDefinitions, stores.snapshots, new ActorCache(100)),
    pino({ level: 'silent' }),
  );
  const reader = new Database(databasePath(dir), { readonly: true });
  t.teardown(() => {
    reader.close();
    stores.db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { dir, stores, engine, reader };
}
