/**
 * Failover an operator can run, on one PostgreSQL primary (each test its own partition of the log):
 * the owner killed (-9) and the owner stopped (SIGTERM, a graceful hand-over) under load, clients sending
 * to any node; a client that only knows a follower; and the operator's status route in each phase.
 */
import test, { type ExecutionContext } from 'ava';
import { logChain } from './support/log-chain.ts';
import { assertExactlyOnce, longestGap, topupLoad } from './support/load.ts';
import {
  call,
  type ClusterStatusBody,
  EngineNode,
  ID_TOKEN_SECRET,
  nodePair,
  OPERATOR_TOKEN,
  SANDBOX,
  SANDBOX_ROOT,
  sandboxPartner,
  walletMinor,
} from './support/nodes.ts';
import { PgInstance } from './support/postgres.ts';
import { SseClient } from './support/sse.ts';
import { SignJWT } from 'jose';
import { readFileSync } from 'node:fs';

const LEASE_TTL_MS = 2_000;
const TOPUP_USD = 5;
const POSITION = 'consistency-position';
let pg: PgInstance;

test.before(async () => {
  pg = await PgInstance.primary();
});

test.after.always(() => {
  pg?.destroy();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const pair = (partition: number) => nodePair(pg.url, partition, LEASE_TTL_MS);

/** Phase 5 before a fault: both nodes name the owner and the epoch; the follower has applied everything. */
async function assertSteady(t: ExecutionContext, owner: EngineNode, follower: EngineNode): Promise<ClusterStatusBody> {
  const own = await owner.clusterStatus();
  t.is(own.role, 'owner');
  t.is(own.owner, owner.nodeId);
  t.is(own.lagEntries, 0);
  t.is(own.database.state, 'primary');
  t.truthy(own.leaseExpiresAt);
  const fol = await follower.clusterStatusUntil((s) => s.appliedSeq === own.appliedSeq && s.owner === owner.nodeId);
  t.is(fol.role, 'follower');
  t.is(fol.owner, owner.nodeId);
  t.is(fol.epoch, own.epoch);
  t.is(fol.lagEntries, 0);
  t.is(fol.lagMs, 0);
  t.is(fol.appliedSeq, own.appliedSeq);
  t.like(
    fol.partitions.find((p) => p.owner === owner.nodeId),
    { epoch: own.epoch },
  );
  return own;
}

test('owner kill -9 under load, clients on both nodes: writes acknowledged again within the lease TTL plus 2 s, 0 lost, 0 doubled', async (t) => {
  const { a, b } = await pair(21);
  try {
    const apiKey = await sandboxPartner(a.url, 'handover-kill');
    const before = await walletMinor(a.url, apiKey);
    const steady = await assertSteady(t, a, b);
    let killedAt = 0;
    const killer = (async () => {
      await pause(2_000);
      await a.kill9();
      killedAt = performance.now();
    })();
    const load = await topupLoad(() => [a.url, b.url], apiKey, { workers: 8, durationMs: 6_000, amountUsd: TOPUP_USD, label: 'kill' });
    await killer;
    const gap = longestGap(load);
    const gapMs = gap.ms;
    const againMs = gap.toMs - killedAt;
    t.log(
      `kill -9: ${load.acknowledged.length} top-ups acknowledged, ${load.unavailable} answers 503; longest gap without an acknowledgement ${Math.round(gapMs)} ms, from ${Math.round(gap.fromMs - killedAt)} to ${Math.round(againMs)} ms after the kill (lease TTL ${LEASE_TTL_MS} ms)`,
    );
    t.true(gapMs <= LEASE_TTL_MS + 2_000, `longest gap ${gapMs} ms`);
    await assertExactlyOnce(t, load, b.url, apiKey, TOPUP_USD, before);
    // Phase 5 after the failover: the survivor owns at the next epoch.
    const after = await b.clusterStatusUntil((s) => s.role === 'owner');
    t.is(after.owner, b.nodeId);
    t.is(after.epoch, steady.epoch + 1);
    t.is(after.lagEntries, 0);
    t.like(
      after.partitions.find((p) => p.partition === 21),
      { owner: b.nodeId, epoch: steady.epoch + 1 },
    );
    t.true((await logChain(pg.url, 21)).ok);
  } finally {
    await a.destroy();
    await b.destroy();
  }
});

test('owner SIGTERM under load: the lease is handed over, writes acknowledged again within 1.5 s, 0 lost, 0 doubled', async (t) => {
  const { a, b } = await pair(22);
  try {
    const apiKey = await sandboxPartner(a.url, 'handover-term');
    const before = await walletMinor(a.url, apiKey);
    const steady = await assertSteady(t, a, b);
    let stoppedAt = 0;
    const stopper = (async () => {
      await pause(2_000);
      stoppedAt = performance.now();
      await a.stop();
    })();
    const load = await topupLoad(() => [a.url, b.url], apiKey, { workers: 8, durationMs: 6_000, amountUsd: TOPUP_USD, label: 'term' });
    await stopper;
    const gap = longestGap(load);
    const gapMs = gap.ms;
    const againMs = gap.toMs - stoppedAt;
    t.log(
      `SIGTERM: ${load.acknowledged.length} top-ups acknowledged, ${load.unavailable} answers 503; longest gap without an acknowledgement ${Math.round(gapMs)} ms, from ${Math.round(gap.fromMs - stoppedAt)} to ${Math.round(againMs)} ms after the signal`,
    );
    t.true(gapMs <= 1_500, `longest gap ${gapMs} ms`);
    await assertExactlyOnce(t, load, b.url, apiKey, TOPUP_USD, before);
    const after = await b.clusterStatus();
    t.is(after.role, 'owner');
    t.is(after.owner, b.nodeId);
    t.is(after.epoch, steady.epoch + 1);
    // The old owner released its lease in the log (the follower did not wait out the TTL).
    t.regex(readFileSync(a.logPath, 'utf8'), /"released":true[^\n]*partition handed over/);
    t.true((await logChain(pg.url, 22)).ok);
  } finally {
    await a.destroy();
    await b.destroy();
  }
});

test('a client that only knows a follower: every request answered (reads local, writes and the event stream forwarded), its reads see its writes', async (t) => {
  const { a, b } = await pair(23);
  try {
    const nowSec = Math.floor(Date.now() / 1000);
    const idToken = await new SignJWT({ email: 'follower-only@example.com' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('follower-only')
      .setIssuedAt(nowSec)
      .setExpirationTime(nowSec + 3600)
      .sign(new TextEncoder().encode(ID_TOKEN_SECRET));
    const registered = await call(b.url, 'POST', `${SANDBOX_ROOT}/register`, { key: idToken });
    t.is(registered.status, 201, registered.text);
    const apiKey = (registered.body as { apiKey: string }).apiKey;
    let position = registered.headers.get(POSITION);
    t.truthy(position);
    // The key was created on the owner a moment ago: the follower waits until it has applied that position.
    const account = await call(b.url, 'GET', `${SANDBOX}/account`, { key: apiKey, headers: { [POSITION]: position! } });
    t.is(account.status, 200, account.text);
    const partnerId = (account.body as { partnerId: string }).partnerId;
    const raised = await call(b.url, 'PATCH', `/api/admin/v1/partners/${partnerId}`, { key: OPERATOR_TOKEN, body: { rateLimits: { sandbox: 100_000_000 } } });
    t.is(raised.status, 200, raised.text);
    const stream = new SseClient(b.url, apiKey, null);
    for (let i = 0; i < 50 && !stream.connected; i += 1) await pause(100);
    t.true(stream.connected, 'the event stream opened through the follower');
    let balanceMinor = (account.body as { walletBalance: { available: number } }).walletBalance.available * 100;
    for (let i = 0; i < 10; i += 1) {
      const topup = await call(b.url, 'POST', `${SANDBOX}/topup`, { key: apiKey, body: { amount: TOPUP_USD }, idempotencyKey: `follower-only-${i}` });
      t.is(topup.status, 201, topup.text);
      position = topup.headers.get(POSITION);
      balanceMinor += TOPUP_USD * 100;
      const read = await call(b.url, 'GET', `${SANDBOX}/account`, { key: apiKey, headers: { [POSITION]: position! } });
      t.is(read.status, 200, read.text);
      t.is(Math.round((read.body as { walletBalance: { available: number } }).walletBalance.available * 100), balanceMinor, `read after top-up ${i}`);
      t.true(Number(read.headers.get(POSITION)) >= Number(position));
    }
    for (let i = 0; i < 50 && stream.ids.length === 0; i += 1) await pause(100);
    stream.close();
    t.true(stream.ids.length > 0, 'events of the forwarded writes arrived on the stream opened at the follower');
    // Reads the follower answers itself (no forwarding needed): listings and the operator's views.
    for (const path of [`${SANDBOX}/account`, `${SANDBOX}/orders`, `${SANDBOX}/events?limit=5`]) {
      const res = await call(b.url, 'GET', path, { key: apiKey, headers: { [POSITION]: position! } });
      t.is(res.status, 200, `${path}: ${res.text}`);
    }
    const partners = await call(b.url, 'GET', '/api/admin/v1/partners', { key: OPERATOR_TOKEN });
    t.is(partners.status, 200, partners.text);
    // A bad position is refused like any bad input.
    const bad = await call(b.url, 'GET', `${SANDBOX}/account`, { key: apiKey, headers: { [POSITION]: 'soon' } });
    t.is(bad.status, 400, bad.text);
    t.is((bad.body as { error: { code: string } }).error.code, 'VALIDATION_ERROR');
    // Phase 5 for a follower serving clients: it names the owner and has applied the owner's head.
    await assertSteady(t, a, b);
    const metrics = await call(b.url, 'GET', '/api/admin/v1/metrics', { key: OPERATOR_TOKEN });
    t.is(metrics.status, 200);
    t.regex(metrics.text, /cluster_forwarded_requests_total\{outcome="answered"\} [1-9]/);
    t.regex(metrics.text, /cluster_owner 0/);
    const ownerMetrics = await call(a.url, 'GET', '/api/admin/v1/metrics', { key: OPERATOR_TOKEN });
    t.regex(ownerMetrics.text, /cluster_log_appends_total\{outcome="acknowledged"\} [1-9]/);
    t.regex(ownerMetrics.text, /cluster_lease_renewals_total\{outcome="renewed"\} [1-9]/);
    t.regex(ownerMetrics.text, /cluster_log_batch_entries_count [1-9]/);
    // /readyz carries the node's status in its body, 200 on the owner and 503 on the follower.
    const readyOwner = await call(a.url, 'GET', '/readyz');
    t.like(readyOwner.body, { status: 'ready', cluster: { role: 'owner', owner: a.nodeId } });
    const readyFollower = await call(b.url, 'GET', '/readyz');
    t.is(readyFollower.status, 503);
    t.like(readyFollower.body, { error: { cluster: { role: 'follower', owner: a.nodeId, lagEntries: 0 } } });
  } finally {
    await a.destroy();
    await b.destroy();
  }
});

test('a node started on a read-only database says so (status and warn) and takes over by itself once that server is promoted', async (t) => {
  const standby = await PgInstance.standby(pg, 'ro24');
  const a = await EngineNode.start('ro-a', standby.url, { CLUSTER_PARTITION: '24', LEASE_TTL_MS: String(LEASE_TTL_MS) });
  try {
    await a.waitReady(503, 60_000);
    const stuck = await a.clusterStatusUntil((s) => s.database.state === 'read-only', 30_000);
    t.log(`on a standby: database ${stuck.database.state} (${stuck.database.message})`);
    t.is(stuck.database.state, 'read-only');
    t.is(stuck.role, 'follower');
    t.is(await a.readyStatus(), 503);
    const warned = readFileSync(a.logPath, 'utf8')
      .split('\n')
      .filter((l) => l.includes('"level":40') && l.includes('cluster: the database'));
    t.true(warned.length >= 1, 'said at warn');
    standby.promote();
    const waitedMs = await a.waitReady(200, 30_000);
    t.log(`owner ${Math.round(waitedMs)} ms after the promotion`);
    t.like(await a.clusterStatus(), { role: 'owner', owner: a.nodeId, database: { state: 'primary' } });
  } finally {
    await a.destroy();
    standby.destroy();
  }
});
