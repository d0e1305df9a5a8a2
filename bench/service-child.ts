/**
 * The service under test, in a child process: the shipped startServer with a fresh data directory
 * (durable as shipped: WAL, synchronous=FULL, group commit) and LOG_LEVEL=warn. It reports its port and,
 * on request, the engine's group-commit counters to the parent over IPC.
 */
import { pino } from 'pino';
import { loadConfig } from '../engine/config.ts';
import { startServer } from '../http/server.ts';

const config = loadConfig();
const log = pino({ level: config.logLevel });
const running = await startServer(config, log);
process.send?.({ type: 'listening', port: running.port });

process.on('message', (message: { type?: string }) => {
  if (message.type === 'stats') process.send?.({ type: 'stats', stats: running.service.engine.stats(), cpu: process.cpuUsage(), rss: process.memoryUsage().rss });
});
process.once('SIGTERM', () => {
  void running.close().then(() => process.exit(0));
});
