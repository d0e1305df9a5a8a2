/**
 * Durable timers. These tests register a tiny reminder machine and a fragile platform timer (it fails
 * until a journaled command mends it) next to the real registry and build the engine directly, with the
 * real stores, scheduler, recovery, `timer.fire` and `timer.quarantine` commands.
 */
import test, { type ExecutionContext } from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino, type Logger } from 'pino';
import { assign, emit, setup } from 'xstate';
import { ActorCache, ActorRuntime, type MachineDefinition } from '../../engine/actors.ts';
import { SystemClock, VirtualClock, type Clock } from '../../engine/clock.ts';
import { handlersOf } from '../../engine/handlers.ts';
import { VIRTUAL_CLOCK_SETTING } from '../../engine/operations/operations.ts';
import { defineFeature, NO_LEDGER } from '../../engine/feature.ts';
import { features, operations, testClocks } from '../../engine/features/index.ts';
import { operationsFeature } from '../../engine/features/operations.ts';
import { QUARANTINE_BACKOFF } from '../../engine/operations/timers.ts';
import { ServiceError } from '../../engine/errors.ts';
import { Engine, type CommandHandler } from '../../engine/engine.ts';
import { machineDefinitions } from '../../engine/machines.ts';
import { recover } from '../../engine/recovery.ts';
import { TimerScheduler } from '../../engine/scheduler.ts';
import type { Step, TimerSetParams } from '../../engine/step.ts';
import { databasePath, openDatabase } from '../../storage/db.ts';
import { openReadOnly, tableDifferences } from '../../storage/inspect.ts';
import type { JournalEntry } from '../../storage/journal.ts';
import { createStores, type Stores } from '../../storage/stores.ts';

const START_MS = Date.parse('2026-09-01T09:00:00Z');
const silent: Logger = pino({ level: 'silent' });

/**
 * A platform timer that fails (its command throws) until `test.fragile.mend` is journaled; firing
 * records the instant in a setting. Deterministic from the journal, so a replay fails and mends alike.
 */
const FRAGILE = 'test.fragile';
const MENDED_SETTING = 'test.fragile.mended';
const fragileTimers = defineFeature({
  name: 'test.fragile',
  summary: 'a platform timer that fails until mended',
  machines: [],
  commands: {},
  bootstrap: [],
  tables: {},
  migrations: [],
  ledger: NO_LEDGER,
  events: [],
  systemTimers: [
    {
      kind: FRAGILE,
      fire: (step, timer) => {
        if (!step.stores.settings.get<boolean>(MENDED_SETTING)) throw new Error(`fragile timer ${timer.actorId} is broken`);
        step.stores.settings.put(`test.fragile.fired.${timer.actorId}`, step.atMs);
      },
    },
  ],
});
/** The real commands, with `timer.fire` built to reach the fragile timer too. */
const commandHandlers = handlersOf([...features.filter((f) => f.name !== 'operations'), operationsFeature([...features, fragileTimers])]);

/** Rings once at its deadline unless cancelled first. */
const reminderMachine = setup({
  types: {
    context: {} as { label: string; dueAtMs: number; rangAtMs: number | null },
    input: {} as { label: string; dueAtMs: number },
    events: {} as { type: 'ring'; atMs: number } | { type: 'cancel'; atMs: number },
  },
  actions: {
    setTimer: (_, _params: TimerSetParams) => {},
    clearTimer: (_, _params: { name: string }) => {},
  },
}).createMachine({
  context: ({ input }) => ({ ...input, rangAtMs: null }),
  initial: 'armed',
  states: {
    armed: {
      entry: { type: 'setTimer', params: ({ context }) => ({ name: 'ring', dueAtMs: context.dueAtMs, event: 'ring' }) },
      on: {
        ring: { target: 'rang', actions: assign({ rangAtMs: ({ event }) => event.atMs }) },
        cancel: { target: 'cancelled', actions: { type: 'clearTimer', params: { name: 'ring' } } },
      },
    },
    rang: { type: 'final', entry: emit(({ context }) => ({ type: 'reminder.rang', label: context.label })) },
    cancelled: { type: 'final' },
  },
});

const definitions = new Map<string, MachineDefinition>([
  ...machineDefinitions,
  ['reminder', { kind: 'reminder', version: 'reminder@1', machine: reminderMachine, publicStatus: (s) => String(s.value) }],
]);

