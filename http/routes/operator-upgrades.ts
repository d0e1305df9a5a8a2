/**
 * Operator decisions on tier-upgrade requests: list, approve (the partner's tier changes in the same
 * journaled command) and reject with a reason. Sandbox-to-live requests are applications, decided under
 * /applications.
 */
import * as v from '../schema.ts';
import { boundedText } from '../input-text.ts';
import type { UpgradeRequestRecord } from '../../storage/upgrades.ts';
import { dispatch } from '../dispatch.ts';
import { pageOf, pageRequest, paginationQuery } from '../pagination.ts';
import { route } from '../route.ts';
import { UpgradeRequestListSchema, UpgradeRequestSchema } from '../schemas/operator.ts';
import { upgradeView } from './upgrade-requests.ts';
import { upgrades } from '../../engine/features/index.ts';

const Id = v.object({ id: v.string() });

export const operatorUpgradeRoutes = [
  route({
    method: 'GET',
    base: 'admin',
    path: '/upgrade-requests',
    auth: 'operator',
    tag: 'Operator',
    query: v.object({ status: v.optional(v.picklist(['pending', 'approved', 'rejected'])), partnerId: v.optional(v.string()), ...paginationQuery }),
    summary: 'Tier-upgrade requests in filing order (filter by status or partnerId)',
    success: { status: 200, description: '{upgradeRequests, count, hasMore, nextCursor}', schema: UpgradeRequestListSchema },
    handler(ctx, { query }) {
      const req = pageRequest(ctx, query, { defaultLimit: 50, maxLimit: 200 });
      const rows = ctx.service.queries.operator.upgradeRequests({
        ...(query.status ? { status: query.status } : {}),
        ...(query.partnerId ? { partnerId: query.partnerId } : {}),
        afterSeq: req.after === null ? 0 : Number(req.after),
        limit: req.limit + 1,
      });
      const { items, meta } = pageOf(ctx, rows, req, (r) => String(r.seq));
      ctx.body = { upgradeRequests: items.map(upgradeView), ...meta };
    },
  }),
  route({
    method: 'POST',
    base: 'admin',
    path: '/upgrade-requests/{id}/approve',
    auth: 'operator',
    tag: 'Operator',
    params: Id,
    summary: 'Approve a pending tier upgrade: the partner moves to the requested tier (and its rate limit with it)',
    success: { status: 200, description: 'the approved request', schema: UpgradeRequestSchema },
    errors: ['NOT_FOUND', 'CONFLICT'],
    async handler(ctx, { params }) {
      await dispatch(ctx, upgrades.commands.approve, {
        env: 'production',
        partnerId: ctx.service.queries.operator.upgradeRequest(params.id)?.partnerId ?? null,
        payload: { requestId: params.id },
        respond: (r: UpgradeRequestRecord) => ({ status: 200, body: upgradeView(r) }),
      });
    },
  }),
  route({
    method: 'POST',
    base: 'admin',
    path: '/upgrade-requests/{id}/reject',
    auth: 'operator',
    tag: 'Operator',
    params: Id,
    body: v.object({ reason: boundedText(500) }),
    summary: 'Reject a pending tier upgrade with a reason the partner sees',
    success: { status: 200, description: 'the rejected request', schema: UpgradeRequestSchema },
    errors: ['NOT_FOUND', 'CONFLICT'],
    async handler(ctx, { params, body }) {
      await dispatch(ctx, upgrades.commands.reject, {
        env: 'production',
        partnerId: ctx.service.queries.operator.upgradeRequest(params.id)?.partnerId ?? null,
        payload: { requestId: params.id, reason: body.reason },
        respond: (r: UpgradeRequestRecord) => ({ status: 200, body: upgradeView(r) }),
      });
    },
  }),
];
