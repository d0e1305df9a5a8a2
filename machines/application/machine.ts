/**
 * Production partner application. Lifecycle: pending -> approved | rejected (both final).
 * Invariant: decided exactly once; a rejected applicant applies again with a new application.
 */
import { assign, setup } from 'xstate';
import { operatorDecisionRefusals, operatorDecisionStates } from '../operator-decision.ts';
import { stateIn, unreachable } from '../states.ts';

export interface ApplicationContext {
  email: string;
  businessName: string;
  useCase: string;
  website: string | null;
  consentVersion: string;
  submittedAtMs: number;
  decidedAtMs: number | null;
  rejectionReason: string | null;
  partnerId: string | null;
}

export type ApplicationEvent = { type: 'operator.approve'; partnerId: string; atMs: number } | { type: 'operator.reject'; reason: string; atMs: number };

export const applicationMachine = setup({
  types: {
    context: {} as ApplicationContext,
    events: {} as ApplicationEvent,
    input: {} as Omit<ApplicationContext, 'decidedAtMs' | 'rejectionReason' | 'partnerId'>,
  },
  actions: {
    recordApproval: assign(({ event }) => (event.type === 'operator.approve' ? { decidedAtMs: event.atMs, partnerId: event.partnerId } : {})),
    recordRejection: assign(({ event }) => (event.type === 'operator.reject' ? { decidedAtMs: event.atMs, rejectionReason: event.reason } : {})),
  },
}).createMachine({
  id: 'application',
  context: ({ input }) => ({ ...input, decidedAtMs: null, rejectionReason: null, partnerId: null }),
  initial: 'pending',
  states: operatorDecisionStates,
});

export const APPLICATION_STATES = ['pending', 'approved', 'rejected'] as const;

/** Decided once: a second decision is a conflict. */
export const applicationRefusals = operatorDecisionRefusals;

/** The public status (the read model's `status`): `pending`, `approved` or `rejected`. */
export function publicStatus(snapshot: { readonly value: unknown }): 'pending' | 'approved' | 'rejected' {
  const state = stateIn('application', APPLICATION_STATES, snapshot);
  switch (state) {
    case 'pending':
    case 'approved':
    case 'rejected':
      return state;
    default:
      return unreachable(state);
  }
}
