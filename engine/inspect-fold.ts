/**
 * An actor's past states recomputed from the machine events its journal entries recorded (the journal's
 * `actor_events`, migration 029): its creation input through the machine's initial state, then every
 * event through the pure `transition()`, exactly the work the engine did when the entries first ran. The
 * cost follows the actor's own history, whatever the journal's length. Entries journaled before events
 * were recorded have none: their part of the history is recomputed by replaying the journal
 * (engine/inspect-history.ts) and the fold continues from the state that replay reached.
 */
import { initialTransition, transition, type AnyMachineSnapshot, type StateValue } from 'xstate';
import type { ActorEventRow } from '../storage/inspect.ts';
import type { MachineDefinition } from './actors.ts';
import { historyStep, type HistoryStep } from './inspect-history.ts';
import { storedFrom } from './persisted-snapshot.ts';

/** The events one journal entry sent the actor, in the order it sent them. */
export interface EntryEvents {
  readonly seq: number;
  readonly atMs: number;
  readonly type: string;
  readonly requestId: string | null;
  /** False for an entry journaled before machine events were recorded. */
  readonly recorded: boolean;
  readonly events: readonly ({ readonly type: string } & Readonly<Record<string, unknown>>)[];
}

/** The rows of storage/inspect.ts `actorEvents`, one group per journal entry. */
export function groupByEntry(rows: readonly ActorEventRow[]): EntryEvents[] {
  const entries: EntryEvents[] = [];
  let current: (EntryEvents & { events: ActorEventRow['event'][] }) | undefined;
  for (const row of rows) {
    if (current?.seq !== row.seq) {
      current = { seq: row.seq, atMs: row.atMs, type: row.type, requestId: row.requestId, recorded: row.recorded, events: [] };
      entries.push(current);
    }
    if (row.event) current.events.push(row.event);
  }
  return entries;
}

/** The persisted state a fold starts from (the last replayed step), or none: the first event is the spawn. */
export interface FoldStart {
  readonly value: StateValue;
  readonly context: unknown;
}

/**
 * Folds each entry's events through the machine: `xstate.init` (the spawn) starts from the machine's
 * initial state for its input; every other event is the one the engine delivered, with the entry's
 * time as `atMs`. `eventTypes` names the step's events as the timeline lists them (actor_journal).
 */
export function foldHistory(
  def: MachineDefinition,
  id: string,
  entries: readonly EntryEvents[],
  eventTypes: ReadonlyMap<number, readonly string[]>,
  start: FoldStart | null,
): HistoryStep[] {
  let snapshot: AnyMachineSnapshot | null = start ? def.machine.resolveState({ value: start.value, context: start.context }) : null;
  const steps: HistoryStep[] = [];
  for (const entry of entries) {
    for (const event of entry.events) {
      if (event.type === 'xstate.init') {
        [snapshot] = initialTransition(def.machine, event.input);
      } else {
        if (!snapshot) throw new Error(`${def.kind} ${id}: journal entry ${entry.seq} sent ${event.type} before the actor was created`);
        [snapshot] = transition(def.machine, snapshot, { ...event, atMs: entry.atMs });
      }
    }
    steps.push(stepOf(def, entry, eventTypes.get(entry.seq) ?? entry.events.map((e) => e.type), snapshot));
  }
  return steps;
}

function stepOf(def: MachineDefinition, entry: EntryEvents, events: readonly string[], snapshot: AnyMachineSnapshot | null): HistoryStep {
  // The persisted form, as the snapshots table holds it: what the live actor read shows.
  const persisted = snapshot ? storedFrom(JSON.parse(JSON.stringify(def.machine.getPersistedSnapshot(snapshot)))) : null;
  return historyStep(def.kind, entry, events, snapshot && persisted ? { state: def.publicStatus(snapshot), persisted } : null);
}
