/**
 * Moves the parts a generated OpenAPI document repeats into `components`, referred to by `$ref`: every
 * named schema (a valibot schema with a title, http/schemas/wire.ts `named`) becomes
 * `components/schemas/<title>`, and every error answer (status, codes, headers) becomes one
 * `components/responses` entry. The partner document mounts most routes twice (production and sandbox)
 * and each operation lists up to eight error answers: inlined, that was about 2.5 MB for /docs to render.
 * Nothing changes for validation: responses are still checked with the valibot schemas themselves.
 */
type JsonObject = Record<string, unknown>;

/** Members whose values are data (examples, enumerations), not schemas: a `title` in them is a value. */
const DATA_MEMBERS = new Set(['example', 'examples', 'const', 'default', 'enum']);

const isObject = (x: unknown): x is JsonObject => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A component name as OpenAPI allows it (^[a-zA-Z0-9.\-_]+$). */
const componentName = (text: string): string => text.replace(/[^A-Za-z0-9._-]+/g, '') || 'Schema';

/** Registers `value` under `name` in `into`, or under `name2`, `name3`... when another value holds the name. */
function register(into: JsonObject, name: string, value: unknown): string {
  const text = JSON.stringify(value);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? name : `${name}${n}`;
    const held = into[candidate];
    if (held === undefined) {
      into[candidate] = value;
      return candidate;
    }
    if (JSON.stringify(held) === text) return candidate;
  }
}

/** An event envelope's schema: its `event` member is a constant (http/event-payloads.ts). */
const isEnvelope = (o: JsonObject): boolean => isObject(o.properties) && isObject(o.properties.event) && typeof o.properties.event.const === 'string';

/**
 * Children first, so a named schema's own named members are references inside its component. Event
 * envelopes (already components, by event name) are found by content: the event list and the
 * single-event read embed the same schemas the webhooks section names.
 */
function hoistSchemas(node: unknown, schemas: JsonObject, envelopes: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(node)) return node.map((x) => hoistSchemas(x, schemas, envelopes));
  if (!isObject(node)) return node;
  const known = isEnvelope(node) ? envelopes.get(JSON.stringify(node)) : undefined;
  if (known) return { $ref: `#/components/schemas/${known}` };
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) out[key] = DATA_MEMBERS.has(key) ? value : hoistSchemas(value, schemas, envelopes);
  if (typeof out.title !== 'string' || '$ref' in out) return out;
  return { $ref: `#/components/schemas/${register(schemas, componentName(out.title), out)}` };
}

/** `AUTH_MISSING.AUTH_INVALID`, with the headers that tell two answers of the same codes apart. */
function errorResponseName(response: JsonObject, codes: readonly unknown[]): string {
  const headers = isObject(response.headers) ? response.headers : {};
  const variants = [headers['X-RateLimit-Limit'] ? 'RateLimited' : '', headers.Deprecation ? 'Deprecated' : ''].filter(Boolean);
  return componentName([codes.join('.'), ...variants].join('.'));
}

function hoistErrorResponses(operation: JsonObject, responses: JsonObject): void {
  const answers = operation.responses;
  if (!isObject(answers)) return;
  for (const [status, response] of Object.entries(answers)) {
    const codes: unknown = isObject(response) ? response['x-error-codes'] : undefined;
    if (!isObject(response) || !Array.isArray(codes)) continue;
    answers[status] = { $ref: `#/components/responses/${register(responses, `${status}.${errorResponseName(response, codes)}`, response)}` };
  }
}

const operationsOf = (items: unknown): JsonObject[] =>
  isObject(items) ? Object.values(items).flatMap((item) => (isObject(item) ? Object.values(item).filter(isObject) : [])) : [];

/** The component name of an event's envelope: `order.filled` -> `OrderFilledEvent`. */
export const envelopeComponentName = (event: string): string =>
  `${event.replace(/(^|[^A-Za-z0-9])([a-z0-9])/g, (_m, _sep: string, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, '')}Event`;

/**
 * `envelopes` are the event envelope schemas by component name, already in `components/schemas` (the
 * webhooks section refers to them); wherever else the same schema appears it becomes a reference too.
 */
export function hoistSharedParts(document: JsonObject, envelopes: Readonly<Record<string, JsonObject>> = {}): JsonObject {
  const components = document.components;
  if (!isObject(components) || !isObject(components.schemas)) throw new Error('the document has no components.schemas to hoist into');
  const schemas = components.schemas;
  const responses: JsonObject = {};
  const byContent = new Map(Object.entries(envelopes).map(([name, schema]) => [JSON.stringify(schema), name]));
  for (const key of ['paths', 'webhooks'] as const) {
    if (document[key] === undefined) continue;
    document[key] = hoistSchemas(document[key], schemas, byContent);
    for (const operation of operationsOf(document[key])) hoistErrorResponses(operation, responses);
  }
  components.responses = sortedByName(responses);
  components.schemas = sortedByName(schemas);
  return document;
}

const sortedByName = (o: JsonObject): JsonObject => Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
