/**
 * One delivery of one event to one webhook endpoint. Lifecycle:
 * attempting -> delivered (final) | waiting -> attempting ... -> failed (final) after 6 attempts.
 * Version 2: a delivery is born attempting, its attempt 1 begun at `startedAtMs` (the
 * spawning command's time), so a fan-out costs one actor step per delivery, not two (spawn, then
 * `api.start`). Version 1 had a `pending` state that no command ever left an actor in (spawn and start
 * always ran in the same command): its snapshots are the same shape and migrate unchanged (engine/webhooks/delivery-migrations.ts).
 * The engine performs the HTTP request while the actor is `attempting` (attempt n = attempts.length)
 * and reports the outcome; a retry is a durable timer, due WAITS_MS[n - 1] after the failed attempt n
 * was recorded (CONTRACT.md section 5: waits count from the previous failed attempt).
 * Invariants: at most MAX_ATTEMPTS attempts; an attempt succeeds only with a 2xx answer within 8 s
 * (whatever the reporter claims); a failed delivery is final: a redelivery is a new delivery actor.
 */
import { assign, setup } from 'xstate';
import { stateIn, unreachable } from '../states.ts';
import { ATTEMPT_TIMEOUT_MS, SNIPPET_CHARS } from './limits.ts';

export const MAX_ATTEMPTS = 6;
/** Waits before attempts 2..6: 5 s, 30 s, 5 min, 30 min, 2 h. */
export const RETRY_WAITS_MS: readonly number[] = [5_000, 30_000, 300_000, 1_800_000, 7_200_000];
export { ATTEMPT_TIMEOUT_MS, SNIPPET_CHARS };

export interface DeliveryAttempt {
  readonly n: number;
  readonly attemptedAtMs: number;
  /** HTTP status of the answer; null while in flight or when nothing answered. */
  readonly status: number | null;
  readonly durationMs: number | null;
  /** null while the attempt is in flight. */
  readonly success: boolean | null;
  readonly responseSnippet: string | null;
  readonly error: string | null;
  readonly nextRetryAtMs: number | null;
}

export interface WebhookDeliveryContext {
  readonly deliveryId: string;
  readonly webhookId: string;
  readonly eventId: string;
  readonly event: string;
  readonly attempts: readonly DeliveryAttempt[];
}

/** What a spawn gives: the delivery's identity and when its first attempt begins (the spawning step's time). */
export type WebhookDeliveryInput = Omit<WebhookDeliveryContext, 'attempts'> & { readonly startedAtMs: number };

interface Outcome {
  status: number | null;
  durationMs: number;
  responseSnippet?: string | null;
  atMs: number;
}

export type WebhookDeliveryEvent =
  | { type: 'timer.retry'; atMs: number }
  | ({ type: 'delivery.succeeded' } & Outcome)
  | ({ type: 'delivery.failed'; error?: string } & Outcome);

/** Attempt n, begun at `atMs`, in flight (no outcome yet). */
const begun = (n: number, atMs: number): DeliveryAttempt => ({
  n,
  attemptedAtMs: atMs,
  status: null,
  durationMs: null,
  success: null,
  responseSnippet: null,
  error: null,
  nextRetryAtMs: null,
});

const isSuccess = (e: WebhookDeliveryEvent): boolean =>
  e.type === 'delivery.succeeded' && e.status !== null && e.status >= 200 && e.status < 300 && e.durationMs <= ATTEMPT_TIMEOUT_MS;

/** When the retry after this failure is due, or null when this failure was the last attempt. */
const retryDueAt = (context: WebhookDeliveryContext, event: WebhookDeliveryEvent): number | null => {
  const n = context.attempts.length;
  return n < MAX_ATTEMPTS ? event.atMs + RETRY_WAITS_MS[n - 1]! : null;
};

