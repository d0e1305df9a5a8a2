/**
 * Building blocks of the response schemas of the trading and sub-account routes: how the views put
 * timestamps, amounts and list pages on the wire. Response schemas describe exactly what a view
 * answers: strict objects (an undocumented key fails the end-to-end validation), nullable where the
 * view may answer null, optional only where it may leave the key out.
 */
import * as v from '../schema.ts';

/** An instant as the views print it: `Date.toISOString()`, always UTC. */
export const Timestamp = v.pipe(v.string(), v.isoTimestamp(), v.description('ISO 8601 instant in UTC'));
export const NullableTimestamp = v.nullable(Timestamp);
/** A USD amount: a JSON number with at most two decimals (an exact integer of cents divided once). */
export const Usd = v.pipe(v.number(), v.description('USD amount, at most 2 decimals'));
/** A count or another whole number. */
export const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
export const Side = v.picklist(['BUY', 'SELL']);

/** The cursor page meta every paginated list adds beside its items (http/pagination.ts). */
export const pageMeta = {
  count: Count,
  hasMore: v.boolean(),
  nextCursor: v.nullable(v.pipe(v.string(), v.description('opaque signed cursor for the next page; null on the last page'))),
};

/** A page of items under `key`, with the page meta, titled for the OpenAPI components. */
export function pageSchema<K extends string, S extends v.GenericSchema>(key: K, item: S, title: string) {
  return v.pipe(v.strictObject({ [key]: v.array(item), ...pageMeta } as { [P in K]: v.ArraySchema<S, undefined> } & typeof pageMeta), v.title(title));
}
