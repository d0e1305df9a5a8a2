/**
 * The operator's side of support (CONTRACT.md section 6): every partner's cases, answers (announced to
 * the partner as `support.case_answered`), status changes (`support.case_updated`; the supportCase
 * machine decides, CLOSED is final: 409), and the KYC override on any sub-account (`kyc.updated` with
 * `overriddenByAdmin: true`).
 */
import * as v from '../schema.ts';
import type { CaseWithThread } from '../../engine/support/cases.ts';
import { support } from '../../engine/features/index.ts';
import type { SubAccountRecord } from '../../storage/subaccounts.ts';
import type { Env } from '../../storage/types.ts';
import { dispatch } from '../dispatch.ts';
import { pageOf, pageRequest } from '../pagination.ts';
import { route } from '../route.ts';
import { SubAccountSchema } from '../schemas/accounts.ts';
import { OperatorSupportCaseDetailSchema, OperatorSupportCaseListSchema, SUPPORT_STATUSES } from '../schemas/support.ts';
import { upperPicklist } from './instrument-list.ts';
import { CaseListQuery, CaseParams, MessageBody } from './support.ts';
import { operatorCaseSummary, operatorCaseView } from './support-views.ts';
import { presentSubAccount } from './user-views.ts';
import { KycBody } from './users.ts';

const OperatorListQuery = v.object({
  ...CaseListQuery.entries,
  partnerId: v.optional(v.string()),
  environment: v.optional(v.picklist(['production', 'sandbox'])),
});
const StatusBody = v.object({ status: upperPicklist(SUPPORT_STATUSES) });
const SubAccountParams = v.object({ subAccountId: v.string() });

/** Operator commands run in the case's (or sub-account's) partner environment, so the journal entry names it. */
const ownerOfCase = (ctx: Parameters<typeof dispatch>[0], caseId: string): { env: Env | null; partnerId: string | null } => {
  const c = ctx.service.queries.support.get(caseId);
  return { env: c?.env ?? null, partnerId: c?.partnerId ?? null };
};

export const operatorSupportRoutes = [
  route({
    method: 'GET',
    base: 'admin',
    path: '/support/cases',
    auth: 'operator',
    tag: 'Operator',
    query: OperatorListQuery,
    summary: "Every partner's support cases, oldest first, by status, partner and environment",
    description: 'Operator: the support queue across partners and environments, filterable by status, partner and environment.',
    success: { status: 200, description: '{cases, count, hasMore, nextCursor}', schema: OperatorSupportCaseListSchema },
    errors: ['VALIDATION_ERROR'],
    handler(ctx, { query }) {
      const req = pageRequest(ctx, query, { defaultLimit: 50, maxLimit: 200 });
      const rows = ctx.service.queries.support.list({
        partnerId: query.partnerId ?? null,
        env: query.environment ?? null,
        status: query.status ?? null,
        afterSeq: req.after === null ? 0 : Number(req.after),
        limit: req.limit + 1,
      });
      const { items, meta } = pageOf(ctx, rows, req, (c) => String(c.seq));
      ctx.body = { cases: items.map(operatorCaseSummary), ...meta };
    },
  }),
  route({
    method: 'POST',
    base: 'admin',
    path: '/support/cases/{caseId}/messages',
    auth: 'operator',
    tag: 'Operator',
    params: CaseParams,
    body: MessageBody,
    summary: 'Answer a case: the message joins the thread, an OPEN case becomes PENDING_PARTNER, and support.case_answered tells the partner; CLOSED: 409',
    description:
      "Operator: replies to a partner's case. The case moves to PENDING_PARTNER and `support.case_answered` tells the partner. A CLOSED case answers `409`.",
    success: { status: 201, description: 'the case with its thread', schema: OperatorSupportCaseDetailSchema },
    errors: ['VALIDATION_ERROR', 'NOT_FOUND', 'CONFLICT'],
    async handler(ctx, { params, body }) {
      await dispatch(ctx, support.commands.operatorMessage, {
        ...ownerOfCase(ctx, params.caseId),
        payload: { caseId: params.caseId, body: body.body },
        respond: (t: CaseWithThread) => ({ status: 201, body: operatorCaseView(t) }),
      });
    },
  }),
  route({
    method: 'PATCH',
    base: 'admin',
    path: '/support/cases/{caseId}',
    auth: 'operator',
    tag: 'Operator',
    params: CaseParams,
    body: StatusBody,
    summary:
      'Set a case status (OPEN, PENDING_PARTNER, RESOLVED, CLOSED); a change fires support.case_updated; the same status again changes nothing; CLOSED is final (409)',
    description:
      'Operator: moves a case between OPEN, PENDING_PARTNER, RESOLVED and CLOSED; a change fires `support.case_updated`. CLOSED is final (`409` afterwards).',
    success: { status: 200, description: 'the case with its thread', schema: OperatorSupportCaseDetailSchema },
    errors: ['VALIDATION_ERROR', 'NOT_FOUND', 'CONFLICT'],
    async handler(ctx, { params, body }) {
      await dispatch(ctx, support.commands.setStatus, {
        ...ownerOfCase(ctx, params.caseId),
        payload: { caseId: params.caseId, status: body.status },
        respond: (t: CaseWithThread) => ({ status: 200, body: operatorCaseView(t) }),
      });
    },
  }),
  route({
    method: 'POST',
    base: 'admin',
    path: '/sub-accounts/{subAccountId}/kyc',
    auth: 'operator',
    tag: 'Operator',
    params: SubAccountParams,
    body: KycBody,
    summary:
      "Override a sub-account's KYC (the partner KYC body: VERIFIED with level FULL, REJECTED with level NONE), in either environment; fires kyc.updated to the partner with overriddenByAdmin true",
    description:
      "Operator: sets a sub-account's KYC result in either environment, for example after a manual review; the partner receives `kyc.updated` with `overriddenByAdmin: true`.",
    success: { status: 200, description: 'the sub-account', schema: SubAccountSchema },
    errors: ['VALIDATION_ERROR', 'NOT_FOUND', 'CONFLICT'],
    async handler(ctx, { params, body }) {
      const owner = ctx.service.queries.support.subAccountOwner(params.subAccountId);
      await dispatch(ctx, support.commands.overrideKyc, {
        env: owner?.env ?? null,
        partnerId: owner?.partnerId ?? null,
        payload: {
          subAccountId: params.subAccountId,
          status: body.status,
          level: body.level,
          reference: body.reference,
          reasonCode: body.reasonCode ?? null,
          reason: body.reason ?? null,
        },
        respond: (a: SubAccountRecord) => ({ status: 200, body: presentSubAccount(ctx, a) }),
      });
    },
  }),
];
