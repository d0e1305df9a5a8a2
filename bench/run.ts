/**
 * `npm run bench`: a bare Koa GET, the service's journaled idempotent top-up and an authenticated GET,
 * measured in one run under the same load, written to bench/results/latest.md and printed.
 * Settings: BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 2), BENCH_CONNECTIONS (default 50).
 * Profiling: BENCH_PROFILE=<dir> writes a CPU profile of the service child there (read it with
 * bench/profile-top.ts); BENCH_ONLY=topup, account, quotes, trading, fanout or reports runs that scenario alone, so a profile shows it alone;
 * a list (BENCH_ONLY=topup,quotes) runs those service scenarios in one service, in the full run's order.
 * With the quotes scenario, bench/market.ts also reports a fresh service's RSS after serving every instrument's whole history.
 * The trading scenario (bench/trading.ts) measures quote-then-trade order placement and the resting-orders scale check.
 * The fanout scenario (bench/fanout.ts) measures signed webhook deliveries and /stream messages to 200 clients.
 * The reports scenario (bench/reports.ts) measures /reports/aum and /reports/positions over 10,000 sub-accounts and 100,000 positions.
 * The goals are stated against the service's own GET /healthz, measured on the same service child first and again
 * after its other scenarios (the mean of the two is the denominator); after the top-up, the same POST replayed under
 * one Idempotency-Key measures the HTTP floor a journaled POST pays without the engine
 * (bench/goals.ts), and anchors the top-up against PostgreSQL's pgbench TPC-B-like rate (bench/pgbench.ts;
 * BENCH_ONLY=pgbench runs it alone; every single service scenario also measures /healthz for its ratio).
 */
import { clusterBench } from './cluster.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startChild, type Child } from './children.ts';
import { fanout, fanoutSection, type Fanout } from './fanout.ts';
import { goalsSection } from './goals.ts';
import { measure, warmUp, type LoadSettings, type Target } from './load.ts';
import { marketMemory, quotesCheck, quotesTarget } from './market.ts';
import { benchServiceEnv, registerUnthrottledPartner, waitReady, walletMinor, type BenchPartner } from './partner.ts';
import { pgbench, pgbenchAvailable, type PgbenchResult } from './pgbench.ts';
import { renderReport, type ScenarioResult } from './report.ts';
import { reportsBench } from './reports.ts';
import { ACCOUNT_SCENARIO, HEALTHZ_AGAIN_SCENARIO, HEALTHZ_SCENARIO, TOPUP_FLOOR_SCENARIO, TOPUP_SCENARIO } from './scenarios.ts';
import { restingScale, tradingBench, tradingCheck, TRADING_SCENARIO } from './trading.ts';

const settings: LoadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 2),
};
const ONLY = process.env.BENCH_ONLY ?? null;
/** BENCH_ONLY may list several scenarios (`topup,quotes`): the service scenarios then share one service, in the full run's order. */
const ONLY_LIST = ONLY?.split(',') ?? null;
const runs = (name: string): boolean => ONLY_LIST === null || ONLY_LIST.includes(name);
const GOAL = { minRatio: 0.45, maxP99Ms: 25 };
const QUOTES_SCENARIO = 'batch GET /market/quotes (50 symbols)';
const TOPUP_MINOR = 100;
const SANDBOX = '/api/sandbox/v1/partner';

interface ChildStats {
  cpu: NodeJS.CpuUsage;
  elu?: EventLoopUtilization;
  stats?: { batches: number; commands: number; maxBatch: number };
}

/** Warm-up, then the measured run, with the child's CPU time and engine counters read around it. */
async function scenario(
  child: Child,
  name: string,
  target: Target,
  notes: string,
): Promise<{ result: ScenarioResult; before: ChildStats; after: ChildStats; warm2xx: number }> {
  const warm2xx = await warmUp(target, settings);
  const before = await child.ask<ChildStats>('stats');
  const measured = await measure(target, settings);
  const after = await child.ask<ChildStats>('stats');
  const cpuUs = after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system;
  const mainThreadBusy = after.elu && before.elu ? performance.eventLoopUtilization(after.elu, before.elu).utilization : undefined;
  return { result: { name, measured, notes, cpuUsPerRequest: cpuUs / Math.max(1, measured.total), mainThreadBusy }, before, after, warm2xx };
}

