/**
 * Raw TCP clients for the connection-level tests (timeouts, caps, answers Node's HTTP parser gives
 * before Koa sees a request): a socket that records what the server wrote and when the server closed it.
 */
import { connect, type Socket } from 'node:net';
import type { TestServer } from '../helpers/server.ts';

export interface RawClient {
  readonly socket: Socket;
  /** Everything the server wrote so far. */
  text(): string;
  /** Resolves once the connection is closed (by either side), with everything the server wrote. */
  readonly closed: Promise<string>;
  isClosed(): boolean;
}

/** Connects to the test server; resolves once connected. Nothing is sent. */
export function rawConnect(s: TestServer): Promise<RawClient> {
  const { hostname, port } = new URL(s.url);
  return new Promise((resolve, reject) => {
    let received = '';
    let done = false;
    const socket = connect({ host: hostname, port: Number(port) });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    // A reset after the server's answer is expected (the server destroys the socket once it answered).
    socket.on('error', () => undefined);
    const closed = new Promise<string>((resolveClosed) =>
      socket.once('close', () => {
        done = true;
        resolveClosed(received);
      }),
    );
    socket.once('connect', () => {
      socket.off('error', reject);
      resolve({ socket, text: () => received, closed, isClosed: () => done });
    });
    socket.once('error', reject);
  });
}

/** Sends `request` on a fresh connection and returns everything the server wrote before it closed. */
export async function rawExchange(s: TestServer, request: string): Promise<string> {
  const client = await rawConnect(s);
  client.socket.write(request);
  return client.closed;
}

export interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: any;
}

/** Parses one HTTP/1.1 response with a JSON body (as the server's raw answers are written). */
export function parseRawResponse(raw: string): RawResponse {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`no complete response head in ${JSON.stringify(raw.slice(0, 200))}`);
  const [statusLine, ...lines] = raw.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine!)?.[1]);
  const headers = Object.fromEntries(
    lines.map((l) => {
      const i = l.indexOf(':');
      return [l.slice(0, i).trim().toLowerCase(), l.slice(i + 1).trim()];
    }),
  );
  const text = raw.slice(end + 4);
  return { status, headers, body: text ? JSON.parse(text) : undefined };
}
