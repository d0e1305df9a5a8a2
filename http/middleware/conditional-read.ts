/**
 * `ETag` and `If-None-Match` for cacheable reads (catalog and document GETs: http/conditional-reads.ts):
 * the tag is a hash of the body, weak because the same body may travel gzip, br or plain; a request whose
 * If-None-Match names it is answered 304 without a body. Runs after authentication: a 304 tells nothing
 * to a caller who could not read the body.
 */
import etag from '@koa/etag';
import conditional from 'koa-conditional-get';
import type { AppMiddleware } from '../context.ts';

export function conditionalRead(): AppMiddleware[] {
  return [conditional(), etag({ weak: true })];
}
