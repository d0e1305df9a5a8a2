/**
 * Node's HTTP parser refuses some requests before Koa sees them: a request line and headers over
 * maxHeaderSize (16 KB), a malformed request, a head or body that did not arrive within the timeouts.
 * Node's own answer to these is a bare status line; this one carries the error envelope.
 *
 * A kept-alive connection that already served requests is answered too: the answer waits for the
 * responses still in flight on it (pipelined requests before the refused one), then goes out. A failure
 * inside a request still arriving (a malformed chunk, a client that hung up mid-body) is answered at once
 * in that request's place. Only a connection whose client already went away, or whose answer to the cut
 * request already began, is closed without one. A refused head is answered with a
 * graceful close (http/connection/answer.ts): the rest of a 17 KB head is still arriving when the parser
 * stops at 16 KB, and destroying the socket over those unread bytes would reset the connection under
 * the answer.
 */
import { maxHeaderSize, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import type { HttpLimits } from '../../engine/config.ts';
import { ServiceError } from '../errors.ts';
import { answerAndClose } from './answer.ts';

/** What tells when a socket has no response in flight any more (http/connection/guard.ts). */
export interface ResponsesInFlight {
  /**
   * Calls `then` once every response on `socket` has ended: at once when none is in flight ('now'), or
   * when the last ends ('later': requests received whole, answered in order before the refused one).
   * 'cut' (and `then` is never called): a request in flight is still arriving, so the failure is inside
   * it and its own answer will never come.
   */
  afterResponses(socket: Socket, then: () => void): 'now' | 'later' | 'cut';
  /** Whether a response in flight on `socket` has begun to go out (its head is written). */
  responseStarted(socket: Socket): boolean;
}

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

/** The parser failed for good: Node keeps feeding it what arrives, and it answers each chunk with the same error. */
const isParseError = (code: string | undefined): boolean => code?.startsWith('HPE_') === true;

export function answerClientErrors(server: Server, limits: HttpLimits, responses: ResponsesInFlight, log: Logger): void {
  // A failed parser reports again for every later chunk of the same connection: the first report is answered.
  const answered = new WeakSet<Socket>();
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    if (answered.has(socket)) return;
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    answered.add(socket);
    log.debug({ code: err.code, remoteAddress: socket.remoteAddress }, 'request refused by the HTTP parser');
    const answer = answerFor(err.code, limits);
    const when = responses.afterResponses(socket, () => {
      if (!socket.writable) socket.destroy();
      // A timeout leaves the parser working: lingering would let the client send a request after the answer.
      else answerAndClose(socket, answer, { lingering: isParseError(err.code) });
    });
    if (when !== 'cut') return;
    // The request cut short is answered in its own place, unless its answer (or an earlier one) began
    // already; the socket is destroyed at once, which ends that request's wait for the rest of its body.
    if (responses.responseStarted(socket)) socket.destroy();
    else answerAndClose(socket, answer);
  });
}
