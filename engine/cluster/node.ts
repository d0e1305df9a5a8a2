/**
 * One engine node of a partition in cluster mode: a warm follower that tails the PostgreSQL log into its
 * own SQLite (LISTEN/NOTIFY wake-up plus a catch-up SELECT), takes the partition over when the owner's
 * lease has run out by the database clock, and steps down the moment an append is fenced or in doubt or
 * its lease cannot be renewed in time. Only the owner takes writes, fires timers and sends webhooks.
 */
import type { Logger } from 'pino';
import type { Sql } from 'postgres';
import { isDatabaseError } from '../../storage/db.ts';
import type { JournalEntry } from '../../storage/journal.ts';
import type { Stores } from '../../storage/stores.ts';
import { isVirtual, type Clock } from '../clock.ts';
import type { ClusterSettings } from '../config.ts';
import { VIRTUAL_CLOCK_SETTING } from '../commands/operations.ts';
import type { Engine } from '../engine.ts';
import type { TimerScheduler } from '../scheduler.ts';
import type { WebhookDispatcher } from '../webhooks/dispatcher.ts';
import { connect, ensureSchema, notifyChannel, readBatches, readHead, releaseLease, renewLease, takeOver, type PgCommitLog } from './pg-log.ts';

export type ClusterRole = 'starting' | 'follower' | 'owner' | 'stopped';

/** Batches read per catch-up query. */
const CATCH_UP_PAGE = 200;

export interface ClusterParts {
  readonly engine: Engine;
  readonly stores: Stores;
  readonly clock: Clock;
  readonly scheduler: TimerScheduler;
  readonly webhooks: WebhookDispatcher;
  readonly commitLog: PgCommitLog;
  /** The owner's start-up work after a takeover (bootstrap commands), before it reports ready. */
  readonly onOwning: () => Promise<void>;
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

  private readonly config: ClusterSettings;
  private readonly parts: ClusterParts;
  private readonly log: Logger;
  constructor(config: ClusterSettings, parts: ClusterParts, log: Logger) {
    this.config = config;
    this.parts = parts;
    this.log = log;
    this.sql = connect(config.databaseUrl, { max: 2 });
    parts.engine.onAppendFailed((error) => this.stepDown(`append failed: ${error instanceof Error ? error.message : String(error)}`));
  }

  get role(): ClusterRole {
    return this.roleNow;
  }

  /** Ready means owning: a follower, a fenced node and a diverged node all answer /readyz 503. */
  get owning(): boolean {
    return this.roleNow === 'owner';
  }

  /** The commit log's append latencies since the last call (the benchmark's figure). */
  takeAppendLatencies(): number[] {
    return this.parts.commitLog.takeAppendLatencies();
  }

  status(): { nodeId: string; role: ClusterRole; epoch: number; diverged: string | null } {
    return { nodeId: this.config.nodeId, role: this.roleNow, epoch: this.epoch, diverged: this.diverged };
  }

  async start(): Promise<void> {
    this.enterFollower();
    await ensureSchema(this.sql, this.config.partition);
    await this.sql.listen(notifyChannel(this.config.partition), () => this.wake());
    this.schedule(0);
  }

  private get tickMs(): number {
    return Math.max(25, Math.floor(this.config.leaseTtlMs / 5));
  }

