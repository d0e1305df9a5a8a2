/**
 * The OpenAPI 3.1 documents, generated from the route declarations and their valibot schemas
 * (@valibot/to-json-schema): the partner document (every base but the operator's, plus the webhooks a
 * partner receives) and the operator document (the admin base). Pipes that JSON Schema cannot express
 * (transforms, custom checks) are described as far as they go; validation itself always runs valibot.
 * Each operation carries its success bodies, the error statuses it can answer, the headers the
 * pipeline sets (request id, rate limit, Retry-After, idempotent replay, deprecation) and the request
 * headers it reads (idempotency, signatures, Last-Event-ID, the sandbox scenario headers).
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { errorCatalogue, type ErrorCode } from '../engine/errors.ts';
import { isRecord } from '../engine/narrow.ts';
import { EVENT_ENVELOPES, EVENT_FIELD_FORMS } from './event-payloads.ts';
import { partnerIntroduction } from './guides.ts';
import { envelopeComponentName, hoistSharedParts } from './openapi-components.ts';
import { deprecationHeaders, lifecycleFor } from './lifecycle.ts';
import { isConditionalRead } from './conditional-reads.ts';
import { declaredErrors, ErrorBody, OAuthErrorBody, successResponses } from './responses.ts';
import { DOCUMENT_SERVERS, environmentNote, operatorPlacements, partnerPlacements, type Placement } from './openapi-servers.ts';
import { BASE_PATHS, isIdempotent, mountsOf, type Mount, type RouteSpec } from './route.ts';
import { requiredScope } from './scopes.ts';
import { BODY_RULES } from './json-shape.ts';

type JsonObject = Record<string, unknown>;
export type Audience = 'partner' | 'operator';

function schemaOf(schema: v.GenericSchema) {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, { errorMode: 'ignore' });
  return json;
}

const ref = (kind: 'schemas' | 'headers' | 'parameters', name: string): JsonObject => ({ $ref: `#/components/${kind}/${name}` });

/** An API-key operation served on the sandbox base (documented once for both environments). */
const isSandboxKeyRoute = (mount: Mount): boolean => mount.spec.auth === 'apiKey' && mountsOf(mount.spec).some((m) => m.env === 'sandbox');
const isDeprecated = (mount: Mount): boolean => lifecycleFor(mount.fullPath) !== null;

const IDEMPOTENCY_KEY_NOTE =
  'A unique key per logical action (a UUID): a retry with the same key and request gets the stored answer (`Idempotent-Replayed: true`) and nothing runs twice; kept 24 h. See the guide "Idempotency and retries".';
/** A well-formed example; a key is single-use, so the reference page shows a fresh one instead. */
export const IDEMPOTENCY_KEY_EXAMPLE = '0b7d5c1e-8a4f-4f3e-9c2a-6d1e5f7a9b3c';

function parameters(mount: Mount): JsonObject[] {
  const { spec } = mount;
  const out: JsonObject[] = [];
  for (const [where, schema] of [
    ['path', spec.params],
    ['query', spec.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema);
    const props = json.properties ?? {};
    const required = new Set(json.required ?? []);
    for (const [name, s] of Object.entries(props)) {
      out.push({ name, in: where, required: where === 'path' || required.has(name), schema: s });
    }
  }
  if (isIdempotent(spec)) {
    out.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description: IDEMPOTENCY_KEY_NOTE,
      schema: { type: 'string', minLength: 8, maxLength: 200 },
      // The reference page replaces it with a fresh key per operation on every load (http/routes/docs.ts).
      example: IDEMPOTENCY_KEY_EXAMPLE,
    });
  }
  if (spec.auth === 'apiKey') out.push(ref('parameters', 'ServiceTimestamp'), ref('parameters', 'ServiceRequestSignature'));
  if (mount.spec.path === '/stream') out.push(ref('parameters', 'LastEventId'));
  if (isSandboxKeyRoute(mount)) out.push(ref('parameters', 'SandboxForceError'), ref('parameters', 'SandboxForceStatus'));
  if (isConditionalRead(spec)) out.push(ref('parameters', 'IfNoneMatch'));
  if (spec.method === 'GET' && !isNodeLocal(mount)) out.push(ref('parameters', 'ConsistencyPosition'));
  return out;
}

