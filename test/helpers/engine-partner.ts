/** A sandbox partner registered straight through an in-process service's engine (engine tests, no HTTP). */
import { issueKey } from '../../engine/credentials.ts';
import type { Service } from '../../engine/service.ts';

export async function sandboxPartner(s: Service, sub: string): Promise<string> {
  const key = issueKey('sandbox');
  const done = await s.engine.execute<{ partnerId: string }>({
    type: 'sandbox.register',
    env: 'sandbox',
    partnerId: null,
    requestId: `register-${sub}`,
    payload: { sub, email: `${sub}@example.com`, name: null, key: { keyHash: key.hash, prefix: key.prefix, last4: key.last4 } },
  });
  return done.result.partnerId;
}
