/**
 * Issue 17, round 7: the replayed top-up's JavaScript beyond `/healthz` and beyond its own idempotency read, in process.
 * The shipped server's listener (bench/in-process.ts) answers blocks of the replayed `POST /topup {"amount":1}` (one
 * Idempotency-Key, the stored answer: the bench's "replayed top-up") and of `/healthz` in turn; the idempotency
 * store's `get` is timed inside the replays. Per round: replay less `/healthz` less the read, µs of CPU per request;
 * the median over the rounds is what the HTTP path of a POST adds to `/healthz` in JavaScript (the read is the
 * replay's alone: a fresh key is answered by the store's in-memory filter). Steadier than bench/post-delta-micro.ts's
 * replay, whose read moves from run to run.
 *   node --max-semi-space-size=64 --import tsx bench/replay-path-micro.ts      (ROUNDS, default 12, of 2,000 each)
 *   DELTA_TREE=/work/wt/base ...                                               (another tree's code, same driver)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cpuPerRequestUs, jsonBodyOf, median, type Listener } from './in-process.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 12);
const BLOCK = 2000;
const SANDBOX = '/api/sandbox/v1/partner';
const tree = resolve(process.env.DELTA_TREE ?? join(import.meta.dirname, '..'));
const { pino } = (await import(join(tree, 'node_modules/pino/pino.js'))) as typeof import('pino');
const { loadConfig } = (await import(join(tree, 'engine/config.ts'))) as typeof import('../engine/config.ts');
const { startServer } = (await import(join(tree, 'http/server.ts'))) as typeof import('../http/server.ts');
const { benchServiceEnv, call, registerUnthrottledPartner } = (await import(join(tree, 'bench/partner.ts'))) as typeof import('./partner.ts');

const dataDir = mkdtempSync(join(tmpdir(), 'pbs-replay-path-'));
const running = await startServer(loadConfig({ ...benchServiceEnv(dataDir), HTTP_MAX_CONNECTIONS_PER_ADDRESS: '10000' }), pino({ level: 'warn' }));
try {
  const partner = await registerUnthrottledPartner(running.url);
  await call(running.url, 'POST', `${SANDBOX}/topup`, partner.apiKey, { amount: 1 }, { 'idempotency-key': 'replay-path-key' });
  // The store's read timed where the middleware calls it (an own property shadows the prototype's method).
  const store = running.service.stores.idempotency;
  const read = store.get.bind(store);
  let readNs = 0n;
  let reads = 0;
  store.get = (...args: Parameters<typeof read>) => {
    const startedNs = process.hrtime.bigint();
    const record = read(...args);
    readNs += process.hrtime.bigint() - startedNs;
    reads += 1;
    return record;
  };
  const listener = running.server.listeners('request')[0] as Listener;
  const headers = { authorization: `Bearer ${partner.apiKey}`, 'idempotency-key': 'replay-path-key' };
  const replay = { method: 'POST', body: jsonBodyOf({ amount: 1 }), expect: 201 };
  const beyond: number[] = [];
  for (let round = 0; round < ROUNDS + 3; round += 1) {
    readNs = 0n;
    reads = 0;
    const replayUs = await cpuPerRequestUs(listener, `${SANDBOX}/topup`, headers, BLOCK, replay);
    const readUs = Number(readNs) / 1000 / reads;
    const healthzUs = await cpuPerRequestUs(listener, '/healthz', {}, BLOCK);
    // The first three rounds warm up.
    if (round >= 3) beyond.push(replayUs - healthzUs - readUs);
    process.stdout.write(`replay ${replayUs.toFixed(1)} µs, /healthz ${healthzUs.toFixed(1)} µs, the read ${readUs.toFixed(1)} µs\n`);
  }
  process.stdout.write(`${tree}: replay less /healthz less the read, median of ${ROUNDS} rounds: ${median(beyond).toFixed(1)} µs CPU per request\n`);
} finally {
  await running.close();
  rmSync(dataDir, { recursive: true, force: true });
}
