/**
 * Support: partner support cases with their message thread, answered and moved by the
 * operator (the supportCase machine), and the operator's KYC override on any sub-account. Files:
 * machines/supportCase/, engine/support/, storage/support.ts, storage/migrations/026_support_cases.ts,
 * engine/queries/support.ts, http/routes/support.ts, http/routes/operator-support.ts, http/schemas/support.ts.
 */
import { supportCaseMachine, publicStatus as supportCasePublicStatus, supportCaseRefusals } from '../../machines/supportCase/machine.ts';
import { defineCommand, defineFeature, defineMachine, NO_LEDGER, WIPE } from '../feature.ts';
import { openCase, operatorMessage, partnerMessage, SUPPORT_CASE_KIND, setCaseStatus, projectSupportCase } from '../support/cases.ts';
import { overrideKyc } from '../support/kyc-override.ts';

export const support = defineFeature({
  name: 'support',
  summary: 'support cases between partners and the operator, and the operator KYC override',
  machines: [
    defineMachine({
      kind: SUPPORT_CASE_KIND,
      machine: supportCaseMachine,
      version: 'supportCase@1',
      publicStatus: supportCasePublicStatus,
      refusals: supportCaseRefusals,
      projection: projectSupportCase,
      reset: WIPE,
    }),
  ],
  commands: {
    open: defineCommand('support.case.open', openCase),
    partnerMessage: defineCommand('support.case.message', partnerMessage),
    operatorMessage: defineCommand('operator.support.message', operatorMessage),
    setStatus: defineCommand('operator.support.status', setCaseStatus),
    overrideKyc: defineCommand('operator.subaccount.kyc', overrideKyc),
  },
  systemTimers: [],
  bootstrap: [],
  tables: {
    support_cases: { key: ['id'], ...WIPE },
    support_messages: { key: ['case_id', 'n'], ...WIPE },
  },
  migrations: ['026_support_cases'],
  ledger: NO_LEDGER,
  events: ['support.case_answered', 'support.case_updated'],
});
