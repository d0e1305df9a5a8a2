/**
 * The goals, each a ratio to the service's own `GET /healthz` measured in the same run (the
 * figure that tells what the engine adds to the HTTP pipeline every request pays anyway), plus the
 * fan-out rates and the peer anchor: the top-up rate over PostgreSQL's own TPC-B-like transfer rate.
 */
import type { Fanout } from './fanout.ts';
import type { PgbenchResult } from './pgbench.ts';
import { fmt, type ScenarioResult } from './report.ts';
import { ACCOUNT_SCENARIO, healthzDenominator, healthzRuns, TOPUP_FLOOR_SCENARIO, TOPUP_SCENARIO } from './scenarios.ts';

interface RatioGoal {
  readonly scenario: string;
  readonly label: string;
  readonly minRatio: number;
  readonly maxP99Ms?: number;
}

const verdict = (met: boolean): string => (met ? '**met**' : '**NOT met**');

export const RATIO_GOALS = (quotes: string, trading: string): readonly RatioGoal[] => [
  { scenario: TOPUP_SCENARIO, label: 'journaled idempotent top-up', minRatio: 0.45, maxP99Ms: 25 },
  { scenario: ACCOUNT_SCENARIO, label: 'authenticated GET /account', minRatio: 0.7 },
  { scenario: quotes, label: 'GET /market/quotes, 50 symbols', minRatio: 0.6 },
  { scenario: trading, label: 'quote + MARKET trade pair', minRatio: 0.15, maxP99Ms: 40 },
];

/** ", main thread busy 93%": whether the JS thread was the limit of the run (below ~95%, something else waited). */
const busyOf = (r: ScenarioResult): string => (r.mainThreadBusy === undefined ? '' : `, main thread busy ${fmt(r.mainThreadBusy * 100)}%`);

function ratioLine(goal: RatioGoal, result: ScenarioResult, healthzPerSecond: number): string {
  const m = result.measured;
  const ratio = m.requestsPerSecond / healthzPerSecond;
  const clean = m.non2xx === 0 && m.errors === 0;
  const met = ratio >= goal.minRatio && (goal.maxP99Ms === undefined || m.p99Ms <= goal.maxP99Ms) && clean;
  const p99Goal = goal.maxP99Ms === undefined ? '' : `, p99 <= ${goal.maxP99Ms} ms`;
  return (
    `- ${goal.label}: ${fmt(ratio * 100, 1)}% of /healthz (${fmt(m.requestsPerSecond)}/s), p99 ${fmt(m.p99Ms, 1)} ms, ` +
    `${fmt(result.cpuUsPerRequest)} µs server CPU${busyOf(result)}; goal >= ${fmt(goal.minRatio * 100)}%${p99Goal}: ${verdict(met)}`
  );
}

function anchorLine(pg: PgbenchResult, topup: ScenarioResult | undefined): string {
  const head = `- peer anchor: PostgreSQL's TPC-B-like transfer (pgbench, ${pg.clients} clients, scale ${pg.scale}, synchronous commit, fsync on) ${fmt(pg.transactionsPerSecond)} transactions/s, latency average ${fmt(pg.latencyAverageMs, 1)} ms`;
  if (!topup) return head;
  return `${head}; the durable top-up at ${fmt(topup.measured.requestsPerSecond / pg.transactionsPerSecond, 2)} times that rate`;
}

/**
 * What the top-up's replay (the HTTP path alone, bench/run.ts `topupFloor`) says of the top-up's goal: the
 * replay's own ratio is about the best a top-up could reach with an engine batch that cost nothing.
 */
function floorLine(floor: ScenarioResult, topup: ScenarioResult | undefined, healthzPerSecond: number): string {
  const head =
    `- HTTP floor of a journaled POST (the top-up replayed under one Idempotency-Key: no engine batch, one indexed read): ` +
    `${fmt((floor.measured.requestsPerSecond / healthzPerSecond) * 100, 1)}% of /healthz (${fmt(floor.measured.requestsPerSecond)}/s), ` +
    `${fmt(floor.cpuUsPerRequest)} µs server CPU${busyOf(floor)}`;
  if (!topup) return head;
  return `${head}; the engine batch and its durable commit add ${fmt(topup.cpuUsPerRequest - floor.cpuUsPerRequest)} µs to it in the top-up`;
}

/** "/healthz at A/s (B µs) and C/s (D µs)": both measurements of the run, when it made two, whose mean divides. */
function denominatorLine(results: readonly ScenarioResult[], used: ScenarioResult): string {
  const both = healthzRuns(results);
  const measured = both.map((r) => `${fmt(r.measured.requestsPerSecond)}/s (${fmt(r.cpuUsPerRequest)} µs server CPU${busyOf(r)})`);
  const which = both.length > 1 ? `, the mean of two runs before and after the other service scenarios: ${measured.join(' and ')}` : '';
  return `Ratios to the service's own GET /healthz, ${fmt(used.measured.requestsPerSecond)}/s (${fmt(used.cpuUsPerRequest)} µs server CPU${busyOf(used)})${which}; durable as shipped.`;
}

/** The section of latest.md (or of a BENCH_ONLY run's output) for whatever this run measured. */
export function goalsSection(
  results: readonly ScenarioResult[],
  names: { quotes: string; trading: string },
  fanout: Fanout | null,
  pg: PgbenchResult | null | string,
): string[] {
  const healthz = healthzDenominator(results);
  const lines: string[] = [];
  if (healthz) {
    for (const goal of RATIO_GOALS(names.quotes, names.trading)) {
      const result = results.find((r) => r.name === goal.scenario);
      if (result) lines.push(ratioLine(goal, result, healthz.measured.requestsPerSecond));
    }
    const floor = results.find((r) => r.name === TOPUP_FLOOR_SCENARIO);
    if (floor)
      lines.push(
        floorLine(
          floor,
          results.find((r) => r.name === TOPUP_SCENARIO),
          healthz.measured.requestsPerSecond,
        ),
      );
  }
  // The fan-out goals (deliveries/s, messages/s to 1,000 clients, lags) are judged in the fan-out section (bench/fanout.ts).
  if (fanout) lines.push('- webhook fan-out and /stream: see the section "Event fan-out" below for their verdicts against their goals');
  if (typeof pg === 'string') lines.push(`- peer anchor: ${pg}`);
  else if (pg)
    lines.push(
      anchorLine(
        pg,
        results.find((r) => r.name === TOPUP_SCENARIO),
      ),
    );
  if (!lines.length) return [];
  const denominator = healthz ? denominatorLine(results, healthz) : 'No /healthz in this run: no ratios.';
  return ['## Goals against /healthz', '', denominator, '', ...lines, ''];
}
