/** Gives every request an id (the caller's X-Request-Id when well-formed), echoed on the response. */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { AppMiddleware } from '../context.ts';

const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestId(log: Logger): AppMiddleware {
  return async function assignRequestId(ctx, next) {
    const supplied = ctx.get('X-Request-Id');
    const id = ACCEPTABLE.test(supplied) ? supplied : `req_${randomUUID().replaceAll('-', '')}`;
    ctx.state.requestId = id;
    ctx.state.log = log.child({ requestId: id });
    ctx.set('X-Request-Id', id);
    await next();
  };
}
