/**
 * Team: organisation members with roles (the member machine), invited by e-mail and joining
 * with a matching ID token at POST /session; role changes and removal by members holding team.manage.
 * Portal sessions themselves stay in the sessions feature. Files: machines/member/, engine/team/,
 * storage/team.ts, storage/migrations/028_team.ts, http/routes/team.ts, http/schemas/team.ts.
 */
import { memberMachine, publicStatus as memberPublicStatus, memberRefusals } from '../../machines/member/machine.ts';
import { defineCommand, defineFeature, defineMachine, NO_LEDGER } from '../feature.ts';
import { changeRole, invite, MEMBER_KIND, removeMember, projectMember } from '../team/members.ts';

const KEEP = { reset: 'keep', why: 'the team is the organisation, not sandbox data: a reset keeps who may act' } as const;

export const team = defineFeature({
  name: 'team',
  summary: 'organisation members, their roles and invitations',
  machines: [
    defineMachine({
      kind: MEMBER_KIND,
      machine: memberMachine,
      version: 'member@1',
      publicStatus: memberPublicStatus,
      refusals: memberRefusals,
      projection: projectMember,
      reset: KEEP,
    }),
  ],
  commands: {
    invite: defineCommand('team.member.invite', invite),
    changeRole: defineCommand('team.member.role', changeRole),
    remove: defineCommand('team.member.remove', removeMember),
  },
  systemTimers: [],
  bootstrap: [],
  tables: {
    team_members: { key: ['id'], ...KEEP },
  },
  migrations: ['028_team'],
  ledger: NO_LEDGER,
  events: [],
});
