/** Team reads: the roles, the members and sessions of an organisation, and an identity's organisations. */
import type { Stores } from '../../storage/stores.ts';
import type { TeamMemberStatus } from '../../storage/team.ts';
import type { Env } from '../../storage/types.ts';
import { normaliseEmail } from '../team/members.ts';
import { ROLES } from '../team/roles.ts';

export function teamQueries(stores: Stores) {
  const { team, sessions, partners, keyUsage } = stores;
  return {
    roles: () => ROLES,
    members: (filter: { partnerId: string; status: TeamMemberStatus | null; afterSeq: number; limit: number }) => team.list(filter),
    member: (memberId: string) => team.byId(memberId),
    sessions: (q: Parameters<typeof sessions.activeForPartner>[0]) => sessions.activeForPartner(q),
    session: (sessionId: string) => sessions.byId(sessionId),
    lastUsedAtMs: (keyId: string) => keyUsage.lastUsedAtMs(keyId),
    /**
     * The partner environments an identity may open a session in: the one it registered (its founder
     * membership may not exist yet), those where it is an active member, and those inviting its e-mail.
     */
    organisationsOf(env: Env, sub: string, email: string): string[] {
      const own = partners.bySub(env, sub);
      const ids = [
        ...(own ? [own.id] : []),
        ...team.activeBySub(env, sub).map((m) => m.partnerId),
        ...team.invitedByEmail(env, normaliseEmail(email)).map((m) => m.partnerId),
      ];
      return [...new Set(ids)];
    },
  };
}
