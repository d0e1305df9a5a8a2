/**
 * The single-writer command runner. A command is journaled, handled and committed with all its effects
 * in one SQLite transaction. Commands that arrive in the same event-loop tick share one transaction
 * (group commit); each runs in its own savepoint, so a domain error rolls back that command alone.
 * The runner queues commands (at most COMMAND_QUEUE_LIMIT from clients), opens each batch's transaction,
 * runs the handlers in it and writes their journal entries; a committer chosen at start-up
 * (engine/commit/committer.ts) ends the transaction and says when the batch is durable. No caller hears
 * back before that, and the committed-listeners (outbox, stream hub, timers) hear just before them.
 */
import type { Logger } from 'pino';
import type { StoredEvent } from '../storage/events.ts';
import { canonicalJson, entryHashOfJson, type JournalContent, type JournalEntry, type JournalHead, type JournaledResponse } from '../storage/journal.ts';
import type { Stores } from '../storage/stores.ts';
import type { Env } from '../storage/types.ts';
import type { ActorRuntime } from './actors.ts';
import type { Clock } from './clock.ts';
import type { Committer, OpenBatch } from './commit/committer.ts';
import { LocalGroupCommit } from './commit/local.ts';
import { notCommitted, notOwner, queueFull } from './commit/refusals.ts';
import type { LogEntry } from './commit-log.ts';
import { DEFAULT_COMMAND_QUEUE_LIMIT } from './config.ts';
import { assertReplayable, ENGINE_VERSION } from './engine-version.ts';
import { ServiceError } from './errors.ts';
import { heldForApproval } from './approval-hold.ts';
import type { AnyCommand, CommandDefinition, CommandPrincipal } from './feature.ts';
import { forgetWriterMemory, Step } from './step.ts';
import { holdsSealedField } from '../storage/credential-seal.ts';

export { isNotOwnerError } from './commit/refusals.ts';

export interface Command {
  readonly type: string;
  readonly env: Env | null;
  readonly partnerId: string | null;
  readonly requestId: string | null;
  /** Journaled as is: never a secret (keys travel as hashes). */
  readonly payload: unknown;
  /** A sandbox test clock: the command runs at that clock's time (absent: the service clock). */
  readonly clockId?: string | null;
  /** Who asks: journaled only if an approval holds the command (engine/approval-hold.ts); absent, it is never held. */
  readonly requestedBy?: CommandPrincipal | null;
}

export type CommandHandler = (step: Step, payload: never) => unknown;

/** Who a command runs for; its type and payload come from a typed definition (engine/feature.ts). */
export interface CommandEnvelope<P> {
  readonly env: Env | null;
  readonly partnerId: string | null;
  readonly requestId: string | null;
  readonly payload: P;
  /** A sandbox test clock: the command runs at that clock's time (absent: the service clock). */
  readonly clockId?: string | null;
  /** Who asks (see `Command`). */
  readonly requestedBy?: CommandPrincipal | null;
}

export interface StoredResponse {
  readonly status: number;
  readonly body: unknown;
}

export interface ExecuteOptions<R> {
  readonly idempotency?: { readonly key: string; readonly fingerprint: string };
  readonly respond?: (result: R) => StoredResponse;
  /**
   * A client's request: refused with 503 and Retry-After, nothing journaled, when the queue already holds
   * its limit (COMMAND_QUEUE_LIMIT). Work the service makes itself (timers, webhook outcomes, start-up,
   * the operator's commands) is paced by its producer, a command or a batch at a time, and always queued.
   */
  readonly refuseWhenFull?: boolean;
}

export interface Executed<R> {
  readonly result: R;
  readonly response: StoredResponse | null;
  /**
   * The response body's JSON text as the idempotency record stores it, when it seals nothing (then it is
   * exactly `JSON.stringify(response.body)`): the HTTP side sends it instead of serialising the body again.
   */
  readonly responseText?: string;
  readonly seq: number;
}

interface Pending {
  readonly command: Command;
  readonly options: ExecuteOptions<unknown>;
  readonly resolve: (value: Executed<unknown>) => void;
  readonly reject: (error: unknown) => void;
}

/** One command's result in its batch, with the caller who hears it. */
type Outcome =
  | { readonly ok: true; readonly caller: Pending; readonly value: Executed<unknown>; readonly step: Step }
  | { readonly ok: false; readonly caller: Pending; readonly error: unknown };

