/** The member machine as a table: invited -> active -> removed, the founder born active, removed final. */
import test from 'ava';
import type { EventObject } from 'xstate';
import { memberMachine, type MemberEvent, type MemberInput, publicStatus } from '../../machines/member/machine.ts';
import { run } from './table.ts';

const invitee: MemberInput = { memberId: 'mem_1', email: 'dev@example.com', role: 'developer', invitedByMemberId: 'mem_0', sub: null, createdAtMs: 100 };
const founder: MemberInput = { ...invitee, memberId: 'mem_0', role: 'owner', invitedByMemberId: null, sub: 'owner-sub' };

interface Row {
  readonly name: string;
  readonly input: MemberInput;
  readonly events: (MemberEvent | EventObject)[];
  readonly state: string;
  readonly context: Partial<Record<string, unknown>>;
  readonly refused?: string[];
}

const rows: Row[] = [
  { name: 'an invitee waits, unbound', input: invitee, events: [], state: 'invited', context: { sub: null, joinedAtMs: null, role: 'developer' } },
  { name: 'the founder is born active and bound', input: founder, events: [], state: 'active', context: { sub: 'owner-sub', joinedAtMs: 100 } },
  {
    name: 'accepting binds the identity once',
    input: invitee,
    events: [
      { type: 'api.accept', sub: 'dev-sub', atMs: 200 },
      { type: 'api.accept', sub: 'thief', atMs: 300 },
    ],
    state: 'active',
    context: { sub: 'dev-sub', joinedAtMs: 200, updatedAtMs: 200 },
    refused: ['api.accept'],
  },
  {
    name: 'a role changes while invited and while active',
    input: invitee,
    events: [
      { type: 'api.changeRole', role: 'viewer', atMs: 150 },
      { type: 'api.accept', sub: 'dev-sub', atMs: 200 },
      { type: 'api.changeRole', role: 'finance', atMs: 250 },
    ],
    state: 'active',
    context: { role: 'finance', updatedAtMs: 250 },
  },
  {
    name: 'an invitation is withdrawn, and a withdrawn invitation cannot be accepted',
    input: invitee,
    events: [
      { type: 'api.remove', atMs: 150 },
      { type: 'api.accept', sub: 'dev-sub', atMs: 200 },
    ],
    state: 'removed',
    context: { removedAtMs: 150, sub: null },
    refused: ['api.accept'],
  },
  {
    name: 'a removed member takes nothing more',
    input: founder,
    events: [
      { type: 'api.remove', atMs: 400 },
      { type: 'api.changeRole', role: 'admin', atMs: 500 },
      { type: 'api.remove', atMs: 600 },
    ],
    state: 'removed',
    context: { removedAtMs: 400, role: 'owner' },
    refused: ['api.changeRole', 'api.remove'],
  },
];

for (const row of rows) {
  test(`member: ${row.name}`, (t) => {
    const r = run(memberMachine, row.input, row.events);
    t.is(r.state, row.state);
    t.like(r.context, row.context);
    t.deepEqual(r.refused, row.refused ?? []);
    t.deepEqual(r.actions, [], 'a member has no effects');
  });
}

test('member: public statuses are INVITED, ACTIVE and REMOVED', (t) => {
  t.is(publicStatus({ value: run(memberMachine, invitee, []).state }), 'INVITED');
  t.is(publicStatus({ value: run(memberMachine, founder, []).state }), 'ACTIVE');
  t.is(publicStatus({ value: run(memberMachine, founder, [{ type: 'api.remove', atMs: 1 } as MemberEvent]).state }), 'REMOVED');
});
