/** The public views of meetings, elections and votes (HTTP bodies and event payloads share them). */
import type { ElectionRecord, MeetingRecord, StoredTally, VoteRecord } from '../../storage/governance.ts';
import type { Env } from '../../storage/types.ts';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
const units = (micro: number): number => micro / 1_000_000;

function resultOf(t: StoredTally | undefined) {
  if (!t) return null;
  return { for: units(t.forMicro), against: units(t.againstMicro), abstain: units(t.abstainMicro), votes: t.votes };
}

/** An election as one environment sees it: each resolution carries that environment's result once tallied. */
export function electionView(e: ElectionRecord, env: Env) {
  const results = e.results?.[env];
  return {
    electionId: e.id,
    meetingId: e.meetingId,
    symbol: e.symbol,
    title: e.title,
    status: e.status,
    opensAt: iso(e.opensAtMs)!,
    closesAt: iso(e.closesAtMs)!,
    resolutions: e.resolutions.map((r) => ({
      resolutionId: r.resolutionId,
      title: r.title,
      description: r.description,
      result: resultOf(results?.find((t) => t.resolutionId === r.resolutionId)),
    })),
    talliedAt: iso(e.talliedAtMs),
  };
}

export function meetingView(m: MeetingRecord, elections: readonly ElectionRecord[], env: Env) {
  return {
    meetingId: m.id,
    symbol: m.symbol,
    exchange: m.exchange,
    type: m.type,
    meetingDate: m.meetingDate,
    recordDate: m.recordDate,
    agenda: [...m.agenda],
    description: m.description,
    entitlementsFixedAt: iso(m.entitlementsFixedAtMs),
    declaredAt: iso(m.declaredAtMs)!,
    elections: elections.map((e) => electionView(e, env)),
  };
}

export function voteView(v: VoteRecord) {
  return {
    electionId: v.electionId,
    resolutionId: v.resolutionId,
    subAccountId: v.owner,
    choice: v.choice,
    units: units(v.unitsMicro),
    castAt: iso(v.castAtMs)!,
    updatedAt: iso(v.updatedAtMs)!,
  };
}