/** What the engine is built with beside its parts; every field has the embedded default. */
export interface EngineOptions {
  /** The partition this engine's journal belongs to (SCALEOUT.md); 0, the embedded default, is left out of the hashed content. */
  readonly partition?: number;
  /** What makes a batch durable (engine/commit/); default: embedded group commit on this database. */
  readonly committer?: Committer;
  /** Commands from clients waiting for a batch beyond this are refused with 503 (COMMAND_QUEUE_LIMIT). */
  readonly queueLimit?: number;
  /** The command definitions by type: approvable ones may be held (approval-hold.ts); none by default. */
  readonly commands?: ReadonlyMap<string, AnyCommand>;
  /**
   * Runs after each command's handler, inside its savepoint, before its rows are written: the service
   * gives the webhooks feature's fan-out (the step's events become deliveries), so the core names no feature.
   */
  readonly afterCommand?: (step: Step) => void;
}

/** A listener that removes itself from `list` the first time it runs. */
function once(run: () => void, list: (() => void)[]): () => void {
  const listener = (): void => {
    list.splice(list.indexOf(listener), 1);
    run();
  };
  return listener;
}

export class Engine {
  private head: JournalHead;
  private queue: Pending[] = [];
  private flushScheduled = false;
  private readonly committedListeners: ((events: StoredEvent[], timersChanged: boolean) => void)[] = [];
  /** Group-commit counters: the benchmark reads them to prove batches really form under load. */
  private readonly counters = { batches: 0, commands: 0, maxBatch: 0 };
  /** True only while a command runs (its handler and its `respond`): reads then belong to the writer's transaction. */
  private applyingFlag = false;
  /**
   * True while a batch runs: a command's journal entry and idempotency record are staged once its
   * savepoint is released and written by one multi-row INSERT each before the batch's COMMIT
   * (flushStagedRows). Outside a batch (replay) they are written at once.
   */
  private inBatch = false;
  /** False once a graceful hand-over began (`drain`): new commands are refused, queued ones still run. */
  private accepting = true;
  /** The highest journal seq whose callers were answered (or that was replayed): everything at or below it is durable. */
  private durable: number;
  /** Told each time a batch's transaction has ended (committed or rolled back), before the next begins. */
  private readonly betweenBatchesListeners: (() => void)[] = [];
  /** One command's transaction: a SAVEPOINT inside the batch's, or its own (replay). */
  private readonly commandTransaction: (
    entry: JournalEntry,
    payloadJson: string,
    options: ExecuteOptions<unknown>,
    replayed: boolean,
  ) => { step: Step; value: Executed<unknown>; journaled: JournalEntry };

  readonly stores: Stores;
  readonly clock: Clock;
  private readonly handlers: ReadonlyMap<string, CommandHandler>;
  readonly actors: ActorRuntime;
  private readonly log: Logger;
  readonly partition: number;
  private readonly committer: Committer;
  private readonly queueLimit: number;
  /** The command definitions by type: approvable ones may be held (approval-hold.ts), and a step runs a held one by type. */
  private readonly commands: ReadonlyMap<string, AnyCommand>;
  private readonly afterCommand: (step: Step) => void;
  constructor(stores: Stores, clock: Clock, handlers: ReadonlyMap<string, CommandHandler>, actors: ActorRuntime, log: Logger, options: EngineOptions = {}) {
    this.commands = options.commands ?? new Map();
    this.afterCommand = options.afterCommand ?? (() => {});
    this.stores = stores;
    this.clock = clock;
    this.handlers = handlers;
    this.actors = actors;
    this.log = log;
    this.partition = options.partition ?? 0;
    this.queueLimit = options.queueLimit ?? DEFAULT_COMMAND_QUEUE_LIMIT;
    this.head = stores.journal.head();
    this.durable = this.head.seq;
    this.committer = options.committer ?? new LocalGroupCommit(stores, log);
    this.committer.attach({ wake: () => this.scheduleFlush(), resumed: () => this.resume(), durableSeq: () => this.durable });
    // Built once: better-sqlite3 makes a fresh wrapper per transaction() call, a cost on every command.
    this.commandTransaction = stores.db.transaction((entry: JournalEntry, payloadJson: string, options: ExecuteOptions<unknown>, replayed: boolean) =>
      this.apply(entry, payloadJson, options, replayed),
    );
  }

