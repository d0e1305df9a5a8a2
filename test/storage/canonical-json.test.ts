/**
 * canonicalJson without a replacer must give byte for byte the text of the former
 * `JSON.stringify(value, sortedKeys)`: every journal hash covers that text, so existing chains verify
 * only if it never changes. The former implementation is kept here as the reference.
 */
import test from 'ava';
import fc from 'fast-check';
import { canonicalJson } from '../../storage/journal.ts';

function sortedKeys(_key: string, v: unknown): unknown {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
  const keys = Object.keys(v);
  for (let i = 1; i < keys.length; i += 1) {
    if (keys[i - 1]! > keys[i]!) {
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  }
  return v;
}

const reference = (value: unknown): string => JSON.stringify(value, sortedKeys);

/** Keys that exercise the ordering rules: index-like, near-index, unicode, empty, __proto__. */
const key = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.constantFrom('0', '1', '2', '10', '01', '-1', '4294967294', '4294967295', '1.5', 'a', 'B', 'é', '\u{1F600}', '', '__proto__', 'toJSON'),
  fc.nat({ max: 1000 }).map(String),
);

const leaf = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.double(),
  fc.integer(),
  fc.string({ maxLength: 8 }),
  fc.date({ noInvalidDate: true }),
  fc.constant(() => 1),
);

const value = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object'), tie('withToJSON')),
  array: fc.array(tie('any'), { maxLength: 5 }),
  object: fc.array(fc.tuple(key, tie('any')), { maxLength: 6 }).map((pairs) => {
    const o: Record<string, unknown> = {};
    for (const [k, v] of pairs) Object.defineProperty(o, k, { value: v, enumerable: true, configurable: true, writable: true });
    return o;
  }),
  withToJSON: tie('object').map((inner) => ({ z: 1, toJSON: () => inner })),
}));

test('canonicalJson equals the key-sorting replacer on generated values', (t) => {
  fc.assert(
    fc.property(value.any, (v) => {
      t.is(canonicalJson(v), reference(v));
    }),
    { numRuns: 3000 },
  );
});

test('canonicalJson equals the reference on JSON texts parsed back (the journal form) and on fixed edge cases', (t) => {
  fc.assert(
    fc.property(fc.jsonValue(), (v) => {
      t.is(canonicalJson(v), reference(v));
    }),
    { numRuns: 1000 },
  );
  const cases: unknown[] = [
    { b: 1, a: 2, 10: 'x', 2: 'y' },
    { 2: 'y', 10: 'x' },
    [undefined, () => 1, Symbol('s'), Number.NaN, -0, Number.POSITIVE_INFINITY],
    { a: undefined, b: () => 1, c: [undefined] },
    new Date(0),
    { d: new Date(0), n: Object(5), s: Object('ab'), f: Object(false) },
    'plain',
    7,
    null,
  ];
  for (const c of cases) t.is(canonicalJson(c), reference(c), JSON.stringify(c));
  t.is(canonicalJson(undefined), reference(undefined));
  t.throws(() => canonicalJson({ n: 1n }));
});
