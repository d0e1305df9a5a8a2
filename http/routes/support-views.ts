/** Support cases as HTTP answers them: the summary, with the thread, and the operator's form naming the partner. */
import type { CaseWithThread } from '../../engine/support/cases.ts';
import type { SupportCaseRecord, SupportMessage } from '../../storage/support.ts';
import { iso } from '../views.ts';

export function caseSummary(c: SupportCaseRecord) {
  return {
    caseId: c.id,
    subject: c.subject,
    category: c.category,
    priority: c.priority,
    description: c.description,
    relatedOrderIds: [...c.relatedOrderIds],
    relatedSubAccountIds: [...c.relatedSubAccountIds],
    status: c.status,
    messageCount: c.messageCount,
    createdAt: iso(c.createdAtMs),
    updatedAt: iso(c.updatedAtMs),
  };
}

export const messageView = (m: SupportMessage) => ({ messageNumber: m.n, author: m.author, body: m.body, createdAt: iso(m.atMs) });

export const operatorCaseSummary = (c: SupportCaseRecord) => ({ ...caseSummary(c), partnerId: c.partnerId, environment: c.env });

export const caseView = (t: CaseWithThread) => ({ ...caseSummary(t.supportCase), messages: t.messages.map(messageView) });

export const operatorCaseView = (t: CaseWithThread) => ({ ...operatorCaseSummary(t.supportCase), messages: t.messages.map(messageView) });
