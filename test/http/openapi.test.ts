/**
 * The OpenAPI document is generated from the same route declarations that mount the routes, and these
 * tests keep it honest: every route the Koa router really serves is documented with its method, bodies
 * have schemas, mutating API-key calls declare Idempotency-Key, and every error code it names is one of
 * the catalogue's, at the catalogue's status. The spec's own error table is the reference for the
 * catalogue itself.
 */
import test from 'ava';
import { errorCatalogue, isErrorCode } from '../../engine/errors.ts';
import { buildApp } from '../../http/app.ts';
import { isIdempotent, type Mount } from '../../http/route.ts';
import { allRoutes } from '../../http/routes/index.ts';
import { PRODUCTION, SANDBOX, SANDBOX_ROOT, startTestServer, type TestServer } from '../helpers/server.ts';
import { servedPaths, withResolvedResponses } from '../helpers/openapi-refs.ts';

interface Operation {
  operationId: string;
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { required: boolean; content: Record<string, { schema: Record<string, any> }> };
  responses: Record<string, { description: string; 'x-error-codes'?: string[] }>;
  security: unknown[];
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  servers?: { url: string; description?: string }[];
  /** Keyed by the full path each operation is served at (servedPaths): each partner operation under both bases. */
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: { Error: any } };
}

interface RouterLayer {
  path: string;
  methods: string[];
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Spec, Authentication rule 7: mutating calls exempt from Idempotency-Key (path after the base). */
const IDEMPOTENCY_EXEMPT = /^\/(register|reset|apply|upgrade-request|session|oauth\/token)$/;

/** The spec's error table ("Error codes"), copied here as the reference: tests never read outside the repo. */
const SPEC_ERROR_TABLE: Record<string, number> = {
  AUTH_MISSING: 401,
  AUTH_INVALID: 401,
  AUTH_SUSPENDED: 403,
  AUTH_REVOKED: 403,
  RATE_LIMITED: 429,
  MISSING_PARAM: 400,
  MISSING_IDEMPOTENCY_KEY: 400,
  INVALID_SYMBOL: 400,
  UNKNOWN_EXCHANGE: 400,
  INVALID_TYPE: 400,
  VALIDATION_ERROR: 400,
  BATCH_LIMIT_EXCEEDED: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  QUOTE_REQUIRED: 400,
  QUOTE_NOT_FOUND: 404,
  QUOTE_SCOPE_MISMATCH: 403,
  STALE_QUOTE: 409,
  QUOTE_ORDER_MISMATCH: 409,
  INSUFFICIENT_FUNDS: 400,
  UNSETTLED_FUNDS: 400,
  KYC_REQUIRED: 403,
  MARKET_CLOSED: 422,
  FORBIDDEN: 403,
  INTERNAL_ERROR: 500,
  MAINTENANCE: 503,
  SERVICE_UNAVAILABLE: 503,
};

/** `/orders/:orderId` (Koa) -> `/orders/{orderId}` (OpenAPI). */
function openApiPath(koaPath: string): string {
  return koaPath.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');
}

type AnyRouter = { stack: RouterLayer[]; register(path: string, methods: string[], middleware: unknown): unknown };

/** The router the app really mounted (the router middleware carries its router). */
function routerOf(app: ReturnType<typeof buildApp>['app']): AnyRouter {
  const router = app.middleware.map((mw) => (mw as unknown as { router?: AnyRouter }).router).find((r) => r !== undefined);
  if (!router) throw new Error('no router middleware found in the app');
  return router;
}

function routerLayers(server: TestServer): RouterLayer[] {
  return routerOf(buildApp(server.running.service).app).stack.filter((layer) => layer.methods.length > 0);
}

/** Served operations the document does not describe. */
function undocumented(layers: readonly RouterLayer[], document: OpenApiDocument): string[] {
  const missing: string[] = [];
  for (const layer of layers) {
    const path = openApiPath(layer.path);
    // The router answers HEAD for every GET by itself; HEAD is not a separate operation.
    for (const method of layer.methods.filter((m) => m !== 'HEAD')) {
      if (!operationOf(document, path, method)) missing.push(`${method} ${path}`);
    }
  }
  return missing;
}

function mountsOfApp(server: TestServer): readonly Mount[] {
  return buildApp(server.running.service).mounts;
}

function operationOf(doc: OpenApiDocument, fullPath: string, method: string): Operation | undefined {
  return doc.paths[fullPath]?.[method.toLowerCase()];
}

/** The document's paths with each answer looked up through its `$ref` (into that document's own components). */
const resolvedPaths = (d: OpenApiDocument): OpenApiDocument['paths'] =>
  Object.fromEntries(
    Object.entries(d.paths).map(([path, item]) => [path, Object.fromEntries(Object.entries(item).map(([m, op]) => [m, withResolvedResponses(d, op)]))]),
  );

let server: TestServer;
let doc: OpenApiDocument;
/** The two documents as served (paths relative to their servers). */
let served: OpenApiDocument[];

test.before(async () => {
  server = await startTestServer();
  const res = await server.request('GET', `${PRODUCTION}/openapi.json`);
  if (res.status !== 200) throw new Error(`openapi.json answered ${res.status}: ${res.text}`);
  // The operator API has its own document: the router is checked against both together.
  const operator = await server.operator('GET', '/openapi.json');
  if (operator.status !== 200) throw new Error(`admin openapi.json answered ${operator.status}: ${operator.text}`);
  const partner = res.body as OpenApiDocument;
  served = [partner, operator.body as OpenApiDocument];
  const expanded = (d: OpenApiDocument): OpenApiDocument['paths'] => servedPaths({ ...d, paths: resolvedPaths(d) });
  doc = { ...partner, paths: { ...expanded(partner), ...expanded(operator.body as OpenApiDocument) } };
});

test.after.always(async () => {
  await server?.close();
});

test('the document is served without credentials as JSON and declares OpenAPI 3.1', async (t) => {
  const res = await server.request('GET', `${PRODUCTION}/openapi.json`);
  t.is(res.status, 200);
  t.regex(res.headers.get('content-type') ?? '', /^application\/json/);
  t.regex(doc.openapi, /^3\.1\.\d+$/);
  t.truthy(doc.info.title);
  t.truthy(doc.info.version);
});

test('every route the Koa router serves is in the document with its method', (t) => {
  const layers = routerLayers(server);
  t.true(layers.length > 10, 'the router should hold the whole API');
  const missing = undocumented(layers, doc);
  t.deepEqual(missing, [], `routes served but not documented: ${missing.join('; ')}`);
});

test('a route registered on the router without a declaration is caught as undocumented', (t) => {
  const { app } = buildApp(server.running.service);
  const router = routerOf(app);
  router.register('/api/v1/partner/widgets/:widgetId', ['DELETE'], async () => {});
  const layers = router.stack.filter((layer) => layer.methods.length > 0);
  t.deepEqual(undocumented(layers, doc), ['DELETE /api/v1/partner/widgets/{widgetId}']);
});

test('the document describes no operation that the router does not serve', (t) => {
  const served = new Set(routerLayers(server).flatMap((l) => l.methods.map((m) => `${m} ${openApiPath(l.path)}`)));
  const phantom = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .map((method) => `${method.toUpperCase()} ${path}`)
      .filter((op) => !served.has(op)),
  );
  t.deepEqual(phantom, []);
});

