/**
 * A fast birth for actors whose machine is born resting. xstate's
 * `getInitialSnapshot` interprets the whole initial macrostep on every spawn: a pre-initial snapshot,
 * the context assignment, the initial microstep entering each state, then a macrostep looking for
 * eventless transitions (about 10 to 20 µs for a top-up). When nothing of that can run anything (no
 * entry action, no invoked child, no `always` or `after` transition, no action on an initial
 * transition, and the initial state is not final), the result is always the same snapshot but for its
 * context, which is the machine's context factory applied to the input. So the snapshot is computed
 * once per machine (`restingTemplate`) and each birth only calls the factory (`bornResting`).
 * test/engine/actor-birth.test.ts compares both paths on every registered machine.
 */
import type { AnyActorScope, AnyMachineSnapshot, AnyStateMachine } from 'xstate';

/** What xstate's initial snapshot holds for every input, and the context factory that fills it. */
export interface RestingTemplate {
  readonly snapshot: AnyMachineSnapshot;
  readonly contextOf: (args: { spawn: unknown; input: unknown; self: unknown }) => Record<string, unknown>;
}

/** What a state node exposes that matters here (xstate's StateNode, narrowed). */
interface NodeShape {
  readonly type: string;
  readonly entry: readonly unknown[];
  readonly invoke: readonly unknown[];
  readonly always?: readonly unknown[];
  readonly after: readonly unknown[];
  readonly initial?: { readonly actions: readonly unknown[] };
}

/** Entering this node runs nothing and moves nowhere by itself. */
function entersQuietly(node: NodeShape): boolean {
  if (node.entry.length > 0 || node.invoke.length > 0 || node.after.length > 0) return false;
  if (node.always !== undefined && node.always.length > 0) return false;
  return node.type !== 'compound' || (node.initial?.actions.length ?? 0) === 0;
}

/** The birth template of `machine`, or null when being born may run something (then xstate interprets it). */
export function restingTemplate(machine: AnyStateMachine): RestingTemplate | null {
  const factory: unknown = machine.config.context;
  if (typeof factory !== 'function') return null;
  const initialValue = initialStateValue(machine);
  if (initialValue === null) return null;
  const snapshot = machine.resolveState({ value: initialValue as never, context: {} as never }) as AnyMachineSnapshot;
  if (snapshot.status !== 'active') return null;
  const nodes: readonly NodeShape[] = snapshot._nodes;
  if (!nodes.every(entersQuietly)) return null;
  return { snapshot, contextOf: factory as RestingTemplate['contextOf'] };
}

/** The initial state value, found from the configuration rather than by running a birth. */
function initialStateValue(machine: AnyStateMachine): unknown {
  const root: { type: string; initial?: { target: readonly { key: string }[] } } = machine.root;
  if (root.type !== 'compound') return null;
  const target = root.initial?.target;
  if (target?.length !== 1) return null;
  // Nested compound states: resolveState completes a parent's value with its initial children.
  return target[0]!.key;
}

/** Thrown by the `spawn` handed to a context factory: a factory that spawns needs xstate's own birth. */
class SpawnInContext extends Error {}

/** Module-level, not a closure per birth (tsx wraps every named closure in a `__name` call). */
function refuseSpawn(): never {
  throw new SpawnInContext();
}

/**
 * The actor's initial snapshot by the template, or null when the factory needs xstate's own birth (it
 * spawns, or it throws: xstate then answers a snapshot in `error` status, which the caller computes).
 */
export function bornResting(template: RestingTemplate, scope: AnyActorScope, input: unknown): AnyMachineSnapshot | null {
  let context: Record<string, unknown>;
  try {
    // Exactly as xstate's initial assign does (`Object.assign`, not a spread: an own `__proto__` key sets the prototype).
    context = Object.assign({}, template.contextOf({ spawn: refuseSpawn, input, self: scope.self }));
  } catch {
    return null;
  }
  // Same keys, in the same order, as xstate's createMachineSnapshot; the containers a step may replace are fresh.
  return { ...template.snapshot, context, tags: new Set(template.snapshot.tags), children: {}, historyValue: {} } as AnyMachineSnapshot;
}
