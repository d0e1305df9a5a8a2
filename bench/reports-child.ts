/**
 * The service under test for the reports scenario, in a child process (run with
 * --expose-gc): the shipped startServer, plus one IPC request that seeds a large book straight through
 * the engine. Sub-accounts are created by the real `subaccount.create` command (1,000 in flight at a
 * time, so they group-commit); positions and cash by a bench-only journaled command registered here,
 * `bench.seedBook`, which makes the ledger transfers a filled BUY would leave behind (venue shares to
 * the holding, sandbox funding to settled cash) for a batch of sub-accounts in one command. Seeding
 * 100,000 positions through orders would take minutes and measure trading, not the reports.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { pino } from 'pino';
import { commandHandlers } from '../engine/handlers.ts';
import { loadConfig } from '../engine/config.ts';
import { walkedAum } from '../engine/reports/aum.ts';
import { AumBook } from '../engine/reports/aum-book.ts';
import { assetPricer } from '../engine/reports/valuation.ts';
import type { CommandHandler } from '../engine/engine.ts';
import { subAccounts } from '../engine/features/index.ts';
import { ledgerAccounts } from '../engine/ledger.ts';
import type { Step } from '../engine/step.ts';
import { startServer } from '../http/server.ts';

export interface SeedRequest {
  readonly type: 'seed';
  readonly partnerId: string;
  readonly accounts: number;
  readonly positionsPerAccount: number;
  /** How many of the catalogue's listed instruments the positions spread over. */
  readonly symbolCount: number;
}

interface SeedBookPayload {
  readonly owners: readonly string[];
  readonly symbols: readonly string[];
  readonly positionsPerAccount: number;
  /** Where this batch starts in the whole book (spreads the symbols over accounts). */
  readonly offset: number;
}

const SEED_COMMAND = 'bench.seedBook';
const CASH_MINOR = 250_000;

(commandHandlers as Map<string, CommandHandler>).set(SEED_COMMAND, (step: Step, p: SeedBookPayload) => {
  const env = 'sandbox';
  const partnerId = step.id.partnerId!;
  p.owners.forEach((owner, k) => {
    const i = p.offset + k;
    step.transfer({
      debit: ledgerAccounts.sandboxFunding(),
      credit: ledgerAccounts.cashSettled(env, partnerId, owner),
      amountMinor: CASH_MINOR,
      kind: 'bench_seed',
    });
    for (let j = 0; j < p.positionsPerAccount; j += 1) {
      const symbol = p.symbols[(i * 7 + j) % p.symbols.length]!;
      const quantityMicro = (1 + ((i + j) % 50)) * 1_000_000;
      step.transfer({
        debit: ledgerAccounts.venueShares(env, symbol),
        credit: ledgerAccounts.holding(env, partnerId, owner, symbol),
        amountMinor: quantityMicro,
        kind: 'bench_seed',
      });
    }
  });
  return null;
});

const config = loadConfig({ HTTP_MAX_CONNECTIONS_PER_ADDRESS: '10000', ...process.env });
const log = pino({ level: config.logLevel });
const running = await startServer(config, log);
process.send?.({ type: 'listening', port: running.port });

const BATCH = 1000;

async function seed(r: SeedRequest): Promise<{ accounts: number; positions: number; symbols: number; ms: number }> {
  const started = performance.now();
  const { engine } = running.service;
  const symbols = running.service.market.catalog.instruments.slice(0, r.symbolCount).map((i) => i.symbol);
  const owners: string[] = [];
  for (let from = 0; from < r.accounts; from += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, r.accounts - from) }, (_, k) =>
      engine.run(subAccounts.commands.create, {
        env: 'sandbox',
        partnerId: r.partnerId,
        requestId: null,
        payload: { externalId: `bench-${from + k}`, email: null, name: null, country: null, metadata: null },
      }),
    );
    for (const done of await Promise.all(batch)) owners.push(done.result.account.id);
  }
  // 100 sub-accounts (1,000 positions) per command: one transaction each, several per commit.
  const PER_COMMAND = 100;
  const seeds: Promise<unknown>[] = [];
  for (let from = 0; from < owners.length; from += PER_COMMAND) {
    const payload: SeedBookPayload = { owners: owners.slice(from, from + PER_COMMAND), symbols, positionsPerAccount: r.positionsPerAccount, offset: from };
    seeds.push(engine.execute({ type: SEED_COMMAND, env: 'sandbox', partnerId: r.partnerId, requestId: null, payload }));
  }
  await Promise.all(seeds);
  return { accounts: owners.length, positions: owners.length * r.positionsPerAccount, symbols: symbols.length, ms: performance.now() - started };
}

