/**
 * The hook a route calls before running an action the partner's security policy may hold for a second
 * member: when the policy names it, the request becomes an approval (202 with the approval)
 * and nothing else happens; otherwise the route carries on. Also: who is asking (a portal session's
 * member, or the API key), and who may decide (a member, through a portal session).
 */
import type { ApprovalRequester } from '../machines/approval/machine.ts';
import type { ApprovalAction } from '../engine/approvals/actions.ts';
import type { Decider } from '../engine/approvals/approvals.ts';
import { approvals } from '../engine/features/index.ts';
import type { SecurityPolicy } from '../engine/security/policy.ts';
import type { ApprovalRecord } from '../storage/approvals.ts';
import type { Env } from '../storage/types.ts';
import type { AppContext } from './context.ts';
import { dispatch } from './dispatch.ts';
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

function needsApproval(policy: SecurityPolicy, action: ApprovalAction, amountMinor: number): boolean {
  const rules = policy.approvals;
  switch (action) {
    case 'payout':
      return rules.payoutAboveMinor !== null && amountMinor > rules.payoutAboveMinor;
    case 'key.rotate':
      return rules.keyRotation;
    case 'key.revoke':
      return rules.keyRevocation;
    case 'webhook.delete':
      return rules.webhookDeletion;
    case 'settings.patch':
      return rules.settingsChanges;
    case 'security.loosen':
      return true;
  }
}

export interface HoldRequest {
  readonly action: ApprovalAction;
  /** The payload the action's command takes; it runs as is when approved. */
  readonly payload: unknown;
  readonly summary: Record<string, unknown>;
  /** Payouts: the amount compared with the policy's threshold. */
  readonly amountMinor?: number;
  /** Routes that are not API-key routes (production revoke takes an ID token) name the partner environment. */
  readonly owner?: { readonly env: Env; readonly partnerId: string };
}

/**
 * Holds the request for an approval when the policy says so (answers 202 and returns true); returns
 * false when the route should run the action itself.
 */
export async function heldForApproval(ctx: AppContext, hold: HoldRequest): Promise<boolean> {
  const auth = ctx.state.auth;
  const owner = hold.owner ?? (auth?.kind === 'apiKey' ? { env: auth.env, partnerId: auth.partner.id } : null);
  if (!owner) throw new Error('an approval belongs to a partner environment');
  const { policy } = ctx.service.queries.security.policy(owner.env, owner.partnerId);
  if (!needsApproval(policy, hold.action, hold.amountMinor ?? 0)) return false;
  await dispatch(ctx, approvals.commands.request, {
    env: owner.env,
    partnerId: owner.partnerId,
    payload: { action: hold.action, payload: hold.payload, summary: hold.summary, requester: requesterOf(ctx) },
    respond: (a: ApprovalRecord) => ({ status: 202, body: approvalView(a) }),
  });
  return true;
}
