/** The bridge from a handler to the engine: one command, answered only after its commit. */
import type { StoredResponse } from '../engine/engine.ts';
import type { Env } from '../storage/types.ts';
import type { AppContext } from './context.ts';

export interface CommandRequest<R> {
  readonly type: string;
  readonly payload: unknown;
  readonly respond: (result: R) => StoredResponse;
  /** Defaults to the authenticated partner environment. */
  readonly env?: Env | null;
  readonly partnerId?: string | null;
}

export async function dispatch<R>(ctx: AppContext, req: CommandRequest<R>): Promise<R> {
  const auth = ctx.state.auth;
  const apiKey = auth?.kind === 'apiKey' ? auth : null;
  const executed = await ctx.service.engine.execute<R>(
    {
      type: req.type,
      env: req.env !== undefined ? req.env : (apiKey?.env ?? null),
      partnerId: req.partnerId !== undefined ? req.partnerId : (apiKey?.partner.id ?? null),
      requestId: ctx.state.requestId,
      payload: req.payload,
    },
    { respond: req.respond, ...(ctx.state.idempotency ? { idempotency: ctx.state.idempotency } : {}) },
  );
  const response = executed.response!;
  ctx.status = response.status;
  ctx.body = response.body;
  return executed.result;
}
