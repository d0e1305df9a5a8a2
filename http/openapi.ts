/**
 * The OpenAPI 3.1 document, generated from the route declarations and their valibot schemas
 * (@valibot/to-json-schema). Pipes that JSON Schema cannot express (transforms, custom checks) are
 * described as far as they go; validation itself always runs the valibot schema.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { errorCatalogue, type ErrorCode } from '../engine/errors.ts';
import { isIdempotent, mountsOf, type RouteSpec } from './route.ts';
import { requiredScope } from './scopes.ts';

type JsonObject = Record<string, unknown>;

function schemaOf(schema: unknown): JsonObject {
  const json = toJsonSchema(schema as v.GenericSchema, { errorMode: 'ignore' }) as JsonObject;
  delete json.$schema;
  return json;
}

function parameters(spec: RouteSpec): JsonObject[] {
  const out: JsonObject[] = [];
  for (const [where, schema] of [['path', spec.params], ['query', spec.query]] as const) {
    if (!schema) continue;
    const json = schemaOf(schema);
    const props = (json.properties ?? {}) as Record<string, JsonObject>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, s] of Object.entries(props)) {
      out.push({ name, in: where, required: where === 'path' || required.has(name), schema: s });
    }
  }
  if (isIdempotent(spec)) {
    out.push({ name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string', minLength: 8, maxLength: 200 } });
  }
  if (spec.auth === 'apiKey') out.push(...SIGNATURE_HEADERS);
  return out;
}

/** Error responses list their codes in `x-error-codes`, so tooling (and our tests) can read them. */
function responses(spec: RouteSpec): JsonObject {
  const out: JsonObject = { [String(spec.success.status)]: { description: spec.success.description } };
  const codes = new Set<ErrorCode>(spec.errors ?? []);
  if (spec.auth !== 'none') (['AUTH_MISSING', 'AUTH_INVALID'] as const).forEach((c) => codes.add(c));
  if (spec.auth === 'apiKey') (['AUTH_SUSPENDED', 'AUTH_REVOKED', 'RATE_LIMITED', 'FORBIDDEN'] as const).forEach((c) => codes.add(c));
  if (spec.body || spec.query) (['VALIDATION_ERROR', 'INVALID_TYPE', 'MISSING_PARAM'] as const).forEach((c) => codes.add(c));
  if (spec.body) codes.add('PAYLOAD_TOO_LARGE');
  if (isIdempotent(spec)) (['MISSING_IDEMPOTENCY_KEY', 'CONFLICT'] as const).forEach((c) => codes.add(c));
  const byStatus = new Map<string, ErrorCode[]>();
  for (const code of codes) {
    const status = String(errorCatalogue[code]);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, list] of byStatus) {
    out[status] = {
      description: list.join(', '),
      'x-error-codes': list,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return out;
}

/** Signed requests (CONTRACT.md section 5): optional unless the partner's signedRequestsRequired flag is on. */
const SIGNATURE_HEADERS: readonly JsonObject[] = [
  { name: 'x-service-timestamp', in: 'header', required: false, schema: { type: 'string', pattern: '^[0-9]{1,12}$' }, description: 'Unix seconds; at most 300 s from the service clock' },
  {
    name: 'x-service-request-signature', in: 'header', required: false, schema: { type: 'string', pattern: '^[0-9a-fA-F]{64}$' },
    description: 'hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests',
  },
];

const SECURITY: Record<Exclude<RouteSpec['auth'], 'apiKey'>, JsonObject[]> = {
  idToken: [{ idToken: [] }],
  operator: [{ operatorToken: [] }],
  none: [],
};

/** API-key operations name the scope they need, in `security` and as `x-required-scope`. */
function security(spec: RouteSpec): JsonObject[] {
  if (spec.auth !== 'apiKey') return SECURITY[spec.auth];
  const scope = requiredScope(spec);
  return [{ bearerApiKey: [scope] }, { headerApiKey: [scope] }];
}

function operation(spec: RouteSpec, fullPath: string): JsonObject {
  const op: JsonObject = {
    operationId: `${spec.method.toLowerCase()}${fullPath.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: spec.summary,
    tags: [spec.tag],
    security: security(spec),
    parameters: parameters(spec),
    responses: responses(spec),
  };
  if (spec.auth === 'apiKey') op['x-required-scope'] = requiredScope(spec);
  if (spec.body) {
    const schema = schemaOf(spec.body);
    op.requestBody = { required: true, content: Object.fromEntries((spec.bodyMediaTypes ?? ['application/json']).map((type) => [type, { schema }])) };
  }
  return op;
}

const SCOPE_NOTE =
  'Each operation lists the one scope it requires (x-required-scope); `*` grants every scope. A key without the scope gets 403 FORBIDDEN with requiredScope.';

export function buildOpenApi(routes: readonly RouteSpec[]): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const mount of routes.flatMap(mountsOf)) {
    const item = (paths[mount.fullPath] ??= {});
    item[mount.spec.method.toLowerCase()] = operation(mount.spec, mount.fullPath);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Partner brokerage and market data service', version: 'v1' },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        bearerApiKey: { type: 'http', scheme: 'bearer', description: `sk_sandbox_, pk_live_, pk_data_ or service_oauth_ key. ${SCOPE_NOTE}` },
        headerApiKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: SCOPE_NOTE },
        idToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        operatorToken: { type: 'http', scheme: 'bearer' },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message', 'requestId'],
              properties: { code: { type: 'string', enum: Object.keys(errorCatalogue) }, message: { type: 'string' }, requestId: { type: 'string' } },
              additionalProperties: true,
            },
          },
        },
      },
    },
  };
}
