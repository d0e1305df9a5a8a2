import { PgInstance } from '/work/wt/h16b/test-cluster/support/postgres.ts';
import { EngineNode, call, sandboxPartner, walletMinor, SANDBOX } from '/work/wt/h16b/test-cluster/support/nodes.ts';
const pg = await PgInstance.primary();
console.log('pg up', pg.url);
const a = await EngineNode.start('a', pg.url);
try {
  console.log('a ready in', await a.waitReady(200));
  const b = await EngineNode.start('b', pg.url);
  console.log('b follower in', await b.waitReady(503));
  const key = await sandboxPartner(a.url, 'smoke-1');
  const r = await call(a.url, 'POST', `${SANDBOX}/topup`, { key, body: { amount: 10 }, idempotencyKey: 'smoke-topup-1' });
  console.log(r.status, r.text);
  console.log('wallet a', await walletMinor(a.url, key));
  await new Promise((r) => setTimeout(r, 500));
  const w = await call(b.url, 'POST', `${SANDBOX}/topup`, { key, body: { amount: 10 }, idempotencyKey: 'smoke-topup-2' });
  console.log('write on b', w.status, w.headers.get('retry-after'), w.text);
  await a.kill9();
  console.log('b owner in', await b.waitReady(200));
  const again = await call(b.url, 'POST', `${SANDBOX}/topup`, { key, body: { amount: 10 }, idempotencyKey: 'smoke-topup-1' });
  console.log('replayed', again.status, again.headers.get('idempotent-replayed'), again.text === r.text);
  console.log('wallet b', await walletMinor(b.url, key));
  await b.destroy();
} finally {
  await a.destroy();
  pg.destroy();
}
