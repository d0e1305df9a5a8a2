/**
 * Client behaviour during a failover, as the README tells partners to behave: a 503 or a lost
 * connection is retried with the same Idempotency-Key (on any node) until a 2xx comes back.
 */
import type { ExecutionContext } from 'ava';
import { type Answer, call, SANDBOX, walletMinor } from './nodes.ts';

export interface Acknowledged {
  readonly key: string;
  readonly status: number;
  readonly text: string;
  /** performance.now() when the 2xx came back. */
  readonly atMs: number;
}

export interface LoadResult {
  /** Every key whose first 2xx came back, with that answer. */
  readonly acknowledged: Acknowledged[];
  /** Every key sent at least once (acknowledged or not). */
  readonly attempted: string[];
  /** Answers other than 2xx, 503 and lost connections (should be none). */
  readonly unexpected: string[];
  /** 503 answers seen (failover in progress). */
  readonly unavailable: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One top-up, retried with its key across `urls` until a 2xx or `deadlineMs` (performance.now) passes. */
export async function topupUntilAcknowledged(
  urls: () => string[],
  apiKey: string,
  key: string,
  amountUsd: number,
  deadlineMs: number,
  result: LoadResult,
): Promise<void> {
  for (let attempt = 0; performance.now() < deadlineMs; attempt += 1) {
    const targets = urls();
    const url = targets[attempt % targets.length]!;
    const res = await call(url, 'POST', `${SANDBOX}/topup`, { key: apiKey, body: { amount: amountUsd }, idempotencyKey: key, timeoutMs: 5_000 }).catch(
      () => null,
    );
    if (res && res.status >= 200 && res.status < 300) {
      result.acknowledged.push({ key, status: res.status, text: res.text, atMs: performance.now() });
      return;
    }
    if (res && res.status !== 503) {
      result.unexpected.push(`${res.status} ${res.text}`);
      return;
    }
    if (res?.status === 503) (result as { unavailable: number }).unavailable += 1;
    await pause(100);
  }
}

/** `workers` clients, each sending fresh top-ups one after another for `durationMs`, every one retried until acknowledged. */
export async function topupLoad(
  urls: () => string[],
  apiKey: string,
  options: { workers: number; durationMs: number; amountUsd: number; label: string },
): Promise<LoadResult> {
  const result: LoadResult = { acknowledged: [], attempted: [], unexpected: [], unavailable: 0 };
  const stopSendingAt = performance.now() + options.durationMs;
  const giveUpAt = stopSendingAt + 20_000;
  let n = 0;
  await Promise.all(
    Array.from({ length: options.workers }, async () => {
      while (performance.now() < stopSendingAt) {
        const key = `${options.label}-topup-${(n += 1)}`;
        result.attempted.push(key);
        await topupUntilAcknowledged(urls, apiKey, key, options.amountUsd, giveUpAt, result);
      }
    }),
  );
  return result;
}

/**
 * Re-sends an acknowledged request with its key until some node answers other than 503 (an owner may
 * still be changing hands on a loaded machine): the answer that counts is the owner's.
 */
export async function resend(urls: string[], apiKey: string, key: string, amountUsd: number, withinMs = 20_000): Promise<Answer> {
  const deadline = performance.now() + withinMs;
  for (let attempt = 0; ; attempt += 1) {
    const res = await call(urls[attempt % urls.length]!, 'POST', `${SANDBOX}/topup`, { key: apiKey, body: { amount: amountUsd }, idempotencyKey: key }).catch(
      () => null,
    );
    if (res && res.status !== 503) return res;
    if (performance.now() > deadline) throw new Error(`no node answered ${key} other than 503 within ${withinMs} ms`);
    await pause(100);
  }
}

/** The longest stretch without any acknowledgement while the load ran (how long writes were unavailable to clients). */
export function longestGap(result: LoadResult): { fromMs: number; toMs: number; ms: number } {
  const times = result.acknowledged.map((a) => a.atMs).sort((x, y) => x - y);
  let gap = { fromMs: 0, toMs: 0, ms: 0 };
  for (let i = 1; i < times.length; i += 1) {
    const ms = times[i]! - times[i - 1]!;
    if (ms > gap.ms) gap = { fromMs: times[i - 1]!, toMs: times[i]!, ms };
  }
  return gap;
}

/**
 * No request lost, none doubled: every request sent was acknowledged in the end, nothing else came back,
 * and each acknowledged key re-sent (to any of `urls`) is replayed byte for byte from the log.
 */
export async function assertEveryAckReplays(t: ExecutionContext, load: LoadResult, urls: string[], apiKey: string, amountUsd: number): Promise<void> {
  t.deepEqual(load.unexpected, []);
  t.true(load.acknowledged.length > 0);
  t.is(load.acknowledged.length, load.attempted.length, 'every request sent was acknowledged in the end');
  for (const ack of load.acknowledged) {
    const again = await resend(urls, apiKey, ack.key, amountUsd);
    t.is(again.status, ack.status, ack.key);
    t.is(again.headers.get('idempotent-replayed'), 'true', `${ack.key}: ${again.status} ${again.text}`);
    t.is(again.text, ack.text, ack.key);
  }
}

/** 0 lost, 0 doubled: every 2xx replays from the log and the wallet grew by exactly the keys acknowledged. */
export async function assertExactlyOnce(t: ExecutionContext, load: LoadResult, url: string, apiKey: string, amountUsd: number, before: number): Promise<void> {
  await assertEveryAckReplays(t, load, [url], apiKey, amountUsd);
  t.is((await walletMinor(url, apiKey)) - before, load.acknowledged.length * amountUsd * 100, 'one top-up per acknowledged key');
}
