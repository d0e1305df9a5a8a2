/**
 * Routing of approvable commands: who is asking (a portal session's member, an ID token's member, or the
 * API key), which the engine records when the partner's policy holds the command for a second member, and
 * who may decide (a member, through a portal session). The policy itself is the engine's business.
 */
import type { ApprovalRequester } from '../machines/approval/machine.ts';
import { type Decider, type Held, isHeld } from '../engine/approvals/approvals.ts';
import type { CommandDefinition } from '../engine/feature.ts';
import type { AppContext } from './context.ts';
import { type CommandRequest, dispatch } from './dispatch.ts';
import { ServiceError } from './errors.ts';
import { approvalView } from './routes/approval-views.ts';

/** The portal session behind the presenting credential, if it is one, with its member's role as it is now (authenticate.ts). */
export function sessionOf(ctx: AppContext) {
  const auth = ctx.state.auth;
  return auth?.kind === 'apiKey' ? auth.session : undefined;
}

export function requesterOf(ctx: AppContext): ApprovalRequester {
  const auth = ctx.state.auth;
  if (auth?.kind === 'idToken') return { kind: 'member', id: auth.sub };
  if (auth?.kind !== 'apiKey') throw new Error('an approval needs an authenticated requester');
  const session = sessionOf(ctx);
  return session ? { kind: 'member', id: session.memberSub } : { kind: 'apiKey', id: auth.key.id };
}

/** Decisions are a member's: a portal session (POST /session); an API key or OAuth token is nobody in particular. */
export function deciderOf(ctx: AppContext): Decider {
  const session = sessionOf(ctx);
  if (!session)
    throw new ServiceError('FORBIDDEN', 'approvals are decided by a member: use a portal session (POST /session), not an API key', {
      extra: { reason: 'member_required' },
    });
  return { sub: session.memberSub, role: session.memberRole };
}

/**
 * Dispatches a command its definition may mark approvable, naming who asks: when the partner's policy
 * holds it (the engine decides, engine/approval-hold.ts), the answer is 202 with the approval and nothing
 * else happens; otherwise the command runs and `respond` answers as usual.
 */
export function dispatchApprovable<P, R>(ctx: AppContext, command: CommandDefinition<P, R>, req: CommandRequest<NoInfer<P>, NoInfer<R>>): Promise<R | Held> {
  return dispatch<P, R | Held>(ctx, command, {
    ...req,
    requestedBy: requesterOf(ctx),
    respond: (result) => (isHeld(result) ? { status: 202, body: approvalView(result.heldForApproval) } : req.respond(result)),
  });
}
