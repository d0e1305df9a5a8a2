/**
 * Exact amounts. USD is held in integer cents, quantities in integer millionths. JSON numbers are
 * converted through their shortest decimal text (which JavaScript guarantees round-trips), never by
 * multiplying binary floats.
 */
export const USD_SCALE = 2;
export const QUANTITY_SCALE = 6;

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Minor units of `value` at `scale` decimals, or null when it has more decimals or is out of range. */
export function toMinor(value: number, scale: number): number | null {
  if (!Number.isFinite(value)) return null;
  const match = DECIMAL.exec(String(value));
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > scale) return null;
  const minor = Number(whole + fraction.padEnd(scale, '0'));
  if (!Number.isSafeInteger(minor)) return null;
  return sign === '-' ? -minor : minor;
}

/** The JSON number for `minor` units: an exact integer divided once, which prints as the exact decimal. */
export function fromMinor(minor: number, scale: number): number {
  return minor / 10 ** scale;
}

export const usdToMinor = (value: number): number | null => toMinor(value, USD_SCALE);
export const usdFromMinor = (minor: number): number => fromMinor(minor, USD_SCALE);

/** Round half-up (away from zero for positives) of numerator/denominator, both integers. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  const q = Math.trunc(numerator / denominator);
  const r = numerator - q * denominator;
  return 2 * Math.abs(r) >= Math.abs(denominator) ? q + Math.sign(numerator) * Math.sign(denominator) : q;
}

/** Minor units of a decimal text such as '28.50' at `scale` decimals; throws on anything else. */
export function decimalTextToMinor(text: string, scale: number): number {
  const match = DECIMAL.exec(text);
  if (!match || (match[3] ?? '').length > scale) throw new Error(`not a decimal with at most ${scale} places: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const minor = Number(whole + fraction.padEnd(scale, '0'));
  return sign === '-' ? -minor : minor;
}
