/**
 * The registry of machine definitions, derived from the feature descriptors (engine/features/): each
 * feature declares its machines with their version (recorded on every snapshot, asserted on restore),
 * public status, projection and the migrations of older snapshots. `ActorMachines` is the same set as a
 * type map, so the events sent to an actor are checked against its machine's event union.
 */
import type { AnyStateMachine, EventFromLogic, StateValue } from 'xstate';
import type { ActorView, MachineDefinition } from './actors.ts';
import type { MachineDeclaration, MachineView, Projection } from './feature.ts';
import { features, type DeclaredMachine } from './features/index.ts';

/** Every actor kind a feature declares: the compile-time set behind `step.send(kind, id, event)`. */
export type ActorKind = DeclaredMachine['kind'];

/** The machine of actor kind `K`, as its feature declares it. */
export type MachineOf<K extends ActorKind> = Extract<DeclaredMachine, { readonly kind: K }>['machine'];

/** The events an actor of kind `K` takes, as its machine declares them. */
export type EventOf<K extends ActorKind> = EventFromLogic<MachineOf<K>>;

/** An actor of kind `K` as a projection or a command reads it: its stored record and its machine's own snapshot type. */
export type ViewOf<K extends ActorKind> = MachineView<MachineOf<K>>;

/** A view is of machine `M` when its record names the kind `M` is declared for: that kind chose the machine that made the snapshot. */
function isViewOfKind<M extends AnyStateMachine>(kind: string, view: ActorView): view is MachineView<M> {
  return view.record.kind === kind;
}

/** The declared projection behind a check that the view handed to it is of the declared kind. */
function checkedProjection<M extends AnyStateMachine>(declared: MachineDeclaration<string, M>): Projection | null {
  const project = declared.projection;
  if (project === null) return null;
  return (step, view) => {
    if (!isViewOfKind<M>(declared.kind, view)) throw new Error(`the ${declared.kind} projection was handed a ${view.record.kind} actor`);
    project(step, view);
  };
}

function definitionsOf(): Map<string, MachineDefinition> {
  const map = new Map<string, MachineDefinition>();
  for (const declared of features.flatMap((f) => f.machines)) {
    if (map.has(declared.kind)) throw new Error(`machine kind ${declared.kind} is declared twice`);
    const { kind, machine, version, publicStatus, migrations, refusals } = declared;
    map.set(kind, { kind, machine, version, publicStatus, migrations, refusals, projection: checkedProjection(declared) });
  }
  return map;
}

export const machineDefinitions: ReadonlyMap<string, MachineDefinition> = definitionsOf();

export function isActorKind(kind: string): kind is ActorKind {
  return machineDefinitions.has(kind);
}

/** A view is of kind `K` when its record says so: the record's kind chose the machine that made the snapshot. */
export function isViewOf<K extends ActorKind>(kind: K, view: ActorView): view is ViewOf<K> {
  return view.record.kind === kind;
}

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
