/**
 * Every response described: the served documents carry the success bodies, the headers the
 * pipeline sets, the error statuses that can occur, deprecation, the webhooks section and the operator
 * API in a document of its own; and the response check the suite runs on every answer really catches a
 * body that drifts from its declaration.
 */
import test from 'ava';
import { WEBHOOK_EVENT_NAMES } from '../../engine/webhooks/catalogue.ts';
import { successResponses } from '../../http/responses.ts';
import { mountsOf } from '../../http/route.ts';
import { allRoutes } from '../../http/routes/index.ts';
import { deref, servedPaths, withResolvedResponses } from '../helpers/openapi-refs.ts';
import { responseViolation } from '../helpers/response-check.ts';
import { ADMIN, OPERATOR_TOKEN, PRODUCTION, SANDBOX, SANDBOX_ROOT, startTestServer, type TestServer } from '../helpers/server.ts';

type Json = Record<string, any>;

let server: TestServer;
let partnerDoc: Json;
let operatorDoc: Json;

test.before(async () => {
  server = await startTestServer();
  partnerDoc = (await server.request('GET', `${PRODUCTION}/openapi.json`)).body;
  operatorDoc = (await server.operator('GET', '/openapi.json')).body;
});

test.after.always(async () => {
  await server?.close();
});

const op = (doc: Json, path: string, method: string): Json => {
  const found = servedPaths(doc)[path]?.[method];
  if (!found) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
  return withResolvedResponses(doc, found);
};

