/**
 * Market-data bench pieces: the 50-symbol batch quote target (goal: at least 40% of the bare
 * Koa GET in the same run) and the memory check: a fresh service (so the other scenarios' load does
 * not count) serves every instrument's whole daily history once through /market/ohlcv, then reports
 * its RSS (goal under 300 MB).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exchanges, instruments } from '../storage/catalog/index.ts';
import { startChild } from './children.ts';
import type { Target } from './load.ts';
import { benchServiceEnv, registerUnthrottledPartner, waitReady } from './partner.ts';

const SANDBOX = '/api/sandbox/v1/partner';
export const QUOTES_GOAL = { minRatio: 0.4 };
export const RSS_GOAL_MB = 300;
const OHLCV_WINDOW_DAYS = 365;
const CONCURRENCY = 8;

/** The first 50 active instruments of the catalog, spread over the exchanges in catalog order. */
export function batchSymbols(): string[] {
  return instruments
    .filter((i) => i.status === 'ACTIVE')
    .slice(0, 50)
    .map((i) => i.symbol);
}

export function quotesTarget(url: string, apiKey: string): Target {
  return { url: `${url}${SANDBOX}/market/quotes?symbols=${batchSymbols().join(',')}`, method: 'GET', headers: { authorization: `Bearer ${apiKey}` } };
}

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Every 365-day window from the exchange's history start (ANCHOR minus its depth) to today. */
function windows(historyYears: number, nowMs: number): { from: string; to: string }[] {
  const out: { from: string; to: string }[] = [];
  let from = Date.parse(`${2026 - historyYears}-09-01T00:00:00Z`);
  while (from <= nowMs) {
    const to = Math.min(from + OHLCV_WINDOW_DAYS * 86_400_000, nowMs);
    out.push({ from: day(from), to: day(to) });
    from = to + 86_400_000;
  }
  return out;
}

/** Requests every instrument's whole daily history once; answers the number of bars served. */
async function loadWholeHistory(url: string, apiKey: string): Promise<{ requests: number; bars: number }> {
  const depth = new Map(exchanges.map((e) => [e.code, e.historyYears]));
  const nowMs = Date.now();
  const paths = instruments.flatMap((i) =>
    windows(depth.get(i.exchange)!, nowMs).map((w) => `${SANDBOX}/market/ohlcv?symbol=${i.symbol}&from=${w.from}&to=${w.to}`),
  );
  let bars = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const res = await fetch(url + path, { headers: { authorization: `Bearer ${apiKey}` } });
      if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
      bars += ((await res.json()) as { data: unknown[] }).data.length;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { requests: paths.length, bars };
}

const mb = (bytes: number): string => (bytes / 2 ** 20).toFixed(0);

function memoryCheck(before: number, after: number, loaded: { requests: number; bars: number }): string {
  const met = after < RSS_GOAL_MB * 2 ** 20;
  return (
    `- memory: service RSS ${mb(before)} MB before and ${mb(after)} MB after serving the whole daily history of all ${instruments.length} instruments ` +
    `(${loaded.requests} /market/ohlcv requests, ${loaded.bars.toLocaleString('en-US')} bars); goal < ${RSS_GOAL_MB} MB: **${met ? 'met' : 'NOT met'}**`
  );
}

export function quotesCheck(ratio: number, failures: number): string {
  const met = ratio >= QUOTES_GOAL.minRatio && failures === 0;
  return `- batch quotes: GET /market/quotes with 50 symbols at ${(ratio * 100).toFixed(1)}% of the bare Koa GET; goal >= ${QUOTES_GOAL.minRatio * 100}%: **${met ? 'met' : 'NOT met'}**`;
}

/** The memory check in a service child of its own; answers the report line. */
export async function marketMemory(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pbs-bench-memory-'));
  const child = await startChild('./service-child.ts', benchServiceEnv(dataDir));
  try {
    await waitReady(child.url);
    const partner = await registerUnthrottledPartner(child.url);
    const before = (await child.ask<{ rss: number }>('stats')).rss;
    const loaded = await loadWholeHistory(child.url, partner.apiKey);
    return memoryCheck(before, (await child.ask<{ rss: number }>('stats')).rss, loaded);
  } finally {
    await child.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
