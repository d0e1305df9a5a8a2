/** Renders the benchmark results as the markdown written to bench/results/latest.md. */
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import type { Measured } from './load.ts';
import { healthzDenominator, TOPUP_SCENARIO } from './scenarios.ts';

export interface ScenarioResult {
  readonly name: string;
  readonly measured: Measured;
  readonly notes: string;
  /** CPU time (user + system) the server process spent per answered request during the measured run. */
  readonly cpuUsPerRequest: number;
  /** The service main thread's event-loop utilisation over the measured run (0-1), when the child reports it. */
  readonly mainThreadBusy?: number;
}

export interface Goal {
  readonly minRatio: number;
  readonly maxP99Ms: number;
}

export const fmt = (n: number, digits = 0): string => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function machine(connections: number, durationSeconds: number, warmupSeconds: number): string[] {
  const cpu = cpus();
  return [
    `- date: ${new Date().toISOString()}`,
    `- node: ${process.version} (${platform()} ${release()})`,
    `- cores: ${cpu.length} (${cpu[0]?.model.trim() ?? 'unknown'}), memory ${fmt(totalmem() / 2 ** 30, 1)} GiB`,
    `- load: autocannon in the bench process, ${connections} connections, no pipelining, ${durationSeconds} s measured after ${warmupSeconds} s warm-up per scenario`,
    '- each server runs in its own child process (node on the TypeScript sources, types stripped); the service with LOG_LEVEL=warn, WAL, synchronous=FULL, group commit',
  ];
}

/** `sections` are whole markdown sections (a heading and their lines) placed before the machine description. */
export function renderReport(
  results: readonly ScenarioResult[],
  settings: { connections: number; durationSeconds: number; warmupSeconds: number },
  goal: Goal,
  extra: string[],
  sections: string[] = [],
): string {
  const baseline = results[0]!.measured.requestsPerSecond;
  const healthz = healthzDenominator(results)?.measured.requestsPerSecond;
  const rows = results.map(({ name, measured: m, notes, cpuUsPerRequest }) => {
    const ratio = m.requestsPerSecond / baseline;
    const toHealthz = healthz ? `${fmt((m.requestsPerSecond / healthz) * 100, 1)}%` : '-';
    return `| ${name} | ${fmt(m.requestsPerSecond)} | ${fmt(m.p50Ms, 1)} | ${fmt(m.p99Ms, 1)} | ${fmt(ratio * 100, 1)}% | ${toHealthz} | ${fmt(cpuUsPerRequest)} | ${fmt(m.total)} | ${fmt(m.non2xx)} / ${fmt(m.errors)} | ${notes} |`;
  });
  const mutating = (results.find((r) => r.name === TOPUP_SCENARIO) ?? results[1]!).measured;
  const ratio = mutating.requestsPerSecond / baseline;
  const met = ratio >= goal.minRatio && mutating.p99Ms <= goal.maxP99Ms && mutating.non2xx === 0 && mutating.errors === 0;
  return [
    '# Benchmark: latest run',
    '',
    '| scenario | requests/s | p50 ms | p99 ms | vs bare Koa GET | vs /healthz | server CPU µs/req | requests | non-2xx / errors | notes |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
    '',
    `Goal: the journaled mutating call at >= ${fmt(goal.minRatio * 100)}% of the bare Koa GET with p99 <= ${goal.maxP99Ms} ms, no failures. ` +
      `This run: ${fmt(ratio * 100, 1)}%, p99 ${fmt(mutating.p99Ms, 1)} ms: **${met ? 'met' : 'NOT met'}**.`,
    '',
    ...extra,
    `- load on the machine at the end of the run (1, 5, 15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}; other processes competing for the 2 cores lower every figure, the ratios less than the absolute numbers`,
    '',
    ...sections,
    '## Machine',
    '',
    ...machine(settings.connections, settings.durationSeconds, settings.warmupSeconds),
    '',
  ].join('\n');
}
