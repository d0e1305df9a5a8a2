/**
 * BENCH_ONLY=cluster: the journaled top-up in cluster mode (one owner, its log in a local
 * PostgreSQL primary without standbys) against the same run embedded: engine-process CPU per command
 * and throughput. The append latency p50/p99 is measured by test-cluster/commit-log.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PgInstance } from '../test-cluster/support/postgres.ts';
import { startChild, type Child } from './children.ts';
import { measure, warmUp, type LoadSettings, type Target } from './load.ts';
import { benchServiceEnv, registerUnthrottledPartner } from './partner.ts';
import { percentiles, type Percentiles } from './percentiles.ts';

interface ChildStats {
  readonly stats: { batches: number; commands: number };
  readonly cpu: NodeJS.CpuUsage;
  readonly appendLatenciesMs: number[];
}

const CLUSTER_SECRETS = { SEALING_SECRET: 'bench-sealing-secret-0123456789abcdefghijklmnop', CURSOR_SECRET: 'bench-cursor-secret-0123456789abcdefghijklmnopq' };

async function topupRun(
  child: Child,
  settings: LoadSettings,
): Promise<{ rps: number; cpuUsPerCommand: number; commandsPerBatch: number; non2xx: number; append: Percentiles }> {
  const partner = await registerUnthrottledPartner(child.url);
  const target: Target = {
    url: `${child.url}/api/sandbox/v1/partner/topup`,
    method: 'POST',
    headers: { authorization: `Bearer ${partner.apiKey}`, 'content-type': 'application/json', 'idempotency-key': 'bench-[<id>]' },
    body: JSON.stringify({ amount: 1 }),
    uniqueIds: true,
  };
  await warmUp(target, settings);
  const before = await child.ask<ChildStats>('stats');
  const measured = await measure(target, settings);
  const after = await child.ask<ChildStats>('stats');
  const commands = after.stats.commands - before.stats.commands;
  const cpuUs = after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system;
  return {
    rps: measured.requestsPerSecond,
    cpuUsPerCommand: cpuUs / Math.max(1, commands),
    commandsPerBatch: commands / Math.max(1, after.stats.batches - before.stats.batches),
    non2xx: measured.non2xx + measured.errors,
    // The stats request before the run took the warm-up's samples: these are the measured run's appends.
    append: percentiles(after.appendLatenciesMs),
  };
}

/** Ready means owning in cluster mode: the lease is taken after recovery, so this waits longer than partner.ts's waitReady. */
async function ownerReady(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const res = await fetch(`${url}/readyz`).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the node never became ready (owning)');
}

async function oneMode(env: Record<string, string>, settings: LoadSettings): Promise<Awaited<ReturnType<typeof topupRun>>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pbs-bench-cluster-'));
  const profileDir = process.env.BENCH_PROFILE;
  const child = await startChild(
    './service-child.ts',
    { ...benchServiceEnv(dataDir), ...env },
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  try {
    await ownerReady(child.url);
    return await topupRun(child, settings);
  } finally {
    await child.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function clusterBench(settings: LoadSettings): Promise<string[]> {
  const embedded = await oneMode({}, settings);
  const pg = await PgInstance.primary();
  try {
    const cluster = await oneMode({ CLUSTER_DATABASE_URL: pg.url, NODE_ID: 'bench', LEASE_TTL_MS: '5000', ...CLUSTER_SECRETS }, settings);
    const line = (name: string, r: typeof embedded): string =>
      `- ${name}: ${Math.round(r.rps)} top-ups/s, ${Math.round(r.cpuUsPerCommand)} µs engine-process CPU per command, ${r.commandsPerBatch.toFixed(1)} commands per batch, ${r.non2xx} non-2xx`;
    return [
      line('embedded (SQLite journal)', embedded),
      line('cluster (PostgreSQL log, no standby)', cluster),
      `- commit latency of the log append (cluster, the measured run): p50 ${cluster.append.p50.toFixed(2)} ms, p99 ${cluster.append.p99.toFixed(2)} ms, ` +
        `max ${cluster.append.max.toFixed(2)} ms over ${cluster.append.samples} appends (${cluster.commandsPerBatch.toFixed(1)} commands each on average)`,
      `- cluster CPU per command: ${((100 * cluster.cpuUsPerCommand) / embedded.cpuUsPerCommand - 100).toFixed(1)}% against embedded (goal: within +25%)`,
    ];
  } finally {
    pg.destroy();
  }
}
