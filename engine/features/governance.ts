/**
 * Corporate governance: issuer meetings the operator declares, their elections (the election
 * machine: scheduled -> open -> closed -> tallied on its own durable timers), entitlements fixed at the
 * record date from the ledger, and sub-account votes. Files: machines/election/, engine/governance/,
 * storage/governance.ts, storage/migrations/027_governance.ts, engine/queries/governance.ts,
 * http/routes/governance.ts, http/schemas/governance.ts.
 */
import { electionMachine, publicStatus as electionPublicStatus, electionRefusals } from '../../machines/election/machine.ts';
import { defineCommand, defineFeature, defineMachine, NO_LEDGER, WIPE } from '../feature.ts';
import { declareMeeting, ELECTION_KIND, electionTimer, RECORD_DATE_TIMER_KIND, recordDateReached, projectElection } from '../governance/meetings.ts';
import { castVote } from '../governance/votes.ts';

const PLATFORM = { reset: 'none', why: "meetings and elections are the issuers', shared by every partner" } as const;

export const governance = defineFeature({
  name: 'governance',
  summary: 'issuer meetings, elections, record-date entitlements, votes and tallies',
  machines: [
    defineMachine({
      kind: ELECTION_KIND,
      machine: electionMachine,
      version: 'election@1',
      publicStatus: electionPublicStatus,
      refusals: electionRefusals,
      projection: projectElection,
      reset: PLATFORM,
    }),
  ],
  commands: {
    declare: defineCommand('operator.governance.meeting.declare', declareMeeting),
    vote: defineCommand('governance.vote', castVote),
  },
  // The election machine's own timers (window open and close) come here by its kind: they need the
  // ledger (entitlements) and the vote rows (tally), which the pure machine cannot read.
  systemTimers: [
    { kind: ELECTION_KIND, fire: electionTimer },
    { kind: RECORD_DATE_TIMER_KIND, fire: recordDateReached },
  ],
  bootstrap: [],
  tables: {
    governance_meetings: { key: ['id'], ...PLATFORM },
    governance_elections: { key: ['id'], ...PLATFORM },
    governance_entitlements: { key: ['meeting_id', 'env', 'partner_id', 'owner'], ...WIPE },
    governance_votes: { key: ['election_id', 'resolution_id', 'env', 'partner_id', 'owner'], ...WIPE },
  },
  migrations: ['027_governance'],
  ledger: NO_LEDGER,
  events: ['governance.meeting_announced', 'governance.results_published'],
});
