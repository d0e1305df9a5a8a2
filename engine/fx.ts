/**
 * Exact currency conversion with rates written as decimal text of local units per USD (the managed FX
 * table's form, e.g. '129.20'). Amounts are integer minor units; the division happens once, in
 * BigInt, and rounds half-up to the cent, so no binary float ever touches money.
 */

const RATE_TEXT = /^(\d+)(?:\.(\d+))?$/;

/** The rate as an exact fraction: `numerator / 10^scale` local units per USD. */
export interface ExactRate {
  readonly numerator: bigint;
  readonly scale: number;
}

/** Parses a positive decimal rate of at most `maxDecimals` places; null for anything else. */
export function exactRate(text: string, maxDecimals = 8): ExactRate | null {
  const match = RATE_TEXT.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > maxDecimals) return null;
  const numerator = BigInt(match[1]! + fraction);
  if (numerator <= 0n) return null;
  return { numerator, scale: fraction.length };
}

function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  return 2n * remainder >= denominator ? quotient + 1n : quotient;
}

/**
 * USD cents of `localMinor` hundredths of a local currency at `rate` local units per USD:
 * cents = localMinor / perUsd, rounded half-up. Both amounts are non-negative.
 */
export function localMinorToUsdMinor(localMinor: number, rate: ExactRate): number {
  if (!Number.isSafeInteger(localMinor) || localMinor < 0) throw new Error(`not a non-negative minor amount: ${localMinor}`);
  const cents = divideHalfUp(BigInt(localMinor) * 10n ** BigInt(rate.scale), rate.numerator);
  return Number(cents);
}
