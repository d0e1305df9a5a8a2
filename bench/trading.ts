/**
 * Trading bench pieces, run from bench/run.ts.
 *
 * Durable order placement: each autocannon connection fetches a quote (`GET /quote/SCOM.KE`, itself a
 * journaled command) then places the MARKET BUY it quoted (`POST /users/{userId}/trade`) for one of
 * 200 sandbox sub-accounts funded by test deposits, round-robin. The quantity is 1 share, which the
 * sandbox keeps PENDING (only 100 and 999 are cheat codes), so every trade escrows, journals and
 * commits like a real order and nothing fills. The service runs on a virtual clock fixed at Tuesday
 * 2026-09-01 09:00 UTC: the exchange is in session whatever the wall-clock time, and a quote never
 * expires between its fetch and its trade. Only the trade requests are reported (their own latencies,
 * from autocannon's per-response timing); the quote requests are the load that goes with them.
 *
 * Resting-orders scale: 100,000 resting LIMIT BUY orders placed straight through the engine command
 * in a child service (bench/trading-child.ts), far below the price so nothing triggers; the RSS they
 * add (after a full GC) per order, and the time of a full price poll (operator clock advance to the
 * next poll) and of operator ticks that cross none and that cross about 1% of them.
 */
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { instruments } from '../storage/catalog/index.ts';
import { startChild, type Child } from './children.ts';
import type { LoadSettings, Measured } from './load.ts';
import { BENCH_ID_TOKEN_SECRET, BENCH_OPERATOR_TOKEN, registerUnthrottledPartner, waitReady, type BenchPartner } from './partner.ts';
import type { ScenarioResult } from './report.ts';
import type { RestRequest } from './trading-child.ts';

export const TRADING_GOAL = { minRatio: 0.35, maxP99Ms: 25 };
export const RESTING_GOAL = { bytesPerOrder: 2048, pollMs: 100 };
export const TRADING_SCENARIO = 'durable order placement: POST /users/{userId}/trade (after its quote)';
const SANDBOX = '/api/sandbox/v1/partner';
const ADMIN = '/api/admin/v1';
const CLOCK = '2026-09-01T09:00:00Z';
const SYMBOL = 'SCOM.KE';
const TRADE_ACCOUNTS = 200;
/** BENCH_RESTING_ORDERS overrides the count (a smaller run for profiling). */
const RESTING_ORDERS = Number(process.env.BENCH_RESTING_ORDERS ?? 100_000);
const RESTING_ACCOUNTS = 100;
const RESTING_SYMBOLS = 10;

/** Idempotency-Keys stay unique across the warm-up and measured runs. */
let tradeKeys = 0;

/** BENCH_PROFILE=<dir>: CPU profiles of these children too (read them with bench/profile-top.ts). */
const profileArgs = (): string[] => (process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []);

function serviceEnv(dataDir: string): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CLOCK,
    OPERATOR_TOKEN: BENCH_OPERATOR_TOKEN,
    ID_TOKEN_SECRET: BENCH_ID_TOKEN_SECRET,
  };
}

