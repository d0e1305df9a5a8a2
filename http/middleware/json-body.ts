/**
 * The fast path for the body almost every mutating call carries: small, uncompressed
 * `application/json` with a Content-Length. It reads the bytes and parses them once, with the same rules
 * as the general parser (strict: an object or array; no `__proto__` keys; exact length), and hands
 * anything else (other types, encodings, chunked or large bodies) to that general parser. Both leave
 * the body text as received on `ctx.request.rawBody`.
 */
import type { IncomingMessage } from 'node:http';
import type { AppMiddleware } from '../context.ts';

/** Bodies up to this size take the fast path; the general parser enforces the 1 MiB limit. */
const FAST_PATH_MAX_BYTES = 64 * 1024;
const PLAIN_JSON = /^application\/json\s*(;\s*charset=utf-8\s*)?$/i;
const STRICT_START = /^[\x20\x09\x0a\x0d]*[[{]/;

/** A parse failure shaped like the general parser's, so the error boundary answers VALIDATION_ERROR. */
function invalidJson(message: string): Error {
  return Object.assign(new SyntaxError(message), { status: 400, type: 'entity.parse.failed', expose: true });
}

function readExactly(req: IncomingMessage, length: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const cleanup = (): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onAborted);
    };
    const onData = (chunk: Buffer): void => {
      received += chunk.length;
      if (received > length) {
        cleanup();
        reject(invalidJson('request size did not match content length'));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      cleanup();
      if (received !== length) reject(invalidJson('request size did not match content length'));
      else resolve(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks, received).toString('utf8'));
    };
    const onError = (error: Error): void => {
      cleanup();
      reject(error);
    };
    const onAborted = (): void => {
      cleanup();
      reject(Object.assign(new Error('request aborted'), { status: 400, type: 'request.aborted', expose: true }));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onAborted);
  });
}

/**
 * Prototype poisoning as the general parser (@hapi/bourne) refuses it: an own `__proto__` key anywhere.
 * Checked on the parsed value, so escaped spellings of the key are caught too; small bodies walk fast.
 */
function poisoned(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Object.hasOwn(value, '__proto__')) return true;
  return Object.values(value).some(poisoned);
}

/** Strict JSON (an object or an array) without prototype-poisoning keys. */
export function parseStrictJson(text: string): unknown {
  if (!STRICT_START.test(text)) throw invalidJson('invalid JSON, only supports object and array');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch (error) {
    throw invalidJson(error instanceof Error ? error.message : 'invalid JSON');
  }
  if (poisoned(parsed)) throw invalidJson('JSON body contains a forbidden prototype property');
  return parsed;
}

export function fastJsonBody(general: AppMiddleware): AppMiddleware {
  return async function parseJsonBody(ctx, next) {
    const headers = ctx.req.headers;
    const length = Number(headers['content-length']);
    const fast =
      PLAIN_JSON.test(headers['content-type'] ?? '') &&
      (headers['content-encoding'] === undefined || headers['content-encoding'] === 'identity') &&
      headers['transfer-encoding'] === undefined &&
      Number.isInteger(length) && length > 0 && length <= FAST_PATH_MAX_BYTES;
    if (!fast) return general(ctx, next);
    const text = await readExactly(ctx.req, length);
    (ctx.request as { body?: unknown }).body = parseStrictJson(text);
    // Kept where the general parser (includeUnparsed) keeps it: signed requests hash these exact bytes.
    ctx.request.rawBody = text;
    await next();
  };
}
