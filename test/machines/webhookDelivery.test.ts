/** The webhook delivery machine as a table: every transition, its attempts log and its retry timers. */
import test from 'ava';
import { initialTransition, transition, type EventObject } from 'xstate';
import { machineDefinitions } from '../../engine/machines.ts';
import { migrateSnapshot } from '../../engine/machine-versions.ts';
import {
  awaitsOutcome,
  publicStatus,
  webhookDeliveryMachine,
  type DeliveryAttempt,
  type WebhookDeliveryEvent,
} from '../../machines/webhookDelivery/machine.ts';
import { run, type Effect } from './table.ts';

const input = { deliveryId: 'dlv_1', webhookId: 'wh_1', eventId: 'evt_00000000000001', event: 'order.filled', startedAtMs: 0 };
const retry = (atMs: number): WebhookDeliveryEvent => ({ type: 'timer.retry', atMs });
const ok = (atMs: number, status = 200, durationMs = 120, responseSnippet: string | null = 'ok'): WebhookDeliveryEvent => ({
  type: 'delivery.succeeded',
  status,
  durationMs,
  responseSnippet,
  atMs,
});
const fail = (atMs: number, status: number | null = 500, error = 'HTTP 500'): WebhookDeliveryEvent => ({
  type: 'delivery.failed',
  status,
  error,
  durationMs: 40,
  responseSnippet: null,
  atMs,
});
const timer = (dueAtMs: number): Effect => ({ type: 'setTimer', params: { name: 'retry', dueAtMs, event: 'timer.retry' } });

/** Six failures, each retry fired exactly when due: attempt n fails 1 s after it starts. */
function sixFailures(): { events: EventObject[]; timers: Effect[] } {
  const waits = [5_000, 30_000, 300_000, 1_800_000, 7_200_000];
  const events: EventObject[] = [fail(1_000)];
  const timers: Effect[] = [];
  let failedAt = 1_000;
  for (const wait of waits) {
    timers.push(timer(failedAt + wait));
    events.push(retry(failedAt + wait), fail(failedAt + wait + 1_000));
    failedAt += wait + 1_000;
  }
  return { events, timers };
}

const attempts = (r: { context: Record<string, unknown> }): DeliveryAttempt[] => r.context.attempts as DeliveryAttempt[];

test('webhookDelivery: a new delivery is born attempting, attempt 1 begun at its start time, in flight with no effect', (t) => {
  const r = run(webhookDeliveryMachine, { ...input, startedAtMs: 7 }, []);
  t.is(r.state, 'attempting');
  t.deepEqual(attempts(r), [
    { n: 1, attemptedAtMs: 7, status: null, durationMs: null, success: null, responseSnippet: null, error: null, nextRetryAtMs: null },
  ]);
  t.deepEqual(r.actions, []);
  t.false('startedAtMs' in r.context, 'the start time lives in attempt 1 only: the context keeps the v1 shape');
});

test('webhookDelivery: a 2xx within 8 s delivers (final) and records status, duration and snippet', (t) => {
  const r = run(webhookDeliveryMachine, input, [ok(150, 204, 150, 'x'.repeat(500))]);
  t.is(r.state, 'delivered');
  t.is(r.status, 'done');
  const [a] = attempts(r);
  t.like(a, { n: 1, status: 204, durationMs: 150, success: true, error: null, nextRetryAtMs: null });
  t.is(a!.responseSnippet!.length, 200, 'the snippet is cut at 200 characters');
  t.deepEqual(r.actions, []);
});

test('webhookDelivery: a failed attempt waits 5 s counted from the failure, then timer.retry begins attempt 2', (t) => {
  const r = run(webhookDeliveryMachine, input, [fail(3_000, 503)]);
  t.is(r.state, 'waiting');
  t.like(attempts(r)[0], { n: 1, status: 503, success: false, nextRetryAtMs: 8_000, error: 'HTTP 500' });
  t.deepEqual(r.actions, [timer(8_000)]);
  const again = run(webhookDeliveryMachine, input, [fail(3_000, 503), retry(8_000)]);
  t.is(again.state, 'attempting');
  t.like(attempts(again)[1], { n: 2, attemptedAtMs: 8_000, success: null });
});

