/**
 * The fixed-work cost measurement shared by bench/trading-cost.ts and bench/topup-cost.ts: starts the
 * shipped service in a child (bench/trading-cost-child.ts: fresh data directory, every SQL statement
 * counted by its text, WAL frames and CPU measured), registers an unthrottled sandbox partner, runs the
 * caller's workload `warm` times, then `total` times, and prints per unit of work: the server's CPU, each
 * statement, the data statements (BEGIN, COMMIT and savepoints apart), the WAL frames and the commands per
 * batch. BENCH_PROFILE=<dir> writes the child's CPU profile there (bench/profile-top.ts reads it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild } from './children.ts';
import { BENCH_ID_TOKEN_SECRET, BENCH_OPERATOR_TOKEN, registerUnthrottledPartner, waitReady } from './partner.ts';
import { isControlStatement } from './sql-probe.ts';

interface Report {
  counts: [string, number][];
  /** Microseconds inside SQLite, in all and in BEGIN, COMMIT and savepoints (BENCH_COUNT_STATEMENTS=time; null otherwise). */
  inSql: { allUs: number; controlUs: number } | null;
  walFrames: number;
  cpuUs: number;
  stats: { batches: number; commands: number };
}

/** Runs `count` units of work (their idempotency keys tagged with `tag`). */
export type Workload = (count: number, tag: string) => Promise<void>;

export interface CostRun {
  /** The unit's name in the report, singular and plural ("top-up", "top-ups"). */
  readonly unit: readonly [string, string];
  readonly total: number;
  readonly warm: number;
  /** The service's CLOCK setting, when the workload needs a fixed virtual time (a market open). */
  readonly clock?: string;
  /** Prepares the partner's data and answers the workload. */
  setUp(url: string, apiKey: string): Promise<Workload>;
}

export async function measureCost(run: CostRun): Promise<void> {
  const [one, many] = run.unit;
  const dataDir = mkdtempSync(join(tmpdir(), 'pbs-cost-'));
  const env: Record<string, string> = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    OPERATOR_TOKEN: BENCH_OPERATOR_TOKEN,
    ID_TOKEN_SECRET: BENCH_ID_TOKEN_SECRET,
    ...(run.clock ? { CLOCK: run.clock } : {}),
  };
  const child = await startChild(
    './trading-cost-child.ts',
    env,
    process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
  );
  try {
    await waitReady(child.url);
    const partner = await registerUnthrottledPartner(child.url);
    const work = await run.setUp(child.url, partner.apiKey);
    await work(run.warm, 'warm');
    const before = (await child.ask<{ stats: Report['stats'] }>('count')).stats;
    const started = performance.now();
    await work(run.total, 'run');
    const seconds = (performance.now() - started) / 1000;
    const report = await child.ask<Report>('report');
    const per = (n: number): string => (n / run.total).toFixed(2);
    const sorted = report.counts.sort((a, b) => b[1] - a[1]);
    for (const [sql, n] of sorted) process.stdout.write(`${per(n).padStart(7)}  ${sql}\n`);
    const data = sorted.filter(([sql]) => !isControlStatement(sql)).reduce((s, [, n]) => s + n, 0);
    const timed = report.inSql
      ? `time inside SQLite per ${one}: ${(report.inSql.allUs / run.total).toFixed(0)} µs, of which BEGIN, COMMIT and savepoints ${(report.inSql.controlUs / run.total).toFixed(0)} µs\n`
      : '';
    const commands = report.stats.commands - before.commands;
    const batches = report.stats.batches - before.batches;
    process.stdout.write(
      `\n${run.total} ${many} in ${seconds.toFixed(1)} s (${(run.total / seconds).toFixed(0)} ${many}/s; load ${loadavg()[0]!.toFixed(1)})\n` +
        `server CPU per ${one}: ${(report.cpuUs / run.total).toFixed(0)} µs\n` +
        `data statements per ${one}: ${per(data)}\n` +
        `WAL frames per ${one}: ${per(report.walFrames)}\n` +
        timed +
        `commands ${commands}, batches ${batches} (${(commands / Math.max(1, batches)).toFixed(1)} commands per batch)\n`,
    );
  } finally {
    await child.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
