/** Gives every request an id (the caller's X-Request-Id when well-formed), echoed on the response. */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { AppMiddleware, AppState } from '../context.ts';

const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's state, with its logger made on first use: a pino child per request costs more than
 * most requests ever log (at LOG_LEVEL=warn, successful requests log nothing).
 */
class RequestState implements AppState {
  auth?: AppState['auth'];
  idempotency?: AppState['idempotency'];
  route?: string;
  private child: Logger | undefined;

  readonly requestId: string;
  private readonly root: Logger;
  constructor(requestId: string, root: Logger) {
    this.requestId = requestId;
    this.root = root;
  }

  get log(): Logger {
    this.child ??= this.root.child({ requestId: this.requestId });
    return this.child;
  }
}

/** A fresh request id, for requests that name none (and for answers the HTTP server writes itself). */
export const newRequestId = (): string => `req_${randomUUID().replaceAll('-', '')}`;

export function requestId(log: Logger): AppMiddleware {
  return function assignRequestId(ctx, next) {
    const supplied = ctx.get('X-Request-Id');
    const id = ACCEPTABLE.test(supplied) ? supplied : newRequestId();
    ctx.state = new RequestState(id, log);
    ctx.set('X-Request-Id', id);
    return next();
  };
}