  /**
   * Whether a command is running right now, synchronously. Reads made meanwhile (a route's `respond`
   * building its body) must see the command's own uncommitted writes; every other read goes to the
   * read-only connection (engine/queries/index.ts).
   */
  get applying(): boolean {
    return this.applyingFlag;
  }

  journalHead(): JournalHead {
    return { ...this.head };
  }

  stats(): { batches: number; commands: number; maxBatch: number; syncs: number; durableSeq: number } {
    return { ...this.counters, syncs: this.committer.syncs, durableSeq: this.durable };
  }

  /** The highest journal seq known durable (on disk, or appended to the log). No caller has been answered for a command above it. */
  get durableSeq(): number {
    return this.durable;
  }

  onCommitted(listener: (events: StoredEvent[], timersChanged: boolean) => void): void {
    this.committedListeners.push(listener);
  }

  /**
   * `listener` runs synchronously each time a batch's transaction has ended, while no transaction is
   * open. Writes kept beside the journal (usage counters) go in their own transaction then: in cluster
   * mode one written while an append is pending would ride that batch and roll back with it.
   */
  onBetweenBatches(listener: () => void): void {
    this.betweenBatchesListeners.push(listener);
  }

  /** Resolves when the writer has no transaction open: at once, or once the open batch has ended. */
  betweenBatches(): Promise<void> {
    if (!this.stores.db.inTransaction) return Promise.resolve();
    return new Promise((resolve) => this.betweenBatchesListeners.push(once(resolve, this.betweenBatchesListeners)));
  }

  /**
   * Graceful hand-over (cluster mode): takes no new command and resolves once every command already
   * taken has been committed (or refused) and answered. The committer taking writes again reopens it.
   */
  async drain(): Promise<void> {
    this.accepting = false;
    while (!this.idle) await new Promise((resolve) => setTimeout(resolve, 2));
  }

  /** No batch queued, running or in the committer's hands (a follower replays only then). */
  get idle(): boolean {
    return !this.flushScheduled && this.queue.length === 0 && this.committer.idle;
  }

  execute<R>(command: Command, options: ExecuteOptions<R> = {}): Promise<Executed<R>> {
    if (!this.handlers.has(command.type)) throw new Error(`unknown command ${command.type}`);
    const refusal = this.accepting ? this.committer.refusal() : notOwner;
    if (refusal) return Promise.reject(refusal());
    if (options.refuseWhenFull && this.queue.length >= this.queueLimit) return Promise.reject(queueFull(this.queueLimit));
    return new Promise<Executed<R>>((resolve, reject) => {
      this.queue.push({ command, options: options as ExecuteOptions<unknown>, resolve: resolve as Pending['resolve'], reject });
      this.scheduleFlush();
    });
  }

  private scheduleFlush(): void {
    if (this.flushScheduled || this.queue.length === 0 || !this.committer.mayBegin(this.queue.length)) return;
    this.flushScheduled = true;
    setImmediate(this.flush);
  }

  /** `execute`, checked at compile time: the payload and result are the definition's. */
  run<P, R>(command: CommandDefinition<P, R>, envelope: CommandEnvelope<NoInfer<P>>, options: ExecuteOptions<NoInfer<R>> = {}): Promise<Executed<R>> {
    return this.execute<R>({ type: command.type, ...envelope }, options);
  }

  /** `executeNow`, checked at compile time. */
  runNow<P, R>(command: CommandDefinition<P, R>, envelope: CommandEnvelope<NoInfer<P>>): R {
    return this.executeNow<R>({ type: command.type, ...envelope });
  }

  /**
   * Runs one command now, synchronously, in a batch of its own, durable before it returns: for start-up
   * work (recovery's bootstrap) that must be journaled before the service reports ready.
   */
  executeNow<R>(command: Command): R {
    if (!this.handlers.has(command.type)) throw new Error(`unknown command ${command.type}`);
    const commitNow = this.committer.commitNow;
    if (!commitNow) throw new Error('executeNow needs a committer that commits synchronously (embedded); cluster mode runs commands through execute');
    const refusal = this.committer.refusal();
    if (refusal) throw refusal();
    const done: { outcome: { ok: true; value: R } | { ok: false; error: unknown } | null } = { outcome: null };
    const caller: Pending = {
      command,
      options: {},
      resolve: (v) => (done.outcome = { ok: true, value: v.result as R }),
      reject: (error) => (done.outcome = { ok: false, error }),
    };
    const batch = this.runBatch([caller]);
    if (batch) commitNow(batch);
    if (!done.outcome) throw new Error('the command did not complete');
    if (!done.outcome.ok) throw done.outcome.error;
    return done.outcome.value;
  }

