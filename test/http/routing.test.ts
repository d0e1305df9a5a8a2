/**
 * Routes without path parameters are dispatched from an exact method-and-path table, everything else by
 * the router; a request reaches the same route either way.
 */
import test from 'ava';
import { SANDBOX, startTestServer } from '../helpers/server.ts';

test('a static route answers the same on its exact path, with a trailing slash, and to HEAD', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const exact = await s.request('GET', '/api/v1/status');
  const slash = await s.request('GET', '/api/v1/status/');
  t.is(exact.status, 200);
  t.is(slash.status, 200);
  t.deepEqual(Object.keys(slash.body).sort(), Object.keys(exact.body).sort());
  const head = await s.request('HEAD', '/api/v1/status');
  t.is(head.status, 200);
  t.is(head.text, '');
});

test('a static route keeps its whole pipeline: authentication, then the handler', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const anonymous = await s.request('GET', `${SANDBOX}/account`);
  t.is(anonymous.status, 401);
  t.is(anonymous.body.error.code, 'AUTH_MISSING');
  const { apiKey } = await s.sandboxPartner();
  const account = await s.request('GET', `${SANDBOX}/account`, { key: apiKey });
  t.is(account.status, 200);
  t.is(account.headers.get('x-ratelimit-limit'), '300');
});

test('a method the static path does not serve falls through to the not-found answer', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const res = await s.request('DELETE', '/api/v1/status');
  t.is(res.status, 404);
  t.is(res.body.error.code, 'NOT_FOUND');
});
