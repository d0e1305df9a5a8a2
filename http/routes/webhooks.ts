/**
 * Webhook registrations and their delivery log. The URL policy (engine/webhooks/ssrf.ts) and the
 * secret sealing (engine/webhooks/secrets.ts) run here, before the command: the journal, the
 * idempotency store and the logs only ever see the sealed secret and its last 4 characters. A
 * generated secret is shown once, in the 201 body of the request that created it; an idempotent
 * replay repeats that body, whose stored copy holds the secret sealed (storage/credential-seal.ts).
 */
import * as v from '../schema.ts';
import type { CreateWebhookPayload, Redelivery, WebhookTestOutcomePayload } from '../../engine/webhooks/commands.ts';
import { WEBHOOK_EVENT_NAMES } from '../../engine/webhooks/catalogue.ts';
import { ALL_EVENTS } from '../../engine/webhooks/subscriptions.ts';
import { generateSecret, secretHint } from '../../engine/webhooks/secrets.ts';
import { checkWebhookUrl } from '../../engine/webhooks/ssrf.ts';
import type { DeliveryLogRecord, WebhookRecord } from '../../storage/webhooks.ts';
import { apiKeyAuth, type AppContext } from '../context.ts';
import { dispatch } from '../dispatch.ts';
import { ServiceError } from '../errors.ts';
import { keyedPage, pageOf, pageRequest, paginationQuery } from '../pagination.ts';
import { route } from '../route.ts';
import { DeliveryListSchema, RedeliverySchema, WebhookCreatedSchema, WebhookDeletedSchema, WebhookListSchema, WebhookTestSchema } from '../schemas/webhooks.ts';
import { iso, isoOrNull, partnerScope } from '../views.ts';
import { webhooks as webhookFeature } from '../../engine/features/index.ts';
import { dispatchApprovable } from '../approval-gate.ts';
import { ApprovalSchema } from '../schemas/security.ts';

export const MIN_SECRET_LENGTH = 16;
const MAX_WEBHOOKS_EVENTS = 64;

const CreateBody = v.object({
  url: v.pipe(v.string(), v.minLength(1, 'the URL is empty')),
  events: v.pipe(
    v.array(v.picklist([ALL_EVENTS, ...WEBHOOK_EVENT_NAMES], 'an event name from the event catalogue, or "*"')),
    v.minLength(1, 'subscribe to at least one event (or "*")'),
    v.maxLength(MAX_WEBHOOKS_EVENTS, `at most ${MAX_WEBHOOKS_EVENTS} event names`),
  ),
  // Messages never echo the value: it is a secret.
  secret: v.optional(
    v.pipe(
      v.string('type: the secret must be a string'),
      v.minLength(MIN_SECRET_LENGTH, `the secret must be at least ${MIN_SECRET_LENGTH} characters`),
      v.maxLength(256, 'the secret must be at most 256 characters'),
    ),
  ),
});

const WebhookParams = v.object({ id: v.string() });
const DeliveryParams = v.object({ id: v.string(), deliveryId: v.string() });
const DeliveriesQuery = v.object({ ...paginationQuery });

/** DELETE /webhooks/{id}'s answer (an approved deletion answers the same, under `result`). */
export const deletedWebhookView = (w: WebhookRecord): Record<string, unknown> => ({ ...webhookView(w), deletedAt: isoOrNull(w.deletedAtMs) });

export function webhookView(w: WebhookRecord): Record<string, unknown> {
  return { id: w.id, url: w.url, events: w.events, createdAt: iso(w.createdAtMs), status: w.status, secretHint: w.secretHint };
}

function deliveryView(d: DeliveryLogRecord): Record<string, unknown> {
  return {
    id: d.id,
    eventId: d.eventId,
    event: d.event,
    status: d.httpStatus,
    duration: d.durationMs,
    attemptedAt: isoOrNull(d.attemptedAtMs),
    success: d.success,
    attempt: d.attempt,
    state: d.state,
    nextRetryAt: isoOrNull(d.nextRetryAtMs),
    responseSnippet: d.responseSnippet,
    error: d.error,
  };
}

/** The partner's own registration (deleted ones included: their delivery log stays readable), else 404. */
function ownWebhook(ctx: AppContext, id: string): WebhookRecord {
  const w = ctx.service.queries.trading.webhook(partnerScope(ctx), id);
  if (!w) throw new ServiceError('NOT_FOUND', `webhook ${id} not found`);
  return w;
}

/**
 * Emits the test event (journaled, in the outbox), sends it to this registration only and waits for the
 * answer (8 s at most), then journals the result in the delivery log. Only a success is stored for
 * idempotent replay: a failed test is an error, and retrying it sends a new test event.
 */