/**
 * Today's AUM computed three ways in this process, alternating (same load, same data): the kept book
 * caught up from the transfer log (what the route serves), a book built afresh from the balances (a
 * cold start or a long-unread partner), and the JavaScript walk over every balance the route used
 * before. Milliseconds each, and whether all three give the same report.
 */
function compareAum(partnerId: string, rounds: number): { keptMs: number[]; rebuiltMs: number[]; walkedMs: number[]; same: boolean } {
  const { market } = running.service;
  const nowMs = running.service.clock.nowMs();
  const at = { date: new Date(nowMs).toISOString().slice(0, 10), current: true, atMs: nowMs };
  const scope = { partnerId, env: 'sandbox' as const };
  const store = market.stores.reports;
  const kept = new AumBook(store, partnerId, 'sandbox');
  kept.refresh();
  const keptMs: number[] = [];
  const rebuiltMs: number[] = [];
  const walkedMs: number[] = [];
  let same = true;
  for (let i = 0; i < rounds; i += 1) {
    let started = performance.now();
    kept.refresh();
    const fromKept = kept.report(at, assetPricer(market, at));
    keptMs.push(performance.now() - started);
    started = performance.now();
    const fresh = new AumBook(store, partnerId, 'sandbox');
    fresh.refresh();
    const fromFresh = fresh.report(at, assetPricer(market, at));
    rebuiltMs.push(performance.now() - started);
    started = performance.now();
    const walked = walkedAum(store, scope, at, 0, assetPricer(market, at));
    walkedMs.push(performance.now() - started);
    same &&= JSON.stringify(fromKept) === JSON.stringify(walked) && JSON.stringify(fromFresh) === JSON.stringify(walked);
  }
  return { keptMs, rebuiltMs, walkedMs, same };
}

function memory(): { memory: NodeJS.MemoryUsage; maxRssBytes: number } {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  return { memory: process.memoryUsage(), maxRssBytes: process.resourceUsage().maxRSS * 1024 };
}

/**
 * BENCH_PROFILE=<dir>: a CPU profile of the measured reads only (seeding excluded), started and
 * stopped over IPC around them (read it with bench/profile-top.ts).
 */
const profiler = new Session();
async function startProfile(): Promise<void> {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
async function stopProfile(dir: string): Promise<string> {
  const { profile } = await profiler.post('Profiler.stop');
  const file = join(dir, `reports-${process.pid}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  profiler.disconnect();
  return file;
}

process.on('message', (message: { type?: string; dir?: string }) => {
  if (message.type === 'compare-aum') {
    const m = message as { partnerId: string; rounds: number };
    process.send?.({ type: 'compare-aum', ...compareAum(m.partnerId, m.rounds) });
  }
  if (message.type === 'profile-start') void startProfile().then(() => process.send?.({ type: 'profile-start' }));
  if (message.type === 'profile-stop') void stopProfile(message.dir!).then((file) => process.send?.({ type: 'profile-stop', file }));
  if (message.type === 'memory') process.send?.({ type: 'memory', ...memory() });
  if (message.type === 'cpu') process.send?.({ type: 'cpu', usage: process.cpuUsage() });
  if (message.type === 'rss') process.send?.({ type: 'rss', rss: process.memoryUsage().rss });
  if (message.type === 'seed') void seed(message as SeedRequest).then((result) => process.send?.({ type: 'seed', ...result }));
});
process.once('SIGTERM', () => {
  void running.close().then(() => process.exit(0));
});
