/**
 * The replayed top-up's JavaScript beyond `/healthz` and beyond its own idempotency read, in process.
 * The shipped server's listener (bench/in-process.ts) answers blocks of the replayed `POST /topup {"amount":1}` (one
 * Idempotency-Key, the stored answer: the bench's "replayed top-up") and of `/healthz` in turn; the idempotency
 * store's `get` is timed inside the replays. Per round: replay less `/healthz` less the read, µs of CPU per request;
 * the median over the rounds is what the HTTP path of a POST adds to `/healthz` in JavaScript (the read is the
 * replay's alone: a fresh key is answered by the store's in-memory filter). Steadier than bench/read-delta-micro.ts's
 * replay, whose read moves from run to run.
 *   node --max-semi-space-size=64 bench/replay-path-micro.ts      (ROUNDS, default 12, of 2,000 each)
 *   DELTA_TREE=/work/wt/base ...                                               (another tree's code, same driver)
 */
import { cpuPerRequestUs, jsonBodyOf, median, treeService } from './in-process.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 12);
const BLOCK = 2000;
const SANDBOX = '/api/sandbox/v1/partner';
const REPLAY_KEY = 'replay-path-key';

const { tree, running, listener, apiKey, close } = await treeService('replay-path', REPLAY_KEY);
try {
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
  const headers = { authorization: `Bearer ${apiKey}`, 'idempotency-key': REPLAY_KEY };
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
  await close();
}
