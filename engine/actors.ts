/**
 * The actor runtime. Actors are XState machines stepped with their pure transition functions: the
 * engine owns persistence and applies the actions a step returns as effects (ledger transfers,
 * outbox events, durable timers). Snapshots are cached in memory (bounded, least recently used first
 * out) and written to SQLite once per actor per batch, just before its COMMIT, however many events and
 * commands moved it (replay, outside a batch: once per command, in its savepoint); the cache only
 * learns a snapshot after commit.
 */
import { createActor, type AnyActorScope, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type ExecutableActionObject } from 'xstate';
import type { SnapshotRecord, SnapshotStore, StoredSnapshot } from '../storage/snapshots.ts';
import type { Env } from '../storage/types.ts';
import { bornResting, restingTemplate, type RestingTemplate } from './actor-birth.ts';
import { ServiceError } from './errors.ts';
import { persistedSnapshot } from './persisted-snapshot.ts';
import type { Projection } from './feature.ts';
import { assertRestorable, migrateSnapshot, type PersistedSnapshot, type SnapshotMigration } from './machine-versions.ts';
import { hasTransitionFor, refusalError, type RefusalTable } from './refusals.ts';

export interface MachineDefinition {
  readonly kind: string;
  readonly version: string;
  readonly machine: AnyStateMachine;
  /** The machine's one public-status function (machines/<kind>/machine.ts `publicStatus`). */
  readonly publicStatus: (snapshot: AnyMachineSnapshot) => string;
  /** How snapshots written by older versions of the machine are brought to `version`. */
  readonly migrations?: readonly SnapshotMigration[];
  /** The codes the machine answers refused events with (machines/<kind>/machine.ts `<kind>Refusals`). */
  readonly refusals?: RefusalTable;
  /** The kind's read model, written by the step whenever it moves an actor (engine/feature.ts); absent: none. */
  readonly projection?: Projection | null;
}

export interface ActorOwner {
  readonly env: Env;
  readonly partnerId: string | null;
}

export interface ActorView {
  readonly record: SnapshotRecord;
  readonly snapshot: AnyMachineSnapshot;
}

/** Where the actions returned by a step go; implemented by the command step. */
export interface EffectSink {
  apply(owner: ActorOwner, actor: { kind: string; id: string }, action: { type: string; params: unknown }): void;
}

const cacheKey = (kind: string, id: string): string => `${kind}\u0000${id}`;

export class ActorCache {
  private readonly entries = new Map<string, ActorView>();
  private readonly capacity: number;
  constructor(capacity: number) {
    this.capacity = capacity;
  }

