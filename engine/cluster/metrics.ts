/**
 * Prometheus metrics of a cluster node (prom-client), served at the operator's metrics route: commits
 * and their sizes and latency, follower lag, lease renewals, takeovers, hand-overs and step-downs. One
 * registry per service (tests run many services in one process; the library's default registry is global).
 */
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the gauges read when Prometheus scrapes (the node's state at that moment). */
export interface GaugeSource {
  /** 1 while this node owns its partition. */
  owning(): number;
  lagEntries(): number;
  lagMs(): number;
  /** 1 while the node reaches a writable primary. */
  databaseUp(): number;
  /** The engine's batches and commands since start. */
  engineTotals(): { batches: number; commands: number };
}

const counter = <L extends string>(registry: Registry, name: string, help: string, labelNames: readonly L[] = []): Counter<L> =>
  new Counter({ name, help, labelNames, registers: [registry] });

export class ClusterMetrics {
  readonly registry = new Registry();
  readonly appends = counter(this.registry, 'cluster_log_appends_total', 'Batch appends to the PostgreSQL log, by outcome (acknowledged, fenced, in_doubt)', [
    'outcome',
  ] as const);
  readonly batchEntries = new Histogram({
    name: 'cluster_log_batch_entries',
    help: 'Journal entries per acknowledged batch append',
    buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256],
    registers: [this.registry],
  });
  readonly appendSeconds = new Histogram({
    name: 'cluster_log_append_seconds',
    help: 'Wall time of acknowledged batch appends (synchronous replication included)',
    buckets: [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  readonly leaseRenewals = counter(this.registry, 'cluster_lease_renewals_total', 'Lease renewals by the owner, by outcome (renewed, lost, failed)', [
    'outcome',
  ] as const);
  readonly takeovers = counter(this.registry, 'cluster_takeovers_total', 'Times this node took its partition over (a failover or a hand-over to it)');
  readonly handovers = counter(this.registry, 'cluster_handovers_total', 'Graceful hand-overs by this node (lease released at shutdown)');
  readonly stepDowns = counter(
    this.registry,
    'cluster_step_downs_total',
    'Times this node stopped owning without a hand-over (fenced, append in doubt, lease not renewed)',
  );
  readonly forwarded = counter(this.registry, 'cluster_forwarded_requests_total', 'Requests this node forwarded to the owner, by outcome (answered, failed)', [
    'outcome',
  ] as const);

  constructor(source: GaugeSource) {
    const gauge = (name: string, help: string, read: () => number): void => {
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(read());
        },
      });
    };
    gauge('cluster_owner', '1 while this node owns its partition', () => source.owning());
    gauge('cluster_lag_entries', 'Log entries this node has not applied yet', () => source.lagEntries());
    gauge('cluster_lag_seconds', 'How long this node has been behind the log (0 when caught up)', () => source.lagMs() / 1000);
    gauge('cluster_database_up', '1 while this node reaches a writable PostgreSQL primary', () => source.databaseUp());
    gauge('engine_batches', 'Engine batches run since start', () => source.engineTotals().batches);
    gauge('engine_commands', 'Engine commands run since start', () => source.engineTotals().commands);
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
