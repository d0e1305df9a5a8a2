/**
 * What the owner's own SQLite does to a batch the log acknowledged, and to what is kept
 * beside the journal. (1) A local COMMIT that fails after PostgreSQL acknowledged the append (a real cause:
 * the data directory on a tiny tmpfs filled up) does not crash the process: the callers get 503, the node
 * steps down, replays the batch from the log once the disk has room, takes the partition back, and a retry
 * with the same key answers the stored response. (2) Usage counters counted while an append is pending are
 * not written into that batch's transaction, so they survive its refusal (an append in doubt on a cut link).
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'ava';
import Database from 'better-sqlite3';
import { logChain } from './support/log-chain.ts';
import { databasePath } from '../storage/db.ts';
import { call, EngineNode, SANDBOX, sandboxPartner, walletMinor } from './support/nodes.ts';
import { PgInstance } from './support/postgres.ts';
import { BlackHoleProxy } from './support/proxy.ts';

const LEASE_TTL_MS = 2_000;
const TMPFS_MB = 48;

/** A tmpfs of `TMPFS_MB` at a fresh directory, or null where mounting is not permitted (not root, a locked-down container). */
function smallTmpfs(): string | null {
  const at = mkdtempSync(join(tmpdir(), 'pbs-tmpfs-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_MB}m`, 'tmpfs', at], { stdio: 'ignore' });
    return at;
  } catch {
    rmSync(at, { recursive: true, force: true });
    return null;
  }
}

function unmount(at: string): void {
  execFileSync('umount', [at], { stdio: 'ignore' });
  rmSync(at, { recursive: true, force: true });
}

/** Writes a file until the file system is full (ENOSPC). */
function fillDisk(path: string): void {
  const fd = openSync(path, 'w');
  try {
    for (const size of [1 << 20, 1 << 12, 1 << 9]) {
      const chunk = Buffer.alloc(size, 7);
      for (;;) {
        try {
          writeSync(fd, chunk);
        } catch {
          break;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
}

// Mounted when the file loads (the skip must be decided then); unmounted after every test.
const mountPoint = smallTmpfs();
test.after.always(() => {
  if (mountPoint) unmount(mountPoint);
});

(mountPoint ? test : test.skip)(
  'a local COMMIT failing after the append was acknowledged (disk full): 503, no crash, the node replays the batch and serves again',
  async (t) => {
    const at = mountPoint!;
    const pg = await PgInstance.primary();
    const dataDir = join(at, 'data');
    mkdirSync(dataDir);
    // The node's output goes beside the tmpfs, not on it: the disk being full must not silence it.
    const logPath = `${at}.node.log`;
    const a = await EngineNode.start('full-a', pg.url, { CLUSTER_PARTITION: '7', LEASE_TTL_MS: String(LEASE_TTL_MS) }, { dataDir, logPath });
    const filler = join(at, 'filler');
    try {
      await a.waitReady(200, 60_000);
      const apiKey = await sandboxPartner(a.url, 'disk-full');
      const before = await walletMinor(a.url, apiKey);
      // Empty the WAL (a checkpoint, no change of content), so the next COMMIT must grow the file: on a full disk it cannot.
      const db = new Database(databasePath(dataDir));
      const [checkpoint] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number; log: number }[];
      db.close();
      t.is(checkpoint?.busy, 0);
      fillDisk(filler);

      const refused = await call(a.url, 'POST', `${SANDBOX}/topup`, {
        key: apiKey,
        body: { amount: 4 },
        idempotencyKey: 'disk-full-topup-1',
        timeoutMs: 20_000,
      });
      t.is(refused.status, 503, refused.text);
      t.truthy(refused.headers.get('retry-after'));
      t.true(a.alive, 'the process did not crash');
      t.is(await a.readyStatus(), 503, 'stepped down');

      // Room again: the node replays the acknowledged batch from the log and takes the partition back.
      rmSync(filler);
      await a.waitReady(200, LEASE_TTL_MS + 30_000);
      t.true(a.alive);
      // The batch whose COMMIT failed may be the top-up's or a timer's that came first (the platform timers
      // fire on the system clock); either way the node logged a SQLITE_FULL COMMIT, rolled back and stepped down.
      const output = readFileSync(logPath, 'utf8');
      t.regex(output, /SQLITE_FULL/);
      t.regex(output, /not committed locally; rolled back, stepping down/);
      const retried = await call(a.url, 'POST', `${SANDBOX}/topup`, { key: apiKey, body: { amount: 4 }, idempotencyKey: 'disk-full-topup-1' });
      t.is(retried.status, 201, retried.text);
      t.log(
        `retry ${retried.headers.get('idempotent-replayed') === 'true' ? 'replayed the stored answer (the top-up was in the refused batch)' : 'ran the top-up once'}`,
      );
      t.is((await walletMinor(a.url, apiKey)) - before, 400, 'one top-up');
      t.true((await logChain(pg.url, 7)).ok);
    } finally {
      rmSync(filler, { force: true });
      await a.destroy();
      pg.destroy();
    }
  },
);

test('usage counted while an append is pending survives the batch being refused (in doubt on a cut link)', async (t) => {
  const pg = await PgInstance.primary();
  const proxy = await BlackHoleProxy.start(pg.port);
  const a = await EngineNode.start('usage-a', `postgres://postgres@127.0.0.1:${proxy.port}/postgres`, {
    CLUSTER_PARTITION: '8',
    LEASE_TTL_MS: String(LEASE_TTL_MS),
  });
  try {
    await a.waitReady(200, 60_000);
    const apiKey = await sandboxPartner(a.url, 'usage-refused');
    const accountRequests = async (): Promise<number> => {
      const res = await call(a.url, 'GET', `${SANDBOX}/usage`, { key: apiKey });
      if (res.status !== 200) throw new Error(`usage: ${res.status} ${res.text}`);
      const totals = (res.body as { days: { requests: { byFamily: Record<string, number> } }[] }).days.map((d) => d.requests.byFamily.account ?? 0);
      return totals.reduce((x, y) => x + y, 0);
    };
    const counted = await accountRequests();
    const reads = 5;
    for (let i = 0; i < reads; i += 1) t.is((await call(a.url, 'GET', `${SANDBOX}/account`, { key: apiKey })).status, 200);

    proxy.blackHole();
    const pending = call(a.url, 'POST', `${SANDBOX}/topup`, { key: apiKey, body: { amount: 1 }, idempotencyKey: 'usage-refused-topup', timeoutMs: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A usage read writes the pending counters first: while the batch's append waits, they must not join its transaction.
    const during = await call(a.url, 'GET', `${SANDBOX}/usage`, { key: apiKey });
    t.is(during.status, 200, during.text);
    const refused = await pending;
    t.is(refused.status, 503, refused.text);

    proxy.heal();
    await a.waitReady(200, LEASE_TTL_MS + 30_000);
    t.is(await accountRequests(), counted + reads, 'the reads counted before the refused batch are all there');
  } finally {
    await a.destroy();
    await proxy.close();
    pg.destroy();
  }
});
