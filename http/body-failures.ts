/**
 * What a failure to read, decode or parse a request body means, as the spec's errors. Such a failure
 * is the client's doing, so it is a 4xx in the envelope and never logged as ours:
 * - the client hung up before its body was complete: logged at debug (nobody is left to read an
 *   answer, and a dropped connection is ordinary on the internet);
 * - more than the 1 MiB limit, once decoded: 413 PAYLOAD_TOO_LARGE;
 * - a Content-Encoding the service does not speak: 415 UNSUPPORTED_MEDIA_TYPE (so is a charset other than
 *   UTF-8, refused before the body is read: http/middleware/json-body.ts);
 * - bytes that do not decode as their Content-Encoding says (a gzip header on plain JSON), a body
 *   shorter or longer than its Content-Length, or text that is not JSON: 400 VALIDATION_ERROR.
 * Anything else thrown while parsing (a bug of ours or of a library) is passed on unchanged: a 500.
 */
import type { IncomingMessage } from 'node:http';
import type { AppContext } from './context.ts';
import { ServiceError } from './errors.ts';

/** The request stream ended early: its connection closed before the whole message arrived. */
export function clientGone(req: IncomingMessage): boolean {
  return req.destroyed && !req.complete;
}

/** The answer to a client that hung up mid-body (nobody reads it); the log line is a debug one. */
export function bodyCutShort(ctx: AppContext): ServiceError {
  ctx.state.log.debug({ method: ctx.method, path: ctx.path }, 'client closed the connection before its request body was complete');
  return new ServiceError('VALIDATION_ERROR', 'the request body ended before it was complete');
}

interface ParseFailure {
  readonly type?: string;
  readonly status?: number;
  readonly code?: string;
  readonly message?: string;
}

/** What a body parser's error says of itself: its fields of those names that hold the expected types. */
function parseFailureOf(thrown: unknown): ParseFailure {
  if (typeof thrown !== 'object' || thrown === null) return {};
  const { type, status, code } = { type: Reflect.get(thrown, 'type'), status: Reflect.get(thrown, 'status'), code: Reflect.get(thrown, 'code') };
  return {
    type: typeof type === 'string' ? type : undefined,
    status: typeof status === 'number' ? status : undefined,
    code: typeof code === 'string' ? code : undefined,
  };
}

/** node:zlib's error codes: zlib's own (Z_DATA_ERROR, Z_BUF_ERROR...) and brotli's (ERR__ERROR_FORMAT_...). */
const DECOMPRESSION_CODE = /^(Z_|ERR__ERROR_|ERR_BROTLI_)/;

function unsupportedEncoding(ctx: AppContext): ServiceError {
  return new ServiceError(
    'UNSUPPORTED_MEDIA_TYPE',
    `unsupported Content-Encoding ${JSON.stringify(ctx.get('Content-Encoding'))}: send identity, gzip, deflate or br`,
  );
}

export function bodyFailure(ctx: AppContext, thrown: unknown): unknown {
  if (thrown instanceof ServiceError) return thrown;
  if (clientGone(ctx.req)) return bodyCutShort(ctx);
  const e = parseFailureOf(thrown);
  switch (e.type) {
    case 'request.aborted':
      return bodyCutShort(ctx);
    case 'entity.too.large':
      return new ServiceError('PAYLOAD_TOO_LARGE', 'request body exceeds the 1 MiB limit');
    case 'encoding.unsupported':
      return unsupportedEncoding(ctx);
    case 'request.size.invalid':
      return new ServiceError('VALIDATION_ERROR', 'the request body length does not match its Content-Length');
  }
  // The decompressing stream (inflation) refuses an unknown coding with a bare 415, without a type.
  if (e.status === 415) return unsupportedEncoding(ctx);
  if (typeof e.code === 'string' && DECOMPRESSION_CODE.test(e.code)) {
    return new ServiceError('VALIDATION_ERROR', `the request body does not decode as its Content-Encoding (${ctx.get('Content-Encoding')}) says`);
  }
  if (thrown instanceof SyntaxError || e.type === 'entity.parse.failed') {
    return new ServiceError('VALIDATION_ERROR', 'request body is not valid JSON (a JSON object is expected)');
  }
  return thrown;
}
