/**
 * Response compression (gzip or br, as the client prefers) for bodies of at least COMPRESSION_THRESHOLD_BYTES.
 * Never the event stream: a compressor buffers, and an SSE client must see each event when it is written.
 */
import compress from 'koa-compress';
import { constants } from 'node:zlib';
import type { AppContext, AppMiddleware } from '../context.ts';

/** Below about one TCP segment's worth the bytes saved do not pay for the compressor. */
export const COMPRESSION_THRESHOLD_BYTES = 2048;

const COMPRESSIBLE = /json|^text\/|javascript|xml|svg/;
const NEVER = new Set(['text/event-stream']);

const ENCODINGS = /\b(gzip|br)\b/;

/** Whether the request accepts an encoding this middleware applies (only then may it compress the answer). */
export function acceptsCompression(ctx: AppContext): boolean {
  return ENCODINGS.test(ctx.get('Accept-Encoding'));
}

export function compression(): AppMiddleware {
  const compressing = compress({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    filter: (type: string) => !NEVER.has(type) && COMPRESSIBLE.test(type),
    gzip: { level: 6 },
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    deflate: false,
  });
  return async function compressLargeBodies(ctx, next) {
    // koa-compress measures every body (serialising a JSON body once more to learn its length): only
    // requests that accept an encoding pay for that; the answer varies by the header either way.
    if (!acceptsCompression(ctx)) {
      ctx.vary('Accept-Encoding');
      return next();
    }
    return compressing(ctx, next);
  };
}