  /**
   * The time a new batch is stamped with. Time never runs backwards in the journal: a clock behind the
   * head (a node taking over from one whose clock ran ahead, a virtual clock restarted earlier) stamps
   * its batches at the head's time.
   */
  private batchAtMs(): number {
    return Math.max(this.clock.nowMs(), this.head.atMs);
  }

  /** Runs the queued commands as one batch and hands it to the committer; bound once, it is what setImmediate calls. */
  private readonly flush = (): void => {
    this.flushScheduled = false;
    const waiting = this.queue;
    if (waiting.length === 0 || !this.committer.mayBegin(waiting.length)) return;
    this.queue = [];
    const refusal = this.committer.refusal();
    if (refusal) {
      for (const p of waiting) p.reject(refusal());
      return;
    }
    const batch = this.runBatch(waiting);
    if (batch) this.committer.commit(batch);
  };

  /**
   * Opens the batch's transaction and runs every command in it, its rows written but not committed;
   * null when the batch itself failed (then rolled back, every caller refused).
   */
  private runBatch(callers: readonly Pending[]): OpenBatch | null {
    this.counters.batches += 1;
    this.counters.commands += callers.length;
    this.counters.maxBatch = Math.max(this.counters.maxBatch, callers.length);
    const atMs = this.batchAtMs();
    const headBefore = this.head;
    const entries: LogEntry[] = [];
    const outcomes: Outcome[] = [];
    let ran = false;
    this.openWriterMemory();
    try {
      this.stores.db.exec('BEGIN IMMEDIATE');
      for (const p of callers) {
        // SQLite rolls a whole transaction back on some errors (a full disk, an I/O error): a command
        // after that would commit alone, outside its batch and without its journal entry.
        if (!this.stores.db.inTransaction) throw new Error('the batch transaction ended before its last command');
        outcomes.push(this.runOne(p, atMs, entries));
      }
      this.flushStagedRows();
      ran = true;
    } catch (error) {
      this.log.error({ err: error }, 'batch failed; every command in it is refused');
    } finally {
      this.closeWriterMemory();
    }
    const batch = this.openBatch(callers, outcomes, entries, headBefore);
    if (ran) return batch;
    batch.rollBack(notCommitted);
    return null;
  }

  /** The batch as its committer sees it: what to append, and how to commit, roll back, answer or refuse it. */
  private openBatch(callers: readonly Pending[], outcomes: readonly Outcome[], entries: readonly LogEntry[], headBefore: JournalHead): OpenBatch {
    const lastSeq = this.head.seq;
    return {
      headBefore,
      lastSeq,
      entries,
      commit: () => this.commitBatch(callers, outcomes, headBefore),
      rollBack: (refusal) => this.rollBackBatch(callers, headBefore, refusal),
      answer: () => this.answerBatch(outcomes, lastSeq),
      refuse: (refusal) => {
        for (const p of callers) p.reject(refusal());
      },
    };
  }

  private commitBatch(callers: readonly Pending[], outcomes: readonly Outcome[], headBefore: JournalHead): boolean {
    try {
      this.stores.db.exec('COMMIT');
    } catch (error) {
      this.log.error({ err: error }, 'batch commit failed; every command in it is refused');
      this.rollBackBatch(callers, headBefore, notCommitted);
      return false;
    }
    // The writer's own view moves on at once (the next batch reads it); the world hears once it is durable.
    this.publishToWriter(outcomes);
    this.betweenBatchesEnded();
    return true;
  }

  /** Rolls back the open batch (if SQLite has not already), forgets what memory learnt from it and refuses every caller. */
  private rollBackBatch(callers: readonly Pending[], headBefore: JournalHead, refusal: () => ServiceError): void {
    try {
      if (this.stores.db.inTransaction) this.stores.db.exec('ROLLBACK');
    } catch (error) {
      // SQLite may already have rolled back a COMMIT it could not write; nothing of the batch remains.
      this.log.warn({ err: error }, 'rollback of a refused batch failed');
    }
    this.head = headBefore;
    this.discardStagedRows();
    this.actors.discardStaged();
    this.actors.clearCache();
    this.forgetWriterMemory();
    for (const p of callers) p.reject(refusal());
    this.betweenBatchesEnded();
  }

