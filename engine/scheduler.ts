/**
 * Fires durable timers in due order. On the system clock a single wall-clock timeout waits for the
 * earliest deadline. On the virtual clock a deadline at or before the current instant fires at once
 * (right after the commit that set it); later ones wait for the operator to advance time, and then every
 * deadline up to the target fires in order, each as its own journaled command at its own instant. Before
 * the clock moves on, the work a firing started after its commit (webhook attempts and their outcomes,
 * see `addSettler`) is awaited, so that work is recorded at the instant it belongs to and what it
 * schedules counts from there, however far one advance jumps.
 *
 * A timer whose command fails (or whose preparation fails) never stops the others or the clock: it is
 * quarantined by a journaled `timer.quarantine` command that records the error and moves its deadline
 * to an automatic retry with backoff (engine/operations/timers.ts), logged at error level, and listed for
 * the operator, who may retry it at once (`retryNow`) or drop it.
 */
import type { Logger } from 'pino';
import type { TimerFailure, TimerRecord, TimerStore } from '../storage/timers.ts';
import { isVirtual, type Clock } from './clock.ts';
import type { Engine, Executed, ExecuteOptions } from './engine.ts';
import type { AdvanceAnnounced } from './test-clocks/clocks.ts';
import type { ClockCalendarItem } from './test-clocks/calendar.ts';
import { ServiceError } from './errors.ts';
import type { operations, testClocks } from './features/index.ts';
import type { Env } from '../storage/types.ts';

/** setTimeout's ceiling; a later deadline simply re-arms when this wait ends. */
const MAX_WAIT_MS = 2_147_483_647;
/** On the system clock, the pause before trying again when even quarantining a timer failed. */
const FAILED_ROUND_PAUSE_MS = 1_000;

export type RetryOutcome = 'FIRED' | 'QUARANTINED';

/**
 * The commands the scheduler journals, given by the service that composes it: the core names no
 * feature (the operations feature's timer commands and the test clocks' moves).
 */
export interface SchedulerCommands {
  readonly operations: Pick<(typeof operations)['commands'], 'fireTimer' | 'quarantineTimer' | 'setClock'>;
  readonly testClocks: (typeof testClocks)['commands'];
}

/** A failure message is journaled and shown to the operator: bounded, whatever the error said. */
const MAX_MESSAGE_CHARS = 500;

/** The journaled form of why a timer's command failed: a catalogue code when the engine raised one. */
export function timerFailure(error: unknown): TimerFailure {
  const code = error instanceof ServiceError ? error.code : 'INTERNAL_ERROR';
  const message = error instanceof Error ? error.message : String(error);
  return { code, message: message.slice(0, MAX_MESSAGE_CHARS) };
}

export class TimerScheduler {
  private handle: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;
  /** Cluster mode: timers fire only on the partition's owner; a follower keeps them armed on paper only. */
  private paused = false;
  /** Asynchronous work some platform timers need before they fire (a worker's poll), by actor kind. */
  private readonly preparers = new Map<string, (timer: TimerRecord) => Promise<unknown>>();
  /** The platform dates a test clock passes between its time and a target (none until the service sets it). */
  private clockCalendar: (clockId: string, toMs: number) => ClockCalendarItem[] = () => [];
  /** Post-commit work that must end before the virtual clock moves on (webhook attempts in flight). */
  private readonly settlers: (() => Promise<void>)[] = [];
  /** Virtual clock: an advance is firing; it fires what falls due itself. */
  private advancing = false;
  /** Virtual clock: the firing of timers due at the current instant, while one is queued or running. */
  private dueNow: Promise<unknown> | null = null;

  private readonly engine: Engine;
  private readonly timers: TimerStore;
  private readonly clock: Clock;
  private readonly log: Logger;
  private readonly featureCommands: SchedulerCommands;
  constructor(engine: Engine, timers: TimerStore, clock: Clock, log: Logger, commands: SchedulerCommands) {
    this.engine = engine;
    this.timers = timers;
    this.clock = clock;
    this.log = log;
    this.featureCommands = commands;
    engine.onCommitted((_events, timersChanged) => {
      if (timersChanged) this.rearm();
    });
  }

