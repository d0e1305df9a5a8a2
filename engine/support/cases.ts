/**
 * Support cases: a partner opens one in its environment (related orders and sub-accounts must
 * be its own there), both sides add messages to the thread, and the operator moves its status. The
 * supportCase machine decides every move (CLOSED takes nothing: 409); the thread is appended here, in
 * the same step, numbered from 1.
 */
import {
  publicStatus,
  STATUS_EVENTS,
  type SupportCaseInput,
  type SupportCaseStatus,
  type SupportCategory,
  type SupportPriority,
} from '../../machines/supportCase/machine.ts';
import type { SupportCaseRecord, SupportMessage } from '../../storage/support.ts';
import type { supportCaseMachine } from '../../machines/supportCase/machine.ts';
import type { MachineView } from '../feature.ts';
import { partnerScope } from '../sub-accounts/sub-accounts.ts';
import { ServiceError } from '../errors.ts';
import type { Step } from '../step.ts';

export const SUPPORT_CASE_KIND = 'supportCase';

export interface OpenCasePayload {
  readonly subject: string;
  readonly category: SupportCategory;
  readonly priority: SupportPriority;
  readonly description: string;
  readonly relatedOrderIds: readonly string[];
  readonly relatedSubAccountIds: readonly string[];
}

export interface CaseWithThread {
  readonly supportCase: SupportCaseRecord;
  readonly messages: readonly SupportMessage[];
}

/** The case's projection (declared with its machine in the feature descriptor): its `support_cases` row from the snapshot. */
export function projectSupportCase(step: Step, view: MachineView<typeof supportCaseMachine>): void {
  const c = view.snapshot.context;
  step.stores.support.upsert({
    id: c.caseId,
    env: view.record.env,
    partnerId: view.record.partnerId!,
    subject: c.subject,
    category: c.category,
    priority: c.priority,
    description: c.description,
    relatedOrderIds: c.relatedOrderIds,
    relatedSubAccountIds: c.relatedSubAccountIds,
    status: publicStatus(view.snapshot),
    messageCount: c.messageCount,
    createdAtMs: c.createdAtMs,
    updatedAtMs: c.updatedAtMs,
  });
}

const withThread = (step: Step, caseId: string): CaseWithThread => ({
  supportCase: step.stores.support.byId(caseId)!,
  messages: step.stores.support.messages(caseId),
});

/** Ids that are not the partner's in this environment: refused with the list, nothing opened. */
function checkRelated(step: Step, p: OpenCasePayload): void {
  const { env, partnerId } = partnerScope(step);
  const foreignSubs = p.relatedSubAccountIds.filter((id) => {
    const a = step.stores.subAccounts.byId(id);
    return a?.partnerId !== partnerId || a.env !== env;
  });
  if (foreignSubs.length) {
    throw new ServiceError('VALIDATION_ERROR', `unknown sub-account ids: ${foreignSubs.join(', ')}`, {
      extra: { param: 'relatedSubAccountIds', ids: foreignSubs },
    });
  }
  const foreignOrders = p.relatedOrderIds.filter((id) => {
    const o = step.stores.orders.byId(id);
    return o?.partnerId !== partnerId || o.env !== env;
  });
  if (foreignOrders.length) {
    throw new ServiceError('VALIDATION_ERROR', `unknown order ids: ${foreignOrders.join(', ')}`, { extra: { param: 'relatedOrderIds', ids: foreignOrders } });
  }
}

export function openCase(step: Step, p: OpenCasePayload): CaseWithThread {
  const scope = partnerScope(step);
  checkRelated(step, p);
  const caseId = step.newId('case');
  const input: SupportCaseInput = {
    caseId,
    subject: p.subject,
    category: p.category,
    priority: p.priority,
    description: p.description,
    relatedOrderIds: [...new Set(p.relatedOrderIds)],
    relatedSubAccountIds: [...new Set(p.relatedSubAccountIds)],
    createdAtMs: step.atMs,
  };
  step.spawn(SUPPORT_CASE_KIND, caseId, scope, input);
  return withThread(step, caseId);
}

/** The partner's own case: another partner's (or environment's) is as unknown as a missing one. */
function ownCase(step: Step, caseId: string): SupportCaseRecord {
  const { env, partnerId } = partnerScope(step);
  const found = step.stores.support.byId(caseId);
  if (found?.partnerId !== partnerId || found.env !== env) throw new ServiceError('NOT_FOUND', `support case ${caseId} not found`);
  return found;
}

function anyCase(step: Step, caseId: string): SupportCaseRecord {
  const found = step.stores.support.byId(caseId);
  if (!found) throw new ServiceError('NOT_FOUND', `support case ${caseId} not found`);
  return found;
}

export function partnerMessage(step: Step, p: { caseId: string; body: string }): CaseWithThread {
  const c = ownCase(step, p.caseId);
  step.send(SUPPORT_CASE_KIND, c.id, { type: 'partner.message' });
  step.stores.support.appendMessage(c, { n: c.messageCount + 1, author: 'PARTNER', body: p.body, atMs: step.atMs });
  return withThread(step, c.id);
}

export function operatorMessage(step: Step, p: { caseId: string; body: string }): CaseWithThread {
  const c = anyCase(step, p.caseId);
  step.send(SUPPORT_CASE_KIND, c.id, { type: 'operator.message', body: p.body });
  step.stores.support.appendMessage(c, { n: c.messageCount + 1, author: 'OPERATOR', body: p.body, atMs: step.atMs });
  return withThread(step, c.id);
}

/**
 * PATCH status: the same status again changes nothing (200), except on a CLOSED case, which takes
 * nothing at all; a move the machine refuses is 409.
 */
export function setCaseStatus(step: Step, p: { caseId: string; status: SupportCaseStatus }): CaseWithThread {
  const c = anyCase(step, p.caseId);
  if (c.status !== p.status || c.status === 'CLOSED') step.send(SUPPORT_CASE_KIND, c.id, { type: STATUS_EVENTS[p.status] });
  return withThread(step, c.id);
}
