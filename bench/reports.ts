/**
 * The reports scenario (`BENCH_ONLY=reports`): a sandbox partner with 10,000 sub-accounts
 * holding 100,000 positions (10 each over the catalogue's listed instruments) and cash, seeded in the
 * service child straight through the engine (bench/reports-child.ts), then `GET /reports/aum` and every
 * page of `GET /reports/positions` (1,000 a page) measured one request at a time: the latency a back
 * office sees, not a load test. Goal: p99 under 500 ms for each, and the service's RSS under 300 MB.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild } from './children.ts';
import { benchServiceEnv, call, registerUnthrottledPartner, waitReady } from './partner.ts';
import { percentiles, type Percentiles } from './percentiles.ts';

const SANDBOX = '/api/sandbox/v1/partner';
export const REPORTS_BOOK = { accounts: 10_000, positionsPerAccount: 10, symbolCount: 200 } as const;
const GOAL = { p99Ms: 500, rssBytes: 300 * 2 ** 20 };
const AUM_SAMPLES = 30;
const PAGE_LIMIT = 1000;
/** Rounds of the in-process comparison of the two AUM computations (alternating). */
const COMPARE_ROUNDS = 10;

async function timedGet(url: string, path: string, apiKey: string): Promise<{ ms: number; body: Record<string, unknown> }> {
  const started = performance.now();
  const body = await call(url, 'GET', path, apiKey);
  return { ms: performance.now() - started, body };
}

/** Every page of the positions report, in order: each page's latency and the positions seen. */
async function walkPositions(url: string, apiKey: string): Promise<{ samples: number[]; positions: number }> {
  const samples: number[] = [];
  let positions = 0;
  let cursor: string | null = null;
  do {
    const page: { ms: number; body: Record<string, unknown> } = await timedGet(
      url,
      `${SANDBOX}/reports/positions?limit=${PAGE_LIMIT}${cursor ? `&cursor=${cursor}` : ''}`,
      apiKey,
    );
    samples.push(page.ms);
    positions += (page.body.positions as unknown[]).length;
    cursor = page.body.nextCursor as string | null;
  } while (cursor);
  return { samples, positions };
}

const fmt = (p: Percentiles): string => `p50 ${p.p50.toFixed(0)} ms, p99 ${p.p99.toFixed(0)} ms, max ${p.max.toFixed(0)} ms over ${p.samples} requests`;
const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(0)} MB`;

export async function reportsBench(): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pbs-bench-reports-'));
  const env = benchServiceEnv(dataDir);
  const child = await startChild('./reports-child.ts', env, ['--expose-gc']);
  try {
    await waitReady(child.url);
    const partner = await registerUnthrottledPartner(child.url);
    const seeded = await child.ask<{ accounts: number; positions: number; symbols: number; ms: number }>('seed', {
      partnerId: partner.partnerId,
      ...REPORTS_BOOK,
      // BENCH_REPORTS_ACCOUNTS: a smaller book on a machine too loaded to seed the full one (the goal is for the full book).
      accounts: Number(process.env.BENCH_REPORTS_ACCOUNTS ?? REPORTS_BOOK.accounts),
    });
    const seededRss = (await child.ask<{ memory: NodeJS.MemoryUsage }>('memory')).memory.rss;
    // Warm-up: the first requests build the per-instrument quote caches.
    await timedGet(child.url, `${SANDBOX}/reports/aum`, partner.apiKey);
    const profileDir = process.env.BENCH_PROFILE;
    if (profileDir) await child.ask('profile-start');
    const cpuBefore = (await child.ask<{ usage: NodeJS.CpuUsage }>('cpu')).usage;
    const aum: number[] = [];
    let totals: Record<string, unknown> = {};
    for (let i = 0; i < AUM_SAMPLES; i += 1) {
      const run = await timedGet(child.url, `${SANDBOX}/reports/aum`, partner.apiKey);
      aum.push(run.ms);
      totals = run.body.totals as Record<string, unknown>;
    }
    const cpuAfter = (await child.ask<{ usage: NodeJS.CpuUsage }>('cpu')).usage;
    const aumCpuMs = (cpuAfter.user - cpuBefore.user + cpuAfter.system - cpuBefore.system) / 1000 / AUM_SAMPLES;
    const cpuPagesBefore = (await child.ask<{ usage: NodeJS.CpuUsage }>('cpu')).usage;
    const first = await walkPositions(child.url, partner.apiKey);
    const second = await walkPositions(child.url, partner.apiKey);
    const cpuPagesAfter = (await child.ask<{ usage: NodeJS.CpuUsage }>('cpu')).usage;
    const pageCpuMs =
      (cpuPagesAfter.user - cpuPagesBefore.user + cpuPagesAfter.system - cpuPagesBefore.system) / 1000 / (first.samples.length + second.samples.length);
    const profiled = profileDir ? (await child.ask<{ file: string }>('profile-stop', { dir: profileDir })).file : null;
    const peakAfter = await child.ask<{ rss: number }>('rss');
    const after = await child.ask<{ memory: NodeJS.MemoryUsage; maxRssBytes: number }>('memory');
    // The in-process comparison last: its walks and fresh books are the bench's, not the service's, garbage.
    const compared = await child.ask<{ keptMs: number[]; rebuiltMs: number[]; walkedMs: number[]; same: boolean }>('compare-aum', {
      partnerId: partner.partnerId,
      rounds: COMPARE_ROUNDS,
    });
    const aumP = percentiles(aum);
    const posP = percentiles([...first.samples, ...second.samples]);
    const rss = Math.max(peakAfter.rss, after.memory.rss);
    const met = aumP.p99 < GOAL.p99Ms && posP.p99 < GOAL.p99Ms && rss < GOAL.rssBytes && first.positions === seeded.positions;
    return [
      `- reports: ${seeded.accounts.toLocaleString('en-US')} sub-accounts with ${seeded.positions.toLocaleString('en-US')} positions over ${seeded.symbols} instruments, ` +
        `seeded through the engine in ${(seeded.ms / 1000).toFixed(1)} s (RSS ${mb(seededRss)} after seeding)`,
      `  - GET /reports/aum (${String(totals.accounts)} accounts, ${String(totals.positions)} positions, total USD ${String(totals.totalUsd)}): ${fmt(aumP)}; server CPU ${aumCpuMs.toFixed(1)} ms/request`,
      `  - today's AUM in the service process, alternating ${COMPARE_ROUNDS} rounds: kept book caught up from the transfer log ${fmt(percentiles(compared.keptMs))}; ` +
        `book built afresh from the balances ${fmt(percentiles(compared.rebuiltMs))}; ` +
        `walk over every balance (the previous way) ${fmt(percentiles(compared.walkedMs))}; same report: ${compared.same ? 'yes' : 'NO'}`,
      `  - GET /reports/positions, every page of ${PAGE_LIMIT} (${first.positions.toLocaleString('en-US')} positions, walked twice): ${fmt(posP)}; server CPU ${pageCpuMs.toFixed(1)} ms/page`,
      `  - service RSS after the reports ${mb(rss)} (after a full GC ${mb(after.memory.rss)}; peak over the whole run, seeding included, ${mb(after.maxRssBytes)})`,
      ...(profiled ? [`  - CPU profile of the measured reads: ${profiled}`] : []),
      `  - goal (p99 < ${GOAL.p99Ms} ms for each, RSS < ${mb(GOAL.rssBytes)}, every position listed): ${met ? 'met' : 'NOT met'}`,
    ];
  } finally {
    await child.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
