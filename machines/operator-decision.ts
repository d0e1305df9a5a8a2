import type { Refusals } from './refusals.ts';

/**
 * The states of a request an operator decides exactly once: pending -> approved | rejected, both final.
 * Shared by the partner application and the tier-upgrade request; each machine supplies its own
 * `recordApproval` and `recordRejection` actions (what a decision writes into its context differs).
 */
export const operatorDecisionStates = {
  pending: {
    on: {
      'operator.approve': { target: 'approved', actions: 'recordApproval' },
      'operator.reject': { target: 'rejected', actions: 'recordRejection' },
    },
  },
  approved: { type: 'final' },
  rejected: { type: 'final' },
} as const;

/** A decided request takes no second decision. */
export const operatorDecisionRefusals = {
  'operator.approve': [{ code: 'CONFLICT', states: ['approved', 'rejected'], because: 'it is decided already' }],
  'operator.reject': [{ code: 'CONFLICT', states: ['approved', 'rejected'], because: 'it is decided already' }],
} as const satisfies Refusals<{ type: 'operator.approve' | 'operator.reject' }, 'pending' | 'approved' | 'rejected'>;
