/**
 * http/openapi-components.ts moves named schemas, event envelopes and error answers into `components`:
 * following every `$ref` of the result must give back exactly the document it was given (a property
 * over generated schema trees with colliding titles), and the served partner document refers to its
 * named schemas instead of repeating them.
 */
import test from 'ava';
import fc from 'fast-check';
import { hoistSharedParts } from '../../http/openapi-components.ts';
import { PRODUCTION, startTestServer } from '../helpers/server.ts';

type Json = Record<string, unknown>;

/** Every schema and response `$ref` replaced by what it names, recursively: the document as it read inlined. */
function inlined(doc: Json, node: unknown): unknown {
  if (Array.isArray(node)) return node.map((x) => inlined(doc, x));
  if (typeof node !== 'object' || node === null) return node;
  const ref = (node as Json).$ref;
  if (typeof ref === 'string' && /^#\/components\/(schemas|responses)\//.test(ref)) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Json)[key], doc);
    return inlined(doc, target);
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inlined(doc, v)]));
}

/** Titles of inline schemas (objects with a string `title`), examples and constants aside. */
function titledSchemas(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(titledSchemas);
  if (typeof node !== 'object' || node === null) return [];
  const own = typeof (node as Json).title === 'string' ? [(node as Json).title as string] : [];
  return own.concat(
    Object.entries(node)
      .filter(([k]) => !['example', 'examples', 'const', 'default', 'enum'].includes(k))
      .flatMap(([, v]) => titledSchemas(v)),
  );
}

const titles = fc.constantFrom('Order', 'Quote', 'Order Line', 'Error');
const schemaTree = fc.letrec((tie) => ({
  leaf: fc.oneof(
    fc.record({ type: fc.constantFrom('string', 'integer', 'boolean') }),
    fc.record({ type: fc.constant('string'), title: titles }),
    // A member called `title` holds a value, not a name: examples are data.
    fc.record({ type: fc.constant('object'), examples: fc.constant([{ title: 'not a schema' }]) }),
  ),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    tie('leaf'),
    fc.record(
      {
        type: fc.constant('object'),
        properties: fc.dictionary(fc.constantFrom('a', 'b', 'title', 'items'), tie('node'), { maxKeys: 3 }),
        title: titles,
      },
      { requiredKeys: ['type', 'properties'] },
    ),
    fc.record({ type: fc.constant('array'), items: tie('node') }),
  ),
})).node;

const errorAnswer = fc.record({
  description: fc.constant('refused'),
  'x-error-codes': fc.constantFrom(['NOT_FOUND'], ['AUTH_MISSING', 'AUTH_INVALID']),
  headers: fc.constantFrom(
    { 'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' } },
    { 'X-RateLimit-Limit': { $ref: '#/components/headers/X-RateLimit-Limit' } },
  ),
});

const documentOf = (schemas: unknown[], errors: unknown[]): Json => ({
  paths: Object.fromEntries(
    schemas.map((schema, i) => [
      `/p${i}`,
      { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema } } }, ...(errors[i] ? { '404': errors[i] } : {}) } } },
    ]),
  ),
  components: { headers: { 'X-Request-Id': { schema: { type: 'string' } }, 'X-RateLimit-Limit': { schema: { type: 'integer' } } }, schemas: {} },
});

test('following every $ref of the hoisted document gives back the document it was given', (t) => {
  fc.assert(
    fc.property(fc.array(schemaTree, { minLength: 1, maxLength: 6 }), fc.array(fc.option(errorAnswer), { maxLength: 6 }), (schemas, errors) => {
      const original = documentOf(schemas, errors);
      const hoisted = hoistSharedParts(structuredClone(original));
      t.deepEqual(inlined(hoisted, hoisted.paths), original.paths);
      const names = [...Object.keys((hoisted.components as Json).schemas as Json), ...Object.keys((hoisted.components as Json).responses as Json)];
      t.true(
        names.every((n) => /^[A-Za-z0-9._-]+$/.test(n)),
        names.join(),
      );
    }),
    { numRuns: 150 },
  );
});

test('an event envelope becomes a reference to its component wherever it is embedded', (t) => {
  const envelope = { type: 'object', properties: { event: { const: 'order.filled' }, data: { type: 'object' } } };
  const doc: Json = {
    paths: {
      '/events': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: envelope } } } } } } },
    },
    components: { schemas: { OrderFilledEvent: envelope } },
  };
  const hoisted = hoistSharedParts(structuredClone(doc), { OrderFilledEvent: envelope });
  const schema = (hoisted.paths as any)['/events'].get.responses['200'].content['application/json'].schema;
  t.deepEqual(schema.items, { $ref: '#/components/schemas/OrderFilledEvent' });
  t.deepEqual(inlined(hoisted, hoisted.paths), doc.paths);
});

test('the served partner document names its shared schemas once and refers to them', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.close());
  const doc = (await server.request('GET', `${PRODUCTION}/openapi.json`)).body as Json;
  const text = JSON.stringify(doc);
  const schemas = (doc.components as Json).schemas as Json;
  t.truthy(schemas.OrderFilledEvent, 'event envelopes are components');
  t.true(Object.keys((doc.components as Json).responses as Json).length > 10, 'error answers are components');
  const refs = (name: string): number => text.split(`"#/components/schemas/${name}"`).length - 1;
  t.true(refs('OrderFilledEvent') >= 2, 'the webhook and the event reads refer to the same envelope');
  // No schema with a title is left inline in the paths: each is a component.
  t.deepEqual(titledSchemas(doc.paths), []);
  t.true(text.length < 1_200_000, `the partner document is ${text.length} bytes`);
});
