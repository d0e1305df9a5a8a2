/**
 * What an authenticated request costs beyond `/healthz`, in process: the shipped server's
 * request listener driven with in-memory requests (bench/in-process.ts), in short blocks that alternate `/healthz`,
 * `/account`, the 50-symbol quotes, a replayed `POST /topup {"amount":1}` under one Idempotency-Key (the whole HTTP
 * path of a journaled POST, answered from its stored response without an engine batch: the bench's "replayed
 * top-up") and the same POST refused by its body schema under a key never stored (`refused`: a fresh POST's path up
 * to the handler, without the replay's indexed read and without the engine), the order reversed every other block,
 * so that load on a shared machine hits them alike. Per route: the median CPU per request over the blocks, and the
 * median of its difference to the `/healthz` block beside it, which is what the ratios turn on.
 * `node --max-semi-space-size=64 bench/read-delta-micro.ts` (DELTA_BLOCK requests per block,
 * DELTA_BLOCKS). `DELTA_ONLY=replay,refused` measures only those beside `/healthz`. `DELTA_TREE=/path/to/other/worktree`
 * measures that tree's code with this script's driver (an A/B against a base checkout without this file).
 */
import { join } from 'node:path';
import { cpuPerRequestUs, jsonBodyOf, median, treeService, type InProcessBody } from './in-process.ts';

const BLOCK = Number(process.env.DELTA_BLOCK ?? 2000);
const BLOCKS = Number(process.env.DELTA_BLOCKS ?? 30);
const SANDBOX = '/api/sandbox/v1/partner';
const REPLAY_KEY = 'read-delta-topup';

interface Target {
  readonly name: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly request: { method?: string; body?: InProcessBody; expect?: number };
}

const { tree, listener, apiKey, close } = await treeService('read-delta', REPLAY_KEY);
try {
  const { batchSymbols } = (await import(join(tree, 'bench/market.ts'))) as typeof import('./market.ts');
  const auth = { authorization: `Bearer ${apiKey}` };
  const targets: Target[] = [
    { name: 'healthz', url: '/healthz', headers: {}, request: {} },
    { name: 'account', url: `${SANDBOX}/account`, headers: auth, request: {} },
    { name: 'quotes', url: `${SANDBOX}/market/quotes?symbols=${batchSymbols().join(',')}`, headers: auth, request: {} },
    {
      name: 'replay',
      url: `${SANDBOX}/topup`,
      headers: { ...auth, 'idempotency-key': REPLAY_KEY },
      request: { method: 'POST', body: jsonBodyOf({ amount: 1 }), expect: 201 },
    },
    {
      // A refused request stores nothing, so its key stays fresh (the in-memory filter answers it); it pays the
      // error envelope a success does not.
      name: 'refused',
      url: `${SANDBOX}/topup`,
      headers: { ...auth, 'idempotency-key': 'read-delta-never-stored' },
      request: { method: 'POST', body: jsonBodyOf({ amount: -1 }), expect: 400 },
    },
  ];
  const only = process.env.DELTA_ONLY?.split(',');
  const measured = only ? targets.filter((t) => t.name === 'healthz' || only.includes(t.name)) : targets;
  for (const t of measured) for (let i = 0; i < 3; i += 1) await cpuPerRequestUs(listener, t.url, t.headers, BLOCK, t.request);
  const perRequest = new Map<string, number[]>(measured.map((t) => [t.name, []]));
  const overHealthz = new Map<string, number[]>(measured.map((t) => [t.name, []]));
  for (let b = 0; b < BLOCKS; b += 1) {
    const got = new Map<string, number>();
    for (const t of b % 2 === 0 ? measured : [...measured].reverse()) got.set(t.name, await cpuPerRequestUs(listener, t.url, t.headers, BLOCK, t.request));
    for (const t of measured) {
      perRequest.get(t.name)!.push(got.get(t.name)!);
      overHealthz.get(t.name)!.push(got.get(t.name)! - got.get('healthz')!);
    }
  }
  process.stdout.write(`${tree}\n`);
  for (const t of measured) {
    const cost = median(perRequest.get(t.name)!).toFixed(1).padStart(6);
    process.stdout.write(
      `${t.name.padEnd(8)} ${cost} µs CPU/req, ${median(overHealthz.get(t.name)!).toFixed(1).padStart(5)} µs over /healthz (medians of ${BLOCKS} blocks)\n`,
    );
  }
} finally {
  await close();
}
