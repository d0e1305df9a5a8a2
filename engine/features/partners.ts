/**
 * Partners: sandbox self-registration, production applications and registration, the
 * operator's approvals and partner changes. Files: machines/partner/, machines/application/,
 * engine/partners/partners.ts, storage/partners.ts, storage/applications.ts,
 * http/routes/registration.ts, account.ts, operator.ts.
 */
import {
  approveApplication,
  patchPartner,
  registerProduction,
  registerSandbox,
  rejectApplication,
  restoreAccess,
  submitApplication,
} from '../partners/partners.ts';
import { defineCommand, defineFeature, NO_LEDGER } from '../feature.ts';

const KEEP_PARTNER = { reset: 'keep', why: "a reset wipes the partner's data, never the partner itself" } as const;
const PRODUCTION_ONLY = { reset: 'none', why: 'applications are production records' } as const;

export const partners = defineFeature({
  name: 'partners',
  summary: "registration, applications and the operator's partner changes",
  machines: [
    { kind: 'partner', reset: KEEP_PARTNER },
    { kind: 'application', reset: PRODUCTION_ONLY },
  ],
  commands: {
    registerSandbox: defineCommand('sandbox.register', registerSandbox),
    apply: defineCommand('partner.apply', submitApplication),
    registerProduction: defineCommand('partner.register', registerProduction),
    approveApplication: defineCommand('operator.application.approve', approveApplication),
    rejectApplication: defineCommand('operator.application.reject', rejectApplication),
    patch: defineCommand('operator.partner.patch', patchPartner),
    restoreAccess: defineCommand('operator.partner.restoreAccess', restoreAccess),
  },
  systemTimers: [],
  bootstrap: [],
  tables: {
    partners: { key: ['id'], ...KEEP_PARTNER },
    applications: { key: ['id'], ...PRODUCTION_ONLY },
  },
  ledger: NO_LEDGER,
  events: [],
});
