/**
 * Fires durable timers in due order. On the system clock a single wall-clock timeout waits for the
 * earliest deadline; on the virtual clock nothing fires until the operator advances time, and then every
 * deadline up to the target fires in order, each as its own journaled command at its own instant.
 */
import type { Logger } from 'pino';
import type { TimerRecord, TimerStore } from '../storage/timers.ts';
import { isVirtual, type Clock } from './clock.ts';
import type { Engine } from './engine.ts';
import { ServiceError } from './errors.ts';

/** setTimeout's ceiling; a later deadline simply re-arms when this wait ends. */
const MAX_WAIT_MS = 2_147_483_647;

export class TimerScheduler {
  private handle: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;
  /** Asynchronous work some platform timers need before they fire (a worker's poll), by actor kind. */
  private readonly preparers = new Map<string, (timer: TimerRecord) => Promise<unknown>>();

  constructor(
    private readonly engine: Engine,
    private readonly timers: TimerStore,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {
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

  rearm(): void {
    if (this.stopped || isVirtual(this.clock)) return;
    if (this.handle) clearTimeout(this.handle);
    this.handle = null;
    const next = this.timers.next();
    if (!next) return;
    const wait = Math.min(Math.max(0, next.dueAtMs - this.clock.nowMs()), MAX_WAIT_MS);
    this.handle = setTimeout(() => void this.exclusive(() => this.fireDue(this.clock.nowMs())), wait);
    this.handle.unref();
  }

  /** Fires every timer due at or before `uptoMs`, earliest first. */
  private async fireDue(uptoMs: number, beforeEach?: (dueAtMs: number) => void): Promise<number> {
    let fired = 0;
    for (let next = this.timers.next(); next && next.dueAtMs <= uptoMs && !this.stopped; next = this.timers.next()) {
      beforeEach?.(next.dueAtMs);
      const prepare = this.preparers.get(next.actorKind);
      const prepared = prepare ? await prepare(next) : undefined;
      await this.engine.execute({ type: 'timer.fire', env: null, partnerId: null, requestId: null, payload: { timerId: next.id, ...(prepare ? { prepared } : {}) } });
      fired += 1;
    }
    return fired;
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
      await this.engine.execute({ type: 'operator.clock.set', env: null, partnerId: null, requestId: null, payload: { atMs: targetMs } });
      this.log.info({ nowMs: targetMs, timersFired: fired }, 'virtual clock advanced');
      return { nowMs: targetMs, timersFired: fired };
    });
  }

  stop(): void {
    this.stopped = true;
    if (this.handle) clearTimeout(this.handle);
  }
}
