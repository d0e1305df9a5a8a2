/** The election machine as a table: its window's durable timers, votes only while open, one tally. */
import test from 'ava';
import type { EventObject } from 'xstate';
import { type ElectionEvent, electionMachine, type ElectionInput, type ElectionResults } from '../../machines/election/machine.ts';
import { run, type Effect } from './table.ts';

const OPENS = 10_000;
const CLOSES = 20_000;

const input: ElectionInput = {
  electionId: 'elc_1',
  meetingId: 'mtg_1',
  symbol: 'SCOM.KE',
  title: 'Board',
  resolutions: [{ resolutionId: 'res_1', title: 'Elect Ada', description: null }],
  opensAtMs: OPENS,
  closesAtMs: CLOSES,
};

const armOpen: Effect = { type: 'setTimer', params: { name: 'open', dueAtMs: OPENS, event: 'timer.open' } };
const armClose: Effect = { type: 'setTimer', params: { name: 'close', dueAtMs: CLOSES, event: 'timer.close' } };
const results: ElectionResults = {
  production: [{ resolutionId: 'res_1', forMicro: 5_000_000, againstMicro: 0, abstainMicro: 1_000_000, votes: 2 }],
  sandbox: [{ resolutionId: 'res_1', forMicro: 0, againstMicro: 0, abstainMicro: 0, votes: 0 }],
};

interface Row {
  readonly name: string;
  readonly events: (ElectionEvent | EventObject)[];
  readonly state: 'scheduled' | 'open' | 'closed' | 'tallied';
  readonly actions: Effect[];
  readonly context: Record<string, unknown>;
  readonly refused?: string[];
}

const untouched = { ballots: 0, openedAtMs: null, closedAtMs: null, talliedAtMs: null, results: null };

const rows: Row[] = [
  { name: 'a new election is scheduled and arms its opening', events: [], state: 'scheduled', actions: [armOpen], context: untouched },
  {
    name: 'no vote before the window opens, and an early open timer is refused',
    events: [
      { type: 'api.vote', atMs: OPENS - 1 },
      { type: 'timer.open', atMs: OPENS - 1 },
    ],
    state: 'scheduled',
    actions: [armOpen],
    context: untouched,
    refused: ['api.vote', 'timer.open'],
  },
  {
    name: 'the open timer opens the window and arms its close; votes are counted until the closing instant',
    events: [
      { type: 'timer.open', atMs: OPENS },
      { type: 'api.vote', atMs: OPENS + 1 },
      { type: 'api.vote', atMs: CLOSES - 1 },
      { type: 'api.vote', atMs: CLOSES },
    ],
    state: 'open',
    actions: [armOpen, armClose],
    context: { ...untouched, ballots: 2, openedAtMs: OPENS },
    refused: ['api.vote'],
  },
  {
    name: 'the close timer closes the window; no vote after it; the engine tally is recorded once',
    events: [
      { type: 'timer.open', atMs: OPENS },
      { type: 'timer.close', atMs: CLOSES - 1 },
      { type: 'timer.close', atMs: CLOSES },
      { type: 'api.vote', atMs: CLOSES + 1 },
      { type: 'engine.tally', results, atMs: CLOSES },
      { type: 'engine.tally', results, atMs: CLOSES + 5 },
    ],
    state: 'tallied',
    actions: [armOpen, armClose],
    context: { ...untouched, openedAtMs: OPENS, closedAtMs: CLOSES, talliedAtMs: CLOSES, results },
    refused: ['timer.close', 'api.vote', 'engine.tally'],
  },
  {
    name: 'no tally before the window closed',
    events: [{ type: 'engine.tally', results, atMs: OPENS }],
    state: 'scheduled',
    actions: [armOpen],
    context: untouched,
    refused: ['engine.tally'],
  },
];

for (const row of rows) {
  test(`election: ${row.name}`, (t) => {
    const r = run(electionMachine, input, row.events);
    t.is(r.state, row.state);
    t.is(r.status, row.state === 'tallied' ? 'done' : 'active');
    t.deepEqual(r.actions, row.actions);
    t.deepEqual(r.refused, row.refused ?? []);
    t.like(r.context, row.context);
  });
}
