/**
 * Master-wallet top-up. Lifecycle: pending -> confirmed (final).
 * Invariants: the wallet is credited exactly once, on confirmation, by one balanced transfer from the
 * funding source (virtual sandbox funding, or bank clearing in production); `topup.confirmed` fires then.
 */
import { assign, emit, setup } from 'xstate';
import { stateIn, unreachable } from '../states.ts';
import type { Refusals } from '../refusals.ts';

export interface TopupContext {
  /** The actor's own id, so the events it emits name the top-up the partner created. */
  topupId: string;
  amountMinor: number;
  currency: 'USD';
  fundingSource: 'sandboxFunding' | 'bankClearing';
  reference: string | null;
  confirmedAtMs: number | null;
}

export type TopupEvent = { type: 'api.autoApprove'; atMs: number } | { type: 'operator.approve'; atMs: number };

export const topupMachine = setup({
  types: {
    context: {} as TopupContext,
    events: {} as TopupEvent,
    input: {} as Omit<TopupContext, 'confirmedAtMs'>,
    emitted: {} as { type: 'topup.confirmed'; topupId: string; amount: number; currency: string; reference: string | null; status: 'CONFIRMED' },
  },
  actions: {
    /** Effect: one balanced ledger transfer, applied by the engine in the step's transaction. */
    transfer: (_, _params: { debit: string; credit: string; amountMinor: number; kind: string }) => {},
    recordConfirmation: assign({ confirmedAtMs: ({ event }) => event.atMs }),
  },
}).createMachine({
  id: 'topup',
  context: ({ input }) => ({ ...input, confirmedAtMs: null }),
  initial: 'pending',
  states: {
    pending: {
      on: {
        'api.autoApprove': { target: 'confirmed', actions: 'recordConfirmation' },
        'operator.approve': { target: 'confirmed', actions: 'recordConfirmation' },
      },
    },
    confirmed: {
      type: 'final',
      entry: [
        {
          type: 'transfer',
          params: ({ context }) => ({ debit: context.fundingSource, credit: 'masterWallet', amountMinor: context.amountMinor, kind: 'topup' }),
        },
        emit(({ context }) => ({
          type: 'topup.confirmed' as const,
          topupId: context.topupId,
          // Cents to dollars: one division of an exact integer prints as the exact decimal (machines stay free of engine imports).
          amount: context.amountMinor / 100,
          currency: context.currency,
          reference: context.reference,
          status: 'CONFIRMED' as const,
        })),
      ],
    },
  },
});

export const TOPUP_STATES = ['pending', 'confirmed'] as const;

/** A confirmed top-up is approved once. */
export const topupRefusals = {
  'api.autoApprove': [{ code: 'CONFLICT', states: ['confirmed'] }],
  'operator.approve': [{ code: 'CONFLICT', states: ['confirmed'] }],
} as const satisfies Refusals<TopupEvent, (typeof TOPUP_STATES)[number]>;

/** The public status: PENDING until approved (or auto-approved in the sandbox), then CONFIRMED. */
export function publicStatus(snapshot: { readonly value: unknown }): 'PENDING' | 'CONFIRMED' {
  const state = stateIn('topup', TOPUP_STATES, snapshot);
  switch (state) {
    case 'pending':
      return 'PENDING';
    case 'confirmed':
      return 'CONFIRMED';
    default:
      return unreachable(state);
  }
}
