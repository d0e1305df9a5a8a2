/** The subAccount machine as a table: given events, the expected state, context and effects. */
import test from 'ava';
import type { EventObject } from 'xstate';
import { isConsistentKyc, subAccountMachine, publicStatus, type SubAccountEvent } from '../../machines/subAccount/machine.ts';
import { run, type Effect } from './table.ts';

const input = { subAccountId: 'sub_1', externalId: 'ext-1', email: 'a@example.com', name: 'Ada', country: 'KE', metadata: null, createdAtMs: 100 };

const verified = { type: 'api.kyc', atMs: 1_000, status: 'VERIFIED', level: 'FULL', reference: 'ref-v', reasonCode: null, reason: null } as const;
const rejected = {
  type: 'api.kyc',
  atMs: 2_000,
  status: 'REJECTED',
  level: 'NONE',
  reference: 'ref-r',
  reasonCode: 'DOC_EXPIRED',
  reason: 'passport expired',
} as const;
const freeze = { type: 'api.freeze', atMs: 3_000, by: 'partner' } as const;
const unfreeze = { type: 'api.unfreeze', atMs: 4_000, by: 'partner' } as const;
const close = (settled: number, unsettled = 0) =>
  ({ type: 'api.close', atMs: 5_000, residualSettledMinor: settled, residualUnsettledMinor: unsettled }) as const;

const emitted = (event: Record<string, unknown>): Effect => ({ type: 'xstate.emit', params: { event } });
const kycUpdated = (extra: Record<string, unknown>): Effect =>
  emitted({ type: 'kyc.updated', subAccountId: 'sub_1', externalId: 'ext-1', overriddenByAdmin: false, ...extra });
const frozen = (value: boolean): Effect => emitted({ type: 'account.frozen', subAccountId: 'sub_1', frozen: value, frozenBy: 'partner' });
const closed = (residual: number): Effect =>
  emitted({ type: 'account.closed', subAccountId: 'sub_1', externalId: 'ext-1', status: 'CLOSED', residualTransferUsd: residual, currency: 'USD' });
const toMaster = (role: string, amountMinor: number): Effect => ({
  type: 'transfer',
  params: { debit: { role, owner: 'sub_1' }, credit: 'masterWallet', amountMinor, kind: 'sub_account_close' },
});

interface Row {
  readonly name: string;
  readonly events: (SubAccountEvent | EventObject)[];
  readonly state: 'active' | 'frozen' | 'closed';
  readonly actions: Effect[];
  readonly refused?: string[];
  readonly context?: Record<string, unknown>;
}

