/**
 * The single-writer command engine. A command is journaled, handled and committed with all its effects
 * in one SQLite transaction. Commands that arrive in the same event-loop tick share one transaction
 * (group commit); each runs in its own savepoint, so a domain error rolls back that command alone.
 * No caller hears back before the batch is durable. Embedded, that is pipelined: the COMMIT
 * only writes the WAL, an fsync on libuv's thread pool makes it durable, and the next batch runs
 * meanwhile; callers and the committed listeners hear only after an fsync that started after their
 * batch's COMMIT (several batches may share one). In cluster mode the replicated log's acknowledgement
 * plays that part.
 */
import type { Logger } from 'pino';
import type { StoredEvent } from '../storage/events.ts';
import { canonicalJson, entryHashOfJson, type JournalContent, type JournalEntry, type JournalHead, type JournaledResponse } from '../storage/journal.ts';
import type { Stores } from '../storage/stores.ts';
import type { Env } from '../storage/types.ts';
import type { ActorRuntime } from './actors.ts';
import type { Clock } from './clock.ts';
import { LOCAL_COMMIT_LOG, type CommitLog, type LogEntry } from './commit-log.ts';
import { assertReplayable, ENGINE_VERSION } from './engine-version.ts';
import { ServiceError } from './errors.ts';
import { heldForApproval } from './approval-hold.ts';
import type { AnyCommand, CommandDefinition, CommandPrincipal } from './feature.ts';
import { forgetWriterMemory, Step } from './step.ts';
import { WalCheckpointer } from '../storage/wal-checkpointer.ts';
import { holdsSealedField } from '../storage/credential-seal.ts';
import { forgetTableMemos } from '../storage/table-memo.ts';
import { WalSyncer } from '../storage/wal-sync.ts';
import { fanOutToWebhooks } from './webhooks/fanout.ts';

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

type Outcome = { ok: true; value: Executed<unknown>; step: Step } | { ok: false; error: unknown };

/**
 * While an fsync runs, a queue shorter than this waits for it to end instead of committing a batch of
 * its own: the HTTP work of the requests arriving meanwhile is what overlaps the disk, and batches stay
 * large (small ones multiply commits, and a commit's fixed CPU is most of a small batch's cost). A queue
 * this long runs at once, beside the fsync, so a burst is never held back by the disk.
 */
const HOLD_BELOW = 128;

/** A committed batch whose callers wait for an fsync that starts after its COMMIT. */
interface Committed {
  readonly batch: Pending[];
  readonly outcomes: Outcome[];
  /** The journal head once the batch committed: durable with it. */
  readonly seq: number;
}

function notCommitted(): ServiceError {
  return new ServiceError('SERVICE_UNAVAILABLE', 'the write could not be committed; retry with the same Idempotency-Key', { headers: { 'Retry-After': '1' } });
}

/** A listener that removes itself from `list` the first time it runs. */
function once(run: () => void, list: (() => void)[]): () => void {
  const listener = (): void => {
    list.splice(list.indexOf(listener), 1);
    run();
  };
  return listener;
}

const notOwnerErrors = new WeakSet<ServiceError>();

/** A node that does not own its partition (cluster mode) answers writes like this; the client retries. */
function notOwner(): ServiceError {
  const error = new ServiceError('SERVICE_UNAVAILABLE', 'this node does not own the partition now; retry with the same Idempotency-Key', {
    headers: { 'Retry-After': '1' },
  });
  notOwnerErrors.add(error);
  return error;
}

/** Whether `error` is the refusal of a node that does not own its partition (a read that needed a write is forwarded then). */
export const isNotOwnerError = (error: unknown): boolean => error instanceof ServiceError && notOwnerErrors.has(error);

