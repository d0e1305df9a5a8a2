/**
 * Approvals (maker-checker): requests the partner's policy holds for a second member (the approval
 * machine), decided through a portal session. Which commands may be held, and how, their own
 * definitions say (`approvable`, rules in engine/approvals/rules.ts); the engine holds them
 * (engine/approval-hold.ts) and the approving command runs the held one by type in a nested savepoint.
 * Files: machines/approval/, engine/approvals/, engine/approval-hold.ts, storage/approvals.ts,
 * storage/migrations/031_approvals.ts, http/routes/approvals.ts, http/approval-gate.ts, http/schemas/security.ts.
 */
import { HOLD_COMMAND } from '../approval-hold.ts';
import { APPROVAL_KIND, approve, failApproval, reject, requestApproval, projectApproval } from '../approvals/approvals.ts';
import { approvalMachine, publicStatus as approvalPublicStatus, approvalRefusals } from '../../machines/approval/machine.ts';
import { defineCommand, defineFeature, defineMachine, NO_LEDGER, WIPE } from '../feature.ts';

export const approvals = defineFeature({
  name: 'approvals',
  summary: 'maker-checker approvals of the commands the security policy holds',
  machines: [
    defineMachine({
      kind: APPROVAL_KIND,
      machine: approvalMachine,
      version: 'approval@1',
      publicStatus: approvalPublicStatus,
      refusals: approvalRefusals,
      projection: projectApproval,
      reset: WIPE,
    }),
  ],
  commands: {
    request: defineCommand(HOLD_COMMAND, requestApproval),
    approve: defineCommand('approval.approve', approve),
    /** Replay only: old journals record a refused approved action as this second command (engine/approvals/approvals.ts). */
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
