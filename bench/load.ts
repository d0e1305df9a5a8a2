/** One measured load scenario: a short warm-up, then the measured run, both with autocannon in this process. */
import autocannon from 'autocannon';

export interface LoadSettings {
  readonly connections: number;
  readonly durationSeconds: number;
  readonly warmupSeconds: number;
}

export interface Target {
  readonly url: string;
  readonly method: 'GET' | 'POST';
  readonly headers?: Record<string, string>;
  readonly body?: string;
  /** Replace `[<id>]` in headers and body with a fresh id per request (unique Idempotency-Keys). */
  readonly uniqueIds?: boolean;
}

export interface Measured {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly total: number;
  readonly ok2xx: number;
  readonly non2xx: number;
  readonly errors: number;
  readonly durationSeconds: number;
}

function options(target: Target, connections: number, durationSeconds: number): autocannon.Options {
  return {
    url: target.url,
    method: target.method,
    connections,
    pipelining: 1,
    duration: durationSeconds,
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.body !== undefined ? { body: target.body } : {}),
    ...(target.uniqueIds ? { idReplacement: true } : {}),
  };
}

/** Warms the target up (JIT, caches, SQLite pages); answers how many requests succeeded. */
export async function warmUp(target: Target, settings: LoadSettings): Promise<number> {
  if (settings.warmupSeconds <= 0) return 0;
  const r = await autocannon(options(target, settings.connections, settings.warmupSeconds));
  return r['2xx'];
}

export async function measure(target: Target, settings: LoadSettings): Promise<Measured> {
  const r = await autocannon(options(target, settings.connections, settings.durationSeconds));
  return {
    requestsPerSecond: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    total: r.requests.total,
    ok2xx: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors,
    durationSeconds: r.duration,
  };
}
