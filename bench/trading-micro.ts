/**
 * In-process probe of the trading pair's engine cost: CLIENTS closed-loop callers
 * each run a sandbox quote (`trading.quote`) then the MARKET BUY of 1 share it quoted (`trading.place`,
 * with an idempotency record and stored response, as the route does) for one of 200 funded
 * sub-accounts, through `Engine.run`, with no HTTP. Prints one JSON line: engine CPU µs per pair,
 * pairs/s, p50/p99 of the trade, commands per commit. The HTTP side is bench/trading-cost.ts's.
 * `node bench/trading-micro.ts` (PAIRS, WARM_PAIRS, CLIENTS from the environment). Runs
 * unchanged on the base commit, so before/after is the same script back to back.
 * TIME_SQL=1 also prints the time spent inside SQLite per pair (bench/sql-probe.ts), in all and in
 * BEGIN, COMMIT and savepoints. MOVING_CLOCK=1 moves the virtual clock on by 1 ms before each pair, as a running clock
 * would: ids then sort by creation (engine/ids.ts) and inserts keyed by them append instead of landing on random pages,
 * as they do under the fixed clock the trading benches use to keep the market open.
 * WAL_BY_TABLE=1: automatic checkpoints off for the measured pairs, then every WAL
 * frame they appended is attributed to the table or index owning its page (SQLite's `dbstat`), per pair:
 * where the batch COMMIT's writes go. The CPU figure of such a run is not comparable (no checkpoints).
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isVirtual } from '../engine/clock.ts';
import { currentQuote } from '../engine/market/quotes.ts';
import { subAccounts } from '../engine/features/sub-accounts.ts';
import { trading } from '../engine/features/trading.ts';
import type { PlaceOrderRequest } from '../engine/trading/placement.ts';
import type { QuoteIssued } from '../engine/trading/quoting.ts';
import type { Db } from '../storage/db.ts';
import { microService } from './micro-service.ts';
import { SqlProbe } from './sql-probe.ts';

const PAIRS = Number(process.env.PAIRS ?? 4_000);
const WARM_PAIRS = Number(process.env.WARM_PAIRS ?? 2_000);
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const ACCOUNTS = 200;
const SYMBOL = 'SCOM.KE';
const WAL_BY_TABLE = process.env.WAL_BY_TABLE === '1';
const MOVING_CLOCK = process.env.MOVING_CLOCK === '1';
const sql = process.env.TIME_SQL === '1' ? SqlProbe.install({ timing: true }) : null;

/** WAL frames per pair by the table or index that owns each frame's page (the log must hold only the measured pairs). */
function walFramesByTable(db: Db, dir: string, pairs: number): Record<string, number> {
  const wal = readFileSync(join(dir, 'service.db-wal'));
  const pageSize = wal.readUInt32BE(8);
  const owner = new Map<number, string>();
  for (const r of db.prepare('SELECT name, pageno FROM dbstat').all() as { name: string; pageno: number }[]) owner.set(r.pageno, r.name);
  const frames = new Map<string, number>();
  // A WAL file: a 32-byte header, then frames of a 24-byte header (page number first) and one page.
  for (let at = 32; at + 24 + pageSize <= wal.length; at += 24 + pageSize) {
    const name = owner.get(wal.readUInt32BE(at)) ?? '(free or new)';
    frames.set(name, (frames.get(name) ?? 0) + 1);
  }
  const total = [...frames.values()].reduce((a, b) => a + b, 0);
  const rows = [['(all)', total] as const, ...[...frames].sort((a, b) => b[1] - a[1])];
  return Object.fromEntries(rows.map(([name, n]) => [name, Math.round((n / pairs) * 1000) / 1000]));
}

