/**
 * The organisation (CONTRACT.md section 6): roles, members and the organisation's portal
 * sessions. Portal sessions only (an API key gets 403: http/scopes.ts SESSION_ONLY_FAMILIES); reads need
 * `read` (sessions: `team.manage`), writes `team.manage` (http/middleware/enterprise-controls.ts), and
 * the commands check the acting member again inside their step. Every change is journaled with the
 * acting member, so GET /audit shows who did it.
 */
import * as v from '../schema.ts';
import { emailAddress } from '../input-text.ts';
import { ServiceError } from '../../engine/errors.ts';
import { sessions, team } from '../../engine/features/index.ts';
import type { ActingMember } from '../../engine/team/members.ts';
import type { ActiveSessionRecord } from '../../storage/sessions.ts';
import type { TeamMemberRecord } from '../../storage/team.ts';
import { apiKeyAuth, type AppContext } from '../context.ts';
import { dispatch } from '../dispatch.ts';
import { keyedPage, pageOf, pageRequest, paginationQuery, positionalOrder } from '../pagination.ts';
import { route } from '../route.ts';
import { MemberListSchema, MemberSchema, RemovedMemberSchema, Role, RoleListSchema, SessionListSchema } from '../schemas/team.ts';
import { IsoTime } from '../schemas/identity.ts';
import { iso, partnerScope } from '../views.ts';
import { upperPicklist } from './instrument-list.ts';

const RoleInput = v.pipe(v.string(), v.toLowerCase(), Role);
const InviteBody = v.object({ email: emailAddress(), role: RoleInput });
const RoleBody = v.object({ role: RoleInput });
const MemberParams = v.object({ memberId: v.pipe(v.string(), v.maxLength(64)) });
const SessionParams = v.object({ sessionId: v.pipe(v.string(), v.maxLength(64)) });
const MemberListQuery = v.object({ status: v.optional(upperPicklist(['INVITED', 'ACTIVE', 'REMOVED'])), ...paginationQuery });
const EndedSession = v.object({ sessionId: v.string(), status: v.literal('revoked'), revokedAt: IsoTime });

/** The member acting through this session; sessions from before members existed must be reopened to manage the team. */
export function actingMember(ctx: AppContext): ActingMember {
  const session = apiKeyAuth(ctx).session;
  if (!session?.memberId) throw new ServiceError('FORBIDDEN', 'open a new portal session (POST /session) to manage the team');
  return { memberId: session.memberId, sub: session.memberSub, email: session.memberEmail };
}

export function memberView(m: TeamMemberRecord): Record<string, unknown> {
  return {
    memberId: m.id,
    email: m.email,
    role: m.role,
    status: m.status,
    sub: m.sub,
    invitedBy: m.invitedByMemberId,
    createdAt: iso(m.createdAtMs),
    joinedAt: m.joinedAtMs === null ? null : iso(m.joinedAtMs),
    removedAt: m.removedAtMs === null ? null : iso(m.removedAtMs),
    updatedAt: iso(m.updatedAtMs),
  };
}

function sessionView(ctx: AppContext, s: ActiveSessionRecord): Record<string, unknown> {
  const lastUsedAtMs = ctx.service.queries.team.lastUsedAtMs(s.keyId);
  return {
    sessionId: s.id,
    member: { memberId: s.memberId, sub: s.memberSub, email: s.memberEmail, role: s.memberRole },
    createdAt: iso(s.createdAtMs),
    expiresAt: iso(s.expiresAtMs),
    lastUsedAt: lastUsedAtMs === null ? null : iso(lastUsedAtMs),
  };
}

const TAG = 'Team';

