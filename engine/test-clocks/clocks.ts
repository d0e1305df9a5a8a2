/**
 * Sandbox test clocks: a partner creates a clock frozen at an instant (not before the service's own now),
 * creates sub-accounts on it, and moves it forward. A command on a clock runs at the clock's time (the
 * engine reads it from this state, engine/engine.ts), what it creates is bound to the clock and its
 * timers wait for the clock (engine/step.ts). Moving a clock is a run of journaled commands: the
 * scheduler moves it to each due timer's instant in turn and fires that timer, then to the target
 * (engine/scheduler.ts `advanceTestClock`); the clock reads `advancing` meanwhile, then `ready`, and
 * `test_clock.advanced` and `test_clock.ready` tell the partner.
 */
import type { TestClockRecord } from '../../storage/test-clocks.ts';
import { ServiceError } from '../errors.ts';
import type { Step } from '../step.ts';

/** The longest jump one advance may make (a partner wanting more advances again). */
export const MAX_ADVANCE_MS = 2 * 366 * 86_400_000;
/** Clocks a partner may hold at once (deleted ones do not count). */
export const MAX_CLOCKS_PER_PARTNER = 100;

export interface CreateTestClockPayload {
  readonly frozenTimeMs: number;
  readonly name: string | null;
}

/** The partner's own clock, not deleted; anything else is 404 (another partner's clock is not there). */
export function ownClock(step: Pick<Step, 'stores' | 'id'>, testClockId: string): TestClockRecord {
  const clock = step.stores.testClocks.get(testClockId);
  if (!clock || clock.partnerId !== step.id.partnerId || clock.env !== step.id.env || clock.status === 'deleted') {
    throw new ServiceError('NOT_FOUND', `no test clock ${testClockId}`);
  }
  return clock;
}

export function createTestClock(step: Step, p: CreateTestClockPayload): TestClockRecord {
  const { env, partnerId } = step.id;
  if (env !== 'sandbox' || !partnerId) throw new ServiceError('NOT_FOUND', 'test clocks exist in the sandbox only');
  if (p.frozenTimeMs < step.atMs) {
    throw new ServiceError('VALIDATION_ERROR', 'frozenTime must not be before the service clock', { extra: { param: 'frozenTime' } });
  }
  if (step.stores.testClocks.count(partnerId, env) >= MAX_CLOCKS_PER_PARTNER) {
    throw new ServiceError('CONFLICT', `at most ${MAX_CLOCKS_PER_PARTNER} test clocks at once; delete one first`);
  }
  const clock: TestClockRecord = {
    id: step.newId('clock'),
    env,
    partnerId,
    name: p.name,
    frozenTimeMs: p.frozenTimeMs,
    status: 'ready',
    createdAtMs: step.atMs,
    deletedAtMs: null,
  };
  step.stores.testClocks.insert(clock);
  return clock;
}

/** Deleting stops the clock for good: what lives on it stays at its last time (nothing of it is removed). */
export function deleteTestClock(step: Step, p: { testClockId: string }): TestClockRecord {
  const clock = ownClock(step, p.testClockId);
  step.stores.testClocks.markDeleted(clock.id, step.atMs);
  return step.stores.testClocks.get(clock.id)!;
}

/** Checks an advance before it starts: forward only, bounded. */
export function checkAdvance(clock: TestClockRecord, toMs: number): void {
  if (!Number.isSafeInteger(toMs) || toMs <= clock.frozenTimeMs) {
    throw new ServiceError('VALIDATION_ERROR', 'a test clock only moves forward: frozenTime must be later than the clock', { extra: { param: 'frozenTime' } });
  }
  if (toMs - clock.frozenTimeMs > MAX_ADVANCE_MS) {
    throw new ServiceError('VALIDATION_ERROR', `one advance moves a test clock at most ${MAX_ADVANCE_MS / 86_400_000} days`, {
      extra: { param: 'frozenTime' },
    });
  }
}

/** One move of the clock (to a timer's instant or to the target): journaled, so replay moves it alike. */
export function moveTestClock(step: Step, p: { testClockId: string; toMs: number }): TestClockRecord {
  const clock = ownClock(step, p.testClockId);
  if (p.toMs < clock.frozenTimeMs) throw new ServiceError('VALIDATION_ERROR', 'a test clock never moves backwards');
  step.stores.testClocks.moveTo(clock.id, p.toMs);
  return step.stores.testClocks.get(clock.id)!;
}

export interface AdvanceAnnounced {
  readonly clock: TestClockRecord;
  readonly timersFired: number;
}

/**
 * The advance has ended (every due timer fired): the clock is `ready` again, and the partner hears
 * `test_clock.advanced` then `test_clock.ready` (the name Stripe's integrations wait for), both at the
 * clock's new time, since this runs on the clock.
 */
export function announceAdvance(step: Step, p: { testClockId: string; timersFired: number }): AdvanceAnnounced {
  const moved = ownClock(step, p.testClockId);
  step.stores.testClocks.markReady(moved.id);
  const clock = step.stores.testClocks.get(moved.id)!;
  const scope = { env: 'sandbox' as const, partnerId: clock.partnerId };
  const frozenTime = new Date(clock.frozenTimeMs).toISOString();
  step.emit(scope, 'test_clock.advanced', { testClockId: clock.id, frozenTime });
  step.emit(scope, 'test_clock.ready', { testClockId: clock.id, frozenTime, status: clock.status });
  return { clock, timersFired: p.timersFired };
}
