/**
 * Retries with backoff, as a fetch function for openapi-fetch: a connection error, a 429 or a 5xx is
 * tried again, after the Retry-After the service asked for when it did, else after an exponential
 * backoff with jitter. Safe for writes because every mutating call carries an Idempotency-Key that is
 * the same on every attempt (the request is cloned, headers and body included): the service answers a
 * repeat with the stored answer instead of doing the work twice.
 */
import { PartnerConnectionError } from './errors.ts';

export interface RetryOptions {
  /** Attempts in all, the first included (default 4; 1 turns retries off). */
  readonly maxAttempts?: number;
  /** First backoff step (default 250 ms), doubled each attempt, with jitter. */
  readonly baseDelayMs?: number;
  /** Longest backoff step (default 10 s). */
  readonly maxDelayMs?: number;
  /** A Retry-After longer than this is not waited for: the answer is returned as it is (default 60 s). */
  readonly maxRetryAfterMs?: number;
  /** How to wait (default: a timer). */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Told before each retry. */
  readonly onRetry?: (retry: RetryEvent) => void;
}

export interface RetryEvent {
  /** The attempt that failed, from 1. */
  readonly attempt: number;
  readonly delayMs: number;
  /** The status answered, or 'connection' when there was no answer. */
  readonly reason: number | 'connection';
  readonly method: string;
  readonly url: string;
  readonly idempotencyKey: string | null;
}

export type FetchFunction = (request: Request) => Promise<Response>;

const timer = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export const isRetryableStatus = (status: number): boolean => status === 429 || (status >= 500 && status <= 599 && status !== 501);

/** Milliseconds from a Retry-After header (delta seconds or an HTTP date), or null when absent or unreadable. */
export function retryAfterMs(header: string | null, nowMs: number): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

function backoffMs(attempt: number, base: number, max: number): number {
  const ceiling = Math.min(max, base * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

/** A connection-level failure of fetch (refused, reset, socket closed), not an abort by the caller. */
const isConnectionError = (error: unknown, request: Request): boolean => error instanceof TypeError && !request.signal.aborted;

export function retryingFetch(send: FetchFunction, options: RetryOptions = {}): FetchFunction {
  const maxAttempts = Math.max(1, options.maxAttempts ?? 4);
  const base = options.baseDelayMs ?? 250;
  const max = options.maxDelayMs ?? 10_000;
  const maxRetryAfter = options.maxRetryAfterMs ?? 60_000;
  const sleep = options.sleep ?? timer;
  return async function fetchWithRetries(request: Request): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      const last = attempt >= maxAttempts;
      let response: Response;
      try {
        response = await send(last ? request : request.clone());
      } catch (error) {
        if (!isConnectionError(error, request)) throw error;
        if (last) throw new PartnerConnectionError(error, attempt);
        await pause(attempt, 'connection', backoffMs(attempt, base, max));
        continue;
      }
      if (last || !isRetryableStatus(response.status)) return response;
      const asked = retryAfterMs(response.headers.get('retry-after'), Date.now());
      if (asked !== null && asked > maxRetryAfter) return response;
      // The answer is not read: release its connection before waiting.
      await response.body?.cancel();
      await pause(attempt, response.status, asked ?? backoffMs(attempt, base, max));
    }

    async function pause(attempt: number, reason: RetryEvent['reason'], delayMs: number): Promise<void> {
      options.onRetry?.({ attempt, delayMs, reason, method: request.method, url: request.url, idempotencyKey: request.headers.get('idempotency-key') });
      await sleep(delayMs);
    }
  };
}
