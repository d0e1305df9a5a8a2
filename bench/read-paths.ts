/**
 * The read paths against the service's own GET /healthz, in one service child: /healthz, the
 * authenticated GET /account (after one top-up, so the wallet exists) and the 50-symbol /market/quotes,
 * each with the server CPU per request net of the service's idle CPU (measured just before each run).
 * `READ_ROUNDS` repeats the three (interleaved) to average out
 * other load on the machine. Run: `node bench/read-paths.ts` (BENCH_DURATION, BENCH_WARMUP,
 * BENCH_CONNECTIONS as for bench/run.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild, type Child } from './children.ts';
import { measure, warmUp, type LoadSettings, type Target } from './load.ts';
import { quotesTarget } from './market.ts';
import { benchServiceEnv, call, registerUnthrottledPartner, waitReady } from './partner.ts';

const settings: LoadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 5),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 2),
};
const ROUNDS = Number(process.env.READ_ROUNDS ?? 1);

interface Figures {
  requestsPerSecond: number;
  cpuUsPerRequest: number;
  failures: number;
}

const cpuOf = async (child: Child): Promise<number> => {
  const { cpu } = await child.ask<{ cpu: NodeJS.CpuUsage }>('stats');
  return cpu.user + cpu.system;
};

/**
 * The service's CPU per second with no request at all (market captures, timers, workers): on a shared
 * machine the requests/s fall and this fixed cost, spread over fewer requests, would swamp the figure.
 */
async function idleCpuUsPerSecond(child: Child): Promise<number> {
  const idleMs = Number(process.env.READ_IDLE_MS ?? 3000);
  const before = await cpuOf(child);
  const startedAt = performance.now();
  await new Promise((resolve) => setTimeout(resolve, idleMs));
  return ((await cpuOf(child)) - before) / ((performance.now() - startedAt) / 1000);
}

async function run(child: Child, target: Target): Promise<Figures> {
  await warmUp(target, settings);
  const idle = await idleCpuUsPerSecond(child);
  const before = await cpuOf(child);
  const startedAt = performance.now();
  const measured = await measure(target, settings);
  const seconds = (performance.now() - startedAt) / 1000;
  const cpuUs = (await cpuOf(child)) - before - idle * seconds;
  return { requestsPerSecond: measured.requestsPerSecond, cpuUsPerRequest: cpuUs / Math.max(1, measured.total), failures: measured.non2xx + measured.errors };
}

const dataDir = mkdtempSync(join(tmpdir(), 'pbs-read-'));
const child = await startChild('./service-child.ts', benchServiceEnv(dataDir));
try {
  await waitReady(child.url);
  const partner = await registerUnthrottledPartner(child.url);
  await call(child.url, 'POST', '/api/sandbox/v1/partner/topup', partner.apiKey, { amount: 1 }, { 'idempotency-key': 'read-paths-topup' });
  const auth = { authorization: `Bearer ${partner.apiKey}` };
  const targets: Record<string, Target> = {
    healthz: { url: `${child.url}/healthz`, method: 'GET' },
    account: { url: `${child.url}/api/sandbox/v1/partner/account`, method: 'GET', headers: auth },
    quotes: quotesTarget(child.url, partner.apiKey),
  };
  const sums = new Map<string, Figures>();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, target] of Object.entries(targets)) {
      const f = await run(child, target);
      const s = sums.get(name) ?? { requestsPerSecond: 0, cpuUsPerRequest: 0, failures: 0 };
      sums.set(name, {
        requestsPerSecond: s.requestsPerSecond + f.requestsPerSecond,
        cpuUsPerRequest: s.cpuUsPerRequest + f.cpuUsPerRequest,
        failures: s.failures + f.failures,
      });
    }
  }
  const health = sums.get('healthz')!;
  for (const [name, s] of sums) {
    const rps = s.requestsPerSecond / ROUNDS;
    const cpu = s.cpuUsPerRequest / ROUNDS;
    const ratio = s.requestsPerSecond / health.requestsPerSecond;
    const cpuRatio = health.cpuUsPerRequest / s.cpuUsPerRequest;
    process.stdout.write(
      `${name.padEnd(8)} ${rps.toFixed(0).padStart(7)} req/s  ${cpu.toFixed(1).padStart(6)} µs CPU/req  ` +
        `${(100 * ratio).toFixed(0)}% of /healthz req/s, ${(100 * cpuRatio).toFixed(0)}% by CPU  failures ${s.failures}\n`,
    );
  }
} finally {
  await child.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