async function bareKoa(): Promise<ScenarioResult> {
  const child = await startChild('./bare-koa.ts', {});
  try {
    return (await scenario(child, 'bare Koa GET (small JSON)', { url: `${child.url}/`, method: 'GET' }, 'baseline')).result;
  } finally {
    await child.stop();
  }
}

/** `POST /topup` of TOPUP_MINOR under `idempotencyKey`: a fresh key per request where it holds autocannon's `[<id>]`. */
function topupTarget(child: Child, partner: BenchPartner, idempotencyKey: string): Target {
  return {
    url: `${child.url}${SANDBOX}/topup`,
    method: 'POST',
    headers: { authorization: `Bearer ${partner.apiKey}`, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body: JSON.stringify({ amount: TOPUP_MINOR / 100 }),
    uniqueIds: idempotencyKey.includes('[<id>]'),
  };
}

async function topups(child: Child, partner: BenchPartner): Promise<{ result: ScenarioResult; checks: string[] }> {
  const target = topupTarget(child, partner, 'bench-[<id>]');
  const walletBefore = await walletMinor(child.url, partner.apiKey);
  const run = await scenario(child, TOPUP_SCENARIO, target, 'POST /topup, a unique Idempotency-Key each, journaled, durable');
  const walletAfter = await walletMinor(child.url, partner.apiKey);
  const batches = run.after.stats!.batches - run.before.stats!.batches;
  const commands = run.after.stats!.commands - run.before.stats!.commands;
  const credited = (walletAfter - walletBefore) / TOPUP_MINOR;
  const answered = run.warm2xx + run.result.measured.ok2xx;
  // autocannon stops with up to one request per connection still in flight, after warm-up and after the run.
  const inFlight = credited - answered;
  const consistent = inFlight >= 0 && inFlight <= 2 * settings.connections;
  const checks = [
    `- group commit during the measured top-up run: ${commands} commands in ${batches} transactions, ` +
      `${(commands / Math.max(1, batches)).toFixed(1)} commands per commit on average, largest batch so far ${run.after.stats!.maxBatch}`,
    `- cross-check: the wallet grew by exactly ${credited} top-ups; autocannon saw ${answered} 2xx answers (warm-up + measured); ` +
      `the ${inFlight} others were still in flight when autocannon stopped (at most ${2 * settings.connections}): ${consistent ? 'consistent' : 'INCONSISTENT'}`,
  ];
  return { result: run.result, checks };
}

/**
 * The top-up's HTTP floor: the same POST, replayed under one Idempotency-Key. Each request runs the whole
 * HTTP path of a journaled POST (key hash, rate limit, usage, body parse, controls, the idempotency check)
 * and is answered from the stored response, without an engine batch; that check is one indexed SQLite read
 * a fresh key skips (a fresh key passes the in-memory filter instead).
 */
async function topupFloor(child: Child, partner: BenchPartner): Promise<ScenarioResult> {
  const target = topupTarget(child, partner, 'bench-floor');
  return (await scenario(child, TOPUP_FLOOR_SCENARIO, target, 'POST /topup, one Idempotency-Key: the stored answer, no engine batch')).result;
}

async function service(): Promise<{ results: ScenarioResult[]; checks: string[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pbs-bench-'));
  const profileDir = process.env.BENCH_PROFILE;
  // BENCH_SERVICE_NODE_ARGS: extra node flags for the service child only (e.g. --trace-gc), space-separated.
  const extraArgs = (process.env.BENCH_SERVICE_NODE_ARGS ?? '').split(' ').filter((a) => a !== '');
  const execArgv = [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), ...extraArgs];
  const child = await startChild('./service-child.ts', benchServiceEnv(dataDir), execArgv);
  try {
    await waitReady(child.url);
    const partner = await registerUnthrottledPartner(child.url);
    const results: ScenarioResult[] = [];
    const checks: string[] = [];
    // The denominator of the ratios: the same service, the same HTTP pipeline, no authentication and no engine.
    results.push((await scenario(child, HEALTHZ_SCENARIO, { url: `${child.url}/healthz`, method: 'GET' }, 'liveness: the pipeline every request pays')).result);
    if (runs('topup')) {
      const run = await topups(child, partner);
      results.push(run.result);
      checks.push(...run.checks);
      results.push(await topupFloor(child, partner));
    }
    if (runs('account')) {
      const account: Target = { url: `${child.url}${SANDBOX}/account`, method: 'GET', headers: { authorization: `Bearer ${partner.apiKey}` } };
      results.push((await scenario(child, ACCOUNT_SCENARIO, account, 'auth, rate limit, ledger read')).result);
    }
    if (runs('quotes')) {
      results.push(
        (await scenario(child, QUOTES_SCENARIO, quotesTarget(child.url, partner.apiKey), 'auth, rate limit, 50 quotes from the per-symbol cache')).result,
      );
    }
    // Again at the end: the ratios divide by the mean of the two (bench/scenarios.ts, healthzDenominator).
    results.push((await scenario(child, HEALTHZ_AGAIN_SCENARIO, { url: `${child.url}/healthz`, method: 'GET' }, 'liveness again, warm')).result);
    return { results, checks };
  } finally {
    await child.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// A year of history builds up to a million journaled commands: only when asked for (BENCH_ONLY=history, bench/history.ts).
if (ONLY === 'history') {
  await import('./history.ts');
  await new Promise<void>((resolve) => process.stdout.write('(BENCH_ONLY: bench/results/latest.md left as it was)\n', () => resolve()));
  process.exit(0);
}

const SERVICE_SCENARIOS = ['topup', 'account', 'quotes', 'trading', 'healthz'];
const baseline = ONLY === null ? await bareKoa() : null;
// A single scenario is stated against a bare Koa GET measured in the same run too, so its ratio can be compared across runs.
const soloBaseline = ONLY !== null && ONLY !== 'fanout' && ONLY !== 'reports' && ONLY !== 'cluster' && ONLY !== 'pgbench' ? await bareKoa() : null;
const { results, checks } = SERVICE_SCENARIOS.some(runs) ? await service() : { results: [], checks: [] };
if (runs('quotes')) checks.push(await marketMemory());
if (runs('trading')) {
  const trading = await tradingBench(settings);
  results.push(trading.result);
  checks.push(...trading.checks, ...(await restingScale()));
}
if (runs('reports')) checks.push(...(await reportsBench()));
// Cluster mode starts its own PostgreSQL: only when asked for (BENCH_ONLY=cluster).
if (ONLY === 'cluster') checks.push(...(await clusterBench(settings)));
// The fan-out figures are also stated against the bare Koa GET, so BENCH_ONLY=fanout measures it too.
const fanoutBaseline = ONLY === 'fanout' ? await bareKoa() : baseline;
const fanned: Fanout | null = runs('fanout') ? await fanout(settings) : null;
// PostgreSQL's own TPC-B-like rate on this machine: the peer anchor (a missing server is a note, not a failure).
const anchor: PgbenchResult | string | null = runs('pgbench')
  ? pgbenchAvailable()
    ? await pgbench(settings)
    : 'skipped: no PostgreSQL server binaries'
  : null;
const goalLines = goalsSection(results, { quotes: QUOTES_SCENARIO, trading: TRADING_SCENARIO }, fanned, anchor);
if (baseline) {
  const quotes = results.find((r) => r.name === QUOTES_SCENARIO);
  if (quotes)
    checks.push(quotesCheck(quotes.measured.requestsPerSecond / baseline.measured.requestsPerSecond, quotes.measured.non2xx + quotes.measured.errors));
  const trading = results.find((r) => r.name === TRADING_SCENARIO);
  if (trading) checks.push(tradingCheck(trading.measured, baseline.measured.requestsPerSecond));
  const report = renderReport([baseline, ...results], settings, GOAL, checks, [
    ...goalLines,
    ...(fanned ? fanoutSection(fanned, baseline.measured.requestsPerSecond) : []),
  ]);
  const outDir = fileURLToPath(new URL('./results/', import.meta.url));
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'latest.md'), report);
  process.stdout.write(`${report}\nwritten to bench/results/latest.md\n`);
} else {
  const section = fanned ? `\n${fanoutSection(fanned, fanoutBaseline?.measured.requestsPerSecond ?? null).join('\n')}` : '';
  const bareRps = soloBaseline?.measured.requestsPerSecond;
  const ratios = bareRps
    ? results.map(
        (r) => `${r.name}: ${((100 * r.measured.requestsPerSecond) / bareRps).toFixed(1)}% of the bare Koa GET (${Math.round(bareRps)} req/s in this run)`,
      )
    : [];
  process.stdout.write(
    `${JSON.stringify({ results, checks, fanout: fanned, pgbench: anchor }, null, 2)}${section}\n${ratios.join('\n')}\n${goalLines.join('\n')}\n` +
      '(BENCH_ONLY: bench/results/latest.md left as it was)\n',
  );
}
