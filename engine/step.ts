/**
 * One command's view of the world while its transaction is open: its journal position and time, a
 * deterministic id source, the ledger, the actors, the outbox and the timers. It is also the sink for
 * the actions machines return, so every effect of a step lands in the same transaction.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { StoredEvent } from '../storage/events.ts';
import type { Stores } from '../storage/stores.ts';
import type { Env } from '../storage/types.ts';
import { forgetTableMemos } from '../storage/table-memo.ts';
import type { ActorOwner, ActorRuntime, ActorView, EffectSink } from './actors.ts';
import { ServiceError } from './errors.ts';
import type { AnyCommand } from './feature.ts';
import { deterministicId, eventIdFor } from './ids.ts';
import type { ActorKind, EventOf, ViewOf } from './machines.ts';
import { accountForRole, Ledger, type AccountRef, type TransferRequest } from './ledger.ts';
import { assertPositiveInteger } from './invariants.ts';
import { isRecord } from '../machines/narrow.ts';

export interface StepIdentity {
  readonly seq: number;
  readonly atMs: number;
  readonly entryHash: string;
  readonly env: Env | null;
  readonly partnerId: string | null;
  readonly requestId: string | null;
  /** The journal's partition (SCALEOUT.md): event ids carry it. */
  readonly partition: number;
  /** The sandbox test clock the step runs on (`atMs` is its time), or null for the service clock. */
  readonly clockId: string | null;
}

/** Actions a machine may return, besides assign and emit, with the params the engine expects. */
export interface TimerSetParams {
  readonly name: string;
  readonly dueAtMs: number;
  readonly event: string;
}

/** A transfer as a machine names it: accounts by role (with owner and symbol), resolved against the actor's owner. */
export interface MachineTransfer {
  readonly debit: AccountRef;
  readonly credit: AccountRef;
  readonly amountMinor: number;
  readonly kind: string;
}

/**
 * A domain effect a machine names (`{ type: 'effect', params: { name, ... } }`): work only engine code
 * can do (fix a dividend's entitlements, rescale holdings), carried out in the same step by the feature
 * code that sent the event, which takes it with `takeEffects` (engine/corporate/actions.ts).
 */
export interface DomainEffect {
  readonly actor: { readonly kind: string; readonly id: string };
  readonly owner: ActorOwner;
  readonly params: { readonly name: string } & Readonly<Record<string, unknown>>;
}

/** How a part of a command run in its own savepoint ended (Step.attempt): its value, or the refusal it rolled back. */
export type Attempt<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: ServiceError };

/** An event as a command sends it: the machine's own event type, without `atMs` (the step stamps its time). */
export type SentEvent<K extends ActorKind> = (EventOf<K> extends infer E ? (E extends { atMs: number } ? Omit<E, 'atMs'> : E) : never) & EventObject;

/** An engine action's params, which xstate hands over untyped: an object, or the machine is broken. */
function paramsOf(action: { type: string; params: unknown }): Record<string, unknown> {
  if (!isRecord(action.params)) throw new Error(`machine action ${action.type} has no params object`);
  return action.params;
}

function nameOf(actor: { kind: string }, params: Record<string, unknown>): string {
  if (typeof params.name !== 'string') throw new Error(`machine ${actor.kind} named an action's target without a string name`);
  return params.name;
}

function timerParams(actor: { kind: string }, params: Record<string, unknown>): TimerSetParams {
  const { dueAtMs, event } = params;
  if (typeof dueAtMs !== 'number' || typeof event !== 'string') throw new Error(`machine ${actor.kind} set a timer without dueAtMs and event`);
  return { name: nameOf(actor, params), dueAtMs, event };
}

export class Step implements EffectSink {
  readonly ledger: Ledger;
  readonly emitted: StoredEvent[] = [];
  /** The machine events this step sent, `[kind, id, event]`, journaled with its entry (the inspector's history). */
  readonly actorEvents: [string, string, unknown][] = [];
  timersChanged = false;
  cacheInvalidated = false;
  private idCounter = 0;
  /** Ids this step derived from its journal entry: no stored actor can already hold one. */
  private readonly minted = new Set<string>();
  /** Domain effects machines named in this step and no feature code has taken yet. */
  private pendingEffects: DomainEffect[] = [];

  readonly id: StepIdentity;
  readonly stores: Stores;
  private readonly actors: ActorRuntime;
  /** The engine's command definitions by type: a command may run another inside its own step (an approved one). */
  readonly definitions: ReadonlyMap<string, AnyCommand>;
  constructor(id: StepIdentity, stores: Stores, actors: ActorRuntime, commands: ReadonlyMap<string, AnyCommand> = new Map()) {
    this.id = id;
    this.stores = stores;
    this.actors = actors;
    this.definitions = commands;
    this.ledger = new Ledger(stores.ledger, id.seq, id.atMs);
  }

  /** A command's definition by type (an approval runs the command it held). */
  command(type: string): AnyCommand | undefined {
    return this.definitions.get(type);
  }

  get atMs(): number {
    return this.id.atMs;
  }