export class Engine {
  private head: JournalHead;
  private queue: Pending[] = [];
  private flushScheduled = false;
  private readonly committedListeners: ((events: StoredEvent[], timersChanged: boolean) => void)[] = [];
  /** Group-commit counters: the benchmark reads them to prove batches really form under load. */
  private readonly counters = { batches: 0, commands: 0, maxBatch: 0 };
  /** True only while a command runs (its handler and its `respond`): reads then belong to the writer's transaction. */
  private applyingFlag = false;
  /** True while `replay` runs an entry from another journal (it keeps that entry's recorded fields). */
  private replaying = false;
  /**
   * True while a batch runs: a command's journal entry and idempotency record are staged once its
   * savepoint is released and written by one multi-row INSERT each before the batch's COMMIT
   * (flushStagedRows). Outside a batch (replay) they are written at once.
   */
  private inBatch = false;
  /** The batch's transaction (BEGIN ... COMMIT) and each command's (a SAVEPOINT inside it, or its own). */
  private readonly batchTransaction: (batch: Pending[], atMs: number) => Outcome[];
  private readonly commandTransaction: (
    entry: JournalEntry,
    payloadJson: string,
    options: ExecuteOptions<unknown>,
  ) => { step: Step; value: Executed<unknown>; journaled: JournalEntry };
  /** Remote log only: the entries of the batch being run, appended once it has run. */
  private batchEntries: LogEntry[] | null = null;
  /** Remote log only: a batch awaits its append; the next waits (one writer, one append in flight). */
  private appending = false;
  /** Cluster mode: whether this node owns its partition; a node that does not refuses every write. */
  private writable = true;
  /** Cluster mode: false once a graceful hand-over began: new commands are refused, queued ones still run. */
  private accepting = true;
  private readonly appendFailedListeners: ((error: unknown) => void)[] = [];
  /** Embedded mode: makes committed batches durable off the JS thread (null in cluster mode). */
  private readonly syncer: WalSyncer | null;
  /** Embedded mode: WAL checkpoints on a worker thread, started with the first batch synced off the JS thread. */
  private readonly checkpointer: WalCheckpointer | null;
  private checkpointFailureLogged = false;
  /** Committed batches waiting for the next fsync to start (it covers them all). */
  private awaitingSync: Committed[] = [];
  private syncing = false;
  /** Highest journal seq known to be on disk: every answered command is at or below it. */
  private durable = 0;
  /** An fsync failed: nothing committed since can be called durable; every write is refused from then on. */
  private syncFailure: unknown = null;
  /** Remote log only: told each time a batch's transaction has ended (committed or rolled back), before the next begins. */
  private readonly betweenBatchesListeners: (() => void)[] = [];

