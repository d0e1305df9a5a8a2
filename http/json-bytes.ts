/**
 * Answers JSON that is already bytes: a body kept as a Buffer is written as it is, with no
 * `JSON.stringify`, no `Buffer.byteLength` and no UTF-8 encoding of the text at the socket. The content type is
 * set as the full header value: Koa's `ctx.type = 'json'` looks the extension up in mime-types on every request.
 * Written by http/chunked-body.ts, so past Koa's body setter and respond where nothing needs `ctx.body`; a client
 * that accepts gzip or br, a HEAD and a forced sandbox status get it through Koa (koa-compress takes Buffers).
 */
import { answerChunks } from './chunked-body.ts';
import type { AppContext } from './context.ts';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function answerJsonBytes(ctx: AppContext, bytes: Buffer): void {
  // What `ctx.type = 'json'` sets, without the lookup; Koa's `set` is a no-op once the head is out, so is this.
  if (!ctx.res.headersSent) ctx.res.setHeader('Content-Type', JSON_CONTENT_TYPE);
  answerChunks(ctx, [bytes]);
}