async function runWebhookTest(ctx: AppContext, webhookId: string): Promise<void> {
  const { partner, env } = apiKeyAuth(ctx);
  const { engine, webhooks } = ctx.service;
  const base = { env, partnerId: partner.id, requestId: ctx.state.requestId };
  const { result: emitted } = await engine.run(webhookFeature.commands.test, { ...base, payload: { webhookId } }, { refuseWhenFull: true });
  const sent = await webhooks.sendNow(emitted.webhook, { body: emitted.body, event: emitted.event, eventId: emitted.eventId });
  const payload: WebhookTestOutcomePayload = {
    webhookId,
    eventId: emitted.eventId,
    status: sent.status,
    durationMs: sent.durationMs,
    responseSnippet: sent.snippet,
    error: sent.error,
  };
  const answer = { eventId: emitted.eventId, httpStatus: sent.status, durationMs: sent.durationMs };
  if (sent.error === null && sent.status !== null && sent.status >= 200 && sent.status < 300) {
    await dispatch(ctx, webhookFeature.commands.testOutcome, { payload, respond: () => ({ status: 200, body: { success: true, ...answer } }) });
    return;
  }
  await engine.run(webhookFeature.commands.testOutcome, { ...base, payload });
  const reason = sent.error ?? `the endpoint answered HTTP ${sent.status}`;
  throw new ServiceError('WEBHOOK_TEST_FAILED', `the test event was not accepted: ${reason}`, { extra: { success: false, ...answer } });
}

