/**
 * A member of a partner organisation. Lifecycle: invited -> active (the invitee presented an
 * ID token whose e-mail matches) -> removed (final); an invitation can also be withdrawn (invited ->
 * removed). The organisation's first owner is spawned active.
 * Invariants: a member binds exactly one identity (`sub`), once, on joining; the e-mail never changes;
 * a removed member takes nothing (every event refused, the engine answers 409). Who may change whom
 * (team.manage, the last owner) is the engine's rule, decided before the event is sent.
 */
import { assign, setup } from 'xstate';
import { stateIn, unreachable } from '../states.ts';
import type { Refusals } from '../refusals.ts';

export const MEMBER_ROLES = ['owner', 'admin', 'developer', 'finance', 'support', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export type MemberStatus = 'INVITED' | 'ACTIVE' | 'REMOVED';

export interface MemberInput {
  readonly memberId: string;
  readonly email: string;
  readonly role: MemberRole;
  /** The acting member who invited this one; null for the organisation's first owner. */
  readonly invitedByMemberId: string | null;
  /** Set for the first owner (spawned active); null for an invitee until it joins. */
  readonly sub: string | null;
  readonly createdAtMs: number;
}

export interface MemberContext extends MemberInput {
  joinedAtMs: number | null;
  removedAtMs: number | null;
  updatedAtMs: number;
}

export type MemberEvent =
  | { type: 'api.accept'; sub: string; atMs: number }
  | { type: 'api.changeRole'; role: MemberRole; atMs: number }
  | { type: 'api.remove'; atMs: number };

export const memberMachine = setup({
  types: {
    context: {} as MemberContext,
    events: {} as MemberEvent,
    input: {} as MemberInput,
  },
  guards: {
    isFounder: ({ context }) => context.sub !== null,
  },
  actions: {
    bindIdentity: assign(({ event }) => (event.type === 'api.accept' ? { sub: event.sub, joinedAtMs: event.atMs, updatedAtMs: event.atMs } : {})),
    changeRole: assign(({ event }) => (event.type === 'api.changeRole' ? { role: event.role, updatedAtMs: event.atMs } : {})),
    recordRemoval: assign(({ event }) => ({ removedAtMs: event.atMs, updatedAtMs: event.atMs })),
  },
}).createMachine({
  id: 'member',
  context: ({ input }) => ({ ...input, joinedAtMs: input.sub === null ? null : input.createdAtMs, removedAtMs: null, updatedAtMs: input.createdAtMs }),
  initial: 'starting',
  states: {
    // The founder joins with its identity already bound; an invitee waits for its ID token.
    starting: { always: [{ guard: 'isFounder', target: 'active' }, { target: 'invited' }] },
    invited: {
      on: {
        'api.accept': { target: 'active', actions: 'bindIdentity' },
        'api.changeRole': { actions: 'changeRole' },
        'api.remove': { target: 'removed', actions: 'recordRemoval' },
      },
    },
    active: {
      on: {
        'api.changeRole': { actions: 'changeRole' },
        'api.remove': { target: 'removed', actions: 'recordRemoval' },
      },
    },
    removed: { type: 'final' },
  },
});

export const MEMBER_STATES = ['starting', 'invited', 'active', 'removed'] as const;

/** A removed member takes nothing; an invitation is accepted once. */
export const memberRefusals = {
  'api.accept': [{ code: 'CONFLICT', states: ['active', 'removed'], because: 'only a pending invitation can be accepted' }],
  'api.changeRole': [{ code: 'CONFLICT', states: ['removed'] }],
  'api.remove': [{ code: 'CONFLICT', states: ['removed'] }],
} as const satisfies Refusals<MemberEvent, (typeof MEMBER_STATES)[number]>;

/** The public status: INVITED, ACTIVE or REMOVED (`starting` is transient and never persisted). */
export function publicStatus(snapshot: { readonly value: unknown }): MemberStatus {
  const state = stateIn('member', MEMBER_STATES, snapshot);
  switch (state) {
    case 'starting':
    case 'invited':
      return 'INVITED';
    case 'active':
      return 'ACTIVE';
    case 'removed':
      return 'REMOVED';
    default:
      return unreachable(state);
  }
}
