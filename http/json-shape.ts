/**
 * What JSON.parse accepts but a request body may not hold:
 * - nesting deeper than MAX_JSON_DEPTH. No request needs more than a few levels, and every recursive
 *   walk downstream (canonical JSON for the idempotency fingerprint and the journal, valibot) would
 *   overflow the stack on a few thousand: 4.5 KB of brackets was a 500 on every mutating route.
 * - a number outside a double's range: `1e400` parses as Infinity, which JSON cannot carry back (the
 *   journal would store null where the request said a number).
 * The walk is iterative (an explicit stack), so the check cannot overflow whatever the depth; V8's
 * JSON.parse is iterative too, so nothing recursive has touched the value before this runs.
 */

/** Containers nested in containers, the body's own object or array counting as level 1. */
export const MAX_JSON_DEPTH = 64;

/** Why `value` is not an acceptable body, or null when it is. */
export function jsonShapeProblem(value: unknown): string | null {
  const values: unknown[] = [value];
  const depths: number[] = [1];
  while (values.length > 0) {
    const current = values.pop();
    const depth = depths.pop()!;
    if (typeof current === 'number') {
      if (!Number.isFinite(current)) return 'the request body holds a number outside the range of a double';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth > MAX_JSON_DEPTH) return `the request body nests deeper than ${MAX_JSON_DEPTH} levels`;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (typeof child === 'number' || (child !== null && typeof child === 'object')) {
        values.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return null;
}
