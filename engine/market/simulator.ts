/**
 * The deterministic upstream simulator: a seeded random walk of daily bars per instrument, anchored so
 * that the session before the anchor date closes at the catalog's reference price, and an intraday
 * path bridging each session's open to its close. Same MARKET_SEED, same prices, on any machine.
 * The walk itself uses floating point (it is a model, not money); every price it hands out is an
 * integer number of hundredths. Pure: no clock, no I/O, so a worker thread can run it.
 */
import type { Exchange } from '../../storage/catalog/types.ts';
import { addDays, sessionOn, type Session } from './calendar.ts';

/** The catalog's as-of date: the last session before it closes at the reference price. */
export const ANCHOR_DATE = '2026-09-01';

export interface SimInstrument {
  readonly symbol: string;
  /** The seeded symbol of an instrument whose symbol changed: its walk does not change with its name. */
  readonly walkKey?: string;
  readonly exchange: Exchange;
  /** Reference price in hundredths of the local unit. */
  readonly referenceMinor: number;
  readonly sharesOutstanding: number;
  readonly ohlcAvailable: boolean;
  readonly volumeAvailable: boolean;
}

export interface SimBar {
  readonly date: string;
  readonly openMinor: number;
  readonly highMinor: number;
  readonly lowMinor: number;
  readonly closeMinor: number;
  readonly volume: number;
}

