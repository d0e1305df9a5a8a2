/**
 * Durable timers. No production machine arms a timer yet, so these tests register a tiny reminder
 * machine next to the real registry and build the engine directly, with the real stores, scheduler,
 * recovery and `timer.fire` command.
 */
import test, { type ExecutionContext } from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { assign, emit, setup } from 'xstate';
import { ActorCache, ActorRuntime, type MachineDefinition } from '../../engine/actors.ts';
import { SystemClock, VirtualClock, type Clock } from '../../engine/clock.ts';
import { commandHandlers } from '../../engine/commands/index.ts';
import { VIRTUAL_CLOCK_SETTING } from '../../engine/commands/operations.ts';
import { Engine, type CommandHandler } from '../../engine/engine.ts';
import { machineDefinitions } from '../../engine/machines.ts';
import { recover } from '../../engine/recovery.ts';
import { TimerScheduler } from '../../engine/scheduler.ts';
import type { Step, TimerSetParams } from '../../engine/step.ts';
import { openDatabase } from '../../storage/db.ts';
import { createStores, type Stores } from '../../storage/stores.ts';

const START_MS = Date.parse('2026-09-01T09:00:00Z');
const log = pino({ level: 'silent' });

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
  ['reminder', { kind: 'reminder', version: 'reminder@1', machine: reminderMachine, publicState: (s) => String(s.value) }],
]);

const handlers = new Map<string, CommandHandler>([
  ...commandHandlers,
  ['test.remind', ((step: Step, p: { label: string; dueAtMs: number }) => {
    const id = `rem_${p.label}`;
    step.spawn('reminder', id, { env: 'sandbox', partnerId: null }, p);
    return { id };
  }) as CommandHandler],
  ['test.cancel', ((step: Step, p: { label: string }) => step.send('reminder', `rem_${p.label}`, { type: 'cancel' })) as CommandHandler],
]);

interface Node {
  readonly stores: Stores;
  readonly engine: Engine;
  readonly scheduler: TimerScheduler;
  readonly clock: Clock;
  close(): void;
}

/** One service life on `dir`; a virtual clock resumes where the journal left it, as the Service does. */
function boot(dir: string, clockKind: 'virtual' | 'system'): Node {
  const stores = createStores(openDatabase(dir));
  const clock = clockKind === 'system' ? new SystemClock() : new VirtualClock(Math.max(START_MS, stores.settings.get<number>(VIRTUAL_CLOCK_SETTING) ?? START_MS));
  const engine = new Engine(stores, clock, handlers, new ActorRuntime(definitions, stores.snapshots, new ActorCache(100)), log);
  const scheduler = new TimerScheduler(engine, stores.timers, clock, log);
  recover(stores, scheduler, log);
  return { stores, engine, scheduler, clock, close: () => { scheduler.stop(); stores.db.close(); } };
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
  t.deepEqual(fired(second), [{ label: 'first', atMs: START_MS + 2 * MIN }, { label: 'second', atMs: START_MS + 3 * MIN }]);
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
  const rang = new Promise<void>((resolve) => second.engine.onCommitted(() => {
    if (second.engine.actors.read('reminder', 'rem_overdue')!.record.state === 'rang') resolve();
  }));
  await rang;
  t.is(second.stores.timers.count(), 0);
  t.is(fired(second).length, 1);
});
