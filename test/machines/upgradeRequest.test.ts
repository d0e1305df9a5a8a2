/** The upgrade-request machine as a table: decided exactly once, by approval or rejection, with no effects. */
import test from 'ava';
import type { EventObject } from 'xstate';
import { upgradeRequestMachine, type UpgradeRequestEvent, type UpgradeRequestInput } from '../../machines/upgradeRequest/machine.ts';
import { run } from './table.ts';

const input: UpgradeRequestInput = {
  partnerId: 'ptn_1',
  fromTier: 'starter',
  targetTier: 'growth',
  message: 'more volume',
  submittedBySub: 'user-1',
  submittedByEmail: 'a@example.com',
  submittedAtMs: 100,
};

interface Row {
  readonly name: string;
  readonly events: (UpgradeRequestEvent | EventObject)[];
  readonly state: string;
  readonly context: { decidedAtMs: number | null; rejectionReason: string | null };
  readonly refused?: string[];
}

const rows: Row[] = [
  { name: 'a new request is pending and undecided', events: [], state: 'pending', context: { decidedAtMs: null, rejectionReason: null } },
  {
    name: 'approval records the decision time',
    events: [{ type: 'operator.approve', atMs: 500 }],
    state: 'approved',
    context: { decidedAtMs: 500, rejectionReason: null },
  },
  {
    name: 'rejection records the reason and the decision time',
    events: [{ type: 'operator.reject', reason: 'volume too low', atMs: 600 }],
    state: 'rejected',
    context: { decidedAtMs: 600, rejectionReason: 'volume too low' },
  },
  {
    name: 'an approved request can be neither approved again nor rejected',
    events: [
      { type: 'operator.approve', atMs: 500 },
      { type: 'operator.approve', atMs: 700 },
      { type: 'operator.reject', reason: 'late', atMs: 800 },
    ],
    state: 'approved',
    context: { decidedAtMs: 500, rejectionReason: null },
    refused: ['operator.approve', 'operator.reject'],
  },
  {
    name: 'a rejected request cannot be approved afterwards',
    events: [
      { type: 'operator.reject', reason: 'no', atMs: 600 },
      { type: 'operator.approve', atMs: 700 },
    ],
    state: 'rejected',
    context: { decidedAtMs: 600, rejectionReason: 'no' },
    refused: ['operator.approve'],
  },
  {
    name: 'an unknown event is refused, never ignored',
    events: [{ type: 'api.cancel' }],
    state: 'pending',
    context: { decidedAtMs: null, rejectionReason: null },
    refused: ['api.cancel'],
  },
];

for (const row of rows) {
  test(`upgradeRequest: ${row.name}`, (t) => {
    const r = run(upgradeRequestMachine, input, row.events);
    t.is(r.state, row.state);
    t.is(r.status, row.state === 'pending' ? 'active' : 'done');
    t.like(r.context, { ...input, ...row.context });
    t.deepEqual(r.actions, [], 'a request moves no money and emits nothing: the tier changes on the partner actor');
    t.deepEqual(r.refused, row.refused ?? []);
  });
}
