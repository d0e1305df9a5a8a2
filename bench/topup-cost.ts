/**
 * Issue 17, round 2, write path: what one journaled idempotent top-up costs the server. Starts the
 * shipped service in a child (bench/trading-cost-child.ts: fresh data directory, every SQL statement
 * counted by its text), warms up with `BENCH_WARM_TOPUPS` sandbox top-ups (default 3,000), then runs
 * `BENCH_TOPUPS` (default 6,000) over `BENCH_CONNECTIONS` concurrent clients (default 50), each with a
 * unique Idempotency-Key exactly as bench/load.ts sends them, and prints per top-up: the server's CPU
 * time, the SQL statements it executed (BEGIN, COMMIT and savepoints apart), the WAL frames appended
 * and the commands per batch. A fixed amount of work rather than a fixed time, so the figures hold on a
 * shared, loaded machine. BENCH_COUNT_STATEMENTS=0 leaves the statements uncounted (the counting costs
 * CPU); BENCH_PROFILE=<dir> writes the child's CPU profile there (bench/profile-top.ts reads it).
 *
 *   node --import tsx bench/topup-cost.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild } from './children.ts';
import { BENCH_ID_TOKEN_SECRET, BENCH_OPERATOR_TOKEN, registerUnthrottledPartner, waitReady } from './partner.ts';

const TOPUPS = Number(process.env.BENCH_TOPUPS ?? 6_000);
const WARM_TOPUPS = Number(process.env.BENCH_WARM_TOPUPS ?? 3_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CONTROL = /^(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)/i;
const BODY = JSON.stringify({ amount: 1, currency: 'USD' });

interface Report {
  counts: [string, number][];
  walFrames: number;
  cpuUs: number;
  stats: { batches: number; commands: number };
}

async function topups(url: string, apiKey: string, total: number, tag: string): Promise<void> {
  let next = 0;
  const client = async (): Promise<void> => {
    while (next < total) {
      const n = next++;
      const res = await fetch(`${url}/api/sandbox/v1/partner/topup`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', 'idempotency-key': `cost-${tag}-${n}` },
        body: BODY,
      });
      const text = await res.text();
      if (res.status !== 201) throw new Error(`top-up answered ${res.status}: ${text}`);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
}

const dataDir = mkdtempSync(join(tmpdir(), 'pbs-topup-cost-'));
const child = await startChild(
  './trading-cost-child.ts',
  {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    OPERATOR_TOKEN: BENCH_OPERATOR_TOKEN,
    ID_TOKEN_SECRET: BENCH_ID_TOKEN_SECRET,
  },
  process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
);
try {
  await waitReady(child.url);
  const partner = await registerUnthrottledPartner(child.url);
  await topups(child.url, partner.apiKey, WARM_TOPUPS, 'warm');
  const before = (await child.ask<{ stats: Report['stats'] }>('count')).stats;
  const started = performance.now();
  await topups(child.url, partner.apiKey, TOPUPS, 'run');
  const seconds = (performance.now() - started) / 1000;
  const report = await child.ask<Report>('report');
  const per = (n: number): string => (n / TOPUPS).toFixed(2);
  const sorted = report.counts.sort((a, b) => b[1] - a[1]);
  for (const [sql, n] of sorted) process.stdout.write(`${per(n).padStart(7)}  ${sql}\n`);
  const data = sorted.filter(([sql]) => !CONTROL.test(sql)).reduce((s, [, n]) => s + n, 0);
  const commands = report.stats.commands - before.commands;
  const batches = report.stats.batches - before.batches;
  process.stdout.write(
    `\n${TOPUPS} top-ups over ${CONNECTIONS} clients in ${seconds.toFixed(1)} s (${(TOPUPS / seconds).toFixed(0)}/s; load ${loadavg()[0]!.toFixed(1)})\n` +
      `server CPU per top-up: ${(report.cpuUs / TOPUPS).toFixed(0)} µs\n` +
      `data statements per top-up: ${per(data)}\n` +
      `WAL frames per top-up: ${per(report.walFrames)}\n` +
      `commands ${commands}, batches ${batches} (${(commands / Math.max(1, batches)).toFixed(1)} commands per batch)\n`,
  );
} finally {
  await child.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
