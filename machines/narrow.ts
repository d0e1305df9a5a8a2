/**
 * Narrowing without casts: checks that tell the compiler what a value is, for the places where a
 * string or an object key comes back from a wider type (a state value, a stored name, Object.keys).
 */

/** Whether `value` is one of `list`: a string narrowed to the list's literal union. */
export function isOneOf<S extends string>(list: readonly S[], value: unknown): value is S {
  return list.some((item) => item === value);
}

/** A plain object's fields by name (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The keys of an object whose keys are exactly its type's keys (a literal table such as a catalogue of
 * codes): `Object.keys` answers `string[]` because a wider object may hold more. The one place such a
 * table's keys are named as its key type.
 */
export function keysOf<T extends object>(table: T): (keyof T & string)[] {
  return Object.keys(table) as (keyof T & string)[];
}

/** The entries of such a table, typed as its keys and values. */
export function entriesOf<T extends object>(table: T): [keyof T & string, T[keyof T]][] {
  return keysOf(table).map((key) => [key, table[key]]);
}