  /** Durable: the outbox, stream hub and timers hear of the batch's events, then its callers. */
  private answerBatch(outcomes: readonly Outcome[], lastSeq: number): void {
    this.durable = Math.max(this.durable, lastSeq);
    // Closed meanwhile (SQLite's close checkpoints, synced): the callers hear, the stopped service's listeners do not.
    if (this.stores.db.open) this.notifyCommitted(outcomes);
    for (const o of outcomes) {
      if (o.ok) o.caller.resolve(o.value);
      else o.caller.reject(o.error);
    }
  }

  /** The committer takes writes again: new commands are taken, and the head is the journal's (a follower replayed up to it). */
  private resume(): void {
    this.accepting = true;
    this.head = this.stores.journal.head();
    this.durable = this.head.seq;
  }

  /** Stops the committer's own work (a checkpoint worker, a WAL descriptor), at the service's close. */
  close(): void {
    this.committer.close();
  }

  /** Cluster mode: after a follower's replay transaction rolled back, memory forgets what it learnt from it. */
  resyncAfterRollback(): void {
    this.head = this.stores.journal.head();
    this.durable = Math.min(this.durable, this.head.seq);
    this.actors.discardStaged();
    this.actors.clearCache();
    this.forgetWriterMemory();
  }

  private betweenBatchesEnded(): void {
    for (const listener of [...this.betweenBatchesListeners]) {
      try {
        listener();
      } catch (error) {
        // A side write failing (say, the disk is full) must neither stop the engine nor crash the process.
        this.log.error({ err: error }, 'a write between batches failed');
      }
    }
  }

  /** Right after COMMIT: the actor cache learns the batch's snapshots, which the next batch reads. */
  private publishToWriter(outcomes: readonly { readonly ok: boolean; readonly step?: Step }[]): void {
    this.actors.commitStaged();
    for (const o of outcomes) if (o.ok && o.step?.cacheInvalidated) this.actors.clearCache();
  }

  /** Once durable: the outbox, stream hub and timers hear of the batch's events. */
  private notifyCommitted(outcomes: readonly { readonly ok: boolean; readonly step?: Step }[]): void {
    const events: StoredEvent[] = [];
    let timersChanged = false;
    for (const o of outcomes) {
      if (!o.ok || !o.step) continue;
      events.push(...o.step.emitted);
      timersChanged ||= o.step.timersChanged;
    }
    for (const listener of this.committedListeners) listener(events, timersChanged);
  }

  /** One command inside the batch transaction, in a savepoint of its own. */
  private runOne(p: Pending, atMs: number, entries: LogEntry[]): Outcome {
    const { options } = p;
    let command: Command;
    try {
      command = heldForApproval(this.commands, p.command, this.stores);
    } catch (error) {
      return { ok: false, caller: p, error };
    }
    // The payload is serialised once: that canonical text is hashed and journaled, and handlers see it
    // parsed back (the form a journal read gives), so a replay hands them exactly the same input.
    const payloadJson = canonicalJson(command.payload);
    // A command on a sandbox test clock is stamped with that clock's time (its journaled state), not the batch's.
    let entryAtMs = atMs;
    if (command.clockId) {
      try {
        entryAtMs = this.testClockTime(command.clockId);
      } catch (error) {
        return { ok: false, caller: p, error };
      }
    }
    const content: JournalContent = {
      seq: this.head.seq + 1,
      atMs: entryAtMs,
      type: command.type,
      env: command.env ?? null,
      partnerId: command.partnerId ?? null,
      requestId: command.requestId ?? null,
      payload: JSON.parse(payloadJson) as unknown,
      engineVersion: ENGINE_VERSION,
      ...(this.partition ? { partition: this.partition } : {}),
      ...(command.clockId ? { clockId: command.clockId } : {}),
    };
    const entry: JournalEntry = { ...content, prevHash: this.head.hash, hash: entryHashOfJson(this.head.hash, content, payloadJson) };
    try {
      const { step, value, journaled } = this.commandTransaction(entry, payloadJson, options, false);
      this.writeRows(journaled, payloadJson, true);
      this.actors.commandDone();
      this.head = headAfter(this.head, entry);
      // The entry as journaled (with its idempotent response beside the hash) is what a remote log carries.
      entries.push({ entry: journaled, payloadJson });
      return { ok: true, caller: p, value, step };
    } catch (error) {
      this.commandFailed();
      return { ok: false, caller: p, error };
    }
  }

