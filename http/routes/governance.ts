/**
 * Corporate governance (CONTRACT.md section 6). The operator declares an issuer's meeting with its
 * elections; a partner lists the meetings and elections of symbols it holds (entitled at the record
 * date once that has passed, holding now before it); a sub-account votes with its record-date units
 * while an election is open, and may change its vote until the window closes.
 */
import * as v from '../schema.ts';
import { boundedText } from '../input-text.ts';
import { ServiceError } from '../../engine/errors.ts';
import { governance } from '../../engine/features/index.ts';
import { electionView, meetingView, voteView } from '../../engine/governance/views.ts';
import type { ElectionRecord, MeetingRecord, VoteRecord } from '../../storage/governance.ts';
import type { AppContext } from '../context.ts';
import { dispatch } from '../dispatch.ts';
import { pageOf, pageRequest, paginationQuery } from '../pagination.ts';
import { route } from '../route.ts';
import { ElectionListSchema, ElectionSchema, MeetingListSchema, MeetingSchema, VOTE_CHOICES, VoteListSchema, VoteSchema } from '../schemas/governance.ts';
import { partnerScope } from '../views.ts';
import { upperPicklist } from './instrument-list.ts';
import { UserParams } from './users.ts';

const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is YYYY-MM-DD'));
const Instant = v.pipe(v.string(), v.isoTimestamp('an ISO 8601 instant, e.g. 2026-09-10T09:00:00Z'));

const DeclareBody = v.object({
  symbol: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(20)),
  type: upperPicklist(['AGM', 'EGM']),
  meetingDate: Day,
  recordDate: Day,
  agenda: v.pipe(v.array(boundedText(500)), v.minLength(1, 'at least one agenda item'), v.maxLength(50)),
  description: v.optional(boundedText(2000, { allowEmpty: true })),
  elections: v.pipe(
    v.array(
      v.object({
        title: boundedText(200),
        opensAt: Instant,
        closesAt: Instant,
        resolutions: v.pipe(
          v.array(v.object({ title: boundedText(500), description: v.optional(boundedText(2000, { allowEmpty: true })) })),
          v.minLength(1, 'an election has at least one resolution'),
          v.maxLength(50),
        ),
      }),
    ),
    v.maxLength(10),
  ),
});

const VoteBody = v.object({
  electionId: v.pipe(v.string(), v.maxLength(64)),
  resolutionId: v.pipe(v.string(), v.maxLength(64)),
  choice: upperPicklist(VOTE_CHOICES),
});
const ListQuery = v.object({ symbol: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase())), ...paginationQuery });
const ElectionQuery = v.object({
  ...ListQuery.entries,
  meetingId: v.optional(v.string()),
  status: v.optional(upperPicklist(['SCHEDULED', 'OPEN', 'CLOSED', 'TALLIED'])),
});
const VoteQuery = v.object({ electionId: v.optional(v.string()), ...paginationQuery });
const MeetingParams = v.object({ meetingId: v.string() });
const ElectionParams = v.object({ electionId: v.string() });
const SCOPE = 'trading' as const;

/** One page of `rows` (already visible and filtered) after the cursor's sequence number. */
function page<T extends { seq: number }>(ctx: AppContext, rows: readonly T[], query: { limit?: number | undefined; cursor?: string | undefined }) {
  const req = pageRequest(ctx, query, { defaultLimit: 50, maxLimit: 200 });
  const after = req.after === null ? 0 : Number(req.after);
  return pageOf(ctx, rows.filter((r) => r.seq > after).slice(0, req.limit + 1), req, (r) => String(r.seq));
}

function visibleMeeting(ctx: AppContext, meetingId: string): MeetingRecord {
  const { env, partnerId } = partnerScope(ctx);
  const m = ctx.service.queries.governance.meeting(meetingId);
  if (!m || !ctx.service.queries.governance.visibility(env, partnerId)(m)) throw new ServiceError('NOT_FOUND', `meeting ${meetingId} not found`);
  return m;
}

function visibleElection(ctx: AppContext, electionId: string): ElectionRecord {
  const e = ctx.service.queries.governance.election(electionId);
  if (!e) throw new ServiceError('NOT_FOUND', `election ${electionId} not found`);
  try {
    visibleMeeting(ctx, e.meetingId);
  } catch {
    throw new ServiceError('NOT_FOUND', `election ${electionId} not found`);
  }
  return e;
}

const partnerRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/governance/meetings',
    auth: 'apiKey',
    scope: SCOPE,
    tag: 'Governance',
    query: ListQuery,
    summary:
      'Issuer meetings (AGM, EGM) of symbols this partner holds in this environment (any account): entitled at the record date once it has passed, holding now before it; with their elections',
    success: { status: 200, description: '{meetings, count, hasMore, nextCursor}', schema: MeetingListSchema },
    errors: ['VALIDATION_ERROR'],
    handler(ctx, { query }) {
      const { env, partnerId } = partnerScope(ctx);
      const q = ctx.service.queries.governance;
      const visible = q.visibility(env, partnerId);
      const rows = q.meetings().filter((m) => visible(m) && (!query.symbol || m.symbol === query.symbol));
      const { items, meta } = page(ctx, rows, query);
      ctx.body = { meetings: items.map((m) => meetingView(m, q.electionsOf(m.id), env)), ...meta };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/governance/meetings/{meetingId}',
    auth: 'apiKey',
    scope: SCOPE,
    tag: 'Governance',
    params: MeetingParams,
    summary: 'One meeting with its agenda and elections (404 unless the partner holds, or held at the record date, its symbol)',
    success: { status: 200, description: 'the meeting', schema: MeetingSchema },
    errors: ['NOT_FOUND'],
    handler(ctx, { params }) {
      const m = visibleMeeting(ctx, params.meetingId);
      ctx.body = meetingView(m, ctx.service.queries.governance.electionsOf(m.id), partnerScope(ctx).env);
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/governance/elections',
    auth: 'apiKey',
    scope: SCOPE,
    tag: 'Governance',
    query: ElectionQuery,
    summary: 'Elections of the meetings this partner may see, by symbol, meeting and status; TALLIED elections carry their results in this environment',
    success: { status: 200, description: '{elections, count, hasMore, nextCursor}', schema: ElectionListSchema },
    errors: ['VALIDATION_ERROR'],
    handler(ctx, { query }) {
      const { env, partnerId } = partnerScope(ctx);
      const q = ctx.service.queries.governance;
      const visible = q.visibility(env, partnerId);
      const meetings = new Map(q.meetings().map((m) => [m.id, m]));
      const rows = q
        .elections()
        .filter(
          (e) =>
            visible(meetings.get(e.meetingId)!) &&
            (!query.symbol || e.symbol === query.symbol) &&
            (!query.meetingId || e.meetingId === query.meetingId) &&
            (!query.status || e.status === query.status),
        );
      const { items, meta } = page(ctx, rows, query);
      ctx.body = { elections: items.map((e) => electionView(e, env)), ...meta };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/governance/elections/{electionId}',
    auth: 'apiKey',
    scope: SCOPE,
    tag: 'Governance',
    params: ElectionParams,
    summary: 'One election with its resolutions and, once TALLIED, their results in this environment',
    success: { status: 200, description: 'the election', schema: ElectionSchema },
    errors: ['NOT_FOUND'],
    handler(ctx, { params }) {
      ctx.body = electionView(visibleElection(ctx, params.electionId), partnerScope(ctx).env);
    },
  }),
];

const voteRoutes = [
  route({
    method: 'POST',
    base: 'partner',
    path: '/users/{userId}/votes',
    auth: 'apiKey',
    scope: SCOPE,
    tag: 'Governance',
    params: UserParams,
    body: VoteBody,
    summary:
      "Vote FOR, AGAINST or ABSTAIN on a resolution with the sub-account's units at the record date: 201 for a first vote, 200 for a changed one; 422 when the election is not OPEN or the sub-account held none at the record date",
    success: { status: 201, description: 'the vote', schema: VoteSchema, also: [{ status: 200, description: 'the changed vote', schema: VoteSchema }] },
    errors: ['VALIDATION_ERROR', 'NOT_FOUND', 'BUSINESS_RULE'],
    async handler(ctx, { params, body }) {
      await dispatch(ctx, governance.commands.vote, {
        payload: { subAccountId: params.userId, electionId: body.electionId, resolutionId: body.resolutionId, choice: body.choice },
        respond: (r: { vote: VoteRecord; created: boolean }) => ({ status: r.created ? 201 : 200, body: voteView(r.vote) }),
      });
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/users/{userId}/votes',
    auth: 'apiKey',
    scope: SCOPE,
    tag: 'Governance',
    params: UserParams,
    query: VoteQuery,
    summary: "The sub-account's votes, by election and resolution, optionally of one election",
    success: { status: 200, description: '{votes, count, hasMore, nextCursor}', schema: VoteListSchema },
    errors: ['VALIDATION_ERROR', 'NOT_FOUND'],
    handler(ctx, { params, query }) {
      const scope = partnerScope(ctx);
      if (!ctx.service.queries.trading.subAccount(scope, params.userId)) throw new ServiceError('NOT_FOUND', `sub-account ${params.userId} not found`);
      const req = pageRequest(ctx, query, { defaultLimit: 50, maxLimit: 200 });
      const rows = ctx.service.queries.governance.votesOf({
        ...scope,
        owner: params.userId,
        electionId: query.electionId ?? null,
        after: req.after ?? '',
        limit: req.limit + 1,
      });
      const { items, meta } = pageOf(ctx, rows, req, (r) => `${r.electionId}/${r.resolutionId}`);
      ctx.body = { votes: items.map(voteView), ...meta };
    },
  }),
];

const operatorRoutes = [
  route({
    method: 'POST',
    base: 'admin',
    path: '/governance/meetings',
    auth: 'operator',
    tag: 'Operator',
    body: DeclareBody,
    summary:
      "Declare an issuer's meeting: symbol, AGM or EGM, meetingDate, recordDate (holdings at 00:00 UTC are entitled), agenda, and elections with resolutions and a voting window (opening on or after the record date, closing by the end of the meeting date); announces governance.meeting_announced to the partners holding the symbol",
    success: { status: 201, description: 'the meeting with its elections', schema: MeetingSchema },
    errors: ['VALIDATION_ERROR', 'MISSING_PARAM', 'INVALID_SYMBOL', 'NOT_FOUND'],
    async handler(ctx, { body }) {
      await dispatch(ctx, governance.commands.declare, {
        env: null,
        partnerId: null,
        payload: {
          symbol: body.symbol,
          type: body.type,
          meetingDate: body.meetingDate,
          recordDate: body.recordDate,
          agenda: body.agenda,
          description: body.description || null,
          elections: body.elections.map((e) => ({
            title: e.title,
            opensAtMs: Date.parse(e.opensAt),
            closesAtMs: Date.parse(e.closesAt),
            resolutions: e.resolutions.map((r) => ({ title: r.title, description: r.description || null })),
          })),
        },
        respond: (m: MeetingRecord) => ({ status: 201, body: meetingView(m, ctx.service.queries.governance.electionsOf(m.id), 'production') }),
      });
    },
  }),
];

export const governanceRoutes = [...partnerRoutes, ...voteRoutes, ...operatorRoutes];