/** Headers every answer of the operation carries. */
function commonHeaders(mount: Mount): JsonObject {
  const headers: JsonObject = { 'X-Request-Id': ref('headers', 'X-Request-Id') };
  if (mount.spec.auth === 'apiKey' || mount.spec.path === '/oauth/token') {
    for (const name of RATE_LIMIT_HEADERS) headers[name] = ref('headers', name);
  }
  if (isDeprecated(mount)) for (const name of DEPRECATION_HEADERS) headers[name] = ref('headers', name);
  if (!isNodeLocal(mount)) headers['Consistency-Position'] = ref('headers', 'Consistency-Position');
  return headers;
}

/** Answered by the node asked, never forwarded in cluster mode (http/middleware/forward.ts): no consistency position. */
const isNodeLocal = (mount: Mount): boolean => ['/healthz', '/readyz', '/cluster', '/metrics'].includes(mount.spec.path);

function successContent(schema: v.GenericSchema | undefined, mediaType: string | undefined): JsonObject | undefined {
  if (!schema) return undefined;
  return { [mediaType ?? 'application/json']: { schema: schemaOf(schema) } };
}

/**
 * Success answers carry their body schemas; error answers list their codes in `x-error-codes` (so
 * tooling, and our tests, can read them) and the envelope, with an example of the first code.
 */
function responses(mount: Mount): JsonObject {
  const { spec } = mount;
  const headers = commonHeaders(mount);
  const out: JsonObject = {};
  for (const r of successResponses(spec)) {
    const successHeaders = isIdempotent(spec) ? { ...headers, 'Idempotent-Replayed': ref('headers', 'Idempotent-Replayed') } : headers;
    const content = successContent(r.schema, r.mediaType);
    // Two answers may share a status in different media types (JSON or CSV by `format`): one content map.
    const earlier = out[String(r.status)];
    const prior = isRecord(earlier) && isRecord(earlier.content) ? earlier.content : undefined;
    const merged = prior || content ? { ...(prior ?? {}), ...(content ?? {}) } : null;
    const description = prior && isRecord(earlier) ? `${earlier.description}; or ${r.description}` : r.description;
    const tagged = isConditionalRead(spec) ? { ...successHeaders, ETag: ref('headers', 'ETag') } : successHeaders;
    out[String(r.status)] = { description, headers: tagged, ...(merged ? { content: merged } : {}) };
  }
  if (isConditionalRead(spec)) {
    out['304'] = { description: 'Not modified: If-None-Match named the current ETag; no body', headers: { ...headers, ETag: ref('headers', 'ETag') } };
  }
  const byStatus = new Map<string, ErrorCode[]>([...declaredErrors(mount)].sort(([a], [b]) => a - b).map(([status, codes]) => [String(status), [...codes]]));
  if (spec.errorBody) addOAuthErrors(byStatus, out, headers);
  for (const [status, list] of byStatus) {
    const retry = status === '429' || status === '503' ? { 'Retry-After': ref('headers', 'Retry-After') } : {};
    const challenge = status === '401' ? { 'WWW-Authenticate': ref('headers', 'WWW-Authenticate') } : {};
    out[status] = {
      description: list.join(', '),
      'x-error-codes': list,
      headers: { ...headers, ...retry, ...challenge },
      content: { 'application/json': { schema: ref('schemas', 'Error'), example: errorExample(list[0]!) } },
    };
  }
  return out;
}

/** The OAuth token route refuses in RFC 6749's shape; only the pipeline's own 500 and 503 are envelopes. */
function addOAuthErrors(byStatus: Map<string, ErrorCode[]>, out: JsonObject, headers: JsonObject): void {
  for (const status of [...byStatus.keys()]) if (Number(status) < 500) byStatus.delete(status);
  const described: Record<string, string> = {
    400: 'invalid_request, unsupported_grant_type or invalid_scope',
    401: 'invalid_client (with WWW-Authenticate: Basic)',
    403: 'unauthorized_client: client credentials not enabled for the partner, or the partner is suspended',
    429: 'rate_limited: too many token requests from one address',
  };
  for (const [status, description] of Object.entries(described)) {
    const retry = status === '429' ? { 'Retry-After': ref('headers', 'Retry-After') } : {};
    out[status] = {
      description,
      headers: { ...headers, ...retry },
      content: {
        'application/json': {
          schema: ref('schemas', 'OAuthError'),
          example: { error: description.split(/[ :,]/)[0], error_description: 'client authentication failed' },
        },
      },
    };
  }
}