const rows: Row[] = [
  {
    name: 'a new sub-account is active, without KYC, unfrozen and open',
    events: [],
    state: 'active',
    actions: [],
    context: { kyc: { status: 'NONE', level: 'NONE', reference: null, reasonCode: null, reason: null, reviewedAtMs: null }, frozenBy: null, closedAtMs: null },
  },
  {
    name: 'a VERIFIED assertion records KYC at level FULL and emits kyc.updated without rejection fields',
    events: [verified],
    state: 'active',
    actions: [kycUpdated({ kycStatus: 'VERIFIED', kycLevel: 'FULL', reference: 'ref-v' })],
    context: { kyc: { status: 'VERIFIED', level: 'FULL', reference: 'ref-v', reasonCode: null, reason: null, reviewedAtMs: 1_000 } },
  },
  {
    name: 'a REJECTED assertion carries reasonCode, reason and reviewedAt',
    events: [rejected],
    state: 'active',
    actions: [
      kycUpdated({
        kycStatus: 'REJECTED',
        kycLevel: 'NONE',
        reference: 'ref-r',
        reasonCode: 'DOC_EXPIRED',
        reason: 'passport expired',
        reviewedAt: '1970-01-01T00:00:02.000Z',
      }),
    ],
  },
  {
    name: "the operator's override records KYC like an assertion and announces it with overriddenByAdmin true, on a frozen account too",
    events: [{ ...rejected, atMs: 900 }, freeze, { ...verified, type: 'operator.kyc' }],
    state: 'frozen',
    actions: [
      kycUpdated({
        kycStatus: 'REJECTED',
        kycLevel: 'NONE',
        reference: 'ref-r',
        reasonCode: 'DOC_EXPIRED',
        reason: 'passport expired',
        reviewedAt: '1970-01-01T00:00:00.900Z',
      }),
      frozen(true),
      kycUpdated({ kycStatus: 'VERIFIED', kycLevel: 'FULL', reference: 'ref-v', overriddenByAdmin: true }),
    ],
    context: { kyc: { status: 'VERIFIED', level: 'FULL', reference: 'ref-v', reasonCode: null, reason: null, reviewedAtMs: 1_000 } },
  },
  {
    name: 'an inconsistent operator override is refused like an inconsistent assertion',
    events: [{ ...verified, type: 'operator.kyc', level: 'NONE' }],
    state: 'active',
    actions: [],
    refused: ['operator.kyc'],
  },
  {
    name: 'an inconsistent assertion (VERIFIED at NONE, REJECTED at FULL) is refused',
    events: [
      { ...verified, level: 'NONE' },
      { ...rejected, level: 'FULL' },
    ],
    state: 'active',
    actions: [],
    refused: ['api.kyc', 'api.kyc'],
  },
  {
    name: 'freeze then unfreeze emits account.frozen true then false',
    events: [freeze, unfreeze],
    state: 'active',
    actions: [frozen(true), frozen(false)],
    context: { frozenBy: null },
  },
  {
    name: 'a frozen account keeps taking KYC assertions but refuses a second freeze',
    events: [freeze, freeze, verified],
    state: 'frozen',
    actions: [frozen(true), kycUpdated({ kycStatus: 'VERIFIED', kycLevel: 'FULL', reference: 'ref-v' })],
    refused: ['api.freeze'],
    context: { frozenBy: 'partner' },
  },
  { name: 'unfreezing an active account is refused', events: [unfreeze], state: 'active', actions: [], refused: ['api.unfreeze'] },
  {
    name: 'closing returns settled and unsettled residual to the master wallet and emits account.closed with their sum',
    events: [close(12_345, 55)],
    state: 'closed',
    actions: [toMaster('cashSettled', 12_345), toMaster('cashUnsettled', 55), closed(124)],
    context: { closedAtMs: 5_000 },
  },
  { name: 'closing an empty account moves nothing and announces a zero residual', events: [close(0)], state: 'closed', actions: [closed(0)] },
  {
    name: 'a frozen account can be closed',
    events: [freeze, close(30)],
    state: 'closed',
    actions: [frozen(true), toMaster('cashSettled', 30), closed(0.3)],
  },
  {
    name: 'a closed account refuses every further event',
    events: [close(0), verified, freeze, unfreeze, close(5)],
    state: 'closed',
    actions: [closed(0)],
    refused: ['api.kyc', 'api.freeze', 'api.unfreeze', 'api.close'],
  },
  { name: 'a negative residual is refused: the engine never passes one', events: [close(-1)], state: 'active', actions: [], refused: ['api.close'] },
  {
    name: 'unknown events are refused and change nothing',
    events: [{ type: 'api.deposit' }, { type: 'timer.expire' }],
    state: 'active',
    actions: [],
    refused: ['api.deposit', 'timer.expire'],
  },
];

for (const row of rows) {
  test(`subAccount: ${row.name}`, (t) => {
    const r = run(subAccountMachine, input, row.events);
    t.is(r.state, row.state);
    t.is(r.status, row.state === 'closed' ? 'done' : 'active');
    t.is(publicStatus({ value: r.state }), row.state);
    t.deepEqual(r.actions, row.actions);
    t.deepEqual(r.refused, row.refused ?? []);
    t.is(r.context.subAccountId, 'sub_1');
    t.is(r.context.externalId, 'ext-1');
    for (const [key, value] of Object.entries(row.context ?? {})) t.deepEqual(r.context[key], value, key);
  });
}

test('subAccount: KYC consistency is VERIFIED with FULL and REJECTED with NONE', (t) => {
  t.true(isConsistentKyc({ status: 'VERIFIED', level: 'FULL' }));
  t.true(isConsistentKyc({ status: 'REJECTED', level: 'NONE' }));
  t.false(isConsistentKyc({ status: 'VERIFIED', level: 'NONE' }));
  t.false(isConsistentKyc({ status: 'REJECTED', level: 'FULL' }));
});

test('subAccount: an unknown state has no public status', (t) => {
  t.throws(() => publicStatus({ value: 'pending' }));
});
