/**
 * Naming a machine's top-level state in a type the compiler can check. xstate infers the state value
 * of a flat machine only as `string`, so each machine lists its states once (`*_STATES`, checked
 * against the machine's own config by test/machines/public-status.test.ts) and its `publicStatus`
 * switches over that union with `unreachable` in the default branch: a state added to the list and
 * not mapped fails to compile.
 */
import { isOneOf } from './narrow.ts';

/** The top-level state of `snapshot`, as one of `states`; anything else is a corrupt snapshot. */
export function stateIn<S extends string>(machineId: string, states: readonly S[], snapshot: { readonly value: unknown }): S {
  const v = snapshot.value;
  if (isOneOf(states, v)) return v;
  throw new Error(`unknown ${machineId} state ${JSON.stringify(v)}`);
}

/** The default branch of an exhaustive switch: only reachable if the types lie. */
export function unreachable(value: never): never {
  throw new Error(`unmapped state ${JSON.stringify(value)}`);
}
