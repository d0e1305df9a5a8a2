/**
 * Team members: the organisation's first owner is added on its first portal session (or
 * team command), members are invited by e-mail and join by opening a session with an ID token whose
 * e-mail matches, and the team is managed by members holding `team.manage`. The member machine holds
 * the lifecycle; the rules about people (who may change whom, the last owner) are decided here, inside
 * the command, against the acting member as it is now, not as it was when the request was authorised.
 */
import { publicStatus, type MemberInput, type MemberRole } from '../../machines/member/machine.ts';
import type { PartnerRecord } from '../../storage/partners.ts';
import type { TeamMemberRecord } from '../../storage/team.ts';
import type { memberMachine } from '../../machines/member/machine.ts';
import type { MachineView } from '../feature.ts';
import { partnerScope } from '../sub-accounts/sub-accounts.ts';
import { ServiceError } from '../errors.ts';
import type { Step } from '../step.ts';
import { roleHasPermission } from './roles.ts';

export const MEMBER_KIND = 'member';

/** Who acts, as the session names it: journaled with every team command, so /audit shows it. */
export interface ActingMember {
  readonly memberId: string;
  readonly sub: string;
  readonly email: string;
}

/** The member's projection (declared with its machine in the feature descriptor): its `team_members` row from the snapshot. */
export function projectMember(step: Step, view: MachineView<typeof memberMachine>): void {
  const c = view.snapshot.context;
  step.stores.team.upsert({
    id: c.memberId,
    env: view.record.env,
    partnerId: view.record.partnerId!,
    email: c.email,
    sub: c.sub,
    role: c.role,
    status: publicStatus(view.snapshot),
    invitedByMemberId: c.invitedByMemberId,
    createdAtMs: c.createdAtMs,
    joinedAtMs: c.joinedAtMs,
    removedAtMs: c.removedAtMs,
    updatedAtMs: c.updatedAtMs,
  });
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * The partner's team, with its founder: the identity that registered the partner becomes its first
 * owner the first time the team is needed (existing partners need no backfill).
 */
export function ensureFounder(step: Step, partner: PartnerRecord): void {
  if (step.stores.team.hasMembers(partner.id) || partner.sub === null) return;
  const memberId = step.newId('mem');
  const input: MemberInput = {
    memberId,
    email: normaliseEmail(partner.email),
    role: 'owner',
    invitedByMemberId: null,
    sub: partner.sub,
    createdAtMs: step.atMs,
  };
  step.spawn(MEMBER_KIND, memberId, { env: partner.env, partnerId: partner.id }, input);
}

/** A member of this partner environment; another organisation's is as unknown as a missing one. */
export function ownMember(step: Step, memberId: string): TeamMemberRecord {
  const { env, partnerId } = partnerScope(step);
  const member = step.stores.team.byId(memberId);
  if (member?.partnerId !== partnerId || member.env !== env) throw new ServiceError('NOT_FOUND', `member ${memberId} not found`);
  return member;
}

/** The acting member, re-checked inside the command: still active, still allowed to manage the team. */
function manager(step: Step, actor: ActingMember): TeamMemberRecord {
  const member = ownMember(step, actor.memberId);
  if (member.status !== 'ACTIVE') throw new ServiceError('AUTH_REVOKED', 'the acting member has been removed from the organisation');
  if (!roleHasPermission(member.role, 'team.manage')) {
    throw new ServiceError('FORBIDDEN', `the ${member.role} role cannot manage the team`, { extra: { requiredPermission: 'team.manage' } });
  }
  return member;
}

/** Only an owner makes, changes or removes an owner. */
function requireOwnerFor(acting: TeamMemberRecord, touchesOwner: boolean): void {
  if (touchesOwner && acting.role !== 'owner') {
    throw new ServiceError('FORBIDDEN', 'only an owner can grant, change or remove the owner role', { extra: { requiredRole: 'owner' } });
  }
}

/** The last active owner keeps the organisation reachable: never demoted, never removed. */
function keepLastOwner(step: Step, member: TeamMemberRecord): void {
  if (member.role !== 'owner' || member.status !== 'ACTIVE') return;
  if (step.stores.team.activeOwners(member.partnerId).length <= 1) {
    throw new ServiceError('CONFLICT', 'the last owner of the organisation cannot be removed or demoted; make another member owner first', {
      extra: { reason: 'LAST_OWNER' },
    });
  }
}

export function invite(step: Step, p: { actor: ActingMember; email: string; role: MemberRole }): TeamMemberRecord {
  const scope = partnerScope(step);
  const acting = manager(step, p.actor);
  requireOwnerFor(acting, p.role === 'owner');
  const email = normaliseEmail(p.email);
  const taken = step.stores.team.currentByEmail(scope.partnerId, email);
  if (taken) throw new ServiceError('CONFLICT', `${email} is already a member (${taken.status})`, { extra: { memberId: taken.id } });
  const memberId = step.newId('mem');
  const input: MemberInput = { memberId, email, role: p.role, invitedByMemberId: acting.id, sub: null, createdAtMs: step.atMs };
  step.spawn(MEMBER_KIND, memberId, scope, input);
  return step.stores.team.byId(memberId)!;
}

export function changeRole(step: Step, p: { actor: ActingMember; memberId: string; role: MemberRole }): TeamMemberRecord {
  const acting = manager(step, p.actor);
  const member = ownMember(step, p.memberId);
  if (member.role === p.role && member.status !== 'REMOVED') return member;
  requireOwnerFor(acting, member.role === 'owner' || p.role === 'owner');
  if (p.role !== 'owner') keepLastOwner(step, member);
  step.send('member', member.id, { type: 'api.changeRole', role: p.role });
  return step.stores.team.byId(member.id)!;
}

/** Removes a member (or withdraws an invitation) and ends every session of the member in the same step. */
export function removeMember(step: Step, p: { actor: ActingMember; memberId: string }): { member: TeamMemberRecord; endedSessionIds: string[] } {
  const acting = manager(step, p.actor);
  const member = ownMember(step, p.memberId);
  requireOwnerFor(acting, member.role === 'owner');
  keepLastOwner(step, member);
  step.send('member', member.id, { type: 'api.remove' });
  const ended = step.stores.sessions.activeForMember(member.id, step.atMs);
  for (const s of ended) step.stores.partners.setKeyStatus(s.keyId, 'revoked', step.atMs);
  return { member: step.stores.team.byId(member.id)!, endedSessionIds: ended.map((s) => s.id) };
}

/**
 * The member an identity opens a session as, in this partner environment: its active membership (by
 * `sub`), else an invitation to its e-mail, which it accepts now (binding the `sub`). Null: none.
 */
export function joinAs(step: Step, identity: { sub: string; email: string }): TeamMemberRecord | null {
  const { env, partnerId } = partnerScope(step);
  const active = step.stores.team.activeBySub(env, identity.sub).find((m) => m.partnerId === partnerId);
  if (active) return active;
  const invitation = step.stores.team.invitedByEmail(env, normaliseEmail(identity.email)).find((m) => m.partnerId === partnerId);
  if (!invitation) return null;
  step.send('member', invitation.id, { type: 'api.accept', sub: identity.sub });
  return step.stores.team.byId(invitation.id)!;
}
