/**
 * JSON numbers read as they are written. JSON.parse reads a number into the nearest double, and every
 * amount check then reads that double's shortest decimal (engine/money.ts). Where that decimal is not the
 * number the text wrote (`10.0000000000000001` reads as 10, `9007199254740993` as ...992, `1e-400` as 0),
 * acting on it would act on a value the client never sent: the body is refused, naming the member, and a
 * client that needs more digits sends the decimal as a string (http/validation.ts `decimalInput`).
 * Every number a body holds is held to this, like the range check of http/json-shape.ts.
 *
 * A decimal of at most 15 significant digits in a double's normal range always reads back as written, so
 * only a body whose text has a longer run of digits or an exponent is scanned; the scan skips strings.
 */
import { plainDecimal } from '../engine/money.ts';

/** A run of 16 digits, 17 digits-or-point, or a digit before an exponent mark: a number that may not read back. */
const CANDIDATE = /\d{16}|[\d.]{17}|\d[eE]/;
/** A string (skipped whole, escapes included) or a number token, left to right. */
const TOKENS = /"[^"\\]*(?:\\.[^"\\]*)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;
/** 15 digits and no exponent: reads back as written whatever they are. */
const SHORT = /^-?[\d.]{1,16}$/;

export interface InexactNumber {
  /** The member holding it (dot-separated path from the body's root; `(root)` when not found). */
  readonly param: string;
  readonly message: string;
}

/** Does the number text `token` read back, as a double, as the same decimal? */
function readsBack(token: string): boolean {
  if (SHORT.test(token) && token.replace(/[-.]/g, '').length <= 15) return true;
  const read = plainDecimal(token);
  return read !== null && read === plainDecimal(String(Number(token)));
}

/** Where in `body` the double `value` sits (the first member holding it), as a dot-separated path. */
function pathOf(body: unknown, value: number): string {
  const stack: { node: unknown; path: string[] }[] = [{ node: body, path: [] }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if (typeof node === 'number' && Object.is(node, value)) return path.join('.') || '(root)';
    if (node === null || typeof node !== 'object') continue;
    const entries = Object.entries(node);
    for (let i = entries.length - 1; i >= 0; i -= 1) stack.push({ node: entries[i]![1], path: [...path, entries[i]![0]] });
  }
  return '(root)';
}

/** The first number of a JSON body's text that does not read back as written, or null when every one does. */
export function inexactNumber(text: string, body: unknown): InexactNumber | null {
  if (!CANDIDATE.test(text)) return null;
  TOKENS.lastIndex = 0;
  for (let match = TOKENS.exec(text); match !== null; match = TOKENS.exec(text)) {
    const token = match[0];
    if (token.charCodeAt(0) === 34 /* " */ || readsBack(token)) continue;
    TOKENS.lastIndex = 0;
    return {
      param: pathOf(body, Number(token)),
      message: `the number ${token.length > 40 ? `${token.slice(0, 40)}...` : token} has more digits than a JSON number carries exactly (about 15 significant digits); send it as a decimal string`,
    };
  }
  return null;
}
