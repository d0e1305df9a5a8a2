/**
 * A year of history (`BENCH_ONLY=history npm run bench`, or `node bench/history.ts`): for each
 * size of HISTORY_SIZES (journal entries; default 10000,100000; add 1000000 when there is time: about 10
 * minutes of one core per million), builds that many journaled commands through the engine (no HTTP):
 * sandbox top-ups with idempotency keys, quotes and MARKET trades of 200 sub-accounts, under a clock that
 * moves 10 ms per unit. Then it takes a checkpoint, archives the journal before it, journals AFTER_CHECKPOINT
 * more commands, and measures on the shipped server (requests served in process, bench/in-process.ts):
 * start-up to ready (median of three), the first write after start (an idempotent top-up), GET /events first page and a
 * deep page (`since` half-way through), a sub-account's order list (first page), recovery after
 * `kill -9` of a server child in the middle of writing, the rebuild from the latest checkpoint
 * (`journal:replay`'s code), and the sizes of the database, the checkpoint and the archive. Prints a
 * Markdown table and one JSON line. Goal: start-up, first write and every read within 2x between sizes;
 * rebuild proportional to the entries since the checkpoint.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { isVirtual } from '../engine/clock.ts';
import { loadConfig } from '../engine/config.ts';
import { issueKey } from '../engine/credentials.ts';
import { subAccounts } from '../engine/features/sub-accounts.ts';
import { trading } from '../engine/features/trading.ts';
import { eventIdFor } from '../engine/ids.ts';
import { currentQuote } from '../engine/market/quotes.ts';
import { replayJournal } from '../engine/replay.ts';
import { Service } from '../engine/service.ts';
import type { PlaceOrderRequest } from '../engine/trading/placement.ts';
import type { QuoteIssued } from '../engine/trading/quoting.ts';
import { startServer } from '../http/server.ts';
import { createCheckpoint } from '../storage/checkpoints.ts';
import { databasePath } from '../storage/db.ts';
import { openReadOnly } from '../storage/inspect.ts';
import { ARCHIVE_DIR, archiveJournal, archivedThrough } from '../storage/journal-archive.ts';
import { JournalStore } from '../storage/journal.ts';
import { jsonBodyOf, median, serveInProcess, type Listener } from './in-process.ts';
import { BENCH_ID_TOKEN_SECRET, BENCH_OPERATOR_TOKEN } from './partner.ts';

const SIZES = (process.env.HISTORY_SIZES ?? '10000,100000').split(',').map(Number);
const AFTER_CHECKPOINT = Number(process.env.HISTORY_AFTER_CHECKPOINT ?? 2_000);
const WARMUP = Number(process.env.HISTORY_WARMUP ?? 2_000);
const ACCOUNTS = 200;
const CLIENTS = 50;
const SYMBOL = 'SCOM.KE';
const START = '2026-01-05T07:00:00Z';
const SANDBOX = '/api/sandbox/v1/partner';
const READS = 15;
const log = pino({ level: 'silent' });

const env = (dataDir: string): Record<string, string> => ({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  CLOCK: START,
  OPERATOR_TOKEN: BENCH_OPERATOR_TOKEN,
  ID_TOKEN_SECRET: BENCH_ID_TOKEN_SECRET,
});

interface Built {
  readonly apiKey: string;
  readonly partnerId: string;
  readonly accounts: readonly string[];
}

/** Journals commands until the journal holds `entries`; the first call also creates the partner and its sub-accounts. */
async function grow(service: Service, entries: number, built: Built | null): Promise<Built> {
  const engine = service.engine;
  let partner = built;
  if (!partner) {
    const key = issueKey('sandbox');
    const { result } = await engine.execute<{ partnerId: string }>({
      type: 'sandbox.register',
      env: 'sandbox',
      partnerId: null,
      requestId: 'history',
      payload: { sub: 'history', email: 'history@example.com', name: null, key: { keyHash: key.hash, prefix: key.prefix, last4: key.last4 } },
    });
    partner = { apiKey: key.raw, partnerId: result.partnerId, accounts: [] };
  }
  const scope = { env: 'sandbox' as const, partnerId: partner.partnerId };
  const run = <P, R>(command: Parameters<typeof engine.run<P, R>>[0], payload: P, key?: string) =>
    engine.run<P, R>(
      command,
      { ...scope, requestId: null, payload },
      { respond: (r: R) => ({ status: 200, body: r }), ...(key ? { idempotency: { key, fingerprint: 'f'.repeat(64) } } : {}) },
    );
  const accounts = [...partner.accounts];
  for (let i = accounts.length; i < ACCOUNTS; i += 1) {
    const created = await run(subAccounts.commands.create, { externalId: `history-${i}`, email: null, name: null, country: null, metadata: null });
    const id = (created.result as { account: { id: string } }).account.id;
    await run(subAccounts.commands.testDeposit, { subAccountId: id, amountMinor: 100_000_000, note: null }, `deposit-${i}`);
    accounts.push(id);
  }
  const instrument = service.market.catalog.resolve(SYMBOL);
  const clock = service.clock;
  const market = () => {
    const q = currentQuote(service.market, instrument, clock.nowMs());
    return q ? { priceMinor: q.priceMinor, asOfMs: q.asOfMs } : null;
  };
  let n = engine.journalHead().seq;
  /** One unit: a top-up, a quote and the trade it quoted (three entries). */
  const unit = async (k: number): Promise<void> => {
    if (isVirtual(clock)) clock.moveTo(clock.nowMs() + 10);
    await engine.execute(
      { type: 'funding.topup', env: 'sandbox', partnerId: scope.partnerId, requestId: null, payload: { amountMinor: 100, currency: 'USD', reference: null } },
      { idempotency: { key: `topup-${k}`, fingerprint: 'f'.repeat(64) }, respond: (r: unknown) => ({ status: 201, body: r }) },
    );
    const ownerId = accounts[k % ACCOUNTS]!;
    const quote = await run(trading.commands.quote, {
      ownerId,
      symbol: SYMBOL,
      side: 'BUY',
      quantityMicro: 100_000_000,
      cashValueMinor: null,
      market: market(),
    });
    const order: PlaceOrderRequest = {
      ownerId,
      symbol: SYMBOL,
      side: 'BUY',
      orderType: 'MARKET',
      quantityMicro: 100_000_000,
      cashValueMinor: null,
      limitPriceMinor: null,
      stopPriceMinor: null,
      timeInForce: 'GTC',
      expiresAtMs: null,
      quoteId: (quote.result as QuoteIssued).quoteId,
      clientOrderId: null,
      orderInstruction: null,
      stopLossMinor: null,
      takeProfitMinor: null,
      market: market(),
    };
    await run(trading.commands.place, order, `trade-${k}`);
  };
  const client = async (): Promise<void> => {
    while (engine.journalHead().seq < entries) await unit((n += 1));
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return { ...partner, accounts };
}

async function timed<T>(work: () => Promise<T> | T): Promise<{ value: T; ms: number }> {
  const startedAt = performance.now();
  const value = await work();
  return { value, ms: Math.round((performance.now() - startedAt) * 10) / 10 };
}

/** Median ms of READS in-process GETs of `url`, each required to answer 200. */
async function readMs(listener: Listener, url: string, apiKey: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < READS; i += 1) {
    const { value: status, ms } = await timed(() => serveInProcess(listener, url, { authorization: `Bearer ${apiKey}` }));
    if (status !== 200) throw new Error(`${url} answered ${status}`);
    times.push(ms);
  }
  return median(times);
}