  private wake(): void {
    if (this.roleNow !== 'follower') return;
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
      if (this.roleNow === 'owner') await this.keepLease();
      else if (this.roleNow === 'follower') await this.follow();
    } catch (error) {
      this.log.warn({ err: error, role: this.roleNow }, 'cluster: round failed; trying again');
      if (this.roleNow === 'owner' && performance.now() > this.leaseSafeUntil) this.stepDown('the lease could not be renewed in time');
    } finally {
      this.ticking = false;
    }
    const again = this.wakeRequested;
    this.wakeRequested = false;
    this.schedule(again ? 0 : this.tickMs);
  }

  /** The owner renews its lease well inside the TTL; a lease it cannot confirm in time stops its writes. */
  private async keepLease(): Promise<void> {
    const sentAt = performance.now();
    const renewed = await this.within(renewLease(this.sql, this.config.partition, this.config.nodeId, this.epoch, this.config.leaseTtlMs));
    if (!renewed) return this.stepDown('the lease was taken over');
    // The database's lease runs from when it executed the update, which is after we sent it: counting from `sentAt` is conservative.
    this.leaseSafeUntil = sentAt + this.config.leaseTtlMs;
  }

  /** A follower catches up, then takes the partition over if the owner's lease has run out. */
  private async follow(): Promise<void> {
    if (!this.parts.engine.idle) return;
    if (!(await this.catchUp()) || this.diverged) return;
    const head = await this.within(readHead(this.sql, this.config.partition));
    if (!head?.leaseExpired) return;
    const sentAt = performance.now();
    const taken = await this.within(takeOver(this.sql, this.config.partition, this.config.nodeId, this.config.leaseTtlMs));
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
    await this.becomeOwner(taken.epoch);
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
      try {
        for (const batch of batches) this.replayBatch(batch.entries, local.seq);
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
   * A query unanswered within the lease TTL (PostgreSQL unreachable, a black-holed link) fails the round,
   * and the connections are replaced so the next round does not queue behind the stuck one.
   */
  private async within<T>(query: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`PostgreSQL did not answer within ${this.config.leaseTtlMs} ms`)), this.config.leaseTtlMs);
    });
    try {
      return await Promise.race([query, timeout]);
    } catch (error) {
      if (this.roleNow !== 'stopped') await this.reconnect();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private async reconnect(): Promise<void> {
    const old = this.sql;
    this.sql = connect(this.config.databaseUrl, { max: 2 });
    void old.end({ timeout: 0 }).catch(() => undefined);
    await this.sql
      .listen(notifyChannel(this.config.partition), () => this.wake())
      .catch((error: unknown) => {
        this.log.warn({ err: error }, 'cluster: LISTEN failed; catch-up runs on every round until it works');
      });
  }

  private replayBatch(entries: readonly JournalEntry[], afterSeq: number): void {
    const { engine, stores } = this.parts;
    stores.db.transaction(() => {
      for (const entry of entries) if (entry.seq > afterSeq) engine.replay(entry);
    })();
  }

  private async becomeOwner(epoch: number): Promise<void> {
    const { engine, stores, clock, scheduler, webhooks, commitLog } = this.parts;
    this.epoch = epoch;
    commitLog.epoch = epoch;
    // A virtual clock resumes where the log left it (the previous owner may have moved it).
    if (isVirtual(clock)) {
      const persisted = stores.settings.get<number>(VIRTUAL_CLOCK_SETTING);
      if (persisted !== undefined && persisted !== null && persisted > clock.nowMs()) clock.moveTo(persisted);
    }
    engine.setWritable(true);
    this.roleNow = 'owner';
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
    this.parts.engine.setWritable(false);
    this.parts.scheduler.setPaused(true);
    this.parts.webhooks.setPaused(true);
  }

  /** Fenced, in doubt or lease lost: stop writing at once; the log (and the next owner) decide what happened. */
  stepDown(reason: string): void {
    if (this.roleNow !== 'owner') return;
    this.log.warn({ nodeId: this.config.nodeId, epoch: this.epoch, reason }, 'cluster: stepping down to follower');
    this.enterFollower();
    this.schedule(this.tickMs);
  }

  async stop(): Promise<void> {
    const wasOwner = this.roleNow === 'owner';
    this.roleNow = 'stopped';
    if (this.loopTimer) clearTimeout(this.loopTimer);
    this.parts.engine.setWritable(false);
    if (wasOwner) await releaseLease(this.sql, this.config.partition, this.config.nodeId, this.epoch).catch(() => undefined);
    await this.sql.end({ timeout: 1 }).catch(() => undefined);
    await this.parts.commitLog.close().catch(() => undefined);
  }
}
