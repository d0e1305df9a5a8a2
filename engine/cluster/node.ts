/**
 * One engine node of a partition in cluster mode: a warm follower that tails the PostgreSQL log into its
 * own SQLite (LISTEN/NOTIFY wake-up plus a catch-up SELECT), takes the partition over when the owner's
 * lease has run out by the database clock (or was released by a graceful hand-over), and steps down the
 * moment an append is fenced or in doubt or its lease cannot be renewed in time. Only the owner takes
 * writes, fires timers and sends webhooks; every node answers reads from its own replica.
 */
import type { Logger } from 'pino';
import type { Sql } from 'postgres';
import { isDatabaseError } from '../../storage/db.ts';
import type { JournalEntry } from '../../storage/journal.ts';
import type { Stores } from '../../storage/stores.ts';
import { isVirtual, type Clock } from '../clock.ts';
import type { ClusterSettings } from '../config.ts';
import type { ClusterCommit } from '../commit/cluster.ts';
import { VIRTUAL_CLOCK_SETTING } from '../operations/operations.ts';
import type { Engine } from '../engine.ts';
import type { TimerScheduler } from '../scheduler.ts';
import type { WebhookDispatcher } from '../webhooks/dispatcher.ts';
import { ClusterMetrics } from './metrics.ts';
import {
  connect,
  ensureSchema,
  notifyChannel,
  probeAnyHost,
  type PartitionHead,
  readBatches,
  readHead,
  readHeads,
  readOnly,
  releaseLease,
  renewLease,
  takeOver,
  type PgCommitLog,
} from './pg-log.ts';

/** `leaving`: handed its partition over at shutdown; it still follows and forwards, but never takes over again. */
export type ClusterRole = 'starting' | 'follower' | 'owner' | 'leaving' | 'stopped';

/** What this node knows of its database: a writable primary, a standby (read-only), or nothing reachable. */
export type DatabaseState = 'connecting' | 'primary' | 'read-only' | 'unreachable';

/** Batches read per catch-up query. */
const CATCH_UP_PAGE = 200;
/** A database that is not a writable primary is reported at `warn` this often while it lasts. */
const DATABASE_WARN_EVERY_MS = 5_000;
/** PostgreSQL's SQLSTATE for a write refused in a read-only transaction (a standby). */
const READ_ONLY_SQL_TRANSACTION = '25006';

/** One partition's ownership as this node last saw it in the log. */
export interface PartitionOwnership {
  readonly partition: number;
  readonly owner: string | null;
  readonly ownerUrl: string | null;
  readonly epoch: number;
  readonly leaseExpiresAt: string | null;
  readonly headSeq: number;
}

export interface ClusterStatus {
  readonly nodeId: string;
  readonly partition: number;
  readonly role: ClusterRole;
  /** The partition's owner as last seen (this node while it owns). */
  readonly owner: string | null;
  readonly ownerUrl: string | null;
  readonly epoch: number;
  readonly leaseExpiresAt: string | null;
  /** Log entries not yet applied here (0 on the owner). */
  readonly lagEntries: number;
  /** How long this node has been behind the log, in milliseconds (0 when caught up). */
  readonly lagMs: number;
  readonly appliedSeq: number;
  readonly database: { readonly state: DatabaseState; readonly message: string | null };
  /** Why this node refuses to take over (its database does not match the log), or null. */
  readonly diverged: string | null;
}

export interface ClusterParts {
  readonly engine: Engine;
  readonly stores: Stores;
  readonly clock: Clock;
  readonly scheduler: TimerScheduler;
  readonly webhooks: WebhookDispatcher;
  readonly commitLog: PgCommitLog;
  /** The engine's committer: takes writes only while this node owns the partition. */
  readonly committer: ClusterCommit;
  /** The owner's start-up work after a takeover (bootstrap commands), before it reports ready. */
  readonly onOwning: () => Promise<void>;
}

interface PositionWaiter {
  readonly seq: number;
  readonly resolve: (reached: boolean) => void;
}

