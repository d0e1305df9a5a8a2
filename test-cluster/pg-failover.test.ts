/**
 * The PostgreSQL primary killed (kill -9) under load, with two synchronous standbys
 * (ANY 1). The test promotes the standby that received the most WAL (what pg_auto_failover does) and
 * points the other at it. No 2xx may be missing from the log afterwards, and every in-doubt batch
 * resolves exactly once (its retry with the same key either replays it or runs it once).
 */
import test from 'ava';
import { assertEveryAckReplays, topupLoad } from './support/load.ts';
import { EngineNode, sandboxPartner, walletMinor } from './support/nodes.ts';
import { PgInstance } from './support/postgres.ts';

const LEASE_TTL_MS = 2_000;
const TOPUP_USD = 4;

async function owner(nodes: EngineNode[], withinMs: number): Promise<EngineNode> {
  const deadline = performance.now() + withinMs;
  while (performance.now() < deadline) {
    for (const node of nodes) if ((await node.readyStatus()) === 200) return node;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no node took the partition over');
}

test('primary kill -9 with two synchronous standbys and a promotion: no 2xx missing, in-doubt batches resolve once', async (t) => {
  const primary = await PgInstance.primary({ syncStandbys: ['s1', 's2'] });
  const s1 = await PgInstance.standby(primary, 's1');
  const s2 = await PgInstance.standby(primary, 's2');
  const url = `postgres://postgres@127.0.0.1:${primary.port},127.0.0.1:${s1.port},127.0.0.1:${s2.port}/postgres?target_session_attrs=read-write`;
  const env = { LEASE_TTL_MS: String(LEASE_TTL_MS) };
  const a = await EngineNode.start('pgf-a', url, env);
  let b: EngineNode | null = null;
  try {
    await a.waitReady(200, 60_000);
    b = await EngineNode.start('pgf-b', url, env);
    await b.waitReady(503, 60_000);
    const nodes = [a, b];
    const apiKey = await sandboxPartner(a.url, 'pg-failover');
    const before = await walletMinor(a.url, apiKey);
    const failover = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      primary.kill9();
      const received = (s: PgInstance): bigint => {
        const [hi, lo] = s.psql('SELECT pg_last_wal_receive_lsn()').split('/');
        return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
      };
      const [next, other] = received(s1) >= received(s2) ? [s1, s2] : [s2, s1];
      next.promote();
      other.psql(`ALTER SYSTEM SET primary_conninfo = 'host=127.0.0.1 port=${next.port} user=postgres application_name=${other.name}'`);
      other.psql('SELECT pg_reload_conf()');
      return next;
    })();
    const load = await topupLoad(() => nodes.map((n) => n.url), apiKey, { workers: 6, durationMs: 5_000, amountUsd: TOPUP_USD, label: 'pgfail' });
    const promoted = await failover;
    const current = await owner(nodes, 30_000);
    t.log(`${load.acknowledged.length} top-ups acknowledged, ${load.unavailable} answers 503; ${promoted.name} promoted; ${current.nodeId} owns`);
    // Every 2xx is in the log the new primary holds: the owner rebuilt from it replays each one.
    await assertEveryAckReplays(
      t,
      load,
      nodes.map((n) => n.url),
      apiKey,
      TOPUP_USD,
    );
    t.is((await walletMinor(current.url, apiKey)) - before, load.acknowledged.length * TOPUP_USD * 100);
  } finally {
    // KEEP_CLUSTER_TEST_DIRS=1 keeps the node and PostgreSQL directories for a post-mortem.
    const keep = Boolean(process.env.KEEP_CLUSTER_TEST_DIRS);
    if (keep) t.log(`kept: ${a.dataDir} ${b?.dataDir} ${s1.dir} ${s2.dir} ${primary.dir}`);
    await (keep ? a.stop() : a.destroy());
    await (keep ? b?.stop() : b?.destroy());
    if (!keep) for (const instance of [s1, s2, primary]) instance.destroy();
  }
});