/** A server child that writes top-ups until it is killed with SIGKILL in the middle of them. */
async function killDuringWrites(dataDir: string, partnerId: string): Promise<void> {
  const child = fork(join(import.meta.dirname, 'history-child.ts'), [dataDir, partnerId], {
    execArgv: [],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the writer child exited (${code}) before writing`)));
  });
  child.removeAllListeners('exit');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await exited;
}

const dirBytes = (dir: string): number => {
  try {
    return readdirSync(dir).reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);
  } catch {
    return 0;
  }
};

interface SizeResult {
  readonly entries: number;
  readonly buildSeconds: number;
  readonly startupMs: number;
  readonly firstWriteMs: number;
  readonly eventsFirstPageMs: number;
  readonly eventsDeepPageMs: number;
  readonly subAccountOrdersMs: number;
  readonly recoveryAfterKillMs: number;
  readonly rebuildFromCheckpointMs: number;
  readonly rebuiltEntries: number;
  readonly databaseMB: number;
  readonly checkpointMB: number;
  readonly archiveMB: number;
  readonly hotJournalEntries: number;
}

const mb = (bytes: number): number => Math.round((bytes / 1e6) * 10) / 10;

async function measure(entries: number): Promise<SizeResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pbs-history-'));
  try {
    const service = new Service(loadConfig(env(dataDir)), log);
    service.recover();
    const build = await timed(() => grow(service, entries, null));
    const checkpoint = createCheckpoint(service.stores.db, dataDir);
    archiveJournal(service.stores.db, dataDir, checkpoint.seq - 1001);
    const built = (await grow(service, checkpoint.seq + AFTER_CHECKPOINT, build.value)) satisfies Built;
    service.close();

    // Start-up: the median of three starts (the last one stays up for the reads).
    const starts: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const warm = await timed(() => startServer(loadConfig(env(dataDir)), log));
      starts.push(warm.ms);
      await warm.value.close();
    }
    const started = await timed(() => startServer(loadConfig(env(dataDir)), log));
    starts.push(started.ms);
    const running = started.value;
    const listener = running.server.listeners('request')[0] as Listener;
    const key = built.apiKey;
    const firstWrite = await timed(() =>
      serveInProcess(
        listener,
        `${SANDBOX}/topup`,
        { authorization: `Bearer ${key}`, 'idempotency-key': 'history-first-write' },
        'POST',
        jsonBodyOf({ amount: 1 }),
      ),
    );
    if (firstWrite.value !== 201) throw new Error(`the first write answered ${firstWrite.value}`);
    const maxSeq = running.service.stores.events.maxSeq();
    const eventsFirstPageMs = await readMs(listener, `${SANDBOX}/events?limit=50`, key);
    const eventsDeepPageMs = await readMs(listener, `${SANDBOX}/events?limit=50&since=${eventIdFor(Math.floor(maxSeq / 2))}`, key);
    const subAccountOrdersMs = await readMs(listener, `${SANDBOX}/users/${built.accounts[7]}/orders?limit=50`, key);
    await running.close();

    await killDuringWrites(dataDir, built.partnerId);
    const recovered = await timed(() => startServer(loadConfig(env(dataDir)), log));
    await recovered.value.close();

    const target = mkdtempSync(join(tmpdir(), 'pbs-history-rebuild-'));
    const rebuilt = await timed(() => replayJournal(dataDir, target, log));
    rmSync(target, { recursive: true, force: true });
    const source = openReadOnly(dataDir);
    const hotJournalEntries = new JournalStore(source).head().seq - archivedThrough(source);
    source.close();
    return {
      entries,
      buildSeconds: Math.round(build.ms / 100) / 10,
      startupMs: median(starts),
      firstWriteMs: firstWrite.ms,
      eventsFirstPageMs,
      eventsDeepPageMs,
      subAccountOrdersMs,
      recoveryAfterKillMs: recovered.ms,
      rebuildFromCheckpointMs: rebuilt.ms,
      rebuiltEntries: rebuilt.value.entries,
      databaseMB: mb(statSync(databasePath(dataDir)).size),
      checkpointMB: mb(dirBytes(join(dataDir, 'checkpoints'))),
      archiveMB: mb(dirBytes(join(dataDir, ARCHIVE_DIR))),
      hotJournalEntries,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// A first, discarded size: the process's first start, first write and first reads pay for loading and compiling
// modules, which would otherwise be charged to the smallest size.
if (WARMUP > 0) await measure(WARMUP);
const results: SizeResult[] = [];
for (const size of SIZES) {
  results.push(await measure(size));
  process.stderr.write(`history: ${JSON.stringify(results.at(-1))}\n`);
}
const columns: readonly (keyof SizeResult)[] = [
  'entries',
  'buildSeconds',
  'startupMs',
  'firstWriteMs',
  'eventsFirstPageMs',
  'eventsDeepPageMs',
  'subAccountOrdersMs',
  'recoveryAfterKillMs',
  'rebuildFromCheckpointMs',
  'rebuiltEntries',
  'hotJournalEntries',
  'databaseMB',
  'checkpointMB',
  'archiveMB',
];
const table = [`| ${columns.join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`, ...results.map((r) => `| ${columns.map((c) => r[c]).join(' | ')} |`)];
const first = results[0]!;
const last = results.at(-1)!;
const ratio = (k: keyof SizeResult): number => Math.round((Number(last[k]) / Number(first[k])) * 100) / 100;
const ratios = (
  ['startupMs', 'firstWriteMs', 'eventsFirstPageMs', 'eventsDeepPageMs', 'subAccountOrdersMs', 'recoveryAfterKillMs', 'rebuildFromCheckpointMs'] as const
).map((k) => `${k} ${ratio(k)}x`);
process.stdout.write(`${table.join('\n')}\n\nlargest / smallest: ${ratios.join(', ')} (goal: each within 2x)\n${JSON.stringify({ history: results })}\n`);