export class ClusterNode {
  private roleNow: ClusterRole = 'starting';
  private sql: Sql;
  private epoch = -1;
  /** Monotonic instant (performance.now) before which the lease certainly still holds. */
  private leaseSafeUntil = 0;
  private loopTimer: NodeJS.Timeout | null = null;
  private ticking = false;
  private wakeRequested = false;
  private diverged: string | null = null;
  private schemaReady = false;
  private listening = false;
  /** The partition's head as last read from the log (owner, epoch, lease). */
  private seen: PartitionHead | null = null;
  /** The highest seq the log is known to hold (head reads and NOTIFY payloads). */
  private logSeq = 0;
  /** performance.now() when this node was first seen behind the log, or null while caught up. */
  private behindSince: number | null = null;
  private database: { state: DatabaseState; message: string | null; warnedAt: number } = { state: 'connecting', message: null, warnedAt: 0 };
  private positionWaiters: PositionWaiter[] = [];
  /** When the hosts were last probed for a standby (classifyUnreachable), and what that found. */
  private probedAt = Number.NEGATIVE_INFINITY;
  private probedState: DatabaseState = 'unreachable';
  private ownerWaiters: (() => void)[] = [];
  readonly metrics: ClusterMetrics;

  private readonly config: ClusterSettings;
  private readonly parts: ClusterParts;
  private readonly log: Logger;
  constructor(config: ClusterSettings, parts: ClusterParts, log: Logger) {
    this.config = config;
    this.parts = parts;
    this.log = log;
    this.sql = connect(config.databaseUrl, { max: 2 });
    this.metrics = new ClusterMetrics({
      owning: () => (this.owning ? 1 : 0),
      lagEntries: () => this.lagEntries(),
      lagMs: () => this.lagMs(),
      databaseUp: () => (this.database.state === 'primary' ? 1 : 0),
      engineTotals: () => parts.engine.stats(),
    });
    parts.commitLog.metrics = this.metrics;
    parts.committer.onAppendFailed((error) => this.stepDown(`append failed: ${error instanceof Error ? error.message : String(error)}`));
  }

  get role(): ClusterRole {
    return this.roleNow;
  }

  get nodeId(): string {
    return this.config.nodeId;
  }

  /** Ready means owning: a follower, a fenced node and a diverged node all answer /readyz 503. */
  get owning(): boolean {
    return this.roleNow === 'owner';
  }

  /** Whether this node's replica may answer reads: it follows the log and does not contradict it. */
  get servesReads(): boolean {
    return (this.roleNow === 'owner' || this.roleNow === 'follower' || this.roleNow === 'leaving') && this.diverged === null;
  }

  /** The commit log's append latencies since the last call (the benchmark's figure). */
  takeAppendLatencies(): number[] {
    return this.parts.commitLog.takeAppendLatencies();
  }

  private lagEntries(): number {
    if (this.roleNow === 'owner') return 0;
    return Math.max(0, this.logSeq - this.parts.engine.journalHead().seq);
  }

  private lagMs(): number {
    if (this.roleNow === 'owner' || this.behindSince === null || this.lagEntries() === 0) return 0;
    return Math.round(performance.now() - this.behindSince);
  }

  status(): ClusterStatus {
    const owning = this.roleNow === 'owner';
    const seen = this.seen;
    return {
      nodeId: this.config.nodeId,
      partition: this.config.partition,
      role: this.roleNow,
      owner: owning ? this.config.nodeId : (seen?.owner ?? null),
      ownerUrl: owning ? this.config.advertiseUrl : (seen?.ownerUrl ?? null),
      epoch: owning ? this.epoch : (seen?.epoch ?? -1),
      leaseExpiresAt: seen?.leaseExpiresAtMs ? new Date(seen.leaseExpiresAtMs).toISOString() : null,
      lagEntries: this.lagEntries(),
      lagMs: this.lagMs(),
      appliedSeq: this.parts.engine.journalHead().seq,
      database: { state: this.database.state, message: this.database.message },
      diverged: this.diverged,
    };
  }

  /** Every partition's owner, epoch and lease, read from the log now (this node's own view when it cannot be read). */
  async partitions(): Promise<PartitionOwnership[]> {
    const view = (h: PartitionHead): PartitionOwnership => ({
      partition: h.partition,
      owner: h.owner,
      ownerUrl: h.ownerUrl,
      epoch: h.epoch,
      leaseExpiresAt: h.leaseExpiresAtMs ? new Date(h.leaseExpiresAtMs).toISOString() : null,
      headSeq: h.seq,
    });
    try {
      return (await this.within(readHeads(this.sql), 1_000)).map(view);
    } catch {
      return this.seen ? [view(this.seen)] : [];
    }
  }