function errorExample(code: ErrorCode): JsonObject {
  return { error: { code, message: EXAMPLE_MESSAGES[code] ?? `refused: ${code}`, requestId: 'req_01J9Z3Q4X5Y6Z7A8B9C0D1E2F3' } };
}

const EXAMPLE_MESSAGES: Partial<Record<ErrorCode, string>> = {
  AUTH_MISSING: 'an API key is required',
  VALIDATION_ERROR: 'amount: must be greater than 0',
  RATE_LIMITED: 'rate limit of 60 requests per minute exceeded',
  NOT_FOUND: 'no such resource',
  INTERNAL_ERROR: 'internal error',
};

/** Signed requests (CONTRACT.md section 5): optional unless the partner's signedRequestsRequired flag is on. */
const SIGNATURE_HEADERS: JsonObject = {
  ServiceTimestamp: {
    name: 'x-service-timestamp',
    in: 'header',
    required: false,
    schema: { type: 'string', pattern: '^[0-9]{1,12}$' },
    description: 'Unix seconds; at most 300 s from the service clock',
  },
  ServiceRequestSignature: {
    name: 'x-service-request-signature',
    in: 'header',
    required: false,
    schema: { type: 'string', pattern: '^[0-9a-fA-F]{64}$' },
    description:
      'hex HMAC-SHA256, keyed with the presented API key or token, of {timestamp}.{METHOD}.{path}{?query}.{sha256hex(body)}; single use. Required on writes when the partner requires signed requests',
  },
};

/** Names as http/middleware/rate-limit.ts sets them. */
const RATE_LIMIT_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'] as const;
/** Names as http/lifecycle.ts sets them (deprecationHeaders). */
const DEPRECATION_HEADERS = ['Deprecation', 'Sunset', 'Link'] as const;

const integerHeader = (description: string): JsonObject => ({ description, schema: { type: 'integer', minimum: 0 } });
const HEADERS: JsonObject = {
  'X-Request-Id': {
    description: 'The request id (yours, if you sent a valid X-Request-Id; otherwise generated); also in error bodies',
    schema: { type: 'string' },
  },
  'X-RateLimit-Limit': integerHeader("Requests allowed per minute for this key's bucket"),
  'X-RateLimit-Remaining': integerHeader('Requests left in the current window'),
  'X-RateLimit-Reset': integerHeader('Unix seconds when the window resets'),
  'Retry-After': integerHeader(
    'Seconds to wait before retrying (rate limit, maintenance, recovery, a full command queue); the request is safe to resend unchanged with the same Idempotency-Key',
  ),
  'Consistency-Position': integerHeader(
    'Cluster mode only: the journal position this answer reflects. Send it back on a read (request header of the same name) and any node answers only once it has applied that position: you read your own writes',
  ),
  'Idempotent-Replayed': {
    description: '`true` when this answer is the stored answer of an earlier request with the same Idempotency-Key',
    schema: { type: 'string', enum: ['true'] },
  },
  ETag: { description: 'Weak validator of the body (the same for every Content-Encoding); send it back as If-None-Match', schema: { type: 'string' } },
  'WWW-Authenticate': {
    description:
      'How to authenticate: `Bearer realm="partner-api", ApiKey realm="partner-api", header="x-api-key"` for API keys, `Bearer realm="operator"` or `Bearer realm="identity"`; `error="invalid_token"` when a credential was refused',
    schema: { type: 'string' },
  },
  Deprecation: { description: '`true`: this operation is deprecated', schema: { type: 'string', enum: ['true'] } },
  Sunset: { description: 'HTTP date from which the operation answers 410 GONE', schema: { type: 'string' } },
  Link: { description: 'The changelog (rel="deprecation") and the successor path (rel="successor-version")', schema: { type: 'string' } },
};

