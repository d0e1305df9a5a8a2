/**
 * Exact amounts. USD is held in integer cents, quantities in integer millionths. JSON numbers are
 * converted through their shortest decimal text (which JavaScript guarantees round-trips), never by
 * multiplying binary floats.
 */
export const USD_SCALE = 2;
export const QUANTITY_SCALE = 6;

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
/** A decimal in JSON's notation: sign, digits, fraction, exponent (`String(n)` writes 1e-7 and 1e+21 so). */
const JSON_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;
/** Exponents beyond any double's: such text is no amount (and would spell thousands of zeros). */
const MAX_EXPONENT = 400;

/**
 * The plain decimal text (no exponent, no leading or trailing zeros) of a decimal written in JSON's
 * notation: '1e-7' is '0.0000001', '2.50' is '2.5', '1E+3' is '1000', '-0' is '0'; null for anything else.
 * Two texts denote the same number exactly when their plain texts are equal.
 */
export function plainDecimal(text: string): string | null {
  const match = JSON_DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = '', exponentText = '0'] = match;
  let exponent = Number(exponentText) - fraction.length;
  let digits = (whole + fraction).replace(/^0+/, '');
  if (digits === '') return '0';
  const trailing = digits.length - digits.replace(/0+$/, '').length;
  digits = digits.slice(0, digits.length - trailing);
  exponent += trailing;
  if (Math.abs(exponent) > MAX_EXPONENT) return null;
  let plain: string;
  if (exponent >= 0) plain = digits + '0'.repeat(exponent);
  else if (digits.length + exponent > 0) plain = `${digits.slice(0, digits.length + exponent)}.${digits.slice(digits.length + exponent)}`;
  else plain = `0.${'0'.repeat(-(digits.length + exponent))}${digits}`;
  return sign + plain;
}

/** The exact decimal text of a number (its shortest decimal, without an exponent): 2.1 is '2.1', 1e-7 is '0.0000001'. */
export const decimalText = (value: number): string => plainDecimal(String(value)) ?? String(value);

/** Minor units of `value` at `scale` decimals, or null when it has more decimals or is out of range. */
export function toMinor(value: number, scale: number): number | null {
  if (!Number.isFinite(value)) return null;
  // The shortest decimal that reads back as `value`, written without an exponent (1e-7 is 0.0000001).
  const match = DECIMAL.exec(plainDecimal(String(value)) ?? '');
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
