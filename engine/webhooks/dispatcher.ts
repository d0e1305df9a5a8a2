/**
 * Sends webhook attempts after commit. A delivery actor in `attempting` has an attempt without a
 * recorded outcome: the dispatcher has the stored envelope signed and POSTed (8 s timeout) in the sender
 * thread (sender.ts) through the endpoint's own bounded queue there (one slow partner never
 * delays another), and journals the outcome with `webhook.delivery.outcomes` (one command per tick for every partner: outcome-batcher.ts).
 * After every commit and at start-up it looks for such actors, so an attempt interrupted by a crash is
 * sent again (at-least-once).
 *
 * Per delivery, the work that is the same for every delivery of an event or an endpoint is done
 * once: the body (the stored envelope's JSON) once per event, the opened secret once per registration,
 * the delivery-time address check once per URL and TTL. The endpoint's queue slot is held for the HTTP
 * exchange only; the delivery stays in flight (never sent twice at once) until its outcome is journaled.
 */
import type { Logger } from 'pino';
import { awaitsOutcome, type WebhookDeliveryContext } from '../../machines/webhookDelivery/machine.ts';
import type { Stores } from '../../storage/stores.ts';
import type { WebhookRecord } from '../../storage/webhooks.ts';
import { attemptSucceeded, type DeliveryOutcomePayload } from './commands.ts';
import type { Engine } from '../engine.ts';
import { WEBHOOK_DELIVERY_KIND } from './fanout.ts';
import { OutcomeBatcher } from './outcome-batcher.ts';
import { openSecret } from './secrets.ts';
import { WebhookSender, type SenderStats } from './sender.ts';
import { AddressCheckCache, type AddressVerdict } from './ssrf.ts';
import type { PostResult } from './transport.ts';

const PER_ENDPOINT_CONCURRENCY = 4;
/** Event bodies kept (the latest events' JSON); a delivery of an older event reads it again. */
const BODY_CACHE_ENTRIES = 4_096;

/** What is signed and sent: the raw body (the stored envelope's JSON) and its header values. */
export interface SignedEnvelope {
  readonly body: string;
  readonly event: string;
  readonly eventId: string;
}

/** What one attempt observed; durationMs is the HTTP exchange only (0 when nothing was sent). */
export type SendResult = PostResult;

interface CachedBody {
  readonly env: string;
  readonly partnerId: string | null;
  readonly body: string;
}

interface Attempt {
  readonly ctx: WebhookDeliveryContext;
  readonly webhook: WebhookRecord;
  readonly body: string;
}

export class WebhookDispatcher {
  private readonly inFlight = new Set<string>();
  /** Told once no attempt is in flight (`idle`). */
  private idleWaiters: (() => void)[] = [];
  /** Signs and POSTs in a worker thread, at most PER_ENDPOINT_CONCURRENCY exchanges at once per origin. */
  private readonly sender = new WebhookSender({ connectionsPerOrigin: PER_ENDPOINT_CONCURRENCY });
  private readonly outcomes: OutcomeBatcher;
  private readonly addressChecks: AddressCheckCache;
  /** eventId -> the event's owner and its stored envelope's JSON; insertion order is age (a Map iterates oldest first). */
  private readonly bodies = new Map<string, CachedBody>();
  /** Registrations by id (their URL, secret and owner are immutable). */
  private readonly webhooks = new Map<string, WebhookRecord>();
  /** Sealed secret -> secret: opening is an AES-GCM decryption and a settings read. */
  private readonly secrets = new Map<string, string>();
  private stopped = false;
  /** Cluster mode: only the partition's owner sends; a follower replays the outcomes the owner journals. */
  private paused = false;

  private readonly engine: Engine;
  private readonly stores: Stores;
  private readonly log: Logger;
  private readonly reads: Pick<Stores, 'webhooks' | 'events' | 'testClocks'>;
  constructor(
    engine: Engine,
    stores: Stores,
    allowLoopback: boolean,
    log: Logger,
    /** What the scans read: committed state (the read-only connection's stores); the writer's by default. */
    reads: Pick<Stores, 'webhooks' | 'events' | 'testClocks'> = stores,
  ) {
    this.engine = engine;
    this.stores = stores;
    this.log = log;
    this.reads = reads;
    this.outcomes = new OutcomeBatcher(engine);
    this.addressChecks = new AddressCheckCache(allowLoopback);
    // Only commits that emitted events (fan-out) or moved timers (a retry began) can start an attempt.
    engine.onCommitted((events, timersChanged) => {
      if (events.length > 0 || timersChanged) this.scan();
    });
  }

