/**
 * An election at an issuer's meeting: resolutions voted FOR, AGAINST or ABSTAIN with the
 * units each holder held at the meeting's record date. Lifecycle: scheduled -> open (the voting window's
 * open timer) -> closed (its close timer) -> tallied (the engine counted the votes), final.
 * Invariants: votes are accepted only while open and before the closing instant (the engine asks the
 * snapshot, answering 422 otherwise); the window's deadlines
 * are durable timers the machine arms itself; the tally is computed by the engine from the vote rows in
 * the step that closes the window, and recorded here once, per environment (sandbox votes never count
 * in production results).
 */
import { assign, setup } from 'xstate';
import { stateIn, unreachable } from '../states.ts';
import type { Refusals } from '../refusals.ts';

export interface Resolution {
  readonly resolutionId: string;
  readonly title: string;
  readonly description: string | null;
}

/** One resolution's totals: entitled units (millionths) by choice, and how many holders voted. */
export interface ResolutionTally {
  readonly resolutionId: string;
  readonly forMicro: number;
  readonly againstMicro: number;
  readonly abstainMicro: number;
  readonly votes: number;
}

/** Tallies by environment (`production`, `sandbox`). */
export type ElectionResults = Readonly<Record<string, readonly ResolutionTally[]>>;

export interface ElectionInput {
  readonly electionId: string;
  readonly meetingId: string;
  readonly symbol: string;
  readonly title: string;
  readonly resolutions: readonly Resolution[];
  readonly opensAtMs: number;
  readonly closesAtMs: number;
}

export interface ElectionContext extends ElectionInput {
  /** Ballots accepted (a changed vote counts again): the engine keeps the votes themselves. */
  ballots: number;
  openedAtMs: number | null;
  closedAtMs: number | null;
  talliedAtMs: number | null;
  results: ElectionResults | null;
}

export type ElectionEvent =
  | { type: 'timer.open'; atMs: number }
  | { type: 'timer.close'; atMs: number }
  | { type: 'api.vote'; atMs: number }
  | { type: 'engine.tally'; results: ElectionResults; atMs: number };

export const electionMachine = setup({
  types: {
    context: {} as ElectionContext,
    events: {} as ElectionEvent,
    input: {} as ElectionInput,
  },
  guards: {
    windowOpened: ({ context, event }) => event.atMs >= context.opensAtMs,
    windowClosed: ({ context, event }) => event.atMs >= context.closesAtMs,
    beforeClose: ({ context, event }) => event.atMs < context.closesAtMs,
  },
  actions: {
    /** Effect applied by the engine: a durable timer (machines never use `after` for deadlines). */
    setTimer: (_, _params: { name: string; dueAtMs: number; event: string }) => {},
    countBallot: assign({ ballots: ({ context }) => context.ballots + 1 }),
    recordOpened: assign({ openedAtMs: ({ event }) => event.atMs }),
    recordClosed: assign({ closedAtMs: ({ event }) => event.atMs }),
    recordResults: assign(({ event }) => (event.type === 'engine.tally' ? { results: event.results, talliedAtMs: event.atMs } : {})),
  },
}).createMachine({
  id: 'election',
  context: ({ input }) => ({ ...input, ballots: 0, openedAtMs: null, closedAtMs: null, talliedAtMs: null, results: null }),
  initial: 'scheduled',
  states: {
    scheduled: {
      entry: { type: 'setTimer', params: ({ context }) => ({ name: 'open', dueAtMs: context.opensAtMs, event: 'timer.open' }) },
      on: { 'timer.open': { guard: 'windowOpened', target: 'open', actions: 'recordOpened' } },
    },
    open: {
      entry: { type: 'setTimer', params: ({ context }) => ({ name: 'close', dueAtMs: context.closesAtMs, event: 'timer.close' }) },
      on: {
        'api.vote': { guard: 'beforeClose', actions: 'countBallot' },
        'timer.close': { guard: 'windowClosed', target: 'closed', actions: 'recordClosed' },
      },
    },
    closed: {
      on: { 'engine.tally': { target: 'tallied', actions: 'recordResults' } },
    },
    tallied: { type: 'final' },
  },
});

export const ELECTION_STATES = ['scheduled', 'open', 'closed', 'tallied'] as const;

/** A ballot counts only inside the voting window (`open` refuses one at or after its close, before the timer fires). */
export const electionRefusals = {
  'api.vote': [{ code: 'BUSINESS_RULE', states: ['scheduled', 'open', 'closed', 'tallied'], because: 'the election is not open for voting' }],
} as const satisfies Refusals<ElectionEvent, (typeof ELECTION_STATES)[number]>;

export type ElectionStatus = 'SCHEDULED' | 'OPEN' | 'CLOSED' | 'TALLIED';

/** The public status: SCHEDULED, OPEN, CLOSED or TALLIED. */
export function publicStatus(snapshot: { readonly value: unknown }): ElectionStatus {
  const state = stateIn('election', ELECTION_STATES, snapshot);
  switch (state) {
    case 'scheduled':
      return 'SCHEDULED';
    case 'open':
      return 'OPEN';
    case 'closed':
      return 'CLOSED';
    case 'tallied':
      return 'TALLIED';
    default:
      return unreachable(state);
  }
}
