/**
 * The actor runtime. Actors are XState machines stepped with the pure `transition()` function: the
 * engine owns persistence and applies the actions a step returns as effects (ledger transfers,
 * outbox events, durable timers). Snapshots are cached in memory (bounded, least recently used first
 * out) and written to SQLite in the step's transaction; the cache only learns a snapshot after commit.
 */
import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import type { SnapshotRecord, SnapshotStore } from '../storage/snapshots.ts';
import type { Env } from '../storage/types.ts';
import { ServiceError } from './errors.ts';

export interface MachineDefinition {
  readonly kind: string;
  readonly version: string;
  readonly machine: AnyStateMachine;
  /** The one mapping from machine state to the public status string. */
  readonly publicState: (snapshot: AnyMachineSnapshot) => string;
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
  constructor(private readonly capacity: number) {}

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

export class ActorRuntime {
  /** Snapshots written by the running batch, published to the cache only after commit. */
  private staged = new Map<string, ActorView>();

  constructor(
    private readonly definitions: ReadonlyMap<string, MachineDefinition>,
    private readonly store: SnapshotStore,
    private readonly cache: ActorCache,
  ) {}

  definition(kind: string): MachineDefinition {
    const def = this.definitions.get(kind);
    if (!def) throw new Error(`no machine registered for actor kind ${kind}`);
    return def;
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
    const persisted = record.snapshot as { value: unknown; context: unknown };
    const snapshot = def.machine.resolveState({ value: persisted.value as never, context: persisted.context as never });
    const view = { record, snapshot };
    this.cache.set(view);
    return view;
  }

  spawn(kind: string, id: string, owner: ActorOwner, input: unknown, step: StepStamp, sink: EffectSink): AnyMachineSnapshot {
    if (this.read(kind, id)) throw new ServiceError('CONFLICT', `${kind} ${id} already exists`);
    const def = this.definition(kind);
    const [snapshot, actions] = initialTransition(def.machine, input);
    this.persist(def, id, owner, snapshot, step, 'xstate.init');
    for (const action of actions) sink.apply(owner, { kind, id }, action);
    return snapshot;
  }

  /** Sends one event; an event the current state does not accept is a 409 CONFLICT, never a no-op. */
  send(kind: string, id: string, event: EventObject, step: StepStamp, sink: EffectSink): AnyMachineSnapshot {
    const current = this.read(kind, id);
    if (!current) throw new ServiceError('NOT_FOUND', `${kind} ${id} not found`);
    const def = this.definition(kind);
    if (!current.snapshot.can(event)) {
      throw new ServiceError('CONFLICT', `${kind} is ${def.publicState(current.snapshot)} and cannot take ${event.type}`);
    }
    const [snapshot, actions] = transition(def.machine, current.snapshot, event);
    const owner = { env: current.record.env as Env, partnerId: current.record.partnerId };
    this.persist(def, id, owner, snapshot, step, event.type);
    for (const action of actions) sink.apply(owner, { kind, id }, action);
    return snapshot;
  }

  private persist(def: MachineDefinition, id: string, owner: ActorOwner, snapshot: AnyMachineSnapshot, step: StepStamp, eventType: string): void {
    const record: SnapshotRecord = {
      kind: def.kind,
      id,
      env: owner.env,
      partnerId: owner.partnerId,
      machineVersion: def.version,
      state: def.publicState(snapshot),
      snapshot: def.machine.getPersistedSnapshot(snapshot),
      journalSeq: step.seq,
      updatedAtMs: step.atMs,
    };
    this.store.put(record, eventType);
    this.staged.set(cacheKey(def.kind, id), { record, snapshot });
  }

  /** Marks the staged set so a failed command can drop exactly its own writes. */
  checkpoint(): Map<string, ActorView> {
    return new Map(this.staged);
  }

  rollbackTo(checkpoint: Map<string, ActorView>): void {
    this.staged = checkpoint;
  }

  commitStaged(): void {
    for (const view of this.staged.values()) this.cache.set(view);
    this.staged.clear();
  }

  discardStaged(): void {
    this.staged.clear();
  }

  /** After a command deleted snapshots wholesale (sandbox reset), the cache must not resurrect them. */
  clearCache(): void {
    this.cache.clear();
  }
}

export interface StepStamp {
  readonly seq: number;
  readonly atMs: number;
}
