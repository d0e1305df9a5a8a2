/**
 * valibot as the HTTP layer uses it: everything valibot exports, except that the object-shaped schemas
 * (object, looseObject, strictObject, objectWithRest, record) refuse an array. valibot accepts any
 * `typeof value === 'object'` there, so `[1, 2]` passed for a record and came out as `{"0": 1, "1": 2}`
 * (intended in valibot 1.x, possibly changed in a later major: github.com/fabian-hiller/valibot/issues/1387 and /1630). A JSON array is not a
 * JSON object: here it fails as a type issue (400 INVALID_TYPE), wherever the schema sits in a body.
 * Route files import `* as v` from this module, never from 'valibot' (test/architecture.test.ts).
 */
import * as valibot from 'valibot';

export * from 'valibot';

/** The issue an array gets where an object is declared: a schema-kind issue, so it reads as a type error. */
const notAnArray = valibot.custom<never>(() => false, 'Invalid type: Expected Object but received Array');

type Runner = valibot.GenericSchema['~run'];

/**
 * The same schema (same type, entries and metadata, so the OpenAPI document and valibot's own helpers
 * such as partial or pick see no difference) whose run refuses an array before the object checks.
 */
function refusingArrays<S extends valibot.GenericSchema>(schema: S): S {
  const run: Runner = schema['~run'];
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(schema)) as S;
  const guarded: Runner = function (this: S, dataset, config) {
    if (Array.isArray(dataset.value)) return notAnArray['~run'](dataset, config) as ReturnType<Runner>;
    return run.call(this, dataset, config);
  };
  Object.defineProperty(copy, '~run', { value: guarded, enumerable: true, writable: false, configurable: false });
  return copy;
}

type AnyFactory = (...args: never[]) => valibot.GenericSchema;
const guard = <F extends AnyFactory>(factory: F): F => ((...args: Parameters<F>) => refusingArrays(factory(...args))) as F;

export const object = guard(valibot.object);
export const looseObject = guard(valibot.looseObject);
export const strictObject = guard(valibot.strictObject);
export const objectWithRest = guard(valibot.objectWithRest);
export const record = guard(valibot.record);
