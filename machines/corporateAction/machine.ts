/**
 * A corporate action, platform-wide. Lifecycle: declared -> effective (final) on its
 * effective date; a dividend: declared -> entitlementsFixed on its ex-date -> paid (final) on its pay
 * date; declared -> cancelled (final) when the operator withdraws it before it takes effect.
 * Invariants: the effect of the effective date is named exactly once, and only from declared; a dividend
 * is paid exactly once, after its entitlements were fixed; a cancelled action never takes effect (its
 * timer is cleared). The work itself (entitlements, rescaled holdings, payments, announcements) is
 * engine code (engine/corporate/*.ts) that carries out the `effect` actions this machine names.
 */
import { assign, setup } from 'xstate';
import { stateIn, unreachable } from '../states.ts';
import type { Refusals } from '../refusals.ts';

export type CorporateActionType =
  | 'SPLIT'
  | 'REVERSE_SPLIT'
  | 'BONUS_ISSUE'
  | 'DIVIDEND'
  | 'SUSPENSION'
  | 'LIFT_SUSPENSION'
  | 'DELISTING'
  | 'SYMBOL_CHANGE'
  | 'RIGHTS_ISSUE';

export interface CorporateActionContext {
  corporateActionId: string;
  type: CorporateActionType;
  symbol: string;
  exchange: string;
  /** YYYY-MM-DD; a dividend's ex-date. */
  effectiveDate: string;
  terms: Record<string, string | null>;
  description: string | null;
  declaredAtMs: number;
  /** When the effective-date timer falls due (00:00 UTC of the effective date). */
  effectiveDueMs: number;
  /** A dividend's pay-date timer (00:00 UTC of the pay date); null for the other types. */
  payDueMs: number | null;
  effectiveAtMs: number | null;
  paidAtMs: number | null;
  cancelledAtMs: number | null;
}

export type CorporateActionInput = Omit<CorporateActionContext, 'effectiveAtMs' | 'paidAtMs' | 'cancelledAtMs'>;

export type CorporateActionEvent = { type: 'timer.effective'; atMs: number } | { type: 'timer.pay'; atMs: number } | { type: 'operator.cancel'; atMs: number };

/** The effects the engine carries out (engine/corporate/actions.ts `carryOut`). */
export type CorporateActionEffect = 'effective' | 'pay' | 'cancelled';

export const corporateActionMachine = setup({
  types: {
    context: {} as CorporateActionContext,
    events: {} as CorporateActionEvent,
    input: {} as CorporateActionInput,
  },
  guards: {
    isDividend: ({ context }) => context.type === 'DIVIDEND',
  },
  actions: {
    /** Effects the engine applies in the step's transaction. */
    setTimer: (_, _params: { name: string; dueAtMs: number; event: string }) => {},
    clearTimer: (_, _params: { name: string }) => {},
    effect: (_, _params: { name: CorporateActionEffect }) => {},
    recordEffective: assign({ effectiveAtMs: ({ event }) => event.atMs }),
    recordPaid: assign({ paidAtMs: ({ event }) => event.atMs }),
    recordCancelled: assign({ cancelledAtMs: ({ event }) => event.atMs }),
  },
}).createMachine({
  id: 'corporateAction',
  context: ({ input }) => ({ ...input, effectiveAtMs: null, paidAtMs: null, cancelledAtMs: null }),
  initial: 'declared',
  states: {
    declared: {
      entry: { type: 'setTimer', params: ({ context }) => ({ name: 'effective', dueAtMs: context.effectiveDueMs, event: 'timer.effective' }) },
      on: {
        'timer.effective': [
          { guard: 'isDividend', target: 'entitlementsFixed', actions: 'recordEffective' },
          { target: 'effective', actions: 'recordEffective' },
        ],
        'operator.cancel': { target: 'cancelled', actions: ['recordCancelled', { type: 'clearTimer', params: { name: 'effective' } }] },
      },
    },
    // A dividend past its ex-date: the holders' entitlements are written down; the pay date is ahead.
    entitlementsFixed: {
      entry: [
        { type: 'effect', params: { name: 'effective' } },
        // A dividend always has its pay date (the route requires it); the ex-date's due time is the fallback.
        { type: 'setTimer', params: ({ context }) => ({ name: 'pay', dueAtMs: context.payDueMs ?? context.effectiveDueMs, event: 'timer.pay' }) },
      ],
      on: { 'timer.pay': { target: 'paid', actions: 'recordPaid' } },
    },
    effective: { type: 'final', entry: { type: 'effect', params: { name: 'effective' } } },
    paid: { type: 'final', entry: { type: 'effect', params: { name: 'pay' } } },
    cancelled: { type: 'final', entry: { type: 'effect', params: { name: 'cancelled' } } },
  },
});

export const CORPORATE_ACTION_STATES = ['declared', 'entitlementsFixed', 'effective', 'paid', 'cancelled'] as const;

/** Only a DECLARED action can be withdrawn: once its entitlements are fixed its effects cannot be undone. */
export const corporateActionRefusals = {
  'operator.cancel': [
    { code: 'CONFLICT', states: ['entitlementsFixed', 'effective', 'paid', 'cancelled'], because: 'only a DECLARED action can be cancelled' },
  ],
} as const satisfies Refusals<CorporateActionEvent, (typeof CORPORATE_ACTION_STATES)[number]>;

/** The public status: DECLARED, EFFECTIVE (a dividend from its ex-date), PAID (a dividend paid), CANCELLED. */
export function publicStatus(snapshot: { readonly value: unknown }): 'DECLARED' | 'EFFECTIVE' | 'PAID' | 'CANCELLED' {
  const state = stateIn('corporateAction', CORPORATE_ACTION_STATES, snapshot);
  switch (state) {
    case 'declared':
      return 'DECLARED';
    case 'entitlementsFixed':
    case 'effective':
      return 'EFFECTIVE';
    case 'paid':
      return 'PAID';
    case 'cancelled':
      return 'CANCELLED';
    default:
      return unreachable(state);
  }
}