test('webhookDelivery: a reported success that is not 2xx is a failure', (t) => {
  const r = run(webhookDeliveryMachine, input, [ok(100, 302)]);
  t.is(r.state, 'waiting');
  t.like(attempts(r)[0], { status: 302, success: false, error: 'HTTP 302', nextRetryAtMs: 5_100 });
});

test('webhookDelivery: a 2xx that took longer than 8 s is a timeout failure', (t) => {
  const r = run(webhookDeliveryMachine, input, [ok(9_000, 200, 8_001)]);
  t.is(r.state, 'waiting');
  t.like(attempts(r)[0], { status: 200, success: false, error: 'timeout' });
});

test('webhookDelivery: no answer (status null) is a failure carrying its error', (t) => {
  const r = run(webhookDeliveryMachine, input, [fail(8_000, null, 'timeout after 8000 ms')]);
  t.like(attempts(r)[0], { status: null, success: false, error: 'timeout after 8000 ms', nextRetryAtMs: 13_000 });
});

test('webhookDelivery: retries follow 5 s, 30 s, 5 min, 30 min, 2 h and the 6th failure is final', (t) => {
  const { events, timers } = sixFailures();
  const r = run(webhookDeliveryMachine, input, events);
  t.is(r.state, 'failed');
  t.is(r.status, 'done');
  t.deepEqual(r.actions, timers);
  t.deepEqual(
    attempts(r).map((a) => a.n),
    [1, 2, 3, 4, 5, 6],
  );
  t.is(attempts(r)[5]!.nextRetryAtMs, null, 'no retry after the last attempt');
  t.deepEqual(r.refused, []);
});

test('webhookDelivery: a success on the 6th attempt delivers', (t) => {
  const { events } = sixFailures();
  const r = run(webhookDeliveryMachine, input, [...events.slice(0, -1), ok(9_000_000)]);
  t.is(r.state, 'delivered');
  t.is(attempts(r).length, 6);
});

test('webhookDelivery: events out of place are refused and change nothing', (t) => {
  const attempting = run(webhookDeliveryMachine, input, [retry(2)]);
  t.deepEqual(attempting.refused, ['timer.retry']);
  t.is(attempts(attempting).length, 1);
  const waiting = run(webhookDeliveryMachine, input, [fail(1), ok(2), fail(3)]);
  t.is(waiting.state, 'waiting');
  t.deepEqual(waiting.refused, ['delivery.succeeded', 'delivery.failed']);
  const delivered = run(webhookDeliveryMachine, input, [ok(1), fail(2), retry(3)]);
  t.is(delivered.state, 'delivered');
  t.deepEqual(delivered.refused, ['delivery.failed', 'timer.retry']);
});

test('webhookDelivery@1 snapshots migrate to @2 unchanged (same shape); a v1 `pending` one, which no command wrote, is refused', (t) => {
  const def = machineDefinitions.get('webhookDelivery')!;
  t.is(def.version, 'webhookDelivery@2');
  const r = run(webhookDeliveryMachine, input, [fail(1_000)]);
  const v1 = { value: String(r.state), context: r.context, status: 'active' };
  const migrated = migrateSnapshot(def, 'webhookDelivery@1', v1);
  t.deepEqual(migrated, v1);
  const restored = webhookDeliveryMachine.resolveState({ value: migrated.value as never, context: migrated.context as never });
  t.is(publicStatus(restored), 'WAITING');
  t.throws(() => migrateSnapshot(def, 'webhookDelivery@1', { value: 'pending', context: { ...r.context, attempts: [] } }), { message: /pending/ });
});

test('webhookDelivery: awaitsOutcome (read from the state value) agrees with what the machine accepts, in every state', (t) => {
  const outcome = fail(5);
  for (const events of [[], [fail(1)], [fail(1), retry(6_001)], [ok(1)], sixFailures().events as WebhookDeliveryEvent[]]) {
    const snapshot = events.reduce((s, e) => transition(webhookDeliveryMachine, s, e)[0], initialTransition(webhookDeliveryMachine, input)[0]);
    t.is(awaitsOutcome(snapshot), snapshot.can(outcome), `in ${String(snapshot.value)}`);
  }
});
