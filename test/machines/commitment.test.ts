/**
 * The commitment machine as a table: given events, the expected state, public status, recorded
 * decision and the effects the engine carries out (escrow at once, then allocate or refund, once).
 */
import test from 'ava';
import fc from 'fast-check';
import type { EventObject } from 'xstate';
import { type CommitmentInput, commitmentMachine, publicStatus } from '../../machines/commitment/machine.ts';
import { type Effect, run } from './table.ts';

const input: CommitmentInput = { commitmentId: 'cmt_1', subAccountId: 'sub_1', opportunityId: 'OPP-1', amountMinor: 300_050, createdAtMs: 1_000 };
const effect = (name: string): Effect => ({ type: 'effect', params: { name } });
const allocate = { type: 'opportunity.allocate', atMs: 9_000, unitsMicro: 3_000_500_000 };
const refund = { type: 'opportunity.refund', atMs: 9_000 };

const rows: {
  name: string;
  events: EventObject[];
  state: string;
  status: string;
  unitsMicro: number | null;
  decidedAtMs: number | null;
  actions: Effect[];
  refused?: string[];
}[] = [
  {
    name: 'a new commitment escrows its USD and is PENDING',
    events: [],
    state: 'pending',
    status: 'PENDING',
    unitsMicro: null,
    decidedAtMs: null,
    actions: [effect('escrow')],
  },
  {
    name: 'a met raise allocates the units once',
    events: [allocate, allocate, refund],
    state: 'allocated',
    status: 'ALLOCATED',
    unitsMicro: 3_000_500_000,
    decidedAtMs: 9_000,
    actions: [effect('escrow'), effect('allocate')],
    refused: ['opportunity.allocate', 'opportunity.refund'],
  },
  {
    name: 'a missed raise refunds once and issues no units',
    events: [refund, allocate, refund],
    state: 'refunded',
    status: 'REFUNDED',
    unitsMicro: null,
    decidedAtMs: 9_000,
    actions: [effect('escrow'), effect('refund')],
    refused: ['opportunity.allocate', 'opportunity.refund'],
  },
];

for (const row of rows) {
  test(row.name, (t) => {
    const r = run(commitmentMachine, input, row.events);
    t.is(r.state, row.state);
    t.is(publicStatus({ value: r.state }) as string, row.status);
    t.like(r.context, { unitsMicro: row.unitsMicro, decidedAtMs: row.decidedAtMs, amountMinor: 300_050 });
    t.deepEqual(r.actions, row.actions);
    t.deepEqual(r.refused, row.refused ?? []);
  });
}

test('whatever the decisions sent, the USD is escrowed once and leaves escrow at most once', (t) => {
  const decision = fc.constantFrom<EventObject>(allocate, refund);
  fc.assert(
    fc.property(fc.array(decision, { maxLength: 6 }), (events) => {
      const names = run(commitmentMachine, input, events).actions.map((a) => (a.params as { name: string }).name);
      const leaving = names.filter((n) => n === 'allocate' || n === 'refund');
      return names[0] === 'escrow' && names.filter((n) => n === 'escrow').length === 1 && leaving.length === Math.min(events.length, 1);
    }),
    { numRuns: 100 },
  );
  t.pass();
});
