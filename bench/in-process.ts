/**
 * Requests driven through the shipped server's request listener in memory (bench/read-pipeline-micro.ts and
 * bench/read-delta-micro.ts): no socket, HTTP parser or kernel write in the figure, only the application's work.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** What Koa reads of the request's socket (its address); a real socket is never written. */
const socket = { remoteAddress: '127.0.0.1', encrypted: false } as unknown as Socket;

/** One GET through the listener; resolves with its status when the response has been ended. */
export function serveInProcess(listener: Listener, url: string, headers: Record<string, string>): Promise<number> {
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

/** Process CPU per request (µs) over `count` GETs of `url` in a row, each required to answer 200. */
export async function cpuPerRequestUs(listener: Listener, url: string, headers: Record<string, string>, count: number): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < count; i += 1) {
    const status = await serveInProcess(listener, url, headers);
    if (status !== 200) throw new Error(`${url} answered ${status}`);
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / count;
}

export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
