/**
 * The webhook sender's thread side: signs (HMAC-SHA256) AND POSTs webhook attempts off
 * the service's main thread. Run by workers/webhook-sender.ts, the thread engine/webhooks/sender.ts starts; it receives one
 * `SendBatch` per turn of the main thread (each distinct secret, envelope and target once, the attempts as
 * indexes) and streams the outcomes back as they complete (`OutcomeBatch`, one message per turn of THIS
 * thread: an outcome waits at most for the current turn, never for another endpoint's exchange).
 *
 * Per origin at most `connectionsPerOrigin` (4) exchanges run at once, in arrival order, through a p-queue per
 * origin (the stack's bounded queue);
 * the HTTP exchange is engine/webhooks/transport.ts unchanged: one
 * real-time timer per attempt, no redirects, connections pinned to the addresses the main thread's SSRF
 * check approved, the bounded drain and the snippet.
 */
import { createHmac } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import PQueue from 'p-queue';
import { type PostResult, WebhookTransport } from './transport.ts';

/** One attempt's place in `SendBatch.jobs`: [id, secretId, envelopeIndex, targetId, attempt, signedAtSeconds]. */
export const JOB_FIELDS = 6;
/** One outcome's place in `OutcomeBatch.numbers`: [id, status (NaN: none), durationMs]; in `texts`: [snippet, error]. */
export const OUTCOME_NUMBERS = 3;
export const OUTCOME_TEXTS = 2;

export interface Target {
  readonly url: string;
  readonly addresses: readonly LookupAddress[];
}

/**
 * One turn of the main thread's attempts. Secrets and targets are interned for the thread's life (cloning every registration's secret and target object in every message was most of the main
 * thread's `postMessage`): a batch carries only those the thread has not seen, appended in order to its
 * tables, and the jobs name them by their index there.
 */
export interface SendBatch {
  /** The sender (one per service) the attempts belong to. */
  readonly client: number;
  /** Empty both interned tables before reading this batch (the main side's tables were full and started again). */
  readonly reset: boolean;
  /** Secrets new to the thread, appended to its table in this order. */
  readonly newSecrets: readonly string[];
  /** Targets (URL and the checked addresses) new to the thread, appended likewise. */
  readonly newTargets: readonly Target[];
  /** Flat [body, event, eventId, ...]: what is signed and sent, and the event's two header values (per batch). */
  readonly envelopes: readonly string[];
  /** Flat, JOB_FIELDS numbers per attempt (transferred, not copied). */
  readonly jobs: Float64Array<ArrayBuffer>;
}

/** A sender closed: its attempts still queued are skipped (their outcomes would go nowhere). */
export interface ClientClosed {
  readonly closedClient: number;
}

/** The outcomes of one turn of the thread: the numbers transferred, the two texts per outcome cloned. */
export interface OutcomeBatch {
  readonly numbers: Float64Array<ArrayBuffer>;
  readonly texts: readonly (string | null)[];
}

export interface SenderSettings {
  readonly connectionsPerOrigin: number;
  readonly timeoutMs?: number;
  /** Interned secrets or targets kept before both sides start their tables again (MAX_INTERNED unless a test lowers it). */
  readonly maxInterned?: number;
}

interface Job {
  readonly client: number;
  readonly id: number;
  readonly url: string;
  readonly addresses: readonly LookupAddress[];
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** The sender's state in its thread. */
export class SenderThread {
  private readonly transport: WebhookTransport;
  /** One bounded queue per origin, as the main thread's dispatcher kept before (an origin's count of registrations bounds them). */
  private readonly queues = new Map<string, PQueue>();
  /** Senders that closed (one number per closed service; a service process has none). */
  private readonly closedClients = new Set<number>();
  private outcomeNumbers: number[] = [];
  private outcomeTexts: (string | null)[] = [];
  private flushScheduled = false;
  /** The interned secrets and targets (see SendBatch), by the index the main side gave them. */
  private secrets: string[] = [];
  private targets: Target[] = [];

  private readonly settings: SenderSettings;
  private readonly post: (outcomes: OutcomeBatch) => void;
  constructor(settings: SenderSettings, post: (outcomes: OutcomeBatch) => void) {
    this.settings = settings;
    this.post = post;
    this.transport = new WebhookTransport(settings);
  }

  /** A batch to send, or a sender that closed. */
  receive(message: SendBatch | ClientClosed): void {
    if ('closedClient' in message) this.closedClients.add(message.closedClient);
    else this.sendBatch(message);
  }

