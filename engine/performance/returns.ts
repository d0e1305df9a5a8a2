/**
 * Performance maths, pure: Modified Dietz returns, geometric linking into a time-weighted
 * return (TWR), and benchmark returns from closes. Money in integer cents, time in epoch ms, returns as
 * exact ratios (ratio.ts).
 *
 * Modified Dietz over [startMs, endMs] with start value V0, end value V1 and external flows F_i at t_i:
 *   R = (V1 - V0 - sum F_i) / (V0 + sum w_i F_i),  w_i = (endMs - t_i) / (endMs - startMs)
 * i.e. each flow is weighted by the fraction of the interval remaining after it (a deposit at the start
 * counts in full, one at the end not at all). A capital base of zero or less has no return: null, with
 * the reason.
 */
import { linkTwo, ratio, ZERO, type Ratio } from './ratio.ts';

export interface Flow {
  readonly atMs: number;
  /** Signed: positive into the account (deposit, top-up), negative out (withdrawal, payout). */
  readonly amountMinor: number;
}

export interface DietzInput {
  readonly startMs: number;
  readonly endMs: number;
  readonly startEquityMinor: number;
  readonly endEquityMinor: number;
  /** Flows with startMs <= atMs <= endMs. */
  readonly flows: readonly Flow[];
}

/**
 * NO_CAPITAL: nothing was invested (zero start, no flows); NON_POSITIVE_CAPITAL_BASE: withdrawals
 * outweigh the capital; SUB_PERIOD_WITHOUT_RETURN: a linked period containing a sub-period of the latter kind.
 */
export type NoReturnReason = 'NO_CAPITAL' | 'NON_POSITIVE_CAPITAL_BASE' | 'SUB_PERIOD_WITHOUT_RETURN';

export interface PeriodReturn {
  readonly ratio: Ratio | null;
  readonly reason: NoReturnReason | null;
  /** V1 - V0 - sum F: the gain the return is about. */
  readonly pnlMinor: number;
}

export function modifiedDietz(i: DietzInput): PeriodReturn {
  const spanMs = BigInt(i.endMs - i.startMs);
  if (spanMs <= 0n) throw new RangeError('an interval must end after it starts');
  const netFlowMinor = i.flows.reduce((sum, f) => sum + f.amountMinor, 0);
  const pnlMinor = i.endEquityMinor - i.startEquityMinor - netFlowMinor;
  // Both sides times the interval length: the weights stay integers.
  const weighted = i.flows.reduce((sum, f) => sum + BigInt(f.amountMinor) * BigInt(i.endMs - f.atMs), 0n);
  const base = BigInt(i.startEquityMinor) * spanMs + weighted;
  if (base <= 0n) {
    const reason: NoReturnReason = i.startEquityMinor === 0 && i.flows.length === 0 ? 'NO_CAPITAL' : 'NON_POSITIVE_CAPITAL_BASE';
    return { ratio: null, reason, pnlMinor };
  }
  return { ratio: ratio(BigInt(pnlMinor) * spanMs, base), reason: null, pnlMinor };
}

/**
 * Geometric linking: (1 + R_1)(1 + R_2)...(1 + R_n) - 1. A sub-period without a return and without a
 * gain (nothing invested yet) is neutral; one without a return but with a gain or loss leaves the whole
 * period without one. No sub-period with a return at all: no return.
 */
export function linkReturns(periods: readonly PeriodReturn[]): PeriodReturn {
  let linked: Ratio | null = null;
  const pnlMinor = periods.reduce((s, p) => s + p.pnlMinor, 0);
  for (const p of periods) {
    if (p.ratio === null) {
      if (p.reason === 'NO_CAPITAL' && p.pnlMinor === 0) continue;
      return { ratio: null, reason: 'SUB_PERIOD_WITHOUT_RETURN', pnlMinor };
    }
    linked = linked === null ? p.ratio : linkTwo(linked, p.ratio);
  }
  return linked === null ? { ratio: null, reason: 'NO_CAPITAL', pnlMinor } : { ratio: linked, reason: null, pnlMinor };
}

/** A benchmark's price return between two closes (same unit): c1 / c0 - 1; null without a positive start. */
export function priceReturn(startCloseMinor: number | null, endCloseMinor: number | null): Ratio | null {
  if (startCloseMinor === null || endCloseMinor === null || startCloseMinor <= 0) return null;
  return ratio(BigInt(endCloseMinor - startCloseMinor), BigInt(startCloseMinor));
}

export { ZERO };
