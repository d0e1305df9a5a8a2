/**
 * Sends webhook attempts after commit. A delivery actor in `attempting` has an attempt without a
 * recorded outcome: the dispatcher signs the stored envelope (in a piscina worker), POSTs it (8 s timeout) through
 * the endpoint's own bounded queue (one slow partner never delays another), and journals the outcome
 * with `webhook.delivery.outcome`. After every commit and at start-up it looks for such actors, so an
 * attempt interrupted by a crash is sent again (at-least-once).
 */
import PQueue from 'p-queue';
import type { Logger } from 'pino';
import { awaitsOutcome, type WebhookDeliveryContext } from '../../machines/webhookDelivery/machine.ts';
import type { Stores } from '../../storage/stores.ts';
import type { WebhookRecord } from '../../storage/webhooks.ts';
import type { DeliveryOutcomePayload } from '../commands/webhooks.ts';
import type { Engine } from '../engine.ts';
import { webhooks as webhooksFeature } from '../features/webhooks.ts';
import { WEBHOOK_DELIVERY_KIND } from './fanout.ts';
import { openSecret } from './secrets.ts';
import { SignBatcher, type SignBatcherStats } from './sign-batcher.ts';
import { resolveAndCheck } from './ssrf.ts';
import { WebhookTransport, type PostResult } from './transport.ts';

const PER_ENDPOINT_CONCURRENCY = 4;

/** What is signed and sent: the raw body (the stored envelope's JSON) and its header values. */
export interface SignedEnvelope {
  readonly body: string;
  readonly event: string;
  readonly eventId: string;
}

/** What one attempt observed; durationMs is the HTTP exchange only (0 when nothing was sent). */
export type SendResult = PostResult;

interface Attempt {
  readonly ctx: WebhookDeliveryContext;
  readonly webhook: WebhookRecord;
  readonly body: string;
}

export class WebhookDispatcher {
  private readonly inFlight = new Set<string>();
  private readonly queues = new Map<string, PQueue>();
  private readonly signer = new SignBatcher();
  private readonly transport = new WebhookTransport({ connectionsPerOrigin: PER_ENDPOINT_CONCURRENCY });
  private stopped = false;
  /** Cluster mode: only the partition's owner sends; a follower replays the outcomes the owner journals. */
  private paused = false;

  constructor(
    private readonly engine: Engine,
    private readonly stores: Stores,
    private readonly allowLoopback: boolean,
    private readonly log: Logger,
    /** What the scans read: committed state (the read-only connection's stores, issue 16); the writer's by default. */
    private readonly reads: Pick<Stores, 'webhooks' | 'events'> = stores,
  ) {
    // Only commits that emitted events (fan-out) or moved timers (a retry began) can start an attempt.
    engine.onCommitted((events, timersChanged) => {
      if (events.length > 0 || timersChanged) this.scan();
    });
  }

  /**
   * Starts an attempt for every delivery actor waiting on one (after commits and at start-up). A scan
   * follows nearly every commit and lists every outstanding delivery, so a delivery already in flight
   * costs one set lookup here and nothing is loaded for it: a delivery's cost must not grow with the
   * backlog. Its next attempt, should a retry fall due (virtual clock) before this one's bookkeeping has
   * ended, is started when this one ends (see `start`).
   */
  /** Cluster mode: a follower holds deliveries back; the owner (after takeover) scans and sends. */
  setPaused(paused: boolean): void {
    this.paused = paused;
  }

  scan(): void {
    if (this.stopped || this.paused) return;
    for (const id of this.reads.webhooks.attemptingDeliveryIds()) {
      if (!this.inFlight.has(id)) this.start(id);
    }
  }

  private start(deliveryId: string): void {
    const ctx = this.contextOf(deliveryId);
    const attempt = ctx ? this.load(ctx) : null;
    if (!attempt) return;
    const n = attempt.ctx.attempts.length;
    this.inFlight.add(deliveryId);
    void this.queueFor(attempt.webhook.url)
      .add(() => this.send(attempt))
      .catch((err: unknown) => this.log.error({ err, deliveryId }, 'webhook attempt could not be recorded'))
      .finally(() => {
        this.inFlight.delete(deliveryId);
        if (!this.stopped && this.hasNewAttempt(deliveryId, n)) this.start(deliveryId);
      });
  }

  /** Whether the delivery is attempting again with an attempt later than `n` (a retry fell due meanwhile). */
  private hasNewAttempt(deliveryId: string, n: number): boolean {
    const view = this.engine.actors.read(WEBHOOK_DELIVERY_KIND, deliveryId);
    return view !== undefined && awaitsOutcome(view.snapshot) && (view.snapshot.context as WebhookDeliveryContext).attempts.length > n;
  }

