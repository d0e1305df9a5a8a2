/**
 * Building blocks of the response schemas: wire scalars (timestamps, dates, integers) and the page
 * envelope every cursor-paginated list shares. Response objects are strict (an undeclared member fails
 * validation) so the end-to-end suite catches a field the document does not carry, not only a missing one.
 */
import * as v from '../schema.ts';

/** A reusable schema with a name and words, so its OpenAPI component reads on its own. */
export const named = <S extends v.GenericSchema>(title: string, description: string, schema: S) => v.pipe(schema, v.title(title), v.description(description));

/** An instant as the service writes it: ISO 8601 (UTC with milliseconds, or a local time with its offset). */
export const Timestamp = v.pipe(v.string(), v.isoTimestamp());
export const NullableTimestamp = v.nullable(Timestamp);
/** A calendar date 'YYYY-MM-DD'. */
export const DateText = v.pipe(v.string(), v.isoDate());
export const Integer = v.pipe(v.number(), v.integer());
export const NullableInteger = v.nullable(Integer);

/** The members a cursor page adds to its list (http/pagination.ts `PageMeta`). */
export const PageEntries = {
  count: Integer,
  hasMore: v.boolean(),
  nextCursor: v.nullable(v.string()),
};
