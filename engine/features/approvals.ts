/**
 * Approvals (maker-checker): requests the partner's policy holds for a second member (the
 * approval machine), decided through a portal session, executed by the held action's own handler.
 * Files: machines/approval/, engine/approvals/, storage/approvals.ts, storage/migrations/031_approvals.ts,
 * http/routes/approvals.ts, http/approval-gate.ts, http/schemas/security.ts.
 */
import { APPROVAL_KIND, approve, failApproval, reject, requestApproval, projectApproval } from '../approvals/approvals.ts';
import { approvalMachine, publicStatus as approvalPublicStatus } from '../../machines/approval/machine.ts';
import { defineCommand, defineFeature, defineMachine, NO_LEDGER, WIPE } from '../feature.ts';

export const approvals = defineFeature({
  name: 'approvals',
  summary: 'maker-checker approvals of the actions the security policy names',
  machines: [
    defineMachine({
      kind: APPROVAL_KIND,
      machine: approvalMachine,
      version: 'approval@1',
      publicStatus: approvalPublicStatus,
      projection: projectApproval,
      reset: WIPE,
    }),
  ],
  commands: {
    request: defineCommand('approval.request', requestApproval),
    approve: defineCommand('approval.approve', approve),
    fail: defineCommand('approval.fail', failApproval),
    reject: defineCommand('approval.reject', reject),
  },
  systemTimers: [],
  bootstrap: [],
  tables: {
    approvals: { key: ['id'], ...WIPE },
  },
  migrations: ['031_approvals'],
  ledger: NO_LEDGER,
  events: ['approval.requested', 'approval.approved', 'approval.rejected', 'approval.expired'],
});
