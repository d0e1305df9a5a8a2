/**
 * Caps open connections, per client address and in total, so that sockets doing nothing cannot use up
 * file descriptors and starve real clients. At a cap the oldest connection without a request in flight
 * (one that never sent a complete request head, or an idle keep-alive one) is closed to make room for
 * the newcomer: a flood of idle sockets only ever displaces other idle sockets, so a client that comes
 * to send a request gets in. Only when every connection under the cap has a request in flight (streams
 * included) is the newcomer refused: 429 RATE_LIMITED over the per-address cap, 503 SERVICE_UNAVAILABLE
 * over the total, both with Retry-After, written at once and the socket closed.
 *
 * IPv6 clients are counted per /64 (one subscriber's usual allocation, RFC 6177), so a single host
 * cannot escape the per-address cap by cycling through its own addresses.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Logger } from 'pino';
import type { HttpLimits } from '../../engine/config.ts';
import { ServiceError } from '../errors.ts';
import { answerAndClose } from './answer.ts';
import type { ResponsesInFlight } from './client-errors.ts';

export interface ConnectionStats {
  /** Connections held now. */
  readonly open: number;
  /** Of those, connections with a request in flight. */
  readonly busy: number;
  /** Idle connections closed to make room since start. */
  readonly evicted: number;
  /** Newcomers refused at a cap since start. */
  readonly refused: number;
}

/** The key a client is counted under: its IPv4 address (IPv4-mapped unwrapped), or its IPv6 /64. */
export function clientKey(remoteAddress: string | undefined): string {
  if (!remoteAddress || !ipaddr.isValid(remoteAddress)) return 'unknown';
  const ip = ipaddr.process(remoteAddress);
  if (ip instanceof ipaddr.IPv4) return ip.toString();
  return `${ip.parts
    .slice(0, 4)
    .map((p) => p.toString(16))
    .join(':')}::/64`;
}

/** A set of sockets kept oldest first, per key. */
class Ages {
  private readonly byKey = new Map<string, Set<Socket>>();

  add(key: string, socket: Socket): void {
    let set = this.byKey.get(key);
    if (!set) this.byKey.set(key, (set = new Set()));
    set.add(socket);
  }

  delete(key: string, socket: Socket): void {
    const set = this.byKey.get(key);
    if (!set?.delete(socket)) return;
    if (set.size === 0) this.byKey.delete(key);
  }

  oldest(key: string): Socket | undefined {
    return this.byKey.get(key)?.values().next().value;
  }

  count(key: string): number {
    return this.byKey.get(key)?.size ?? 0;
  }
}

export class ConnectionGuard implements ResponsesInFlight {
  /** Every held socket and its client key. */
  private readonly held = new Map<Socket, string>();
  /** The responses of the requests in flight per socket (HTTP/1.1 pipelining may queue several); absent means idle. */
  private readonly inFlight = new Map<Socket, Set<ServerResponse>>();
  /** Idle sockets, oldest idle first: overall (key '') and per client. */
  private readonly idleAll = new Set<Socket>();
  private readonly idleByClient = new Ages();
  private readonly heldByClient = new Ages();
  /** What waits for a socket's responses in flight to end (an answer to a refused pipelined request). */
  private readonly waiting = new Map<Socket, () => void>();
  private evicted = 0;
  private refused = 0;

  private readonly limits: Pick<HttpLimits, 'maxConnections' | 'maxConnectionsPerAddress'>;
  private readonly log: Logger;
  constructor(limits: Pick<HttpLimits, 'maxConnections' | 'maxConnectionsPerAddress'>, log: Logger) {
    this.limits = limits;
    this.log = log;
  }

  attach(server: Server): void {
    server.on('connection', (socket: Socket) => this.admit(socket));
    server.on('request', (req: IncomingMessage, res: ServerResponse) => this.track(req.socket, res));
  }

  stats(): ConnectionStats {
    return { open: this.held.size, busy: this.inFlight.size, evicted: this.evicted, refused: this.refused };
  }

  afterResponses(socket: Socket, then: () => void): 'now' | 'later' | 'cut' {
    const responses = this.inFlight.get(socket);
    if (!responses) {
      then();
      return 'now';
    }
    for (const res of responses) if (!res.req.complete) return 'cut';
    this.waiting.set(socket, then);
    return 'later';
  }

  responseStarted(socket: Socket): boolean {
    for (const res of this.inFlight.get(socket) ?? []) if (res.headersSent) return true;
    return false;
  }

  private admit(socket: Socket): void {
    const key = clientKey(socket.remoteAddress);
    const perAddress = this.limits.maxConnectionsPerAddress;
    if (this.heldByClient.count(key) >= perAddress && !this.evict(this.idleByClient.oldest(key))) {
      this.refuse(
        socket,
        key,
        new ServiceError('RATE_LIMITED', `at most ${perAddress} concurrent connections from one address, each with a request in flight`, {
          headers: { 'Retry-After': '1' },
          extra: { limit: perAddress },
        }),
      );
      return;
    }
    if (this.held.size >= this.limits.maxConnections && !this.evict(this.idleAll.values().next().value)) {
      this.refuse(
        socket,
        key,
        new ServiceError('SERVICE_UNAVAILABLE', 'the server holds its maximum of concurrent connections; retry shortly', {
          headers: { 'Retry-After': '1' },
        }),
      );
      return;
    }
    this.held.set(socket, key);
    this.heldByClient.add(key, socket);
    this.markIdle(socket, key);
    socket.once('close', () => this.forget(socket));
  }

  /** A request arrived on the socket: it is busy until every response on it has ended. */
  private track(socket: Socket, res: ServerResponse): void {
    const key = this.held.get(socket);
    if (key === undefined) return;
    let responses = this.inFlight.get(socket);
    if (!responses) this.inFlight.set(socket, (responses = new Set()));
    responses.add(res);
    this.idleAll.delete(socket);
    this.idleByClient.delete(key, socket);
    const inFlight = responses;
    res.once('close', () => {
      inFlight.delete(res);
      if (inFlight.size > 0) return;
      if (this.inFlight.get(socket) === inFlight) this.inFlight.delete(socket);
      if (this.held.has(socket) && !socket.destroyed) this.markIdle(socket, key);
      const then = this.waiting.get(socket);
      if (then) {
        this.waiting.delete(socket);
        then();
      }
    });
  }

  private markIdle(socket: Socket, key: string): void {
    this.idleAll.add(socket);
    this.idleByClient.add(key, socket);
  }

  /** Closes an idle socket to make room; false when there is none. Counts drop at once, not on 'close'. */
  private evict(socket: Socket | undefined): boolean {
    if (!socket) return false;
    this.forget(socket);
    socket.destroy();
    this.evicted += 1;
    return true;
  }

  private forget(socket: Socket): void {
    const key = this.held.get(socket);
    if (key === undefined) return;
    this.held.delete(socket);
    this.heldByClient.delete(key, socket);
    this.idleAll.delete(socket);
    this.idleByClient.delete(key, socket);
    this.inFlight.delete(socket);
    this.waiting.delete(socket);
  }

  private refuse(socket: Socket, key: string, answer: ServiceError): void {
    this.refused += 1;
    this.log.warn({ client: key, status: answer.status, ...this.stats() }, 'connection refused at the cap');
    answerAndClose(socket, answer);
  }
}
