/**
 * The bridge from a handler to the engine: one command, answered only after its commit. The command
 * is a typed definition from its feature (engine/features/), so the payload and the result `respond`
 * receives are checked at compile time against the handler.
 */
import type { StoredResponse } from '../engine/engine.ts';
import type { CommandDefinition, CommandPrincipal } from '../engine/feature.ts';
import type { Env } from '../storage/types.ts';
import type { AppContext } from './context.ts';
import { JSON_CONTENT_TYPE } from './json-bytes.ts';
import { isAvailabilityGated } from './middleware/availability.ts';

export interface CommandRequest<P, R> {
  readonly payload: P;
  readonly respond: (result: R) => StoredResponse;
  /** Defaults to the authenticated partner environment. */
  readonly env?: Env | null;
  readonly partnerId?: string | null;
  /** The test clock the command runs on; defaults to the request's (http/test-clock-scope.ts), or the service clock. */
  readonly clockId?: string | null;
  /** Who asks, for a command an approval may hold (http/approval-gate.ts `dispatchApprovable`). */
  readonly requestedBy?: CommandPrincipal;
}

export async function dispatch<P, R>(ctx: AppContext, command: CommandDefinition<P, R>, req: CommandRequest<NoInfer<P>, NoInfer<R>>): Promise<R> {
  const auth = ctx.state.auth;
  const apiKey = auth?.kind === 'apiKey' ? auth : null;
  const executed = await ctx.service.engine.run(
    command,
    {
      env: req.env !== undefined ? req.env : (apiKey?.env ?? null),
      partnerId: req.partnerId !== undefined ? req.partnerId : (apiKey?.partner.id ?? null),
      requestId: ctx.state.requestId,
      payload: req.payload,
      clockId: req.clockId !== undefined ? req.clockId : (ctx.state.testClockId ?? null),
      ...(req.requestedBy ? { requestedBy: req.requestedBy } : {}),
    },
    {
      respond: req.respond,
      ...(ctx.state.idempotency ? { idempotency: ctx.state.idempotency } : {}),
      // A full queue refuses a client's command with 503 (declared wherever the availability gates run);
      // the operator's commands are always taken, so an operator can still act on an overloaded service.
      refuseWhenFull: isAvailabilityGated(ctx.path),
    },
  );
  // Virtual clock: what the command made due at the current instant happens before its caller hears back.
  const firing = ctx.service.scheduler.firingDueNow();
  if (firing) await firing;
  const response = executed.response!;
  ctx.status = response.status;
  if (executed.responseText === undefined) ctx.body = response.body;
  else {
    // The idempotency record's text is this body's JSON already: Koa need not serialise it again.
    ctx.set('Content-Type', JSON_CONTENT_TYPE);
    ctx.body = executed.responseText;
    ctx.state.answerBody = response.body;
  }
  return executed.result;
}
