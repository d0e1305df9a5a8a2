/**
 * Cluster mode, for the operator: who owns each partition, at which epoch and until when, and how far
 * this node lags behind the log; and the node's Prometheus metrics. Both answer for the node asked
 * (never forwarded); in embedded mode there is no cluster and both answer 404.
 */
import { ServiceError } from '../errors.ts';
import { route } from '../route.ts';
import * as v from '../schema.ts';
import { ClusterStatusSchema } from '../schemas/cluster.ts';

const notClustered = (): ServiceError => new ServiceError('NOT_FOUND', 'cluster mode is off (CLUSTER_DATABASE_URL is not set)');

export const clusterRoutes = [
  route({
    method: 'GET',
    base: 'admin',
    path: '/cluster',
    auth: 'operator',
    tag: 'Operator',
    summary: "Cluster status: this node's role, the owner, epoch and lease of each partition, and this node's lag behind the log",
    success: { status: 200, description: 'this node and every partition of the log', schema: ClusterStatusSchema },
    errors: ['NOT_FOUND'],
    async handler(ctx) {
      const cluster = ctx.service.cluster;
      if (!cluster) throw notClustered();
      const partitions = await cluster.partitions();
      ctx.body = { ...cluster.status(), partitions };
    },
  }),
  route({
    method: 'GET',
    base: 'admin',
    path: '/metrics',
    auth: 'operator',
    tag: 'Operator',
    summary: 'Prometheus metrics of this node: log appends (by outcome), batch sizes and latency, lag, lease renewals, takeovers, hand-overs',
    success: { status: 200, description: 'Prometheus text exposition format', schema: v.string(), mediaType: 'text/plain' },
    errors: ['NOT_FOUND'],
    async handler(ctx) {
      const cluster = ctx.service.cluster;
      if (!cluster) throw notClustered();
      ctx.type = cluster.metrics.contentType;
      ctx.body = await cluster.metrics.text();
    },
  }),
];
