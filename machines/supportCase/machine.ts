/**
 * A partner's support case. Lifecycle: open -> pendingPartner (the operator answered or asks
 * for something) -> open again when the partner writes; resolved when the operator says so, reopened by
 * a partner message; closed is final (every event refused, the engine answers 409).
 * Invariants: the operator's answer is announced to the partner (`support.case_answered`) and an
 * operator status change (`support.case_updated`) in the same step that records it; the message text
 * lives in the thread table the engine appends to, the machine counts messages and keeps the times.
 */
import { assign, emit, setup } from 'xstate';
import { stateIn, unreachable } from '../states.ts';
import type { Refusals } from '../refusals.ts';

export type SupportCaseStatus = 'OPEN' | 'PENDING_PARTNER' | 'RESOLVED' | 'CLOSED';
export type SupportCategory = 'ACCOUNT' | 'KYC' | 'FUNDING' | 'TRADING' | 'MARKET_DATA' | 'WEBHOOKS' | 'TECHNICAL' | 'BILLING' | 'OTHER';
export type SupportPriority = 'LOW' | 'NORMAL' | 'HIGH' | 'URGENT';

export interface SupportCaseInput {
  readonly caseId: string;
  readonly subject: string;
  readonly category: SupportCategory;
  readonly priority: SupportPriority;
  readonly description: string;
  readonly relatedOrderIds: readonly string[];
  readonly relatedSubAccountIds: readonly string[];
  readonly createdAtMs: number;
}

export interface SupportCaseContext extends SupportCaseInput {
  messageCount: number;
  updatedAtMs: number;
}

export type SupportCaseEvent =
  | { type: 'partner.message'; atMs: number }
  | { type: 'operator.message'; body: string; atMs: number }
  | { type: 'operator.reopen'; atMs: number }
  | { type: 'operator.awaitPartner'; atMs: number }
  | { type: 'operator.resolve'; atMs: number }
  | { type: 'operator.close'; atMs: number };

export type SupportCaseEmitted =
  | { type: 'support.case_answered'; data: Record<string, unknown> }
  | { type: 'support.case_updated'; data: Record<string, unknown> };

const iso = (ms: number): string => new Date(ms).toISOString();

