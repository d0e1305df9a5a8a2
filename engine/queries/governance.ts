/**
 * The read side of governance for HTTP. A partner environment sees a meeting (and its elections) when
 * it was entitled at the record date, or, before the record date has been fixed, when it holds the
 * symbol now (any of its accounts).
 */
import type { ElectionRecord, MeetingRecord } from '../../storage/governance.ts';
import type { Stores } from '../../storage/stores.ts';
import type { Env } from '../../storage/types.ts';

export function governanceQueries(stores: Stores) {
  const { governance } = stores;
  /** Whether this partner environment may see the meeting: a predicate built once per request. */
  const visibility = (env: Env, partnerId: string): ((m: MeetingRecord) => boolean) => {
    const held = governance.heldSymbols(env, partnerId);
    const entitled = governance.entitledMeetingIds(env, partnerId);
    return (m) => (m.entitlementsFixedAtMs === null ? held.has(m.symbol) : entitled.has(m.id));
  };
  return {
    visibility,
    meetings: () => governance.meetings(),
    meeting: (id: string) => governance.meeting(id),
    elections: () => governance.elections(),
    election: (id: string) => governance.election(id),
    electionsOf: (meetingId: string): ElectionRecord[] => governance.electionsOf(meetingId),
    votesOf: (q: Parameters<typeof governance.votesOf>[0]) => governance.votesOf(q),
  };
}
