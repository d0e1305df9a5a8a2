/**
 * Support cases, partner side (CONTRACT.md section 6): list (by status), open, read with the thread,
 * and add a message. Writes are journaled commands (idempotent like every API-key mutation); a partner
 * message on a case waiting for the partner or resolved reopens it; a CLOSED case takes none (409).
 */
import * as v from '../schema.ts';
import { boundedText } from '../input-text.ts';
import type { CaseWithThread } from '../../engine/support/cases.ts';
import { ServiceError } from '../../engine/errors.ts';
import { support } from '../../engine/features/index.ts';
import type { SupportCaseRecord } from '../../storage/support.ts';
import type { AppContext } from '../context.ts';
import { dispatch } from '../dispatch.ts';
import { pageOf, pageRequest, paginationQuery } from '../pagination.ts';
import { route } from '../route.ts';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES, SUPPORT_STATUSES, SupportCaseListSchema, SupportCaseSchema } from '../schemas/support.ts';
import { partnerScope } from '../views.ts';
import { upperPicklist } from './instrument-list.ts';
import { caseSummary, caseView } from './support-views.ts';

const Ids = v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(64))), v.maxLength(20, 'at most 20 related ids'));

const OpenBody = v.object({
  subject: boundedText(200),
  category: upperPicklist(SUPPORT_CATEGORIES),
  priority: v.optional(upperPicklist(SUPPORT_PRIORITIES), 'NORMAL'),
  description: boundedText(10_000),
  relatedOrderIds: v.optional(Ids, []),
  relatedSubAccountIds: v.optional(Ids, []),
});
export const MessageBody = v.object({ body: boundedText(10_000) });
export const CaseParams = v.object({ caseId: v.string() });
export const CaseListQuery = v.object({ status: v.optional(upperPicklist(SUPPORT_STATUSES)), ...paginationQuery });

/** The partner's own case in this environment; another partner's is as unknown as a missing one. */
function ownCase(ctx: AppContext, caseId: string): SupportCaseRecord {
  const { env, partnerId } = partnerScope(ctx);
  const found = ctx.service.queries.support.get(caseId);
  if (found?.partnerId !== partnerId || found.env !== env) throw new ServiceError('NOT_FOUND', `support case ${caseId} not found`);
  return found;
}

const SCOPE = 'accounts' as const;

export const supportRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/support/cases',
    auth: 'apiKey',
    scope: SCOPE,
    tag: 'Support',
    query: CaseListQuery,
    summary: "The partner's support cases in this environment, oldest first, optionally by status (OPEN, PENDING_PARTNER, RESOLVED, CLOSED)",
    success: { status: 200, description: '{cases, count, hasMore, nextCursor}', schema: SupportCaseListSchema },
    errors: ['VALIDATION_ERROR'],
    handler(ctx, { query }) {
      const { env, partnerId } = partnerScope(ctx);
      const req = pageRequest(ctx, query, { defaultLimit: 50, maxLimit: 200 });
      const rows = ctx.service.queries.support.list({
        partnerId,
        env,
        status: query.status ?? null,
        afterSeq: req.after === null ? 0 : Number(req.after),
        limit: req.limit + 1,
      });
      const { items, meta } = pageOf(ctx, rows, req, (c) => String(c.seq));
      ctx.body = { cases: items.map(caseSummary), ...meta };
    },
  }),
  route({
    method: 'POST',
    base: 'partner',
    path: '/support/cases',
    auth: 'apiKey',
    scope: SCOPE,
    tag: 'Support',
    body: OpenBody,
    summary:
      'Open a support case: subject, category, priority (default NORMAL), description, and related order and sub-account ids, which must be the partner’s own in this environment (else 400 naming them)',
    success: { status: 201, description: 'the case, status OPEN, with its (empty) thread', schema: SupportCaseSchema },
    errors: ['VALIDATION_ERROR', 'MISSING_PARAM'],
    async handler(ctx, { body }) {
      await dispatch(ctx, support.commands.open, {
        payload: body,
        respond: (t: CaseWithThread) => ({ status: 201, body: caseView(t) }),
      });
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/support/cases/{caseId}',
    auth: 'apiKey',
    scope: SCOPE,
    tag: 'Support',
    params: CaseParams,
    summary: 'One support case with its message thread in order',
    success: { status: 200, description: 'the case and its messages', schema: SupportCaseSchema },
    errors: ['NOT_FOUND'],
    handler(ctx, { params }) {
      const c = ownCase(ctx, params.caseId);
      ctx.body = caseView({ supportCase: c, messages: ctx.service.queries.support.thread(c.id) });
    },
  }),
  route({
    method: 'POST',
    base: 'partner',
    path: '/support/cases/{caseId}/messages',
    auth: 'apiKey',
    scope: SCOPE,
    tag: 'Support',
    params: CaseParams,
    body: MessageBody,
    summary: 'Add a message to a case; a case PENDING_PARTNER or RESOLVED goes back to OPEN; a CLOSED case takes none (409)',
    success: { status: 201, description: 'the case with its thread, the new message last', schema: SupportCaseSchema },
    errors: ['VALIDATION_ERROR', 'NOT_FOUND', 'CONFLICT'],
    async handler(ctx, { params, body }) {
      await dispatch(ctx, support.commands.partnerMessage, {
        payload: { caseId: params.caseId, body: body.body },
        respond: (t: CaseWithThread) => ({ status: 201, body: caseView(t) }),
      });
    },
  }),
];
