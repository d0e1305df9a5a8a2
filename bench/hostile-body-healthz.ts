/**
 * What one sandbox key sending hostile 1 MB bodies at its rate limit (300 a minute: 5 a second) does to everyone
 * else's `/healthz`, end to end: the service in a child process (bench/service-child.ts, a fresh data directory),
 * this process as the clients. A quiet phase first (only the `/healthz` prober: a request every 20 ms), then the same
 * prober beside the hostile sender (`POST /topup`, about 100,000 unknown members in 1 MB, a fresh key each). Prints
 * one line per phase: the prober's latency percentiles, and how the hostile requests were answered.
 * `node bench/hostile-body-healthz.ts` (HOSTILE_SECONDS per phase, default 20; HOSTILE_RATE per second,
 * default 5); `HOSTILE_TREE=/path/to/other/worktree` runs that tree's service with this driver.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { request } from 'undici';
import { startChild } from './children.ts';
import { benchServiceEnv, registerUnthrottledPartner, waitReady } from './partner.ts';

const SECONDS = Number(process.env.HOSTILE_SECONDS ?? 20);
const RATE = Number(process.env.HOSTILE_RATE ?? 5);
const PROBE_EVERY_MS = 20;
const tree = process.env.HOSTILE_TREE ?? join(import.meta.dirname, '..');

/** `{"amount":-1,` then members `"k<i>":0` until the text is about 1 MB. */
function hostileBody(): Buffer {
  const parts: string[] = [];
  let length = '{"amount":-1}'.length;
  for (let i = 0; length < 1_000_000; i += 1) {
    const member = `"k${i}":0`;
    parts.push(member);
    length += member.length + 1;
  }
  return Buffer.from(`{"amount":-1,${parts.join(',')}}`);
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** `/healthz` every PROBE_EVERY_MS until `endAt`; the latencies (ms). */
async function probe(url: string, endAt: number): Promise<number[]> {
  const latencies: number[] = [];
  while (Date.now() < endAt) {
    const started = performance.now();
    const res = await request(`${url}/healthz`);
    await res.body.text();
    latencies.push(performance.now() - started);
    await sleep(PROBE_EVERY_MS);
  }
  return latencies;
}

/** Hostile POSTs at RATE a second until `endAt`, without waiting for answers; resolves with the statuses once all are answered. */
async function hostile(url: string, apiKey: string, endAt: number): Promise<Map<string, number>> {
  const body = hostileBody();
  const answered: Promise<string>[] = [];
  for (let i = 0, next = Date.now(); Date.now() < endAt; i += 1, next += 1000 / RATE) {
    const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', 'idempotency-key': `hostile-${i}` };
    answered.push(
      request(`${url}/api/sandbox/v1/partner/topup`, { method: 'POST', body, headers }).then(
        async (res) => {
          await res.body.text();
          return String(res.statusCode);
        },
        (error: Error) => error.message,
      ),
    );
    await sleep(next + 1000 / RATE - Date.now());
  }
  const counts = new Map<string, number>();
  for (const outcome of await Promise.all(answered)) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  return counts;
}

function summary(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number): string => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  return `${sorted.length} probes, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`;
}

const dataDir = mkdtempSync(join(tmpdir(), 'pbs-hostile-'));
const child = await startChild(pathToFileURL(join(tree, 'bench/service-child.ts')).href, benchServiceEnv(dataDir));
try {
  await waitReady(child.url);
  const { apiKey } = await registerUnthrottledPartner(child.url);
  process.stdout.write(`${tree}\n`);
  const quiet = await probe(child.url, Date.now() + SECONDS * 1000);
  process.stdout.write(`quiet    /healthz: ${summary(quiet)}\n`);
  const endAt = Date.now() + SECONDS * 1000;
  const [loaded, statuses] = await Promise.all([probe(child.url, endAt), hostile(child.url, apiKey, endAt)]);
  const answers = [...statuses].map(([status, n]) => `${status} x${n}`).join(', ');
  process.stdout.write(`hostile  /healthz: ${summary(loaded)}; ${RATE}/s hostile 1 MB bodies answered: ${answers}\n`);
} finally {
  await child.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
