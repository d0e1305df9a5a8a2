/**
 * Property: whatever the attempt outcomes and however the clock advances, a delivery ends delivered or
 * failed after at most 6 attempts, and every retry timer is due exactly the schedule's wait after the
 * failed attempt before it. The scheduler is modelled as the engine's: a timer fires at its due time,
 * and only when the clock has reached it.
 */
import test from 'ava';
import fc from 'fast-check';
import { initialTransition, transition, type AnyMachineSnapshot } from 'xstate';
import {
  MAX_ATTEMPTS,
  RETRY_WAITS_MS,
  webhookDeliveryMachine,
  type DeliveryAttempt,
  type WebhookDeliveryContext,
  type WebhookDeliveryEvent,
} from '../../machines/webhookDelivery/machine.ts';

const outcome = fc.record({
  kind: fc.constantFrom('ok', 'fail', 'slow', 'non2xx'),
  durationMs: fc.integer({ min: 0, max: 8_000 }),
  status: fc.integer({ min: 300, max: 599 }),
  /** Clock advance before the outcome is reported, and after it (possibly short of the retry). */
  before: fc.integer({ min: 0, max: 10_000 }),
  after: fc.integer({ min: 0, max: 3 * 3_600_000 }),
});

type Outcome = { kind: string; durationMs: number; status: number; before: number; after: number };

function outcomeEvent(o: Outcome, atMs: number): WebhookDeliveryEvent {
  if (o.kind === 'ok') return { type: 'delivery.succeeded', status: 200, durationMs: o.durationMs, atMs };
  if (o.kind === 'slow') return { type: 'delivery.succeeded', status: 200, durationMs: 8_001 + o.durationMs, atMs };
  if (o.kind === 'non2xx') return { type: 'delivery.succeeded', status: o.status, durationMs: o.durationMs, atMs };
  return { type: 'delivery.failed', status: null, error: 'connection refused', durationMs: o.durationMs, atMs };
}

test('any outcomes and clock advances end delivered or failed within 6 attempts, retries on the schedule', (t) => {
  fc.assert(
    fc.property(fc.array(outcome, { minLength: MAX_ATTEMPTS, maxLength: 12 }), fc.integer({ min: 0, max: 1e12 }), (outcomes, t0) => {
      const input = { deliveryId: 'd', webhookId: 'w', eventId: 'e', event: 'order.filled', startedAtMs: t0 };
      let [snap]: [AnyMachineSnapshot, unknown] = initialTransition(webhookDeliveryMachine, input);
      let clock = t0;
      let timer: number | null = null;
      const step = (event: WebhookDeliveryEvent): void => {
        const [next, actions] = transition(webhookDeliveryMachine, snap, event);
        snap = next;
        for (const a of actions) if (a.type === 'setTimer') timer = (a.params as { dueAtMs: number }).dueAtMs;
      };
      // Born attempting: attempt 1 began at t0.
      for (const o of outcomes) {
        if (snap.status === 'done') break;
        // Every outcome arrives while attempting: a pending retry fires once the clock reaches it.
        clock += o.before;
        step(outcomeEvent(o, clock));
        if (snap.value !== 'waiting') continue;
        const attempts = (snap.context as WebhookDeliveryContext).attempts;
        const failedAt = clock;
        if (timer !== failedAt + RETRY_WAITS_MS[attempts.length - 1]!) return false;
        clock += o.after;
        // Clock advances short of the timer do nothing; the scheduler fires it at its due time.
        if (clock < timer) clock = timer;
        step({ type: 'timer.retry', atMs: timer });
        timer = null;
      }
      const attempts = (snap.context as WebhookDeliveryContext).attempts as DeliveryAttempt[];
      if (snap.status !== 'done' || attempts.length > MAX_ATTEMPTS) return false;
      if (snap.value === 'failed' && (attempts.length !== MAX_ATTEMPTS || attempts.some((a) => a.success !== false))) return false;
      if (snap.value === 'delivered' && (attempts.at(-1)!.success !== true || attempts.slice(0, -1).some((a) => a.success !== false))) return false;
      // Attempt n + 1 begins exactly at the retry time recorded on failed attempt n.
      return attempts.slice(1).every((a, i) => a.attemptedAtMs === attempts[i]!.nextRetryAtMs);
    }),
    { numRuns: 500 },
  );
  t.pass();
});