export const teamRoutes = [
  route({
    method: 'GET',
    base: 'partner',
    path: '/team/roles',
    auth: 'apiKey',
    tag: TAG,
    query: v.object(paginationQuery),
    summary: 'The roles a member can hold and the named permissions each grants, most powerful first, one cursor page (portal session; permission read)',
    description:
      "The roles (owner, admin, developer, finance, viewer) and the named permissions each grants; what a portal session may do is the intersection of these with the key's scopes.",
    success: { status: 200, description: '{roles: [{role, description, permissions}], count, hasMore, nextCursor}', schema: RoleListSchema },
    errors: ['VALIDATION_ERROR'],
    handler(ctx, { query }) {
      const roles = ctx.service.queries.team.roles();
      const { items, meta } = keyedPage(ctx, roles, query, positionalOrder(roles));
      ctx.body = { roles: items.map((r) => ({ role: r.role, description: r.description, permissions: [...r.permissions] })), ...meta };
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/team/members',
    auth: 'apiKey',
    tag: TAG,
    query: MemberListQuery,
    summary: "The organisation's members in this environment, oldest first, optionally by status (portal session; permission read)",
    description:
      "Your organisation's members with their role and status (INVITED, ACTIVE), oldest first; filter by `status`. Needs a portal session with the read permission.",
    success: { status: 200, description: '{members, count, hasMore, nextCursor}', schema: MemberListSchema },
    errors: ['VALIDATION_ERROR'],
    handler(ctx, { query }) {
      const { partnerId } = partnerScope(ctx);
      const req = pageRequest(ctx, query, { defaultLimit: 50, maxLimit: 200 });
      const afterSeq = req.after === null ? 0 : Number(req.after);
      const rows = ctx.service.queries.team.members({ partnerId, status: query.status ?? null, afterSeq, limit: req.limit + 1 });
      const { items, meta } = pageOf(ctx, rows, req, (m) => String(m.seq));
      ctx.body = { members: items.map(memberView), ...meta };
    },
  }),
  route({
    method: 'POST',
    base: 'partner',
    path: '/team/members',
    auth: 'apiKey',
    tag: TAG,
    body: InviteBody,
    summary:
      'Invite a member by e-mail with a role: INVITED until an ID token with that e-mail opens a session (POST /session). Only an owner invites an owner; an e-mail already on the team is 409 (permission team.manage)',
    description:
      'Invites a person by e-mail; they become ACTIVE when they open their first portal session (`POST /session`) with an ID token for that e-mail. Only an owner invites an owner; an e-mail already on the team answers `409`. Needs `team.manage`.',
    success: { status: 201, description: 'the member, status INVITED', schema: MemberSchema },
    errors: ['VALIDATION_ERROR', 'MISSING_PARAM', 'CONFLICT', 'FORBIDDEN'],
    async handler(ctx, { body }) {
      await dispatch(ctx, team.commands.invite, {
        payload: { actor: actingMember(ctx), email: body.email, role: body.role },
        respond: (m: TeamMemberRecord) => ({ status: 201, body: memberView(m) }),
      });
    },
  }),
  route({
    method: 'PATCH',
    base: 'partner',
    path: '/team/members/{memberId}',
    auth: 'apiKey',
    tag: TAG,
    params: MemberParams,
    body: RoleBody,
    summary:
      "Change a member's role; it applies to the member's open sessions at once. Only an owner grants or changes the owner role; the last owner cannot be demoted (409, reason LAST_OWNER) (permission team.manage)",
    description:
      "Changes a member's role; their open sessions get the new permissions at once. Only an owner grants or changes the owner role, and the last owner cannot be demoted (`409`, reason `LAST_OWNER`). Needs `team.manage`.",
    success: { status: 200, description: 'the member with its new role', schema: MemberSchema },
    errors: ['VALIDATION_ERROR', 'MISSING_PARAM', 'NOT_FOUND', 'CONFLICT', 'FORBIDDEN'],
    async handler(ctx, { params, body }) {
      await dispatch(ctx, team.commands.changeRole, {
        payload: { actor: actingMember(ctx), memberId: params.memberId, role: body.role },
        respond: (m: TeamMemberRecord) => ({ status: 200, body: memberView(m) }),
      });
    },
  }),
  route({
    method: 'DELETE',
    base: 'partner',
    path: '/team/members/{memberId}',
    auth: 'apiKey',
    tag: TAG,
    params: MemberParams,
    summary:
      'Remove a member (or withdraw an invitation): its sessions end at once (403 AUTH_REVOKED). The last owner cannot be removed (409, reason LAST_OWNER); only an owner removes an owner (permission team.manage)',
    description:
      'Removes a member or withdraws an invitation; their sessions end at once (`403 AUTH_REVOKED`). The last owner cannot be removed (`409`, reason `LAST_OWNER`). Needs `team.manage`.',
    success: { status: 200, description: '{member (status REMOVED), endedSessionIds}', schema: RemovedMemberSchema },
    errors: ['NOT_FOUND', 'CONFLICT', 'FORBIDDEN'],
    async handler(ctx, { params }) {
      await dispatch(ctx, team.commands.remove, {
        payload: { actor: actingMember(ctx), memberId: params.memberId },
        respond: (r: { member: TeamMemberRecord; endedSessionIds: string[] }) => ({
          status: 200,
          body: { member: memberView(r.member), endedSessionIds: r.endedSessionIds },
        }),
      });
    },
  }),
  route({
    method: 'GET',
    base: 'partner',
    path: '/sessions',
    auth: 'apiKey',
    tag: TAG,
    query: v.object({ ...paginationQuery }),
    summary: "The organisation's active portal sessions in this environment, oldest first: member, created, expires, last used (permission team.manage)",
    description:
      'Who is logged in: active portal sessions with member, creation, expiry and last use, to spot and end sessions you do not recognise. Needs `team.manage`.',
    success: { status: 200, description: '{sessions, count, hasMore, nextCursor}', schema: SessionListSchema },
    errors: ['VALIDATION_ERROR'],
    handler(ctx, { query }) {
      const { partnerId, env } = partnerScope(ctx);
      const req = pageRequest(ctx, query, { defaultLimit: 50, maxLimit: 200 });
      const [afterMs, afterId] = req.after === null ? [-1, ''] : [Number(req.after.split(' ')[0]), req.after.split(' ')[1] ?? ''];
      const nowMs = ctx.service.clock.nowMs();
      const rows = ctx.service.queries.team.sessions({ partnerId, env, nowMs, afterMs, afterId, limit: req.limit + 1 });
      const { items, meta } = pageOf(ctx, rows, req, (s) => `${s.createdAtMs} ${s.id}`);
      ctx.body = { sessions: items.map((s) => sessionView(ctx, s)), ...meta };
    },
  }),
  route({
    method: 'DELETE',
    base: 'partner',
    path: '/sessions/{sessionId}',
    auth: 'apiKey',
    tag: TAG,
    params: SessionParams,
    summary:
      "End one of the organisation's sessions at once: its token answers 403 AUTH_REVOKED from then on; ending it again is harmless (permission team.manage)",
    description: 'Ends one session at once; its token answers `403 AUTH_REVOKED` from then on. Ending it again is harmless. Needs `team.manage`.',
    success: { status: 200, description: '{sessionId, status: "revoked", revokedAt}', schema: EndedSession },
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    async handler(ctx, { params }) {
      await dispatch(ctx, sessions.commands.revoke, {
        payload: { sessionId: params.sessionId, actor: actingMember(ctx) },
        respond: (r: { sessionId: string; revokedAtMs: number }) => ({
          status: 200,
          body: { sessionId: r.sessionId, status: 'revoked', revokedAt: iso(r.revokedAtMs) },
        }),
      });
    },
  }),
];