  /** A command's savepoint rolled back: forget what memory learnt from its writes. */
  private commandFailed(): void {
    this.actors.commandFailed();
    this.forgetWriterMemory();
  }

  /** Writes the batch's staged journal entries and idempotency records: inside its transaction, before COMMIT. */
  private flushStagedRows(): void {
    this.actors.flushBatch();
    this.stores.journal.flushStaged();
    this.stores.idempotency.flushStaged();
  }

  private discardStagedRows(): void {
    this.stores.journal.discardStaged();
    this.stores.idempotency.discardStaged();
  }

  /**
   * During a batch the stores remember what the batch read and wrote (the next outbox number, account
   * balances) instead of reading it back. After a command's rollback those figures may be gone from the
   * database, so they go too; the memory never outlives its batch.
   */
  private forgetWriterMemory(): void {
    forgetWriterMemory(this.stores);
  }

  private openWriterMemory(): void {
    this.inBatch = true;
    this.actors.beginBatch();
    this.stores.events.openMemory();
    this.stores.ledger.openMemory();
  }

  private closeWriterMemory(): void {
    this.inBatch = false;
    this.actors.endBatch();
    this.stores.events.closeMemory();
    this.stores.ledger.closeMemory();
    // Also read by every market request: re-read once after each batch (committed or failed).
    this.stores.instrumentChanges.forgetVersion();
  }

  /**
   * A test clock's time, as its journaled state holds it: a command on it is stamped with that instant
   * (its entry's `atMs`, which replay reuses). A clock that does not exist is a command that cannot run.
   */
  private testClockTime(clockId: string): number {
    const clock = this.stores.testClocks.get(clockId);
    if (!clock) throw new ServiceError('NOT_FOUND', `no test clock ${clockId}`);
    return clock.frozenTimeMs;
  }

  /**
   * Runs one entry's handler, then journals the entry in the same savepoint, with the stored response of
   * an idempotent request: live, the one `respond` gives; in replay, the one the entry carries.
   */
  private apply(
    entry: JournalEntry,
    payloadJson: string,
    options: ExecuteOptions<unknown>,
    replayed: boolean,
  ): { step: Step; value: Executed<unknown>; journaled: JournalEntry } {
    this.applyingFlag = true;
    try {
      return this.applyEntry(entry, payloadJson, options, replayed);
    } finally {
      this.applyingFlag = false;
    }
  }

  private applyEntry(
    entry: JournalEntry,
    payloadJson: string,
    options: ExecuteOptions<unknown>,
    replayed: boolean,
  ): { step: Step; value: Executed<unknown>; journaled: JournalEntry } {
    const step = new Step(
      {
        seq: entry.seq,
        atMs: entry.atMs,
        clockId: entry.clockId ?? null,
        entryHash: entry.hash,
        env: entry.env as Env | null,
        partnerId: entry.partnerId,
        requestId: entry.requestId,
        partition: entry.partition ?? 0,
      },
      this.stores,
      this.actors,
      this.commands,
    );
    const handler = this.handlers.get(entry.type)!;
    const result = handler(step, entry.payload as never);
    step.assertEffectsTaken();
    this.afterCommand(step);
    this.actors.writePending();
    let response: StoredResponse | null = null;
    if (options.respond) response = options.respond(result);
    // The command's events, held by the outbox since they were emitted, in one INSERT (storage/events.ts).
    this.stores.events.flushCommand();
    let stored = entry.response;
    let responseText: string | undefined;
    if (options.idempotency && entry.partnerId && entry.env) {
      const { status, body } = response ?? { status: 200, body: result };
      stored = { key: options.idempotency.key, fingerprint: options.idempotency.fingerprint, status, body: this.stores.idempotency.sealBody(body) };
      if (response && !holdsSealedField(stored.body)) responseText = stored.body;
    }
    // Replay records the machine events only where the source entry did: one journaled before they were has none.
    const actorEvents = replayed && entry.actorEvents === undefined ? undefined : actorEventsJson(step);
    const journaled = stored === entry.response && actorEvents === entry.actorEvents ? entry : beside(entry, stored, actorEvents);
    // In a batch both rows are staged once the savepoint is released (runOne); alone, written now.
    if (!this.inBatch) this.writeRows(journaled, payloadJson, false);
    return { step, value: responseText === undefined ? { result, response, seq: entry.seq } : { result, response, responseText, seq: entry.seq }, journaled };
  }

