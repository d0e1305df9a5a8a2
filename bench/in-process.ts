/**
 * Requests driven through the shipped server's request listener in memory (bench/read-pipeline-micro.ts,
 * bench/read-delta-micro.ts, bench/replay-path-micro.ts): no socket, HTTP parser or kernel write in the figure, only
 * the application's work.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** What Koa reads of the request's socket (its address); a real socket is never written. */
const socket = { remoteAddress: '127.0.0.1', encrypted: false } as unknown as Socket;

/** A request's body as the socket would deliver it: its bytes, with the headers a client sends for them. */
export interface InProcessBody {
  readonly bytes: Buffer;
  readonly contentType: string;
}

/** A JSON body for `serveInProcess` (encoded once; every request pushes the same bytes). */
export const jsonBodyOf = (value: unknown): InProcessBody => ({ bytes: Buffer.from(JSON.stringify(value)), contentType: 'application/json' });

/**
 * One request through the listener (a GET, or `method` with `body`); resolves with its status when the response
 * has been ended.
 */
export function serveInProcess(listener: Listener, url: string, headers: Record<string, string>, method = 'GET', body?: InProcessBody): Promise<number> {
  const req = new IncomingMessage(socket);
  req.method = method;
  req.url = url;
  req.headers = body
    ? { host: '127.0.0.1', 'content-type': body.contentType, 'content-length': String(body.bytes.length), ...headers }
    : { host: '127.0.0.1', ...headers };
  if (body) req.push(body.bytes);
  req.push(null);
  // What Node's parser sets once the whole message is in: a body read to its end then does not abort the socket.
  req.complete = true;
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

/** Process CPU per request (µs) over `count` requests of `url` in a row (GETs unless `method`), each required to answer `expect`. */
export async function cpuPerRequestUs(
  listener: Listener,
  url: string,
  headers: Record<string, string>,
  count: number,
  request: { method?: string; body?: InProcessBody; expect?: number } = {},
): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < count; i += 1) {
    const status = await serveInProcess(listener, url, headers, request.method, request.body);
    if (status !== (request.expect ?? 200)) throw new Error(`${url} answered ${status}`);
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / count;
}

export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A tree's shipped server, as http/server.ts `startServer` answers it. */
export type TreeServer = Awaited<ReturnType<typeof import('../http/server.ts').startServer>>;

/**
 * The shipped server of `tree` (DELTA_TREE, default this checkout: an A/B runs the same driver on a base worktree's
 * code) on a temporary data directory, with one unthrottled sandbox partner that has made one top-up under
 * `replayKey` (the bench's replayed top-up answers from it). `close` stops the server and removes the directory.
 */
export async function treeService(
  label: string,
  replayKey: string,
): Promise<{
  readonly tree: string;
  readonly running: TreeServer;
  readonly listener: Listener;
  readonly apiKey: string;
  close(): Promise<void>;
}> {
  const tree = resolve(process.env.DELTA_TREE ?? join(import.meta.dirname, '..'));
  const { pino } = (await import(join(tree, 'node_modules/pino/pino.js'))) as typeof import('pino');
  const { loadConfig } = (await import(join(tree, 'engine/config.ts'))) as typeof import('../engine/config.ts');
  const { startServer } = (await import(join(tree, 'http/server.ts'))) as typeof import('../http/server.ts');
  const { benchServiceEnv, call, registerUnthrottledPartner } = (await import(join(tree, 'bench/partner.ts'))) as typeof import('./partner.ts');
  const dataDir = mkdtempSync(join(tmpdir(), `pbs-${label}-`));
  const running = await startServer(loadConfig({ ...benchServiceEnv(dataDir), HTTP_MAX_CONNECTIONS_PER_ADDRESS: '10000' }), pino({ level: 'warn' }));
  const close = async (): Promise<void> => {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const { apiKey } = await registerUnthrottledPartner(running.url);
    await call(running.url, 'POST', '/api/sandbox/v1/partner/topup', apiKey, { amount: 1 }, { 'idempotency-key': replayKey });
    return { tree, running, listener: running.server.listeners('request')[0] as Listener, apiKey, close };
  } catch (error) {
    await close();
    throw error;
  }
}
