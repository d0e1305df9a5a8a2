/**
 * A read-only data key (`pk_data_`) for a partner, derived from its full key. Key management has no
 * HTTP route yet, so the key row is written through the partners store, as issuing would write it;
 * every request made with it then goes through the real authentication over HTTP.
 */
import { issueKey, sha256Hex } from '../../engine/credentials.ts';
import type { TestServer } from '../helpers/server.ts';

export function issueDataKey(s: TestServer, fullKey: string): string {
  const partners = s.running.service.stores.partners;
  const parent = partners.keyByHash(sha256Hex(fullKey));
  if (!parent) throw new Error('unknown parent key');
  const key = issueKey('data');
  partners.insertKey({
    id: `key_data_${key.last4}${Date.now()}`,
    keyHash: key.hash,
    partnerId: parent.partnerId,
    env: parent.env,
    kind: 'data',
    status: 'active',
    prefix: key.prefix,
    last4: key.last4,
    scopes: ['market:read'],
    parentKeyId: parent.id,
    createdAtMs: s.running.service.clock.nowMs(),
    expiresAtMs: null,
    revokedAtMs: null,
  });
  return key.raw;
}
