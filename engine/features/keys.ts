/**
 * API keys: data keys, rotation, revocation, and the operational metadata around keys (last
 * use, signed-request replay protection). Files: engine/keys/keys.ts, engine/credentials.ts,
 * storage/partners.ts (api_keys), storage/key-usage.ts, storage/request-signatures.ts,
 * http/routes/api-keys.ts.
 */
import { deleteDataKey, issueDataKey, revokeKey, rotateFullKey } from '../keys/keys.ts';
import { keyRevocationApproval, keyRotationApproval } from '../approvals/rules.ts';
import { defineCommand, defineFeature, NO_LEDGER } from '../feature.ts';

export const keys = defineFeature({
  name: 'keys',
  summary: 'API keys: data keys, rotation and revocation',
  machines: [],
  commands: {
    issueDataKey: defineCommand('keys.dataKey.issue', issueDataKey),
    deleteDataKey: defineCommand('keys.dataKey.delete', deleteDataKey),
    rotate: defineCommand('keys.rotate', rotateFullKey, { approvable: keyRotationApproval }),
    revoke: defineCommand('keys.revoke', revokeKey, { approvable: keyRevocationApproval }),
  },
  systemTimers: [],
  bootstrap: [],
  tables: {
    api_keys: { key: ['id'], reset: 'keep', why: 'a reset keeps the key it was called with (spec: "keeps the key")' },
    api_key_usage: {
      notReplayed: 'operational metadata written outside journaled commands, at most once a minute per key (storage/key-usage.ts)',
      reset: 'keep',
      why: 'last use of a key that survives the reset',
    },
    request_signatures: {
      notReplayed: 'replay protection of signed requests, written by the HTTP layer outside any command and pruned by time',
      reset: 'none',
      why: 'signatures belong to requests, not to partner data',
    },
  },
  migrations: ['009_key_usage', '011_request_signatures'],
  ledger: NO_LEDGER,
  events: [],
});
