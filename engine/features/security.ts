/**
 * The partner's own security policy: scoped keys, signed requests, mTLS, MFA for privileged
 * roles, the API-key IP allowlist and the approval rules. Files: engine/security/, storage/security.ts,
 * storage/migrations/030_security_policy.ts, http/routes/security.ts, http/schemas/security.ts; the
 * enforcement joins the operator flags in http/middleware/enterprise-controls.ts.
 */
import { securityLooseningApproval } from '../approvals/rules.ts';
import { defineCommand, defineFeature, NO_LEDGER } from '../feature.ts';
import { applySecurityPatch, patchSecurity } from '../security/commands.ts';

export const security = defineFeature({
  name: 'security',
  summary: "the partner's own security policy (controls, MFA, IP allowlist, approval rules)",
  machines: [],
  commands: {
    patch: defineCommand('security.patch', patchSecurity, { approvable: securityLooseningApproval }),
    // Only ever run by an approval of a held loosening (engine/approvals/rules.ts): no route dispatches it.
    loosen: defineCommand('security.loosen', applySecurityPatch),
  },
  systemTimers: [],
  bootstrap: [],
  tables: {
    partner_security: { key: ['env', 'partner_id'], reset: 'keep', why: "the partner's configuration, like the partner record a reset keeps" },
  },
  migrations: ['030_security_policy'],
  ledger: NO_LEDGER,
  events: [],
});
