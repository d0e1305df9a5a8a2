/**
 * The service under test, in a child process: the shipped startServer with a fresh data directory
 * (durable as shipped: WAL, synchronous=FULL, group commit) and LOG_LEVEL=warn. It reports its port and,
 * on request, the engine's group-commit counters, webhook signing batches and /stream backpressure
 * counters to the parent over IPC.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pino } from 'pino';
import { loadConfig } from '../engine/config.ts';
import { startServer } from '../http/server.ts';
import { broadcasterFor } from '../http/stream/broadcaster.ts';
import { streamRegistry } from '../http/stream/registry.ts';

// All of the bench's load comes from one address (loopback): the per-address connection cap would be its bottleneck.
const config = loadConfig({ HTTP_MAX_CONNECTIONS_PER_ADDRESS: '10000', ...process.env });
const log = pino({ level: config.logLevel });
const running = await startServer(config, log);
process.send?.({ type: 'listening', port: running.port });

/**
 * CPU of the main (JavaScript) thread alone, µs, from /proc (Linux; null elsewhere): the service's throughput
 * is bounded by this thread, while process.cpuUsage() also counts the worker threads.
 * utime and stime are fields 14 and 15 of the thread's stat line, in clock ticks (USER_HZ, 100 on Linux).
 */
function mainThreadCpuUs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

process.on('message', (message: { type?: string }) => {
  if (message.type !== 'stats') return;
  const { service } = running;
  process.send?.({
    type: 'stats',
    stats: service.engine.stats(),
    cpu: process.cpuUsage(),
    // The main thread's event-loop utilisation so far: busy over a run means the JS thread, not the disk or the load, was the limit.
    elu: performance.eventLoopUtilization(),
    mainThreadCpuUs: mainThreadCpuUs(),
    rss: process.memoryUsage().rss,
    signing: service.webhooks.signingStats(),
    streams: streamRegistry(service).stats(),
    // Where /stream lag comes from, server side: samples since the last stats request (bench/fanout-stream.ts).
    streamLag: broadcasterFor(service.hub).takeLagSamples(),
    // Cluster mode: the log appends' latencies since the last stats request (bench/cluster.ts).
    appendLatenciesMs: service.cluster?.takeAppendLatencies() ?? [],
  });
});
process.once('SIGTERM', () => {
  void running.close().then(() => process.exit(0));
});