  get(kind: string, id: string): ActorView | undefined {
    const key = cacheKey(kind, id);
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(view: ActorView): void {
    const key = cacheKey(view.record.kind, view.record.id);
    this.entries.delete(key);
    this.entries.set(key, view);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  forget(kind: string, id: string): void {
    this.entries.delete(cacheKey(kind, id));
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * A scope for stepping `machine` with xstate's pure functions: nothing runs, no child starts, and every
 * action a step would execute is handed to `collect` (the engine executes them itself, after the step).
 */
export function inertScope(machine: AnyStateMachine, collect: (action: ExecutableActionObject) => void): AnyActorScope {
  const self = createActor(machine);
  const noop = (): void => {};
  const scope: AnyActorScope = {
    self,
    defer: noop,
    id: '',
    logger: noop,
    sessionId: '',
    stopChild: noop,
    system: self.system,
    emit: noop,
    actionExecutor: collect,
  };
  return scope;
}

/**
 * One inert actor scope per machine, reused by every step: xstate's `transition()` and
 * `initialTransition()` build a throw-away actor (which also computes an initial state) on every call,
 * the single largest cost of stepping an actor. The scope never runs anything: the step's actions are
 * collected and handed to the engine, exactly as those functions do. Machines here invoke no children.
 */
class InertStepper {
  private readonly scope: AnyActorScope;
  private collected: ExecutableActionObject[] = [];
  /** The machine's initial snapshot without its context, when being born runs nothing (see `restingTemplate`). */
  private readonly resting: RestingTemplate | null;

  private readonly machine: AnyStateMachine;
  constructor(machine: AnyStateMachine) {
    this.machine = machine;
    this.resting = restingTemplate(machine);
    this.scope = inertScope(machine, (action) => this.collected.push(action));
  }

  initial(input: unknown): [AnyMachineSnapshot, ExecutableActionObject[]] {
    const born = this.resting && bornResting(this.resting, this.scope, input);
    if (born) return [born, []];
    this.collected = [];
    const snapshot: AnyMachineSnapshot = this.machine.getInitialSnapshot(this.scope, input);
    return [snapshot, this.collected];
  }

  next(snapshot: AnyMachineSnapshot, event: EventObject): [AnyMachineSnapshot, ExecutableActionObject[]] {
    this.collected = [];
    const next: AnyMachineSnapshot = this.machine.transition(snapshot, event, this.scope);
    return [next, this.collected];
  }
}

/**
 * A snapshot record as the runtime keeps it: the persisted form of the machine snapshot (a deep copy
 * made by xstate) is computed only when something asks for it, in practice once per command, when the
 * actor is written, however many events moved it.
 */
class LiveRecord implements SnapshotRecord {
  readonly kind: string;
  readonly env: Env;
  readonly partnerId: string | null;
  readonly machineVersion: string;
  readonly state: string;
  readonly journalSeq: number;
  readonly updatedAtMs: number;
  private persisted: { readonly value: StoredSnapshot } | null = null;

  private readonly def: MachineDefinition;
  readonly id: string;
  private readonly live: AnyMachineSnapshot;
  constructor(def: MachineDefinition, id: string, owner: ActorOwner, live: AnyMachineSnapshot, step: StepStamp) {
    this.def = def;
    this.id = id;
    this.live = live;
    this.kind = def.kind;
    this.machineVersion = def.version;
    this.state = def.publicStatus(live);
    this.env = owner.env;
    this.partnerId = owner.partnerId;
    this.journalSeq = step.seq;
    this.updatedAtMs = step.atMs;
  }

  get snapshot(): StoredSnapshot {
    this.persisted ??= { value: persistedSnapshot(this.def.machine, this.live) };
    return this.persisted.value;
  }

  /** Forgets the persisted copy once written: a cached actor keeps only its live snapshot (computed again if asked). */
  release(): void {
    this.persisted = null;
  }
}

/** An actor the running command moved: written once when the command ends. */
interface PendingWrite {
  view: ActorView;
  readonly events: string[];
  /** Spawned by this command: written with a plain INSERT, so an id collision fails loudly. */
  readonly created: boolean;
}

export class ActorRuntime {
  /** Snapshots written by the running batch, published to the cache only after commit. */
  private readonly staged = new Map<string, ActorView>();
  /** What the running command changed in `staged` (the value before it), so a failure can undo it. */
  private readonly undo = new Map<string, ActorView | undefined>();
  /** Actors moved by the running command, in the order they were first touched. */
  private readonly pending = new Map<string, PendingWrite>();
  private readonly steppers = new Map<string, InertStepper>();
  /**
   * True while the engine runs a batch: snapshots are written once per batch (flushBatch, before its
   * COMMIT) and each command's journal links once its savepoint is released. Outside a batch (replay)
   * every command writes its actors when it ends.
   */
  private batching = false;
  /** The running command's journal links, `[kind, id, seq, events]`: staged for the batch if it commits. */
  private commandLinks: [string, string, number, string[]][] = [];

  private readonly definitions: ReadonlyMap<string, MachineDefinition>;
  private readonly store: SnapshotStore;
  private readonly cache: ActorCache;
  constructor(definitions: ReadonlyMap<string, MachineDefinition>, store: SnapshotStore, cache: ActorCache) {
    this.definitions = definitions;
    this.store = store;
    this.cache = cache;
    // Start-up refuses a snapshot table this build cannot restore (a newer version, a missing migration).
    assertRestorable(definitions, store.storedVersions());
  }

  definition(kind: string): MachineDefinition {
    const def = this.definitions.get(kind);
    if (!def) throw new Error(`no machine registered for actor kind ${kind}`);
    return def;
  }

  /** The read model of `kind`, if it has one (a kind outside the registry, e.g. a test's own machine, has none). */
  projectionOf(kind: string): Projection | null {
    return this.definitions.get(kind)?.projection ?? null;
  }

  read(kind: string, id: string): ActorView | undefined {
    const key = cacheKey(kind, id);
    const staged = this.staged.get(key);
    if (staged) return staged;
    const cached = this.cache.get(kind, id);
    if (cached) return cached;
    const record = this.store.get(kind, id);
    if (!record) return undefined;
    const def = this.definition(kind);
    const stored = record.snapshot;
    const persisted = record.machineVersion === def.version ? stored : migrateSnapshot(def, record.machineVersion, stored);
    const snapshot = def.machine.resolveState({ value: persisted.value, context: persisted.context });
    const view = { record, snapshot };
    this.cache.set(view);
    return view;
  }

  /**
   * Creates an actor. `minted` says the id was just derived from this command's journal entry, so no
   * stored actor can hold it: the lookup in the database is skipped (the INSERT would still refuse a
   * collision). Any other id is looked up, and an existing actor is a 409 CONFLICT.
   */
  spawn(kind: string, id: string, owner: ActorOwner, input: unknown, step: StepStamp, sink: EffectSink, minted = false): AnyMachineSnapshot {
    const exists = minted ? this.staged.has(cacheKey(kind, id)) : this.read(kind, id) !== undefined;
    if (exists) throw new ServiceError('CONFLICT', `${kind} ${id} already exists`);
    const def = this.definition(kind);
    const [snapshot, actions] = this.stepper(def).initial(input);
    this.persist(def, id, owner, snapshot, step, 'xstate.init', true);
    for (const action of actions) sink.apply(owner, { kind, id }, action);
    return snapshot;
  }

  /**
   * Sends one event; an event the current state does not accept is refused, never a no-op: with the
   * code the machine declares for it in that state, else a 409 CONFLICT.
   */
  send(kind: string, id: string, event: EventObject, step: StepStamp, sink: EffectSink): AnyMachineSnapshot {
    const current = this.read(kind, id);
    if (!current) throw new ServiceError('NOT_FOUND', `${kind} ${id} not found`);
    const def = this.definition(kind);
    if (!current.snapshot.can(event)) throw this.refusal(def, id, current.snapshot, event.type);
    const [snapshot, actions] = this.stepper(def).next(current.snapshot, event);
    const owner = { env: current.record.env, partnerId: current.record.partnerId };
    this.persist(def, id, owner, snapshot, step, event.type, false);
    for (const action of actions) sink.apply(owner, { kind, id }, action);
    return snapshot;
  }

  /**
   * Refuses now, as `send` would, an event type the actor's current state takes in no transition
   * whatever its payload: for a command that must refuse before work that would fail otherwise (an
   * event whose payload is computed from checks that a refused state would fail differently).
   */
  assertTakes(kind: string, id: string, type: string): void {
    const current = this.read(kind, id);
    if (!current) throw new ServiceError('NOT_FOUND', `${kind} ${id} not found`);
    const def = this.definition(kind);
    if (!hasTransitionFor(def.machine, current.snapshot, type)) throw this.refusal(def, id, current.snapshot, type);
  }

  private refusal(def: MachineDefinition, id: string, snapshot: AnyMachineSnapshot, type: string): ServiceError {
    return refusalError({ kind: def.kind, id, refusals: def.refusals, status: def.publicStatus(snapshot) }, snapshot, type);
  }

  private stepper(def: MachineDefinition): InertStepper {
    let stepper = this.steppers.get(def.kind);
    if (!stepper) {
      stepper = new InertStepper(def.machine);
      this.steppers.set(def.kind, stepper);
    }
    return stepper;
  }

  /** Stages the actor's new snapshot for the batch and for its one write when the command ends. */
  private persist(
    def: MachineDefinition,
    id: string,
    owner: ActorOwner,
    snapshot: AnyMachineSnapshot,
    step: StepStamp,
    eventType: string,
    spawned: boolean,
  ): void {
    const key = cacheKey(def.kind, id);
    const view: ActorView = { record: new LiveRecord(def, id, owner, snapshot, step), snapshot };
    if (!this.undo.has(key)) this.undo.set(key, this.staged.get(key));
    this.staged.set(key, view);
    const pending = this.pending.get(key);
    if (pending) {
      pending.view = view;
      if (!pending.events.includes(eventType)) pending.events.push(eventType);
    } else {
      this.pending.set(key, { view, events: [eventType], created: spawned });
    }
  }

  /**
   * Ends a command inside its savepoint: each actor it moved is written once, with the events that
   * moved it linked to the command's journal entry.
   */
  writePending(): void {
    if (this.batching) {
      // The snapshot itself is in `staged`, written with the batch (flushBatch); the links wait for the savepoint.
      for (const p of this.pending.values()) this.commandLinks.push([p.view.record.kind, p.view.record.id, p.view.record.journalSeq, p.events]);
    } else {
      for (const p of this.pending.values()) this.store.put(p.view.record, p.events, p.created);
    }
    this.pending.clear();
  }

  /** The running command committed its savepoint: its staged snapshots and links now belong to the batch. */
  commandDone(): void {
    for (const [kind, id, seq, events] of this.commandLinks) this.store.stageLinks(kind, id, seq, events);
    this.commandLinks = [];
    this.pending.clear();
    this.undo.clear();
  }

  /** The running command failed: drop exactly its own writes, keep the batch's earlier ones. */
  commandFailed(): void {
    for (const [key, before] of this.undo) {
      if (before) this.staged.set(key, before);
      else this.staged.delete(key);
    }
    this.commandLinks = [];
    this.pending.clear();
    this.undo.clear();
  }

  /**
   * Where the running command stands, for a savepoint inside it (Step.attempt): `rollbackTo` undoes
   * exactly what the command did after it, keeping what it did before.
   */
  mark(): ActorMark {
    return {
      staged: new Map(this.staged),
      undo: new Map(this.undo),
      pending: new Map([...this.pending].map(([key, p]) => [key, { ...p, events: [...p.events] }])),
      links: this.commandLinks.length,
    };
  }

  rollbackTo(mark: ActorMark): void {
    this.staged.clear();
    for (const [key, view] of mark.staged) this.staged.set(key, view);
    this.undo.clear();
    for (const [key, view] of mark.undo) this.undo.set(key, view);
    this.pending.clear();
    for (const [key, p] of mark.pending) this.pending.set(key, p);
    this.commandLinks.length = mark.links;
  }

  /** The engine starts running a batch (see `batching`). */
  beginBatch(): void {
    this.batching = true;
  }

  endBatch(): void {
    this.batching = false;
    this.commandLinks = [];
  }

  /**
   * Just before the batch's COMMIT, in its transaction: every actor its committed commands moved is
   * written once, in its final state, with all their journal links. `staged` holds exactly those
   * (a failed command's are undone), so a crash loses both with the batch or keeps both.
   */
  flushBatch(): void {
    for (const view of this.staged.values()) this.store.stageSnapshot(view.record);
    this.store.flushStaged();
  }

  /**
   * Deletes a partner's actors of the given kinds (sandbox reset). The command's pending writes go
   * first, so an actor it moved before the deletion cannot reappear when the command ends; in a batch
   * the actors staged for its one write are dropped too (and come back if this command fails).
   */
  deleteForPartner(partnerId: string, env: Env, kinds: readonly string[]): void {
    this.writePending();
    if (this.batching) {
      for (const [key, view] of this.staged) {
        const r = view.record;
        if (r.partnerId !== partnerId || r.env !== env || !kinds.includes(r.kind)) continue;
        if (!this.undo.has(key)) this.undo.set(key, view);
        this.staged.delete(key);
      }
    }
    this.store.deleteForPartner(partnerId, env, kinds);
  }

  /**
   * The batch committed: its snapshots enter the cache, except actors that reached a final state (a
   * filled order's quote, a finished top-up): no event can move them again, so keeping them would only
   * fill the cache (and V8's old generation, which every full GC walks) with actors read at most once
   * more, from SQLite. A cached record drops its persisted copy, already written.
   */
  commitStaged(): void {
    for (const view of this.staged.values()) {
      if (view.snapshot.status === 'done') {
        this.cache.forget(view.record.kind, view.record.id);
        continue;
      }
      if (view.record instanceof LiveRecord) view.record.release();
      this.cache.set(view);
    }
    this.staged.clear();
  }

  discardStaged(): void {
    this.staged.clear();
    this.pending.clear();
    this.undo.clear();
    this.commandLinks = [];
    this.store.discardStaged();
  }

  /** An actor whose snapshot was deleted (retention): the cache must not resurrect it. */
  forget(kind: string, id: string): void {
    this.cache.forget(kind, id);
  }

  /** After a command deleted snapshots wholesale (sandbox reset), the cache must not resurrect them. */
  clearCache(): void {
    this.cache.clear();
  }
}

/** The actor runtime's state at a savepoint inside a command (ActorRuntime.mark). */
export interface ActorMark {
  readonly staged: ReadonlyMap<string, ActorView>;
  readonly undo: ReadonlyMap<string, ActorView | undefined>;
  readonly pending: ReadonlyMap<string, PendingWrite>;
  readonly links: number;
}

export interface StepStamp {
  readonly seq: number;
  readonly atMs: number;
}
