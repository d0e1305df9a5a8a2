/**
 * The arithmetic of a split: the ratio 'new:old', units rescaled in exact integers, and the
 * cash in lieu of a whole-share fraction.
 */
const MICRO = 1_000_000n;

export interface Ratio {
  readonly newShares: bigint;
  readonly oldShares: bigint;
}

export const ratioOf = (text: string): Ratio => {
  const [n, o] = text.split(':');
  return { newShares: BigInt(n!), oldShares: BigInt(o!) };
};

/** Units (millionths) after the split, rounded down to the millionth, or to the whole share on a whole-share exchange. */
export function scaledUnits(unitsMicro: number, r: Ratio, whole: boolean): number {
  const exact = (BigInt(unitsMicro) * r.newShares) / r.oldShares;
  return Number(whole ? (exact / MICRO) * MICRO : exact);
}

function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const q = numerator / denominator;
  return 2n * (numerator % denominator) >= denominator ? q + 1n : q;
}

/**
 * USD cents for the part of `oldMicro` (pre-split units) that did not become `newMicro` whole shares:
 * (old x new - kept x old) / new pre-split millionths, at the pre-split price, rounded half-up once.
 */
export function cashInLieuMinor(oldMicro: number, newMicro: number, r: Ratio, priceMinor: number, minorDigits: number, perUsdMicro: number): number {
  const leftoverTimesNew = BigInt(oldMicro) * r.newShares - BigInt(newMicro) * r.oldShares;
  if (leftoverTimesNew <= 0n) return 0;
  const numerator = leftoverTimesNew * BigInt(priceMinor) * 100n * MICRO;
  const denominator = r.newShares * MICRO * 10n ** BigInt(minorDigits) * BigInt(perUsdMicro);
  return Number(divideHalfUp(numerator, denominator));
}