function settle(context: WebhookDeliveryContext, event: WebhookDeliveryEvent, success: boolean): DeliveryAttempt[] {
  // Only a delivery outcome settles an attempt; the retry timer begins the next one.
  if (event.type === 'timer.retry') return [...context.attempts];
  const outcome = event;
  const last = context.attempts[context.attempts.length - 1]!;
  const error = success
    ? null
    : ((outcome.type === 'delivery.failed' ? outcome.error : undefined) ?? (outcome.durationMs > ATTEMPT_TIMEOUT_MS ? 'timeout' : `HTTP ${outcome.status}`));
  const settled: DeliveryAttempt = {
    ...last,
    status: outcome.status,
    durationMs: outcome.durationMs,
    success,
    responseSnippet: outcome.responseSnippet == null ? null : outcome.responseSnippet.slice(0, SNIPPET_CHARS),
    error,
    nextRetryAtMs: success ? null : retryDueAt(context, event),
  };
  return [...context.attempts.slice(0, -1), settled];
}

export const webhookDeliveryMachine = setup({
  types: {
    context: {} as WebhookDeliveryContext,
    events: {} as WebhookDeliveryEvent,
    input: {} as WebhookDeliveryInput,
  },
  actions: {
    setTimer: (_, _params: { name: string; dueAtMs: number; event: string }) => {},
    beginAttempt: assign({ attempts: ({ context, event }) => [...context.attempts, begun(context.attempts.length + 1, event.atMs)] }),
    recordSuccess: assign({ attempts: ({ context, event }) => settle(context, event, true) }),
    recordFailure: assign({ attempts: ({ context, event }) => settle(context, event, false) }),
  },
  guards: {
    succeeded: ({ event }) => isSuccess(event),
    canRetry: ({ context }) => context.attempts.length < MAX_ATTEMPTS,
  },
}).createMachine({
  id: 'webhookDelivery',
  context: ({ input }) => ({
    deliveryId: input.deliveryId,
    webhookId: input.webhookId,
    eventId: input.eventId,
    event: input.event,
    attempts: [begun(1, input.startedAtMs)],
  }),
  initial: 'attempting',
  states: {
    attempting: {
      on: {
        // A "success" that is not a 2xx within 8 s is a failure: the same transitions as delivery.failed.
        'delivery.succeeded': [
          { guard: 'succeeded', target: 'delivered', actions: 'recordSuccess' },
          { guard: 'canRetry', target: 'waiting', actions: 'recordFailure' },
          { target: 'failed', actions: 'recordFailure' },
        ],
        'delivery.failed': [
          { guard: 'canRetry', target: 'waiting', actions: 'recordFailure' },
          { target: 'failed', actions: 'recordFailure' },
        ],
      },
    },
    waiting: {
      entry: {
        type: 'setTimer',
        params: ({ context }) => ({ name: 'retry', dueAtMs: context.attempts[context.attempts.length - 1]!.nextRetryAtMs!, event: 'timer.retry' }),
      },
      on: { 'timer.retry': { target: 'attempting', actions: 'beginAttempt' } },
    },
    delivered: { type: 'final' },
    failed: { type: 'final' },
  },
});

export const WEBHOOK_DELIVERY_STATES = ['attempting', 'waiting', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = 'ATTEMPTING' | 'WAITING' | 'DELIVERED' | 'FAILED';

/** The public state of a delivery (the delivery log's `state`). */
export function publicStatus(snapshot: { readonly value: unknown }): WebhookDeliveryStatus {
  const state = stateIn('webhookDelivery', WEBHOOK_DELIVERY_STATES, snapshot);
  switch (state) {
    case 'attempting':
      return 'ATTEMPTING';
    case 'waiting':
      return 'WAITING';
    case 'delivered':
      return 'DELIVERED';
    case 'failed':
      return 'FAILED';
    default:
      return unreachable(state);
  }
}

/**
 * An attempt is under way: its outcome (success or failure) is what the machine waits for. Only
 * `attempting` takes an outcome (an unguarded `delivery.failed` transition); read from the state value,
 * not with `snapshot.can`, which computes a whole transition (once per outcome).
 */
export const awaitsOutcome = (snapshot: { readonly value: unknown }): boolean => snapshot.value === 'attempting';

/** Delivered or failed for good: nothing more will happen to this delivery (it may be redelivered as a new one). */
export const isSettled = (snapshot: { readonly value: unknown }): boolean => {
  const status = publicStatus(snapshot);
  return status === 'DELIVERED' || status === 'FAILED';
};
