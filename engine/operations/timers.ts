/**
 * Quarantine of failed timers. A timer whose command fails must never stop the others or
 * the clock: the scheduler journals `timer.quarantine` with the failure, which keeps the timer but moves
 * its deadline to an automatic retry, backing off on the service clock. The operator sees quarantined
 * timers and retries one at once (the scheduler fires it) or drops it (`operator.timer.drop`).
 */
import type { QuarantinedTimer, TimerFailure } from '../../storage/timers.ts';
import { ServiceError } from '../errors.ts';
import type { Step } from '../step.ts';

/** First automatic retry 30 s after a failure, the wait doubling with each failure, at most an hour. */
export const QUARANTINE_BACKOFF = { firstMs: 30_000, maxMs: 3_600_000 } as const;

export function retryDelayMs(failedAttempts: number): number {
  const doublings = Math.min(Math.max(failedAttempts - 1, 0), 30);
  return Math.min(QUARANTINE_BACKOFF.firstMs * 2 ** doublings, QUARANTINE_BACKOFF.maxMs);
}

/**
 * `timer.quarantine`: one more failure of the timer; its next automatic retry falls due after the
 * backoff. A timer gone meanwhile (its actor cleared it) has nothing left to quarantine.
 */
export function quarantineTimer(step: Step, p: { timerId: string; error: TimerFailure }): QuarantinedTimer | null {
  if (!step.stores.timers.get(p.timerId)) return null;
  const attempts = (step.stores.timers.quarantined(p.timerId)?.failedAttempts ?? 0) + 1;
  step.stores.timers.quarantine(p.timerId, { error: p.error, atMs: step.atMs, retryAtMs: step.atMs + retryDelayMs(attempts) });
  step.timersChanged = true;
  return step.stores.timers.quarantined(p.timerId)!;
}

/** `operator.timer.drop`: the operator gives up on a quarantined timer; it never fires. */
export function dropTimer(step: Step, p: { timerId: string }): QuarantinedTimer {
  const timer = step.stores.timers.quarantined(p.timerId);
  if (!timer) throw new ServiceError('NOT_FOUND', `no quarantined timer ${p.timerId}`);
  step.stores.timers.delete(p.timerId);
  step.timersChanged = true;
  return timer;
}
