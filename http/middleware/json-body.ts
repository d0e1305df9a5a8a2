/**
 * Request bodies, read once and checked once. The fast path takes the body almost every mutating call
 * carries: small, uncompressed `application/json` with a Content-Length. Anything else (other JSON
 * types, encodings, chunked or large bodies, forms) goes to the general reader (koa-body, which reads
 * JSON as text here and leaves the parse to this module). JSON is parsed the same way on both: the text
 * is scanned first (http/json-shape.ts: depth, members and elements, string lengths, NUL and lone
 * surrogates), so a hostile body is refused before JSON.parse spends anything on it, then parsed
 * strictly (an object or an array; no `__proto__` keys, refused by @hapi/bourne), and the value passes
 * the number range check (http/json-shape.ts) and the exactness check (http/json-numbers.ts: every number
 * reads back as written). Both leave the body text as received on `ctx.request.rawBody`. A charset other
 * than UTF-8 is refused (415): JSON is UTF-8 (RFC 8259 section 8.1) and reading other bytes as UTF-8
 * would store something the client did not send. A body that cannot be read, decoded or parsed is the
 * client's failure (http/body-failures.ts), never a 500.
 */
import Bourne from '@hapi/bourne';
import type { IncomingMessage } from 'node:http';
import { bodyCutShort, bodyFailure, clientGone } from '../body-failures.ts';
import type { AppContext, AppMiddleware } from '../context.ts';
import { ServiceError } from '../errors.ts';
import { inexactNumber } from '../json-numbers.ts';
import { jsonShapeProblem, jsonTextProblem, NOT_TEXT } from '../json-shape.ts';

/** Bodies up to this size take the fast path; the general parser enforces the 1 MiB limit. */
const FAST_PATH_MAX_BYTES = 64 * 1024;
const PLAIN_JSON = /^application\/json\s*(;\s*charset=utf-8\s*)?$/i;
const STRICT_START = /^[ \t\n\r]*[[{]/;

/** A parse failure shaped like the general parser's (http/body-failures.ts reads the type). */
function invalid(message: string, type: string): Error {
  return Object.assign(new SyntaxError(message), { status: 400, type });
}

/**
 * Reads a body of a known length to its end: resolves with its text; rejects when the bytes do not match the
 * length or the client hangs up. A class with bound methods rather than closures made per request: tsx keeps
 * function names, which costs a call per named closure created, and this ran five per POST.
 */
class ExactBody {
  private readonly chunks: Buffer[] = [];
  private received = 0;
  private readonly onData = this.data.bind(this);
  private readonly onEnd = this.end.bind(this);
  private readonly onError = this.error.bind(this);
  private readonly onClose = this.close.bind(this);

  private readonly req: IncomingMessage;
  private readonly length: number;
  private readonly resolve: (text: string) => void;
  private readonly reject: (error: unknown) => void;
  constructor(req: IncomingMessage, length: number, resolve: (text: string) => void, reject: (error: unknown) => void) {
    this.req = req;
    this.length = length;
    this.resolve = resolve;
    this.reject = reject;
    req.on('data', this.onData);
    req.on('end', this.onEnd);
    req.on('error', this.onError);
    req.on('close', this.onClose);
  }

  private cleanup(): void {
    this.req.off('data', this.onData);
    this.req.off('end', this.onEnd);
    this.req.off('error', this.onError);
    this.req.off('close', this.onClose);
  }

  private data(chunk: Buffer): void {
    this.received += chunk.length;
    if (this.received > this.length) {
      this.cleanup();
      this.reject(invalid('request size did not match content length', 'request.size.invalid'));
      return;
    }
    this.chunks.push(chunk);
  }

  private end(): void {
    this.cleanup();
    const { chunks, received } = this;
    if (received !== this.length) this.reject(invalid('request size did not match content length', 'request.size.invalid'));
    else this.resolve(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks, received).toString('utf8'));
  }

  private error(error: Error): void {
    this.cleanup();
    this.reject(error);
  }

  /** 'close' before 'end': the connection went away mid-body (body-failures reads that off the request). */
  private close(): void {
    this.cleanup();
    this.reject(Object.assign(new Error('request aborted'), { type: 'request.aborted' }));
  }
}

/** The body's bytes as text; rejects when they do not match the length or the client hangs up. */
function readExactly(req: IncomingMessage, length: number): Promise<string> {
  return new Promise((resolve, reject) => {
    new ExactBody(req, length, resolve, reject);
  });
}

/**
 * The media types read as JSON: koa-body's own list for its JSON parser, now read as text by it and
 * parsed here (http/pipeline.ts passes the same list).
 */
export const JSON_TYPES = ['application/json', 'application/json-patch+json', 'application/vnd.api+json', 'application/csp-report', 'application/reports+json'];

/** Strict JSON (an object or an array) without prototype-poisoning keys, refused unread past the scan's bounds. */
function parseStrictJson(text: string): AppContext['request']['body'] {
  if (!STRICT_START.test(text)) throw invalid('invalid JSON, only supports object and array', 'entity.parse.failed');
  const problem = jsonTextProblem(text);
  if (problem !== null) throw new ServiceError('VALIDATION_ERROR', problem);
  return Bourne.parse(text, { protoAction: 'error' });
}

/** A NUL in a form body: percent-encoded or raw (a lone surrogate cannot arrive: invalid UTF-8 decodes to U+FFFD). */
const FORM_NUL = /%00|\0/;

/**
 * Finishes what the general reader read: the text of a JSON body is parsed as the fast path parses it
 * (koa-body keeps it as it came); a form, already parsed, is held to the same no-NUL rule as JSON.
 */
function finishGeneral(ctx: AppContext): void {
  const request = ctx.request;
  if (typeof request.body === 'string') {
    // An empty JSON body is an empty object, as koa-body's own strict JSON parser had it.
    request.body = request.body === '' ? {} : parseStrictJson(request.body);
  } else if (typeof ctx.request.rawBody === 'string' && FORM_NUL.test(ctx.request.rawBody)) {
    throw new ServiceError('VALIDATION_ERROR', NOT_TEXT);
  }
}

/** UTF-8 under any of its spellings; a charset parameter absent or empty says nothing. */
const UTF8 = /^utf-?8$/i;

/** 415 for a body whose declared charset is not UTF-8: read as UTF-8 it would not be the text the client meant. */
function refuseForeignCharset(ctx: AppContext): void {
  const { headers } = ctx.req;
  if (headers['transfer-encoding'] === undefined && !(Number(headers['content-length']) > 0)) return;
  const charset = ctx.request.charset;
  if (charset === '' || UTF8.test(charset)) return;
  throw new ServiceError('UNSUPPORTED_MEDIA_TYPE', `unsupported charset ${JSON.stringify(charset).slice(0, 80)}: send UTF-8 (JSON is UTF-8, RFC 8259)`);
}

/** Parses the fast path's text onto the request: a parse failure rejects, as a read failure does. */
function readFast(ctx: AppContext, length: number): Promise<void> {
  return readExactly(ctx.req, length).then((text) => {
    ctx.request.body = parseStrictJson(text);
    // Kept where the general parser (includeUnparsed) keeps it: signed requests hash these exact bytes.
    ctx.request.rawBody = text;
  });
}

/**
 * Runs the general parser up to the point where it would call the rest of the pipeline. A client that
 * hangs up mid-body settles it at once: a decompressing stream would otherwise wait for the rest of a
 * body that is never coming (inflation pipes the request into zlib, which does not pass on the close).
 */
function readGeneral(ctx: AppContext, general: AppMiddleware): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    refuseForeignCharset(ctx);
    const onClose = (): void => {
      if (clientGone(ctx.req)) reject(Object.assign(new Error('request aborted'), { type: 'request.aborted' }));
    };
    ctx.req.once('close', onClose);
    const done = (error?: unknown): void => {
      ctx.req.off('close', onClose);
      if (error !== undefined) reject(error);
      else {
        try {
          finishGeneral(ctx);
          resolve();
        } catch (thrown) {
          reject(thrown);
        }
      }
    };
    general(ctx, async () => done()).catch(done);
  });
}

