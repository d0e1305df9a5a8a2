/** The top-up machine as a table: given events, the expected state, context and effects. */
import test from 'ava';
import type { EventObject } from 'xstate';
import { topupMachine, type TopupEvent } from '../../machines/topup/machine.ts';
import { run, type Effect } from './table.ts';

const sandboxInput = { topupId: 'top_1', amountMinor: 12_345, currency: 'USD', fundingSource: 'sandboxFunding', reference: 'ref-1' } as const;
const productionInput = { ...sandboxInput, fundingSource: 'bankClearing' } as const;

const credit = (debit: string, amountMinor: number): Effect => ({ type: 'transfer', params: { debit, credit: 'masterWallet', amountMinor, kind: 'topup' } });
const confirmed = (amount: number, reference: string | null = 'ref-1'): Effect => ({
  type: 'xstate.emit',
  params: { event: { type: 'topup.confirmed', topupId: 'top_1', amount, currency: 'USD', reference, status: 'CONFIRMED' } },
});

interface Row {
  readonly name: string;
  readonly input: typeof sandboxInput | typeof productionInput | Record<string, unknown>;
  readonly events: (TopupEvent | EventObject)[];
  readonly state: string;
  readonly confirmedAtMs: number | null;
  readonly actions: Effect[];
  readonly refused?: string[];
}

const rows: Row[] = [
  { name: 'a new top-up is pending and has moved no money', input: productionInput, events: [], state: 'pending', confirmedAtMs: null, actions: [] },
  {
    name: 'sandbox auto-approval confirms, credits from sandbox funding and emits topup.confirmed',
    input: sandboxInput,
    events: [{ type: 'api.autoApprove', atMs: 1_000 }],
    state: 'confirmed',
    confirmedAtMs: 1_000,
    actions: [credit('sandboxFunding', 12_345), confirmed(123.45)],
  },
  {
    name: 'operator approval confirms a production top-up from bank clearing',
    input: productionInput,
    events: [{ type: 'operator.approve', atMs: 2_000 }],
    state: 'confirmed',
    confirmedAtMs: 2_000,
    actions: [credit('bankClearing', 12_345), confirmed(123.45)],
  },
  {
    name: 'a second approval is refused: the wallet is credited exactly once',
    input: productionInput,
    events: [
      { type: 'operator.approve', atMs: 2_000 },
      { type: 'operator.approve', atMs: 3_000 },
      { type: 'api.autoApprove', atMs: 4_000 },
    ],
    state: 'confirmed',
    confirmedAtMs: 2_000,
    actions: [credit('bankClearing', 12_345), confirmed(123.45)],
    refused: ['operator.approve', 'api.autoApprove'],
  },
  {
    name: 'the emitted amount is the exact decimal of the minor units',
    input: { ...sandboxInput, amountMinor: 30, reference: null },
    events: [{ type: 'api.autoApprove', atMs: 5 }],
    state: 'confirmed',
    confirmedAtMs: 5,
    actions: [credit('sandboxFunding', 30), confirmed(0.3, null)],
  },
  {
    name: 'unknown events are refused and change nothing',
    input: productionInput,
    events: [{ type: 'operator.reject' }, { type: 'timer.expire' }],
    state: 'pending',
    confirmedAtMs: null,
    actions: [],
    refused: ['operator.reject', 'timer.expire'],
  },
];

for (const row of rows) {
  test(`topup: ${row.name}`, (t) => {
    const r = run(topupMachine, row.input, row.events);
    t.is(r.state, row.state);
    t.is(r.status, row.state === 'confirmed' ? 'done' : 'active');
    t.is(r.context.confirmedAtMs, row.confirmedAtMs);
    t.is(r.context.amountMinor, (row.input as { amountMinor: number }).amountMinor);
    t.deepEqual(r.actions, row.actions);
    t.deepEqual(r.refused, row.refused ?? []);
  });
}
