/**
 * Approvals (maker-checker). The engine holds an approvable command when the partner's policy says so
 * (engine/approval-hold.ts) and journals `approval.request` with the held command's type and payload
 * instead; `requestApproval` spawns the approval actor (the payload that will run and its SHA-256 digest,
 * who asked, a summary, an expiry on the service clock). Another member with `approvals.decide`, through a
 * portal session, approves: in the SAME command the actor moves to approved and the held command runs, by
 * type, through the engine's command map, in a nested savepoint (Step.attempt). When it is refused, its
 * writes roll back and the refusal is recorded on the approval (FAILED) in that same command; so it runs
 * at most once and only together with the decision. Rejection and expiry end it without running anything.
 */
import { canonicalJson } from '../../storage/journal.ts';
import type { ApprovalRecord, ApprovalRow } from '../../storage/approvals.ts';
import { publicStatus, type ApprovalInput, type ApprovalRequester, type approvalMachine } from '../../machines/approval/machine.ts';
import type { MachineView } from '../feature.ts';
import { partnerScope } from '../sub-accounts/sub-accounts.ts';
import { sha256Hex } from '../credentials.ts';
import { ServiceError } from '../errors.ts';
import { storedPolicy } from '../security/policy-store.ts';
import type { Step } from '../step.ts';
import { roleHasPermission } from '../team/roles.ts';
import { approvablesOf, type HeldCommandPayload } from '../approval-hold.ts';
import type { NewKeyMaterial } from '../partners/partners.ts';

export const APPROVAL_KIND = 'approval';
export const DECIDE_PERMISSION = 'approvals.decide';

/** The member deciding: a portal session's member and role. */
export interface Decider {
  readonly sub: string;
  readonly role: string;
}

/** What `approval.request` journaled before the engine held commands itself (the route named the action and summary); replayed as it ran. */
export interface LegacyRequestPayload {
  readonly action: string;
  readonly payload: unknown;
  readonly summary: Record<string, unknown>;
  readonly requester: ApprovalRequester;
}

/** A held request's result: the approval (the route answers 202 with it). */
export interface Held {
  readonly heldForApproval: ApprovalRecord;
}

export const isHeld = (result: unknown): result is Held => typeof result === 'object' && result !== null && 'heldForApproval' in result;

/** The digest a deciding member can recompute: SHA-256 (hex) of the canonical JSON of what will run. */
export const bodyDigest = (payload: unknown): string => sha256Hex(canonicalJson(payload));

export function projectApproval(step: Step, view: MachineView<typeof approvalMachine>): void {
  const c = view.snapshot.context;
  const row: ApprovalRow = {
    id: c.approvalId,
    env: view.record.env,
    partnerId: view.record.partnerId!,
    action: c.action,
    summary: c.summary,
    requester: c.requester,
    payload: c.payload,
    bodyDigest: c.bodyDigest,
    status: publicStatus(view.snapshot),
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

/** The approval's action and summary: from the held command's rule, or as a legacy entry journaled them. */
function described(step: Step, p: HeldCommandPayload | LegacyRequestPayload): { action: string; summary: Record<string, unknown> } {
  if ('action' in p) return { action: p.action, summary: p.summary };
  const rule = step.command(p.command)?.approvable;
  if (!rule) throw new Error(`command ${p.command} is not approvable`);
  return { action: rule.action, summary: rule.summary(step, p.payload as never) };
}

export function requestApproval(step: Step, p: HeldCommandPayload | LegacyRequestPayload): Held {
  const scope = partnerScope(step);
  const { action, summary } = described(step, p);
  const approvalId = step.newId('apr');
  const ttlSeconds = storedPolicy(step.stores, scope.env, scope.partnerId).policy.approvals.expiresInSeconds;
  const input: ApprovalInput = {
    approvalId,
    action,
    summary,
    requester: p.requester,
    payload: p.payload,
    bodyDigest: bodyDigest(p.payload),
    createdAtMs: step.atMs,
    expiresAtMs: step.atMs + ttlSeconds * 1000,
  };
  step.spawn(APPROVAL_KIND, approvalId, scope, input);
  return { heldForApproval: step.stores.approvals.byId(approvalId)! };
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

export interface ApprovePayload {
  readonly approvalId: string;
  readonly decider: Decider;
  /** A rotation's new key, made at approval (its raw value is shown once to the approving member, never journaled). */
  readonly key?: NewKeyMaterial;
}

export interface Approved {
  readonly approval: ApprovalRecord;
  /** The held command's own result; null when it was refused (the approval is FAILED with the refusal). */
  readonly result: unknown;
}

export function approve(step: Step, p: ApprovePayload): Approved {
  const found = decidable(step, p.approvalId, p.decider, 'approve');
  const approvable = approvablesOf(step.definitions).get(found.action);
  if (!approvable) throw new Error(`approval ${found.id} holds ${found.action}, which no command runs`);
  step.send(APPROVAL_KIND, found.id, { type: 'api.approve', decidedBy: p.decider.sub });
  const payload: unknown = p.key ? { ...(found.payload as Record<string, unknown>), key: p.key } : found.payload;
  const ran = step.attempt(() => approvable.runs.handler(step, payload as never));
  if (!ran.ok) {
    step.send(APPROVAL_KIND, found.id, { type: 'engine.failed', code: ran.refusal.code, message: ran.refusal.message });
    return { approval: step.stores.approvals.byId(found.id)!, result: null };
  }
  step.send(APPROVAL_KIND, found.id, { type: 'engine.executed', result: approvable.rule.outcome(ran.value, payload as never) });
  return { approval: step.stores.approvals.byId(found.id)!, result: ran.value };
}

/**
 * Replay only: journals made before the approving command recorded the refusal itself have the route's
 * second command, `approval.fail` (approved, then failed, in one step). Nothing sends it any more.
 */
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
