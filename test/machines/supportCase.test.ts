/** The supportCase machine as a table: partner and operator messages, status moves, and CLOSED final. */
import test from 'ava';
import type { EventObject } from 'xstate';
import { publicStatus, STATUS_EVENTS, supportCaseMachine, type SupportCaseEvent, type SupportCaseInput } from '../../machines/supportCase/machine.ts';
import { run, type Effect } from './table.ts';

const input: SupportCaseInput = {
  caseId: 'case_1',
  subject: 'Order stuck',
  category: 'TRADING',
  priority: 'HIGH',
  description: 'my order is pending',
  relatedOrderIds: ['ord_1'],
  relatedSubAccountIds: [],
  createdAtMs: 1_000,
};

const partnerMsg = (atMs: number): SupportCaseEvent => ({ type: 'partner.message', atMs });
const operatorMsg = (atMs: number, body = 'looking into it'): SupportCaseEvent => ({ type: 'operator.message', body, atMs });
const status = (to: keyof typeof STATUS_EVENTS, atMs: number): SupportCaseEvent => ({ type: STATUS_EVENTS[to], atMs });

const answered = (status: string, atMs: number, message = 'looking into it'): Effect => ({
  type: 'xstate.emit',
  params: {
    event: {
      type: 'support.case_answered',
      data: { caseId: 'case_1', subject: 'Order stuck', status, message, answeredAt: new Date(atMs).toISOString() },
    },
  },
});
const updated = (previousStatus: string, status: string, atMs: number): Effect => ({
  type: 'xstate.emit',
  params: {
    event: {
      type: 'support.case_updated',
      data: { caseId: 'case_1', subject: 'Order stuck', previousStatus, status, updatedAt: new Date(atMs).toISOString() },
    },
  },
});

interface Row {
  readonly name: string;
  readonly events: (SupportCaseEvent | EventObject)[];
  readonly state: 'open' | 'pendingPartner' | 'resolved' | 'closed';
  readonly actions: Effect[];
  readonly messageCount: number;
  readonly updatedAtMs: number;
  readonly refused?: string[];
}

const rows: Row[] = [
  { name: 'a new case is OPEN with no messages', events: [], state: 'open', actions: [], messageCount: 0, updatedAtMs: 1_000 },
  {
    name: 'partner messages keep an OPEN case open and are counted silently',
    events: [partnerMsg(2_000), partnerMsg(3_000)],
    state: 'open',
    actions: [],
    messageCount: 2,
    updatedAtMs: 3_000,
  },
  {
    name: 'an operator answer on an OPEN case waits for the partner and is announced',
    events: [operatorMsg(2_000)],
    state: 'pendingPartner',
    actions: [answered('PENDING_PARTNER', 2_000)],
    messageCount: 1,
    updatedAtMs: 2_000,
  },
  {
    name: 'a partner message on PENDING_PARTNER reopens the case (no event: the partner wrote it)',
    events: [operatorMsg(2_000), partnerMsg(3_000)],
    state: 'open',
    actions: [answered('PENDING_PARTNER', 2_000)],
    messageCount: 2,
    updatedAtMs: 3_000,
  },
  {
    name: 'a partner message on a RESOLVED case reopens it',
    events: [status('RESOLVED', 2_000), partnerMsg(3_000)],
    state: 'open',
    actions: [updated('OPEN', 'RESOLVED', 2_000)],
    messageCount: 1,
    updatedAtMs: 3_000,
  },
  {
    name: 'an operator answer on a RESOLVED case leaves it resolved',
    events: [status('RESOLVED', 2_000), operatorMsg(3_000, 'fixed in release 2')],
    state: 'resolved',
    actions: [updated('OPEN', 'RESOLVED', 2_000), answered('RESOLVED', 3_000, 'fixed in release 2')],
    messageCount: 1,
    updatedAtMs: 3_000,
  },
  {
    name: 'the operator walks OPEN -> PENDING_PARTNER -> OPEN -> RESOLVED -> PENDING_PARTNER -> CLOSED, each change announced',
    events: [status('PENDING_PARTNER', 2_000), status('OPEN', 3_000), status('RESOLVED', 4_000), status('PENDING_PARTNER', 5_000), status('CLOSED', 6_000)],
    state: 'closed',
    actions: [
      updated('OPEN', 'PENDING_PARTNER', 2_000),
      updated('PENDING_PARTNER', 'OPEN', 3_000),
      updated('OPEN', 'RESOLVED', 4_000),
      updated('RESOLVED', 'PENDING_PARTNER', 5_000),
      updated('PENDING_PARTNER', 'CLOSED', 6_000),
    ],
    messageCount: 0,
    updatedAtMs: 6_000,
  },
  {
    name: 'moving to the status it already has is refused by the machine (the engine answers such a PATCH without sending)',
    events: [status('OPEN', 2_000), status('PENDING_PARTNER', 3_000), status('PENDING_PARTNER', 4_000), status('RESOLVED', 5_000), status('RESOLVED', 6_000)],
    state: 'resolved',
    actions: [updated('OPEN', 'PENDING_PARTNER', 3_000), updated('PENDING_PARTNER', 'RESOLVED', 5_000)],
    messageCount: 0,
    updatedAtMs: 5_000,
    refused: ['operator.reopen', 'operator.awaitPartner', 'operator.resolve'],
  },
  {
    name: 'CLOSED is final: no message from either side, no status move',
    events: [
      status('CLOSED', 2_000),
      partnerMsg(3_000),
      operatorMsg(3_000),
      status('OPEN', 3_000),
      status('PENDING_PARTNER', 3_000),
      status('RESOLVED', 3_000),
      status('CLOSED', 3_000),
    ],
    state: 'closed',
    actions: [updated('OPEN', 'CLOSED', 2_000)],
    messageCount: 0,
    updatedAtMs: 2_000,
    refused: ['partner.message', 'operator.message', 'operator.reopen', 'operator.awaitPartner', 'operator.resolve', 'operator.close'],
  },
];

for (const row of rows) {
  test(`supportCase: ${row.name}`, (t) => {
    const r = run(supportCaseMachine, input, row.events);
    t.is(r.state, row.state);
    t.is(r.status, row.state === 'closed' ? 'done' : 'active');
    t.deepEqual(r.actions, row.actions);
    t.deepEqual(r.refused, row.refused ?? []);
    t.is(r.context.messageCount, row.messageCount);
    t.is(r.context.updatedAtMs, row.updatedAtMs);
  });
}

test('supportCase: each state has its public status', (t) => {
  t.deepEqual(
    ['open', 'pendingPartner', 'resolved', 'closed'].map((value) => publicStatus({ value })),
    ['OPEN', 'PENDING_PARTNER', 'RESOLVED', 'CLOSED'],
  );
});
