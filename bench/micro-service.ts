/** The in-process micro benchmarks' service: the shipped Service on a temporary directory, recovered, with one sandbox partner. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../engine/config.ts';
import { issueKey } from '../engine/credentials.ts';
import { Service } from '../engine/service.ts';

export async function microService(label: string, clock: string): Promise<{ dir: string; service: Service; partnerId: string }> {
  const dir = mkdtempSync(join(tmpdir(), `pbs-${label}-`));
  const service = new Service(loadConfig({ DATA_DIR: dir, CLOCK: clock, LOG_LEVEL: 'silent' }), pino({ level: 'silent' }));
  service.recover();
  const key = issueKey('sandbox');
  const { result } = await service.engine.execute<{ partnerId: string }>({
    type: 'sandbox.register',
    env: 'sandbox',
    partnerId: null,
    requestId: 'micro',
    payload: { sub: 'micro', email: 'micro@example.com', name: null, key: { keyHash: key.hash, prefix: key.prefix, last4: key.last4 } },
  });
  return { dir, service, partnerId: result.partnerId };
}
