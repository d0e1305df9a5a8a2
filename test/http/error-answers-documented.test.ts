/**
 * Every status an operation can answer is in its document, refusals included: the operator's
 * operations with an id in the path document their 404, approving documents its 409, and the check the
 * suite runs on every answer (test/helpers/response-check.ts) refuses an error answer whose status or
 * code the operation does not document, as it refuses an undeclared success.
 */
import test from 'ava';
import { servedPaths, withResolvedResponses } from '../helpers/openapi-refs.ts';
import { responseViolation } from '../helpers/response-check.ts';
import { ADMIN, PRODUCTION, SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';

type Json = Record<string, any>;

let server: TestServer;
let operatorDoc: Json;

test.before(async () => {
  server = await startTestServer();
  operatorDoc = (await server.operator('GET', '/openapi.json')).body;
});

test.after.always(async () => {
  await server?.close();
});

const documentedCodes = (path: string, method: string, status: string): string[] =>
  withResolvedResponses(operatorDoc, servedPaths(operatorDoc)[ADMIN + path]![method]).responses[status]?.['x-error-codes'] ?? [];

const UNKNOWN_IDS: [string, string, string, unknown?][] = [
  ['GET', '/actors/{kind}/{id}', '/actors/partner/ptn_nope'],
  ['POST', '/applications/{id}/approve', '/applications/app_nope/approve'],
  ['POST', '/applications/{id}/reject', '/applications/app_nope/reject', { reason: 'no' }],
  ['GET', '/partners/{partnerId}', '/partners/ptn_nope'],
  ['PATCH', '/partners/{partnerId}', '/partners/ptn_nope', { tier: 'growth' }],
  ['POST', '/top-ups/{id}/approve', '/top-ups/top_nope/approve'],
];

test('operator operations with an id in the path answer 404 NOT_FOUND for an unknown id, and their document says so', async (t) => {
  for (const [method, template, path, body] of UNKNOWN_IDS) {
    const res = await server.operator(method, path, body);
    t.is(res.status, 404, `${method} ${path}: ${res.text}`);
    t.is(res.body.error.code, 'NOT_FOUND');
    t.true(documentedCodes(template, method.toLowerCase(), '404').includes('NOT_FOUND'), `${method} ${template} documents 404`);
  }
});

test('approving or rejecting an application twice answers 409 CONFLICT, as the document says', async (t) => {
  const email = `${uniqueKey('ops')}@example.com`;
  await server.request('POST', `${PRODUCTION}/apply`, {
    body: { businessName: 'Twice Ltd', email, useCase: 'brokerage', website: 'https://example.com', termsAccepted: true, consentVersion: '2026-01' },
  });
  const apps = await server.operator('GET', '/applications?status=pending&limit=200');
  const id = (apps.body.applications as { id: string; email: string }[]).find((a) => a.email === email)!.id;
  t.is((await server.operator('POST', `/applications/${id}/approve`)).status, 200);
  const again = await server.operator('POST', `/applications/${id}/approve`);
  t.is(again.status, 409, again.text);
  t.is(again.body.error.code, 'CONFLICT');
  t.is((await server.operator('POST', `/applications/${id}/reject`, { reason: 'late' })).status, 409);
  for (const action of ['approve', 'reject']) t.deepEqual(documentedCodes(`/applications/{id}/${action}`, 'post', '409'), ['CONFLICT'], action);
});

test('the response check refuses an error answer whose status or whose code the operation does not document', async (t) => {
  const { apiKey } = await server.sandboxPartner();
  const real = await server.request('GET', `${SANDBOX}/account`, { key: 'sk_sandbox_not_a_key' });
  t.is(real.status, 401, 'a documented refusal passes the check');
  const request = { method: 'GET', path: `${SANDBOX}/account`, headers: {} };
  const envelope = (code: string) => ({ error: { code, message: 'no', requestId: 'req_1' } });
  const answer = (status: number, code: string) => ({ status, headers: real.headers, body: envelope(code), text: JSON.stringify(envelope(code)) });
  t.regex(responseViolation(request, answer(409, 'CONFLICT')) ?? '', /error status not documented/);
  t.regex(responseViolation(request, answer(403, 'KYC_REQUIRED')) ?? '', /error code KYC_REQUIRED not documented/);
  t.is(responseViolation(request, answer(403, 'FORBIDDEN')), null);
  t.is(
    responseViolation({ ...request, headers: { 'X-Sandbox-Force-Error': 'KYC_REQUIRED' } }, answer(403, 'KYC_REQUIRED')),
    null,
    'a forced sandbox scenario answers any code by design',
  );
  t.is((await server.request('GET', `${SANDBOX}/account`, { key: apiKey })).status, 200);
});
