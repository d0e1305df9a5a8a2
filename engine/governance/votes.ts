/**
 * Votes: a sub-account votes on a resolution with the units it held at the meeting's record
 * date, while the election is open; voting again changes the choice (the units stay those of the record
 * date). Refusals that are about the election's timing or the holder's entitlement are 422.
 */
import type { VoteChoice, VoteRecord } from '../../storage/governance.ts';
import { ownedSubAccount, partnerScope } from '../sub-accounts/sub-accounts.ts';
import { ServiceError } from '../errors.ts';
import type { Step } from '../step.ts';
import { ELECTION_KIND } from './meetings.ts';

export interface CastVotePayload {
  readonly subAccountId: string;
  readonly electionId: string;
  readonly resolutionId: string;
  readonly choice: VoteChoice;
}

export function castVote(step: Step, p: CastVotePayload): { vote: VoteRecord; created: boolean } {
  const scope = partnerScope(step);
  ownedSubAccount(step, scope, p.subAccountId);
  const election = step.stores.governance.election(p.electionId);
  if (!election) throw new ServiceError('NOT_FOUND', `election ${p.electionId} not found`, { extra: { param: 'electionId' } });
  if (!election.resolutions.some((r) => r.resolutionId === p.resolutionId)) {
    throw new ServiceError('NOT_FOUND', `resolution ${p.resolutionId} is not part of election ${p.electionId}`, { extra: { param: 'resolutionId' } });
  }
  // The machine refuses a ballot outside the voting window, before the entitlement is looked at.
  step.send(ELECTION_KIND, election.id, { type: 'api.vote' });
  const entitlement = step.stores.governance.entitlement(election.meetingId, scope.env, scope.partnerId, p.subAccountId);
  if (!entitlement) {
    throw new ServiceError('BUSINESS_RULE', `sub-account ${p.subAccountId} held no ${election.symbol} at the record date`, { extra: { param: 'electionId' } });
  }
  const existing = step.stores.governance.vote(election.id, p.resolutionId, scope.env, scope.partnerId, p.subAccountId);
  step.stores.governance.upsertVote({
    electionId: election.id,
    resolutionId: p.resolutionId,
    env: scope.env,
    partnerId: scope.partnerId,
    owner: p.subAccountId,
    choice: p.choice,
    unitsMicro: entitlement.unitsMicro,
    castAtMs: existing?.castAtMs ?? step.atMs,
    updatedAtMs: step.atMs,
  });
  return { vote: step.stores.governance.vote(election.id, p.resolutionId, scope.env, scope.partnerId, p.subAccountId)!, created: !existing };
}
