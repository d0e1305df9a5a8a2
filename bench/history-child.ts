/**
 * bench/history.ts's writer: the shipped service on DATA_DIR (argv[2]) for the partner argv[3] journaling idempotent top-ups as fast
 * as it can; it tells its parent once it is writing, and the parent kills it with SIGKILL mid-stream.
 */
import { pino } from 'pino';
import { loadConfig } from '../engine/config.ts';
import { Service } from '../engine/service.ts';

const dataDir = process.argv[2]!;
const service = new Service(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', CLOCK: '2026-01-05T09:00:00Z' }), pino({ level: 'silent' }));
service.recover();
const partnerId = process.argv[3]!;
let n = 0;
const writer = async (): Promise<void> => {
  for (;;) {
    n += 1;
    await service.engine.execute(
      { type: 'funding.topup', env: 'sandbox', partnerId, requestId: null, payload: { amountMinor: 1, currency: 'USD', reference: null } },
      { idempotency: { key: `killed-${process.pid}-${n}`, fingerprint: 'f'.repeat(64) }, respond: (r: unknown) => ({ status: 201, body: r }) },
    );
    if (n === 200) process.send?.('writing');
  }
};
for (let i = 0; i < 8; i += 1) void writer();
