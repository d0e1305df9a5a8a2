/**
 * Every machine's declared refusals agree with the machine itself: for each declared (event, state,
 * code), the machine in that state really refuses the event, either because no transition of the
 * state takes it at all (then `snapshot.can` is false whatever the payload) or because every transition
 * that takes it is guarded. And a declaration is complete: every state at rest that takes an event in
 * no transition is named by one of the event's entries, so a caller never meets the generic 409 where
 * the machine means something else.
 */
import test from 'ava';
import type { AnyStateMachine, StateValue } from 'xstate';
import { errorCatalogue } from '../../engine/errors.ts';
import { machineDefinitions } from '../../engine/machines.ts';
import { hasTransitionFor, stateNodesOf } from '../../engine/refusals.ts';

/** Every leaf state value of a machine, nested ones as `{ parent: child }`. */
function leafValues(machine: AnyStateMachine): StateValue[] {
  const walk = (node: AnyStateMachine['root']): StateValue[] =>
    Object.entries(node.states).flatMap(([key, child]): StateValue[] =>
      Object.keys(child.states).length === 0 ? [key] : walk(child).map((inner) => ({ [key]: inner })),
    );
  return walk(machine.root);
}

/** A transient state (an eventless `always` transition) is never at rest: no event ever meets it. */
function isAtRest(machine: AnyStateMachine, value: StateValue): boolean {
  return stateNodesOf(machine, value).every((node) => node.always === undefined || node.always.length === 0);
}

/** The machine's snapshot in state `value` (its context is never read: no transition of the state is taken). */
function snapshotIn(machine: AnyStateMachine, value: StateValue) {
  return machine.resolveState({ value, context: {} });
}

const declaring = [...machineDefinitions.values()].filter((def) => def.refusals !== undefined);

test('the machines that take events from callers declare their refusals', (t) => {
  t.deepEqual(declaring.map((def) => def.kind).sort(), [
    'application',
    'approval',
    'corporateAction',
    'election',
    'member',
    'order',
    'partner',
    'priceAlert',
    'quote',
    'subAccount',
    'supportCase',
    'topup',
    'upgradeRequest',
  ]);
});

for (const def of declaring) {
  const { kind, machine } = def;
  const refusals = def.refusals ?? {};
  const leaves = leafValues(machine);

  test(`${kind}: every declared refusal is a catalogue code for an event the machine knows, in states it has`, (t) => {
    const events = machine.root.events.map(String);
    for (const [type, entries] of Object.entries(refusals)) {
      t.true(events.includes(type), `${kind} knows no event ${type}`);
      for (const entry of entries ?? []) {
        t.true(Object.hasOwn(errorCatalogue, entry.code), `${entry.code} is a catalogue code`);
        t.true(entry.states.length > 0, `${type} → ${entry.code} names its states`);
        for (const state of entry.states) t.notThrows(() => machine.getStateNodeById(`${machine.id}.${state}`), `${kind} has a state ${state}`);
      }
    }
  });

  test(`${kind}: in each declared state the machine refuses the event (no transition takes it, or only guarded ones)`, (t) => {
    for (const [type, entries] of Object.entries(refusals)) {
      for (const entry of entries ?? []) {
        for (const state of entry.states) {
          const covered = leaves.filter((value) => snapshotIn(machine, value).matches(state));
          t.true(covered.length > 0, `${state} is a state of ${kind}`);
          for (const value of covered) {
            const where = `${kind} ${JSON.stringify(value)} ${type} → ${entry.code}`;
            if (!hasTransitionFor(machine, { value }, type)) {
              t.false(snapshotIn(machine, value).can({ type, atMs: 0 }), where);
              continue;
            }
            const transitions = stateNodesOf(machine, value).flatMap((node) => node.transitions.get(type) ?? []);
            t.true(
              transitions.every((transition) => transition.guard !== undefined),
              `${where}: the state takes the event unguarded, so it never refuses it`,
            );
          }
        }
      }
    }
  });

  test(`${kind}: each declared event names every state at rest that takes it in no transition`, (t) => {
    for (const [type, entries] of Object.entries(refusals)) {
      const named = (value: StateValue) => (entries ?? []).some((entry) => entry.states.some((state) => snapshotIn(machine, value).matches(state)));
      for (const value of leaves) {
        if (!isAtRest(machine, value) || hasTransitionFor(machine, { value }, type)) continue;
        t.true(named(value), `${kind} ${JSON.stringify(value)} refuses ${type} but no entry names it`);
      }
    }
  });
}
