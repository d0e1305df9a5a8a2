/**
 * Approvals (maker-checker; CONTRACT.md section 6): `GET /approvals` lists the partner's
 * requests held for a second member; `POST /approvals/{approvalId}/approve` (a member's portal session,
 * `approvals.decide`, not the requester) is one command: the engine runs the held command inside it and
 * records its refusal there (FAILED); the answer is the action's own result, or null when it failed.
 * `POST /approvals/{approvalId}/reject` ends it without running anything.
 */
import * as v from '../schema.ts';
import { boundedText } from '../input-text.ts';
import type { Approved } from '../../engine/approvals/approvals.ts';
import { issueKey } from '../../engine/credentials.ts';
import { approvals } from '../../engine/features/index.ts';
import type { ApprovalRecord } from '../../storage/approvals.ts';
import { deciderOf } from '../approval-gate.ts';
import type { AppContext } from '../context.ts';
import { dispatch } from '../dispatch.ts';
import { ServiceError } from '../errors.ts';
import { pageOf, pageRequest, paginationQuery } from '../pagination.ts';
import { route } from '../route.ts';
import { APPROVAL_STATUSES, ApprovalDecisionSchema, ApprovalListSchema } from '../schemas/security.ts';
import { partnerScope } from '../views.ts';
import { approvalView } from './approval-views.ts';
import { presentActionResult } from './approval-results.ts';
import { upperPicklist } from './instrument-list.ts';

const ApprovalParams = v.object({ approvalId: v.string() });
const ListQuery = v.object({ status: v.optional(upperPicklist(APPROVAL_STATUSES)), ...paginationQuery });
const RejectBody = v.object({ reason: v.optional(v.nullable(boundedText(500, { allowEmpty: true }))) });

/** The partner's own approval in this environment; another partner's is as unknown as a missing one. */
function ownApproval(ctx: AppContext, approvalId: string): ApprovalRecord {
  const { env, partnerId } = partnerScope(ctx);
  const found = ctx.service.queries.security.approval(approvalId);
  if (found?.partnerId !== partnerId || found.env !== env) throw new ServiceError('NOT_FOUND', `approval ${approvalId} not found`);
  return found;
}

/** Approves in one command; a refused action is recorded there as FAILED (200 with its failure), never left pending. */
async function approveAndRun(ctx: AppContext, approvalId: string): Promise<void> {
  const decider = deciderOf(ctx);
  const held = ownApproval(ctx, approvalId);
  // A rotation's new key is made now, shown once to the approving member, never journaled raw.
  const issued = held.action === 'key.rotate' ? issueKey(held.env === 'sandbox' ? 'sandbox' : 'live') : null;
  await dispatch(ctx, approvals.commands.approve, {
    payload: { approvalId, decider, ...(issued ? { key: { keyHash: issued.hash, prefix: issued.prefix, last4: issued.last4 } } : {}) },
    respond: (r: Approved) => ({
      status: 200,
      body: {
        approval: approvalView(r.approval),
        result: r.result === null ? null : presentActionResult(ctx, r.approval.action, r.result, issued?.raw ?? null),
      },
    }),
  });
}

export const approvalRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/approvals',
    auth: 'apiKey',
    scope: 'keys',
    tag: 'Keys',
    query: ListQuery,
    summary: "The partner's approvals (requests held for a second member) in this environment, oldest first, optionally by status",
    description:
      'Requests that your security policy holds for a second member (payouts above a threshold, webhook deletion, settings or key changes) with their status: PENDING, APPROVED, EXECUTED, REJECTED, EXPIRED or FAILED. Each shows what was asked, by whom, the body digest and, once decided, the outcome. Cursor-paged.',
    success: { status: 200, description: '{approvals, count, hasMore, nextCursor}', schema: ApprovalListSchema },
    errors: ['VALIDATION_ERROR'],
    handler(ctx, { query }) {
      const { env, partnerId } = partnerScope(ctx);
      const req = pageRequest(ctx, query, { defaultLimit: 50, maxLimit: 200 });
      const rows = ctx.service.queries.security.approvals({
        env,
        partnerId,
        status: query.status ?? null,
        afterSeq: req.after === null ? 0 : Number(req.after),
        limit: req.limit + 1,
      });
      const { items, meta } = pageOf(ctx, rows, req, (a) => String(a.seq));
      ctx.body = { approvals: items.map(approvalView), ...meta };
    },
  }),
  route({
    method: 'POST',
    base: 'partner',
    path: '/approvals/{approvalId}/approve',
    auth: 'apiKey',
    scope: 'keys',
    tag: 'Keys',
    params: ApprovalParams,
    summary:
      'Approve a held request: only a member through a portal session (403 for an API key), with approvals.decide, not the requester (403); the action runs at once, exactly once, and `result` is its own answer (EXECUTED), or it is recorded FAILED with the refusal; expired or already decided: 409',
    description:
      "Runs the held request exactly once, as it was asked, and records who approved it; the answer carries the action's own `result`. Only a member with the `approvals.decide` permission, through a portal session token, may approve, and never the member who asked (four eyes). An expired or already decided approval answers `409`.",
    success: { status: 200, description: '{approval, result}', schema: ApprovalDecisionSchema },
    errors: ['MISSING_IDEMPOTENCY_KEY', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
    async handler(ctx, { params }) {
      await approveAndRun(ctx, params.approvalId);
    },
  }),
  route({
    method: 'POST',
    base: 'partner',
    path: '/approvals/{approvalId}/reject',
    auth: 'apiKey',
    scope: 'keys',
    tag: 'Keys',
    params: ApprovalParams,
    body: RejectBody,
    summary:
      'Reject a held request (a member through a portal session, with approvals.decide; the requester may withdraw its own): nothing runs; expired or already decided: 409',
    description:
      'Declines the held request: nothing runs, and the approval records who rejected it and why. The requester may also withdraw its own request this way. Expired or already decided: `409`.',
    success: { status: 200, description: '{approval, result: null}', schema: ApprovalDecisionSchema },
    errors: ['MISSING_IDEMPOTENCY_KEY', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
    async handler(ctx, { params, body }) {
      const decider = deciderOf(ctx);
      ownApproval(ctx, params.approvalId);
      await dispatch(ctx, approvals.commands.reject, {
        payload: { approvalId: params.approvalId, decider, reason: body.reason ?? null },
        respond: (a: ApprovalRecord) => ({ status: 200, body: { approval: approvalView(a), result: null } }),
      });
    },
  }),
];
