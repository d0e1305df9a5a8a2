/**
 * What the idempotency check costs a POST, in process. The replayed top-up of `npm run bench`
 * (bench/run.ts `topupFloor`) is answered from its stored response, so its HTTP floor includes one
 * indexed read of that record; a fresh key is refused by the in-memory filter instead and never reads.
 * This journals 5,000 sandbox top-ups with idempotency records through the engine, then times the
 * lookup of existing keys and of fresh ones. Prints one JSON line of µs per lookup (median of 3 rounds).
 *
 *   node bench/idempotency-read-micro.ts
 */
import { rmSync } from 'node:fs';
import { funding } from '../engine/features/funding.ts';
import { median } from './in-process.ts';
import { microService } from './micro-service.ts';

const RECORDS = 5_000;
const LOOKUPS = 100_000;
const { dir, service, partnerId } = await microService('idempotency-read', 'system');
const scope = { env: 'sandbox' as const, partnerId };
for (let at = 0; at < RECORDS; at += 100) {
  await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      service.engine.run(
        funding.commands.topup,
        { ...scope, requestId: `r${at + i}`, payload: { amountMinor: 100, currency: 'USD', reference: null } },
        { respond: (r: unknown) => ({ status: 201, body: r }), idempotency: { key: `k-${at + i}`, fingerprint: 'f'.repeat(64) } },
      ),
    ),
  );
}
const idempotency = service.stores.idempotency;
const perLookupUs = (key: (i: number) => string): number => {
  const started = process.cpuUsage();
  for (let i = 0; i < LOOKUPS; i += 1) idempotency.get('sandbox', partnerId, key(i));
  const cpu = process.cpuUsage(started);
  return (cpu.user + cpu.system) / LOOKUPS;
};
const existing: number[] = [];
const fresh: number[] = [];
for (let round = 0; round < 3; round += 1) {
  existing.push(perLookupUs((i) => `k-${i % RECORDS}`));
  fresh.push(perLookupUs((i) => `fresh-${round}-${i}`));
}
process.stdout.write(
  `${JSON.stringify({ records: RECORDS, existingKeyUs: Math.round(median(existing) * 100) / 100, freshKeyUs: Math.round(median(fresh) * 100) / 100 })}\n`,
);
service.close();
rmSync(dir, { recursive: true, force: true });
