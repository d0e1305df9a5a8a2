/**
 * A sub-account: one end user of a partner, with an isolated USD wallet on the ledger.
 * Lifecycle: active <-> frozen, either -> closed (final).
 * Invariants: KYC is whatever the partner last asserted (VERIFIED always at level FULL, REJECTED at
 * NONE); a closed account takes no event at all; closing returns the residual cash to the master
 * wallet in the same step that emits `account.closed`, so the event never announces money that did
 * not move. Deposits and withdrawals are ledger movements the engine checks against this state.
 */
import { assign, emit, setup } from 'xstate';
import { stateIn, unreachable } from '../states.ts';
import type { Refusals } from '../refusals.ts';

export type KycStatus = 'NONE' | 'VERIFIED' | 'REJECTED';
export type KycLevel = 'NONE' | 'FULL';

export interface Kyc {
  readonly status: KycStatus;
  readonly level: KycLevel;
  readonly reference: string | null;
  readonly reasonCode: string | null;
  readonly reason: string | null;
  readonly reviewedAtMs: number | null;
}

export interface SubAccountInput {
  readonly subAccountId: string;
  readonly externalId: string;
  readonly email: string | null;
  readonly name: string | null;
  readonly country: string | null;
  readonly metadata: Record<string, unknown> | null;
  readonly createdAtMs: number;
}

export interface SubAccountContext extends SubAccountInput {
  readonly kyc: Kyc;
  readonly frozenBy: 'partner' | null;
  readonly closedAtMs: number | null;
}

export interface KycAssertion {
  readonly status: 'VERIFIED' | 'REJECTED';
  readonly level: KycLevel;
  readonly reference: string;
  readonly reasonCode: string | null;
  readonly reason: string | null;
}

export type SubAccountEvent =
  | ({ type: 'api.kyc'; atMs: number } & KycAssertion)
  /** The operator's override: the same assertion, announced with `overriddenByAdmin: true`. */
  | ({ type: 'operator.kyc'; atMs: number } & KycAssertion)
  | { type: 'api.freeze'; atMs: number; by: 'partner' }
  | { type: 'api.unfreeze'; atMs: number; by: 'partner' }
  /** The residual cash the engine found in the account's settled and unsettled cash at closing. */
  | { type: 'api.close'; atMs: number; residualSettledMinor: number; residualUnsettledMinor: number };

type Emitted =
  | {
      type: 'kyc.updated';
      subAccountId: string;
      externalId: string;
      kycStatus: KycStatus;
      kycLevel: KycLevel;
      reference: string | null;
      overriddenByAdmin: boolean;
      reasonCode?: string | null;
      reason?: string | null;
      reviewedAt?: string;
    }
  | { type: 'account.frozen'; subAccountId: string; frozen: boolean; frozenBy: 'partner' }
  | { type: 'account.closed'; subAccountId: string; externalId: string; status: 'CLOSED'; residualTransferUsd: number; currency: 'USD' };

const NO_KYC: Kyc = { status: 'NONE', level: 'NONE', reference: null, reasonCode: null, reason: null, reviewedAtMs: null };

/** VERIFIED unlocks trading only at the FULL level; a rejection leaves the account at NONE. */
export function isConsistentKyc(a: Pick<KycAssertion, 'status' | 'level'>): boolean {
  return a.status === 'VERIFIED' ? a.level === 'FULL' : a.level === 'NONE';
}

/** Cents to dollars: one division of an exact integer prints as the exact decimal (machines stay free of engine imports). */
const dollars = (minor: number): number => minor / 100;