  setPreparer(actorKind: string, prepare: (timer: TimerRecord) => Promise<unknown>): void {
    this.preparers.set(actorKind, prepare);
  }

  setClockCalendar(calendar: (clockId: string, toMs: number) => ClockCalendarItem[]): void {
    this.clockCalendar = calendar;
  }

  /** Work the virtual clock waits for before it moves to the next due instant (resolves once that work has ended). */
  addSettler(settle: () => Promise<void>): void {
    this.settlers.push(settle);
  }

  /**
   * Virtual clock: the firing of timers already due, when one is under way (a commit set a deadline at or
   * before the current instant); undefined otherwise. A command's answer waits for it, so what it made
   * due now has happened when its caller hears back.
   */
  firingDueNow(): Promise<unknown> | undefined {
    return this.dueNow ?? undefined;
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
    if (this.stopped || this.paused) return;
    if (!isVirtual(this.clock)) {
      const next = this.timers.next();
      this.armIn(next ? next.dueAtMs - this.clock.nowMs() : null);
    }
    this.fireDueNow();
  }

  /** Whether the virtual service clock has a timer due at its current instant. */
  private serviceDueNow(): boolean {
    const next = isVirtual(this.clock) ? this.timers.next() : undefined;
    return next !== undefined && next.dueAtMs <= this.clock.nowMs();
  }

  /**
   * Fires, in turn with any advance, every timer due at its clock's current instant: on the virtual
   * service clock, and on any test clock (a command on it set a deadline at the clock's own time).
   */
  private fireDueNow(): void {
    if (this.advancing || this.dueNow) return;
    if (!this.serviceDueNow() && !this.timers.nextDueOnTestClock()) return;
    // Never rejects: a command's answer awaits it (firingDueNow), and a failure here is the scheduler's to log.
    const firing: Promise<unknown> = this.exclusive(() => this.fireAllDueNow())
      .catch((error: unknown) => {
        if (!this.stopped) this.log.error({ err: error }, 'timers due now could not be fired or quarantined');
      })
      .finally(() => {
        if (this.dueNow === firing) this.dueNow = null;
      });
    this.dueNow = firing;
  }

  /** The loop of fireDueNow: what one firing makes due now (on either kind of clock) fires too. */
  private async fireAllDueNow(): Promise<void> {
    while (!this.stopped && !this.paused) {
      if (isVirtual(this.clock)) await this.fireDue(this.clock.nowMs());
      const onTestClock = this.stopped || this.paused ? undefined : this.timers.nextDueOnTestClock();
      if (!onTestClock) return;
      await this.fireOne(onTestClock);
    }
  }

