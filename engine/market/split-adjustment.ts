/**
 * Prices after a split. The feed continues at the split-adjusted level from the effective
 * date (a 2:1 split halves the price), so a holding keeps its value: captures of a session on or after
 * a split's effective date are divided by its ratio, and a price captured before a split that is now
 * effective (the latest observation, a previous close) is restated in today's shares when a quote is
 * served. Candles stay raw: the bars already captured are never rewritten, so a chart shows the drop
 * on the effective date as the exchange printed it.
 */
import type { CorporateActionKind } from '../../storage/corporate-actions.ts';
import type { Stores } from '../../storage/stores.ts';

/** One split of a symbol: from `date` (the effective date), one old share is `newShares / oldShares` new ones. */
export interface SplitStep {
  readonly date: string;
  readonly newShares: number;
  readonly oldShares: number;
}

const SPLIT_TYPES: readonly CorporateActionKind[] = ['SPLIT', 'REVERSE_SPLIT', 'BONUS_ISSUE'];
/** Far above any catalogue's count of split actions: one page reads them all. */
const ALL = 1_000_000;

/**
 * The splits of every symbol (or one), by effective date, never a cancelled one. `effectiveOnly` for prices served now (the
 * holdings were rescaled); the capture also takes DECLARED ones whose date its session has reached,
 * so a capture prepared a moment before the effective-date timer fires is not raw by mistake.
 */
export function splitSteps(
  stores: Stores,
  opts: {
    readonly symbol?: string;
    readonly effectiveOnly: boolean;
    /** A test clock's date: the splits dated on or before it, whatever the service's date (the clock applies them by its own). */
    readonly onClockDate?: string;
  },
): Map<string, SplitStep[]> {
  const out = new Map<string, SplitStep[]>();
  for (const type of SPLIT_TYPES) {
    for (const a of stores.corporateActions.list({ type, symbol: opts.symbol, afterSeq: 0, limit: ALL })) {
      // A cancelled split never took effect (it can only be cancelled while declared): no price counts it.
      if (a.status === 'CANCELLED') continue;
      if (opts.onClockDate !== undefined && a.effectiveDate > opts.onClockDate) continue;
      if (opts.onClockDate === undefined && opts.effectiveOnly && a.status === 'DECLARED') continue;
      const [n, o] = (a.terms.ratio ?? '1:1').split(':');
      const list = out.get(a.symbol) ?? [];
      list.push({ date: a.effectiveDate, newShares: Number(n), oldShares: Number(o) });
      out.set(a.symbol, list);
    }
  }
  for (const list of out.values()) list.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
  return out;
}

/**
 * `priceMinor` restated across the splits dated after `afterDate` and on or before `throughDate`:
 * times old / new for each, in exact integers, rounded half-up once, never below one minor unit.
 */
export function adjustedPriceMinor(priceMinor: number, steps: readonly SplitStep[] | undefined, afterDate: string, throughDate = '9999-12-31'): number {
  if (!steps || steps.length === 0) return priceMinor;
  let numerator = BigInt(priceMinor);
  let denominator = 1n;
  for (const s of steps) {
    if (s.date <= afterDate || s.date > throughDate) continue;
    numerator *= BigInt(s.oldShares);
    denominator *= BigInt(s.newShares);
  }
  if (denominator === 1n && numerator === BigInt(priceMinor)) return priceMinor;
  const q = numerator / denominator;
  const rounded = 2n * (numerator % denominator) >= denominator ? q + 1n : q;
  return Math.max(1, Number(rounded));
}

/** The same for a nullable price (an open, a previous close). */
export const adjustedOrNull = (priceMinor: number | null, steps: readonly SplitStep[] | undefined, afterDate: string): number | null =>
  priceMinor === null ? null : adjustedPriceMinor(priceMinor, steps, afterDate);
