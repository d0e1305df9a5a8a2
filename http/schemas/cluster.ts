/** Bodies of the cluster status route and of /readyz in cluster mode (README "Cluster mode"). */
import * as v from '../schema.ts';

const Seq = v.pipe(v.number(), v.integer(), v.minValue(0));
const Instant = v.nullable(v.pipe(v.string(), v.isoTimestamp()));

/** This node as it sees itself and its partition. */
export const ClusterNodeStatusSchema = v.object({
  nodeId: v.string(),
  partition: Seq,
  role: v.picklist(['starting', 'follower', 'owner', 'leaving', 'stopped']),
  owner: v.nullable(v.string()),
  ownerUrl: v.nullable(v.string()),
  epoch: v.pipe(v.number(), v.integer(), v.minValue(-1)),
  leaseExpiresAt: Instant,
  lagEntries: Seq,
  lagMs: Seq,
  appliedSeq: Seq,
  database: v.object({ state: v.picklist(['connecting', 'primary', 'read-only', 'unreachable']), message: v.nullable(v.string()) }),
  diverged: v.nullable(v.string()),
});

const PartitionSchema = v.object({
  partition: Seq,
  owner: v.nullable(v.string()),
  ownerUrl: v.nullable(v.string()),
  epoch: v.pipe(v.number(), v.integer(), v.minValue(0)),
  leaseExpiresAt: Instant,
  headSeq: Seq,
});

const example = {
  nodeId: 'node-b',
  partition: 0,
  role: 'follower' as const,
  owner: 'node-a',
  ownerUrl: 'http://10.0.0.11:8080',
  epoch: 7,
  leaseExpiresAt: '2026-11-28T17:04:05.120Z',
  lagEntries: 0,
  lagMs: 0,
  appliedSeq: 10452,
  database: { state: 'primary' as const, message: null },
  diverged: null,
};

export const ClusterStatusSchema = v.pipe(
  v.object({ ...ClusterNodeStatusSchema.entries, partitions: v.array(PartitionSchema) }),
  v.examples([
    {
      ...example,
      partitions: [{ partition: 0, owner: 'node-a', ownerUrl: 'http://10.0.0.11:8080', epoch: 7, leaseExpiresAt: '2026-11-28T17:04:05.120Z', headSeq: 10452 }],
    },
  ]),
);

export const ClusterNodeStatusExample = example;
