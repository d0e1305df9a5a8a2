/**
 * One poll of the (simulated) upstream: which instruments have a new delayed observation at capture
 * time T, and what it is. The feed is 15 minutes delayed, so a capture at T carries the exchange's
 * price at T - 15 min: a regular observation while that instant is in session, then exactly one
 * closing observation (the official close and the day's bar) in the 900 s after the close. Pure.
 */
import type { Exchange } from '../../storage/catalog/types.ts';
import { localTime, sessionOn } from './calendar.ts';
import type { PriceSimulator, SimInstrument } from './simulator.ts';
import { adjustedPriceMinor, type SplitStep } from './split-adjustment.ts';

export const DELAY_MS = 15 * 60_000;
export const REFRESH_MS = 900_000;

export interface CaptureRequest {
  readonly seed: number;
  readonly atMs: number;
  readonly instruments: readonly SimInstrument[];
  /** Holidays per exchange code: [date, reason] pairs. */
  readonly holidays: Readonly<Record<string, readonly (readonly [string, string])[]>>;
  /** Exchanges under an operator closure: the feed has nothing new from them. */
  readonly closed: readonly string[];
  /** Splits per symbol: a session on or after a split's effective date is priced in the new shares. */
  readonly splits?: Readonly<Record<string, readonly SplitStep[]>>;
}

export interface CapturedObservation {
  readonly symbol: string;
  readonly capturedAtMs: number;
  readonly priceMinor: number;
  /** Cumulative session volume, or null when the feed carries none. */
  readonly volume: number | null;
  /** The session's local date the observation belongs to. */
  readonly date: string;
  /** Present on the closing observation: the day's official bar (open/high/low null when close-only). */
  readonly closingBar: ClosingBar | null;
}

export interface ClosingBar {
  readonly openMinor: number | null;
  readonly highMinor: number | null;
  readonly lowMinor: number | null;
  readonly closeMinor: number;
  readonly volume: number | null;
}

export function captureObservations(
  sim: PriceSimulator,
  req: CaptureRequest,
  holidayMaps: (exchange: Exchange) => ReadonlyMap<string, string>,
): CapturedObservation[] {
  const observedAt = req.atMs - DELAY_MS;
  const closed = new Set(req.closed);
  const out: CapturedObservation[] = [];
  for (const inst of req.instruments) {
    if (closed.has(inst.exchange.code)) continue;
    const date = localTime(observedAt, inst.exchange.timezone).date;
    const session = sessionOn(inst.exchange, date, holidayMaps(inst.exchange));
    if (!session || observedAt < session.openMs) continue;
    // The simulator walks the company's value per original share; the splits so far divide it.
    const steps = req.splits?.[inst.symbol];
    const adjust = (priceMinor: number): number => adjustedPriceMinor(priceMinor, steps, '', date);
    if (observedAt < session.closeMs) {
      const p = sim.priceAt(inst, session, observedAt);
      out.push({
        symbol: inst.symbol,
        capturedAtMs: req.atMs,
        priceMinor: adjust(p.priceMinor),
        volume: inst.volumeAvailable ? p.cumulativeVolume : null,
        date,
        closingBar: null,
      });
    } else if (observedAt < session.closeMs + REFRESH_MS) {
      const bar = sim.barOn(inst, date)!;
      const volume = inst.volumeAvailable ? bar.volume : null;
      const closingBar: ClosingBar = inst.ohlcAvailable
        ? { openMinor: adjust(bar.openMinor), highMinor: adjust(bar.highMinor), lowMinor: adjust(bar.lowMinor), closeMinor: adjust(bar.closeMinor), volume }
        : { openMinor: null, highMinor: null, lowMinor: null, closeMinor: adjust(bar.closeMinor), volume };
      out.push({ symbol: inst.symbol, capturedAtMs: req.atMs, priceMinor: closingBar.closeMinor, volume, date, closingBar });
    }
  }
  return out;
}
