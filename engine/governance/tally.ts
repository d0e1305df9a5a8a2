/**
 * The tally of an election, pure: per environment and resolution, the entitled units of the
 * votes cast, summed by choice. A vote carries the units its holder held at the record date (fixed when
 * it was cast from the entitlement), so the tally needs nothing but the votes.
 */
import type { ElectionResults, Resolution, ResolutionTally } from '../../machines/election/machine.ts';

export type Choice = 'FOR' | 'AGAINST' | 'ABSTAIN';

export interface Ballot {
  readonly env: string;
  readonly resolutionId: string;
  readonly choice: Choice;
  readonly unitsMicro: number;
}

export const TALLY_ENVIRONMENTS = ['production', 'sandbox'] as const;

const FIELD: Record<Choice, 'forMicro' | 'againstMicro' | 'abstainMicro'> = { FOR: 'forMicro', AGAINST: 'againstMicro', ABSTAIN: 'abstainMicro' };

/** One environment's totals for every resolution, in the election's order (a resolution nobody voted on is all zeros). */
export function tallyResolutions(resolutions: readonly Pick<Resolution, 'resolutionId'>[], ballots: readonly Omit<Ballot, 'env'>[]): ResolutionTally[] {
  const totals = new Map(resolutions.map((r) => [r.resolutionId, { resolutionId: r.resolutionId, forMicro: 0, againstMicro: 0, abstainMicro: 0, votes: 0 }]));
  for (const b of ballots) {
    const t = totals.get(b.resolutionId);
    if (!t) continue;
    t[FIELD[b.choice]] += b.unitsMicro;
    t.votes += 1;
  }
  return [...totals.values()];
}

/** Both environments' totals: sandbox votes never count in production results, nor the reverse. */
export function tallyElection(resolutions: readonly Pick<Resolution, 'resolutionId'>[], ballots: readonly Ballot[]): ElectionResults {
  return Object.fromEntries(
    TALLY_ENVIRONMENTS.map((env) => [
      env,
      tallyResolutions(
        resolutions,
        ballots.filter((b) => b.env === env),
      ),
    ]),
  );
}