  private contextOf(deliveryId: string): WebhookDeliveryContext | null {
    const view = this.engine.actors.read(WEBHOOK_DELIVERY_KIND, deliveryId);
    // Not yet durable (issue 17: the next batch commits while the last one's fsync runs): its own commit's scan sends it.
    return view && view.record.journalSeq <= this.engine.durableSeq ? (view.snapshot.context as WebhookDeliveryContext) : null;
  }

  private load(ctx: WebhookDeliveryContext): Attempt | null {
    const webhook = this.reads.webhooks.get(ctx.webhookId);
    const event = webhook ? this.reads.events.visibleById({ partnerId: webhook.partnerId, env: webhook.env }, ctx.eventId) : null;
    if (!webhook || !event) return null;
    // The raw body is the stored envelope's JSON, byte for byte what is signed and sent.
    return { ctx, webhook, body: JSON.stringify(event.envelope) };
  }

  private queueFor(url: string): PQueue {
    const origin = new URL(url).origin;
    let q = this.queues.get(origin);
    if (!q) this.queues.set(origin, (q = new PQueue({ concurrency: PER_ENDPOINT_CONCURRENCY })));
    return q;
  }

  /** How signing batched so far (signatures per pool task), for the fan-out benchmark. */
  signingStats(): SignBatcherStats {
    return this.signer.stats();
  }

  private async send(a: Attempt): Promise<void> {
    const n = a.ctx.attempts.length;
    const result = await this.sendSigned(a.webhook, { body: a.body, event: a.ctx.event, eventId: a.ctx.eventId }, n);
    if (this.stopped) return;
    if (result.status === null || result.status < 200 || result.status >= 300) {
      // The origin only: a registered URL's path or query may carry the partner's own secret.
      this.log.warn(
        {
          deliveryId: a.ctx.deliveryId,
          webhookId: a.webhook.id,
          partnerId: a.webhook.partnerId,
          event: a.ctx.event,
          attempt: n,
          status: result.status,
          error: result.error,
          durationMs: result.durationMs,
          origin: new URL(a.webhook.url).origin,
        },
        'webhook attempt failed',
      );
    }
    const payload: DeliveryOutcomePayload = {
      deliveryId: a.ctx.deliveryId,
      attempt: n,
      status: result.status,
      durationMs: result.durationMs,
      responseSnippet: result.snippet,
      error: result.error,
    };
    await this.engine.run(webhooksFeature.commands.deliveryOutcome, { env: a.webhook.env, partnerId: a.webhook.partnerId, requestId: null, payload });
  }

  /**
   * Sends one signed envelope to a registration now, through its origin's queue, and reports what
   * happened without recording it (POST /webhooks/{id}/test records the result itself).
   */
  sendNow(webhook: WebhookRecord, envelope: SignedEnvelope): Promise<SendResult> {
    return this.queueFor(webhook.url).add(() => this.sendSigned(webhook, envelope, 1)) as Promise<SendResult>;
  }

  /** Checks, signs and POSTs one attempt; never throws: a refusal, a network error or a timeout is an outcome. */
  async sendSigned(webhook: WebhookRecord, envelope: SignedEnvelope, attempt: number): Promise<SendResult> {
    return this.post(webhook, envelope, attempt).catch((err: unknown) => ({
      status: null,
      snippet: null,
      error: err instanceof Error ? err.message : String(err),
      durationMs: 0,
    }));
  }

  private async post(webhook: WebhookRecord, e: SignedEnvelope, n: number): Promise<SendResult> {
    // Re-checked on every attempt, after DNS: a public name may have been rebound to a private address.
    // The transport then connects to exactly the addresses checked here (no second resolution).
    const verdict = await resolveAndCheck(webhook.url, this.allowLoopback);
    if (!verdict.ok) return { status: null, snippet: null, error: `blocked address ${verdict.address} (${verdict.reason})`, durationMs: 0 };
    // Signed in the piscina worker together with every other signature requested in the same tick.
    const signature = await this.signer.sign(openSecret(this.stores.settings, webhook.secretSealed), e.body);
    return this.transport.post(
      webhook.url,
      verdict.addresses,
      {
        'content-type': 'application/json',
        'x-service-signature': signature,
        'x-service-event': e.event,
        'x-service-event-id': e.eventId,
        'x-service-delivery-attempt': String(n),
      },
      e.body,
    );
  }

  async close(): Promise<void> {
    this.stopped = true;
    await Promise.all([this.signer.close(), this.transport.close()]);
  }
}