  /** Cluster mode: a follower holds deliveries back; the owner (after takeover) scans and sends. */
  setPaused(paused: boolean): void {
    this.paused = paused;
  }

  /**
   * Starts an attempt for every delivery actor waiting on one (after commits and at start-up). A scan
   * follows nearly every commit and lists every outstanding delivery, so a delivery already in flight
   * costs one set lookup here and nothing is loaded for it: a delivery's cost must not grow with the
   * backlog. Its next attempt, should a retry fall due (virtual clock) before this one's bookkeeping has
   * ended, is started when this one ends (see `start`).
   */
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
    // The sender's per-origin queue bounds concurrent HTTP exchanges per endpoint; journaling the outcome happens outside it.
    // A 2xx ends the delivery (delivered is final): no later attempt can exist, so the actor is not read
    // again (a final actor has left the cache, and that read went to SQLite per delivery).
    // Callbacks from the attempt's hand-over to its journaled outcome, not a chain of about
    // ten promises per delivery (their allocations and microtask hops were on the main thread).
    let delivered = false;
    // Called from the sender's and the outcome batcher's loops over many deliveries: it never throws into them.
    const ended = (err?: unknown): void => {
      if (err !== undefined) this.log.error({ err, deliveryId }, 'webhook attempt could not be recorded');
      this.inFlight.delete(deliveryId);
      try {
        if (!this.stopped && !delivered && this.hasNewAttempt(deliveryId, n)) this.start(deliveryId);
      } catch (error) {
        this.log.error({ err: error, deliveryId }, 'webhook retry could not be started');
      }
      if (this.inFlight.size === 0) this.wakeIdle();
    };
    this.sendThen(attempt.webhook, { body: attempt.body, event: attempt.ctx.event, eventId: attempt.ctx.eventId }, n, (result) => {
      try {
        delivered = attemptSucceeded(result);
        this.record(attempt, result, ended);
      } catch (err) {
        ended(err);
      }
    });
  }

  /**
   * Resolves once no attempt is in flight: every attempt started so far has been sent and its outcome
   * journaled. The virtual clock waits for it before it moves on (engine/scheduler.ts), so an attempt is
   * recorded at the instant it was made and its retry counts from there.
   */
  idle(): Promise<void> {
    if (this.inFlight.size === 0 || this.stopped) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private wakeIdle(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const wake of waiters) wake();
  }

  /** Whether the delivery is attempting again with an attempt later than `n` (a retry fell due meanwhile). */
  private hasNewAttempt(deliveryId: string, n: number): boolean {
    const view = this.engine.actors.read(WEBHOOK_DELIVERY_KIND, deliveryId);
    return view !== undefined && awaitsOutcome(view.snapshot) && view.snapshot.context.attempts.length > n;
  }

  private contextOf(deliveryId: string): WebhookDeliveryContext | null {
    const view = this.engine.actors.read(WEBHOOK_DELIVERY_KIND, deliveryId);
    // Not yet durable (the next batch commits while the last one's fsync runs): its own commit's scan sends it.
    return view && view.record.journalSeq <= this.engine.durableSeq ? view.snapshot.context : null;
  }

  private load(ctx: WebhookDeliveryContext): Attempt | null {
    const webhook = this.webhookOf(ctx.webhookId);
    if (!webhook) return null;
    const body = this.bodyOf(webhook, ctx.eventId);
    return body === null ? null : { ctx, webhook, body };
  }

  /**
   * The raw body: the stored envelope's JSON, byte for byte what is signed and sent. Read and serialised
   * once per event (every delivery of an event shares it); the visibility check stays per registration.
   */
  private bodyOf(webhook: WebhookRecord, eventId: string): string | null {
    let cached = this.bodies.get(eventId);
    if (cached === undefined) {
      // The first registration asking must see it; later ones are checked against the cached owner, as visibleById would.
      const event = this.reads.events.visibleById({ partnerId: webhook.partnerId, env: webhook.env }, eventId);
      if (!event) return null;
      cached = { env: event.env, partnerId: event.partnerId, body: JSON.stringify(event.envelope) };
      if (this.bodies.size >= BODY_CACHE_ENTRIES) this.bodies.delete(this.bodies.keys().next().value!);
      this.bodies.set(eventId, cached);
    }
    const visible = cached.env === webhook.env && (cached.partnerId === null || cached.partnerId === webhook.partnerId);
    return visible ? cached.body : null;
  }

  /**
   * The registration, read once per id: what an attempt uses of it (URL, sealed
   * secret, env, partner) never changes after creation (deleting it only changes its status, and its
   * in-flight deliveries still complete); a sandbox reset removes it together with its deliveries.
   */
  private webhookOf(webhookId: string): WebhookRecord | undefined {
    let webhook = this.webhooks.get(webhookId);
    if (webhook === undefined) {
      webhook = this.reads.webhooks.get(webhookId);
      if (webhook === undefined) return undefined;
      if (this.webhooks.size >= BODY_CACHE_ENTRIES) this.webhooks.clear();
      this.webhooks.set(webhookId, webhook);
    }
    return webhook;
  }

  private secretOf(webhook: WebhookRecord): string {
    let secret = this.secrets.get(webhook.secretSealed);
    if (secret === undefined) {
      secret = openSecret(this.stores.settings, webhook.secretSealed);
      if (this.secrets.size >= BODY_CACHE_ENTRIES) this.secrets.clear();
      this.secrets.set(webhook.secretSealed, secret);
    }
    return secret;
  }

  /** How sending batched so far (attempts per message to the sender thread), for the fan-out benchmark. */
  signingStats(): SenderStats {
    return this.sender.stats();
  }

  /** Logs a failure and journals the outcome (batched); `done` once it is committed (with the error if it was not). */
  private record(a: Attempt, result: SendResult, done: (err?: unknown) => void): void {
    const n = a.ctx.attempts.length;
    if (this.stopped) {
      done();
      return;
    }
    if (!attemptSucceeded(result)) {
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
    // Sandbox deliveries may live on a test clock (bound when the event's command ran on it).
    const clockId = a.webhook.env === 'sandbox' ? this.reads.testClocks.clockOf(a.ctx.deliveryId) : null;
    this.outcomes.recordThen(payload, done, clockId);
  }

  /**
   * Sends one signed envelope to a registration now, through its origin's queue, and reports what
   * happened without recording it (POST /webhooks/{id}/test records the result itself).
   */
  sendNow(webhook: WebhookRecord, envelope: SignedEnvelope): Promise<SendResult> {
    return this.sendSigned(webhook, envelope, 1);
  }

  /** Checks, signs and POSTs one attempt; never throws: a refusal, a network error or a timeout is an outcome. */
  sendSigned(webhook: WebhookRecord, envelope: SignedEnvelope, attempt: number): Promise<SendResult> {
    return new Promise((resolve) => this.sendThen(webhook, envelope, attempt, resolve));
  }

  /** `sendSigned` with a callback, called exactly once. */
  private sendThen(webhook: WebhookRecord, e: SignedEnvelope, n: number, done: (r: SendResult) => void): void {
    const failed = (err: unknown): void => done({ status: null, snippet: null, error: err instanceof Error ? err.message : String(err), durationMs: 0 });
    try {
      // Re-checked after DNS (once per URL and TTL, addressChecks): a public name may have been rebound to a
      // private address. The transport then connects to exactly the addresses checked here (no second resolution).
      // A verdict still fresh in the cache is taken synchronously (every attempt but the first per URL and TTL).
      const cached = this.addressChecks.cached(webhook.url);
      if (cached !== undefined) this.post(webhook, e, n, cached, done);
      else
        this.addressChecks.check(webhook.url).then((verdict) => {
          try {
            this.post(webhook, e, n, verdict, done);
          } catch (err) {
            failed(err);
          }
        }, failed);
    } catch (err) {
      failed(err);
    }
  }

  private post(webhook: WebhookRecord, e: SignedEnvelope, n: number, verdict: AddressVerdict, done: (r: SendResult) => void): void {
    if (!verdict.ok) {
      done({ status: null, snippet: null, error: `blocked address ${verdict.address} (${verdict.reason})`, durationMs: 0 });
      return;
    }
    // Signed and POSTed in the sender thread, batched with every other attempt of this turn; the thread
    // connects to exactly the checked addresses (a verdict is fixed when the attempt is handed over).
    this.sender.sendThen(
      {
        url: webhook.url,
        addresses: verdict.addresses,
        secret: this.secretOf(webhook),
        body: e.body,
        event: e.event,
        eventId: e.eventId,
        attempt: n,
        // The engine's clock when the attempt is handed over: a retry or a redelivery is signed anew with its own time.
        signedAtSeconds: Math.floor(this.engine.clock.nowMs() / 1000),
      },
      done,
    );
  }

  async close(): Promise<void> {
    this.stopped = true;
    this.wakeIdle();
    await this.sender.close();
  }
}
