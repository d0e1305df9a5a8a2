/**
 * An owner lost under load (kill -9) and an owner paused past its lease (SIGSTOP,
 * then SIGCONT). One PostgreSQL primary; each test uses its own partition of the log.
 */
import test from 'ava';
import { logChain } from './support/log-chain.ts';
import { openReadOnly } from '../storage/inspect.ts';
import { assertExactlyOnce, topupLoad } from './support/load.ts';
import { call, nodePair, SANDBOX, sandboxPartner, walletMinor } from './support/nodes.ts';
import { PgInstance } from './support/postgres.ts';

const LEASE_TTL_MS = 2_000;
const TOPUP_USD = 3;
let pg: PgInstance;

test.before(async () => {
  pg = await PgInstance.primary();
});

test.after.always(() => {
  pg?.destroy();
});

const pair = (partition: number) => nodePair(pg.url, partition, LEASE_TTL_MS);

/** Sums every asset over the node's ledger accounts (read from its SQLite after it stopped). */
function assetTotals(dataDir: string): { asset: string; total: number }[] {
  const db = openReadOnly(dataDir);
  try {
    return db.prepare('SELECT asset, SUM(balance) AS total FROM ledger_accounts GROUP BY asset').all() as { asset: string; total: number }[];
  } finally {
    db.close();
  }
}

test('owner kill -9 under load: the follower serves within the TTL plus 5 s, every 2xx replays, money is exact', async (t) => {
  const { a, b } = await pair(1);
  try {
    const apiKey = await sandboxPartner(a.url, 'failover-kill');
    const before = await walletMinor(a.url, apiKey);
    let killedAt = 0;
    let servingAfterMs = -1;
    const killer = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await a.kill9();
      killedAt = performance.now();
      await b.waitReady(200, LEASE_TTL_MS + 20_000);
      servingAfterMs = performance.now() - killedAt;
    })();
    const load = await topupLoad(() => (killedAt ? [b.url] : [a.url]), apiKey, { workers: 8, durationMs: 4_000, amountUsd: TOPUP_USD, label: 'kill' });
    await killer;
    t.log(
      `${load.acknowledged.length} top-ups acknowledged, ${load.unavailable} answers 503 during the failover; follower serving ${Math.round(servingAfterMs)} ms after the kill`,
    );
    t.true(servingAfterMs >= 0 && servingAfterMs <= LEASE_TTL_MS + 5_000, `serving after ${servingAfterMs} ms`);
    // Every acknowledged request, re-sent with its key to the new owner, is replayed byte for byte.
    // One top-up per key, whichever node took it: the wallet grew by exactly the keys acknowledged.
    await assertExactlyOnce(t, load, b.url, apiKey, TOPUP_USD, before);
    const chain = await logChain(pg.url, 1);
    t.true(chain.ok);
    await b.stop();
    for (const { asset, total } of assetTotals(b.dataDir)) t.is(total, 0, `asset ${asset} sums to ${total}`);
  } finally {
    await a.destroy();
    await b.destroy();
  }
});

test('owner paused past its lease: what it took is fenced (503) or forwarded to the new owner (2xx there), never acknowledged by it; retries give one transfer each', async (t) => {
  const { a, b } = await pair(2);
  try {
    const apiKey = await sandboxPartner(a.url, 'failover-pause');
    const before = await walletMinor(a.url, apiKey);
    a.signal('SIGSTOP');
    // Sent to the paused owner: they wait in its socket backlog until it wakes, after the follower took over.
    const keys = Array.from({ length: 6 }, (_, i) => `pause-key-${i}`);
    const inFlight = keys.map((key) =>
      call(a.url, 'POST', `${SANDBOX}/topup`, { key: apiKey, body: { amount: TOPUP_USD }, idempotencyKey: key, timeoutMs: 60_000 }).catch(() => null),
    );
    await b.waitReady(200, LEASE_TTL_MS + 20_000);
    a.signal('SIGCONT');
    const answers = await Promise.all(inFlight);
    // A request the woken node had taken into its batch is fenced (503); one it read after stepping down
    // went on to the new owner, whose answer it relays: a 2xx that is in the log, so its retry is a replay.
    for (const answer of answers) {
      t.not(answer, null);
      t.true(answer?.status === 503 || answer?.status === 201, answer?.text);
      if (answer?.status === 503) t.truthy(answer.headers.get('retry-after'));
    }
    // The woken node is no owner: it reports not ready.
    t.is(await a.readyStatus(), 503);
    for (const [i, key] of keys.entries()) {
      const retried = await call(b.url, 'POST', `${SANDBOX}/topup`, { key: apiKey, body: { amount: TOPUP_USD }, idempotencyKey: key });
      t.is(retried.status, 201, retried.text);
      t.is(retried.headers.get('idempotent-replayed'), answers[i]?.status === 201 ? 'true' : null, key);
    }
    t.is((await walletMinor(b.url, apiKey)) - before, keys.length * TOPUP_USD * 100);
    t.true((await logChain(pg.url, 2)).ok);
  } finally {
    await a.destroy();
    await b.destroy();
  }
});