async function main(): Promise<void> {
  const { dir, service, partnerId } = await microService('trading-micro', '2026-09-01T09:00:00Z');
  const scope = { env: 'sandbox' as const, partnerId };
  const run = <P, R>(command: Parameters<typeof service.engine.run<P, R>>[0], payload: P, n: string, key?: string) =>
    service.engine.run<P, R>(
      command,
      { ...scope, requestId: n, payload },
      { respond: (r: R) => ({ status: 200, body: r }), ...(key ? { idempotency: { key, fingerprint: 'f'.repeat(64) } } : {}) },
    );
  const accounts: string[] = [];
  for (let i = 0; i < ACCOUNTS; i += 1) {
    const created = await run(subAccounts.commands.create, { externalId: `micro-${i}`, email: null, name: null, country: null, metadata: null }, `u${i}`);
    const id = (created.result as { account: { id: string } }).account.id;
    await run(subAccounts.commands.testDeposit, { subAccountId: id, amountMinor: 100_000_000, note: null }, `d${i}`, `deposit-${i}`);
    accounts.push(id);
  }
  const instrument = service.market.catalog.resolve(SYMBOL);
  const market = () => {
    const q = currentQuote(service.market, instrument, service.clock.nowMs());
    return q ? { priceMinor: q.priceMinor, asOfMs: q.asOfMs } : null;
  };
  const latencies: number[] = [];
  const clock = service.clock;
  const pair = async (n: number): Promise<void> => {
    if (MOVING_CLOCK && isVirtual(clock)) clock.moveTo(clock.nowMs() + 1);
    const ownerId = accounts[((n % ACCOUNTS) + ACCOUNTS) % ACCOUNTS]!;
    const quote = await run(
      trading.commands.quote,
      { ownerId, symbol: SYMBOL, side: 'BUY', quantityMicro: 1_000_000, cashValueMinor: null, market: market() },
      `q${n}`,
    );
    const { quoteId } = quote.result as QuoteIssued;
    const order: PlaceOrderRequest = {
      ownerId,
      symbol: SYMBOL,
      side: 'BUY',
      orderType: 'MARKET',
      quantityMicro: 1_000_000,
      cashValueMinor: null,
      limitPriceMinor: null,
      stopPriceMinor: null,
      timeInForce: 'GTC',
      expiresAtMs: null,
      quoteId,
      clientOrderId: null,
      orderInstruction: null,
      stopLossMinor: null,
      takeProfitMinor: null,
      market: market(),
    };
    const startedAt = performance.now();
    await run(trading.commands.place, order, `t${n}`, `trade-${n}`);
    latencies.push(performance.now() - startedAt);
  };
  let issued = -WARM_PAIRS;
  let target = 0;
  const client = async (): Promise<void> => {
    while (issued < target) await pair(issued++);
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  latencies.length = 0;
  target = PAIRS;
  if (WAL_BY_TABLE) {
    service.stores.db.pragma('wal_checkpoint(TRUNCATE)');
    service.stores.db.pragma('wal_autocheckpoint = 0');
  }
  const before = service.engine.stats() as { batches: number; commands: number };
  sql?.start();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  sql?.stop();
  const inSql = sql ? sql.totalsUs() : null;
  const after = service.engine.stats() as { batches: number; commands: number };
  latencies.sort((a, b) => a - b);
  const q = (p: number): number => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]! * 10) / 10;
  process.stdout.write(
    `${JSON.stringify({
      pairs: PAIRS,
      clients: CLIENTS,
      cpuUsPerPair: Math.round((cpu.user + cpu.system) / PAIRS),
      pairsPerSecond: Math.round((PAIRS / wallMs) * 1000),
      tradeP50Ms: q(0.5),
      tradeP99Ms: q(0.99),
      commandsPerCommit: Math.round(((after.commands - before.commands) / (after.batches - before.batches)) * 10) / 10,
      ...(inSql ? { sqlUsPerPair: Math.round(inSql.allUs / PAIRS), sqlControlUsPerPair: Math.round(inSql.controlUs / PAIRS) } : {}),
    })}\n`,
  );
  if (WAL_BY_TABLE) process.stdout.write(`${JSON.stringify({ walFramesPerPair: walFramesByTable(service.stores.db, dir, PAIRS) })}\n`);
  service.close();
  rmSync(dir, { recursive: true, force: true });
}

void main();