/** 32-bit FNV-1a of a string: the key of every random draw. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast, well-distributed generator seeded per draw key. */
function uniform(seed: number): number {
  let t = (seed + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** A standard normal draw for a key (Box-Muller on two uniforms). */
export function normal(key: string): number {
  const h = hash32(key);
  const u1 = Math.max(uniform(h), 1e-12);
  const u2 = uniform(h ^ 0x9e3779b9);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/** The key of an instrument's random walk: its seeded symbol. */
const walkOf = (inst: SimInstrument): string => inst.walkKey ?? inst.symbol;

const toMinor = (x: number): number => Math.max(1, Math.round(x));

interface Walk {
  /** Session dates in ascending order and their log closes. */
  readonly dates: string[];
  readonly logClose: number[];
}

export class PriceSimulator {
  private readonly walks = new Map<string, Walk>();
  private readonly bars = new Map<string, Map<string, SimBar>>();

  private readonly seed: number;
  private readonly holidays: (exchange: string) => ReadonlyMap<string, string>;
  constructor(seed: number, holidays: (exchange: string) => ReadonlyMap<string, string>) {
    this.seed = seed;
    this.holidays = holidays;
  }

  private key(...parts: (string | number)[]): string {
    return `${this.seed}|${parts.join('|')}`;
  }

  /** Daily volatility between 1% and 2.5%, fixed per instrument. */
  private sigma(symbol: string): number {
    return 0.01 + 0.015 * uniform(hash32(this.key(symbol, 'sigma')));
  }

  historyStart(exchange: Exchange): string {
    return `${Number(ANCHOR_DATE.slice(0, 4)) - exchange.historyYears}${ANCHOR_DATE.slice(4)}`;
  }

  /**
   * The instrument's walk, extended lazily in both directions from the anchor so that it covers
   * `fromDate` to `toDate` (clipped to the exchange's history depth): a poll needs only recent days.
   */
  private walk(inst: SimInstrument, fromDate: string, toDate: string): Walk {
    let w = this.walks.get(walkOf(inst));
    if (!w) {
      w = this.anchorWalk(inst);
      this.walks.set(walkOf(inst), w);
    }
    const sigma = this.sigma(walkOf(inst));
    const holidays = this.holidays(inst.exchange.code);
    const floor = this.historyStart(inst.exchange);
    const earliest = fromDate < floor ? floor : fromDate;
    if (earliest < w.dates[0]!) {
      const before: string[] = [];
      for (let d = addDays(w.dates[0]!, -1); d >= earliest; d = addDays(d, -1)) if (sessionOn(inst.exchange, d, holidays)) before.push(d);
      for (const d of before) {
        // Walking backwards: the close before a session is its close minus that session's step.
        w.logClose.unshift(w.logClose[0]! - sigma * normal(this.key(walkOf(inst), w.dates[0]!)));
        w.dates.unshift(d);
      }
    }
    for (let d = addDays(w.dates[w.dates.length - 1]!, 1); d <= toDate; d = addDays(d, 1)) {
      if (!sessionOn(inst.exchange, d, holidays)) continue;
      w.logClose.push(w.logClose[w.logClose.length - 1]! + sigma * normal(this.key(walkOf(inst), d)));
      w.dates.push(d);
    }
    return w;
  }

  /** The last session before the anchor date, closing at the reference price. */
  private anchorWalk(inst: SimInstrument): Walk {
    const holidays = this.holidays(inst.exchange.code);
    let d = addDays(ANCHOR_DATE, -1);
    while (!sessionOn(inst.exchange, d, holidays)) d = addDays(d, -1);
    return { dates: [d], logClose: [Math.log(inst.referenceMinor)] };
  }

  /** The simulated exchange bars of every session from `fromDate` to `toDate` (within history). */
  dailyBars(inst: SimInstrument, fromDate: string, toDate: string): SimBar[] {
    const w = this.walk(inst, fromDate, toDate);
    const out: SimBar[] = [];
    for (let k = lowerBound(w.dates, fromDate); k < w.dates.length && w.dates[k]! <= toDate; k += 1) out.push(this.bar(inst, w, k));
    return out;
  }

  barOn(inst: SimInstrument, date: string): SimBar | null {
    // One session back too: a bar's open depends on the previous close.
    const w = this.walk(inst, addDays(date, -10), date);
    const k = lowerBound(w.dates, date);
    return w.dates[k] === date ? this.bar(inst, w, k) : null;
  }

  private bar(inst: SimInstrument, w: Walk, k: number): SimBar {
    let memo = this.bars.get(walkOf(inst));
    if (!memo) this.bars.set(walkOf(inst), (memo = new Map()));
    const date = w.dates[k]!;
    const hit = memo.get(date);
    if (hit) return hit;
    const close = Math.exp(w.logClose[k]!);
    const prev = k > 0 ? Math.exp(w.logClose[k - 1]!) : close;
    const open = prev * Math.exp(0.004 * normal(this.key(walkOf(inst), date, 'open')));
    const high = Math.max(open, close) * Math.exp(Math.abs(0.006 * normal(this.key(walkOf(inst), date, 'high'))));
    const low = Math.min(open, close) * Math.exp(-Math.abs(0.006 * normal(this.key(walkOf(inst), date, 'low'))));
    const turnover = 0.0002 + 0.001 * uniform(hash32(this.key(walkOf(inst), 'turnover')));
    const volume = Math.max(1, Math.round(inst.sharesOutstanding * turnover * Math.exp(0.5 * normal(this.key(walkOf(inst), date, 'volume')))));
    const bar = { date, openMinor: toMinor(open), highMinor: toMinor(high), lowMinor: toMinor(low), closeMinor: toMinor(close), volume };
    memo.set(date, bar);
    return bar;
  }

  /**
   * The exchange price (and cumulative session volume) at an instant inside a session: a bridge from
   * the bar's open to its close with deterministic per-minute noise, kept inside the bar's range.
   */
  priceAt(inst: SimInstrument, session: Session, atMs: number): { priceMinor: number; cumulativeVolume: number } {
    const bar = this.barOn(inst, session.date)!;
    const frac = Math.min(1, Math.max(0, (atMs - session.openMs) / (session.closeMs - session.openMs)));
    const minute = Math.floor(atMs / 60_000);
    const spread = (bar.highMinor - bar.lowMinor) / 2;
    const drift = bar.openMinor + (bar.closeMinor - bar.openMinor) * frac;
    const noise = normal(this.key(walkOf(inst), minute, 'intraday')) * spread * Math.sqrt(frac * (1 - frac));
    const price = Math.min(bar.highMinor, Math.max(bar.lowMinor, Math.round(drift + noise)));
    return { priceMinor: Math.max(1, price), cumulativeVolume: Math.round(bar.volume * frac) };
  }
}

function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
