/**
 * In-process probe of the durable write path: CLIENTS closed-loop callers each run a sandbox
 * top-up through `Engine.execute` (idempotency record and stored response included, as the route does),
 * then spend HTTP_US of CPU (standing in for the HTTP pipeline of the next request) in a callback of
 * its own before sending the next, so arrivals spread over event-loop turns as sockets' do. Prints one
 * JSON line: CPU µs per top-up, top-ups/s, p50/p99 latency, commands per commit, fsyncs.
 * `node bench/write-path-micro.ts` (TOPUPS, CLIENTS, HTTP_US from the environment). Runs
 * unchanged on the base commit, so before/after is the same script back to back.
 */
import { rmSync } from 'node:fs';
import { microService } from './micro-service.ts';

const TOPUPS = Number(process.env.TOPUPS ?? 20_000);
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const HTTP_US = Number(process.env.HTTP_US ?? 100);

function spin(us: number): void {
  const until = process.hrtime.bigint() + BigInt(us * 1000);
  while (process.hrtime.bigint() < until);
}

async function main(): Promise<void> {
  const { dir, service, partnerId } = await microService('write-micro', 'system');
  let issued = 0;
  const latencies: number[] = [];
  const one = async (n: number): Promise<void> => {
    const startedAt = performance.now();
    await service.engine.execute(
      { type: 'funding.topup', env: 'sandbox', partnerId: partnerId, requestId: `r${n}`, payload: { amountMinor: 1, currency: 'USD', reference: null } },
      { idempotency: { key: `micro-key-${n}`, fingerprint: 'f'.repeat(64) }, respond: (r: unknown) => ({ status: 201, body: r }) },
    );
    latencies.push(performance.now() - startedAt);
  };
  const client = async (): Promise<void> => {
    while (issued < TOPUPS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      spin(HTTP_US);
      await one(issued++);
    }
  };
  const warm = TOPUPS;
  issued = -warm;
  // Warm-up: same work, not measured (negative ids keep keys unique).
  const warmTarget = 0;
  const warmClient = async (): Promise<void> => {
    while (issued < warmTarget) await one(issued++);
  };
  await Promise.all(Array.from({ length: CLIENTS }, warmClient));
  latencies.length = 0;
  const before = service.engine.stats() as { batches: number; commands: number; syncs?: number };
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const after = service.engine.stats() as { batches: number; commands: number; syncs?: number };
  latencies.sort((a, b) => a - b);
  const q = (p: number): number => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]! * 10) / 10;
  const cpuUs = (cpu.user + cpu.system) / TOPUPS;
  const total = cpuUs - HTTP_US;
  process.stdout.write(
    `${JSON.stringify({
      topups: TOPUPS,
      clients: CLIENTS,
      httpUs: HTTP_US,
      cpuUsPerTopupExclHttp: Math.round(total),
      topupsPerSecond: Math.round((TOPUPS / wallMs) * 1000),
      p50Ms: q(0.5),
      p99Ms: q(0.99),
      commandsPerCommit: Math.round(((after.commands - before.commands) / (after.batches - before.batches)) * 10) / 10,
      fsyncs: after.syncs === undefined ? null : after.syncs - (before.syncs ?? 0),
    })}\n`,
  );
  service.close();
  rmSync(dir, { recursive: true, force: true });
}

void main();
