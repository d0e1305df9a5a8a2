/**
 * Building blocks of every response schema: how the views put timestamps, dates, amounts and list
 * pages on the wire. Response schemas describe exactly what a view answers: strict objects (an
 * undocumented key fails the end-to-end validation), nullable where the view may answer null, optional
 * only where it may leave the key out.
 */
import * as v from '../schema.ts';

/** A reusable schema with a name and words, so its OpenAPI component reads on its own. */
export const named = <S extends v.GenericSchema>(title: string, description: string, schema: S) => v.pipe(schema, v.title(title), v.description(description));

/** An instant as the views print it: ISO 8601, UTC (`Date.toISOString()`) or an exchange's local time with its offset. */
export const Timestamp = v.pipe(v.string(), v.isoTimestamp(), v.description('ISO 8601 instant'));
export const NullableTimestamp = v.nullable(Timestamp);
/** A USD amount: a JSON number with at most two decimals (an exact integer of cents divided once). */
export const Usd = v.pipe(v.number(), v.description('USD amount, at most 2 decimals'));
/** A count or another whole number. */
export const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
export const Side = v.picklist(['BUY', 'SELL']);
/** A calendar date 'YYYY-MM-DD'. */
export const DateText = v.pipe(v.string(), v.isoDate());
export const Integer = v.pipe(v.number(), v.integer());
export const NullableInteger = v.nullable(Integer);
export const Tier = v.picklist(['starter', 'growth', 'enterprise']);

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
