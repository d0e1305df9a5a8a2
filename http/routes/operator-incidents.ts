/**
 * Operator incidents (CONTRACT.md section 4): declare, resolve, list. Each change is a journaled
 * command that announces `incident.declared` / `incident.resolved` to every partner in both environments.
 */
import * as v from '../schema.ts';
import { boundedText } from '../input-text.ts';
import type { IncidentRecord } from '../../storage/incidents.ts';
import { dispatch } from '../dispatch.ts';
import { pageOf, pageRequest, paginationQuery } from '../pagination.ts';
import { route } from '../route.ts';
import { IncidentListSchema, IncidentSchema } from '../schemas/operator.ts';
import { COMPONENTS, incidentView } from './status.ts';
import { incidents } from '../../engine/features/index.ts';

const Severity = v.picklist(['P0', 'P1', 'P2', 'P3']);
const Message = v.optional(boundedText(1000));

const DeclareBody = v.object({
  title: boundedText(200),
  severity: Severity,
  affectedServices: v.pipe(
    v.array(v.picklist(COMPONENTS, `each affected service must be one of ${COMPONENTS.join(', ')}`)),
    v.minLength(1, 'at least one affected service'),
  ),
  message: Message,
});

export const operatorIncidentRoutes = [
  route({
    method: 'POST',
    base: 'admin',
    path: '/incidents',
    auth: 'operator',
    tag: 'Operator',
    body: DeclareBody,
    summary: 'Declare a platform incident (status investigating); announces incident.declared in both environments',
    success: { status: 201, description: 'the incident', schema: IncidentSchema },
    async handler(ctx, { body }) {
      await dispatch(ctx, incidents.commands.declare, {
        env: null,
        partnerId: null,
        payload: { title: body.title, severity: body.severity, affectedServices: body.affectedServices, message: body.message ?? null },
        respond: (r: IncidentRecord) => ({ status: 201, body: incidentView(r) }),
      });
    },
  }),
  route({
    method: 'POST',
    base: 'admin',
    path: '/incidents/{id}/resolve',
    auth: 'operator',
    tag: 'Operator',
    params: v.object({ id: v.string() }),
    body: v.object({ message: Message }),
    summary: 'Resolve an open incident; announces incident.resolved with its duration by the service clock',
    success: { status: 200, description: 'the resolved incident with resolvedAt and duration', schema: IncidentSchema },
    errors: ['NOT_FOUND', 'CONFLICT'],
    async handler(ctx, { params, body }) {
      await dispatch(ctx, incidents.commands.resolve, {
        env: null,
        partnerId: null,
        payload: { incidentId: params.id, message: body.message ?? null },
        respond: (r: IncidentRecord) => ({ status: 200, body: incidentView(r) }),
      });
    },
  }),
  route({
    method: 'GET',
    base: 'admin',
    path: '/incidents',
    auth: 'operator',
    tag: 'Operator',
    query: v.object({ status: v.optional(v.picklist(['investigating', 'resolved'])), ...paginationQuery }),
    summary: 'Incidents, oldest first',
    success: { status: 200, description: '{incidents, count, hasMore, nextCursor}', schema: IncidentListSchema },
    handler(ctx, { query }) {
      const req = pageRequest(ctx, query, { defaultLimit: 50, maxLimit: 200 });
      const rows = ctx.service.queries.operator.incidents({
        ...(query.status ? { status: query.status } : {}),
        afterSeq: req.after === null ? 0 : Number(req.after),
        limit: req.limit + 1,
      });
      const { items, meta } = pageOf(ctx, rows, req, (i) => String(i.seq));
      ctx.body = { incidents: items.map(incidentView), ...meta };
    },
  }),
];
