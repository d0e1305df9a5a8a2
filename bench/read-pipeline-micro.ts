/**
 * In-process cost of the read paths' own work: the shipped server's request listener
 * (the whole Koa app: request id, gates, route table, the authenticated pipeline, the handler, Koa's
 * respond) driven with in-memory requests, so neither the socket, the HTTP parser nor the kernel's
 * `writev` (the same for every route) is in the figure. Rounds alternate `/healthz`, `/account` and the
 * 50-symbol quotes in one process, so machine load hits the three alike; the figure per route is the
 * median of the rounds' process CPU per request.
 * `node --max-semi-space-size=64 bench/read-pipeline-micro.ts` (MICRO_REQUESTS per round,
 * MICRO_ROUNDS, MICRO_ONLY=healthz|account|quotes). The larger young generation keeps the garbage collector's
 * timing (which varied 2x between runs on a loaded machine) from swamping the differences measured.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuPerRequestUs, median, type Listener } from './in-process.ts';
import { pino } from 'pino';
import { loadConfig } from '../engine/config.ts';
import { startServer } from '../http/server.ts';
import { batchSymbols } from './market.ts';
import { benchServiceEnv, call, registerUnthrottledPartner } from './partner.ts';

const REQUESTS = Number(process.env.MICRO_REQUESTS ?? 20_000);
const ROUNDS = Number(process.env.MICRO_ROUNDS ?? 7);
const SANDBOX = '/api/sandbox/v1/partner';

const dataDir = mkdtempSync(join(tmpdir(), 'pbs-read-micro-'));
const config = loadConfig({ ...benchServiceEnv(dataDir), HTTP_MAX_CONNECTIONS_PER_ADDRESS: '10000' });
const running = await startServer(config, pino({ level: 'warn' }));
try {
  const partner = await registerUnthrottledPartner(running.url);
  await call(running.url, 'POST', `${SANDBOX}/topup`, partner.apiKey, { amount: 1 }, { 'idempotency-key': 'read-micro-topup' });
  const listener = running.server.listeners('request')[0] as Listener;
  const auth = { authorization: `Bearer ${partner.apiKey}` };
  const targets: Record<string, [string, Record<string, string>]> = {
    healthz: ['/healthz', {}],
    account: [`${SANDBOX}/account`, auth],
    quotes: [`${SANDBOX}/market/quotes?symbols=${batchSymbols().join(',')}`, auth],
  };
  const only = process.env.MICRO_ONLY;
  if (only) for (const name of Object.keys(targets)) if (name !== only) delete targets[name];
  const samples = new Map<string, number[]>(Object.keys(targets).map((name) => [name, []]));
  for (const [url, headers] of Object.values(targets)) await cpuPerRequestUs(listener, url, headers, REQUESTS);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, [url, headers]] of Object.entries(targets)) samples.get(name)!.push(await cpuPerRequestUs(listener, url, headers, REQUESTS));
    if (process.env.MICRO_HEAP) process.stderr.write(`heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB\n`);
  }
  for (const [name, xs] of samples) {
    process.stdout.write(`${name.padEnd(8)} ${median(xs).toFixed(1).padStart(6)} µs CPU/req (median of ${ROUNDS}; min ${Math.min(...xs).toFixed(1)})\n`);
  }
} finally {
  await running.close();
  rmSync(dataDir, { recursive: true, force: true });
}
