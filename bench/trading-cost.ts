/**
 * Issue 17, trading path: what one quote + MARKET trade pair costs the database. Starts the shipped
 * service in this process (fresh data directory, virtual clock in session), funds sub-accounts, then
 * runs `BENCH_PAIRS` pairs (default 2,000) over `BENCH_CONNECTIONS` concurrent clients (default 50)
 * and prints, per pair: the SQL statements the writer and read connections executed (by statement,
 * with BEGIN/COMMIT/SAVEPOINT apart) and the WAL frames the pairs appended (automatic checkpoints off
 * for the run, so the log holds every frame). Not a throughput figure: the client runs in the same process.
 *
 *   node --import tsx bench/trading-cost.ts
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../engine/config.ts';
import { startServer } from '../http/server.ts';
import { BENCH_ID_TOKEN_SECRET, BENCH_OPERATOR_TOKEN, call, registerUnthrottledPartner } from './partner.ts';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 2_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ACCOUNTS = 200;
const SANDBOX = '/api/sandbox/v1/partner';
const SYMBOL = 'SCOM.KE';

type Counts = Map<string, number>;
let counting = false;
const counts: Counts = new Map();
const count = (sql: string): void => {
  if (!counting) return;
  const key = sql.replace(/\s+/g, ' ').trim().slice(0, 110);
  counts.set(key, (counts.get(key) ?? 0) + 1);
};

/** Wraps every statement method and `exec` so each execution is counted by its SQL. */
function instrument(): void {
  const probe = new Database(':memory:');
  const statementProto = Object.getPrototypeOf(probe.prepare('SELECT 1')) as Record<string, unknown>;
  for (const method of ['run', 'get', 'all', 'iterate']) {
    const original = statementProto[method] as (this: { source: string }, ...args: unknown[]) => unknown;
    statementProto[method] = function (this: { source: string }, ...args: unknown[]) {
      count(this.source);
      return original.apply(this, args);
    };
  }
  const dbProto = Object.getPrototypeOf(probe) as Record<string, unknown>;
  const exec = dbProto.exec as (this: unknown, sql: string) => unknown;
  dbProto.exec = function (this: unknown, sql: string) {
    count(sql);
    return exec.call(this, sql);
  };
  probe.close();
}

async function fundedAccounts(url: string, apiKey: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < ACCOUNTS; i += 1) {
    const user = await call(url, 'POST', `${SANDBOX}/users`, apiKey, { externalId: `cost-trader-${i}` }, { 'idempotency-key': `cost-user-${i}` });
    await call(url, 'POST', `${SANDBOX}/test-tools/deposit`, apiKey, { subAccountId: user.userId, amount: 1_000_000 }, { 'idempotency-key': `cost-deposit-${i}` });
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
      await call(url, 'POST', `${SANDBOX}/users/${user}/trade`, apiKey, { symbol: SYMBOL, type: 'BUY', quantity: 1, quoteId: q.quoteId }, { 'idempotency-key': `cost-${tag}-${n}` });
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
}

instrument();
const dataDir = mkdtempSync(join(tmpdir(), 'pbs-trading-cost-'));
const config = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  CLOCK: '2026-09-01T09:00:00Z',
  OPERATOR_TOKEN: BENCH_OPERATOR_TOKEN,
  ID_TOKEN_SECRET: BENCH_ID_TOKEN_SECRET,
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: '10000',
});
const running = await startServer(config, pino({ level: 'warn' }));
const url = `http://127.0.0.1:${running.port}`;
try {
  const partner = await registerUnthrottledPartner(url);
  const accounts = await fundedAccounts(url, partner.apiKey);
  await pairs(url, partner.apiKey, accounts, 400, 'warm');
  const writer = running.service.stores.db;
  writer.pragma('wal_checkpoint(TRUNCATE)');
  writer.pragma('wal_autocheckpoint = 0');
  const statsBefore = running.service.engine.stats();
  counting = true;
  await pairs(url, partner.apiKey, accounts, PAIRS, 'run');
  counting = false;
  const statsAfter = running.service.engine.stats();
  const [frames] = writer.pragma('wal_checkpoint(PASSIVE)') as { log: number }[];
  const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const control = /^(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)/i;
  const data = sorted.filter(([sql]) => !control.test(sql));
  const per = (n: number): string => (n / PAIRS).toFixed(2);
  for (const [sql, n] of sorted) process.stdout.write(`${per(n).padStart(7)}  ${sql}\n`);
  const dataTotal = data.reduce((s, [, n]) => s + n, 0);
  process.stdout.write(`\n${PAIRS} pairs over ${CONNECTIONS} clients\n`);
  process.stdout.write(`data statements per pair: ${per(dataTotal)}\n`);
  process.stdout.write(`WAL frames per pair: ${per(frames?.log ?? 0)} (automatic checkpoints off during the run)\n`);
  process.stdout.write(`engine stats before ${JSON.stringify(statsBefore)}\nafter ${JSON.stringify(statsAfter)}\n`);
} finally {
  await running.close();
  rmSync(dataDir, { recursive: true, force: true });
}
