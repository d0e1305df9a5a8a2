/**
 * The outbound HTTP of webhook attempts, through undici with every connection PINNED to the addresses
 * the SSRF check approved (ssrf.ts resolveAndCheck). Global fetch would resolve the name again when it
 * connects, and a rebinding DNS server could answer public to the check and private to the connect; here
 * the socket's own `lookup` answers with the checked addresses, so no second resolution happens. The URL
 * keeps its host name: the Host header and the TLS server name (SNI, certificate check) stay the
 * partner's, only the address is fixed.
 *
 * One pool of keep-alive connections per origin (and checked address set): a partner's deliveries reuse
 * their connections; when the checked addresses change, the old pool is closed after its requests end.
 * Redirects are not followed (a 3xx is a failed attempt: it could point past the check). The attempt
 * timeout covers connect, headers and body together and runs on real elapsed time (CONTRACT.md).
 */
import type { LookupAddress, LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import type { Dispatcher, Pool } from 'undici';
import { ATTEMPT_TIMEOUT_MS, SNIPPET_CHARS } from '../../machines/webhookDelivery/limits.ts';

/** What one POST observed. */
export interface PostResult {
  /** HTTP status of the answer; null when nothing answered (refused, network error, timeout before headers). */
  readonly status: number | null;
  readonly snippet: string | null;
  readonly error: string | null;
  /** Real elapsed time of the exchange (connect to end of body or failure), whole milliseconds. */
  readonly durationMs: number;
}

export interface TransportOptions {
  /** Connections kept per origin; the dispatcher's per-endpoint queue never runs more at once. */
  readonly connectionsPerOrigin: number;
  /** Real-time budget of one attempt; the spec's 8 s unless a test shortens it. */
  readonly timeoutMs?: number;
}

/** UTF-8 takes at most 4 bytes per character: this many bytes always hold SNIPPET_CHARS characters. */
const SNIPPET_BYTES = SNIPPET_CHARS * 4;
/**
 * A body up to this size is read to its end and discarded, so the connection can be reused; a larger
 * one is cut off (its connection is closed) rather than read: a receiver cannot make us download much.
 */
const DRAIN_LIMIT_BYTES = 64 * 1024;

/** A socket lookup that answers only with the checked addresses, whatever the name. */
export function pinnedLookup(addresses: readonly LookupAddress[]): LookupFunction {
  if (addresses.length === 0) throw new Error('a pinned lookup needs at least one checked address');
  return (_hostname: string, options: LookupOptions, callback) => {
    // With autoSelectFamily (Node's default) net asks for all addresses and tries them in turn.
    if (options.all)
      callback(
        null,
        addresses.map((a) => ({ address: a.address, family: a.family })),
      );
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
}

export interface Target {
  readonly origin: string;
  readonly path: string;
}

/** Parsed URLs kept (one per registration URL); cleared wholesale when full. */
const TARGETS_KEPT = 4_096;

interface PinnedPool {
  readonly key: string;
  readonly pool: Pool;
}

/**
 * undici is loaded on the first attempt, not when the service starts: its ~250 ms of module loading
 * would otherwise be paid by every start (each test file's server, every CLI) whether or not a webhook
 * is ever sent. Loaded before an attempt's timer starts, so it never counts against the attempt.
 */
let undici: Promise<typeof import('undici')> | undefined;
/** The module once loaded: attempts after the first dispatch without waiting for anything. */
let undiciModule: typeof import('undici') | undefined;
const loadUndici = (): Promise<typeof import('undici')> =>
  (undici ??= import('undici').then((m) => {
    undiciModule = m;
    return m;
  }));

export class WebhookTransport {
  private readonly pools = new Map<string, PinnedPool>();
  private readonly targets = new Map<string, Target>();
  private readonly timeoutMs: number;

  private readonly options: TransportOptions;
  constructor(options: TransportOptions) {
    this.options = options;
    this.timeoutMs = options.timeoutMs ?? ATTEMPT_TIMEOUT_MS;
  }

  /**
   * POSTs `body` to `url`, connecting only to `addresses`. Never throws: a failure is an outcome.
   * Through the pool's `dispatch` with a handler of our own (`Exchange`) instead of
   * `request()`: no response stream, no async iterator over it and no AbortSignal per attempt, only the
   * callbacks that keep the status and the snippet (the same bounded drain, the same one timer per attempt).
   */
  post(url: string, addresses: readonly LookupAddress[], headers: Record<string, string>, body: string): Promise<PostResult> {
    return new Promise<PostResult>((resolve) => this.postThen(url, addresses, headers, body, resolve));
  }

  /**
   * `post` with a callback (the sender thread's path): once undici is loaded the exchange
   * is dispatched synchronously, with no promise or microtask per attempt. `done` is called exactly once.
   */
  postThen(url: string, addresses: readonly LookupAddress[], headers: Record<string, string>, body: string, done: (r: PostResult) => void): void {
    if (undiciModule === undefined) {
      loadUndici().then(
        () => this.postThen(url, addresses, headers, body, done),
        (err: unknown) => done({ status: null, snippet: null, error: describe(err), durationMs: 0 }),
      );
      return;
    }
    let target: Target;
    let pool: Pool;
    try {
      target = this.targetOf(url);
      pool = this.poolFor(undiciModule.Pool, target.origin, addresses);
    } catch (err) {
      done({ status: null, snippet: null, error: describe(err), durationMs: 0 });
      return;
    }
    const exchange = new Exchange(this.timeoutMs, done);
    try {
      pool.dispatch({ origin: target.origin, path: target.path, method: 'POST', headers, body }, exchange);
    } catch (err) {
      exchange.onResponseError(null, err instanceof Error ? err : new Error(String(err)));
    }
  }

  /** The URL's origin and path, parsed once per URL (a registration's URL never changes); the sender thread queues by its origin. */
  targetOf(url: string): Target {
    let target = this.targets.get(url);
    if (target === undefined) {
      const parsed = new URL(url);
      target = { origin: parsed.origin, path: parsed.pathname + parsed.search };
      if (this.targets.size >= TARGETS_KEPT) this.targets.clear();
      this.targets.set(url, target);
    }
    return target;
  }

  /** The origin's pool for this address set; a changed set replaces it (the old one finishes its requests). */
  private poolFor(PoolClass: typeof Pool, origin: string, addresses: readonly LookupAddress[]): Pool {
    // As a set: round-robin DNS reorders the same addresses on every lookup, which must not cost the pool.
    const key = addresses
      .map((a) => `${a.family}/${a.address}`)
      .sort()
      .join(',');
    const current = this.pools.get(origin);
    if (current?.key === key) return current.pool;
    // close() only rejects for a pool already closed, and a replaced pool leaves the map at once.
    if (current) void current.pool.close().catch(() => undefined);
    const pool = new PoolClass(origin, {
      connections: this.options.connectionsPerOrigin,
      connect: { lookup: pinnedLookup(addresses), timeout: this.timeoutMs },
      // The attempt's own timer is the limit; these only make sure no socket outlives it.
      headersTimeout: this.timeoutMs,
      bodyTimeout: this.timeoutMs,
    });
    this.pools.set(origin, { key, pool });
    return pool;
  }

  /** Drops every connection at once (shutdown: attempts in flight are resent after restart). */
  async close(): Promise<void> {
    const pools = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(pools.map((p) => p.pool.destroy()));
  }
}

/**
 * One attempt's exchange as an undici dispatch handler: keeps the status and the first SNIPPET_CHARS
 * characters of the body; the rest is read and discarded (so the connection is reused) up to
 * DRAIN_LIMIT_BYTES, beyond which the exchange is cut off (its connection closed) and counts as answered.
 * The attempt's real-time budget is one timer: when it fires, the exchange is aborted (at once if it is
 * on a socket, else as soon as the pool hands it one) and the outcome is the timeout.
 */
class Exchange implements Dispatcher.DispatchHandler {
  private readonly started = performance.now();
  private readonly timer: NodeJS.Timeout;
  private controller: Dispatcher.DispatchController | null = null;
  private timedOut: Error | null = null;
  private status: number | null = null;
  private kept: Buffer[] = [];
  private keptBytes = 0;
  private totalBytes = 0;
  private settled = false;

  private readonly resolve: (r: PostResult) => void;
  constructor(timeoutMs: number, resolve: (r: PostResult) => void) {
    this.resolve = resolve;
    this.timer = setTimeout(() => {
      this.timedOut = new Error(`timeout: no complete answer within ${timeoutMs} ms`);
      this.controller?.abort(this.timedOut);
    }, timeoutMs);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.timedOut) controller.abort(this.timedOut);
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number): void {
    if (statusCode >= 200) this.status = statusCode;
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.keptBytes < SNIPPET_BYTES) {
      const part = chunk.subarray(0, SNIPPET_BYTES - this.keptBytes);
      this.kept.push(part);
      this.keptBytes += part.length;
    }
    this.totalBytes += chunk.length;
    if (this.totalBytes > DRAIN_LIMIT_BYTES) {
      // Answered: the rest is not read; aborting closes the connection (its error below is ignored).
      this.finish(null);
      controller.abort(new Error('response body over the drain limit'));
    }
  }

  onResponseEnd(): void {
    this.finish(null);
  }

  onResponseError(_controller: Dispatcher.DispatchController | null, err: Error): void {
    this.finish(this.timedOut ?? err);
  }

  private finish(err: Error | null): void {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.timer);
    const durationMs = elapsedMs(this.started);
    if (err !== null) this.resolve({ status: this.status, snippet: null, error: describe(err), durationMs });
    else this.resolve({ status: this.status, snippet: snippetOf(this.kept), error: null, durationMs });
  }
}

const snippetOf = (kept: readonly Buffer[]): string => (kept.length === 1 ? kept[0]! : Buffer.concat(kept)).toString('utf8').slice(0, SNIPPET_CHARS);

const elapsedMs = (started: number): number => Math.round(performance.now() - started);

/** A readable reason: Node's AggregateError (every address refused) has an empty message. */
function describe(err: unknown): string {
  if (err instanceof AggregateError && err.errors.length > 0) return err.errors.map(describe).join('; ');
  if (err instanceof Error) return err.message || ('code' in err && typeof err.code === 'string' ? err.code : '') || err.name;
  return String(err);
}