export const supportCaseMachine = setup({
  types: {
    context: {} as SupportCaseContext,
    events: {} as SupportCaseEvent,
    input: {} as SupportCaseInput,
    emitted: {} as SupportCaseEmitted,
  },
  actions: {
    recordMessage: assign(({ context, event }) => ({ messageCount: context.messageCount + 1, updatedAtMs: event.atMs })),
    recordChange: assign(({ event }) => ({ updatedAtMs: event.atMs })),
    announceAnswer: emit(({ context, event }, params: { status: SupportCaseStatus }) => ({
      type: 'support.case_answered' as const,
      data: {
        caseId: context.caseId,
        subject: context.subject,
        status: params.status,
        message: event.type === 'operator.message' ? event.body : '',
        answeredAt: iso(event.atMs),
      },
    })),
    announceUpdate: emit(({ context, event }, params: { from: SupportCaseStatus; to: SupportCaseStatus }) => ({
      type: 'support.case_updated' as const,
      data: { caseId: context.caseId, subject: context.subject, previousStatus: params.from, status: params.to, updatedAt: iso(event.atMs) },
    })),
  },
}).createMachine({
  id: 'supportCase',
  context: ({ input }) => ({ ...input, messageCount: 0, updatedAtMs: input.createdAtMs }),
  initial: 'open',
  states: {
    open: {
      on: {
        'partner.message': { actions: 'recordMessage' },
        'operator.message': { target: 'pendingPartner', actions: ['recordMessage', { type: 'announceAnswer', params: { status: 'PENDING_PARTNER' } }] },
        'operator.awaitPartner': {
          target: 'pendingPartner',
          actions: ['recordChange', { type: 'announceUpdate', params: { from: 'OPEN', to: 'PENDING_PARTNER' } }],
        },
        'operator.resolve': { target: 'resolved', actions: ['recordChange', { type: 'announceUpdate', params: { from: 'OPEN', to: 'RESOLVED' } }] },
        'operator.close': { target: 'closed', actions: ['recordChange', { type: 'announceUpdate', params: { from: 'OPEN', to: 'CLOSED' } }] },
      },
    },
    pendingPartner: {
      on: {
        'partner.message': { target: 'open', actions: 'recordMessage' },
        'operator.message': { actions: ['recordMessage', { type: 'announceAnswer', params: { status: 'PENDING_PARTNER' } }] },
        'operator.reopen': { target: 'open', actions: ['recordChange', { type: 'announceUpdate', params: { from: 'PENDING_PARTNER', to: 'OPEN' } }] },
        'operator.resolve': { target: 'resolved', actions: ['recordChange', { type: 'announceUpdate', params: { from: 'PENDING_PARTNER', to: 'RESOLVED' } }] },
        'operator.close': { target: 'closed', actions: ['recordChange', { type: 'announceUpdate', params: { from: 'PENDING_PARTNER', to: 'CLOSED' } }] },
      },
    },
    resolved: {
      on: {
        'partner.message': { target: 'open', actions: 'recordMessage' },
        'operator.message': { actions: ['recordMessage', { type: 'announceAnswer', params: { status: 'RESOLVED' } }] },
        'operator.reopen': { target: 'open', actions: ['recordChange', { type: 'announceUpdate', params: { from: 'RESOLVED', to: 'OPEN' } }] },
        'operator.awaitPartner': {
          target: 'pendingPartner',
          actions: ['recordChange', { type: 'announceUpdate', params: { from: 'RESOLVED', to: 'PENDING_PARTNER' } }],
        },
        'operator.close': { target: 'closed', actions: ['recordChange', { type: 'announceUpdate', params: { from: 'RESOLVED', to: 'CLOSED' } }] },
      },
    },
    closed: { type: 'final' },
  },
});

export const SUPPORT_CASE_STATES = ['open', 'pendingPartner', 'resolved', 'closed'] as const;

/** A closed case takes nothing; a status move the current state does not offer is a conflict. */
export const supportCaseRefusals = {
  'partner.message': [{ code: 'CONFLICT', states: ['closed'] }],
  'operator.message': [{ code: 'CONFLICT', states: ['closed'] }],
  'operator.awaitPartner': [{ code: 'CONFLICT', states: ['pendingPartner', 'closed'] }],
  'operator.resolve': [{ code: 'CONFLICT', states: ['resolved', 'closed'] }],
  'operator.close': [{ code: 'CONFLICT', states: ['closed'] }],
  'operator.reopen': [{ code: 'CONFLICT', states: ['open', 'closed'] }],
} as const satisfies Refusals<SupportCaseEvent, (typeof SUPPORT_CASE_STATES)[number]>;

/** The public status: OPEN, PENDING_PARTNER, RESOLVED or CLOSED. */
export function publicStatus(snapshot: { readonly value: unknown }): SupportCaseStatus {
  const state = stateIn('supportCase', SUPPORT_CASE_STATES, snapshot);
  switch (state) {
    case 'open':
      return 'OPEN';
    case 'pendingPartner':
      return 'PENDING_PARTNER';
    case 'resolved':
      return 'RESOLVED';
    case 'closed':
      return 'CLOSED';
    default:
      return unreachable(state);
  }
}

/** The operator event that moves a case to `status` (PATCH); the machine decides whether it may. */
export const STATUS_EVENTS = {
  OPEN: 'operator.reopen',
  PENDING_PARTNER: 'operator.awaitPartner',
  RESOLVED: 'operator.resolve',
  CLOSED: 'operator.close',
} as const satisfies Record<SupportCaseStatus, SupportCaseEvent['type']>;
