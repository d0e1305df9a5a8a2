/**
 * Exact price arithmetic the order machine needs: local prices against USD thresholds and USD prices
 * for payloads. BigInt keeps the products exact (a local price in hundredths times 10^8 exceeds 2^53).
 */

/** USD price of a local price, rounded half-up to 4 decimals, as a JSON number. */
export function usdPrice4(priceMinor: number, perUsdMicro: number): number {
  // priceMinor / 100 local units / (perUsdMicro / 10^6) = USD; times 10^4 for 4 decimals.
  const numerator = BigInt(priceMinor) * 100_000_000n;
  const denominator = BigInt(perUsdMicro);
  const q = numerator / denominator;
  const r = numerator % denominator;
  return Number(2n * r >= denominator ? q + 1n : q) / 10_000;
}

/** Whether a local price converts to strictly less than `usdMinor` cents. */
export function isUsdBelow(priceMinor: number, perUsdMicro: number, usdMinor: number): boolean {
  return BigInt(priceMinor) * 1_000_000n < BigInt(usdMinor) * BigInt(perUsdMicro);
}

/** Whether a local price converts to strictly more than `usdMinor` cents. */
export function isUsdAbove(priceMinor: number, perUsdMicro: number, usdMinor: number): boolean {
  return BigInt(priceMinor) * 1_000_000n > BigInt(usdMinor) * BigInt(perUsdMicro);
}

/** Volume-weighted average of the previous average and one more fill, rounded half-up. */
export function nextAveragePrice(average: number | null, filledMicro: number, priceMinor: number, quantityMicro: number): number {
  const before = average === null ? 0n : BigInt(average) * BigInt(filledMicro);
  const total = BigInt(filledMicro + quantityMicro);
  const numerator = before + BigInt(priceMinor) * BigInt(quantityMicro);
  const q = numerator / total;
  return Number(2n * (numerator % total) >= total ? q + 1n : q);
}

export const isWholeNonNegative = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
export const isWholePositive = (n: unknown): n is number => isWholeNonNegative(n) && n > 0;
