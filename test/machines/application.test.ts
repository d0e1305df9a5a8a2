/** The application machine as a table: decided exactly once, approval or rejection. */
import test from 'ava';
import type { EventObject } from 'xstate';
import { applicationMachine, type ApplicationEvent } from '../../machines/application/machine.ts';
import { run } from './table.ts';

const input = { email: 'a@example.com', businessName: 'Acme', useCase: 'investing', website: null, consentVersion: '2026-01', submittedAtMs: 100 };

interface Row {
  readonly name: string;
  readonly events: (ApplicationEvent | EventObject)[];
  readonly state: string;
  readonly context: { decidedAtMs: number | null; rejectionReason: string | null; partnerId: string | null };
  readonly refused?: string[];
}

const rows: Row[] = [
  { name: 'a new application is pending and undecided', events: [], state: 'pending', context: { decidedAtMs: null, rejectionReason: null, partnerId: null } },
  {
    name: 'approval records the partner and the decision time',
    events: [{ type: 'operator.approve', partnerId: 'ptn_1', atMs: 500 }],
    state: 'approved',
    context: { decidedAtMs: 500, rejectionReason: null, partnerId: 'ptn_1' },
  },
  {
    name: 'rejection records the reason and the decision time',
    events: [{ type: 'operator.reject', reason: 'incomplete', atMs: 600 }],
    state: 'rejected',
    context: { decidedAtMs: 600, rejectionReason: 'incomplete', partnerId: null },
  },
  {
    name: 'an approved application cannot be approved again or rejected',
    events: [
      { type: 'operator.approve', partnerId: 'ptn_1', atMs: 500 },
      { type: 'operator.approve', partnerId: 'ptn_2', atMs: 700 },
      { type: 'operator.reject', reason: 'late', atMs: 800 },
    ],
    state: 'approved',
    context: { decidedAtMs: 500, rejectionReason: null, partnerId: 'ptn_1' },
    refused: ['operator.approve', 'operator.reject'],
  },
  {
    name: 'a rejected application cannot be approved afterwards',
    events: [
      { type: 'operator.reject', reason: 'incomplete', atMs: 600 },
      { type: 'operator.approve', partnerId: 'ptn_1', atMs: 700 },
    ],
    state: 'rejected',
    context: { decidedAtMs: 600, rejectionReason: 'incomplete', partnerId: null },
    refused: ['operator.approve'],
  },
];

for (const row of rows) {
  test(`application: ${row.name}`, (t) => {
    const r = run(applicationMachine, input, row.events);
    t.is(r.state, row.state);
    t.is(r.status, row.state === 'pending' ? 'active' : 'done');
    t.like(r.context, { ...input, ...row.context });
    t.deepEqual(r.actions, [], 'an application moves no money and emits nothing');
    t.deepEqual(r.refused, row.refused ?? []);
  });
}
