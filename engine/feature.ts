/**
 * What a feature is: one descriptor per feature in engine/features/<name>.ts declares its
 * machines (kind, version, public status, projection, snapshot migrations), typed commands, platform
 * timers, tables (replay and sandbox-reset classification), migration files, ledger account kinds and
 * assets (reset rules) and public event types. The engine's handler map, the machine registry, the
 * projections, the webhook event catalogue, timer routing, the replay comparison, the sandbox reset and
 * start-up bootstrap are all built from the list in engine/features/index.ts; the HTTP routes are listed
 * under the feature's name in http/routes/index.ts, a map the type system holds complete.
 * test/engine/features.test.ts fails when something in a migrated database, the migration files, the
 * ledger or the routes is claimed by no feature (or by two).
 */
import type { AnyMachineSnapshot, AnyStateMachine, SnapshotFrom } from 'xstate';
import type { Stores } from '../storage/stores.ts';
import type { TimerRecord } from '../storage/timers.ts';
import type { Env } from '../storage/types.ts';
import type { ActorView } from './actors.ts';
import type { AccountSpec } from './ledger.ts';
import type { SnapshotMigration } from './machine-versions.ts';
import type { RefusalTable } from './refusals.ts';
import type { Step } from './step.ts';

/**
 * A command: its journaled type and its handler. The payload and result types travel with it, so
 * `dispatch(ctx, command, { payload, respond })` (http/dispatch.ts) and `engine.run(command, ...)` are
 * checked at compile time against the handler.
 */
export interface CommandDefinition<P, R> {
  readonly type: string;
  readonly handler: (step: Step, payload: P) => R;
  /** Present when the partner's policy may hold the command for a second member (engine/approvals/). */
  readonly approvable?: ApprovalRule<P, R>;
}

/** Who asks for a command, as an approval records it: a member (portal session, ID token) or an API key. */
export interface CommandPrincipal {
  readonly kind: 'member' | 'apiKey';
  readonly id: string;
}

/** The partner environment a command runs for. */
export interface CommandOwner {
  readonly env: Env;
  readonly partnerId: string;
}

/**
 * How a command is held for approval. The engine asks `holds` before it journals the command (inside the
 * batch's transaction, so the policy read is the one the command would run against); a held command is
 * journaled as an `approval.request` carrying its type and `kept` payload, and runs when another member
 * approves, inside the approving command (engine/approvals/approvals.ts).
 */
export interface ApprovalRule<P, R> {
  /** The approval's action name, as `GET /approvals` shows it (`payout`, `key.rotate`). */
  readonly action: string;
  /** The command that runs once approved, by type; by default this one (an approved loosening skips the tightening-only check). */
  readonly runs?: string;
  // Method syntax: a command's rule stays assignable to `AnyCommand`'s (parameters compared bivariantly).
  /** Whether the partner's policy (or the state the command would act on) holds this request. */
  holds(stores: Stores, owner: CommandOwner, payload: P): boolean;
  /** What the deciding member is shown (amount, key, changed members). */
  summary(step: Step, payload: P): Record<string, unknown>;
  /** The payload kept for approval; by default the payload itself (a rotation's new key is made at approval). */
  kept?(payload: P): unknown;
  /** What the approval record keeps of the result (the approver's answer shows the result whole). */
  outcome(result: R, payload: P): Record<string, unknown>;
}

/** Any command, whatever its payload and result (a handler map holds these). */
export type AnyCommand = CommandDefinition<never, unknown>;

export type PayloadOf<C> = C extends CommandDefinition<infer P, unknown> ? P : never;
export type ResultOf<C> = C extends CommandDefinition<never, infer R> ? R : never;

/** The payload of a command that takes none: the journal records `{}`. */
export type NoPayload = Record<string, never>;

/** Names a command once, typed by its handler; a handler without a payload parameter takes `{}`. */
export function defineCommand<P = NoPayload, R = unknown>(
  type: string,
  handler: (step: Step, payload: P) => R,
  options: { readonly approvable?: ApprovalRule<NoInfer<P>, NoInfer<R>> } = {},
): CommandDefinition<P, R> {
  return options.approvable ? { type, handler, approvable: options.approvable } : { type, handler };
}

/** A platform timer (not an actor's): the scheduler fires it as `timer.fire`, routed by actor kind. */
export type SystemTimerHandler = (step: Step, timer: TimerRecord, prepared: unknown) => unknown;

export interface SystemTimer {
  /** The timer's `actorKind` in the timers table. */
  readonly kind: string;
  readonly fire: SystemTimerHandler;
}

