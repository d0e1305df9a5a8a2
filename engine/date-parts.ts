/** The numbers of a calendar date (`YYYY-MM-DD`) and of a wall-clock time (`HH:MM`); a missing part is NaN. */

/** `2026-03-09` as `[2026, 3, 9]` (month 1-based). */
export function dateParts(date: string): [year: number, month: number, day: number] {
  const [y, m, d] = date.split('-');
  return [Number(y), Number(m), Number(d)];
}

/** `09:30` as `[9, 30]`; also reads a `new:old` ratio (`3:2`) by its separator. */
export function pairParts(text: string, separator = ':'): [first: number, second: number] {
  const [a, b] = text.split(separator);
  return [Number(a), Number(b)];
}
