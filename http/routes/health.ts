/** Liveness and readiness, served by the same app as the API. */
import { ServiceError } from '../errors.ts';
import { route } from '../route.ts';
import * as v from '../schema.ts';
import { ClusterNodeStatusExample, ClusterNodeStatusSchema } from '../schemas/cluster.ts';

const Alive = v.pipe(v.object({ status: v.literal('ok') }), v.examples([{ status: 'ok' as const }]));
const Ready = v.pipe(
  v.object({
    status: v.literal('ready'),
    journalHead: v.pipe(v.number(), v.integer(), v.minValue(0)),
    /** Cluster mode only: this node's role, owner, epoch, lease and lag (the 503 answer carries it too, in `error.cluster`). */
    cluster: v.optional(ClusterNodeStatusSchema),
  }),
  v.examples([
    { status: 'ready' as const, journalHead: 1042 },
    { status: 'ready' as const, journalHead: 10452, cluster: { ...ClusterNodeStatusExample, role: 'owner' as const, owner: 'node-b' } },
  ]),
);

export const healthRoutes = [
  route({
    method: 'GET',
    base: 'public',
    path: '/healthz',
    auth: 'none',
    tag: 'Operations',
    summary: 'Liveness: 200 while the process lives',
    success: { status: 200, description: 'alive', schema: Alive },
    handler(ctx) {
      ctx.body = { status: 'ok' };
    },
  }),
  route({
    method: 'GET',
    base: 'public',
    path: '/readyz',
    auth: 'none',
    tag: 'Operations',
    summary: 'Readiness: 200 once recovery from the journal has finished (in cluster mode: while this node owns its partition), 503 otherwise',
    success: { status: 200, description: 'ready', schema: Ready },
    errors: ['SERVICE_UNAVAILABLE'],
    handler(ctx) {
      const cluster = ctx.service.cluster?.status();
      if (!ctx.service.ready) {
        // Cluster mode: a follower (or a node fenced a moment ago) is up but does not own the partition.
        const message = cluster ? `not serving writes: this node is ${cluster.role}` : 'recovery in progress';
        throw new ServiceError('SERVICE_UNAVAILABLE', message, { headers: { 'Retry-After': '1' }, ...(cluster ? { extra: { cluster } } : {}) });
      }
      ctx.body = { status: 'ready', journalHead: ctx.service.engine.journalHead().seq, ...(cluster ? { cluster } : {}) };
    },
  }),
];