  /** Joins the partition: the rounds create the schema, LISTEN, follow the log and take over when the lease allows. */
  start(): void {
    this.enterFollower();
    this.schedule(0);
  }

  private get tickMs(): number {
    return Math.max(25, Math.floor(this.config.leaseTtlMs / 5));
  }

  private onNotification(payload: string): void {
    const seq = Number(payload);
    if (Number.isSafeInteger(seq)) this.noteLogSeq(seq);
    this.wake();
  }

  private wake(): void {
    if (this.roleNow !== 'follower' && this.roleNow !== 'leaving') return;
    if (this.ticking) this.wakeRequested = true;
    else this.schedule(0);
  }

  private schedule(waitMs: number): void {
    if (this.roleNow === 'stopped') return;
    if (this.loopTimer) clearTimeout(this.loopTimer);
    this.loopTimer = setTimeout(() => void this.tick(), waitMs);
  }

  private async tick(): Promise<void> {
    this.loopTimer = null;
    this.ticking = true;
    try {
      if (!this.schemaReady) {
        await this.within(ensureSchema(this.sql, this.config.partition));
        this.schemaReady = true;
      }
      if (!this.listening) await this.listen();
      if (this.roleNow === 'owner') await this.keepLease();
      else if (this.roleNow === 'follower' || this.roleNow === 'leaving') await this.follow();
    } catch (error) {
      this.roundFailed(error);
      if (this.roleNow === 'owner' && performance.now() > this.leaseSafeUntil) this.stepDown('the lease could not be renewed in time');
    } finally {
      this.ticking = false;
    }
    const again = this.wakeRequested;
    this.wakeRequested = false;
    this.schedule(again ? 0 : this.tickMs);
  }

  /** A failed round: the database is a standby (read-only) or out of reach; said at `warn` every few seconds. */
  private roundFailed(error: unknown): void {
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
    const message = error instanceof Error ? error.message : String(error);
    if (code === READ_ONLY_SQL_TRANSACTION || error instanceof ReadOnlyDatabase) {
      this.noteDatabase('read-only', message);
      // A fresh connection tries the URL's hosts again: one of them may be (or become) the primary.
      this.reconnect();
    } else if (isConnectionFailure(error)) void this.classifyUnreachable(message);
    else this.log.warn({ err: error, role: this.roleNow }, 'cluster: round failed; trying again');
  }

  /**
   * No primary answered: a host that answers at all is a standby (or read-only for now), which the operator
   * must hear as such, not as a network failure. Probed at most once per round interval.
   */
  private async classifyUnreachable(message: string): Promise<void> {
    const now = performance.now();
    if (now - this.probedAt < this.tickMs * 2) return this.noteDatabase(this.probedState, message);
    this.probedAt = now;
    const answer = await probeAnyHost(this.config.databaseUrl, 1_000);
    this.probedState = answer === true ? 'read-only' : 'unreachable';
    if (this.roleNow === 'stopped' || this.database.state === 'primary') return;
    this.noteDatabase(this.probedState, answer === true ? `no primary among the hosts; the server reached is read-only (${message})` : message);
  }

  private noteDatabase(state: DatabaseState, message: string | null): void {
    const previous = this.database.state;
    const now = performance.now();
    if (state === 'primary') {
      if (previous !== 'primary' && previous !== 'connecting') this.log.info({ was: previous }, 'cluster: the database is a writable primary again');
      this.database = { state, message: null, warnedAt: 0 };
      return;
    }
    const warnDue = previous !== state || now - this.database.warnedAt >= DATABASE_WARN_EVERY_MS;
    this.database = { state, message, warnedAt: warnDue ? now : this.database.warnedAt };
    if (warnDue) {
      this.log.warn(
        { database: state, reason: message, role: this.roleNow },
        state === 'read-only'
          ? 'cluster: the database reached is read-only (a standby); looking for the primary'
          : 'cluster: the database is unreachable; retrying',
      );
    }
  }

  private async listen(): Promise<void> {
    try {
      await this.within(this.sql.listen(notifyChannel(this.config.partition), (payload) => this.onNotification(payload)));
      this.listening = true;
    } catch (error) {
      this.log.warn({ err: error }, 'cluster: LISTEN failed; catch-up runs on every round until it works');
    }
  }