/**
 * What a sandbox reset does to something: `wipe` deletes the partner's rows (actors) of the reset
 * environment; `keep` leaves them (why); `none` holds no partner data (why); `custom` is handled by a
 * rule of its own, named in `why` (ledger balances, snapshots).
 */
export type ResetRule = { readonly reset: 'wipe' } | { readonly reset: 'keep' | 'none' | 'custom'; readonly why: string };

/** Replay: rebuilt by re-running the journal and compared by primary key, or left out (why). */
export type ReplayRule = { readonly key: readonly string[] } | { readonly notReplayed: string };

export type TableRule = ReplayRule & ResetRule;

/**
 * An actor kind's read model, written by the step whenever it moves an actor of the kind (spawn or
 * event), so no command has to remember a `projectX()` call after a send. A pure function of the
 * actor's snapshot, its owner and the step's stamp, which is what lets replay rebuild identical read models.
 */
export type Projection = (step: Step, view: ActorView) => void;

/** An actor of machine `M` as a projection or a command reads it: its stored record and the machine's own snapshot type. */
export interface MachineView<M extends AnyStateMachine> extends ActorView {
  readonly snapshot: SnapshotFrom<M>;
}

/** A machine a feature owns: everything the engine's machine registry (engine/machines.ts) holds of it. */
export interface MachineDeclaration<K extends string = string, M extends AnyStateMachine = AnyStateMachine> {
  /** The actor kind, as journaled and stored with every snapshot. */
  readonly kind: K;
  readonly machine: M;
  /** Recorded on every snapshot and asserted on restore: `<kind>@<n>`. */
  readonly version: `${K}@${number}`;
  /** The machine's one public-status function (machines/<kind>/machine.ts `publicStatus`). */
  readonly publicStatus: (snapshot: AnyMachineSnapshot) => string;
  /** The read model; null when the kind has none (the reason sits beside the declaration). */
  readonly projection: ((step: Step, view: MachineView<M>) => void) | null;
  /** The codes the machine answers refused events with (machines/<kind>/machine.ts `<kind>Refusals`). */
  readonly refusals?: RefusalTable;
  /** How snapshots written by older versions of the machine are brought to `version`. */
  readonly migrations?: readonly SnapshotMigration[];
  readonly reset: ResetRule;
}

/** Names a machine once, keeping its kind and machine types (the typed `step.send(kind, ...)` is built from them). */
export function defineMachine<const K extends string, M extends AnyStateMachine>(
  declaration: MachineDeclaration<K, M> & { readonly version: `${NoInfer<K>}@${number}` },
): NoInfer<MachineDeclaration<K, M>> {
  return declaration;
}

/**
 * A ledger account kind's reset: `reseed` (the master wallet goes back to the seed), `drain` (the
 * balance goes back to its asset's counterparty), or `system` (a platform account, never a partner's).
 */
export type AccountKindRule = { readonly reset: 'reseed' | 'drain' } | { readonly reset: 'system'; readonly why: string };

/** Where a drained balance of an asset goes on sandbox reset. `name` is exact, or a prefix ending in `*`. */
export interface AssetRule {
  readonly name: string;
  readonly counterparty: (env: Env, asset: string) => AccountSpec;
}

export interface Feature {
  readonly name: string;
  readonly summary: string;
  readonly machines: readonly MachineDeclaration[];
  readonly commands: Readonly<Record<string, AnyCommand>>;
  readonly systemTimers: readonly SystemTimer[];
  /** Commands journaled at every start, before the service reports ready (market timers). */
  readonly bootstrap: readonly CommandDefinition<NoPayload, unknown>[];
  readonly tables: Readonly<Record<string, TableRule>>;
  /**
   * The migration files (storage/migrations/, by name without `.ts`) that create or change this
   * feature's tables; a file that serves several features is claimed by the one that owns most of it.
   */
  readonly migrations: readonly string[];
  readonly ledger: {
    readonly accountKinds: Readonly<Record<string, AccountKindRule>>;
    readonly assets: readonly AssetRule[];
  };
  /**
   * Public event types this feature emits: the webhook event catalogue (engine/webhooks/catalogue.ts)
   * is their union; each one's payload schema is keyed by it in http/event-payloads.ts.
   */
  readonly events: readonly string[];
}

/** Identity that keeps a descriptor's literal types (its commands stay typed for their callers). */
export function defineFeature<const F extends Feature>(feature: F): F {
  return feature;
}

export const NO_LEDGER: Feature['ledger'] = { accountKinds: {}, assets: [] };

export const WIPE = { reset: 'wipe' } as const;

export const assetMatches = (rule: AssetRule, asset: string): boolean =>
  rule.name.endsWith('*') ? asset.startsWith(rule.name.slice(0, -1)) : asset === rule.name;
