/**
 * Webhook signatures in batches: every `sign()` call made in one turn of the event loop is collected
 * and sent to the piscina signer (workers/webhook-signer.ts) as ONE task (distinct secrets and bodies once each, pairs as indexes), array of hex out.
 * A worker round trip costs 20 to 60 times an inline HMAC, so per-signature tasks would make the
 * round trip, not the HMAC, the cost of a delivery; batched, a fan-out of thousands of deliveries pays
 * a handful of round trips. The flush runs on `setImmediate`, after the current poll phase, so the
 * deliveries started by one commit (and by the I/O callbacks of the same turn) share a task.
 */
import { Piscina } from 'piscina';
import type { SignTask } from '../../workers/webhook-signer.ts';

/** The signer in this module's own form: `.ts` on the sources (tsx), `.js` in npm test's compiled build (test/helpers/compile.ts). */
const SIGNER_URL = new URL(`../../workers/webhook-signer.${import.meta.url.endsWith('.js') ? 'js' : 'ts'}`, import.meta.url).href;
/** Bounds one task's size (and the structured clone behind it); a larger turn becomes several tasks. */
const MAX_BATCH = 1_024;
const IDLE_TIMEOUT_MS = 60_000;

interface Waiting {
  readonly secret: string;
  readonly body: string;
  readonly resolve: (hex: string) => void;
  readonly reject: (err: unknown) => void;
}

export interface SignBatcherStats {
  /** Tasks sent to the pool so far. */
  readonly tasks: number;
  readonly signatures: number;
  readonly largestBatch: number;
  /** Tasks the pool itself reports completed (piscina's counter): the batching seen from the worker side. */
  readonly poolCompleted: number;
}

export class SignBatcher {
  private pool: Piscina | null = null;
  private waiting: Waiting[] = [];
  private flushScheduled = false;
  private closed = false;
  private tasks = 0;
  private signatures = 0;
  private largestBatch = 0;

  constructor(private readonly maxBatch = MAX_BATCH) {}

  /** Hex HMAC-SHA256 of `body` (UTF-8) with `secret`, computed in the pool with the rest of this turn's requests. */
  sign(secret: string, body: string): Promise<string> {
    if (this.closed) return Promise.reject(new Error('the webhook signer is closed'));
    return new Promise<string>((resolve, reject) => {
      this.waiting.push({ secret, body, resolve, reject });
      if (this.flushScheduled) return;
      this.flushScheduled = true;
      setImmediate(() => this.flush());
    });
  }

  stats(): SignBatcherStats {
    return { tasks: this.tasks, signatures: this.signatures, largestBatch: this.largestBatch, poolCompleted: this.pool?.completed ?? 0 };
  }

  private flush(): void {
    this.flushScheduled = false;
    const all = this.waiting;
    this.waiting = [];
    for (let i = 0; i < all.length; i += this.maxBatch) this.runBatch(all.slice(i, i + this.maxBatch));
  }

  private runBatch(batch: Waiting[]): void {
    this.tasks += 1;
    this.signatures += batch.length;
    this.largestBatch = Math.max(this.largestBatch, batch.length);
    this.pool ??= new Piscina({ filename: SIGNER_URL, minThreads: 0, maxThreads: 1, idleTimeout: IDLE_TIMEOUT_MS });
    const { task, pairOf } = taskOf(batch);
    (this.pool.run(task) as Promise<string[]>).then(
      (hex) => batch.forEach((w, i) => w.resolve(hex[pairOf[i]!]!)),
      (err: unknown) => batch.forEach((w) => w.reject(err)),
    );
  }

  /** Refuses new requests, rejects those not yet sent, and stops the worker (in-flight tasks end with it). */
  async close(): Promise<void> {
    this.closed = true;
    const unsent = this.waiting;
    this.waiting = [];
    for (const w of unsent) w.reject(new Error('the webhook signer is closed'));
    await this.pool?.destroy();
    this.pool = null;
  }
}

/** Index of `value` in `list`, appended when new. */
function indexIn(index: Map<string, number>, list: string[], value: string): number {
  let i = index.get(value);
  if (i === undefined) {
    i = list.length;
    list.push(value);
    index.set(value, i);
  }
  return i;
}

/**
 * The batch as a task of distinct secrets, bodies and (secret, body) pairs, and each request's pair.
 * The deliveries of an event share its body string (the dispatcher's body cache), so the lookups hash
 * one string per event, and the structured clone carries each body once.
 */
function taskOf(batch: readonly Waiting[]): { task: SignTask; pairOf: number[] } {
  const secrets: string[] = [];
  const bodies: string[] = [];
  const pairs: number[] = [];
  const secretIndex = new Map<string, number>();
  const bodyIndex = new Map<string, number>();
  const pairIndex = new Map<number, number>();
  const pairOf: number[] = [];
  for (const w of batch) {
    const s = indexIn(secretIndex, secrets, w.secret);
    const b = indexIn(bodyIndex, bodies, w.body);
    // b < batch.length, so s * (batch.length + 1) + b is unique per pair.
    const key = s * (batch.length + 1) + b;
    let p = pairIndex.get(key);
    if (p === undefined) {
      p = pairs.length / 2;
      pairs.push(s, b);
      pairIndex.set(key, p);
    }
    pairOf.push(p);
  }
  return { task: { secrets, bodies, pairs }, pairOf };
}
