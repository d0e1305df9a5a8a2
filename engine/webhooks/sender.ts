/**
 * Webhook attempts sent from a worker thread: the HMAC and the whole HTTP exchange
 * (undici's request writing, response parsing, its timers and sockets) run in workers/webhook-sender.ts
 * (sender-thread.ts), not on the service's main thread, which keeps the engine, the SSRF verdicts and the
 * journaling. One thread per process, shared by its senders (`SharedThread`).
 *
 * Every `send()` of one turn of the main thread goes to the thread as ONE message (`SendBatch`), each
 * distinct secret, envelope and target once and the attempts as indexes (the deliveries of an event share
 * its body: one copy in the structured clone, as the sign batcher did). Outcomes come back as the thread
 * finishes them, a message per turn of the thread, each resolving its own `send()`.
 *
 * node:worker_threads rather than piscina: the thread is stateful (its keep-alive pools and per-origin
 * queues must live as long as the service) and answers a batch with many messages over time, while a
 * piscina task answers once and its idle timeout would drop the pools.
 */
import type { LookupAddress } from 'node:dns';
import { Worker } from 'node:worker_threads';
import { JOB_FIELDS, OUTCOME_NUMBERS, OUTCOME_TEXTS, type OutcomeBatch, type SendBatch, type SenderSettings, type Target } from './sender-thread.ts';
import type { PostResult } from './transport.ts';

/** The thread's module in this module's own form: `.ts` on the sources (Node strips the types), `.js` in npm test's compiled build. */
const SENDER_URL = new URL(`../../workers/webhook-sender.${import.meta.url.endsWith('.js') ? 'js' : 'ts'}`, import.meta.url).href;
/** Bounds one message's size (and its structured clone); a larger turn becomes several messages. */
const MAX_BATCH = 1_024;

export interface SendRequest {
  /** The registration's URL and the addresses its delivery-time SSRF check approved (the only ones connected to). */
  readonly url: string;
  readonly addresses: readonly LookupAddress[];
  readonly secret: string;
  readonly body: string;
  readonly event: string;
  readonly eventId: string;
  readonly attempt: number;
  /** The engine clock's time of this attempt, in Unix seconds: the `t` of X-Service-Signature-V2. */
  readonly signedAtSeconds: number;
}

export interface SenderStats {
  /** Messages (batches) sent to the thread so far. */
  readonly tasks: number;
  /** Attempts they carried. */
  readonly signatures: number;
  readonly largestBatch: number;
}

interface Waiting {
  readonly id: number;
  readonly request: SendRequest;
}

const closedResult = (why: string): PostResult => ({ status: null, snippet: null, error: why, durationMs: 0 });

/** The k-th outcome of a batch. */
const outcomeAt = ({ numbers, texts }: OutcomeBatch, k: number): PostResult => {
  const status = numbers[k * OUTCOME_NUMBERS + 1]!;
  return {
    status: Number.isNaN(status) ? null : status,
    durationMs: numbers[k * OUTCOME_NUMBERS + 2]!,
    snippet: texts[k * OUTCOME_TEXTS]!,
    error: texts[k * OUTCOME_TEXTS + 1]!,
  };
};

/** Interned secrets and targets kept before both sides' tables start again (a reset in the next batch). */
const MAX_INTERNED = 4_096;

/** What an outcome is handed to: the sender that asked for the attempt. */
interface Answerer {
  answer(id: number, r: PostResult): void;
}

/**
 * The thread, shared by every sender of the process with the same settings: a service process has one, but a
 * test process runs many services, and a thread per service would load undici once
 * per service. Attempt ids are unique per thread; each outcome goes to the sender that asked (`routes`). The
 * thread stops when its last sender closes; a closed sender's attempts still queued in it are skipped there.
 */
class SharedThread {
  private worker: Worker | null = null;
  private users = 0;
  private nextId = 1;
  private nextClient = 1;
  /** Attempt id -> the sender that asked. */
  private readonly routes = new Map<number, Answerer>();
  /** What the running thread holds of the interned tables (SendBatch): secret -> index, URL -> its latest target and index. */
  private secretIds = new Map<string, number>();
  private targetIds = new Map<string, { readonly addresses: readonly LookupAddress[]; readonly id: number }>();
  private internedTargets = 0;
  /** The next batch tells the thread to empty its tables first. */
  private resetInterned = false;

