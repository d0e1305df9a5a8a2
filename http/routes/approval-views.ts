/** How an approval looks on the wire: routes, the 202 of a held request and the decision answer. */
import type { ApprovalRecord } from '../../storage/approvals.ts';
import { iso, isoOrNull } from '../views.ts';

export function approvalView(a: ApprovalRecord): Record<string, unknown> {
  return {
    approvalId: a.id,
    action: a.action,
    status: a.status,
    requester: { kind: a.requester.kind, id: a.requester.id },
    summary: a.summary,
    body: a.payload,
    bodyDigest: a.bodyDigest,
    createdAt: iso(a.createdAtMs),
    expiresAt: iso(a.expiresAtMs),
    decidedBy: a.decidedBy,
    decidedAt: isoOrNull(a.decidedAtMs),
    reason: a.reason,
    failure: a.failure,
    outcome: a.result ?? null,
  };
}
