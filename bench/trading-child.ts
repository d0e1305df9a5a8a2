/**
 * The service under test for the resting-orders scale check, in a child process (run with
 * --expose-gc): the shipped startServer, plus IPC requests the parent uses to place resting LIMIT
 * orders straight through the engine command (`trading.place`, journaled and durable exactly as from
 * HTTP, without the HTTP cost) and to read its memory after a full garbage collection.
 */
import { pino } from 'pino';
import { loadConfig } from '../engine/config.ts';
import { trading } from '../engine/features/index.ts';
import type { PlaceOrderRequest } from '../engine/trading/placement.ts';
import { startServer } from '../http/server.ts';

export interface RestRequest {
  readonly type: 'rest';
  readonly partnerId: string;
  readonly owners: readonly string[];
  /** Per symbol: the lowest limit (hundredths of KES), the number of distinct limits, and the quantity in millionths. */
  readonly symbols: readonly { readonly symbol: string; readonly lowMinor: number; readonly spread: number; readonly quantityMicro: number }[];
  readonly count: number;
}

// All of the bench's load comes from one address (loopback): the per-address connection cap would be its bottleneck.
const config = loadConfig({ HTTP_MAX_CONNECTIONS_PER_ADDRESS: '10000', ...process.env });
const log = pino({ level: config.logLevel });
const running = await startServer(config, log);
process.send?.({ type: 'listening', port: running.port });

const BATCH = 1000;

function restingOrder(r: RestRequest, i: number): PlaceOrderRequest {
  const s = r.symbols[i % r.symbols.length]!;
  return {
    ownerId: r.owners[i % r.owners.length]!,
    symbol: s.symbol,
    side: 'BUY',
    orderType: 'LIMIT',
    quantityMicro: s.quantityMicro,
    cashValueMinor: null,
    limitPriceMinor: s.lowMinor + (Math.floor(i / r.symbols.length) % s.spread),
    stopPriceMinor: null,
    timeInForce: 'GTC',
    expiresAtMs: null,
    quoteId: null,
    clientOrderId: null,
    orderInstruction: null,
    stopLossMinor: null,
    takeProfitMinor: null,
    market: null,
  };
}

/** Places `count` resting orders, `BATCH` in flight at a time (so they group-commit as HTTP load would). */
async function rest(r: RestRequest): Promise<{ placed: number; failed: number; firstError: string | null; ms: number }> {
  const started = performance.now();
  let placed = 0;
  let failed = 0;
  let firstError: string | null = null;
  for (let from = 0; from < r.count; from += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, r.count - from) }, (_, k) =>
      running.service.engine.run(trading.commands.place, { env: 'sandbox', partnerId: r.partnerId, requestId: null, payload: restingOrder(r, from + k) }),
    );
    for (const outcome of await Promise.allSettled(batch)) {
      if (outcome.status === 'fulfilled') placed += 1;
      else {
        failed += 1;
        firstError ??= String(outcome.reason);
      }
    }
  }
  return { placed, failed, firstError, ms: performance.now() - started };
}

function memory(): NodeJS.MemoryUsage {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  return process.memoryUsage();
}

process.on('message', (message: { type?: string }) => {
  if (message.type === 'memory') process.send?.({ type: 'memory', memory: memory() });
  if (message.type === 'rest') void rest(message as RestRequest).then((result) => process.send?.({ type: 'rest', ...result }));
});
process.once('SIGTERM', () => {
  void running.close().then(() => process.exit(0));
});
