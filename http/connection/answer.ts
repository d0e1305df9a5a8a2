/**
 * An error answer written straight to a socket, for the failures the HTTP server meets before a request
 * reaches Koa (a request head it cannot parse, a timeout, a connection over a cap): the same envelope the
 * error boundary renders, with a fresh request id, then the connection is closed.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { envelope, type ServiceError } from '../errors.ts';
import { newRequestId } from '../middleware/request-id.ts';

/**
 * How long a connection answered with `lingering` stays open reading what the client still sends, at most.
 * The client closes its side as soon as it has read the answer (`Connection: close`), which ends it sooner.
 */
export const LINGER_MS = 2_000;

export interface AnswerOptions {
  /**
   * Close gracefully: send the answer and a FIN, keep reading (and discarding) what the client is still
   * sending until it closes its side or LINGER_MS pass, then destroy. Closing a socket whose receive buffer
   * still holds unread bytes makes the kernel send a reset, which can reach the client before it read the
   * answer (undici: "other side closed"): a request head cut at 16 KB leaves the rest of it unread.
   * Without it the socket is destroyed at once (refusals at a connection cap, where holding sockets is
   * what must not happen).
   */
  readonly lingering?: boolean;
}

function rawAnswer(err: ServiceError): string {
  const requestId = newRequestId();
  const body = JSON.stringify(envelope(err, requestId));
  const head = [
    `HTTP/1.1 ${err.status} ${STATUS_CODES[err.status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    `X-Request-Id: ${requestId}`,
    ...Object.entries(err.headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${head.join('\r\n')}\r\n\r\n${body}`;
}

export function answerAndClose(socket: Socket, err: ServiceError, options: AnswerOptions = {}): void {
  const answer = rawAnswer(err);
  if (!options.lingering) {
    // What Node itself does with its bare default answers: one write, then the socket is destroyed (the
    // answer is already with the kernel; a client still sending may see a reset after reading it).
    socket.write(answer);
    socket.destroy();
    return;
  }
  // The HTTP server keeps reading the socket into its (failed) parser, which discards the bytes.
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  socket.end(answer);
}
