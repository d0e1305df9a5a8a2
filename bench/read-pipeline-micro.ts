/**
 * In-process cost of the read paths' own work (issue 17, round 2): the shipped server's request listener
 * (the whole Koa app: request id, gates, route table, the authenticated pipeline, the handler, Koa's
 * respond) driven with in-memory requests, so neither the socket, the HTTP parser nor the kernel's
 * `writev` (the same for every route) is in the figure. Rounds alternate `/healthz`, `/account` and the
 * 50-symbol quotes in one process, so machine load hits the three alike; the figure per route is the
 * median of the rounds' process CPU per request.
 * `node --max-semi-space-size=64 --import tsx bench/read-pipeline-micro.ts` (MICRO_REQUESTS per round,
 * MICRO_ROUNDS, MICRO_ONLY=healthz|account|quotes). The larger young generation keeps the garbage collector's
 * timing (which varied 2x between runs on a loaded machine) from swamping the differences measured.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../engine/config.ts';
import { startServer } from '../http/server.ts';
import { batchSymbols } from './market.ts';
import { benchServiceEnv, call, registerUnthrottledPartner } from './partner.ts';

const REQUESTS = Number(process.env.MICRO_REQUESTS ?? 20_000);
const ROUNDS = Number(process.env.MICRO_ROUNDS ?? 7);
const SANDBOX = '/api/sandbox/v1/partner';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** What Koa reads of the request's socket (its address); a real socket is never written. */
const socket = { remoteAddress: '127.0.0.1', encrypted: false } as unknown as Socket;

/** One request through the listener; resolves when Koa has handed the response its body. */
function serve(listener: Listener, url: string, headers: Record<string, string>): Promise<number> {
  const req = new IncomingMessage(socket);
  req.method = 'GET';
  req.url = url;
  req.headers = { host: '127.0.0.1', ...headers };
  req.push(null);
  const res = new ServerResponse(req);
  return new Promise((resolve) => {
    const end = res.end.bind(res);
    res.end = ((...args: Parameters<ServerResponse['end']>) => {
      end(...args);
      // What the server does once the bytes are out: listeners waiting for the end let go of the request.
      res.emit('finish');
      res.emit('close');
      req.emit('close');
      resolve(res.statusCode);
      return res;
    }) as ServerResponse['end'];
    listener(req, res);
  });
}

async function cpuPerRequestUs(listener: Listener, url: string, headers: Record<string, string>): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i += 1) {
    const status = await serve(listener, url, headers);
    if (status !== 200) throw new Error(`${url} answered ${status}`);
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / REQUESTS;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

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
  for (const [url, headers] of Object.values(targets)) await cpuPerRequestUs(listener, url, headers);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, [url, headers]] of Object.entries(targets)) samples.get(name)!.push(await cpuPerRequestUs(listener, url, headers));
    if (process.env.MICRO_HEAP) process.stderr.write(`heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB\n`);
  }
  for (const [name, xs] of samples) {
    process.stdout.write(`${name.padEnd(8)} ${median(xs).toFixed(1).padStart(6)} µs CPU/req (median of ${ROUNDS}; min ${Math.min(...xs).toFixed(1)})\n`);
  }
} finally {
  await running.close();
  rmSync(dataDir, { recursive: true, force: true });
}
