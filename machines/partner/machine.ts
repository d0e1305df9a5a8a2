/**
 * Partner account in one environment. Lifecycle: active <-> suspended.
 * Invariants: tier, markup and limits change only by operator events; a suspended partner keeps its
 * data and keys but every key answers AUTH_SUSPENDED until reactivated.
 */
import { assign, setup } from 'xstate';

export type Tier = 'starter' | 'growth' | 'enterprise';

export interface PartnerContext {
  env: 'production' | 'sandbox';
  sub: string | null;
  email: string;
  businessName: string;
  tier: Tier;
  markupBps: number;
  rateLimits: { sandbox?: number; production?: number };
  flags: Record<string, boolean>;
  createdAtMs: number;
}

export interface PartnerChanges {
  tier?: Tier;
  markupBps?: number;
  rateLimits?: { sandbox?: number; production?: number };
  flags?: Record<string, boolean>;
}

export type PartnerEvent =
  | { type: 'operator.update'; changes: PartnerChanges; atMs: number }
  | { type: 'operator.suspend'; atMs: number }
  | { type: 'operator.reactivate'; atMs: number }
  | { type: 'api.bindIdentity'; sub: string; atMs: number };

export const partnerMachine = setup({
  types: {
    context: {} as PartnerContext,
    events: {} as PartnerEvent,
    input: {} as PartnerContext,
  },
  guards: {
    isUnboundOrSameIdentity: ({ context, event }) =>
      event.type === 'api.bindIdentity' && (context.sub === null || context.sub === event.sub),
  },
  actions: {
    applyChanges: assign(({ context, event }) => {
      if (event.type !== 'operator.update') return {};
      const c = event.changes;
      return {
        tier: c.tier ?? context.tier,
        markupBps: c.markupBps ?? context.markupBps,
        rateLimits: c.rateLimits ? { ...context.rateLimits, ...c.rateLimits } : context.rateLimits,
        flags: c.flags ? { ...context.flags, ...c.flags } : context.flags,
      };
    }),
    bindIdentity: assign({ sub: ({ event }) => (event.type === 'api.bindIdentity' ? event.sub : null) }),
  },
}).createMachine({
  id: 'partner',
  context: ({ input }) => input,
  initial: 'active',
  on: {
    'operator.update': { actions: 'applyChanges' },
    'api.bindIdentity': { guard: 'isUnboundOrSameIdentity', actions: 'bindIdentity' },
  },
  states: {
    active: { on: { 'operator.suspend': 'suspended' } },
    suspended: { on: { 'operator.reactivate': 'active' } },
  },
});
