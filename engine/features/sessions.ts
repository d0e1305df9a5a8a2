/**
 * Short-lived tokens: OAuth client-credentials tokens and portal sessions opened with an ID
 * token. Files: engine/sessions/tokens.ts, storage/sessions.ts, http/routes/oauth.ts, session.ts.
 */
import { createSession, issueOAuthToken, revokeSession } from '../sessions/tokens.ts';
import { defineCommand, defineFeature, NO_LEDGER } from '../feature.ts';

export const sessions = defineFeature({
  name: 'sessions',
  summary: 'OAuth client-credentials tokens and portal sessions',
  machines: [],
  commands: {
    issueOAuthToken: defineCommand('oauth.token.issue', issueOAuthToken),
    create: defineCommand('session.create', createSession),
    revoke: defineCommand('session.revoke', revokeSession),
  },
  systemTimers: [],
  bootstrap: [],
  tables: {
    portal_sessions: { key: ['id'], reset: 'keep', why: 'tokens are credentials of the partner, which a reset keeps' },
  },
  migrations: [],
  ledger: NO_LEDGER,
  events: [],
});
