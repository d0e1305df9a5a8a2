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

export class ClusterMetrics {
  readonly registry = new Registry();
  readonly appends = new Counter({
    name: 'cluster_log_appends_total',
    help: 'Batch appends to the PostgreSQL log, by outcome (acknowledged, fenced, in_doubt)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
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
  readonly leaseRenewals = new Counter({
    name: 'cluster_lease_renewals_total',
    help: 'Lease renewals by the owner, by outcome (renewed, lost, failed)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly takeovers = new Counter({
    name: 'cluster_takeovers_total',
    help: 'Times this node took its partition over (a failover or a hand-over to it)',
    registers: [this.registry],
  });
  readonly handovers = new Counter({
    name: 'cluster_handovers_total',
    help: 'Graceful hand-overs by this node (lease released at shutdown)',
    registers: [this.registry],
  });
  readonly stepDowns = new Counter({
    name: 'cluster_step_downs_total',
    help: 'Times this node stopped owning without a hand-over (fenced, append in doubt, lease not renewed)',
    registers: [this.registry],
  });
  readonly forwarded = new Counter({
    name: 'cluster_forwarded_requests_total',
    help: 'Requests this node forwarded to the owner, by outcome (answered, failed)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

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