const PARAMETERS: JsonObject = {
  ...SIGNATURE_HEADERS,
  IfNoneMatch: {
    name: 'If-None-Match',
    in: 'header',
    required: false,
    description: 'The ETag of a body you hold: 304 without a body while it is still current',
    schema: { type: 'string' },
  },
  ConsistencyPosition: {
    name: 'Consistency-Position',
    in: 'header',
    required: false,
    description:
      'Cluster mode only: the `Consistency-Position` of an earlier answer; the node waits (up to 1 s) until it has applied that journal position, else the owner answers',
    schema: { type: 'integer', minimum: 0 },
  },
  LastEventId: {
    name: 'Last-Event-ID',
    in: 'header',
    required: false,
    description: 'Resume after this eventId (wins over ?since=); an unknown or expired id answers `event: gap` first',
    schema: { type: 'string', pattern: '^evt_\\d{14}$' },
  },
  SandboxForceError: {
    name: 'X-Sandbox-Force-Error',
    in: 'header',
    required: false,
    description: 'Sandbox keys only: answer this error code with its catalogue status; nothing changes',
    schema: { type: 'string', enum: Object.keys(errorCatalogue) },
    // Off in generated samples (`x-disabled`, Scalar's): a pasted sample must not force a refusal.
    examples: { default: { summary: 'not sent unless you test a refusal', value: 'INSUFFICIENT_FUNDS', 'x-disabled': true } },
  },
  SandboxForceStatus: {
    name: 'X-Sandbox-Force-Status',
    in: 'header',
    required: false,
    description:
      'Sandbox keys only: an error status (400 to 599) answers with its code and changes nothing; a success status overrides the status after the request ran',
    schema: { type: 'integer', minimum: 200, maximum: 599 },
  },
};

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