test('the sandbox and production partner bases are both documented, with unique operation ids', (t) => {
  t.truthy(operationOf(doc, `${SANDBOX}/topup`, 'POST'));
  t.truthy(operationOf(doc, `${PRODUCTION}/topup`, 'POST'));
  for (const d of served) {
    const ids = Object.values(d.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    t.is(new Set(ids).size, ids.length, `operationIds must be unique in ${d.info.title}`);
  }
});

test('one description, two servers: each partner operation once, under the production and sandbox servers', (t) => {
  const [partner] = served;
  t.deepEqual(
    partner!.servers?.map((s) => s.url),
    [PRODUCTION, SANDBOX],
  );
  // The same operation object answers for both bases, at a path relative to them.
  t.is(operationOf(doc, `${SANDBOX}/topup`, 'POST'), operationOf(doc, `${PRODUCTION}/topup`, 'POST'));
  t.truthy(partner!.paths['/users/{userId}/trade']?.post);
  t.false(Object.keys(partner!.paths).some((p) => p.startsWith(`${SANDBOX}/`) && partner!.paths[`${p.slice(SANDBOX.length)}`]));
  const operations = Object.values(partner!.paths).flatMap((item) => Object.values(item)).length;
  const declared = allRoutes.filter((r) => r.base !== 'admin').length;
  t.is(operations, declared, 'one operation per declaration, whatever the bases it is mounted on');
});

test('sandbox-only operations name the sandbox server alone and say so; the sandbox root keeps its absolute path', (t) => {
  const [partner] = served;
  const certification = partner!.paths['/certification']!.get as Operation & { servers: { url: string }[]; 'x-sandbox-only': boolean; description: string };
  t.deepEqual(
    certification.servers.map((s) => s.url),
    [SANDBOX],
  );
  t.true(certification['x-sandbox-only']);
  t.regex(certification.description, /Sandbox only/);
  const register = partner!.paths[`${SANDBOX_ROOT}/register`]!.post as Operation & { servers: { url: string }[]; 'x-sandbox-only': boolean };
  t.deepEqual(
    register.servers.map((s) => s.url),
    ['/'],
  );
  t.true(register['x-sandbox-only']);
  t.truthy(partner!.paths[`${SANDBOX_ROOT}/reset`]?.post);
  const deposit = partner!.paths['/test-tools/deposit']!.post as Operation & { servers?: unknown; 'x-sandbox-only': boolean };
  t.true(deposit['x-sandbox-only']);
  t.is(deposit.servers, undefined, 'test tools serve production too, for partners with the flag');
  const apply = partner!.paths['/apply']!.post as Operation & { servers: { url: string }[] };
  t.deepEqual(
    apply.servers.map((s) => s.url),
    [PRODUCTION],
  );
});

test('every route with a body documents a JSON request-body schema generated from its valibot schema', (t) => {
  const withBody = mountsOfApp(server).filter((m) => m.spec.body !== undefined);
  t.true(withBody.length > 0);
  for (const mount of withBody) {
    const op = operationOf(doc, mount.fullPath, mount.spec.method);
    const schema = op?.requestBody?.content['application/json']?.schema;
    t.truthy(schema, `${mount.spec.method} ${mount.fullPath} has no request-body schema`);
    t.is(schema?.type, 'object', `${mount.spec.method} ${mount.fullPath} body schema is not an object`);
    t.is(op?.requestBody?.required, true);
  }
  const topup = operationOf(doc, `${SANDBOX}/topup`, 'POST')!.requestBody!.content['application/json']!.schema;
  // A decimal input: a JSON number or a decimal string (http/validation.ts decimalInput).
  t.deepEqual(
    topup.properties.amount.anyOf.map((s: { type: string }) => s.type),
    ['number', 'string'],
  );
  t.deepEqual(topup.required, ['amount']);
  const token = operationOf(doc, `${SANDBOX}/oauth/token`, 'POST')!.requestBody!.content;
  t.deepEqual(Object.keys(token).sort(), ['application/json', 'application/x-www-form-urlencoded'], 'the OAuth token endpoint documents its form body');
});

test('routes without a body document none', (t) => {
  for (const mount of mountsOfApp(server).filter((m) => m.spec.body === undefined)) {
    t.is(operationOf(doc, mount.fullPath, mount.spec.method)?.requestBody, undefined, `${mount.spec.method} ${mount.fullPath}`);
  }
});

test('every mutating API-key route documents a required Idempotency-Key header of 8 to 200 characters', (t) => {
  const mutatingApiKey = mountsOfApp(server).filter((m) => m.spec.auth === 'apiKey' && MUTATING.has(m.spec.method));
  t.true(mutatingApiKey.length > 0);
  for (const mount of mutatingApiKey) {
    const exempt = IDEMPOTENCY_EXEMPT.test(mount.spec.path);
    t.is(isIdempotent(mount.spec), !exempt, `${mount.spec.method} ${mount.fullPath}: idempotency must be required unless the spec exempts it`);
    const op = operationOf(doc, mount.fullPath, mount.spec.method)!;
    const header = op.parameters.find((p) => p.in === 'header' && p.name === 'Idempotency-Key');
    if (exempt) {
      t.is(header, undefined, `${mount.spec.method} ${mount.fullPath} is exempt and must not demand Idempotency-Key`);
      continue;
    }
    t.truthy(header, `${mount.spec.method} ${mount.fullPath} does not document Idempotency-Key`);
    t.is(header?.required, true);
    t.deepEqual(header?.schema, { type: 'string', minLength: 8, maxLength: 200 });
    t.true(op.responses['400']?.['x-error-codes']?.includes('MISSING_IDEMPOTENCY_KEY'));
  }
});

test('path parameters are documented as required parameters of their operation', (t) => {
  for (const [path, item] of Object.entries(doc.paths)) {
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    for (const [method, op] of Object.entries(item)) {
      for (const name of names) {
        const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
        t.truthy(param, `${method.toUpperCase()} ${path} lacks path parameter ${name}`);
        t.is(param?.required, true);
      }
    }
  }
});

test('every error code the document names is in the catalogue, under the catalogue status (or 422 for an unprocessable VALIDATION_ERROR)', (t) => {
  let named = 0;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      for (const [status, response] of Object.entries(op.responses)) {
        for (const code of response['x-error-codes'] ?? []) {
          named += 1;
          t.true(isErrorCode(code), `${method.toUpperCase()} ${path} names unknown code ${code}`);
          const unprocessable = code === 'VALIDATION_ERROR' && status === '422';
          t.true(unprocessable || errorCatalogue[code as keyof typeof errorCatalogue] === Number(status), `${code} listed under ${status}`);
        }
      }
    }
  }
  t.true(named > 0);
  t.deepEqual([...doc.components.schemas.Error.properties.error.properties.code.enum].sort(), Object.keys(errorCatalogue).sort());
  t.deepEqual(doc.components.schemas.Error.properties.error.required, ['code', 'message', 'requestId']);
});

test('every code of the spec error table exists in the catalogue with the spec status', (t) => {
  for (const [code, status] of Object.entries(SPEC_ERROR_TABLE)) {
    t.true(isErrorCode(code), `${code} is missing from the catalogue`);
    t.is<number, number>(errorCatalogue[code as keyof typeof errorCatalogue], status, `${code} should answer ${status}`);
  }
});

test('catalogue codes beyond the spec table are error statuses too', (t) => {
  // New codes for new scenarios are backwards compatible (spec, Versioning rule 2), but they still fail.
  for (const [code, status] of Object.entries(errorCatalogue)) {
    t.true(status >= 400 && status <= 599, `${code} has status ${status}`);
  }
});
