/**
 * The quotes body's write alone, over real loopback sockets: a plain node:http child
 * (bench/chunked-write-child.ts) answers a ~15 KB body joined per request (`concat`) or as cached chunks
 * on a corked socket (`chunks`), under autocannon at 50 connections; prints the child's CPU µs per request.
 * Rounds alternate the two variants (fresh child each), so machine load hits both alike; the figure is the
 * median. `node bench/chunked-write-micro.ts` (CHUNKED_ROUNDS, CHUNKED_SECONDS).
 */
import { startChild } from './children.ts';
import { measure } from './load.ts';

const ROUNDS = Number(process.env.CHUNKED_ROUNDS ?? 3);
const SECONDS = Number(process.env.CHUNKED_SECONDS ?? 4);
interface Stats {
  readonly cpu: NodeJS.CpuUsage;
}

async function round(variant: string): Promise<{ us: number; rps: number }> {
  const child = await startChild('./chunked-write-child.ts', { CHUNKED_VARIANT: variant });
  try {
    const target = { url: `${child.url}/`, method: 'GET' as const };
    await measure(target, { connections: 50, durationSeconds: 1, warmupSeconds: 0 });
    const before = await child.ask<Stats>('stats');
    const measured = await measure(target, { connections: 50, durationSeconds: SECONDS, warmupSeconds: 0 });
    const after = await child.ask<Stats>('stats');
    const cpuUs = after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system;
    return { us: cpuUs / Math.max(1, measured.total), rps: measured.requestsPerSecond };
  } finally {
    await child.stop();
  }
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const samples: Record<string, { us: number; rps: number }[]> = { concat: [], chunks: [] };
for (let i = 0; i < ROUNDS; i += 1) {
  const order = i % 2 === 0 ? ['concat', 'chunks'] : ['chunks', 'concat'];
  for (const variant of order) samples[variant]!.push(await round(variant));
}
for (const [variant, xs] of Object.entries(samples)) {
  const us = xs.map((x) => x.us);
  process.stdout.write(
    `${variant.padEnd(7)} ${median(us).toFixed(1).padStart(6)} µs CPU/req (median of ${ROUNDS}: ${us.map((u) => u.toFixed(1)).join(' / ')}), ` +
      `${median(xs.map((x) => x.rps)).toFixed(0)} req/s\n`,
  );
}