const handlers = new Map<string, CommandHandler>([
  ...commandHandlers,
  [
    'test.remind',
    (step: Step, p: { label: string; dueAtMs: number }) => {
      const id = `rem_${p.label}`;
      step.spawn('reminder', id, { env: 'sandbox', partnerId: null }, p);
      return { id };
    },
  ],
  ['test.cancel', (step: Step, p: { label: string }) => step.sendDynamic('reminder', `rem_${p.label}`, { type: 'cancel' })],
  [
    'test.fragile.arm',
    (step: Step, p: { name: string; dueAtMs: number }) => {
      step.stores.timers.put({ id: `${FRAGILE}:${p.name}`, dueAtMs: p.dueAtMs, actorKind: FRAGILE, actorId: p.name, event: 'fire' });
      step.timersChanged = true;
      return null;
    },
  ],
  [
    'test.fragile.mend',
    (step: Step) => {
      step.stores.settings.put(MENDED_SETTING, true);
      return null;
    },
  ],
]);

interface Node {
  readonly stores: Stores;
  readonly engine: Engine;
  readonly scheduler: TimerScheduler;
  readonly clock: Clock;
  close(): void;
}

/** One service life on `dir`; a virtual clock resumes where the journal left it, as the Service does. */
function boot(dir: string, clockKind: 'virtual' | 'system', log = silent): Node {
  const stores = createStores(openDatabase(dir));
  const clock =
    clockKind === 'system' ? new SystemClock() : new VirtualClock(Math.max(START_MS, stores.settings.get<number>(VIRTUAL_CLOCK_SETTING) ?? START_MS));
  const engine = new Engine(stores, clock, handlers, new ActorRuntime(definitions, stores.snapshots, new ActorCache(100)), log);
  const scheduler = new TimerScheduler(engine, stores.timers, clock, log, { operations: operations.commands, testClocks: testClocks.commands });
  recover(stores, scheduler, log);
  return {
    stores,
    engine,
    scheduler,
    clock,
    close: () => {
      scheduler.stop();
      stores.db.close();
    },
  };
}

