/**
 * Request bodies, read once and checked once. The fast path takes the body almost every mutating call
 * carries: small, uncompressed `application/json` with a Content-Length. Anything else (other types,
 * charsets, encodings, chunked or large bodies) goes to the general parser (koa-body). Both parse
 * strictly (an object or an array; no `__proto__` keys, refused by @hapi/bourne in both), both leave the
 * body text as received on `ctx.request.rawBody`, and both bodies then pass the same shape check
 * (http/json-shape.ts: depth and number range) before anything else reads them. A body that cannot be
 * read, decoded or parsed is the client's failure (http/body-failures.ts), never a 500.
 */
import Bourne from '@hapi/bourne';
import type { IncomingMessage } from 'node:http';
import { bodyCutShort, bodyFailure, clientGone } from '../body-failures.ts';
import type { AppContext, AppMiddleware } from '../context.ts';
import { ServiceError } from '../errors.ts';
import { jsonShapeProblem } from '../json-shape.ts';

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
 * function names, which costs a call per named closure created (issue 17, round 2), and this ran five per POST.
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

/** Strict JSON (an object or an array) without prototype-poisoning keys. */
function parseStrictJson(text: string): unknown {
  if (!STRICT_START.test(text)) throw invalid('invalid JSON, only supports object and array', 'entity.parse.failed');
  return Bourne.parse(text, { protoAction: 'error' }) as unknown;
}

/** Parses the fast path's text onto the request: a parse failure rejects, as a read failure does. */
function readFast(ctx: AppContext, length: number): Promise<void> {
  return readExactly(ctx.req, length).then((text) => {
    (ctx.request as { body?: unknown }).body = parseStrictJson(text);
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
    const onClose = (): void => {
      if (clientGone(ctx.req)) reject(Object.assign(new Error('request aborted'), { type: 'request.aborted' }));
    };
    ctx.req.once('close', onClose);
    const done = (error?: unknown): void => {
      ctx.req.off('close', onClose);
      if (error === undefined) resolve();
      else reject(error);
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

export function jsonBody(general: AppMiddleware): AppMiddleware {
  // Not async (issue 17, round 7): one handler pair on the read's promise instead of two async frames; a body
  // that cannot be read or parsed is refused by the failure handler, a shape problem or anything the rest of the
  // pipeline throws passes on as it is.
  return function parseBody(ctx, next) {
    // Gone before the parser could listen: nothing more will arrive.
    if (clientGone(ctx.req)) throw bodyCutShort(ctx);
    const fastLength = isFastPath(ctx);
    return (fastLength !== null ? readFast(ctx, fastLength) : readGeneral(ctx, general)).then(
      () => {
        const problem = jsonShapeProblem((ctx.request as { body?: unknown }).body);
        if (problem !== null) throw new ServiceError('VALIDATION_ERROR', problem);
        return next();
      },
      (thrown: unknown) => {
        throw bodyFailure(ctx, thrown);
      },
    );
  };
}
