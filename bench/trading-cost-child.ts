/**
 * The service of bench/trading-cost.ts, in a child process: the shipped startServer (fresh data
 * directory, virtual clock) with every SQL statement counted by its text. Over IPC: `count` starts
 * counting (after a WAL checkpoint, automatic checkpoints off so the log keeps every frame), `report`
 * stops and answers the counts, the WAL frames appended since, and the process CPU time.
 * BENCH_COUNT_STATEMENTS=time also times each execution (the synchronous call into SQLite: its CPU and the
 * page writes it makes), so the report says how much of the CPU the statements themselves take.
 */
import { pino } from 'pino';
import { loadConfig } from '../engine/config.ts';
import { startServer } from '../http/server.ts';
import { SqlProbe } from './sql-probe.ts';

const probe = process.env.BENCH_COUNT_STATEMENTS === '0' ? null : SqlProbe.install({ timing: process.env.BENCH_COUNT_STATEMENTS === 'time' });
const config = loadConfig({ HTTP_MAX_CONNECTIONS_PER_ADDRESS: '10000', ...process.env });
const running = await startServer(config, pino({ level: config.logLevel }));
const writer = running.service.stores.db;
let cpuAtStart = process.cpuUsage();
process.send?.({ type: 'listening', port: running.port });

process.on('message', (message: { type?: string }) => {
  if (message.type === 'count') {
    writer.pragma('wal_checkpoint(TRUNCATE)');
    writer.pragma('wal_autocheckpoint = 0');
    probe?.start();
    cpuAtStart = process.cpuUsage();
    process.send?.({ type: 'count', stats: running.service.engine.stats() });
  } else if (message.type === 'report') {
    probe?.stop();
    const cpu = process.cpuUsage(cpuAtStart);
    const [frames] = writer.pragma('wal_checkpoint(PASSIVE)') as { log: number }[];
    writer.pragma('wal_autocheckpoint = 1000');
    process.send?.({
      type: 'report',
      counts: [...(probe?.counts ?? [])],
      inSql: probe?.timed ? probe.totalsUs() : null,
      walFrames: frames?.log ?? 0,
      cpuUs: cpu.user + cpu.system,
      stats: running.service.engine.stats(),
    });
  }
});
process.once('SIGTERM', () => {
  void running.close().then(() => process.exit(0));
});
