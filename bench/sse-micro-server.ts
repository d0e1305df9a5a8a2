/** The stream micros' server (bench/stream-write-micro.ts, bench/stream-lag-micro.ts): bare node:http SSE responses, kept open. */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SharedChunk } from '../http/stream/broadcaster.ts';

export interface SseMicroServer {
  readonly server: Server;
  readonly port: number;
  /** Every open response, in the order the clients connected. */
  readonly responses: ServerResponse[];
  /** Resolves once `n` clients are connected. */
  connected(n: number): Promise<void>;
}

export async function sseMicroServer(): Promise<SseMicroServer> {
  const responses: ServerResponse[] = [];
  const server = createServer((_req, res) => {
    res.socket?.setNoDelay(true);
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(': connected\n\n');
    responses.push(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const connected = async (n: number): Promise<void> => {
    while (responses.length < n) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  return { server, port, responses, connected };
}

/**
 * One flush of `chunk` to every response, as the broadcaster writes it (pre-framed straight to the socket,
 * `direct`) or through node:http's `res.write`; resolves with the milliseconds it took, up to the end of the
 * next tick: node:http corks the socket on a chunked write and uncorks (the writev) then, so that is counted.
 */
export async function flushMs(responses: readonly ServerResponse[], chunk: SharedChunk, direct: boolean): Promise<number> {
  const started = performance.now();
  for (const res of responses) {
    if (direct) res.socket!.write(chunk.chunked);
    else res.write(chunk.bytes);
  }
  await new Promise<void>((resolve) => process.nextTick(resolve));
  return performance.now() - started;
}
