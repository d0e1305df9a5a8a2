/**
 * In-process comparison of the ledger read GET /account makes, through the writer connection and through
 * the read-only one: alternating rounds in one process, so machine load hits both alike.
 * `node bench/read-connection-micro.ts`; prints one JSON line (ns per read, median of rounds).
 */
import { rmSync } from 'node:fs';
import { microService } from './micro-service.ts';
import { createQueries } from '../engine/queries/index.ts';
import { Service } from '../engine/service.ts';
import { openReadConnection } from '../storage/db.ts';
import { createReadStores } from '../storage/stores.ts';

const READS = 50_000;
const ROUNDS = 7;

async function main(): Promise<void> {
  const { dir, service, partnerId } = await microService('read-micro', '2026-09-01T09:00:00Z');
  const readDb = openReadConnection(dir);
  const openScratch = (...args: ConstructorParameters<typeof Service>): Service => new Service(...args);
  const writer = createQueries(service.stores, openScratch).identity;
  const reader = createQueries(createReadStores(readDb, service.stores), openScratch).identity;
  const time = (q: typeof writer): number => {
    const start = process.hrtime.bigint();
    for (let i = 0; i < READS; i += 1) q.masterWalletBalanceMinor('sandbox', partnerId);
    return Number(process.hrtime.bigint() - start) / READS;
  };
  const w: number[] = [];
  const r: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    w.push(time(writer));
    r.push(time(reader));
  }
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  process.stdout.write(`${JSON.stringify({ readsPerRound: READS, rounds: ROUNDS, writerNsPerRead: median(w), readerNsPerRead: median(r) })}\n`);
  readDb.close();
  service.close();
  rmSync(dir, { recursive: true, force: true });
}

await main();