  /**
   * Signs every attempt of the batch (a pair asked twice is one HMAC; the timestamped one per pair and
   * second) and queues it on its origin.
   */
  private sendBatch(batch: SendBatch): void {
    if (batch.reset) {
      this.secrets = [];
      this.targets = [];
    }
    for (const secret of batch.newSecrets) this.secrets.push(secret);
    for (const target of batch.newTargets) this.targets.push(target);
    const signatures = new Map<number, string>();
    const timestamped = new Map<string, string>();
    const { jobs, envelopes } = batch;
    const { secrets, targets } = this;
    for (let i = 0; i < jobs.length; i += JOB_FIELDS) {
      const s = jobs[i + 1]!;
      const e = jobs[i + 2]!;
      const target = targets[jobs[i + 3]!]!;
      const key = s * (envelopes.length + 1) + e;
      let signature = signatures.get(key);
      if (signature === undefined) {
        signature = signatureOf(secrets[s]!, envelopes[e * 3]!);
        signatures.set(key, signature);
      }
      const signedAtSeconds = jobs[i + 5]!;
      const timedKey = `${key}:${signedAtSeconds}`;
      let signatureV2 = timestamped.get(timedKey);
      if (signatureV2 === undefined) {
        signatureV2 = timestampedSignatureOf(secrets[s]!, signedAtSeconds, envelopes[e * 3]!);
        timestamped.set(timedKey, signatureV2);
      }
      const headers = {
        'content-type': 'application/json',
        'x-service-signature': signature,
        'x-service-signature-v2': signatureV2,
        'x-service-event': envelopes[e * 3 + 1]!,
        'x-service-event-id': envelopes[e * 3 + 2]!,
        'x-service-delivery-attempt': String(jobs[i + 4]!),
      };
      this.enqueue({ client: batch.client, id: jobs[i]!, url: target.url, addresses: target.addresses, headers, body: envelopes[e * 3]! });
    }
  }

  private enqueue(job: Job): void {
    // The transport's own parse of the URL (kept per URL), so the queue's origin and the pool's are one value.
    let origin: string;
    try {
      origin = this.transport.targetOf(job.url).origin;
    } catch (err) {
      this.report(job.id, failure(err));
      return;
    }
    let queue = this.queues.get(origin);
    if (queue === undefined) this.queues.set(origin, (queue = new PQueue({ concurrency: this.settings.connectionsPerOrigin })));
    // The exchange reports its own outcome (run never rejects); the queue's promise only frees the origin's slot.
    void queue.add(() => new Promise<void>((done) => this.run(job, done)));
  }

  /** One exchange; `done` frees its origin's slot. A closed sender's attempt is skipped (its outcome would go nowhere). */
  private run(job: Job, done: () => void): void {
    if (this.closedClients.has(job.client)) {
      done();
      return;
    }
    try {
      this.transport.postThen(job.url, job.addresses, job.headers, job.body, (result) => {
        done();
        this.report(job.id, result);
      });
    } catch (err) {
      done();
      this.report(job.id, failure(err));
    }
  }

  private report(id: number, r: PostResult): void {
    this.outcomeNumbers.push(id, r.status ?? Number.NaN, r.durationMs);
    this.outcomeTexts.push(r.snippet, r.error);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      const numbers = Float64Array.from(this.outcomeNumbers);
      const texts = this.outcomeTexts;
      this.outcomeNumbers = [];
      this.outcomeTexts = [];
      this.post({ numbers, texts });
    });
  }

  close(): Promise<void> {
    return this.transport.close();
  }
}

/** Hex HMAC-SHA256 of the UTF-8 body: the `X-Service-Signature` header. */
export function signatureOf(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

/**
 * The `X-Service-Signature-V2` header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "{t}.{body}">`. The timestamp
 * is inside what is signed, so a receiver that refuses an old `t` refuses a captured delivery replayed later.
 */
export function timestampedSignatureOf(secret: string, signedAtSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${signedAtSeconds}.`, 'utf8').update(body, 'utf8').digest('hex');
  return `t=${signedAtSeconds},v1=${mac}`;
}

/** A failure before any exchange (the transport itself never rejects). */
function failure(err: unknown): PostResult {
  return { status: null, snippet: null, error: err instanceof Error ? err.message : String(err), durationMs: 0 };
}