  private readonly key: string;
  private readonly settings: SenderSettings;
  constructor(key: string, settings: SenderSettings) {
    this.key = key;
    this.settings = settings;
  }

  static acquire(settings: SenderSettings): SharedThread {
    const key = JSON.stringify([settings.connectionsPerOrigin, settings.timeoutMs ?? null, settings.maxInterned ?? null]);
    let thread = threads.get(key);
    if (thread === undefined) threads.set(key, (thread = new SharedThread(key, settings)));
    thread.users += 1;
    return thread;
  }

  client(): number {
    return this.nextClient++;
  }

  id(): number {
    return this.nextId++;
  }

  send(client: number, part: readonly Waiting[], from: Answerer): void {
    for (const { id } of part) this.routes.set(id, from);
    const worker = this.started();
    const batch = this.batchOf(client, part);
    // Only while attempts are out does the thread keep the process alive (tests and CLIs exit when done).
    worker.ref();
    worker.postMessage(batch, [batch.jobs.buffer]);
  }

  /**
   * The message for a batch: secrets and targets the thread has not seen yet (interned for its life, see
   * SendBatch), each distinct envelope (by event id and body) once, and the attempts as numbers.
   */
  private batchOf(client: number, part: readonly Waiting[]): SendBatch {
    const most = this.settings.maxInterned ?? MAX_INTERNED;
    if (this.secretIds.size >= most || this.internedTargets >= most) this.forgetInterned(true);
    const reset = this.resetInterned;
    this.resetInterned = false;
    const newSecrets: string[] = [];
    const newTargets: Target[] = [];
    const envelopes: string[] = [];
    const envelopeIndex = new Map<string, number>();
    const jobs = new Float64Array(part.length * JOB_FIELDS);
    let j = 0;
    for (const { id, request: r } of part) {
      let s = this.secretIds.get(r.secret);
      if (s === undefined) {
        s = this.secretIds.size;
        this.secretIds.set(r.secret, s);
        newSecrets.push(r.secret);
      }
      // Keyed by event id; a different body under the same id (not expected) gets its own entry.
      let e = envelopeIndex.get(r.eventId);
      if (e === undefined || envelopes[e * 3] !== r.body || envelopes[e * 3 + 1] !== r.event) {
        e = envelopes.push(r.body, r.event, r.eventId) / 3 - 1;
        envelopeIndex.set(r.eventId, e);
      }
      // The verdict cache hands out the same address array for a URL until its TTL ends: a new array is a new target.
      let t = this.targetIds.get(r.url);
      if (t === undefined || t.addresses !== r.addresses) {
        t = { addresses: r.addresses, id: this.internedTargets++ };
        this.targetIds.set(r.url, t);
        newTargets.push({ url: r.url, addresses: r.addresses });
      }
      jobs[j++] = id;
      jobs[j++] = s;
      jobs[j++] = e;
      jobs[j++] = t.id;
      jobs[j++] = r.attempt;
      jobs[j++] = r.signedAtSeconds;
    }
    return { client, reset, newSecrets, newTargets, envelopes, jobs };
  }

  /** Starts the interned tables again: `tellThread` when the running thread holds them (a new thread starts empty). */
  private forgetInterned(tellThread: boolean): void {
    this.secretIds = new Map();
    this.targetIds = new Map();
    this.internedTargets = 0;
    this.resetInterned = tellThread;
  }

  /** A sender closes: its routes go, its queued attempts are skipped in the thread; the last one stops the thread. */
  async release(client: number, ids: Iterable<number>): Promise<void> {
    for (const id of ids) this.routes.delete(id);
    this.users -= 1;
    const worker = this.worker;
    if (this.users > 0) {
      worker?.postMessage({ closedClient: client });
      if (this.routes.size === 0) worker?.unref();
      return;
    }
    threads.delete(this.key);
    this.worker = null;
    this.failAll('the webhook sender is closed');
    if (worker !== null) await worker.terminate();
  }

