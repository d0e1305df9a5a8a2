/**
 * Webhook registrations. The URL policy and the secret sealing run in the HTTP layer (the payload
 * arrives checked and holds only the sealed secret and its hint: the journal never sees a secret).
 */
import type { Env } from '../../storage/types.ts';
import type { TimerRecord } from '../../storage/timers.ts';
import type { WebhookRecord } from '../../storage/webhooks.ts';
import { ServiceError } from '../errors.ts';
import type { Step } from '../step.ts';
import { awaitsOutcome, isSettled, publicStatus, SNIPPET_CHARS, type WebhookDeliveryInput } from '../../machines/webhookDelivery/machine.ts';
import { WEBHOOK_DELIVERY_KIND } from './fanout.ts';

export { WEBHOOK_DELIVERY_KIND } from './fanout.ts';

/** Log rows of test sends: they have no delivery actor, so they cannot be redelivered. */
export const TEST_DELIVERY_PREFIX = 'whtest_';

export interface CreateWebhookPayload {
  readonly url: string;
  readonly events: readonly string[];
  readonly secretSealed: string;
  readonly secretHint: string;
}

function partnerScope(step: Step): { env: Env; partnerId: string } {
  const { env, partnerId } = step.id;
  if (!env || !partnerId) throw new Error('a webhook command belongs to a partner environment');
  return { env, partnerId };
}

export function createWebhook(step: Step, p: CreateWebhookPayload): WebhookRecord {
  const { env, partnerId } = partnerScope(step);
  const id = step.newId('wh');
  step.stores.webhooks.insert({
    id,
    env,
    partnerId,
    url: p.url,
    events: [...new Set(p.events)],
    secretSealed: p.secretSealed,
    secretHint: p.secretHint,
    createdAtMs: step.atMs,
  });
  return step.stores.webhooks.get(id)!;
}

/** The step's partner's ACTIVE registration; an unknown, deleted or other partner's one is 404. */
function activeOwnWebhook(step: Step, webhookId: string): WebhookRecord {
  const { env, partnerId } = partnerScope(step);
  const found = step.stores.webhooks.get(webhookId);
  if (!found || found.partnerId !== partnerId || found.env !== env || found.status !== 'ACTIVE') {
    throw new ServiceError('NOT_FOUND', `webhook ${webhookId} not found`);
  }
  return found;
}

/** Marks the registration DELETED (the row stays: in-flight deliveries still complete and are signed). */
export function deleteWebhook(step: Step, p: { webhookId: string }): WebhookRecord {
  const found = activeOwnWebhook(step, p.webhookId);
  step.stores.webhooks.markDeleted(found.id, step.atMs);
  return step.stores.webhooks.get(found.id)!;
}

/** What the dispatcher observed for one attempt; journaled, so the machine and the log replay exactly. */
export interface DeliveryOutcomePayload {
  readonly deliveryId: string;
  readonly attempt: number;
  readonly status: number | null;
  readonly durationMs: number;
  readonly responseSnippet: string | null;
  readonly error: string | null;
}

/** What counts as a delivered attempt: an answer in 2xx, without a transport error (the dispatcher uses it too). */
export const attemptSucceeded = (p: { readonly status: number | null; readonly error: string | null }): boolean =>
  p.error === null && p.status !== null && p.status >= 200 && p.status < 300;

/**
 * Records an attempt's outcome. A late or repeated report (the attempt already settled, e.g. after a
 * restart resent it) changes nothing: delivery is at-least-once, the record is exactly-once.
 */
export function recordDeliveryOutcome(step: Step, p: DeliveryOutcomePayload): { recorded: boolean } {
  const view = step.read(WEBHOOK_DELIVERY_KIND, p.deliveryId);
  if (!view || !awaitsOutcome(view.snapshot)) return { recorded: false };
  const ctx = view.snapshot.context;
  if (ctx.attempts.length !== p.attempt) return { recorded: false };
  const ok = attemptSucceeded(p);
  const outcome = { status: p.status, durationMs: p.durationMs, responseSnippet: p.responseSnippet };
  if (ok) step.send(WEBHOOK_DELIVERY_KIND, p.deliveryId, { type: 'delivery.succeeded', ...outcome });
  else step.send(WEBHOOK_DELIVERY_KIND, p.deliveryId, { type: 'delivery.failed', ...outcome, ...(p.error === null ? {} : { error: p.error }) });
  return { recorded: true };
}

/**
 * One outcome as a tuple: [deliveryId, attempt, status, durationMs, responseSnippet, error].
 * Positional, so a batch's journal entry carries no key names per outcome and its canonical JSON sorts no keys.
 */
export type CompactOutcome = readonly [string, number, number | null, number, string | null, string | null];

/**
 * Many attempts' outcomes in one journal entry: what the dispatcher collected in one tick.
 * The dispatcher writes `compact`; `outcomes` (objects) is the older journaled form, still replayed.
 */
export interface DeliveryOutcomesPayload {
  readonly compact?: readonly CompactOutcome[];
  readonly outcomes?: readonly DeliveryOutcomePayload[];
}

export const compactOutcome = (o: DeliveryOutcomePayload): CompactOutcome => [o.deliveryId, o.attempt, o.status, o.durationMs, o.responseSnippet, o.error];

/** Every outcome of a batch payload, in order, whichever form it was journaled in. */
export function outcomesOf(p: DeliveryOutcomesPayload): DeliveryOutcomePayload[] {
  const expanded = (p.compact ?? []).map(([deliveryId, attempt, status, durationMs, responseSnippet, error]) => ({
    deliveryId,
    attempt,
    status,
    durationMs,
    responseSnippet,
    error,
  }));
  return [...(p.outcomes ?? []), ...expanded];
}

