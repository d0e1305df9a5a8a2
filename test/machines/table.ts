/**
 * Table-driven machine checks with xstate's pure functions: start with initialTransition(), feed the
 * given events with transition(), and report the state, the context and the actions the engine would
 * apply (assign is absorbed by xstate; what remains are effects: transfers, emits, timers).
 */
import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';

export interface Effect {
  readonly type: string;
  readonly params: unknown;
}

export interface Run {
  readonly state: unknown;
  readonly status: string;
  readonly context: Record<string, unknown>;
  /** Effects of every step, in order, including those of the initial transition. */
  readonly actions: Effect[];
  /** Events the machine did not accept in the state they arrived in (the engine answers 409 for those). */
  readonly refused: string[];
}

const effectsOf = (actions: readonly { type: string; params?: unknown }[]): Effect[] => actions.map((a) => ({ type: a.type, params: a.params }));

export function run(machine: AnyStateMachine, input: unknown, events: readonly EventObject[]): Run {
  const [initial, initialActions] = initialTransition(machine, input);
  let snapshot: AnyMachineSnapshot = initial;
  const actions = effectsOf(initialActions);
  const refused: string[] = [];
  for (const event of events) {
    if (!snapshot.can(event)) {
      refused.push(event.type);
      continue;
    }
    const [next, stepActions] = transition(machine, snapshot, event);
    snapshot = next;
    actions.push(...effectsOf(stepActions));
  }
  return { state: snapshot.value, status: snapshot.status, context: snapshot.context as Record<string, unknown>, actions, refused };
}
