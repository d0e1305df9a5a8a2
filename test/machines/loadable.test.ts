/**
 * The committed machine files (docs/machines/<kind>.json) load: `createMachine(json)` accepts each,
 * an actor of it starts and steps, and it moves exactly as the machine in code does. Guards are given
 * to both through `.provide()` (each event names the guards that pass), actions are no-ops, so the
 * comparison is of structure: states, targets, guard order, eventless transitions. A code run that
 * fails on a computed action parameter (the test gives no context) ends that sequence's comparison.
 */
import test from 'ava';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createActor, createMachine, type AnyStateMachine, type MachineConfig } from 'xstate';
import { DIAGRAM_DIR } from '../../bin/machines.ts';
import { machineDefinitions } from '../../engine/machines.ts';

interface StepEvent {
  readonly type: string;
  /** Names of the guards that pass for this event. */
  readonly pass: readonly string[];
  readonly atMs: number;
}

type NodeJson = {
  on?: Record<string, { guard?: string | { type: string } }[]>;
  always?: { guard?: string | { type: string } }[];
  states?: Record<string, NodeJson>;
};

const loadJson = (kind: string): NodeJson & { id: string } => JSON.parse(readFileSync(join(DIAGRAM_DIR, `${kind}.json`), 'utf8')) as NodeJson & { id: string };

/** Every event type and guard name a definition mentions. */
function vocabulary(node: NodeJson, events = new Set<string>(), guards = new Set<string>()): { events: Set<string>; guards: Set<string> } {
  const note = (t: { guard?: string | { type: string } }): void => {
    if (t.guard) guards.add(typeof t.guard === 'string' ? t.guard : t.guard.type);
  };
  for (const [type, transitions] of Object.entries(node.on ?? {})) {
    events.add(type);
    transitions.forEach(note);
  }
  (node.always ?? []).forEach(note);
  for (const child of Object.values(node.states ?? {})) vocabulary(child, events, guards);
  return { events, guards };
}

/** Guards decided by the event (or, for eventless transitions, by the event that led there); no action runs. */
function stubbed(machine: AnyStateMachine, guards: Iterable<string>, actionNames: Iterable<string>): AnyStateMachine {
  const decided =
    (name: string) =>
    ({ event }: { event: unknown }) =>
      ((event as Partial<StepEvent>).pass ?? []).includes(name);
  return machine.provide({
    guards: Object.fromEntries([...guards].map((name) => [name, decided(name)])),
    actions: Object.fromEntries([...actionNames].map((name) => [name, () => {}])),
  });
}

/** The named actions of the machine in code (its implementations), so the code's run does no effect either. */
const actionNamesOf = (machine: AnyStateMachine): string[] => Object.keys(machine.implementations.actions);

/** The machine in code with an empty context (its context is computed from an input the test does not give). */
const codeMachine = (machine: AnyStateMachine): AnyStateMachine =>
  createMachine({ ...(machine.config as MachineConfig<never, never>), context: {} } as never, machine.implementations as never);

for (const [kind, def] of machineDefinitions) {
  test(`docs/machines/${kind}.json loads with createMachine and starts`, (t) => {
    const json = loadJson(kind);
    const loaded = createMachine(json as never);
    const actor = createActor(stubbed(loaded, vocabulary(json).guards, [])).start();
    t.is(actor.getSnapshot().status === 'error', false, String(actor.getSnapshot().error));
    t.deepEqual(
      actor.getSnapshot().value,
      createActor(stubbed(codeMachine(def.machine), vocabulary(json).guards, actionNamesOf(def.machine)))
        .start()
        .getSnapshot().value,
    );
    actor.stop();
  });

  test(`docs/machines/${kind}.json steps as the machine in code does, event by event`, (t) => {
    const json = loadJson(kind);
    const { events, guards } = vocabulary(json);
    const eventArb = fc.record({
      type: fc.constantFrom(...events),
      pass: fc.subarray([...guards]),
      atMs: fc.nat(),
    });
    let steps = 0;
    fc.assert(
      fc.property(fc.array(eventArb, { minLength: 1, maxLength: 12 }), (sequence: StepEvent[]) => {
        const fromFile = createActor(stubbed(createMachine(json as never), guards, [])).start();
        const fromCode = createActor(stubbed(codeMachine(def.machine), guards, actionNamesOf(def.machine)));
        // Its failure is read from the snapshot below; unobserved, XState would rethrow it later.
        fromCode.subscribe({ error: () => {} });
        fromCode.start();
        for (const event of sequence) {
          fromFile.send(event);
          fromCode.send(event);
          const a = fromFile.getSnapshot();
          const b = fromCode.getSnapshot();
          // A computed action parameter of the code (read from a context the test leaves empty) may throw: the rest is not compared.
          if (b.status === 'error') break;
          steps += 1;
          if (JSON.stringify([a.value, a.status]) !== JSON.stringify([b.value, b.status])) {
            throw new Error(`after ${JSON.stringify(event)}: file ${JSON.stringify(a.value)} (${a.status}), code ${JSON.stringify(b.value)} (${b.status})`);
          }
        }
        fromFile.stop();
        fromCode.stop();
      }),
      { numRuns: 150, seed: 15 },
    );
    t.true(steps >= 150, `only ${steps} steps compared`);
  });
}

test('the order file walks placing -> working -> pending -> filled -> settled with its guards passing', (t) => {
  const json = loadJson('order');
  const actor = createActor(stubbed(createMachine(json as never), vocabulary(json).guards, [])).start();
  const step = (type: string, ...pass: string[]): unknown => {
    actor.send({ type, pass, atMs: 0 });
    return actor.getSnapshot().value;
  };
  t.is(actor.getSnapshot().value, 'working', 'a non-market order rests');
  t.is(step('market.trigger', 'crossesTrigger'), 'pending');
  t.is(step('venue.fill', 'isPartialFill'), 'partiallyFilled');
  t.deepEqual(step('venue.fill', 'completesOrder'), { filled: 'settlementPending' });
  t.deepEqual(step('timer.settle', 'isSettlementDue'), { filled: 'settled' });
  actor.stop();
});
