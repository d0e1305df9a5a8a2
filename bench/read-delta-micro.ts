/**
 * What an authenticated read costs beyond `/healthz`, in process (issue 17, round 4): the shipped server's request
 * listener driven with in-memory requests (as bench/read-pipeline-micro.ts), but in short blocks that alternate
 * `/healthz`, `/account` and the 50-symbol quotes (the order reversed every other block), so that load on a shared
 * machine hits the three alike. Per route: the median CPU per request over the blocks, and the median of its
 * difference to the `/healthz` block beside it, which is what issue 17's ratios turn on.
 * `node --max-semi-space-size=64 --import tsx bench/read-delta-micro.ts` (DELTA_BLOCK requests per block,
 * DELTA_BLOCKS). `DELTA_TREE=/path/to/other/worktree` measures that tree's code with this script (an A/B against
 * a base checkout without this file).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cpuPerRequestUs, median, type Listener } from './in-process.ts';

const BLOCK = Number(process.env.DELTA_BLOCK ?? 2000);
const BLOCKS = Number(process.env.DELTA_BLOCKS ?? 30);
const SANDBOX = '/api/sandbox/v1/partner';
const tree = resolve(process.env.DELTA_TREE ?? join(import.meta.dirname, '..'));

const { pino } = (await import(join(tree, 'node_modules/pino/pino.js'))) as typeof import('pino');
const { loadConfig } = (await import(join(tree, 'engine/config.ts'))) as typeof import('../engine/config.ts');
const { startServer } = (await import(join(tree, 'http/server.ts'))) as typeof import('../http/server.ts');
const { batchSymbols } = (await import(join(tree, 'bench/market.ts'))) as typeof import('./market.ts');
const { benchServiceEnv, call, registerUnthrottledPartner } = (await import(join(tree, 'bench/partner.ts'))) as typeof import('./partner.ts');

const dataDir = mkdtempSync(join(tmpdir(), 'pbs-read-delta-'));
const running = await startServer(loadConfig({ ...benchServiceEnv(dataDir), HTTP_MAX_CONNECTIONS_PER_ADDRESS: '10000' }), pino({ level: 'warn' }));
try {
  const partner = await registerUnthrottledPartner(running.url);
  await call(running.url, 'POST', `${SANDBOX}/topup`, partner.apiKey, { amount: 1 }, { 'idempotency-key': 'read-delta-topup' });
  const listener = running.server.listeners('request')[0] as Listener;
  const auth = { authorization: `Bearer ${partner.apiKey}` };
  const targets: [string, string, Record<string, string>][] = [
    ['healthz', '/healthz', {}],
    ['account', `${SANDBOX}/account`, auth],
    ['quotes', `${SANDBOX}/market/quotes?symbols=${batchSymbols().join(',')}`, auth],
  ];
  for (const [, url, headers] of targets) for (let i = 0; i < 3; i += 1) await cpuPerRequestUs(listener, url, headers, BLOCK);
  const perRequest = new Map<string, number[]>(targets.map(([name]) => [name, []]));
  const overHealthz = new Map<string, number[]>(targets.map(([name]) => [name, []]));
  for (let b = 0; b < BLOCKS; b += 1) {
    const got = new Map<string, number>();
    for (const [name, url, headers] of b % 2 === 0 ? targets : [...targets].reverse()) got.set(name, await cpuPerRequestUs(listener, url, headers, BLOCK));
    for (const [name] of targets) {
      perRequest.get(name)!.push(got.get(name)!);
      overHealthz.get(name)!.push(got.get(name)! - got.get('healthz')!);
    }
  }
  process.stdout.write(`${tree}\n`);
  for (const [name] of targets) {
    const cost = median(perRequest.get(name)!).toFixed(1).padStart(6);
    process.stdout.write(
      `${name.padEnd(8)} ${cost} µs CPU/req, ${median(overHealthz.get(name)!).toFixed(1).padStart(5)} µs over /healthz (medians of ${BLOCKS} blocks)\n`,
    );
  }
} finally {
  await running.close();
  rmSync(dataDir, { recursive: true, force: true });
}
