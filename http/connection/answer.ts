/**
 * An error answer written straight to a socket, for the failures the HTTP server meets before a request
 * reaches Koa (a request head it cannot parse, a timeout, a connection over a cap): the same envelope the
 * error boundary renders, with a fresh request id, then the connection is closed.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { envelope, type ServiceError } from '../errors.ts';
import { newRequestId } from '../middleware/request-id.ts';

export function answerAndClose(socket: Duplex, err: ServiceError): void {
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
  // What Node itself does with its bare default answers: one write, then the socket is destroyed (the
  // answer is already with the kernel; a client still sending may see a reset after reading it).
  socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
  socket.destroy();
}
