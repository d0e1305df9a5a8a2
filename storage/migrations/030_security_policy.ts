import type { Migration } from '../migrations.ts';

/**
 * The partner's own security policy: one row per partner environment, the policy as JSON
 * (scoped keys, signed requests, mTLS, MFA for privileged roles, the API-key IP allowlist and the
 * approval rules), written by `security.patch` and by an approved loosening. No row: the defaults.
 */
export const migration030: Migration = {
  version: 30,
  name: 'security_policy',
  sql: `
CREATE TABLE partner_security (
  env TEXT NOT NULL,
  partner_id TEXT NOT NULL,
  policy TEXT NOT NULL,
  updated_at_ms INTEGER NOT NULL,
  PRIMARY KEY (env, partner_id)
) STRICT;
`,
};
