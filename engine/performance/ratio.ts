/**
 * Exact rational numbers over BigInt for the performance maths: returns are ratios of
 * integer cents and milliseconds, so they are kept exact until they are printed once, as a decimal
 * string or whole basis points. No binary float ever holds a return.
 */
export interface Ratio {
  readonly num: bigint;
  /** Always positive. */
  readonly den: bigint;
}

const abs = (n: bigint): bigint => (n < 0n ? -n : n);

function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** num / den, sign on the numerator, reduced. `den` must not be zero. */
export function ratio(num: bigint, den: bigint): Ratio {
  if (den === 0n) throw new RangeError('a ratio needs a non-zero denominator');
  const sign = den < 0n ? -1n : 1n;
  const g = gcd(num, den) || 1n;
  return { num: (sign * num) / g, den: (sign * den) / g };
}

export const ZERO: Ratio = { num: 0n, den: 1n };

/** (1 + a)(1 + b) - 1: two consecutive returns linked geometrically. Not reduced (a gcd of long products costs more than it saves). */
export function linkTwo(a: Ratio, b: Ratio): Ratio {
  const num = (a.den + a.num) * (b.den + b.num) - a.den * b.den;
  return { num, den: a.den * b.den };
}

export const equal = (a: Ratio, b: Ratio): boolean => a.num * b.den === b.num * a.den;

/** Rounds num / den to an integer, half away from zero. */
function roundDiv(num: bigint, den: bigint): bigint {
  const q = abs(num) / den;
  const r = abs(num) % den;
  const rounded = 2n * r >= den ? q + 1n : q;
  return num < 0n ? -rounded : rounded;
}

/** The ratio as a decimal string with `places` decimals, half away from zero ("0.012346", "-0.100000"). */
export function toDecimal(r: Ratio, places = 6): string {
  const scaled = roundDiv(r.num * 10n ** BigInt(places), r.den);
  const digits = abs(scaled)
    .toString()
    .padStart(places + 1, '0');
  const sign = scaled < 0n ? '-' : '';
  return `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** The ratio in whole basis points (1 bp = 0.0001), half away from zero. */
export const toBps = (r: Ratio): number => Number(roundDiv(r.num * 10_000n, r.den));
