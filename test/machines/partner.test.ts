/** The partner machine as a table: operator changes, suspension, the one-time identity binding and the access lock. */
import test from 'ava';
import type { EventObject } from 'xstate';
import { partnerMachine, type PartnerContext, type PartnerEvent } from '../../machines/partner/machine.ts';
import { run } from './table.ts';

const input: PartnerContext = {
  env: 'production',
  sub: null,
  email: 'p@example.com',
  businessName: 'Partner Ltd',
  tier: 'starter',
  markupBps: 0,
  rateLimits: {},
  flags: {},
  createdAtMs: 1,
  accessLockedAtMs: null,
};

interface Row {
  readonly name: string;
  readonly events: (PartnerEvent | EventObject)[];
  readonly state: 'active' | 'suspended';
  readonly context: Partial<PartnerContext>;
  readonly refused?: string[];
}

const rows: Row[] = [
  { name: 'a new partner is active with its input', events: [], state: 'active', context: input },
  {
    name: 'an operator update changes only the fields it names',
    events: [
      { type: 'operator.update', changes: { tier: 'growth' }, atMs: 2 },
      { type: 'operator.update', changes: { markupBps: 25 }, atMs: 3 },
    ],
    state: 'active',
    context: { tier: 'growth', markupBps: 25, rateLimits: {}, flags: {} },
  },
  {
    name: 'rate limits and flags merge into the existing ones',
    events: [
      { type: 'operator.update', changes: { rateLimits: { production: 900 }, flags: { settlementHold: true } }, atMs: 2 },
      { type: 'operator.update', changes: { rateLimits: { sandbox: 50 }, flags: { settlementHold: false, mtlsRequired: true } }, atMs: 3 },
    ],
    state: 'active',
    context: { rateLimits: { production: 900, sandbox: 50 }, flags: { settlementHold: false, mtlsRequired: true } },
  },
  {
    name: 'an update with a markup of zero sets it to zero',
    events: [
      { type: 'operator.update', changes: { markupBps: 40 }, atMs: 2 },
      { type: 'operator.update', changes: { markupBps: 0 }, atMs: 3 },
    ],
    state: 'active',
    context: { markupBps: 0 },
  },
  { name: 'suspension', events: [{ type: 'operator.suspend', atMs: 2 }], state: 'suspended', context: { tier: 'starter' } },
  {
    name: 'a suspended partner still takes operator updates and is reactivated',
    events: [
      { type: 'operator.suspend', atMs: 2 },
      { type: 'operator.update', changes: { tier: 'enterprise' }, atMs: 3 },
      { type: 'operator.reactivate', atMs: 4 },
    ],
    state: 'active',
    context: { tier: 'enterprise' },
  },
  {
    name: 'suspending twice or reactivating an active partner is refused',
    events: [
      { type: 'operator.reactivate', atMs: 2 },
      { type: 'operator.suspend', atMs: 3 },
      { type: 'operator.suspend', atMs: 4 },
    ],
    state: 'suspended',
    context: { tier: 'starter' },
    refused: ['operator.reactivate', 'operator.suspend'],
  },
  {
    name: 'an unbound partner binds the first identity',
    events: [{ type: 'api.bindIdentity', sub: 'sub-1', atMs: 2 }],
    state: 'active',
    context: { sub: 'sub-1' },
  },
  {
    name: 'binding the same identity again is accepted and another identity is refused',
    events: [
      { type: 'api.bindIdentity', sub: 'sub-1', atMs: 2 },
      { type: 'api.bindIdentity', sub: 'sub-1', atMs: 3 },
      { type: 'api.bindIdentity', sub: 'sub-2', atMs: 4 },
    ],
    state: 'active',
    context: { sub: 'sub-1' },
    refused: ['api.bindIdentity'],
  },
  {
    name: "revoking the only key locks access at the event's time",
    events: [{ type: 'api.lockAccess', atMs: 5 }],
    state: 'active',
    context: { accessLockedAtMs: 5 },
  },
  {
    name: 'a lock is lifted by the operator only once, and restoring open access is refused',
    events: [
      { type: 'operator.restoreAccess', atMs: 2 },
      { type: 'api.lockAccess', atMs: 3 },
      { type: 'operator.restoreAccess', atMs: 4 },
      { type: 'operator.restoreAccess', atMs: 5 },
    ],
    state: 'active',
    context: { accessLockedAtMs: null },
    refused: ['operator.restoreAccess', 'operator.restoreAccess'],
  },
  {
    name: 'locking locked access is refused: the first lock time stays',
    events: [
      { type: 'api.lockAccess', atMs: 2 },
      { type: 'api.lockAccess', atMs: 3 },
    ],
    state: 'active',
    context: { accessLockedAtMs: 2 },
    refused: ['api.lockAccess'],
  },
  {
    name: 'the lock is independent of suspension: a suspended partner is locked, restored and locked again, then reactivated',
    events: [
      { type: 'operator.suspend', atMs: 2 },
      { type: 'api.lockAccess', atMs: 3 },
      { type: 'operator.restoreAccess', atMs: 4 },
      { type: 'api.lockAccess', atMs: 5 },
      { type: 'operator.reactivate', atMs: 6 },
    ],
    state: 'active',
    context: { accessLockedAtMs: 5 },
  },
];

for (const row of rows) {
  test(`partner: ${row.name}`, (t) => {
    const r = run(partnerMachine, input, row.events);
    t.is(r.state, row.state);
    t.is(r.status, 'active', 'a partner never reaches a final state');
    t.like(r.context, row.context as Record<string, unknown>);
    t.is(r.context.createdAtMs, 1);
    t.is(r.context.email, 'p@example.com');
    t.deepEqual(r.actions, [], 'partner changes are projections, not ledger or outbox effects');
    t.deepEqual(r.refused, row.refused ?? []);
  });
}
