/**
 * The service of bench/trading-cost.ts, in a child process: the shipped startServer (fresh data
 * directory, virtual clock) with every SQL statement counted by its text. Over IPC: `count` starts
 * counting (after a WAL checkpoint, automatic checkpoints off so the log keeps every frame), `report`
 * stops and answers the counts, the WAL frames appended since, and the process CPU time.
 * BENCH_COUNT_STATEMENTS=time also times each execution (the synchronous call into SQLite: its CPU and the
 * page writes it makes), so the report says how much of the CPU the statements themselves take.
 */
import Database from 'better-sqlite3';
import { pino } from 'pino';
import { loadConfig } from '../engine/config.ts';
import { startServer } from '../http/server.ts';

let counting = false;
const TIMING = process.env.BENCH_COUNT_STATEMENTS === 'time';
const counts = new Map<string, number>();
/** Nanoseconds inside SQLite per statement text (BENCH_COUNT_STATEMENTS=time). */
const times = new Map<string, number>();
const keyOf = (sql: string): string => sql.replace(/\s+/g, ' ').trim().slice(0, 110);
const count = (sql: string): void => {
  if (!counting) return;
  const key = keyOf(sql);
  counts.set(key, (counts.get(key) ?? 0) + 1);
};

/** Runs one execution, counted by its SQL and, when timing, timed. */
function measured<T>(sql: string, call: () => T): T {
  count(sql);
  if (!TIMING || !counting) return call();
  const started = process.hrtime.bigint();
  try {
    return call();
  } finally {
    const key = keyOf(sql);
    times.set(key, (times.get(key) ?? 0) + Number(process.hrtime.bigint() - started));
  }
}

/** Wraps every statement method and `exec` so each execution is counted by its SQL. */
function instrument(): void {
  const probe = new Database(':memory:');
  const statementProto = Object.getPrototypeOf(probe.prepare('SELECT 1')) as Record<string, unknown>;
  for (const method of ['run', 'get', 'all', 'iterate']) {
    const original = statementProto[method] as (this: { source: string }, ...args: unknown[]) => unknown;
    statementProto[method] = function (this: { source: string }, ...args: unknown[]) {
      return measured(this.source, () => original.apply(this, args));
    };
  }
  const dbProto = Object.getPrototypeOf(probe) as Record<string, unknown>;
  const exec = dbProto.exec as (this: unknown, sql: string) => unknown;
  dbProto.exec = function (this: unknown, sql: string) {
    return measured(sql, () => exec.call(this, sql));
  };
  probe.close();
}

if (process.env.BENCH_COUNT_STATEMENTS !== '0') instrument();
const config = loadConfig({ HTTP_MAX_CONNECTIONS_PER_ADDRESS: '10000', ...process.env });
const running = await startServer(config, pino({ level: config.logLevel }));
const writer = running.service.stores.db;
let cpuAtStart = process.cpuUsage();
process.send?.({ type: 'listening', port: running.port });

process.on('message', (message: { type?: string }) => {
  if (message.type === 'count') {
    writer.pragma('wal_checkpoint(TRUNCATE)');
    writer.pragma('wal_autocheckpoint = 0');
    counts.clear();
    times.clear();
    counting = true;
    cpuAtStart = process.cpuUsage();
    process.send?.({ type: 'count', stats: running.service.engine.stats() });
  } else if (message.type === 'report') {
    counting = false;
    const cpu = process.cpuUsage(cpuAtStart);
    const [frames] = writer.pragma('wal_checkpoint(PASSIVE)') as { log: number }[];
    writer.pragma('wal_autocheckpoint = 1000');
    process.send?.({
      type: 'report',
      counts: [...counts.entries()],
      timesNs: [...times.entries()],
      walFrames: frames?.log ?? 0,
      cpuUs: cpu.user + cpu.system,
      stats: running.service.engine.stats(),
    });
  }
});
process.once('SIGTERM', () => {
  void running.close().then(() => process.exit(0));
});
