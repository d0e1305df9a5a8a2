/**
 * A production partner's request for a higher tier. Lifecycle: pending -> approved | rejected (both
 * final). Invariants: decided exactly once, by the operator; the tier itself changes on the partner
 * actor in the approving command, never here; a rejected partner files a new request.
 */
import { assign, setup } from 'xstate';
import { operatorDecisionRefusals, operatorDecisionStates } from '../operator-decision.ts';
import { stateIn, unreachable } from '../states.ts';

export type RequestedTier = 'growth' | 'enterprise';

export interface UpgradeRequestContext {
  partnerId: string;
  fromTier: 'starter' | 'growth' | 'enterprise';
  targetTier: RequestedTier;
  message: string;
  submittedBySub: string;
  submittedByEmail: string;
  submittedAtMs: number;
  decidedAtMs: number | null;
  rejectionReason: string | null;
}

export type UpgradeRequestInput = Omit<UpgradeRequestContext, 'decidedAtMs' | 'rejectionReason'>;

export type UpgradeRequestEvent = { type: 'operator.approve'; atMs: number } | { type: 'operator.reject'; reason: string; atMs: number };

export const upgradeRequestMachine = setup({
  types: {
    context: {} as UpgradeRequestContext,
    events: {} as UpgradeRequestEvent,
    input: {} as UpgradeRequestInput,
  },
  actions: {
    recordApproval: assign(({ event }) => ({ decidedAtMs: event.atMs })),
    recordRejection: assign(({ event }) => (event.type === 'operator.reject' ? { decidedAtMs: event.atMs, rejectionReason: event.reason } : {})),
  },
}).createMachine({
  id: 'upgradeRequest',
  context: ({ input }) => ({ ...input, decidedAtMs: null, rejectionReason: null }),
  initial: 'pending',
  states: operatorDecisionStates,
});

export const UPGRADE_REQUEST_STATES = ['pending', 'approved', 'rejected'] as const;

/** Decided once: a second decision is a conflict. */
export const upgradeRequestRefusals = operatorDecisionRefusals;

/** The public status (the read model's `status`): `pending`, `approved` or `rejected`. */
export function publicStatus(snapshot: { readonly value: unknown }): 'pending' | 'approved' | 'rejected' {
  const state = stateIn('upgradeRequest', UPGRADE_REQUEST_STATES, snapshot);
  switch (state) {
    case 'pending':
    case 'approved':
    case 'rejected':
      return state;
    default:
      return unreachable(state);
  }
}