  newId(prefix: string): string {
    this.idCounter += 1;
    const id = deterministicId(prefix, this.id.entryHash, this.idCounter, this.id.atMs);
    this.minted.add(id);
    return id;
  }

  /** The actor as this step sees it; a registered kind's view carries its machine's snapshot type. */
  read<K extends ActorKind>(kind: K, id: string): ViewOf<K> | undefined;
  read(kind: string, id: string): ActorView | undefined;
  read(kind: string, id: string): ActorView | undefined {
    return this.actors.read(kind, id);
  }

  /**
   * Whether the actor exists and takes, now, an event whose type is known only at run time (a durable
   * timer's, stored by the machine's own `setTimer` action).
   */
  takes(kind: string, id: string, type: string): boolean {
    return this.actors.read(kind, id)?.snapshot.can({ type, atMs: this.atMs }) ?? false;
  }

  spawn(kind: string, id: string, owner: ActorOwner, input: unknown): AnyMachineSnapshot {
    return this.create(kind, id, owner, input, true);
  }

  /**
   * Spawns an actor and sends it its first event in one go (a sandbox top-up is created and approved by
   * the same command). The spawn's actions apply before the event, as with `spawn` then `send`; the read
   * model is written once, after both, instead of once per move (the actor's intermediate state is never
   * seen by anything between the two).
   */
  spawnThenSend<K extends ActorKind>(kind: K, id: string, owner: ActorOwner, input: unknown, event: SentEvent<K>): AnyMachineSnapshot {
    this.create(kind, id, owner, input, false);
    return this.deliver(kind, id, event);
  }

  /**
   * Sends one event, checked at compile time against the machine of `kind`. Events carry the step's
   * time: machines never read a clock. The actor's read model follows in the same step.
   */
  send<K extends ActorKind>(kind: K, id: string, event: SentEvent<K>): AnyMachineSnapshot {
    return this.deliver(kind, id, event);
  }

  /**
   * Refuses now, with the code the machine declares, an event of `type` that the actor's current state
   * takes in no transition: for a command whose event payload is computed by checks that would fail
   * differently on a refused state. `send` refuses the same way.
   */
  assertTakes<K extends ActorKind>(kind: K, id: string, type: EventOf<K>['type']): void {
    this.actors.assertTakes(kind, id, type);
  }

  /**
   * An event whose type is known only at run time: a durable timer's (its name was stored by the
   * machine's own `setTimer` action; the caller has asked the actor with `snapshot.can` whether it
   * takes it), or a machine outside the registry (a test's own). Everything else uses `send`.
   */
  sendDynamic(kind: string, id: string, event: { type: string } & Record<string, unknown>): AnyMachineSnapshot {
    return this.deliver(kind, id, event);
  }

  private deliver(kind: string, id: string, event: EventObject): AnyMachineSnapshot {
    const timed = { ...event, atMs: this.id.atMs };
    const snapshot = this.actors.send(kind, id, timed, this.id, this);
    this.actorEvents.push([kind, id, event]);
    this.project(kind, id);
    return snapshot;
  }

  /** Spawns the actor and records its creation; its read model is written now unless an event follows at once. */
  private create(kind: string, id: string, owner: ActorOwner, input: unknown, project: boolean): AnyMachineSnapshot {
    // Whatever a command on a test clock creates runs on that clock from then on (its timers, its later commands).
    if (this.id.clockId) this.stores.testClocks.bind(id, this.id.clockId);
    const snapshot = this.actors.spawn(kind, id, owner, input, this.id, this, this.minted.has(id));
    this.actorEvents.push([kind, id, { type: 'xstate.init', input }]);
    if (project) this.project(kind, id);
    return snapshot;
  }

  /** Writes the actor's read model (its machine's declared projection) from the snapshot just staged. */
  private project(kind: string, id: string): void {
    const projection = this.actors.projectionOf(kind);
    if (!projection) return;
    const view = this.actors.read(kind, id);
    if (view) projection(this, view);
  }

  /**
   * Runs `part` of this command in a nested savepoint (SQLite SAVEPOINT inside the command's own, which
   * is inside the batch's transaction). A refusal (ServiceError) rolls back exactly what `part` did, in
   * the database and in memory (staged actors, held events, machine events, domain effects), and is
   * returned so the command can record it and carry on; any other error is a bug and fails the command.
   */
  attempt<T>(part: () => T): Attempt<T> {
    // Events held for this command's one INSERT are written first: the savepoint's rollback must not take them.
    this.stores.events.flushCommand();
    const actors = this.actors.mark();
    const emitted = this.emitted.length;
    const actorEvents = this.actorEvents.length;
    const effects = [...this.pendingEffects];
    try {
      return { ok: true, value: this.stores.db.transaction(part)() };
    } catch (error) {
      this.actors.rollbackTo(actors);
      this.emitted.length = emitted;
      this.actorEvents.length = actorEvents;
      this.pendingEffects = effects;
      forgetWriterMemory(this.stores);
      if (error instanceof ServiceError) return { ok: false, refusal: error };
      throw error;
    }
  }