function isFastPath(ctx: AppContext): number | null {
  const headers = ctx.req.headers;
  const length = Number(headers['content-length']);
  const fast =
    PLAIN_JSON.test(headers['content-type'] ?? '') &&
    (headers['content-encoding'] === undefined || headers['content-encoding'] === 'identity') &&
    headers['transfer-encoding'] === undefined &&
    Number.isInteger(length) &&
    length > 0 &&
    length <= FAST_PATH_MAX_BYTES;
  return fast ? length : null;
}

/** A JSON body (the fast path's, or the general parser's JSON): not a form, whose values are text. */
function isJsonText(ctx: AppContext): boolean {
  return PLAIN_JSON.test(ctx.req.headers['content-type'] ?? '') || ctx.request.is('json', '+json') !== false;
}

export function jsonBody(general: AppMiddleware): AppMiddleware {
  // Not async: one handler pair on the read's promise instead of two async frames; a body
  // that cannot be read or parsed is refused by the failure handler, a shape problem or anything the rest of the
  // pipeline throws passes on as it is.
  return function parseBody(ctx, next) {
    // Gone before the parser could listen: nothing more will arrive.
    if (clientGone(ctx.req)) throw bodyCutShort(ctx);
    const fastLength = isFastPath(ctx);
    return (fastLength !== null ? readFast(ctx, fastLength) : readGeneral(ctx, general)).then(
      () => {
        const body = ctx.request.body;
        const problem = jsonShapeProblem(body);
        if (problem !== null) throw new ServiceError('VALIDATION_ERROR', problem);
        // Numbers as written (http/json-numbers.ts); a form body holds text, which the schemas read as written.
        const inexact = typeof ctx.request.rawBody === 'string' && isJsonText(ctx) ? inexactNumber(ctx.request.rawBody, body) : null;
        if (inexact !== null) throw new ServiceError('VALIDATION_ERROR', inexact.message, { extra: { param: inexact.param } });
        return next();
      },
      (thrown: unknown) => {
        throw bodyFailure(ctx, thrown);
      },
    );
  };
}
