/**
 * The resting-birth fast path (engine/actor-birth.ts) against xstate's own `getInitialSnapshot`: for every
 * registered machine it takes, the same persisted snapshot, value, status and no action, for generated
 * inputs; a birth that runs something (entry, always, after, invoke, a final initial state) is left to xstate.
 */
import test from 'ava';
import fc from 'fast-check';
import { assign, setup, type AnyActorScope, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { bornResting, restingTemplate } from '../../engine/actor-birth.ts';
import { inertScope } from '../../engine/actors.ts';
import { machineDefinitions } from '../../engine/machines.ts';

/** An inert scope as the actor runtime's stepper builds it, collecting the actions a birth returns. */
function scopeOf(machine: AnyStateMachine): { scope: AnyActorScope; actions: unknown[] } {
  const actions: unknown[] = [];
  return { scope: inertScope(machine, (action) => actions.push(action)), actions };
}

function persistedJson(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string {
  return JSON.stringify(machine.getPersistedSnapshot(snapshot));
}

const topupInput = fc.record({
  topupId: fc.string(),
  amountMinor: fc.integer({ min: 1, max: 1_000_000_000 }),
  currency: fc.constant('USD'),
  fundingSource: fc.constantFrom('sandboxFunding', 'bankClearing'),
  reference: fc.option(fc.string(), { nil: null }),
});

test('every machine born resting gets the snapshot xstate interprets, with no action', (t) => {
  const resting: string[] = [];
  for (const [kind, def] of machineDefinitions) {
    const template = restingTemplate(def.machine);
    if (!template) continue;
    resting.push(kind);
    fc.assert(
      fc.property(kind === 'topup' ? topupInput : fc.object(), (input) => {
        const { scope, actions } = scopeOf(def.machine);
        const interpreted = def.machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot;
        const born = bornResting(template, scope, input);
        if (interpreted.status === 'error') return born === null;
        if (!born) return false;
        return (
          actions.length === 0 &&
          born.status === interpreted.status &&
          JSON.stringify(born.value) === JSON.stringify(interpreted.value) &&
          persistedJson(def.machine, born) === persistedJson(def.machine, interpreted) &&
          def.publicStatus(born) === def.publicStatus(interpreted)
        );
      }),
      { numRuns: 50 },
    );
  }
  t.true(resting.includes('topup'), `born resting: ${resting.join(', ')}`);
});

test('a top-up born by the template moves on exactly as one xstate interpreted', (t) => {
  const def = machineDefinitions.get('topup')!;
  const template = restingTemplate(def.machine)!;
  fc.assert(
    fc.property(topupInput, fc.integer({ min: 0, max: 2 ** 40 }), (input, atMs) => {
      const a = scopeOf(def.machine);
      const b = scopeOf(def.machine);
      const event = { type: 'api.autoApprove', atMs };
      const viaXstate = def.machine.transition(def.machine.getInitialSnapshot(a.scope, input), event, a.scope) as AnyMachineSnapshot;
      const viaTemplate = def.machine.transition(bornResting(template, b.scope, input)!, event, b.scope) as AnyMachineSnapshot;
      return (
        persistedJson(def.machine, viaXstate) === persistedJson(def.machine, viaTemplate) &&
        JSON.stringify(a.actions.map((x) => (x as { type: string }).type)) === JSON.stringify(b.actions.map((x) => (x as { type: string }).type))
      );
    }),
    { numRuns: 100 },
  );
  t.pass();
});

test('a birth that runs something is left to xstate', (t) => {
  const base = setup({ types: { context: {} as { n: number }, input: {} as { n: number } }, actions: { note: () => {} } });
  const quiet = base.createMachine({ context: ({ input }) => ({ n: input.n }), initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } });
  const withEntry = base.createMachine({ context: ({ input }) => ({ n: input.n }), initial: 'a', states: { a: { entry: 'note' } } });
  const withAlways = base.createMachine({ context: ({ input }) => ({ n: input.n }), initial: 'a', states: { a: { always: 'b' }, b: {} } });
  const withAfter = base.createMachine({ context: ({ input }) => ({ n: input.n }), initial: 'a', states: { a: { after: { 1000: 'b' } }, b: {} } });
  const bornFinal = base.createMachine({ context: ({ input }) => ({ n: input.n }), initial: 'a', states: { a: { type: 'final' } } });
  const nestedEntry = base.createMachine({
    context: ({ input }) => ({ n: input.n }),
    initial: 'a',
    states: { a: { initial: 'x', states: { x: { entry: assign({ n: 2 }) } } } },
  });
  const fixedContext = base.createMachine({ context: { n: 1 }, initial: 'a', states: { a: {} } });
  t.truthy(restingTemplate(quiet));
  for (const machine of [withEntry, withAlways, withAfter, bornFinal, nestedEntry, fixedContext]) t.is(restingTemplate(machine), null);
});

test('a context factory that spawns or throws is left to xstate', (t) => {
  const spawning = setup({ types: { context: {} as { child: unknown } } }).createMachine({
    context: ({ spawn }) => ({ child: spawn(setup({}).createMachine({})) }),
    initial: 'a',
    states: { a: {} },
  });
  const throwing = setup({ types: { context: {} as { n: number }, input: {} as { n: number } } }).createMachine({
    context: ({ input }) => {
      if (input.n < 0) throw new Error('negative');
      return { n: input.n };
    },
    initial: 'a',
    states: { a: {} },
  });
  const { scope } = scopeOf(spawning);
  t.is(bornResting(restingTemplate(spawning)!, scope, {}), null);
  const other = scopeOf(throwing);
  t.is(bornResting(restingTemplate(throwing)!, other.scope, { n: -1 }), null);
  t.is(bornResting(restingTemplate(throwing)!, other.scope, { n: 3 })!.context.n, 3);
});
