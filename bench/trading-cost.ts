/**
 * Issue 17, trading path: what one quote + MARKET trade pair costs the server. Starts the shipped
 * service in a child (bench/trading-cost-child.ts: fresh data directory, virtual clock in session),
 * funds 200 sandbox sub-accounts, warms up with `BENCH_WARM_PAIRS` pairs (default 1,000), then runs
 * `BENCH_PAIRS` pairs (default 2,000) over `BENCH_CONNECTIONS` concurrent clients (default 50) and
 * prints, per pair: the server's CPU time, the SQL statements it executed (by statement; BEGIN, COMMIT
 * and savepoints apart) and the WAL frames the pairs appended. A fixed amount of work rather than a
 * fixed time, so the figures hold on a shared, loaded machine (requests/s do not: bench/trading.ts).
 * BENCH_COUNT_STATEMENTS=0 leaves the statements uncounted (the counting itself costs CPU); BENCH_PROFILE=<dir>
 * writes the child's CPU profile there (bench/profile-top.ts reads it).
 *
 *   node --import tsx bench/trading-cost.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild } from './children.ts';
import { BENCH_ID_TOKEN_SECRET, BENCH_OPERATOR_TOKEN, call, registerUnthrottledPartner, waitReady } from './partner.ts';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 2_000);
const WARM_PAIRS = Number(process.env.BENCH_WARM_PAIRS ?? 1_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ACCOUNTS = 200;
const SANDBOX = '/api/sandbox/v1/partner';
const SYMBOL = 'SCOM.KE';
const CONTROL = /^(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)/i;

interface Report {
  counts: [string, number][];
  walFrames: number;
  cpuUs: number;
  stats: { batches: number; commands: number };
}

async function fundedAccounts(url: string, apiKey: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < ACCOUNTS; i += 1) {
    const user = await call(url, 'POST', `${SANDBOX}/users`, apiKey, { externalId: `cost-trader-${i}` }, { 'idempotency-key': `cost-user-${i}` });
    const deposit = { subAccountId: user.userId, amount: 1_000_000 };
    await call(url, 'POST', `${SANDBOX}/test-tools/deposit`, apiKey, deposit, { 'idempotency-key': `cost-deposit-${i}` });
    ids.push(user.userId as string);
  }
  return ids;
}

async function pairs(url: string, apiKey: string, accounts: readonly string[], total: number, tag: string): Promise<void> {
  let next = 0;
  const client = async (): Promise<void> => {
    while (next < total) {
      const n = next++;
      const user = accounts[n % accounts.length]!;
      const q = await call(url, 'GET', `${SANDBOX}/quote/${SYMBOL}?type=BUY&quantity=1&subAccountId=${user}`, apiKey);
      const body = { symbol: SYMBOL, type: 'BUY', quantity: 1, quoteId: q.quoteId };
      await call(url, 'POST', `${SANDBOX}/users/${user}/trade`, apiKey, body, { 'idempotency-key': `cost-${tag}-${n}` });
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
}

const dataDir = mkdtempSync(join(tmpdir(), 'pbs-trading-cost-'));
const child = await startChild(
  './trading-cost-child.ts',
  {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CLOCK: '2026-09-01T09:00:00Z',
    OPERATOR_TOKEN: BENCH_OPERATOR_TOKEN,
    ID_TOKEN_SECRET: BENCH_ID_TOKEN_SECRET,
  },
  process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
);
try {
  await waitReady(child.url);
  const partner = await registerUnthrottledPartner(child.url);
  const accounts = await fundedAccounts(child.url, partner.apiKey);
  await pairs(child.url, partner.apiKey, accounts, WARM_PAIRS, 'warm');
  const before = (await child.ask<{ stats: Report['stats'] }>('count')).stats;
  const started = performance.now();
  await pairs(child.url, partner.apiKey, accounts, PAIRS, 'run');
  const seconds = (performance.now() - started) / 1000;
  const report = await child.ask<Report>('report');
  const per = (n: number): string => (n / PAIRS).toFixed(2);
  const sorted = report.counts.sort((a, b) => b[1] - a[1]);
  for (const [sql, n] of sorted) process.stdout.write(`${per(n).padStart(7)}  ${sql}\n`);
  const data = sorted.filter(([sql]) => !CONTROL.test(sql)).reduce((s, [, n]) => s + n, 0);
  const commands = report.stats.commands - before.commands;
  const batches = report.stats.batches - before.batches;
  process.stdout.write(
    `\n${PAIRS} pairs over ${CONNECTIONS} clients in ${seconds.toFixed(1)} s (${(PAIRS / seconds).toFixed(0)} pairs/s; load ${(await import('node:os')).loadavg()[0]!.toFixed(1)})\n` +
      `server CPU per pair: ${(report.cpuUs / PAIRS).toFixed(0)} µs\n` +
      `data statements per pair: ${per(data)}\n` +
      `WAL frames per pair: ${per(report.walFrames)}\n` +
      `commands ${commands}, batches ${batches} (${(commands / Math.max(1, batches)).toFixed(1)} commands per batch)\n`,
  );
} finally {
  await child.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