/**
 * Records each outcome as `webhook.delivery.outcome` would, in order, in one command: one journal entry,
 * one savepoint and one hash for the whole batch instead of one per delivery. Late or repeated reports
 * change nothing, as for the single command.
 */
export function recordDeliveryOutcomes(step: Step, p: DeliveryOutcomesPayload): { recorded: number } {
  let recorded = 0;
  for (const outcome of outcomesOf(p)) if (recordDeliveryOutcome(step, outcome).recorded) recorded += 1;
  return { recorded };
}

/**
 * A delivery's retry timer (registered by actor kind in system-timers.ts): the next attempt begins and
 * its log row appears at once, ATTEMPTING with its number and no status, before anything is sent.
 */
export function fireDeliveryRetry(step: Step, timer: TimerRecord): { fired: boolean } {
  if (!step.takes(WEBHOOK_DELIVERY_KIND, timer.actorId, timer.event)) return { fired: false };
  step.sendDynamic(WEBHOOK_DELIVERY_KIND, timer.actorId, { type: timer.event });
  return { fired: true };
}

export interface WebhookTestEmitted {
  readonly webhook: WebhookRecord;
  readonly eventId: string;
  readonly event: string;
  /** The stored envelope's JSON: byte for byte what is signed and sent. */
  readonly body: string;
}

/**
 * Emits a synthetic `test.event` into the outbox (visible on /events and /stream like any event). Fan-out
 * skips it: only the registration under test receives it, sent by the HTTP handler after the commit.
 */
export function emitWebhookTest(step: Step, p: { webhookId: string }): WebhookTestEmitted {
  const webhook = activeOwnWebhook(step, p.webhookId);
  const owner = { env: webhook.env, partnerId: webhook.partnerId };
  const ev = step.emit(owner, 'test.event', { webhookId: webhook.id, message: 'test event', triggeredBy: 'api' });
  return { webhook, eventId: ev.eventId, event: ev.event, body: JSON.stringify(ev.envelope) };
}

export interface WebhookTestOutcomePayload {
  readonly webhookId: string;
  readonly eventId: string;
  readonly status: number | null;
  readonly durationMs: number;
  readonly responseSnippet: string | null;
  /** Why the send failed; absent from entries journaled before the log showed errors. */
  readonly error?: string | null;
}

/** Records a test send in the delivery log (one row, attempt 1, no retries: the caller sees the result). */
export function recordWebhookTest(step: Step, p: WebhookTestOutcomePayload): { success: boolean } {
  const webhook = step.stores.webhooks.get(p.webhookId);
  // The sender aborts at 8 s and reports it as an error (a 2xx whose body did not finish in time too).
  const success = p.error == null && p.status !== null && p.status >= 200 && p.status < 300;
  if (!webhook) return { success };
  step.stores.webhooks.putAttempt({
    id: `${TEST_DELIVERY_PREFIX}${p.eventId}:1`,
    webhookId: webhook.id,
    env: webhook.env,
    partnerId: webhook.partnerId,
    eventId: p.eventId,
    event: 'test.event',
    state: success ? 'DELIVERED' : 'FAILED',
    attempt: 1,
    httpStatus: p.status,
    durationMs: p.durationMs,
    attemptedAtMs: step.atMs,
    success,
    nextRetryAtMs: null,
    responseSnippet: p.responseSnippet === null ? null : p.responseSnippet.slice(0, SNIPPET_CHARS),
    error: success ? null : (p.error ?? (p.status === null ? 'no answer' : `HTTP ${p.status}`)),
  });
  return { success };
}

export interface Redelivery {
  readonly deliveryId: string;
  readonly redeliveryOf: string;
  readonly eventId: string;
  readonly event: string;
  readonly status: string;
}

/**
 * Sends a settled delivery's event again as a NEW delivery actor (attempt 1, the full retry schedule):
 * a failed delivery is final, and the log keeps both. Delivered ones may be replayed too. Only
 * registrations still ACTIVE: a deleted one receives nothing new.
 */
export function redeliver(step: Step, p: { webhookId: string; deliveryId: string }): Redelivery {
  const webhook = activeOwnWebhook(step, p.webhookId);
  const view = step.read(WEBHOOK_DELIVERY_KIND, p.deliveryId);
  const old = view?.snapshot.context;
  if (!view || !old || old.webhookId !== webhook.id) throw new ServiceError('NOT_FOUND', `delivery ${p.deliveryId} not found`);
  if (!isSettled(view.snapshot)) {
    const state = publicStatus(view.snapshot);
    throw new ServiceError('CONFLICT', `delivery ${p.deliveryId} is still in progress (${state})`, { extra: { state } });
  }
  if (!step.stores.events.visibleById({ env: webhook.env, partnerId: webhook.partnerId }, old.eventId)) {
    throw new ServiceError('GONE', `event ${old.eventId} is no longer retained`);
  }
  const deliveryId = step.newId('whd');
  const input: WebhookDeliveryInput = { deliveryId, webhookId: webhook.id, eventId: old.eventId, event: old.event, startedAtMs: step.atMs };
  const snap = step.spawn(WEBHOOK_DELIVERY_KIND, deliveryId, { env: webhook.env, partnerId: webhook.partnerId }, input);
  return { deliveryId, redeliveryOf: p.deliveryId, eventId: old.eventId, event: old.event, status: publicStatus(snap) };
}
