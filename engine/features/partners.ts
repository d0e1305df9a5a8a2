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
  projectPartner,
  projectApplication,
} from '../partners/partners.ts';
import { partnerMachine, publicStatus as partnerPublicStatus, partnerRefusals } from '../../machines/partner/machine.ts';
import { applicationMachine, publicStatus as applicationPublicStatus, applicationRefusals } from '../../machines/application/machine.ts';
import { defineCommand, defineFeature, defineMachine, NO_LEDGER } from '../feature.ts';

const KEEP_PARTNER = { reset: 'keep', why: "a reset wipes the partner's data, never the partner itself" } as const;
const PRODUCTION_ONLY = { reset: 'none', why: 'applications are production records' } as const;

export const partners = defineFeature({
  name: 'partners',
  summary: "registration, applications and the operator's partner changes",
  machines: [
    defineMachine({
      kind: 'partner',
      machine: partnerMachine,
      version: 'partner@1',
      publicStatus: partnerPublicStatus,
      refusals: partnerRefusals,
      projection: projectPartner,
      reset: KEEP_PARTNER,
    }),
    defineMachine({
      kind: 'application',
      machine: applicationMachine,
      version: 'application@1',
      publicStatus: applicationPublicStatus,
      refusals: applicationRefusals,
      projection: projectApplication,
      reset: PRODUCTION_ONLY,
    }),
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
  migrations: ['014_partner_access_lock'],
  ledger: NO_LEDGER,
  events: [],
});