function dataDir(t: ExecutionContext): string {
  const dir = mkdtempSync(join(tmpdir(), 'pbs-scheduler-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const remind = (node: Node, label: string, dueAtMs: number) =>
  node.engine.execute({ type: 'test.remind', env: 'sandbox', partnerId: null, requestId: null, payload: { label, dueAtMs } });

/** The timer.fire entries of the journal, in order: which reminder, at which instant. */
function fired(node: Node): { label: string; atMs: number }[] {
  return [...node.stores.journal.iterate()]
    .filter((e) => e.type === 'timer.fire')
    .map((e) => ({ label: /^reminder:rem_(.+):ring$/.exec((e.payload as { timerId: string }).timerId)![1]!, atMs: e.atMs }));
}

function rangAt(node: Node, label: string): number | null {
  return (node.engine.actors.read('reminder', `rem_${label}`)!.snapshot.context as { rangAtMs: number | null }).rangAtMs;
}

const MIN = 60_000;

test('due timers fire in due order, each at its own instant, when the virtual clock advances', async (t) => {
  const node = boot(dataDir(t), 'virtual');
  t.teardown(() => node.close());
  await Promise.all([
    remind(node, 'c', START_MS + 5 * MIN),
    remind(node, 'a', START_MS + 1 * MIN),
    remind(node, 'late', START_MS + 60 * MIN),
    remind(node, 'b', START_MS + 2 * MIN),
    remind(node, 'cancelled', START_MS + 90_000),
  ]);
  await node.engine.execute({ type: 'test.cancel', env: 'sandbox', partnerId: null, requestId: null, payload: { label: 'cancelled' } });
  t.is(node.stores.timers.count(), 4, 'the cancelled reminder cleared its timer');
  t.deepEqual(fired(node), [], 'nothing fires while the clock stands still');

  const result = await node.scheduler.advanceTo(START_MS + 10 * MIN);
  t.deepEqual(result, { nowMs: START_MS + 10 * MIN, timersFired: 3 });
  t.deepEqual(fired(node), [
    { label: 'a', atMs: START_MS + 1 * MIN },
    { label: 'b', atMs: START_MS + 2 * MIN },
    { label: 'c', atMs: START_MS + 5 * MIN },
  ]);
  t.is(rangAt(node, 'b'), START_MS + 2 * MIN, 'the machine saw the deadline as the time, not the advance target');
  t.is(rangAt(node, 'late'), null);
  t.is(node.engine.actors.read('reminder', 'rem_cancelled')!.record.state, 'cancelled');
  t.is(node.clock.nowMs(), START_MS + 10 * MIN);
  t.is(node.stores.timers.count(), 1, 'only the late reminder still waits');
});

test('pending timers survive a restart and fire in order when the resumed virtual clock advances', async (t) => {
  const dir = dataDir(t);
  const first = boot(dir, 'virtual');
  await remind(first, 'second', START_MS + 3 * MIN);
  await remind(first, 'first', START_MS + 2 * MIN);
  await first.scheduler.advanceTo(START_MS + 1 * MIN);
  first.close();

  const second = boot(dir, 'virtual');
  t.teardown(() => second.close());
  t.is(second.clock.nowMs(), START_MS + 1 * MIN, 'the clock resumed where it stood');
  t.is(second.stores.timers.count(), 2);
  const result = await second.scheduler.advanceTo(START_MS + 4 * MIN);
  t.is(result.timersFired, 2);
  t.deepEqual(fired(second), [
    { label: 'first', atMs: START_MS + 2 * MIN },
    { label: 'second', atMs: START_MS + 3 * MIN },
  ]);
});

test('on the system clock, recovery re-arms a timer that fell due while the service was down', async (t) => {
  t.timeout(5_000);
  const dir = dataDir(t);
  const first = boot(dir, 'system');
  // Already due: the running scheduler would fire it on its next turn, but the service stops first.
  await remind(first, 'overdue', Date.now() - 1_000);
  first.close();

  const second = boot(dir, 'system');
  t.teardown(() => second.close());
  t.is(second.stores.timers.count(), 1, 'the deadline outlived the process');
  t.deepEqual(fired(second), []);
  const rang = new Promise<void>((resolve) =>
    second.engine.onCommitted(() => {
      if (second.engine.actors.read('reminder', 'rem_overdue')!.record.state === 'rang') resolve();
    }),
  );
  await rang;
  t.is(second.stores.timers.count(), 0);
  t.is(fired(second).length, 1);
});

const arm = (node: Node, name: string, dueAtMs: number) =>
  node.engine.execute({ type: 'test.fragile.arm', env: null, partnerId: null, requestId: null, payload: { name, dueAtMs } });
const mend = (node: Node) => node.engine.execute({ type: 'test.fragile.mend', env: null, partnerId: null, requestId: null, payload: {} });
const journalOf = (node: Node, type: string): JournalEntry[] => [...node.stores.journal.iterate()].filter((e) => e.type === type);

/** A pino logger whose lines the test reads back. */
function capturingLog(): { log: Logger; lines: Record<string, any>[] } {
  const lines: Record<string, any>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, any>) });
  return { log, lines };
}

