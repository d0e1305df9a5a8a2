/**
 * The registry of machine definitions, derived from the feature descriptors (engine/features/): each
 * feature declares its machines with their version (recorded on every snapshot, asserted on restore),
 * public status, projection and the migrations of older snapshots. `ActorMachines` is the same set as a
 * type map, so the events sent to an actor are checked against its machine's event union.
 */
import type { EventFromLogic, StateValue } from 'xstate';
import type { MachineDefinition } from './actors.ts';
import { features, type DeclaredMachine } from './features/index.ts';

/** Every actor kind a feature declares: the compile-time set behind `step.send(kind, id, event)`. */
export type ActorKind = DeclaredMachine['kind'];

/** The machine of actor kind `K`, as its feature declares it. */
export type MachineOf<K extends ActorKind> = Extract<DeclaredMachine, { readonly kind: K }>['machine'];

/** The events an actor of kind `K` takes, as its machine declares them. */
export type EventOf<K extends ActorKind> = EventFromLogic<MachineOf<K>>;

function definitionsOf(): Map<string, MachineDefinition> {
  const map = new Map<string, MachineDefinition>();
  for (const { reset: _reset, ...declared } of features.flatMap((f) => f.machines)) {
    if (map.has(declared.kind)) throw new Error(`machine kind ${declared.kind} is declared twice`);
    map.set(declared.kind, declared);
  }
  return map;
}

export const machineDefinitions: ReadonlyMap<string, MachineDefinition> = definitionsOf();

/**
 * The current state as it is named on the machine's diagram (docs/machines/<kind>.mmd): the machine id
 * and the path of state keys, e.g. `order.working` or `order.filled.settled`; parallel regions are
 * listed side by side, joined by ` + `.
 */
export function diagramStateOf(kind: string, snapshot: { readonly value: StateValue }): string {
  const def = machineDefinitions.get(kind);
  const root = def ? def.machine.id : kind;
  const paths = (value: StateValue, prefix: string): string[] =>
    typeof value === 'string'
      ? [`${prefix}.${value}`]
      : Object.entries(value).flatMap(([key, child]) =>
          child === undefined || (typeof child === 'object' && Object.keys(child).length === 0) ? [`${prefix}.${key}`] : paths(child, `${prefix}.${key}`),
        );
  return paths(snapshot.value, root).join(' + ');
}
