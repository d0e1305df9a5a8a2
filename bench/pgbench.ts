/**
 * The peer anchor: PostgreSQL's own TPC-B-like transfer (`pgbench`) on this machine, in the
 * same run as the service's figures. A fresh instance in a temporary directory (initdb, loopback port,
 * fsync on, synchronous_commit on: durable as the service is), scale equal to the client count (one
 * branch row per client, as pgbench recommends, so clients do not all queue on one row), the bench's
 * client count and duration. Skipped with a note when the server binaries are missing.
 */
import { existsSync } from 'node:fs';
import { PgInstance, pgRun } from '../test-cluster/support/postgres.ts';
import type { LoadSettings } from './load.ts';

const CONNECT_MARGIN_SECONDS = 5;

export interface PgbenchResult {
  readonly transactionsPerSecond: number;
  readonly latencyAverageMs: number;
  readonly clients: number;
  readonly scale: number;
  readonly seconds: number;
}

/** `tps = 1234.5 (without initial connection time)` and `latency average = 40.1 ms`, from pgbench's summary. */
function parse(output: string): { tps: number; latencyMs: number } {
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
  const latency = /latency average = ([\d.]+) ms/.exec(output);
  if (!tps || !latency) throw new Error(`unexpected pgbench output: ${output.slice(-400)}`);
  return { tps: Number(tps[1]), latencyMs: Number(latency[1]) };
}

export function pgbenchAvailable(): boolean {
  return existsSync('/usr/lib/postgresql');
}

export async function pgbench(settings: LoadSettings): Promise<PgbenchResult> {
  const pg = await PgInstance.primary();
  try {
    const clients = settings.connections;
    // The instance's own settings cap connections below the client count plus pgbench's own.
    pg.psql(`ALTER SYSTEM SET max_connections = ${clients + 20}`);
    pgRun('pg_ctl', ['-D', pg.dataDir, '-w', '-t', '30', 'restart', '-l', `${pg.dir}/log`]);
    const target = ['-h', '127.0.0.1', '-p', String(pg.port), '-U', 'postgres'];
    pgRun('pgbench', ['-i', '-q', '-s', String(clients), ...target, 'postgres']);
    // pgbench's -T includes opening its connections (seconds under load), which its tps figure leaves out: the run is
    // lengthened by that margin so the measured part is about as long as the service's scenarios.
    const seconds = settings.durationSeconds + CONNECT_MARGIN_SECONDS;
    const { tps, latencyMs } = parse(pgRun('pgbench', ['-c', String(clients), '-j', '2', '-T', String(seconds), ...target, 'postgres']));
    return { transactionsPerSecond: tps, latencyAverageMs: latencyMs, clients, scale: clients, seconds };
  } finally {
    pg.destroy();
  }
}