const machineSetup = setup({
  types: {
    context: {} as SubAccountContext,
    events: {} as SubAccountEvent,
    input: {} as SubAccountInput,
    emitted: {} as Emitted,
  },
  guards: {
    isConsistentKyc: ({ event }) => (event.type === 'api.kyc' || event.type === 'operator.kyc') && isConsistentKyc(event),
    hasNoNegativeResidual: ({ event }) => event.type === 'api.close' && event.residualSettledMinor >= 0 && event.residualUnsettledMinor >= 0,
  },
  actions: {
    /** Effect: one balanced ledger transfer, applied by the engine in the step's transaction. */
    transfer: (_, _params: { debit: unknown; credit: unknown; amountMinor: number; kind: string }) => {},
    recordKyc: assign({
      kyc: ({ event }) => {
        if (event.type !== 'api.kyc' && event.type !== 'operator.kyc') throw new Error('recordKyc runs on api.kyc and operator.kyc only');
        return {
          status: event.status,
          level: event.level,
          reference: event.reference,
          reasonCode: event.reasonCode,
          reason: event.reason,
          reviewedAtMs: event.atMs,
        };
      },
    }),
    announceKyc: emit(({ context, event }) => {
      const { kyc } = context;
      const base = {
        type: 'kyc.updated' as const,
        subAccountId: context.subAccountId,
        externalId: context.externalId,
        kycStatus: kyc.status,
        kycLevel: kyc.level,
        reference: kyc.reference,
        overriddenByAdmin: event.type === 'operator.kyc',
      };
      if (kyc.status !== 'REJECTED') return base;
      return { ...base, reasonCode: kyc.reasonCode, reason: kyc.reason, reviewedAt: new Date(kyc.reviewedAtMs!).toISOString() };
    }),
    recordFreeze: assign({ frozenBy: () => 'partner' as const }),
    recordUnfreeze: assign({ frozenBy: () => null }),
    announceFrozen: emit(({ context }) => ({
      type: 'account.frozen' as const,
      subAccountId: context.subAccountId,
      frozen: context.frozenBy !== null,
      frozenBy: 'partner' as const,
    })),
    recordClosing: assign({ closedAtMs: ({ event }) => event.atMs }),
    announceClosed: emit(({ context, event }) => ({
      type: 'account.closed' as const,
      subAccountId: context.subAccountId,
      externalId: context.externalId,
      status: 'CLOSED' as const,
      residualTransferUsd: event.type === 'api.close' ? dollars(event.residualSettledMinor + event.residualUnsettledMinor) : 0,
      currency: 'USD' as const,
    })),
  },
});

/** Residual cash goes back to the master wallet: settled and unsettled cash, each by its own transfer. */
const returnResidual = machineSetup.enqueueActions(({ context, event, enqueue }) => {
  if (event.type !== 'api.close') return;
  const owner = context.subAccountId;
  if (event.residualSettledMinor > 0) {
    enqueue({
      type: 'transfer',
      params: { debit: { role: 'cashSettled', owner }, credit: 'masterWallet', amountMinor: event.residualSettledMinor, kind: 'sub_account_close' },
    });
  }
  if (event.residualUnsettledMinor > 0) {
    enqueue({
      type: 'transfer',
      params: { debit: { role: 'cashUnsettled', owner }, credit: 'masterWallet', amountMinor: event.residualUnsettledMinor, kind: 'sub_account_close' },
    });
  }
});

export const subAccountMachine = machineSetup.createMachine({
  id: 'subAccount',
  context: ({ input }) => ({ ...input, kyc: NO_KYC, frozenBy: null, closedAtMs: null }),
  initial: 'active',
  states: {
    active: {
      on: {
        'api.kyc': { guard: 'isConsistentKyc', actions: ['recordKyc', 'announceKyc'] },
        'operator.kyc': { guard: 'isConsistentKyc', actions: ['recordKyc', 'announceKyc'] },
        'api.freeze': { target: 'frozen', actions: ['recordFreeze', 'announceFrozen'] },
        'api.close': { guard: 'hasNoNegativeResidual', target: 'closed', actions: [returnResidual, 'recordClosing', 'announceClosed'] },
      },
    },
    frozen: {
      on: {
        'api.kyc': { guard: 'isConsistentKyc', actions: ['recordKyc', 'announceKyc'] },
        'operator.kyc': { guard: 'isConsistentKyc', actions: ['recordKyc', 'announceKyc'] },
        'api.unfreeze': { target: 'active', actions: ['recordUnfreeze', 'announceFrozen'] },
        'api.close': { guard: 'hasNoNegativeResidual', target: 'closed', actions: [returnResidual, 'recordClosing', 'announceClosed'] },
      },
    },
    closed: {
      type: 'final',
    },
  },
});

export const SUB_ACCOUNT_STATES = ['active', 'frozen', 'closed'] as const;

/** A closed account takes nothing; freezing and unfreezing go one way each. */
export const subAccountRefusals = {
  'api.kyc': [{ code: 'CONFLICT', states: ['closed'] }],
  'operator.kyc': [{ code: 'CONFLICT', states: ['closed'] }],
  'api.freeze': [{ code: 'CONFLICT', states: ['frozen', 'closed'], because: 'only an active account can be frozen' }],
  'api.unfreeze': [{ code: 'CONFLICT', states: ['active', 'closed'], because: 'only a frozen account can be unfrozen' }],
  'api.close': [{ code: 'CONFLICT', states: ['closed'] }],
} as const satisfies Refusals<SubAccountEvent, (typeof SUB_ACCOUNT_STATES)[number]>;

/** The public status: `active`, `frozen` or `closed`. */
export function publicStatus(snapshot: { readonly value: unknown }): 'active' | 'frozen' | 'closed' {
  const state = stateIn('subAccount', SUB_ACCOUNT_STATES, snapshot);
  switch (state) {
    case 'active':
    case 'frozen':
    case 'closed':
      return state;
    default:
      return unreachable(state);
  }
}