export const webhookRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/webhooks',
    auth: 'apiKey',
    tag: 'Webhooks',
    query: v.object(paginationQuery),
    summary: 'Active webhook registrations, oldest first, one cursor page (the secret is never shown, only its last 4 characters)',
    description:
      'Your active webhook endpoints with their URL, subscribed events and creation time; the secret is never shown again, only its last 4 characters to tell secrets apart.',
    success: { status: 200, description: '{webhooks, count, hasMore, nextCursor}', schema: WebhookListSchema },
    errors: ['VALIDATION_ERROR'],
    handler(ctx, { query }) {
      // Listed by creation sequence (the store's order); a deleted registration leaves no gap in the keys that follow.
      const { items, meta } = keyedPage(ctx, ctx.service.queries.trading.activeWebhooks(partnerScope(ctx)), query, {
        keyOf: (w) => String(w.seq),
        isAfter: (w, key) => w.seq > Number(key),
      });
      ctx.body = { webhooks: items.map(webhookView), ...meta };
    },
  }),
  route({
    method: 'POST',
    base: 'partner',
    path: '/webhooks',
    auth: 'apiKey',
    tag: 'Webhooks',
    body: CreateBody,
    summary: 'Register an HTTPS endpoint for events ("*" for all); a secret of at least 16 characters, or a generated one shown once in this response',
    description:
      'Registers an HTTPS URL to receive events (`["*"]` for all, or a list of names). Each delivery is a POST of the event envelope signed with your secret (`x-service-signature` and the timestamped `x-service-signature-v2`), retried 5 times over about 2.5 hours until your endpoint answers 2xx within 8 s. Give a secret of at least 16 characters or let the service generate one; a generated secret is shown in this answer only. URLs that resolve to private addresses are refused. Needs an `Idempotency-Key`.',
    success: { status: 201, description: 'the registration; secret only when generated, shown once', schema: WebhookCreatedSchema },
    errors: ['MISSING_IDEMPOTENCY_KEY', 'MISSING_PARAM', 'INVALID_TYPE', 'VALIDATION_ERROR', 'CONFLICT'],
    async handler(ctx, { body }) {
      const verdict = checkWebhookUrl(body.url, ctx.service.config.webhookAllowHttpLoopback);
      if (!verdict.ok) throw new ServiceError('VALIDATION_ERROR', `url refused: ${verdict.reason}`, { extra: { param: 'url', reason: verdict.reason } });
      const generated = body.secret === undefined ? generateSecret() : null;
      const secret = body.secret ?? generated!;
      const payload: CreateWebhookPayload = {
        url: verdict.url,
        events: body.events,
        secretSealed: ctx.service.queries.trading.sealWebhookSecret(secret),
        secretHint: secretHint(secret),
      };
      await dispatch(ctx, webhookFeature.commands.create, {
        payload,
        respond: (w: WebhookRecord) => ({ status: 201, body: { ...webhookView(w), ...(generated ? { secret: generated } : {}) } }),
      });
    },
  }),
  route({
    method: 'DELETE',
    base: 'partner',
    path: '/webhooks/{id}',
    auth: 'apiKey',
    tag: 'Webhooks',
    params: WebhookParams,
    summary:
      'Remove a registration: no new deliveries; deliveries in flight still complete. When the security policy names webhookDeletion: 202 with an approval, deleted when another member approves',
    description:
      'Stops deliveries to an endpoint; deliveries already in flight still complete. When your security policy names `webhookDeletion`, the answer is `202` with an approval and the endpoint is removed when a second member approves. Needs an `Idempotency-Key`.',
    success: {
      status: 200,
      description: 'the registration, status DELETED',
      schema: WebhookDeletedSchema,
      also: [{ status: 202, description: 'held for a second member (GET /approvals)', schema: ApprovalSchema }],
    },
    errors: ['MISSING_IDEMPOTENCY_KEY', 'NOT_FOUND'],
    async handler(ctx, { params }) {
      await dispatchApprovable(ctx, webhookFeature.commands.delete, {
        payload: { webhookId: params.id },
        respond: (w: WebhookRecord) => ({ status: 200, body: deletedWebhookView(w) }),
      });
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/webhooks/{id}/deliveries',
    auth: 'apiKey',
    tag: 'Webhooks',
    params: WebhookParams,
    query: DeliveriesQuery,
    summary: 'The delivery log of a registration, oldest first (limit default 20, max 100)',
    description:
      "Every delivery attempt to an endpoint, oldest first: event, attempt number, HTTP status, duration, the start of your endpoint's answer, and when the next retry is due. The first place to look when events seem missing. Cursor-paged (`limit` default 20, max 100).",
    success: { status: 200, description: 'a page of the delivery log', schema: DeliveryListSchema },
    errors: ['NOT_FOUND', 'VALIDATION_ERROR'],
    handler(ctx, { params, query }) {
      const webhook = ownWebhook(ctx, params.id);
      const req = pageRequest(ctx, query, { defaultLimit: 20, maxLimit: 100 });
      const rows = ctx.service.queries.trading.webhookDeliveries(webhook.id, req.after === null ? 0 : Number(req.after), req.limit + 1);
      const { items, meta } = pageOf(ctx, rows, req, (d) => String(d.seq));
      ctx.body = { deliveries: items.map(deliveryView), ...meta };
    },
  }),
  route({
    method: 'POST',
    base: 'partner',
    path: '/webhooks/{id}/test',
    auth: 'apiKey',
    tag: 'Webhooks',
    params: WebhookParams,
    summary:
      'Send a signed synthetic test.event to this endpoint now and wait for its answer (8 s at most); 502 WEBHOOK_TEST_FAILED when it does not answer 2xx',
    description:
      'Sends a signed `test.event` to the endpoint now and waits for its answer (8 s at most), so you can check your signature verification end to end. Answers `success`, `eventId`, `httpStatus` and the duration; `502 WEBHOOK_TEST_FAILED` when the endpoint does not answer 2xx. A test send is logged but never retried. Needs an `Idempotency-Key`.',
    success: { status: 200, description: 'the endpoint accepted the test event', schema: WebhookTestSchema },
    errors: ['MISSING_IDEMPOTENCY_KEY', 'NOT_FOUND', 'CONFLICT', 'WEBHOOK_TEST_FAILED'],
    async handler(ctx, { params }) {
      await runWebhookTest(ctx, params.id);
    },
  }),
  route({
    method: 'POST',
    base: 'partner',
    path: '/webhooks/{id}/deliveries/{deliveryId}/redeliver',
    auth: 'apiKey',
    tag: 'Webhooks',
    params: DeliveryParams,
    summary: "Beyond the spec: send a settled (FAILED or DELIVERED) delivery's event again as a new delivery, attempt 1 with the full retry schedule",
    description:
      "Sends a delivered or failed delivery's event again, as a new delivery starting at attempt 1 with the full retry schedule and a fresh `x-service-signature-v2` timestamp: use it after fixing an endpoint that failed every attempt. A delivery still in progress answers `409`. Needs an `Idempotency-Key`.",
    success: { status: 202, description: 'the new delivery, queued', schema: RedeliverySchema },
    errors: ['MISSING_IDEMPOTENCY_KEY', 'NOT_FOUND', 'CONFLICT', 'GONE'],
    async handler(ctx, { params }) {
      ownWebhook(ctx, params.id);
      // The log shows attempt rows `<deliveryId>:<attempt>`: either form names the delivery.
      const deliveryId = params.deliveryId.replace(/:\d+$/, '');
      await dispatch(ctx, webhookFeature.commands.redeliver, {
        payload: { webhookId: params.id, deliveryId },
        respond: (r: Redelivery) => ({ status: 202, body: { ...r } }),
      });
      // No event and no timer moved, so no commit hook starts the attempt: start it now.
      ctx.service.webhooks.scan();
    },
  }),
];