  /**
   * The command's journal entry and its idempotency record (the stored response it journals): in a batch
   * held for the batch's multi-row INSERTs (flushStagedRows), alone (replay) written now.
   */
  private writeRows(journaled: JournalEntry, payloadJson: string, staged: boolean): void {
    const stored = journaled.response;
    if (stored && journaled.partnerId && journaled.env) {
      const { idempotency } = this.stores;
      if (staged) idempotency.stageStored(journaled.env, journaled.partnerId, journaled.atMs, journaled.seq, stored);
      else idempotency.putStored(journaled.env, journaled.partnerId, journaled.atMs, journaled.seq, stored);
    }
    if (staged) this.stores.journal.stage(journaled, payloadJson);
    else this.stores.journal.append(journaled, payloadJson);
  }

  /**
   * Replays one journal entry (from another database) exactly as it first ran: same time, same payload.
   * The recomputed hash must equal the recorded one, which proves the chain and the determinism at once.
   */
  replay(entry: JournalEntry): void {
    assertReplayable(entry);
    const content: JournalContent = {
      seq: this.head.seq + 1,
      atMs: entry.atMs,
      type: entry.type,
      env: entry.env,
      partnerId: entry.partnerId,
      requestId: entry.requestId,
      payload: entry.payload,
      ...(entry.engineVersion === undefined ? {} : { engineVersion: entry.engineVersion }),
      ...(entry.partition ? { partition: entry.partition } : {}),
      ...(entry.clockId ? { clockId: entry.clockId } : {}),
    };
    const payloadJson = canonicalJson(content.payload);
    const recomputed: JournalEntry = {
      ...content,
      prevHash: this.head.hash,
      hash: entryHashOfJson(this.head.hash, content, payloadJson),
      ...(entry.response ? { response: entry.response } : {}),
      ...(entry.actorEvents === undefined ? {} : { actorEvents: entry.actorEvents }),
    };
    if (recomputed.seq !== entry.seq || recomputed.hash !== entry.hash) {
      throw new Error(`replay diverged at journal entry ${entry.seq}`);
    }
    let step: Step;
    try {
      ({ step } = this.commandTransaction(recomputed, payloadJson, {}, true));
      this.actors.commandDone();
    } catch (error) {
      this.commandFailed();
      throw error;
    }
    this.head = headAfter(this.head, recomputed);
    // The entry was durable where it came from: the committed-listeners hear at once.
    this.durable = recomputed.seq;
    const replayed = [{ ok: true, step }];
    this.publishToWriter(replayed);
    this.notifyCommitted(replayed);
  }
}

/**
 * The head after an entry: its link, and the service clock's time. An entry on a test clock carries that
 * clock's time, which says nothing about the service's, so the head keeps the time it had.
 */
function headAfter(head: JournalHead, entry: JournalEntry): JournalHead {
  return { seq: entry.seq, hash: entry.hash, atMs: entry.clockId ? head.atMs : entry.atMs };
}

/** The machine events a step sent, as the journal keeps them (JSON once per entry); none: absent. */
function actorEventsJson(step: Step): string | undefined {
  return step.actorEvents.length === 0 ? undefined : JSON.stringify(step.actorEvents);
}

/** The entry with the fields journaled beside its hashed content: the stored response and the machine events. */
function beside(entry: JournalEntry, response: JournaledResponse | undefined, actorEvents: string | undefined): JournalEntry {
  // Field by field, in the entry's own key order: an object rest (`{ response, actorEvents, ...content }`)
  // costs several µs per command in V8.
  const out: { -readonly [K in keyof JournalEntry]: JournalEntry[K] } = {
    seq: entry.seq,
    atMs: entry.atMs,
    type: entry.type,
    env: entry.env,
    partnerId: entry.partnerId,
    requestId: entry.requestId,
    payload: entry.payload,
  } as JournalEntry;
  if (entry.engineVersion !== undefined) out.engineVersion = entry.engineVersion;
  if (entry.partition !== undefined) out.partition = entry.partition;
  if (entry.clockId !== undefined) out.clockId = entry.clockId;
  out.prevHash = entry.prevHash;
  out.hash = entry.hash;
  if (response) out.response = response;
  if (actorEvents !== undefined) out.actorEvents = actorEvents;
  return out;
}
