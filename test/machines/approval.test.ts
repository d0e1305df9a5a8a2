/**
 * The approval machine as a table: decided at most once and never at or after its expiry;
 * the held action's outcome is recorded only from approved; every end is final and refuses the rest.
 */
import test from 'ava';
import type { EventObject } from 'xstate';
import { type ApprovalEvent, type ApprovalInput, approvalMachine, publicStatus } from '../../machines/approval/machine.ts';
import { run } from './table.ts';

const EXPIRES = 10_000;
const input: ApprovalInput = {
  approvalId: 'apr_1',
  action: 'payout',
  summary: { amount: 500 },
  requester: { kind: 'apiKey', id: 'key_1' },
  payload: { amountMinor: 50_000 },
  bodyDigest: 'ab'.repeat(32),
  createdAtMs: 1_000,
  expiresAtMs: EXPIRES,
};

const approve = (atMs: number): ApprovalEvent => ({ type: 'api.approve', decidedBy: 'member-2', atMs });
const reject = (atMs: number): ApprovalEvent => ({ type: 'api.reject', decidedBy: 'member-2', reason: 'no', atMs });
const executed = (atMs: number): ApprovalEvent => ({ type: 'engine.executed', result: { payoutId: 'pay_1' }, atMs });
const failed = (atMs: number): ApprovalEvent => ({ type: 'engine.failed', code: 'INSUFFICIENT_FUNDS', message: 'short', atMs });
const expire = (atMs: number): ApprovalEvent => ({ type: 'timer.expire', atMs });

interface Row {
  readonly name: string;
  readonly events: (ApprovalEvent | EventObject)[];
  readonly status: string;
  readonly emitted: string[];
  readonly refused?: string[];
}

const rows: Row[] = [
  { name: 'a new approval is PENDING and announced', events: [], status: 'PENDING', emitted: ['approval.requested'] },
  { name: 'approved, then executed', events: [approve(2_000), executed(2_000)], status: 'EXECUTED', emitted: ['approval.requested', 'approval.approved'] },
  { name: 'approved, then the action failed', events: [approve(2_000), failed(2_000)], status: 'FAILED', emitted: ['approval.requested', 'approval.approved'] },
  { name: 'rejected', events: [reject(2_000)], status: 'REJECTED', emitted: ['approval.requested', 'approval.rejected'] },
  { name: 'expired by its timer', events: [expire(EXPIRES)], status: 'EXPIRED', emitted: ['approval.requested', 'approval.expired'] },
  {
    name: 'an approval at the deadline is refused (the timer then expires it)',
    events: [approve(EXPIRES), expire(EXPIRES)],
    status: 'EXPIRED',
    emitted: ['approval.requested', 'approval.expired'],
    refused: ['api.approve'],
  },
  { name: 'an early timer does not expire it', events: [expire(EXPIRES - 1)], status: 'PENDING', emitted: ['approval.requested'], refused: ['timer.expire'] },
  {
    name: 'an outcome without an approval is refused',
    events: [executed(2_000), failed(2_000)],
    status: 'PENDING',
    emitted: ['approval.requested'],
    refused: ['engine.executed', 'engine.failed'],
  },
  {
    name: 'decided once: a second approval, a rejection or a timer after execution are refused',
    events: [approve(2_000), executed(2_000), approve(3_000), reject(3_000), expire(EXPIRES)],
    status: 'EXECUTED',
    emitted: ['approval.requested', 'approval.approved'],
    refused: ['api.approve', 'api.reject', 'timer.expire'],
  },
  {
    name: 'a rejected approval cannot be approved',
    events: [reject(2_000), approve(3_000)],
    status: 'REJECTED',
    emitted: ['approval.requested', 'approval.rejected'],
    refused: ['api.approve'],
  },
];

for (const row of rows) {
  test(`approval: ${row.name}`, (t) => {
    const r = run(approvalMachine, input, row.events as EventObject[]);
    t.is(publicStatus({ value: r.state }) as string, row.status);
    const emitted = r.actions.filter((a) => a.type === 'xstate.emit').map((a) => (a.params as { event: { type: string } }).event.type);
    t.deepEqual(emitted, row.emitted);
    t.deepEqual(r.refused, row.refused ?? []);
  });
}

test('approval: the expiry timer is set on entry and cleared by a decision', (t) => {
  const pending = run(approvalMachine, input, []);
  t.deepEqual(
    pending.actions.find((a) => a.type === 'setTimer'),
    { type: 'setTimer', params: { name: 'expire', dueAtMs: EXPIRES, event: 'timer.expire' } },
  );
  for (const decision of [approve(2_000), reject(2_000)]) {
    const decided = run(approvalMachine, input, [decision]);
    t.truthy(
      decided.actions.find((a) => a.type === 'clearTimer'),
      decision.type,
    );
  }
});

test('approval: the decision, the outcome and the failure are kept in context', (t) => {
  const done = run(approvalMachine, input, [approve(2_000), executed(2_500)]);
  t.like(done.context, { decidedBy: 'member-2', decidedAtMs: 2_000, result: { payoutId: 'pay_1' }, failure: null, updatedAtMs: 2_500 });
  const bad = run(approvalMachine, input, [approve(2_000), failed(2_000)]);
  t.like(bad.context, { failure: { code: 'INSUFFICIENT_FUNDS', message: 'short' }, result: null });
  const no = run(approvalMachine, input, [reject(2_000)]);
  t.like(no.context, { reason: 'no', decidedBy: 'member-2' });
});
