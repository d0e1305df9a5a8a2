/**
 * An approval (maker-checker): a request the partner's security policy held for a second
 * member. Lifecycle: pending -> approved -> executed | failed; pending -> rejected | expired (a durable
 * timer at `expiresAtMs` on the service clock). Invariants: decided at most once, never after its
 * expiry; the held action runs only from `approved` and its outcome is recorded once; who asked and
 * who decided are both kept (the engine refuses a decision by the requester before it gets here).
 */
import { deadlineGuards } from '../deadline.ts';
import { assign, emit, setup } from 'xstate';
import { stateIn, unreachable } from '../states.ts';
import type { Refusals } from '../refusals.ts';

export type ApprovalStatus = 'PENDING' | 'APPROVED' | 'EXECUTED' | 'REJECTED' | 'EXPIRED' | 'FAILED';

export interface ApprovalRequester {
  readonly kind: 'member' | 'apiKey';
  readonly id: string;
}

export interface ApprovalInput {
  readonly approvalId: string;
  readonly action: string;
  /** What the action does, for the deciding member (amount, key, webhook id, changed members). */
  readonly summary: Readonly<Record<string, unknown>>;
  readonly requester: ApprovalRequester;
  /** The command payload that runs when approved; `bodyDigest` is the SHA-256 of its canonical JSON. */
  readonly payload: unknown;
  readonly bodyDigest: string;
  readonly createdAtMs: number;
  readonly expiresAtMs: number;
}

export interface ApprovalContext extends ApprovalInput {
  decidedBy: string | null;
  decidedAtMs: number | null;
  reason: string | null;
  failure: { code: string; message: string } | null;
  result: unknown;
  updatedAtMs: number;
}

export type ApprovalEvent =
  | { type: 'api.approve'; decidedBy: string; atMs: number }
  | { type: 'api.reject'; decidedBy: string; reason: string | null; atMs: number }
  | { type: 'engine.executed'; result: unknown; atMs: number }
  | { type: 'engine.failed'; code: string; message: string; atMs: number }
  | { type: 'timer.expire'; atMs: number };

export type ApprovalEmitted =
  | { type: 'approval.requested'; data: Record<string, unknown> }
  | { type: 'approval.approved'; data: Record<string, unknown> }
  | { type: 'approval.rejected'; data: Record<string, unknown> }
  | { type: 'approval.expired'; data: Record<string, unknown> };

const iso = (ms: number): string => new Date(ms).toISOString();

const basics = (c: ApprovalContext) => ({
  approvalId: c.approvalId,
  action: c.action,
  requester: { kind: c.requester.kind, id: c.requester.id },
  bodyDigest: c.bodyDigest,
});

