/**
 * Fires durable timers in due order. On the system clock a single wall-clock timeout waits for the
 * earliest deadline; on the virtual clock nothing fires until the operator advances time, and then every
 * deadline up to the target fires in order, each as its own journaled command at its own instant.
 *
 * A timer whose command fails (or whose preparation fails) never stops the others or the clock: it is
 * quarantined by a journaled `timer.quarantine` command that records the error and moves its deadline
 * to an automatic retry with backoff (engine/commands/timers.ts), logged at error level, and listed for
 * the operator, who may retry it at once (`retryNow`) or drop it.
 */
import type { Logger } from 'pino';
import type { TimerRecord, TimerStore } from '../storage/timers.ts';
import { isVirtual, type Clock } from './clock.ts';
import { timerFailure } from './commands/timers.ts';
import type { Engine } from './engine.ts';
import { ServiceError } from './errors.ts';
import { operations } from './features/index.ts';

/** setTimeout's ceiling; a later deadline simply re-arms when this wait ends. */
const MAX_WAIT_MS = 2_147_483_647;
/** On the system clock, the pause before trying again when even quarantining a timer failed. */
const FAILED_ROUND_PAUSE_MS = 1_000;

export type RetryOutcome = 'FIRED' | 'QUARANTINED';

export class TimerScheduler {
  private handle: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;
  /** Cluster mode: timers fire only on the partition's owner; a follower keeps them armed on paper only. */
  private paused = false;
  /** Asynchronous work some platform timers need before they fire (a worker's poll), by actor kind. */
  private readonly preparers = new Map<string, (timer: TimerRecord) => Promise<unknown>>();

  private readonly engine: Engine;
  private readonly timers: TimerStore;
  private readonly clock: Clock;
  private readonly log: Logger;
  constructor(engine: Engine, timers: TimerStore, clock: Clock, log: Logger) {
    this.engine = engine;
    this.timers = timers;
    this.clock = clock;
    this.log = log;
    engine.onCommitted((_events, timersChanged) => {
      if (timersChanged) this.rearm();
    });
  }

  setPreparer(actorKind: string, prepare: (timer: TimerRecord) => Promise<unknown>): void {
    this.preparers.set(actorKind, prepare);
  }

  /** Serialises firing and advancing so deadlines never run twice or out of order. */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const next = this.running.then(work, work);
    this.running = next.catch(() => undefined);
    return next;
  }

  /** Cluster mode: paused on a follower and on a fenced node; resumed (and re-armed) on takeover. */
  setPaused(paused: boolean): void {
    this.paused = paused;
    if (paused && this.handle) clearTimeout(this.handle);
    if (paused) this.handle = null;
    else this.rearm();
  }

  rearm(): void {
    if (this.stopped || this.paused || isVirtual(this.clock)) return;
    const next = this.timers.next();
    this.armIn(next ? next.dueAtMs - this.clock.nowMs() : null);
  }

  private armIn(waitMs: number | null): void {
    if (this.handle) clearTimeout(this.handle);
    this.handle = null;
    if (this.stopped || waitMs === null) return;
    this.handle = setTimeout(
      () =>
        void this.exclusive(() => this.fireDue(this.clock.nowMs())).catch((error: unknown) => {
          // A round the service's close cut short (its database closed under it) is no failure: nothing is retried.
          if (this.stopped) return;
          // Only a failure to journal the quarantine itself lands here (the database refuses writes).
          this.log.error({ err: error }, 'timers could not be fired or quarantined; trying again shortly');
          this.armIn(FAILED_ROUND_PAUSE_MS);
        }),
      Math.min(Math.max(0, waitMs), MAX_WAIT_MS),
    );
    this.handle.unref();
  }

  /** Fires every timer due at or before `uptoMs`, earliest first; a failing one is quarantined and the rest go on. */
  private async fireDue(uptoMs: number, beforeEach?: (dueAtMs: number) => void): Promise<number> {
    let fired = 0;
    // Stopped or paused is checked before the store is read: a stopped service's database may be closed already.
    while (!this.stopped && !this.paused) {
      const next = this.timers.next();
      if (!next || next.dueAtMs > uptoMs) break;
      beforeEach?.(next.dueAtMs);
      if (await this.fireOne(next)) fired += 1;
    }
    return fired;
  }

  /**
   * One timer as its own journaled command. When preparing or executing it fails, nothing of it was
   * committed; the failure is journaled instead (`timer.quarantine`), which moves the timer's deadline
   * to a later retry, so the loop that called this always makes progress. Answers whether it fired.
   */
  private async fireOne(timer: TimerRecord): Promise<boolean> {
    try {
      const prepare = this.preparers.get(timer.actorKind);
      const prepared = prepare ? await prepare(timer) : undefined;
      // The service closed while the preparation ran: the timer stays due, for the next start.
      if (this.stopped) return false;
      await this.engine.run(operations.commands.fireTimer, {
        env: null,
        partnerId: null,
        requestId: null,
        payload: { timerId: timer.id, ...(prepare ? { prepared } : {}) },
      });
      return true;
    } catch (error) {
      // Closed mid-command: there is no database left to quarantine in (the caller's round ends here).
      if (this.stopped) throw error;
      const failure = timerFailure(error);
      const { result } = await this.engine.run(operations.commands.quarantineTimer, {
        env: null,
        partnerId: null,
        requestId: null,
        payload: { timerId: timer.id, error: failure },
      });
      this.log.error(
        {
          err: error,
          timerId: timer.id,
          actorKind: timer.actorKind,
          actorId: timer.actorId,
          event: timer.event,
          failedAttempts: result?.failedAttempts,
          retryAtMs: result?.dueAtMs,
        },
        'timer failed; quarantined until its next retry',
      );
      return false;
    }
  }

  /** Virtual clock only: moves time to `targetMs`, firing what falls due on the way; resolves after. */
  advanceTo(targetMs: number): Promise<{ nowMs: number; timersFired: number }> {
    const clock = this.clock;
    if (!isVirtual(clock)) {
      return Promise.reject(new ServiceError('CONFLICT', 'the service runs on the system clock; only a virtual clock can be moved'));
    }
    return this.exclusive(async () => {
      if (targetMs < clock.nowMs()) throw new ServiceError('VALIDATION_ERROR', 'the virtual clock never moves backwards');
      const fired = await this.fireDue(targetMs, (dueAtMs) => clock.moveTo(Math.max(clock.nowMs(), dueAtMs)));
      clock.moveTo(targetMs);
      await this.engine.run(operations.commands.setClock, { env: null, partnerId: null, requestId: null, payload: { atMs: targetMs } });
      this.log.info({ nowMs: targetMs, timersFired: fired }, 'virtual clock advanced');
      return { nowMs: targetMs, timersFired: fired };
    });
  }

  /**
   * The operator's retry of a quarantined timer: it fires now, in turn with the other timers. Answers
   * FIRED, or QUARANTINED when it failed again (one more failure, a later automatic retry).
   */
  retryNow(timerId: string): Promise<RetryOutcome> {
    return this.exclusive(async () => {
      const timer = this.timers.quarantined(timerId);
      if (!timer) throw new ServiceError('NOT_FOUND', `no quarantined timer ${timerId}`);
      return (await this.fireOne(timer)) ? 'FIRED' : 'QUARANTINED';
    });
  }

  stop(): void {
    this.stopped = true;
    if (this.handle) clearTimeout(this.handle);
  }
}
