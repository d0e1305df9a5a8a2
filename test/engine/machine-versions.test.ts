/**
 * Machine versions on restore: a snapshot written by an older version of a machine is brought to the
 * running version by the migrations its definition registers (and written back at that version when
 * the actor next moves); a snapshot no migration leads from (a newer build, a missing migration, a
 * kind this build does not know) stops the service at start-up with an error that names it.
 */
import test from 'ava';
import Database from 'better-sqlite3';
import { pino } from 'pino';
import { assign, setup } from 'xstate';
import { ActorCache, ActorRuntime, type MachineDefinition } from '../../engine/actors.ts';
import { loadConfig } from '../../engine/config.ts';
import { MachineVersionError } from '../../engine/machine-versions.ts';
import { Service } from '../../engine/service.ts';
import { databasePath, openDatabase } from '../../storage/db.ts';
import { createStores } from '../../storage/stores.ts';
import { SANDBOX, startTestServer, uniqueKey } from '../helpers/server.ts';
import { tempDir } from '../recovery/support.ts';

/** Version 2 of a counter: version 1 kept the count in `n`, version 2 in `count`. */
const counterMachine = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'add'; atMs: number } },
}).createMachine({
  id: 'counter',
  context: { count: 0 },
  initial: 'counting',
  states: { counting: { on: { add: { actions: assign({ count: ({ context }) => context.count + 1 }) } } } },
});

const counter: MachineDefinition = {
  kind: 'counter',
  version: 'counter@2',
  machine: counterMachine,
  publicStatus: () => 'COUNTING',
  migrations: [
    {
      from: 'counter@1',
      to: 'counter@2',
      migrate: ({ context, ...rest }) => {
        const { n, ...others } = context as { n: number };
        return { ...rest, context: { ...others, count: n } };
      },
    },
  ],
};

const storedCounter = (version: string, context: Record<string, unknown>) => ({
  kind: 'counter',
  id: 'c1',
  env: 'sandbox' as const,
  partnerId: null,
  machineVersion: version,
  state: 'COUNTING',
  snapshot: { status: 'active', value: 'counting', context, children: {}, historyValue: {} },
  journalSeq: 1,
  updatedAtMs: 1,
});

test('an older snapshot is migrated on restore and written back at the running version when the actor moves', (t) => {
  const stores = createStores(openDatabase(tempDir(t, 'versions')));
  t.teardown(() => stores.db.close());
  stores.snapshots.put(storedCounter('counter@1', { n: 3 }), ['xstate.init'], true);
  const runtime = new ActorRuntime(new Map([['counter', counter]]), stores.snapshots, new ActorCache(10));
  t.is((runtime.read('counter', 'c1')!.snapshot.context as { count: number }).count, 3);
  const sink = { apply: () => {} };
  const add = { type: 'add', atMs: 2 };
  runtime.send('counter', 'c1', add, { seq: 2, atMs: 2 }, sink);
  runtime.writePending();
  const written = stores.snapshots.get('counter', 'c1')!;
  t.is(written.machineVersion, 'counter@2');
  t.deepEqual((written.snapshot as { context: unknown }).context, { count: 4 });
});

test('a snapshot with no migration to the running version, or of an unknown kind, is refused with an error naming it', (t) => {
  const stores = createStores(openDatabase(tempDir(t, 'versions')));
  t.teardown(() => stores.db.close());
  const definitions = new Map([['counter', counter]]);
  stores.snapshots.put(storedCounter('counter@3', { count: 1 }), ['xstate.init'], true);
  const newer = t.throws(() => new ActorRuntime(definitions, stores.snapshots, new ActorCache(10)), { instanceOf: MachineVersionError });
  t.regex(newer.message, /a counter snapshot was written by machine version counter@3; this build runs counter@2 and has no migration from counter@3/);
  t.throws(() => new ActorRuntime(new Map(), stores.snapshots, new ActorCache(10)), {
    instanceOf: MachineVersionError,
    message: /holds counter actors \(counter@3\), a kind this build does not know: refusing to start/,
  });
});

test('start-up refuses a data directory holding a snapshot from a newer machine version, and one no migration leads from', async (t) => {
  const dir = tempDir(t, 'versions-service');
  const s = await startTestServer({ DATA_DIR: dir });
  try {
    const { apiKey } = await s.sandboxPartner();
    const topup = await s.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: uniqueKey(), body: { amount: 5 } });
    t.is(topup.status, 201);
  } finally {
    await s.close();
  }
  const boot = () => new Service(loadConfig({ DATA_DIR: dir, CLOCK: '2026-09-01T09:00:00Z' }), pino({ level: 'silent' }));
  const setVersion = (version: string) => {
    const db = new Database(databasePath(dir));
    db.prepare("UPDATE snapshots SET machine_version = ? WHERE kind = 'topup'").run(version);
    // The versions index is written beside each snapshot by the store; a build that wrote these rows would have noted its version.
    db.prepare("DELETE FROM snapshot_versions WHERE kind = 'topup'").run();
    db.prepare("INSERT INTO snapshot_versions (kind, machine_version) VALUES ('topup', ?)").run(version);
    db.close();
  };
  setVersion('topup@2');
  t.throws(boot, { instanceOf: MachineVersionError, message: /a topup snapshot was written by machine version topup@2; this build runs topup@1/ });
  setVersion('topup@0');
  t.throws(boot, { instanceOf: MachineVersionError, message: /machine version topup@0; this build runs topup@1 and has no migration from topup@0/ });
  setVersion('topup@1');
  const service = boot();
  t.teardown(() => service.close());
  t.truthy(service.recover());
});