test('a timer whose command throws is quarantined (journaled with its error, logged at error) and every later timer still fires', async (t) => {
  const { log, lines } = capturingLog();
  const node = boot(dataDir(t), 'virtual', log);
  t.teardown(() => node.close());
  await remind(node, 'a', START_MS + 1 * MIN);
  await arm(node, 'broken', START_MS + 2 * MIN);
  await remind(node, 'b', START_MS + 3 * MIN);
  await remind(node, 'c', START_MS + 5 * MIN);

  const result = await node.scheduler.advanceTo(START_MS + 10 * MIN);
  t.deepEqual(result, { nowMs: START_MS + 10 * MIN, timersFired: 3 }, 'the clock reached its target; the broken timer did not stop it');
  t.deepEqual(
    fired(node)
      .filter((f) => f.label !== 'broken')
      .map((f) => f.label),
    ['a', 'b', 'c'],
  );
  t.is(rangAt(node, 'c'), START_MS + 5 * MIN);
  t.is(node.clock.nowMs(), START_MS + 10 * MIN);

  // Retried automatically with backoff on the service clock: 30 s, 1 min, 2 min, 4 min after each failure.
  const failures = journalOf(node, 'timer.quarantine');
  t.deepEqual(
    failures.map((e) => e.atMs - START_MS),
    [2 * MIN, 2.5 * MIN, 3.5 * MIN, 5.5 * MIN, 9.5 * MIN],
  );
  t.deepEqual(failures[0]!.payload, { timerId: `${FRAGILE}:broken`, error: { code: 'INTERNAL_ERROR', message: 'fragile timer broken is broken' } });
  t.is(journalOf(node, 'timer.fire').length, 3, 'a failed attempt leaves no timer.fire entry, only its quarantine');
  const quarantined = node.stores.timers.quarantined(`${FRAGILE}:broken`)!;
  t.like(quarantined, { failedAttempts: 5, firstFailedAtMs: START_MS + 2 * MIN, lastFailedAtMs: START_MS + 9.5 * MIN, dueAtMs: START_MS + 17.5 * MIN });
  t.deepEqual(
    node.stores.timers.quarantinedList('', 10).map((q) => q.id),
    [`${FRAGILE}:broken`],
  );
  const errors = lines.filter((l) => l.level === 50);
  t.is(errors.length, 5);
  t.like(errors[0], {
    timerId: `${FRAGILE}:broken`,
    failedAttempts: 1,
    retryAtMs: START_MS + 2.5 * MIN,
    msg: 'timer failed; quarantined until its next retry',
  });
  t.is(errors[0]!.err.message, 'fragile timer broken is broken');
  t.is(QUARANTINE_BACKOFF.firstMs, 30_000);

  // Much later: the wait is capped at an hour, and a zero advance still answers.
  t.deepEqual(await node.scheduler.advanceTo(node.clock.nowMs()), { nowMs: START_MS + 10 * MIN, timersFired: 0 });
  await node.scheduler.advanceTo(START_MS + 24 * 60 * MIN);
  const later = node.stores.timers.quarantined(`${FRAGILE}:broken`)!;
  t.true(later.dueAtMs - later.lastFailedAtMs === QUARANTINE_BACKOFF.maxMs, 'retries back off to at most an hour apart');
});

test('the operator retries a quarantined timer at once (QUARANTINED while it still fails, FIRED once mended) or drops it', async (t) => {
  const node = boot(dataDir(t), 'virtual');
  t.teardown(() => node.close());
  await arm(node, 'retried', START_MS + MIN);
  await arm(node, 'dropped', START_MS + MIN);
  await node.scheduler.advanceTo(START_MS + MIN);
  t.is(node.stores.timers.quarantinedList('', 10).length, 2);

  t.is(await node.scheduler.retryNow(`${FRAGILE}:retried`), 'QUARANTINED');
  t.is(node.stores.timers.quarantined(`${FRAGILE}:retried`)!.failedAttempts, 2);
  await mend(node);
  t.is(await node.scheduler.retryNow(`${FRAGILE}:retried`), 'FIRED');
  t.is(node.stores.settings.get<number>('test.fragile.fired.retried'), START_MS + MIN, 'it fired at the time of the retry');
  t.is(node.stores.timers.get(`${FRAGILE}:retried`), undefined);
  const notFound = await t.throwsAsync(node.scheduler.retryNow(`${FRAGILE}:retried`));
  t.true(notFound instanceof ServiceError && notFound.code === 'NOT_FOUND');

  const dropped = await node.engine.execute({
    type: 'operator.timer.drop',
    env: null,
    partnerId: null,
    requestId: null,
    payload: { timerId: `${FRAGILE}:dropped` },
  });
  t.like(dropped.result, { id: `${FRAGILE}:dropped`, failedAttempts: 1 });
  t.is(node.stores.timers.count(), 0);
  await node.scheduler.advanceTo(START_MS + 60 * MIN);
  t.is(node.stores.settings.get<number>('test.fragile.fired.dropped'), undefined, 'a dropped timer never fires');
  const again = await t.throwsAsync(
    node.engine.execute({ type: 'operator.timer.drop', env: null, partnerId: null, requestId: null, payload: { timerId: `${FRAGILE}:dropped` } }),
  );
  t.true(again instanceof ServiceError && again.code === 'NOT_FOUND');
});