async function call(url: string, method: string, path: string, token: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url + path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'idempotency-key': `bench-setup-${Math.random().toString(36).slice(2)}-${Date.now()}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** `count` sandbox sub-accounts, each funded with a USD 1,000,000.00 test deposit. */
async function fundedAccounts(url: string, partner: BenchPartner, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const user = await call(url, 'POST', `${SANDBOX}/users`, partner.apiKey, { externalId: `bench-trader-${i}` });
    await call(url, 'POST', `${SANDBOX}/test-tools/deposit`, partner.apiKey, { subAccountId: user.userId, amount: 1_000_000 });
    ids.push(user.userId as string);
  }
  return ids;
}

interface TradeRun {
  readonly trade: number[];
  readonly quote: number[];
  readonly tradeOk: number;
  readonly tradeFailed: number;
  readonly errors: number;
  readonly durationSeconds: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))]!;
}

/** The tracker autocannon answers is an event emitter that is also a promise of the result. */
interface TrackerEvents {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}

/** One autocannon run of quote-then-trade pairs; latencies per kind from autocannon's own per-response timing. */
async function quoteAndTrade(url: string, apiKey: string, accounts: readonly string[], connections: number, seconds: number): Promise<TradeRun> {
  const trade: number[] = [];
  const quote: number[] = [];
  let tradeOk = 0;
  let tradeFailed = 0;
  let answered: 'quote' | 'trade' | null = null;
  let next = 0;
  const auth = { authorization: `Bearer ${apiKey}` };
  type Ctx = Record<string, unknown>;
  const instance = autocannon({
    url,
    connections,
    pipelining: 1,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (req: autocannon.Request, context: Ctx) => {
          context.user = accounts[next++ % accounts.length];
          return { ...req, method: 'GET', path: `${SANDBOX}/quote/${SYMBOL}?type=BUY&quantity=1&subAccountId=${String(context.user)}`, headers: auth };
        },
        onResponse: (status: number, body: string, context: Ctx) => {
          context.quoteId = status === 200 ? (JSON.parse(body) as { quoteId: string }).quoteId : null;
          answered = 'quote';
        },
      },
      {
        method: 'POST',
        setupRequest: (req: autocannon.Request, context: Ctx) => ({
          ...req,
          method: 'POST',
          path: `${SANDBOX}/users/${String(context.user)}/trade`,
          headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': `bench-trade-${process.pid}-${(tradeKeys += 1)}` },
          body: JSON.stringify({ symbol: SYMBOL, type: 'BUY', quantity: 1, quoteId: context.quoteId }),
        }),
        onResponse: (status: number) => {
          if (status >= 200 && status < 300) tradeOk += 1;
          else tradeFailed += 1;
          answered = 'trade';
        },
      },
    ],
  } as autocannon.Options) as unknown as Promise<autocannon.Result> & TrackerEvents;
  // autocannon records the body (onResponse) and then emits `response` with that request's duration, synchronously.
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    if (answered === 'trade') trade.push(ms);
    else if (answered === 'quote') quote.push(ms);
    answered = null;
  });
  const result = await instance;
  return {
    trade: trade.sort((a, b) => a - b),
    quote: quote.sort((a, b) => a - b),
    tradeOk,
    tradeFailed,
    errors: result.errors,
    durationSeconds: result.duration,
  };
}

interface Stats {
  cpu: NodeJS.CpuUsage;
  elu: EventLoopUtilization;
}

/** The measured trading scenario as a report row, plus its detail lines. */
export async function tradingBench(settings: LoadSettings): Promise<{ result: ScenarioResult; checks: string[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pbs-bench-trading-'));
  const child = await startChild('./service-child.ts', serviceEnv(dataDir), profileArgs());
  try {
    await waitReady(child.url);
    const partner = await registerUnthrottledPartner(child.url);
    const accounts = await fundedAccounts(child.url, partner, TRADE_ACCOUNTS);
    if (settings.warmupSeconds > 0) await quoteAndTrade(child.url, partner.apiKey, accounts, settings.connections, settings.warmupSeconds);
    const before = await child.ask<Stats>('stats');
    const run = await quoteAndTrade(child.url, partner.apiKey, accounts, settings.connections, settings.durationSeconds);
    const after = await child.ask<Stats>('stats');
    const cpuUs = after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system;
    const pending = await call(child.url, 'GET', `${SANDBOX}/orders?status=PENDING&limit=1`, partner.apiKey);
    const measured: Measured = {
      requestsPerSecond: run.trade.length / run.durationSeconds,
      p50Ms: percentile(run.trade, 0.5),
      p99Ms: percentile(run.trade, 0.99),
      total: run.trade.length,
      ok2xx: run.tradeOk,
      non2xx: run.tradeFailed,
      errors: run.errors,
      durationSeconds: run.durationSeconds,
    };
    const checks = [
      `- order placement detail: ${run.trade.length.toLocaleString('en-US')} trades and ${run.quote.length.toLocaleString('en-US')} quotes in ${run.durationSeconds} s over ${TRADE_ACCOUNTS} sub-accounts; ` +
        `quotes p50 ${percentile(run.quote, 0.5).toFixed(1)} ms, p99 ${percentile(run.quote, 0.99).toFixed(1)} ms; ${Number(pending.total).toLocaleString('en-US')} orders PENDING (warm-up included) at the end`,
    ];
    const notes = 'quote + MARKET BUY of 1 share (stays PENDING), 200 funded sandbox sub-accounts; server CPU per trade includes its quote';
    return {
      result: {
        name: TRADING_SCENARIO,
        measured,
        notes,
        cpuUsPerRequest: cpuUs / Math.max(1, run.trade.length),
        mainThreadBusy: performance.eventLoopUtilization(after.elu, before.elu).utilization,
      },
      checks,
    };
  } finally {
    await child.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function tradingCheck(trade: Measured, baselineRps: number): string {
  const ratio = trade.requestsPerSecond / baselineRps;
  const met = ratio >= TRADING_GOAL.minRatio && trade.p99Ms <= TRADING_GOAL.maxP99Ms && trade.non2xx === 0 && trade.errors === 0;
  return (
    `- order placement: POST /users/{userId}/trade at ${(ratio * 100).toFixed(1)}% of the bare Koa GET, p50 ${trade.p50Ms.toFixed(1)} ms, p99 ${trade.p99Ms.toFixed(1)} ms, ` +
    `${trade.non2xx} non-2xx / ${trade.errors} errors; goal >= ${TRADING_GOAL.minRatio * 100}% with p99 <= ${TRADING_GOAL.maxP99Ms} ms: **${met ? 'met' : 'NOT met'}**`
  );
}

/** Sends one IPC request to the child and resolves with its first reply of the same type. */
function ask<T>(child: Child, message: { type: string } & Record<string, unknown>): Promise<T> {
  return new Promise<T>((resolve) => {
    const onMessage = (m: { type?: string }): void => {
      if (m.type !== message.type) return;
      child.process.off('message', onMessage);
      resolve(m as T);
    };
    child.process.on('message', onMessage);
    child.process.send(message);
  });
}

/** NSE symbols (KES, fractional), each with its latest price in hundredths: the resting orders' books. */
async function restingBooks(url: string, apiKey: string): Promise<RestRequest['symbols']> {
  const symbols = instruments
    .filter((i) => i.exchange === 'NSE' && i.status === 'ACTIVE')
    .slice(0, RESTING_SYMBOLS)
    .map((i) => i.symbol);
  const quotes = (await call(url, 'GET', `${SANDBOX}/market/quotes?symbols=${symbols.join(',')}`, apiKey)).data as { symbol: string; price: number }[];
  return quotes.map((q) => {
    const priceMinor = Math.round(q.price * 100);
    // Limits spread over 40-50% of the price: nothing triggers at the market; a BUY limit triggers at or
    // below it, so a tick just under the top limit (about 49.9%) crosses about 1% of the book.
    const lowMinor = Math.max(1, Math.floor(priceMinor * 0.4));
    const spread = Math.max(1, Math.floor(priceMinor * 0.1));
    // Whole shares worth about USD 2 at the lowest limit (KES 129.20 per USD), never the cheat quantities.
    let shares = Math.max(1, Math.ceil((2 * 12_920) / lowMinor));
    if (shares === 100 || shares === 999) shares += 1;
    return { symbol: q.symbol, lowMinor, spread, quantityMicro: shares * 1_000_000 };
  });
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

type Memory = { memory: NodeJS.MemoryUsage };

interface Placed {
  readonly placed: number;
  readonly failed: number;
  readonly firstError: string | null;
  readonly ms: number;
}

interface Timings {
  readonly noCross: number;
  readonly emptyPoll: number;
  readonly poll: number;
  readonly cross: number;
  readonly triggered: number;
}

const operatorOf = (url: string) => (method: string, path: string, body: unknown) => call(url, method, ADMIN + path, BENCH_OPERATOR_TOKEN, body);

/**
 * Child A: sets up, times an empty poll, places the orders, reads its memory (the placement burst).
 * Then child B restarts on the same data directory, holding the orders at rest as a running service
 * would: its memory after one poll is the steady-state cost, and the timed poll and ticks run there.
 */
export async function restingScale(): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pbs-bench-resting-'));
  const start = () => startChild('./trading-child.ts', serviceEnv(dataDir), ['--expose-gc', ...profileArgs()]);
  try {
    const a = await start();
    let placing: {
      placed: Placed;
      before: NodeJS.MemoryUsage;
      after: NodeJS.MemoryUsage;
      emptyPoll: number;
      partner: BenchPartner;
      symbols: RestRequest['symbols'];
    };
    try {
      await waitReady(a.url);
      const partner = await registerUnthrottledPartner(a.url);
      const owners = await fundedAccounts(a.url, partner, RESTING_ACCOUNTS);
      const symbols = await restingBooks(a.url, partner.apiKey);
      // The first poll starts the pricing worker; the second, without resting orders, is what a capture
      // itself costs apart from evaluating orders.
      await operatorOf(a.url)('POST', '/clock/advance', { seconds: 900 });
      const emptyPoll = await timed(() => operatorOf(a.url)('POST', '/clock/advance', { seconds: 900 }));
      const before = (await ask<Memory>(a, { type: 'memory' })).memory;
      const placed = await ask<Placed>(a, { type: 'rest', partnerId: partner.partnerId, owners, symbols, count: RESTING_ORDERS });
      const after = (await ask<Memory>(a, { type: 'memory' })).memory;
      placing = { placed, before, after, emptyPoll, partner, symbols };
    } finally {
      await a.stop();
    }
    const b = await start();
    try {
      await waitReady(b.url);
      const operator = operatorOf(b.url);
      await operator('POST', '/clock/advance', { seconds: 900 });
      const steady = (await ask<Memory>(b, { type: 'memory' })).memory;
      const book = placing.symbols[0]!;
      const poll = await timed(() => operator('POST', '/clock/advance', { seconds: 900 }));
      const noCross = await timed(() => operator('POST', '/market/ticks', { symbol: book.symbol, price: (book.lowMinor * 2.5) / 100 }));
      const cross = await timed(() =>
        operator('POST', '/market/ticks', { symbol: book.symbol, price: (book.lowMinor + Math.floor(book.spread * 0.99)) / 100 }),
      );
      const working = await call(b.url, 'GET', `${SANDBOX}/orders?status=WORKING&limit=1`, placing.partner.apiKey);
      const timings: Timings = { noCross, emptyPoll: placing.emptyPoll, poll, cross, triggered: placing.placed.placed - Number(working.total) };
      return restingLines(placing.placed, { before: placing.before, burst: placing.after, steady }, timings);
    } finally {
      await b.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function restingLines(placed: Placed, m: { before: NodeJS.MemoryUsage; burst: NodeJS.MemoryUsage; steady: NodeJS.MemoryUsage }, t: Timings): string[] {
  const n = Math.max(1, placed.placed);
  const perOrder = (after: NodeJS.MemoryUsage, key: 'rss' | 'heapUsed' | 'heapTotal') => Math.round((after[key] - m.before[key]) / n);
  const memoryMet = perOrder(m.steady, 'rss') < RESTING_GOAL.bytesPerOrder && placed.failed === 0;
  const pollMet = t.poll < RESTING_GOAL.pollMs && t.noCross < RESTING_GOAL.pollMs;
  const mb = (bytes: number): string => (bytes / 2 ** 20).toFixed(0);
  const bytes = (b: number): string => b.toLocaleString('en-US');
  return [
    `- resting orders: ${placed.placed.toLocaleString('en-US')} resting LIMIT BUY orders on ${RESTING_SYMBOLS} NSE symbols and ${RESTING_ACCOUNTS} sub-accounts ` +
      `placed through the engine command in ${(placed.ms / 1000).toFixed(1)} s (${Math.round(placed.placed / (placed.ms / 1000)).toLocaleString('en-US')}/s, ${placed.failed} failed${placed.firstError ? `: ${placed.firstError}` : ''}). ` +
      `Held by a restarted service (after one poll, full GC): RSS ${mb(m.before.rss)} MB -> ${mb(m.steady.rss)} MB, ${bytes(perOrder(m.steady, 'rss'))} bytes per order ` +
      `(heap used ${bytes(perOrder(m.steady, 'heapUsed'))}); goal < ${bytes(RESTING_GOAL.bytesPerOrder)} bytes: **${memoryMet ? 'met' : 'NOT met'}**. ` +
      `In the process that placed them, right after the burst: RSS ${mb(m.burst.rss)} MB, ${bytes(perOrder(m.burst, 'rss'))} bytes per order ` +
      `(heap used ${bytes(perOrder(m.burst, 'heapUsed'))}, heap reserved ${bytes(perOrder(m.burst, 'heapTotal'))}: the LRU actor cache keeps up to 50,000 snapshots and V8 keeps the heap it grew)`,
    `- price evaluation over them (HTTP operator calls, round trip included): a full 15-minute poll of every instrument (clock advance, worker pricing and capture included) ` +
      `${t.poll.toFixed(1)} ms, against ${t.emptyPoll.toFixed(1)} ms for the same poll before any order rested; a tick crossing none of the ${(placed.placed / RESTING_SYMBOLS).toLocaleString('en-US')} orders of its symbol ` +
      `${t.noCross.toFixed(1)} ms; goal < ${RESTING_GOAL.pollMs} ms: **${pollMet ? 'met' : 'NOT met'}**; a tick crossing ${t.triggered.toLocaleString('en-US')} orders (each hydrated, triggered, escrow kept, PENDING) ${t.cross.toFixed(1)} ms`,
  ];
}
