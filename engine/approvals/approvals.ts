/**
 * Approvals (maker-checker). A route whose action the partner's policy holds asks for an
 * approval instead of running (`approval.request`: the approval actor, the payload that will run and
 * its SHA-256 digest, an expiry on the service clock). Another member with `approvals.decide`, through a
 * portal session, approves: in the SAME step the actor moves to approved and the held action runs
 * through its own handler (engine/approvals/actions.ts), so it runs at most once and only together
 * with the decision. When the action itself is refused (a ServiceError), that step rolls back and the
 * route records the failure with `approval.fail` (approved, then failed, in one step). Rejection and
 * expiry end it without running anything.
 */
import { canonicalJson } from '../../storage/journal.ts';
import type { ApprovalRecord, ApprovalRow } from '../../storage/approvals.ts';
import type { ApprovalContext, ApprovalInput, ApprovalRequester } from '../../machines/approval/machine.ts';
import type { ActorView } from '../actors.ts';
import { partnerScope } from '../sub-accounts/sub-accounts.ts';
import { sha256Hex } from '../credentials.ts';
import { ServiceError } from '../errors.ts';
import { storedPolicy } from '../security/policy-store.ts';
import type { Step } from '../step.ts';
import { roleHasPermission } from '../team/roles.ts';
import { type ActionRun, type ApprovalAction, actionRunners, type ExecutionExtras } from './actions.ts';

export const APPROVAL_KIND = 'approval';
export const DECIDE_PERMISSION = 'approvals.decide';

/** The member deciding: a portal session's member and role. */
export interface Decider {
  readonly sub: string;
  readonly role: string;
}

export interface RequestApprovalPayload {
  readonly action: ApprovalAction;
  readonly payload: unknown;
  readonly summary: Record<string, unknown>;
  readonly requester: ApprovalRequester;
}

/** The digest a deciding member can recompute: SHA-256 (hex) of the canonical JSON of what will run. */
export const bodyDigest = (payload: unknown): string => sha256Hex(canonicalJson(payload));

export function projectApproval(step: Step, view: ActorView): void {
  const c = view.snapshot.context as ApprovalContext;
  const row: ApprovalRow = {
    id: c.approvalId,
    env: view.record.env as ApprovalRow['env'],
    partnerId: view.record.partnerId!,
    action: c.action,
    summary: c.summary,
    requester: c.requester,
    payload: c.payload,
    bodyDigest: c.bodyDigest,
    status: view.record.state as ApprovalRow['status'],
    decidedBy: c.decidedBy,
    decidedAtMs: c.decidedAtMs,
    reason: c.reason,
    failure: c.failure,
    result: c.result,
    createdAtMs: c.createdAtMs,
    expiresAtMs: c.expiresAtMs,
    updatedAtMs: c.updatedAtMs,
  };
  step.stores.approvals.upsert(row);
}

export function requestApproval(step: Step, p: RequestApprovalPayload): ApprovalRecord {
  const scope = partnerScope(step);
  const approvalId = step.newId('apr');
  const ttlSeconds = storedPolicy(step.stores, scope.env, scope.partnerId).policy.approvals.expiresInSeconds;
  const input: ApprovalInput = {
    approvalId,
    action: p.action,
    summary: p.summary,
    requester: p.requester,
    payload: p.payload,
    bodyDigest: bodyDigest(p.payload),
    createdAtMs: step.atMs,
    expiresAtMs: step.atMs + ttlSeconds * 1000,
  };
  step.spawn(APPROVAL_KIND, approvalId, scope, input);
  return step.stores.approvals.byId(approvalId)!;
}

/** The partner's own pending approval that this member may decide; every refusal changes nothing. */
function decidable(step: Step, approvalId: string, decider: Decider, verb: 'approve' | 'reject'): ApprovalRecord {
  const { env, partnerId } = partnerScope(step);
  const found = step.stores.approvals.byId(approvalId);
  if (found?.partnerId !== partnerId || found.env !== env) throw new ServiceError('NOT_FOUND', `approval ${approvalId} not found`);
  if (!roleHasPermission(decider.role, DECIDE_PERMISSION)) {
    throw new ServiceError('FORBIDDEN', `the ${decider.role} role may not decide approvals (needs ${DECIDE_PERMISSION})`);
  }
  if (verb === 'approve' && found.requester.kind === 'member' && found.requester.id === decider.sub) {
    throw new ServiceError('FORBIDDEN', 'a request cannot be approved by the member who made it: another member must approve', {
      extra: { reason: 'self_approval' },
    });
  }
  if (found.status !== 'PENDING') {
    throw new ServiceError('CONFLICT', `approval ${approvalId} is ${found.status}, not PENDING`, { extra: { status: found.status } });
  }
  // The expiry timer may not have fired yet (a system clock between ticks): the deadline is what counts.
  if (step.atMs >= found.expiresAtMs) {
    throw new ServiceError('CONFLICT', `approval ${approvalId} expired at ${new Date(found.expiresAtMs).toISOString()}`, { extra: { status: 'EXPIRED' } });
  }
  return found;
}

/** Raised (never to a client) when the approved action itself is refused: the route records it with `approval.fail`. */
export class ApprovedActionRefused extends Error {
  readonly refusal: ServiceError;
  constructor(refusal: ServiceError) {
    super(refusal.message);
    this.refusal = refusal;
  }
}

export interface ApprovePayload extends ExecutionExtras {
  readonly approvalId: string;
  readonly decider: Decider;
}

export interface Approved {
  readonly approval: ApprovalRecord;
  readonly run: ActionRun;
}

export function approve(step: Step, p: ApprovePayload): Approved {
  const found = decidable(step, p.approvalId, p.decider, 'approve');
  step.send(APPROVAL_KIND, found.id, { type: 'api.approve', decidedBy: p.decider.sub });
  let run: ActionRun;
  try {
    run = actionRunners[found.action as ApprovalAction](step, found.payload as never, p.key ? { key: p.key } : {});
  } catch (error) {
    if (error instanceof ServiceError) throw new ApprovedActionRefused(error);
    throw error;
  }
  step.send(APPROVAL_KIND, found.id, { type: 'engine.executed', result: run.summary });
  return { approval: step.stores.approvals.byId(found.id)!, run };
}

export function failApproval(step: Step, p: { approvalId: string; decider: Decider; code: string; message: string }): ApprovalRecord {
  const found = decidable(step, p.approvalId, p.decider, 'approve');
  step.send(APPROVAL_KIND, found.id, { type: 'api.approve', decidedBy: p.decider.sub });
  step.send(APPROVAL_KIND, found.id, { type: 'engine.failed', code: p.code, message: p.message });
  return step.stores.approvals.byId(found.id)!;
}

export function reject(step: Step, p: { approvalId: string; decider: Decider; reason: string | null }): ApprovalRecord {
  const found = decidable(step, p.approvalId, p.decider, 'reject');
  step.send(APPROVAL_KIND, found.id, { type: 'api.reject', decidedBy: p.decider.sub, reason: p.reason });
  return step.stores.approvals.byId(found.id)!;
}
