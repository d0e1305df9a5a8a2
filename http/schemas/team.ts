/** Response bodies of the team, roles and sessions routes. */
import { MEMBER_ROLES, PERMISSIONS } from '../../engine/team/roles.ts';
import * as v from '../schema.ts';
import { named, NullableTimestamp, pageMeta, pageSchema, Timestamp } from './wire.ts';

export const Role = v.picklist(MEMBER_ROLES);
export const PermissionName = v.picklist(PERMISSIONS);

export const RoleSchema = named(
  'TeamRole',
  'A role and the named permissions it grants a member',
  v.strictObject({ role: Role, description: v.string(), permissions: v.array(PermissionName) }),
);
export const RoleListSchema = named(
  'TeamRoleList',
  'One cursor page of the roles, most powerful first',
  v.strictObject({ roles: v.array(RoleSchema), ...pageMeta }),
);

export const MemberSchema = named(
  'TeamMember',
  'A member of the organisation: INVITED (waiting for an ID token with this e-mail), ACTIVE, or REMOVED',
  v.strictObject({
    memberId: v.string(),
    email: v.string(),
    role: Role,
    status: v.picklist(['INVITED', 'ACTIVE', 'REMOVED']),
    sub: v.nullable(v.pipe(v.string(), v.description('the identity bound when the member joined; null while invited'))),
    invitedBy: v.nullable(v.pipe(v.string(), v.description('memberId of the inviting member; null for the founding owner'))),
    createdAt: Timestamp,
    joinedAt: NullableTimestamp,
    removedAt: NullableTimestamp,
    updatedAt: Timestamp,
  }),
);
export const MemberListSchema = pageSchema('members', MemberSchema, 'TeamMemberList');

export const RemovedMemberSchema = named(
  'RemovedTeamMember',
  'The removed member and the sessions its removal ended',
  v.strictObject({ member: MemberSchema, endedSessionIds: v.array(v.string()) }),
);

export const SessionSummarySchema = named(
  'PortalSession',
  'An active portal session of the organisation (never its token)',
  v.strictObject({
    sessionId: v.string(),
    member: v.strictObject({ memberId: v.nullable(v.string()), sub: v.string(), email: v.string(), role: v.string() }),
    createdAt: Timestamp,
    expiresAt: Timestamp,
    lastUsedAt: NullableTimestamp,
  }),
);
export const SessionListSchema = pageSchema('sessions', SessionSummarySchema, 'PortalSessionList');