  /** The owner renews its lease well inside the TTL; a lease it cannot confirm in time stops its writes. */
  private async keepLease(): Promise<void> {
    const sentAt = performance.now();
    let renewedUntil: number | null;
    try {
      renewedUntil = await this.within(renewLease(this.sql, this.config.partition, this.config.nodeId, this.epoch, this.config.leaseTtlMs));
    } catch (error) {
      this.metrics.leaseRenewals.inc({ outcome: 'failed' });
      throw error;
    }
    if (renewedUntil === null) {
      this.metrics.leaseRenewals.inc({ outcome: 'lost' });
      return this.stepDown('the lease was taken over');
    }
    this.metrics.leaseRenewals.inc({ outcome: 'renewed' });
    this.noteDatabase('primary', null);
    if (this.seen)
      this.seen = { ...this.seen, owner: this.config.nodeId, ownerUrl: this.config.advertiseUrl, epoch: this.epoch, leaseExpiresAtMs: renewedUntil };
    // The database's lease runs from when it executed the update, which is after we sent it: counting from `sentAt` is conservative.
    this.leaseSafeUntil = sentAt + this.config.leaseTtlMs;
  }

  /** A follower catches up, then takes the partition over if the owner's lease has run out (a leaving node never does). */
  private async follow(): Promise<void> {
    if (!this.parts.engine.idle) return;
    if (await this.within(readOnly(this.sql))) throw new ReadOnlyDatabase('the server reached is a standby or read-only for now');
    this.noteDatabase('primary', null);
    if (!(await this.catchUp()) || this.diverged) return;
    const head = await this.within(readHead(this.sql, this.config.partition));
    if (head) this.noteHead(head);
    if (!head?.leaseExpired || this.roleNow !== 'follower') return;
    const sentAt = performance.now();
    const taken = await this.within(takeOver(this.sql, this.config.partition, this.config.nodeId, this.config.leaseTtlMs, this.config.advertiseUrl));
    if (!taken) return;
    this.leaseSafeUntil = sentAt + this.config.leaseTtlMs;
    if (!(await this.catchUp())) {
      // The local database could not take the log's tail (say, a full disk): serving would be wrong, so let go.
      await releaseLease(this.sql, this.config.partition, this.config.nodeId, taken.epoch);
      return;
    }
    const local = this.parts.engine.journalHead();
    if (local.seq !== taken.seq || local.hash !== taken.hash) {
      this.diverged = `after takeover the local head is ${local.seq}/${local.hash}, the log's ${taken.seq}/${taken.hash}`;
      this.log.error({ diverged: this.diverged }, 'cluster: takeover refused; the local database does not match the log');
      await releaseLease(this.sql, this.config.partition, this.config.nodeId, taken.epoch);
      return;
    }
    this.seen = {
      ...head,
      owner: this.config.nodeId,
      ownerUrl: this.config.advertiseUrl,
      epoch: taken.epoch,
      leaseExpired: false,
      leaseExpiresAtMs: null,
    };
    await this.becomeOwner(taken.epoch);
  }

  private noteHead(head: PartitionHead): void {
    const ownerChanged = this.seen?.owner !== head.owner || this.seen?.epoch !== head.epoch || this.seen?.leaseExpired !== head.leaseExpired;
    this.seen = head;
    this.noteLogSeq(head.seq);
    if (ownerChanged) this.ownerChanged();
  }

  private noteLogSeq(seq: number): void {
    if (seq > this.logSeq) this.logSeq = seq;
    this.noteApplied();
  }

  /** After the local head moved (or the log's did): lag bookkeeping and read-your-writes waiters. */
  private noteApplied(): void {
    const applied = this.parts.engine.journalHead().seq;
    if (applied >= this.logSeq) this.behindSince = null;
    else this.behindSince ??= performance.now();
    if (this.positionWaiters.length === 0) return;
    const still: PositionWaiter[] = [];
    for (const w of this.positionWaiters) {
      if (w.seq <= applied) w.resolve(true);
      else still.push(w);
    }
    this.positionWaiters = still;
  }

  private ownerChanged(): void {
    const waiters = this.ownerWaiters;
    this.ownerWaiters = [];
    for (const w of waiters) w();
  }

