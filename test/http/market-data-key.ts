/**
 * A read-only data key (`pk_data_`) for a partner, issued from its full key by the real journaled
 * command behind `POST /api-keys/data-key` (test/http/keys-data-key.test.ts covers the route itself).
 * It runs synchronously through the engine so test set-up can stay synchronous; every request made
 * with the key then goes through the real authentication over HTTP. Issuing again for the same partner
 * rotates the previous data key, as the route does.
 */
import { issueKey, sha256Hex } from '../../engine/credentials.ts';
import type { TestServer } from '../helpers/server.ts';

export function issueDataKey(s: TestServer, fullKey: string): string {
  const { service } = s.running;
  const parent = service.stores.partners.keyByHash(sha256Hex(fullKey));
  if (!parent) throw new Error('unknown parent key');
  const key = issueKey('data');
  service.engine.executeNow({
    type: 'keys.dataKey.issue',
    env: parent.env,
    partnerId: parent.partnerId,
    requestId: null,
    payload: { presentingKeyId: parent.id, key: { keyHash: key.hash, prefix: key.prefix, last4: key.last4 } },
  });
  return key.raw;
}