test('re-arming a quarantined timer starts it afresh', async (t) => {
  const node = boot(dataDir(t), 'virtual');
  t.teardown(() => node.close());
  await arm(node, 'x', START_MS + MIN);
  await node.scheduler.advanceTo(START_MS + MIN);
  t.is(node.stores.timers.quarantined(`${FRAGILE}:x`)!.failedAttempts, 1);
  await arm(node, 'x', START_MS + 5 * MIN);
  t.is(node.stores.timers.quarantined(`${FRAGILE}:x`), undefined);
  t.like(node.stores.timers.get(`${FRAGILE}:x`), { dueAtMs: START_MS + 5 * MIN });
});

test('a journal replay rebuilds the quarantine state row for row', async (t) => {
  const sourceDir = dataDir(t);
  const source = boot(sourceDir, 'virtual');
  await remind(source, 'a', START_MS + MIN);
  await arm(source, 'kept', START_MS + 2 * MIN);
  await arm(source, 'retried', START_MS + 2 * MIN);
  await arm(source, 'dropped', START_MS + 2 * MIN);
  await source.scheduler.advanceTo(START_MS + 5 * MIN);
  await source.engine.execute({ type: 'operator.timer.drop', env: null, partnerId: null, requestId: null, payload: { timerId: `${FRAGILE}:dropped` } });
  await mend(source);
  t.is(await source.scheduler.retryNow(`${FRAGILE}:retried`), 'FIRED');
  const entries = [...source.stores.journal.iterate()];
  source.close();

  const targetDir = dataDir(t);
  const target = boot(targetDir, 'virtual');
  for (const entry of entries) target.engine.replay(entry);
  target.close();
  const left = openReadOnly(sourceDir);
  t.teardown(() => left.close());
  t.deepEqual(tableDifferences(left, databasePath(targetDir), 'timers', ['id']), []);
  const rows = left.prepare('SELECT id, failed_attempts AS failedAttempts FROM timers ORDER BY id').all();
  t.deepEqual(rows, [{ id: `${FRAGILE}:kept`, failedAttempts: 3 }], 'not vacuous: a quarantined timer was rebuilt');
});

test('on the system clock, a failing overdue timer is quarantined and does not hold back the next one', async (t) => {
  t.timeout(5_000);
  const dir = dataDir(t);
  const first = boot(dir, 'system');
  await arm(first, 'overdue', Date.now() - 2_000);
  await remind(first, 'behind', Date.now() - 1_000);
  first.close();

  const second = boot(dir, 'system');
  t.teardown(() => second.close());
  await new Promise<void>((resolve) =>
    second.engine.onCommitted(() => {
      if (second.engine.actors.read('reminder', 'rem_behind')!.record.state === 'rang') resolve();
    }),
  );
  const q = second.stores.timers.quarantined(`${FRAGILE}:overdue`)!;
  t.is(q.failedAttempts, 1);
  t.true(q.dueAtMs >= q.lastFailedAtMs + QUARANTINE_BACKOFF.firstMs);
});

test('a service closed while a timer round awaits its preparation ends the round quietly: no error logged, nothing quarantined', async (t) => {
  t.timeout(5_000);
  const dir = dataDir(t);
  const { log, lines } = capturingLog();
  const node = boot(dir, 'system', log);
  let release!: () => void;
  const prepared = new Promise<void>((resolve) => (release = resolve));
  const preparing = new Promise<void>((started) =>
    node.scheduler.setPreparer(FRAGILE, () => {
      started();
      return prepared;
    }),
  );
  await arm(node, 'slow', Date.now() - 1_000);
  node.scheduler.rearm();
  await preparing;
  // The database closes while the round waits (as Service.close does: the scheduler stops first).
  node.close();
  release();
  // The round resumes after the close, in microtasks only: one turn of the event loop later it has ended.
  // It must neither run the timer's command, nor read the closed database's timers again, nor log.
  await new Promise(setImmediate);
  t.true(node.engine.idle, 'no timer command was queued after the close');
  t.deepEqual(
    lines.filter((line) => line.level >= 50).map((line) => line.msg),
    [],
  );
  const reopened = createStores(openDatabase(dir));
  t.teardown(() => reopened.db.close());
  t.is(reopened.timers.quarantined(`${FRAGILE}:slow`), undefined, 'nothing was quarantined');
  t.is(reopened.timers.count(), 1, 'the timer is still due, for the next start');
});