function operation(placement: Placement): JsonObject {
  const { spec } = placement;
  const mount = placement.mounts[0]!;
  const op: JsonObject = {
    operationId: `${spec.method.toLowerCase()}${placement.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: spec.summary,
    description: spec.description,
    tags: [spec.tag],
    ...(placement.servers ? { servers: placement.servers } : {}),
    security: security(spec),
    parameters: parameters(mount),
    responses: responses(mount),
  };
  const lifecycle = lifecycleFor(mount.fullPath);
  if (lifecycle) {
    op.deprecated = true;
    op.description =
      `**Deprecated:** use ${lifecycle.replacement}. Served with ${Object.keys(deprecationHeaders(lifecycle)).join(', ')}` +
      (lifecycle.removalDate ? `; from ${lifecycle.removalDate} it answers 410 GONE.` : '.') +
      `\n\n${spec.description}`;
  }
  const environment = environmentNote(placement);
  if (environment.sandboxOnly) op['x-sandbox-only'] = true;
  if (environment.note) op.description = op.description ? `${environment.note} ${op.description}` : environment.note;
  if (spec.auth === 'apiKey') op['x-required-scope'] = requiredScope(spec);
  if (spec.body) {
    const schema = schemaOf(spec.body);
    op.requestBody = { required: true, content: Object.fromEntries((spec.bodyMediaTypes ?? ['application/json']).map((type) => [type, { schema }])) };
  }
  return op;
}

const SCOPE_NOTE =
  'Each operation lists the one scope it requires (x-required-scope); `*` grants every scope. A key without the scope gets 403 FORBIDDEN with requiredScope.';

const SECURITY_SCHEMES: Record<Audience, JsonObject> = {
  partner: {
    bearerApiKey: { type: 'http', scheme: 'bearer', description: `sk_sandbox_, pk_live_, pk_data_ or service_oauth_ key. ${SCOPE_NOTE}` },
    headerApiKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: SCOPE_NOTE },
    idToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
  },
  operator: { operatorToken: { type: 'http', scheme: 'bearer', description: 'The operator token (OPERATOR_TOKEN)' } },
};

const INFO: Record<Audience, JsonObject> = {
  partner: {
    title: 'Partner brokerage and market data service',
    version: 'v1',
    license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
  },
  operator: {
    title: 'Partner brokerage service: operator API',
    version: 'v1',
    description: `The operator (admin) API: partners, applications, incidents, market administration, timers and the virtual clock. ${BODY_RULES}`,
    license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
  },
};

const inAudience =
  (audience: Audience) =>
  (spec: RouteSpec): boolean =>
    (spec.base === 'admin') === (audience === 'operator');

/** Every event envelope's schema, by its component name (the webhooks and the event reads refer to them). */
function envelopeSchemas(): Record<string, JsonObject> {
  return Object.fromEntries(Object.entries(EVENT_ENVELOPES).map(([name, schema]) => [envelopeComponentName(name), schemaOf(schema)]));
}

const WEBHOOK_DELIVERY_NOTE = [
  'Signed twice with the webhook secret: `x-service-signature` is the hex HMAC-SHA256 of the raw body (as specified);',
  '`x-service-signature-v2: t=<unix seconds>,v1=<hex HMAC-SHA256 of "{t}.{raw body}">` adds the time of the attempt (the service clock),',
  'so a receiver can refuse deliveries older than its tolerance (5 minutes is usual). Every retry and redelivery is signed anew with its own `t`.',
  'Compare in constant time over the raw bytes, before parsing. Also sent: `x-service-event`, `x-service-event-id`, `x-service-delivery-attempt`.',
  'At-least-once: dedupe by eventId. See the guide "Webhooks and verification".',
].join(' ');

const webhookHeader = (name: string, description: string, pattern?: string): JsonObject => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string', ...(pattern ? { pattern } : {}) },
});

/** The headers every delivery carries (engine/webhooks/sender-thread.ts sets them). */
const WEBHOOK_HEADERS: JsonObject[] = [
  webhookHeader('x-service-signature', 'hex HMAC-SHA256 of the raw body with the webhook secret', '^[0-9a-f]{64}$'),
  webhookHeader(
    'x-service-signature-v2',
    't=<unix seconds of the attempt>,v1=<hex HMAC-SHA256 of "{t}.{raw body}" with the webhook secret>; refuse a t older than your tolerance',
    '^t=[0-9]+,v1=[0-9a-f]{64}$',
  ),
  webhookHeader('x-service-event', "the event type (the envelope's `event`)"),
  webhookHeader('x-service-event-id', "the event id (the envelope's `eventId`): dedupe by it"),
  webhookHeader('x-service-delivery-attempt', "this attempt's number, 1 to 6 (a redelivery starts at 1 again)", '^[1-6]$'),
];

/** OpenAPI 3.1 `webhooks`: one POST per event type, its body the event's envelope (a component). */
function webhooks(): JsonObject {
  return Object.fromEntries(
    Object.keys(EVENT_ENVELOPES).map((name) => [
      name,
      {
        post: {
          operationId: `webhook${name.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : '')).replace(/^./, (c) => c.toUpperCase())}`,
          summary: `The ${name} event, POSTed to each webhook subscribed to it (and sent on GET /stream)`,
          description: `${WEBHOOK_DELIVERY_NOTE} ${EVENT_FIELD_FORMS}`,
          tags: ['Webhooks'],
          security: [],
          parameters: WEBHOOK_HEADERS,
          requestBody: { required: true, content: { 'application/json': { schema: ref('schemas', envelopeComponentName(name)) } } },
          responses: { '200': { description: 'Any 2xx within 8 s acknowledges the delivery; anything else is retried (6 attempts in all)' } },
        },
      },
    ]),
  );
}

export function buildOpenApi(routes: readonly RouteSpec[], audience: Audience = 'partner'): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  const specs = routes.filter(inAudience(audience));
  for (const placement of audience === 'partner' ? partnerPlacements(specs) : operatorPlacements(specs)) {
    const item = (paths[placement.path] ??= {});
    item[placement.spec.method.toLowerCase()] = operation(placement);
  }
  const errorSchema = { ...schemaOf(ErrorBody), examples: [errorExample('VALIDATION_ERROR')] };
  const envelopes = audience === 'partner' ? envelopeSchemas() : {};
  const document: JsonObject = {
    openapi: '3.1.0',
    // The partner document opens with the guides (docs/guides/), which the reference page shows first.
    info: audience === 'partner' ? { ...INFO.partner, description: partnerIntroduction(`${BASE_PATHS.admin}/openapi.json`, BODY_RULES) } : INFO.operator,
    servers: DOCUMENT_SERVERS[audience],
    paths,
    ...(audience === 'partner' ? { webhooks: webhooks() } : {}),
    components: {
      securitySchemes: SECURITY_SCHEMES[audience],
      headers: HEADERS,
      parameters: PARAMETERS,
      schemas: {
        Error: errorSchema,
        ...(audience === 'partner' ? { OAuthError: schemaOf(OAuthErrorBody) } : {}),
        ...envelopes,
      },
    },
  };
  return withoutUnusedComponents(hoistSharedParts(document, envelopes));
}

/** Reusable headers and parameters that no operation of this document refers to are left out. */
function withoutUnusedComponents(document: JsonObject): JsonObject {
  const text = JSON.stringify(document);
  const components = document.components;
  if (!isRecord(components)) return document;
  for (const kind of ['headers', 'parameters'] as const) {
    const kept = Object.entries(components[kind] ?? {}).filter(([name]) => text.includes(`"#/components/${kind}/${name}"`));
    components[kind] = Object.fromEntries(kept);
  }
  return document;
}
