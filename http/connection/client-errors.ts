/**
 * Node's HTTP parser refuses some requests before Koa sees them: a request line and headers over
 * maxHeaderSize (16 KB), a malformed request, a head or body that did not arrive within the timeouts.
 * Node's own answer to these is a bare status line; this one carries the error envelope. A client that
 * already went away, or a connection that already got part of an answer, is only closed.
 */
import { maxHeaderSize, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import type { HttpLimits } from '../../engine/config.ts';
import { ServiceError } from '../errors.ts';
import { answerAndClose } from './answer.ts';

function answerFor(code: string | undefined, limits: HttpLimits): ServiceError {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return new ServiceError('HEADERS_TOO_LARGE', `the request line and headers exceed ${maxHeaderSize / 1024} KB`);
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return new ServiceError('PAYLOAD_TOO_LARGE', 'the chunk extensions of the request body are too large');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ServiceError(
        'REQUEST_TIMEOUT',
        `the request headers must arrive within ${limits.headersTimeoutMs} ms and the whole request within ${limits.requestTimeoutMs} ms`,
      );
    default:
      return new ServiceError('VALIDATION_ERROR', 'malformed HTTP request');
  }
}

export function answerClientErrors(server: Server, limits: HttpLimits, log: Logger): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable || socket.bytesWritten > 0) {
      socket.destroy();
      return;
    }
    log.debug({ code: err.code, remoteAddress: socket.remoteAddress }, 'request refused by the HTTP parser');
    answerAndClose(socket, answerFor(err.code, limits));
  });
}
