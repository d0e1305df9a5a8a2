/**
 * Partner account in one environment. Lifecycle: active <-> suspended.
 * Invariants: tier, markup and limits change only by operator events; a suspended partner keeps its
 * data and keys but every key answers AUTH_SUSPENDED until reactivated. Access is locked when the
 * partner revokes its only full key (spec: "revoking the only active key requires support to restore
 * access") and only the operator lifts the lock; the lock is orthogonal to suspension, so it is a
 * context field, not a state.
 */
import { assign, setup } from 'xstate';
import { stateIn, unreachable } from '../states.ts';
import type { Refusals } from '../refusals.ts';

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
  /**
   * When the partner's only full key was revoked (null: access open). Snapshots written before the
   * lock existed have no such field; it reads as open.
   */
  accessLockedAtMs: number | null;
}

type RateLimits = PartnerContext['rateLimits'];

export interface PartnerChanges {
  tier?: Tier;
  markupBps?: number;
  /** Per environment: a number sets the negotiated limit, null clears it (the tier's applies); null for the whole clears both. */
  rateLimits?: { sandbox?: number | null; production?: number | null } | null;
  flags?: Record<string, boolean>;
}

function withRateLimits(current: RateLimits, change: PartnerChanges['rateLimits']): RateLimits {
  if (change === undefined) return current;
  if (change === null) return {};
  const next: { sandbox?: number; production?: number } = { ...current };
  for (const env of ['sandbox', 'production'] as const) {
    const value = change[env];
    if (value === null) delete next[env];
    else if (value !== undefined) next[env] = value;
  }
  return next;
}

export type PartnerEvent =
  | { type: 'operator.update'; changes: PartnerChanges; atMs: number }
  | { type: 'operator.suspend'; atMs: number }
  | { type: 'operator.reactivate'; atMs: number }
  | { type: 'operator.restoreAccess'; atMs: number }
  | { type: 'api.bindIdentity'; sub: string; atMs: number }
  | { type: 'api.lockAccess'; atMs: number };

/** The lock as readers should see it: a snapshot from before the field existed is open. */
export function accessLockedAtMsOf(context: PartnerContext): number | null {
  return context.accessLockedAtMs ?? null;
}

export const partnerMachine = setup({
  types: {
    context: {} as PartnerContext,
    events: {} as PartnerEvent,
    input: {} as PartnerContext,
  },
  guards: {
    isUnboundOrSameIdentity: ({ context, event }) => event.type === 'api.bindIdentity' && (context.sub === null || context.sub === event.sub),
    isAccessOpen: ({ context }) => accessLockedAtMsOf(context) === null,
    isAccessLocked: ({ context }) => accessLockedAtMsOf(context) !== null,
  },
  actions: {
    applyChanges: assign(({ context, event }) => {
      if (event.type !== 'operator.update') return {};
      const c = event.changes;
      return {
        tier: c.tier ?? context.tier,
        markupBps: c.markupBps ?? context.markupBps,
        rateLimits: withRateLimits(context.rateLimits, c.rateLimits),
        flags: c.flags ? { ...context.flags, ...c.flags } : context.flags,
      };
    }),
    bindIdentity: assign({ sub: ({ event }) => (event.type === 'api.bindIdentity' ? event.sub : null) }),
    lockAccess: assign({ accessLockedAtMs: ({ event }) => event.atMs }),
    restoreAccess: assign({ accessLockedAtMs: () => null }),
  },
}).createMachine({
  id: 'partner',
  context: ({ input }) => input,
  initial: 'active',
  // A guard that fails leaves the event unaccepted: the engine refuses it with 409, never a silent no-op.
  on: {
    'operator.update': { actions: 'applyChanges' },
    'api.bindIdentity': { guard: 'isUnboundOrSameIdentity', actions: 'bindIdentity' },
    'api.lockAccess': { guard: 'isAccessOpen', actions: 'lockAccess' },
    'operator.restoreAccess': { guard: 'isAccessLocked', actions: 'restoreAccess' },
  },
  states: {
    active: { on: { 'operator.suspend': 'suspended' } },
    suspended: { on: { 'operator.reactivate': 'active' } },
  },
});

export const PARTNER_STATES = ['active', 'suspended'] as const;

/** Suspending and reactivating go one way each. */
export const partnerRefusals = {
  'operator.suspend': [{ code: 'CONFLICT', states: ['suspended'] }],
  'operator.reactivate': [{ code: 'CONFLICT', states: ['active'] }],
} as const satisfies Refusals<PartnerEvent, (typeof PARTNER_STATES)[number]>;
export type PartnerState = (typeof PARTNER_STATES)[number];

/** The public status (the read model's `status`): `active` or `suspended`. */
export function publicStatus(snapshot: { readonly value: unknown }): 'active' | 'suspended' {
  const state = stateIn('partner', PARTNER_STATES, snapshot);
  switch (state) {
    case 'active':
    case 'suspended':
      return state;
    default:
      return unreachable(state);
  }
}