  /**
   * Read-your-writes: resolves true once this node has applied the log up to `seq` (at once when it
   * has), false after `withinMs`. Asking wakes the follower's catch-up.
   */
  waitForPosition(seq: number, withinMs: number): Promise<boolean> {
    if (this.parts.engine.journalHead().seq >= seq) return Promise.resolve(true);
    if (seq > this.logSeq) this.noteLogSeq(seq);
    this.wake();
    return new Promise((resolve) => {
      const waiter: PositionWaiter = {
        seq,
        resolve: (reached) => {
          clearTimeout(timer);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => {
        this.positionWaiters = this.positionWaiters.filter((w) => w !== waiter);
        resolve(false);
      }, withinMs);
      this.positionWaiters.push(waiter);
    });
  }

  /**
   * Where to forward what only the owner may answer: the owner's HTTP address when another node holds a
   * live lease, waiting up to `withinMs` for one (a hand-over or failover in progress); null when none appeared.
   */
  async ownerAddress(withinMs: number): Promise<string | null> {
    const deadline = performance.now() + withinMs;
    for (;;) {
      const seen = this.seen;
      if (this.roleNow !== 'owner' && seen?.owner && seen.owner !== this.config.nodeId && seen.ownerUrl && !seen.leaseExpired) return seen.ownerUrl;
      const left = deadline - performance.now();
      if (left <= 0 || this.roleNow === 'owner' || this.roleNow === 'stopped') return null;
      this.wake();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, Math.min(left, this.tickMs));
        function done(): void {
          clearTimeout(timer);
          resolve();
        }
        this.ownerWaiters.push(done);
      });
    }
  }

  /**
   * Replays every logged entry past the local head into SQLite, a batch per transaction. Answers whether
   * the local journal reached the log's end (false when the local database refused or the log forked).
   */
  private async catchUp(): Promise<boolean> {
    for (;;) {
      const local = this.parts.engine.journalHead();
      const batches = await this.within(readBatches(this.sql, this.config.partition, local.seq, CATCH_UP_PAGE));
      if (batches.length === 0) return true;
      if (batches[0]!.firstSeq > local.seq + 1) {
        // The log was pruned past this node's head (it starts at a checkpoint this node is behind).
        this.diverged = `the log starts at entry ${batches[0]!.firstSeq} but this node's journal ends at ${local.seq}; restart it with an empty data directory to start from the log's latest checkpoint`;
        this.log.error({ diverged: this.diverged }, 'cluster: the log no longer holds the entries this node needs; it will not take over');
        return false;
      }
      try {
        for (const batch of batches) {
          this.replayBatch(batch.entries, this.parts.engine.journalHead().seq);
          this.noteLogSeq(batch.lastSeq);
        }
      } catch (error) {
        // The transaction rolled back, so memory (head, actor cache) forgets what the replay taught it.
        this.parts.engine.resyncAfterRollback();
        if (isDatabaseError(error)) {
          // The local database failed (disk full, I/O): not a fork of the log. The next round tries again.
          this.log.error({ err: error }, 'cluster: the local database refused the replay; trying again next round');
          return false;
        }
        this.diverged = error instanceof Error ? error.message : String(error);
        this.log.error({ err: error }, 'cluster: the log does not continue the local journal; this node will not take over');
        return false;
      }
    }
  }

  /**
   * A query unanswered in time (the lease TTL by default: PostgreSQL unreachable, a black-holed link)
   * fails the round, and the connections are replaced so the next round does not queue behind the stuck one.
   * A server found to be a standby is left the same way, so the next connection tries the other hosts.
   */
  private async within<T>(query: Promise<T>, withinMs = this.config.leaseTtlMs): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new ConnectionLost(`PostgreSQL did not answer within ${withinMs} ms`)), withinMs);
    });
    try {
      return await Promise.race([query, timeout]);
    } catch (error) {
      if (this.roleNow !== 'stopped') this.reconnect();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private reconnect(): void {
    const old = this.sql;
    this.sql = connect(this.config.databaseUrl, { max: 2 });
    this.listening = false;
    void old.end({ timeout: 0 }).catch(() => undefined);
  }

  private replayBatch(entries: readonly JournalEntry[], afterSeq: number): void {
    const { engine, stores } = this.parts;
    stores.db.transaction(() => {
      for (const entry of entries) if (entry.seq > afterSeq) engine.replay(entry);
    })();
  }

  private async becomeOwner(epoch: number): Promise<void> {
    const { engine, stores, clock, scheduler, webhooks, commitLog, committer } = this.parts;
    this.epoch = epoch;
    commitLog.epoch = epoch;
    // A virtual clock resumes where the log left it (the previous owner may have moved it).
    if (isVirtual(clock)) {
      const persisted = stores.settings.get<number>(VIRTUAL_CLOCK_SETTING);
      if (persisted !== undefined && persisted !== null && persisted > clock.nowMs()) clock.moveTo(persisted);
    }
    committer.setWritable(true);
    this.roleNow = 'owner';
    this.metrics.takeovers.inc();
    this.ownerChanged();
    this.noteApplied();
    this.log.info({ nodeId: this.config.nodeId, epoch, head: engine.journalHead().seq }, 'cluster: partition taken over; serving');
    scheduler.setPaused(false);
    webhooks.setPaused(false);
    try {
      await this.parts.onOwning();
    } catch (error) {
      this.log.warn({ err: error }, 'cluster: start-up work after takeover failed');
    }
    if (this.roleNow === 'owner') webhooks.scan();
  }

  private enterFollower(): void {
    this.roleNow = 'follower';
    this.parts.committer.setWritable(false);
    this.parts.scheduler.setPaused(true);
    this.parts.webhooks.setPaused(true);
  }

  /** Fenced, in doubt or lease lost: stop writing at once; the log (and the next owner) decide what happened. */
  stepDown(reason: string): void {
    if (this.roleNow !== 'owner') return;
    this.log.warn({ nodeId: this.config.nodeId, epoch: this.epoch, reason }, 'cluster: stepping down to follower');
    this.metrics.stepDowns.inc();
    this.enterFollower();
    this.seen = this.seen ? { ...this.seen, leaseExpired: true } : null;
    this.ownerChanged();
    this.schedule(this.tickMs);
  }

  /**
   * Graceful hand-over (SIGTERM): stop taking commands, let the batches already taken commit, release
   * the lease in the log (its NOTIFY wakes the followers, one of which takes over at once), and keep
   * following as `leaving`, so requests still reaching this node are forwarded to the next owner.
   */
  async handOver(): Promise<void> {
    if (this.roleNow !== 'owner') {
      if (this.roleNow === 'follower') this.roleNow = 'leaving';
      return;
    }
    const { engine, committer, scheduler, webhooks } = this.parts;
    scheduler.setPaused(true);
    webhooks.setPaused(true);
    const startedAt = performance.now();
    await engine.drain();
    const stillOwner = this.roleNow === 'owner';
    committer.setWritable(false);
    this.roleNow = 'leaving';
    this.seen = this.seen ? { ...this.seen, leaseExpired: true } : null;
    this.ownerChanged();
    if (!stillOwner) return;
    const released = await this.within(releaseLease(this.sql, this.config.partition, this.config.nodeId, this.epoch), 1_000).catch((error: unknown) => {
      this.log.warn({ err: error }, 'cluster: the lease could not be released; the next owner waits out its TTL');
      return false;
    });
    if (released) this.metrics.handovers.inc();
    this.log.info(
      { nodeId: this.config.nodeId, epoch: this.epoch, head: engine.journalHead().seq, released, drainMs: Math.round(performance.now() - startedAt) },
      'cluster: partition handed over',
    );
    this.schedule(0);
  }

  async stop(): Promise<void> {
    const wasOwner = this.roleNow === 'owner';
    this.roleNow = 'stopped';
    if (this.loopTimer) clearTimeout(this.loopTimer);
    this.parts.committer.setWritable(false);
    for (const w of this.positionWaiters) w.resolve(false);
    this.positionWaiters = [];
    this.ownerChanged();
    if (wasOwner) await releaseLease(this.sql, this.config.partition, this.config.nodeId, this.epoch).catch(() => undefined);
    await this.sql.end({ timeout: 1 }).catch(() => undefined);
    await this.parts.commitLog.close().catch(() => undefined);
  }
}

/** The server reached is a standby: this node can neither hold the lease nor append. */
class ReadOnlyDatabase extends Error {
  override readonly name = 'ReadOnlyDatabase';
}

/** A query unanswered within its time. */
class ConnectionLost extends Error {
  override readonly name = 'ConnectionLost';
}

/** Errors that mean no server could be reached (refused, reset, timed out, DNS), as opposed to an answer. */
function isConnectionFailure(error: unknown): boolean {
  if (error instanceof ConnectionLost) return true;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EHOSTUNREACH|CONNECTION_|CONNECT_TIMEOUT|57P0[1-3])/.test(code);
}