  private started(): Worker {
    if (this.worker !== null) return this.worker;
    // A new thread (the first, or one replacing a thread that died) has no interned secrets or targets.
    this.forgetInterned(false);
    const worker = new Worker(new URL(SENDER_URL), { workerData: { webhookSender: this.settings } });
    worker.on('message', (outcomes: OutcomeBatch) => this.settle(outcomes));
    // A thread that dies (it should not) fails its attempts (they are retried as failures) and the next send starts another.
    const fail = (why: string) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.failAll(why);
    };
    worker.on('error', (err) => fail(`the webhook sender thread failed: ${err.message}`));
    worker.on('exit', (code) => fail(`the webhook sender thread exited (${code})`));
    this.worker = worker;
    return worker;
  }

  private settle(outcomes: OutcomeBatch): void {
    const count = outcomes.numbers.length / OUTCOME_NUMBERS;
    for (let k = 0; k < count; k += 1) {
      const id = outcomes.numbers[k * OUTCOME_NUMBERS]!;
      const from = this.routes.get(id);
      if (from === undefined) continue;
      this.routes.delete(id);
      from.answer(id, outcomeAt(outcomes, k));
    }
    if (this.routes.size === 0) this.worker?.unref();
  }

  private failAll(why: string): void {
    const routes = [...this.routes.entries()];
    this.routes.clear();
    for (const [id, from] of routes) from.answer(id, closedResult(why));
  }
}

const threads = new Map<string, SharedThread>();

export class WebhookSender {
  private readonly thread: SharedThread;
  private readonly client: number;
  /** This sender's attempts not yet answered (their ids), so close can end them. */
  private readonly pending = new Map<number, (r: PostResult) => void>();
  private waiting: Waiting[] = [];
  private flushScheduled = false;
  private closed = false;
  private tasks = 0;
  private sent = 0;
  private largestBatch = 0;

  constructor(settings: SenderSettings) {
    this.thread = SharedThread.acquire(settings);
    this.client = this.thread.client();
  }

  /** Signs and POSTs in the thread; never rejects: a refusal, a network error, a timeout or a closed sender is an outcome. */
  send(request: SendRequest): Promise<PostResult> {
    return new Promise<PostResult>((resolve) => this.sendThen(request, resolve));
  }

  /** `send` with a callback (no promise per attempt on the dispatcher's path); `done` is called exactly once. */
  sendThen(request: SendRequest, done: (r: PostResult) => void): void {
    if (this.closed) {
      done(closedResult('the webhook sender is closed'));
      return;
    }
    const id = this.thread.id();
    this.pending.set(id, done);
    this.waiting.push({ id, request });
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => this.flush());
  }

  stats(): SenderStats {
    return { tasks: this.tasks, signatures: this.sent, largestBatch: this.largestBatch };
  }

  private flush(): void {
    this.flushScheduled = false;
    if (this.closed) return;
    const all = this.waiting;
    this.waiting = [];
    for (let i = 0; i < all.length; i += MAX_BATCH) {
      const part = all.slice(i, i + MAX_BATCH);
      this.tasks += 1;
      this.sent += part.length;
      this.largestBatch = Math.max(this.largestBatch, part.length);
      this.thread.send(this.client, part, this);
    }
  }

  /** The thread's outcome for one of this sender's attempts (or its end, when the thread stops or dies). */
  answer(id: number, r: PostResult): void {
    const resolve = this.pending.get(id);
    if (resolve === undefined) return;
    this.pending.delete(id);
    resolve(r);
  }

  /**
   * Ends this sender: attempts not answered end as failed outcomes (still attempting, so they are sent again
   * after a restart), and the thread stops if no other sender uses it (its sockets close with it).
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.waiting = [];
    const pending = [...this.pending.entries()];
    this.pending.clear();
    for (const [, resolve] of pending) resolve(closedResult('the webhook sender is closed'));
    await this.thread.release(
      this.client,
      pending.map(([id]) => id),
    );
  }
}
