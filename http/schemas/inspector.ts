/**
 * Response schemas of the machine inspector's operator endpoints (http/routes/inspector.ts): actors
 * found by id, one actor with its timeline and related actors, its recomputed history and its
 * machine's definition.
 */
import * as v from '../schema.ts';
import { Integer, named, Timestamp } from './wire.ts';

const StateValue = v.pipe(v.unknown(), v.description("XState's state value: a state key, or an object of nested keys"));
const Context = v.pipe(v.unknown(), v.description("The machine context (its shape is the machine's)"));
const DiagramState = v.pipe(v.string(), v.description('The state as a path of the machine diagram, e.g. order.filled.settlementPending'));

const ActorSummary = v.strictObject({
  kind: v.string(),
  id: v.string(),
  environment: v.string(),
  partnerId: v.nullable(v.string()),
  state: v.string(),
  diagramState: DiagramState,
  updatedAt: Timestamp,
});

export const InspectorFindSchema = named(
  'InspectorFound',
  'The actors whose id is the one asked for (an id names at most one actor of each kind)',
  v.strictObject({ actors: v.array(ActorSummary) }),
);

const TimelineEntry = v.strictObject({
  seq: Integer,
  type: v.pipe(v.string(), v.description('The journal entry (command) type')),
  at: Timestamp,
  requestId: v.nullable(v.string()),
  events: v.pipe(v.array(v.string()), v.description('The machine events this entry sent the actor; xstate.init when it spawned it')),
});

export const InspectorActorSchema = named(
  'InspectorActor',
  'One actor as the inspector shows it: current state and context, the journal entries that moved it, and related actors',
  v.strictObject({
    ...ActorSummary.entries,
    machineVersion: v.string(),
    value: StateValue,
    context: Context,
    journalSeq: Integer,
    timeline: v.array(TimelineEntry),
    related: v.array(
      v.strictObject({
        kind: v.string(),
        id: v.string(),
        state: v.string(),
        relation: v.pipe(v.string(), v.description('named in context, names this actor, owner, or webhook delivery')),
      }),
    ),
    machine: v.strictObject({ kind: v.string(), version: v.string(), definition: v.pipe(v.string(), v.description('Path of the loadable machine JSON')) }),
  }),
);

export const InspectorHistorySchema = named(
  'InspectorHistory',
  "The actor after each journal entry that moved it, recomputed by folding its recorded machine events through the machine's pure transition()",
  v.strictObject({
    kind: v.string(),
    id: v.string(),
    method: v.pipe(
      v.picklist(['events', 'replay', 'replay+events', 'checkpoint+events']),
      v.description(
        'events: folded from the machine events journaled with each entry; replay: the journal replayed, because the entries that moved the actor were journaled before events were recorded; replay+events: replayed up to the last such entry, folded after it; checkpoint+events: the entries before the latest checkpoint were archived, so the first step is the actor as the checkpoint holds it (type checkpoint), folded after it',
      ),
    ),
    replayedEntries: v.pipe(Integer, v.description('Journal entries the replay fallback ran (0 with method events)')),
    matchesStored: v.pipe(v.boolean(), v.description('The last recomputed state equals the stored snapshot (false: the machine changed since, or a bug)')),
    steps: v.array(
      v.strictObject({
        ...TimelineEntry.entries,
        exists: v.pipe(v.boolean(), v.description('False after an entry that deleted the actor (sandbox reset)')),
        state: v.nullable(v.string()),
        diagramState: v.nullable(DiagramState),
        value: StateValue,
        context: Context,
      }),
    ),
  }),
);

export const MachineDefinitionSchema = named(
  'MachineDefinition',
  'The machine config createMachine accepts and the Stately visualizer imports (docs/machines/<kind>.json, written by npm run machines)',
  v.looseObject({ id: v.string(), states: v.record(v.string(), v.unknown()) }),
);

export const MachineListSchema = named(
  'MachineList',
  'Every actor kind with its machine version',
  v.strictObject({ machines: v.array(v.strictObject({ kind: v.string(), version: v.string() })) }),
);