  emit(owner: ActorOwner, event: string, data: Record<string, unknown>): StoredEvent {
    const seq = this.stores.events.nextSeq();
    const eventId = eventIdFor(seq, this.id.partition);
    const envelope: Record<string, unknown> = { eventId, event, timestamp: new Date(this.id.atMs).toISOString(), data };
    if (owner.env === 'sandbox') envelope.isSandbox = true;
    const stored: StoredEvent = { seq, eventId, env: owner.env, partnerId: owner.partnerId, event, atMs: this.id.atMs, envelope };
    this.stores.events.insert(stored, this.id.seq);
    this.emitted.push(stored);
    return stored;
  }

  transfer(t: TransferRequest): void {
    this.ledger.transfer(t);
  }

  setTimer(actor: { kind: string; id: string }, params: TimerSetParams): void {
    this.stores.timers.put({
      id: `${actor.kind}:${actor.id}:${params.name}`,
      dueAtMs: params.dueAtMs,
      actorKind: actor.kind,
      actorId: actor.id,
      event: params.event,
      // An actor's deadlines follow the clock it lives on: the step's, when it is a test clock.
      clockId: this.id.clockId,
    });
    this.timersChanged = true;
  }

  clearTimer(actor: { kind: string; id: string }, name: string): void {
    this.stores.timers.delete(`${actor.kind}:${actor.id}:${name}`);
    this.timersChanged = true;
  }

  /** The domain effects actor `kind`/`id` named since the last take, in order; the caller carries them out. */
  takeEffects(kind: string, id: string): DomainEffect[] {
    const taken = this.pendingEffects.filter((e) => e.actor.kind === kind && e.actor.id === id);
    this.pendingEffects = this.pendingEffects.filter((e) => !(e.actor.kind === kind && e.actor.id === id));
    return taken;
  }

  /** A step ends with every domain effect carried out: one left over would be work silently lost. */
  assertEffectsTaken(): void {
    const left = this.pendingEffects[0];
    if (left) throw new Error(`domain effect ${left.params.name} of ${left.actor.kind} ${left.actor.id} was never carried out`);
  }

  /** Deletes a partner's actors of these kinds (sandbox reset); the cache must not resurrect them. */
  deleteActors(partnerId: string, env: Env, kinds: readonly string[]): void {
    this.actors.deleteForPartner(partnerId, env, kinds);
    this.cacheInvalidated = true;
  }

  /** Forgets actors whose snapshots this step deleted (retention's compaction): a later read finds none, as after a restart. */
  forgetActors(actors: readonly { readonly kind: string; readonly id: string }[]): void {
    for (const a of actors) this.actors.forget(a.kind, a.id);
  }

  invalidateActorCache(): void {
    this.cacheInvalidated = true;
  }

  apply(owner: ActorOwner, actor: { kind: string; id: string }, action: { type: string; params: unknown }): void {
    switch (action.type) {
      case 'xstate.emit': {
        const { event } = paramsOf(action);
        if (!isRecord(event)) throw new Error(`machine ${actor.kind} emitted an event that is not an object`);
        const { type, ...rest } = event;
        if (typeof type !== 'string') throw new Error(`machine ${actor.kind} emitted an event without a type`);
        // Trading machines put the payload under `data`: the spec's payloads have a `type` of their own (BUY/SELL).
        const data = isRecord(rest.data) && Object.keys(rest).length === 1 ? rest.data : rest;
        this.emit(owner, type, data);
        return;
      }
      case 'transfer': {
        // The machines' transfer params are typed in their setup(); the ledger checks roles and the amount below.
        const t = action.params as MachineTransfer;
        // A machine names only real movements: a zero, negative or fractional amount is its bug, not the caller's.
        assertPositiveInteger(t.amountMinor, `${actor.kind} ${actor.id}'s ${t.kind} transfer`);
        this.transfer({
          debit: accountForRole(t.debit, owner),
          credit: accountForRole(t.credit, owner),
          amountMinor: t.amountMinor,
          kind: t.kind,
          ref: actor.id,
        });
        return;
      }
      case 'setTimer':
        this.setTimer(actor, timerParams(actor, paramsOf(action)));
        return;
      case 'clearTimer':
        this.clearTimer(actor, nameOf(actor, paramsOf(action)));
        return;
      case 'effect': {
        const params = paramsOf(action);
        this.pendingEffects.push({ actor: { kind: actor.kind, id: actor.id }, owner, params: { ...params, name: nameOf(actor, params) } });
        return;
      }
      default:
        throw new Error(`machine ${actor.kind} returned an action the engine does not know: ${action.type}`);
    }
  }
}

/**
 * After a rollback inside a batch, what the stores remember of the writer's reads and writes (the next
 * outbox number, held events, account balances, the instrument version, table memos) may be ahead of the
 * database: it is forgotten and read afresh.
 */
export function forgetWriterMemory(stores: Stores): void {
  stores.events.forgetSequence();
  stores.ledger.forgetBalances();
  stores.instrumentChanges.forgetVersion();
  forgetTableMemos(stores.db);
}