test('the operator API has its own document behind the operator token; the partner document lists no admin path', async (t) => {
  t.false(Object.keys(servedPaths(partnerDoc)).some((p) => p.startsWith(ADMIN)));
  t.true(Object.keys(operatorDoc.paths).length > 10);
  t.deepEqual(operatorDoc.servers, [{ url: ADMIN, description: 'Operator API' }]);
  t.true(Object.keys(servedPaths(operatorDoc)).every((p) => p.startsWith(`${ADMIN}/`)));
  t.deepEqual(Object.keys(operatorDoc.components.securitySchemes), ['operatorToken']);
  t.is((await server.request('GET', `${ADMIN}/openapi.json`)).status, 401);
  const withToken = await server.request('GET', `${ADMIN}/openapi.json`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
  t.is(withToken.status, 200);
  t.is(withToken.body.openapi, '3.1.0');
});

test('success answers carry their declared body schemas, other success statuses included', (t) => {
  const topup = op(partnerDoc, `${SANDBOX}/topup`, 'post').responses['201'];
  const topupSchema = deref(partnerDoc, topup.content['application/json'].schema);
  t.is(topupSchema.type, 'object');
  t.deepEqual(topupSchema.properties.currency, { const: 'USD' });
  t.truthy(topupSchema.examples, 'key schemas carry examples');
  const upgrade = op(partnerDoc, `${PRODUCTION}/upgrade-request`, 'post').responses;
  t.truthy(upgrade['201'].content['application/json'].schema);
  t.is(deref(partnerDoc, upgrade['202'].content['application/json'].schema).properties.type.const, 'sandbox_to_live');
  // The stream's schema is one message (as usual for Server-Sent Events): an event with its envelope, or the gap notice.
  const message = deref(partnerDoc, op(partnerDoc, `${SANDBOX}/stream`, 'get').responses['200'].content['text/event-stream'].schema);
  t.is(message.anyOf.length, 2);
  t.deepEqual(deref(partnerDoc, message.anyOf[1].properties.data).required, ['reason', 'requested', 'oldestAvailableEventId']);
});

test('every answer documents X-Request-Id; API-key routes the rate-limit headers; 429 and 503 Retry-After', (t) => {
  const account = op(partnerDoc, `${PRODUCTION}/account`, 'get').responses;
  for (const status of ['200', '401', '429', '500', '503']) {
    t.deepEqual(account[status].headers['X-Request-Id'], { $ref: '#/components/headers/X-Request-Id' }, status);
    t.truthy(account[status].headers['X-RateLimit-Remaining'], status);
  }
  t.truthy(account['429'].headers['Retry-After']);
  t.truthy(account['503'].headers['Retry-After']);
  t.deepEqual(account['503']['x-error-codes'], ['MAINTENANCE', 'SERVICE_UNAVAILABLE']);
  t.deepEqual(account['500']['x-error-codes'], ['INTERNAL_ERROR']);
  t.deepEqual(Object.keys(partnerDoc.components.headers).sort(), [
    'Consistency-Position',
    'Deprecation',
    'ETag',
    'Idempotent-Replayed',
    'Link',
    'Retry-After',
    'Sunset',
    'WWW-Authenticate',
    'X-RateLimit-Limit',
    'X-RateLimit-Remaining',
    'X-RateLimit-Reset',
    'X-Request-Id',
  ]);
  t.truthy(account['401'].headers['WWW-Authenticate']);
  // Cluster mode: every answer but the node's own (health, readiness) names the journal position it reflects.
  t.deepEqual(account['200'].headers['Consistency-Position'], { $ref: '#/components/headers/Consistency-Position' });
  t.is(op(partnerDoc, '/readyz', 'get').responses['200'].headers['Consistency-Position'], undefined);
  // Health stays open in maintenance: no 503 of the gates there.
  t.is(op(partnerDoc, '/healthz', 'get').responses['503'], undefined);
  t.is(op(partnerDoc, '/readyz', 'get').responses['503']['x-error-codes'].join(), 'SERVICE_UNAVAILABLE');
});

test('error answers show the envelope with an example', (t) => {
  const notFound = op(partnerDoc, `${PRODUCTION}/events/{eventId}`, 'get').responses['404'].content['application/json'];
  t.deepEqual(notFound.schema, { $ref: '#/components/schemas/Error' });
  t.is(notFound.example.error.code, 'NOT_FOUND');
  t.truthy(partnerDoc.components.schemas.Error.examples[0].error.requestId);
});

test('idempotent routes document Idempotent-Replayed on their success answers', (t) => {
  t.truthy(op(partnerDoc, `${SANDBOX}/topup`, 'post').responses['201'].headers['Idempotent-Replayed']);
  t.is(op(partnerDoc, `${SANDBOX}/account`, 'get').responses['200'].headers['Idempotent-Replayed'], undefined);
});

test('deprecated operations say so, with Deprecation, Sunset and Link and their 410', (t) => {
  const history = op(partnerDoc, `${PRODUCTION}/stocks/{symbol}/history`, 'get');
  t.true(history.deprecated);
  for (const name of ['Deprecation', 'Sunset', 'Link']) t.truthy(history.responses['200'].headers[name], name);
  t.deepEqual(history.responses['410']['x-error-codes'], ['GONE']);
  t.is(op(partnerDoc, `${PRODUCTION}/stocks/{symbol}/candles`, 'get').deprecated, undefined);
});

test('the stream documents Last-Event-ID; sandbox-key routes the scenario headers', (t) => {
  const refs = (o: Json) => o.parameters.map((p: Json) => p.$ref).filter(Boolean);
  t.true(refs(op(partnerDoc, `${PRODUCTION}/stream`, 'get')).includes('#/components/parameters/LastEventId'));
  t.is(partnerDoc.components.parameters.LastEventId.name, 'Last-Event-ID');
  t.true(refs(op(partnerDoc, `${SANDBOX}/topup`, 'post')).includes('#/components/parameters/SandboxForceError'));
  t.true(refs(op(partnerDoc, `${SANDBOX}/topup`, 'post')).includes('#/components/parameters/SandboxForceStatus'));
  // One operation serves both bases: the scenario headers say they apply to sandbox keys only.
  t.deepEqual(op(partnerDoc, `${PRODUCTION}/topup`, 'post'), op(partnerDoc, `${SANDBOX}/topup`, 'post'));
  t.regex(partnerDoc.components.parameters.SandboxForceError.description, /^Sandbox keys only/);
  t.false(refs(op(partnerDoc, `${PRODUCTION}/apply`, 'post')).includes('#/components/parameters/SandboxForceError'), 'production only');
  t.false(refs(op(partnerDoc, `${SANDBOX_ROOT}/register`, 'post')).includes('#/components/parameters/SandboxForceError'), 'ID-token route');
});

test('the OAuth token route documents the RFC 6749 error shape, not the envelope', (t) => {
  const responses = op(partnerDoc, `${SANDBOX}/oauth/token`, 'post').responses;
  for (const status of ['400', '401', '403', '429'])
    t.deepEqual(responses[status].content['application/json'].schema, { $ref: '#/components/schemas/OAuthError' }, status);
  t.deepEqual(partnerDoc.components.schemas.OAuthError.required, ['error', 'error_description']);
  t.deepEqual(responses['503'].content['application/json'].schema, { $ref: '#/components/schemas/Error' }, 'the gates still answer the envelope');
});

test('the webhooks section has every event type with its envelope and payload schema', (t) => {
  t.deepEqual(Object.keys(partnerDoc.webhooks).sort(), [...WEBHOOK_EVENT_NAMES].sort());
  const filled = deref(partnerDoc, partnerDoc.webhooks['order.filled'].post.requestBody.content['application/json'].schema);
  t.deepEqual(filled.required, ['eventId', 'event', 'timestamp', 'data']);
  t.is(filled.properties.event.const, 'order.filled');
  t.true(filled.properties.data.required.includes('orderId'));
  t.is(operatorDoc.webhooks, undefined);
});

test('the response check catches a body that drifts from its declaration', async (t) => {
  const { apiKey } = await server.sandboxPartner();
  const res = await server.request('GET', `${SANDBOX}/account`, { key: apiKey });
  const request = { method: 'GET', path: `${SANDBOX}/account`, headers: {} };
  t.is(responseViolation(request, res), null, 'the real answer agrees');
  t.regex(responseViolation(request, { ...res, body: { ...res.body, secretField: 1 } }) ?? '', /members its schema does not declare: secretField/);
  const { tier: _tier, ...withoutTier } = res.body;
  t.regex(responseViolation(request, { ...res, body: withoutTier }) ?? '', /does not match its declared schema: tier/);
  t.regex(responseViolation(request, { ...res, status: 202 }) ?? '', /status not declared/);
  t.regex(responseViolation(request, { ...res, status: 404, body: { message: 'no' } }) ?? '', /does not match/, 'errors must be the envelope');
});

/** Every route declares its success body (a route without one fails here, naming it). */
test('every route declares a body schema for each success status', (t) => {
  const missing = allRoutes.flatMap(mountsOf).flatMap((m) =>
    successResponses(m.spec)
      .filter((r) => !r.schema && r.status !== 204)
      .map((r) => `${m.spec.method} ${m.fullPath} ${r.status}`),
  );
  t.deepEqual(missing, []);
});