export const approvalMachine = setup({
  types: {
    context: {} as ApprovalContext,
    events: {} as ApprovalEvent,
    input: {} as ApprovalInput,
    emitted: {} as ApprovalEmitted,
  },
  guards: {
    ...deadlineGuards,
  },
  actions: {
    /** Effects applied by the engine: durable timers (machines never use `after` for deadlines). */
    setTimer: (_, _params: { name: string; dueAtMs: number; event: string }) => {},
    clearTimer: (_, _params: { name: string }) => {},
    recordDecision: assign(({ event }) =>
      event.type === 'api.approve' || event.type === 'api.reject'
        ? { decidedBy: event.decidedBy, decidedAtMs: event.atMs, updatedAtMs: event.atMs, reason: event.type === 'api.reject' ? event.reason : null }
        : {},
    ),
    recordResult: assign(({ event }) => (event.type === 'engine.executed' ? { result: event.result, updatedAtMs: event.atMs } : {})),
    recordFailure: assign(({ event }) =>
      event.type === 'engine.failed' ? { failure: { code: event.code, message: event.message }, updatedAtMs: event.atMs } : {},
    ),
    recordExpiry: assign(({ event }) => ({ updatedAtMs: event.atMs })),
    announceRequest: emit(({ context }) => ({
      type: 'approval.requested' as const,
      data: { ...basics(context), summary: context.summary, status: 'PENDING', expiresAt: iso(context.expiresAtMs), requestedAt: iso(context.createdAtMs) },
    })),
    announceApproval: emit(({ context, event }) => ({
      type: 'approval.approved' as const,
      data: { ...basics(context), status: 'APPROVED', approvedBy: event.type === 'api.approve' ? event.decidedBy : null, approvedAt: iso(event.atMs) },
    })),
    announceRejection: emit(({ context, event }) => ({
      type: 'approval.rejected' as const,
      data: {
        ...basics(context),
        status: 'REJECTED',
        rejectedBy: event.type === 'api.reject' ? event.decidedBy : null,
        reason: event.type === 'api.reject' ? event.reason : null,
        rejectedAt: iso(event.atMs),
      },
    })),
    announceExpiry: emit(({ context, event }) => ({
      type: 'approval.expired' as const,
      data: { ...basics(context), status: 'EXPIRED', expiredAt: iso(event.atMs) },
    })),
  },
}).createMachine({
  id: 'approval',
  context: ({ input }) => ({ ...input, decidedBy: null, decidedAtMs: null, reason: null, failure: null, result: null, updatedAtMs: input.createdAtMs }),
  initial: 'pending',
  states: {
    pending: {
      entry: [{ type: 'setTimer', params: ({ context }) => ({ name: 'expire', dueAtMs: context.expiresAtMs, event: 'timer.expire' }) }, 'announceRequest'],
      on: {
        'api.approve': {
          guard: 'isBeforeExpiry',
          target: 'approved',
          actions: [{ type: 'clearTimer', params: { name: 'expire' } }, 'recordDecision', 'announceApproval'],
        },
        'api.reject': {
          guard: 'isBeforeExpiry',
          target: 'rejected',
          actions: [{ type: 'clearTimer', params: { name: 'expire' } }, 'recordDecision', 'announceRejection'],
        },
        'timer.expire': { guard: 'isAtOrAfterExpiry', target: 'expired', actions: ['recordExpiry', 'announceExpiry'] },
      },
    },
    approved: {
      on: {
        'engine.executed': { target: 'executed', actions: 'recordResult' },
        'engine.failed': { target: 'failed', actions: 'recordFailure' },
      },
    },
    executed: { type: 'final' },
    failed: { type: 'final' },
    rejected: { type: 'final' },
    expired: { type: 'final' },
  },
});

export const APPROVAL_STATES = ['pending', 'approved', 'executed', 'failed', 'rejected', 'expired'] as const;

/** Decided at most once, never after its expiry (`pending` refuses a decision at or after `expiresAtMs`). */
export const approvalRefusals = {
  'api.approve': [
    {
      code: 'CONFLICT',
      states: ['pending', 'approved', 'executed', 'failed', 'rejected', 'expired'],
      because: 'only a PENDING approval before its expiry can be decided',
    },
  ],
  'api.reject': [
    {
      code: 'CONFLICT',
      states: ['pending', 'approved', 'executed', 'failed', 'rejected', 'expired'],
      because: 'only a PENDING approval before its expiry can be decided',
    },
  ],
} as const satisfies Refusals<ApprovalEvent, (typeof APPROVAL_STATES)[number]>;

/** The public status: PENDING, APPROVED (only inside the approving step), EXECUTED, FAILED, REJECTED or EXPIRED. */
export function publicStatus(snapshot: { readonly value: unknown }): ApprovalStatus {
  const state = stateIn('approval', APPROVAL_STATES, snapshot);
  switch (state) {
    case 'pending':
      return 'PENDING';
    case 'approved':
      return 'APPROVED';
    case 'executed':
      return 'EXECUTED';
    case 'failed':
      return 'FAILED';
    case 'rejected':
      return 'REJECTED';
    case 'expired':
      return 'EXPIRED';
    default:
      return unreachable(state);
  }
}
