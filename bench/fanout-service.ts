/** The fan-out scenarios' service child: shipped startServer, fresh data directory, system clock, loopback webhooks allowed. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild, type Child } from './children.ts';
import { BENCH_ID_TOKEN_SECRET, BENCH_OPERATOR_TOKEN, call, waitReady } from './partner.ts';
import type { Percentiles } from './percentiles.ts';
import { fmt } from './report.ts';

export interface ServiceStats {
  readonly cpu: NodeJS.CpuUsage;
  /** The main thread's CPU alone (µs, Linux /proc); undefined or null from a service child that does not report it. */
  readonly mainThreadCpuUs?: number | null;
  readonly rss: number;
  readonly stats: { batches: number; commands: number; maxBatch: number };
  readonly signing: { tasks: number; signatures: number; largestBatch: number };
  readonly streams: { openConnections: number; slowDisconnects: number; peakBufferedBytes: number };
  /** /stream lag server side since the previous stats request, one sample per flush (ms from the event's timestamp). */
  readonly streamLag: { published: number[]; written: number[] };
}

export interface FanoutService {
  readonly child: Child;
  stats(): Promise<ServiceStats>;
  stop(): Promise<void>;
}

export async function startFanoutService(): Promise<FanoutService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pbs-bench-fanout-'));
  const profileDir = process.env.BENCH_PROFILE;
  const child = await startChild(
    './service-child.ts',
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CLOCK: 'system',
      WEBHOOK_ALLOW_HTTP_LOOPBACK: 'true',
      OPERATOR_TOKEN: BENCH_OPERATOR_TOKEN,
      ID_TOKEN_SECRET: BENCH_ID_TOKEN_SECRET,
    },
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  await waitReady(child.url);
  return {
    child,
    stats: () => child.ask<ServiceStats>('stats'),
    async stop() {
      await child.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** About 400 bytes of envelope: a platform incident, announced to every partner of both environments. */
export const INCIDENT = { title: 'Fan-out benchmark incident', severity: 'P3', affectedServices: ['event-stream'], message: 'declared by bench/fanout.ts' };

export function declareIncident(url: string): Promise<unknown> {
  return call(url, 'POST', '/api/admin/v1/incidents', BENCH_OPERATOR_TOKEN, INCIDENT);
}

export const cpuUs = (before: NodeJS.CpuUsage, after: NodeJS.CpuUsage): number => after.user + after.system - before.user - before.system;

/**
 * The service's CPU per second of real time with no load offered (timers, the price poller, idle
 * connections' bookkeeping). On a starved machine a run completes few units of work, and this
 * background would dominate CPU per unit; the reports also give CPU per unit net of it.
 */
export async function idleCpuUsPerSecond(service: FanoutService, ms = 2_000): Promise<number> {
  const before = await service.stats();
  const started = performance.now();
  await sleep(ms);
  const after = await service.stats();
  return cpuUs(before.cpu, after.cpu) / ((performance.now() - started) / 1000);
}

/** CPU per unit after taking off `idlePerSecond` for the window: never below zero. */
export const netCpuUs = (cpu: number, idlePerSecond: number, seconds: number, units: number): number =>
  Math.max(0, cpu - idlePerSecond * seconds) / Math.max(1, units);

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export const lagText = (l: Percentiles): string => `p50 ${fmt(l.p50)} ms, p99 ${fmt(l.p99)} ms, max ${fmt(l.max)} ms`;