  /** Awaits every settler (their failures are theirs to log). */
  private async settle(): Promise<void> {
    for (const settle of this.settlers) await settle();
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

  /**
   * Fires every timer due at or before `uptoMs`, earliest first; a failing one is quarantined and the rest
   * go on. With `moveTo` (an advance), the settlers are awaited before each move of the clock and after the last firing.
   */
  private async fireDue(uptoMs: number, moveTo?: (dueAtMs: number) => void): Promise<number> {
    let fired = 0;
    // Stopped or paused is checked before the store is read: a stopped service's database may be closed already.
    while (!this.stopped && !this.paused) {
      if (moveTo) await this.settle();
      const next = this.timers.next();
      if (!next || next.dueAtMs > uptoMs) break;
      moveTo?.(next.dueAtMs);
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
      await this.engine.run(this.featureCommands.operations.fireTimer, {
        env: null,
        partnerId: null,
        requestId: null,
        payload: { timerId: timer.id, ...(prepare ? { prepared } : {}) },
        // A test clock's timer runs at that clock's time.
        clockId: timer.clockId ?? null,
      });
      return true;
    } catch (error) {
      // Closed mid-command: there is no database left to quarantine in (the caller's round ends here).
      if (this.stopped) throw error;
      const failure = timerFailure(error);
      const { result } = await this.engine.run(this.featureCommands.operations.quarantineTimer, {
        env: null,
        partnerId: null,
        requestId: null,
        payload: { timerId: timer.id, error: failure },
        clockId: timer.clockId ?? null,
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
      this.advancing = true;
      let fired: number;
      try {
        fired = await this.fireDue(targetMs, (dueAtMs) => clock.moveTo(Math.max(clock.nowMs(), dueAtMs)));
        clock.moveTo(targetMs);
        await this.engine.run(this.featureCommands.operations.setClock, { env: null, partnerId: null, requestId: null, payload: { atMs: targetMs } });
      } finally {
        this.advancing = false;
      }
      this.log.info({ nowMs: targetMs, timersFired: fired }, 'virtual clock advanced');
      // Whatever the last commands set at the target instant itself fires now.
      this.rearm();
      return { nowMs: targetMs, timersFired: fired };
    });
  }

  /**
   * Moves a sandbox test clock to `targetMs`: to each of its due timers' instants in turn, firing that
   * timer there (journaled moves and firings, in turn with every other firing and advance), then to the
   * target, and announces it (`test_clock.advanced`, `test_clock.ready`). Resolves once all of it is done. The service
   * clock and every other test clock stay where they are.
   */
  advanceTestClock(
    owner: { env: Env; partnerId: string; requestId: string | null },
    clockId: string,
    targetMs: number,
    /** The announcing command's options: the request's idempotency record and answer are journaled with it. */
    options: ExecuteOptions<AdvanceAnnounced> = {},
  ): Promise<Executed<AdvanceAnnounced>> {
    return this.exclusive(async () => {
      const envelope = { env: owner.env, partnerId: owner.partnerId, requestId: owner.requestId };
      const move = (toMs: number) => this.engine.run(this.featureCommands.testClocks.move, { ...envelope, payload: { testClockId: clockId, toMs } });
      const calendar = this.clockCalendar(clockId, targetMs);
      let fired = 0;
      while (!this.stopped) {
        await this.settle();
        const next = this.timers.nextOn(clockId);
        const timerAtMs = next && next.dueAtMs <= targetMs ? next.dueAtMs : Number.POSITIVE_INFINITY;
        const dated = calendar[0];
        if (dated && dated.atMs <= timerAtMs) {
          // A platform date the clock passes (a dividend's ex-date or pay date, a split's date, a day its funds and bonds pay, a poll crossing a resting order) reaches its own sub-accounts there.
          calendar.shift();
          await move(dated.atMs);
          if (dated.kind === 'dividend') {
            const payload = { testClockId: clockId, corporateActionId: dated.corporateActionId, phase: dated.phase };
            await this.engine.run(this.featureCommands.testClocks.dividend, { ...envelope, clockId, payload });
          } else if (dated.kind === 'market') {
            const payload = { testClockId: clockId, symbol: dated.symbol, priceMinor: dated.priceMinor };
            await this.engine.run(this.featureCommands.testClocks.marketPrice, { ...envelope, clockId, payload });
          } else if (dated.kind === 'split') {
            await this.engine.run(this.featureCommands.testClocks.split, {
              ...envelope,
              clockId,
              payload: { testClockId: clockId, corporateActionId: dated.corporateActionId },
            });
          } else {
            await this.engine.run(this.featureCommands.testClocks.assetClassPayments, {
              ...envelope,
              clockId,
              payload: { testClockId: clockId, date: dated.date },
            });
          }
          continue;
        }
        if (!next || timerAtMs === Number.POSITIVE_INFINITY) break;
        await move(next.dueAtMs);
        if (await this.fireOne(next)) fired += 1;
      }
      await move(targetMs);
      const announced = await this.engine.run(
        this.featureCommands.testClocks.announce,
        { ...envelope, payload: { testClockId: clockId, timersFired: fired }, clockId },
        options,
      );
      this.log.info({ testClockId: clockId, frozenTimeMs: targetMs, timersFired: fired }, 'test clock advanced');
      return announced;
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
