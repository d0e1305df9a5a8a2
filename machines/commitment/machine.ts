/**
 * A sub-account's commitment to a private opportunity. Lifecycle: pending (its USD held in
 * escrow) -> allocated (final) when the opportunity closes with its raise target met, or refunded
 * (final) when it closes short of it. Invariants: the USD is escrowed exactly once, when the commitment
 * is made; it leaves escrow exactly once, to the issuer (with the units issued) or back to the wallet.
 * The ledger work, wallet transactions and events are engine code (engine/asset-classes/commitments.ts)
 * carrying out the `effect` actions this machine names.
 */
import { assign, setup } from 'xstate';
import { stateIn, unreachable } from '../states.ts';

export interface CommitmentContext {
  commitmentId: string;
  subAccountId: string;
  opportunityId: string;
  amountMinor: number;
  createdAtMs: number;
  /** Units issued at allocation (exact millionths); null until then. */
  unitsMicro: number | null;
  /** When the opportunity's close decided this commitment. */
  decidedAtMs: number | null;
}

export type CommitmentInput = Omit<CommitmentContext, 'unitsMicro' | 'decidedAtMs'>;

export type CommitmentEvent = { type: 'opportunity.allocate'; atMs: number; unitsMicro: number } | { type: 'opportunity.refund'; atMs: number };

/** The effects the engine carries out (engine/asset-classes/commitments.ts). */
export const COMMITMENT_EFFECTS = ['escrow', 'allocate', 'refund'] as const;
export type CommitmentEffect = (typeof COMMITMENT_EFFECTS)[number];

export const commitmentMachine = setup({
  types: {
    context: {} as CommitmentContext,
    events: {} as CommitmentEvent,
    input: {} as CommitmentInput,
  },
  actions: {
    effect: (_, _params: { name: CommitmentEffect }) => {},
    recordAllocation: assign(({ event }) => (event.type === 'opportunity.allocate' ? { unitsMicro: event.unitsMicro, decidedAtMs: event.atMs } : {})),
    recordRefund: assign({ decidedAtMs: ({ event }) => event.atMs }),
  },
}).createMachine({
  id: 'commitment',
  context: ({ input }) => ({ ...input, unitsMicro: null, decidedAtMs: null }),
  initial: 'pending',
  states: {
    pending: {
      entry: { type: 'effect', params: { name: 'escrow' } },
      on: {
        'opportunity.allocate': { target: 'allocated', actions: 'recordAllocation' },
        'opportunity.refund': { target: 'refunded', actions: 'recordRefund' },
      },
    },
    allocated: { type: 'final', entry: { type: 'effect', params: { name: 'allocate' } } },
    refunded: { type: 'final', entry: { type: 'effect', params: { name: 'refund' } } },
  },
});

export const COMMITMENT_STATES = ['pending', 'allocated', 'refunded'] as const;

export type CommitmentStatus = 'PENDING' | 'ALLOCATED' | 'REFUNDED';

/** The public status: PENDING until the opportunity closes, then ALLOCATED or REFUNDED. */
export function publicStatus(snapshot: { readonly value: unknown }): CommitmentStatus {
  const state = stateIn('commitment', COMMITMENT_STATES, snapshot);
  switch (state) {
    case 'pending':
      return 'PENDING';
    case 'allocated':
      return 'ALLOCATED';
    case 'refunded':
      return 'REFUNDED';
    default:
      return unreachable(state);
  }
}