  readonly stores: Stores;
  readonly clock: Clock;
  private readonly handlers: ReadonlyMap<string, CommandHandler>;
  readonly actors: ActorRuntime;
  private readonly log: Logger;
  readonly partition: number;
  private readonly commitLog: CommitLog;
  /** The command definitions by type: approvable ones may be held (approval-hold.ts), and a step runs a held one by type. */
  private readonly commands: ReadonlyMap<string, AnyCommand>;
  constructor(
    stores: Stores,
    clock: Clock,
    handlers: ReadonlyMap<string, CommandHandler>,
    actors: ActorRuntime,
    log: Logger,
    /** The partition this engine's journal belongs to (SCALEOUT.md); 0, the embedded default, is left out of the hashed content. */
    partition = 0,
    commitLog: CommitLog = LOCAL_COMMIT_LOG,
    commands: ReadonlyMap<string, AnyCommand> = new Map(),
  ) {
    this.commands = commands;
    this.stores = stores;
    this.clock = clock;
    this.handlers = handlers;
    this.actors = actors;
    this.log = log;
    this.partition = partition;
    this.commitLog = commitLog;
    this.head = stores.journal.head();
    this.durable = this.head.seq;
    this.syncer = commitLog.mode === 'local' ? new WalSyncer(stores.db) : null;
    this.checkpointer = this.syncer ? new WalCheckpointer(stores.db, (message) => this.checkpointFailed(message)) : null;
    // Cluster mode: a batch is durable once the replicated log acknowledged it, before the local COMMIT; the
    // local SQLite is a copy a node rebuilds from the log (a restart catches up from its local head), so its
    // COMMIT needs no fsync of its own (at NORMAL SQLite still syncs around checkpoints).
    if (commitLog.mode === 'remote') stores.db.pragma('synchronous = NORMAL');
    // Built once: better-sqlite3 makes a fresh wrapper per transaction() call, a cost on every command.
    this.batchTransaction = stores.db.transaction((batch: Pending[], atMs: number) => {
      const outcomes = batch.map((p) => this.runOne(p, atMs));
      this.flushStagedRows();
      return outcomes;
    });
    this.commandTransaction = stores.db.transaction((entry: JournalEntry, payloadJson: string, options: ExecuteOptions<unknown>) =>
      this.apply(entry, payloadJson, options),
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
    return { ...this.counters, syncs: this.syncer?.count ?? 0, durableSeq: this.durable };
  }

  /**
   * The highest journal seq known to be on disk (embedded mode; in cluster mode, committed means
   * appended to the log). No caller has been answered for a command above it.
   */
  get durableSeq(): number {
    return this.syncer ? this.durable : this.head.seq;
  }

  onCommitted(listener: (events: StoredEvent[], timersChanged: boolean) => void): void {
    this.committedListeners.push(listener);
  }

  /** Cluster mode: the batch's append failed (fenced or in doubt); the node steps down. */
  onAppendFailed(listener: (error: unknown) => void): void {
    this.appendFailedListeners.push(listener);
  }

  /**
   * Remote log only: `listener` runs synchronously each time a batch's transaction has ended, while no
   * transaction is open. Writes kept beside the journal (usage counters) go in their own transaction
   * then: one written while an append is pending would ride that batch and roll back with it.
   */
  onBetweenBatches(listener: () => void): void {
    this.betweenBatchesListeners.push(listener);
  }

  /** Resolves when the writer has no transaction open: at once, or once the open batch has ended. */
  betweenBatches(): Promise<void> {
    if (!this.stores.db.inTransaction) return Promise.resolve();
    return new Promise((resolve) => this.betweenBatchesListeners.push(once(resolve, this.betweenBatchesListeners)));
  }

  /** Cluster mode: writes are taken only while this node owns its partition. */
  setWritable(writable: boolean): void {
    this.writable = writable;
    if (writable) {
      this.accepting = true;
      this.head = this.stores.journal.head();
    }
  }

  /**
   * Cluster mode, graceful hand-over: takes no new command and resolves once every command already
   * taken has been committed (or refused) and answered.
   */
  async drain(): Promise<void> {
    this.accepting = false;
    while (!this.idle) await new Promise((resolve) => setTimeout(resolve, 2));
  }

  get isWritable(): boolean {
    return this.writable;
  }

  /** No batch queued, running or awaiting its append (a follower replays only then). */
  get idle(): boolean {
    return !this.appending && !this.flushScheduled && this.queue.length === 0 && !this.syncing && this.awaitingSync.length === 0;
  }

  execute<R>(command: Command, options: ExecuteOptions<R> = {}): Promise<Executed<R>> {
    if (!this.handlers.has(command.type)) throw new Error(`unknown command ${command.type}`);
    if (!this.writable || !this.accepting) return Promise.reject(notOwner());
    if (this.syncFailure !== null) return Promise.reject(notCommitted());
    return new Promise<Executed<R>>((resolve, reject) => {
      this.queue.push({ command, options: options as ExecuteOptions<unknown>, resolve: resolve as Pending['resolve'], reject });
      this.scheduleFlush();
    });
  }

  private scheduleFlush(): void {
    if (this.flushScheduled || this.appending) return;
    if (this.holdWhileSyncing()) return;
    this.flushScheduled = true;
    setImmediate(() => (this.commitLog.mode === 'local' ? this.flush() : void this.flushRemote(this.commitLog)));
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
   * Runs one command now, synchronously, in its own transaction: for start-up work (recovery's
   * bootstrap) that must be journaled before the service reports ready.
   */
  executeNow<R>(command: Command): R {
    if (!this.handlers.has(command.type)) throw new Error(`unknown command ${command.type}`);
    if (this.commitLog.mode !== 'local') throw new Error('executeNow needs the local commit log; cluster mode runs commands through execute');
    let outcome: { ok: true; value: R } | { ok: false; error: unknown } | null = null;
    this.queue.push({
      command,
      options: {},
      resolve: (v) => (outcome = { ok: true, value: v.result as R }),
      reject: (error) => (outcome = { ok: false, error }),
    });
    // Start-up work is answered durable at once: the WAL is synced on this thread (FULL's behaviour).
    this.flush(true);
    this.syncNow();
    const done = outcome as { ok: true; value: R } | { ok: false; error: unknown } | null;
    if (!done) throw new Error('the command did not complete');
    if (!done.ok) throw done.error;
    return done.value;
  }

  /**
   * The time a new batch is stamped with. Time never runs backwards in the journal: a clock behind the
   * head (a node taking over from one whose clock ran ahead, a virtual clock restarted earlier) stamps
   * its batches at the head's time.
   */
  private batchAtMs(): number {
    return Math.max(this.clock.nowMs(), this.head.atMs);
  }

  /**
   * Runs the queued batch in one transaction; its callers are answered once an fsync started after its
   * COMMIT has completed (`startSync`). The next batch may run meanwhile.
   */
  private flush(syncInline = false): void {
    this.flushScheduled = false;
    if (!syncInline && this.holdWhileSyncing()) return;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    if (this.syncFailure !== null) {
      for (const p of batch) p.reject(notCommitted());
      return;
    }
    this.counters.batches += 1;
    this.counters.commands += batch.length;
    this.counters.maxBatch = Math.max(this.counters.maxBatch, batch.length);
    const atMs = this.batchAtMs();
    const headBefore = this.head;
    let outcomes: Outcome[];
    this.openWriterMemory();
    try {
      outcomes = this.batchTransaction(batch, atMs);
    } catch (error) {
      this.head = headBefore;
      this.discardStagedRows();
      this.actors.discardStaged();
      // The rolled-back batch may have read rows of the table memos it wrote itself (the other memories end with the batch).
      forgetTableMemos(this.stores.db);
      this.log.error({ err: error }, 'batch commit failed; every command in it is refused');
      for (const p of batch) p.reject(notCommitted());
      return;
    } finally {
      this.closeWriterMemory();
    }
    // The writer's own view moves on at once (the next batch reads it); the world hears after the fsync.
    this.publishToWriter(outcomes);
    this.awaitingSync.push({ batch, outcomes, seq: this.head.seq });
    if (!syncInline) this.startSync();
  }

  /** Starts an fsync covering every batch committed so far, unless one is running (its end starts the next). */
  private startSync(): void {
    if (this.syncing || this.awaitingSync.length === 0 || !this.syncer) return;
    this.checkpointer?.start();
    this.checkpointer?.committed();
    this.syncing = true;
    const covered = this.awaitingSync;
    this.awaitingSync = [];
    this.syncer.sync((error) => {
      this.syncing = false;
      if (error) this.durabilityLost(error, covered);
      else this.answerDurable(covered);
      this.startSync();
      if (this.queue.length) this.scheduleFlush();
    });
  }

  /** Stops the checkpoint worker and closes the WAL descriptor (Service.close); the writer's own checkpoints and its close cover the rest. */
  close(): void {
    this.checkpointer?.stop();
    this.syncer?.close();
  }

  /** Logged once: the writer's own automatic checkpoints still bound the WAL, so nothing else changes. */
  private checkpointFailed(message: string): void {
    if (this.checkpointFailureLogged) return;
    this.checkpointFailureLogged = true;
    this.log.warn({ err: message }, 'the WAL checkpoint worker failed; the writer checkpoints itself');
  }

  /** Whether the queue waits for the running fsync (see HOLD_BELOW). */
  private holdWhileSyncing(): boolean {
    return this.syncing && this.commitLog.mode === 'local' && this.queue.length < HOLD_BELOW;
  }

  /** executeNow: syncs on this thread and answers every committed batch (an fsync in flight then finds nothing left). */
  private syncNow(): void {
    const covered = this.awaitingSync;
    this.awaitingSync = [];
    try {
      this.syncer?.syncNow();
    } catch (error) {
      this.durabilityLost(error, covered);
      return;
    }
    this.answerDurable(covered);
  }

  private answerDurable(covered: readonly Committed[]): void {
    if (this.syncFailure !== null) {
      this.refuseCommitted(covered);
      return;
    }
    const last = covered[covered.length - 1];
    if (!last) return;
    this.durable = Math.max(this.durable, last.seq);
    // Closed meanwhile (SQLite's close checkpoints, synced): the callers hear, the stopped service's listeners do not.
    const open = this.stores.db.open;
    for (const c of covered) {
      if (open) this.notifyCommitted(c.outcomes);
      c.outcomes.forEach((o, i) => (o.ok ? c.batch[i]!.resolve(o.value) : c.batch[i]!.reject(o.error)));
    }
  }

  /**
   * The fsync failed: what it covered may or may not be on disk, so no caller of it hears success (none
   * has yet), and no write is taken any more: a later fsync succeeding would not prove the failed
   * frames reached the disk (Linux may drop dirty pages after reporting a write-back error).
   */
  private durabilityLost(error: unknown, covered: readonly Committed[]): void {
    if (this.syncFailure === null) {
      this.syncFailure = error;
      this.stores.idempotency.refuseAfter(this.durable, notCommitted);
      this.log.fatal(
        { err: error, durableSeq: this.durable, headSeq: this.head.seq },
        'fsync of the WAL failed: writes are refused from now on; restart the service',
      );
    }
    this.refuseCommitted(covered);
    this.refuseCommitted(this.awaitingSync);
    this.awaitingSync = [];
  }

  private refuseCommitted(covered: readonly Committed[]): void {
    for (const c of covered) for (const p of c.batch) p.reject(notCommitted());
  }

  /**
   * Cluster mode: BEGIN, run the batch, append its entries to the remote log, then COMMIT, or ROLLBACK
   * when the append is fenced or in doubt (every caller hears 503 and the node steps down). One batch at
   * a time: commands arriving meanwhile queue for the next.
   */
  private async flushRemote(commitLog: Extract<CommitLog, { mode: 'remote' }>): Promise<void> {
    this.flushScheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    if (!this.writable) {
      for (const p of batch) p.reject(notOwner());
      return;
    }
    this.appending = true;
    this.counters.batches += 1;
    this.counters.commands += batch.length;
    this.counters.maxBatch = Math.max(this.counters.maxBatch, batch.length);
    const headBefore = this.head;
    try {
      const outcomes = this.runOpenBatch(batch, this.batchAtMs());
      const entries = this.batchEntries ?? [];
      this.batchEntries = null;
      if (!outcomes) return this.refuseBatch(batch, headBefore, null);
      try {
        if (entries.length) await commitLog.append(entries, headBefore);
      } catch (error) {
        return this.refuseBatch(batch, headBefore, error);
      }
      if (!this.commitAcknowledged(batch, headBefore)) return;
      this.publishToWriter(outcomes);
      this.notifyCommitted(outcomes);
      outcomes.forEach((o, i) => (o.ok ? batch[i]!.resolve(o.value) : batch[i]!.reject(o.error)));
    } finally {
      this.appending = false;
      this.betweenBatchesEnded();
      if (this.queue.length) this.scheduleFlush();
    }
  }

  /** Runs the batch inside an open transaction, left open for the append; null when the batch itself failed (rolled back). */
  private runOpenBatch(batch: Pending[], atMs: number): Outcome[] | null {
    this.batchEntries = [];
    this.openWriterMemory();
    this.stores.db.exec('BEGIN IMMEDIATE');
    try {
      const outcomes = batch.map((p) => this.runOne(p, atMs));
      this.flushStagedRows();
      return outcomes;
    } catch (error) {
      this.discardStagedRows();
      this.log.error({ err: error }, 'batch failed; every command in it is refused');
      return null;
    } finally {
      this.closeWriterMemory();
    }
  }

  /**
   * COMMITs a batch the log acknowledged. Should the local COMMIT fail (disk full, I/O error), the log
   * still holds the batch, so this is no crash: the batch is rolled back here, every caller hears 503
   * (a retry with the same key is answered from the log once replayed) and the node steps down; as a
   * follower it replays the batch from the log and may take the partition over again.
   */
  private commitAcknowledged(batch: Pending[], headBefore: JournalHead): boolean {
    try {
      this.stores.db.exec('COMMIT');
      return true;
    } catch (error) {
      this.refuseBatch(batch, headBefore, error);
      return false;
    }
  }

  /** Cluster mode: after a follower's replay transaction rolled back, memory forgets what it learnt from it. */
  resyncAfterRollback(): void {
    this.head = this.stores.journal.head();
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

  /** Rolls back the open batch and answers every caller 503; an append failure also steps the node down. */
  private refuseBatch(batch: Pending[], headBefore: JournalHead, appendError: unknown): void {
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
    for (const p of batch) p.reject(notCommitted());
    if (appendError === null) return;
    this.log.warn(
      { err: appendError, commands: batch.length },
      'the batch was not acknowledged by the commit log or not committed locally; rolled back, stepping down',
    );
    this.writable = false;
    for (const listener of this.appendFailedListeners) listener(appendError);
  }

  /** Right after COMMIT: the actor cache learns the batch's snapshots, which the next batch reads. */
  private publishToWriter(outcomes: readonly Outcome[]): void {
    this.actors.commitStaged();
    for (const o of outcomes) if (o.ok && o.step.cacheInvalidated) this.actors.clearCache();
  }

  /** Once durable: the outbox, stream hub and timers hear of the batch's events. */
  private notifyCommitted(outcomes: readonly Outcome[]): void {
    const events: StoredEvent[] = [];
    let timersChanged = false;
    for (const o of outcomes) {
      if (!o.ok) continue;
      events.push(...o.step.emitted);
      timersChanged ||= o.step.timersChanged;
    }
    for (const listener of this.committedListeners) listener(events, timersChanged);
  }

  /** One command inside the batch transaction, in a savepoint of its own. */
  private runOne(p: Pending, atMs: number): Outcome {
    const { options } = p;
    let command: Command;
    try {
      command = heldForApproval(this.commands, p.command, this.stores);
    } catch (error) {
      return { ok: false, error };
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
        return { ok: false, error };
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
      const { step, value, journaled } = this.commandTransaction(entry, payloadJson, options);
      if (this.inBatch) this.writeRows(journaled, payloadJson, true);
      this.actors.commandDone();
      this.head = headAfter(this.head, entry);
      // The entry as journaled (with its idempotent response beside the hash) is what the remote log carries.
      this.batchEntries?.push({ entry: journaled, payloadJson });
      return { ok: true, value, step };
    } catch (error) {
      this.commandFailed();
      return { ok: false, error };
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
  private apply(entry: JournalEntry, payloadJson: string, options: ExecuteOptions<unknown>): { step: Step; value: Executed<unknown>; journaled: JournalEntry } {
    this.applyingFlag = true;
    try {
      return this.applyEntry(entry, payloadJson, options);
    } finally {
      this.applyingFlag = false;
    }
  }

  private applyEntry(
    entry: JournalEntry,
    payloadJson: string,
    options: ExecuteOptions<unknown>,
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
    fanOutToWebhooks(step);
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
    const actorEvents = this.replaying && entry.actorEvents === undefined ? undefined : actorEventsJson(step);
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
    this.replaying = true;
    try {
      ({ step } = this.commandTransaction(recomputed, payloadJson, {}));
      this.actors.commandDone();
    } catch (error) {
      this.commandFailed();
      throw error;
    } finally {
      this.replaying = false;
    }
    this.head = headAfter(this.head, recomputed);
    this.durable = recomputed.seq;
    const outcomes: Outcome[] = [{ ok: true, step, value: { result: null, response: null, seq: entry.seq } }];
    this.publishToWriter(outcomes);
    this.notifyCommitted(outcomes);
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
