/**
 * Routes without path parameters are dispatched from an exact method-and-path table, everything else by
 * the router (whose answer for a parameterised path is remembered per method and path); a request
 * reaches the same route either way.
 */
import test from 'ava';
import { SANDBOX, startTestServer, uniqueKey } from '../helpers/server.ts';

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

test('a method the static path does not serve answers 405 METHOD_NOT_ALLOWED with Allow', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const res = await s.request('DELETE', '/api/v1/status');
  t.is(res.status, 405);
  t.is(res.body.error.code, 'METHOD_NOT_ALLOWED');
  t.regex(res.headers.get('allow') ?? '', /GET/);
});

test('a parameterised route answers each path with its own decoded parameters, also when the path repeats', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const { apiKey } = await s.sandboxPartner();
  const ids: string[] = [];
  for (const externalId of ['routing-a', 'routing-b']) {
    const created = await s.request('POST', `${SANDBOX}/users`, { key: apiKey, body: { externalId }, idempotencyKey: uniqueKey('route') });
    t.is(created.status, 201);
    ids.push(created.body.userId as string);
  }
  // Each path twice, interleaved: the second answer of a path must not borrow the other path's parameters.
  for (const round of [1, 2]) {
    for (const [i, id] of ids.entries()) {
      const res = await s.request('GET', `${SANDBOX}/users/${id}`, { key: apiKey });
      t.is(res.status, 200, `round ${round}`);
      t.is(res.body.userId, id);
      t.is(res.body.externalId, i === 0 ? 'routing-a' : 'routing-b');
    }
  }
  const encoded = await s.request('GET', `${SANDBOX}/users/${ids[0]!.replace('_', '%5F')}`, { key: apiKey });
  t.is(encoded.status, 200);
  t.is(encoded.body.userId, ids[0]);
  const slash = await s.request('GET', `${SANDBOX}/users/${ids[1]}/`, { key: apiKey });
  t.is(slash.status, 200);
  t.is(slash.body.userId, ids[1]);
  const unknown = await s.request('GET', `${SANDBOX}/users/sub_unknown`, { key: apiKey });
  t.is(unknown.status, 404);
  const otherMethod = await s.request('PUT', `${SANDBOX}/users/${ids[0]}`, { key: apiKey });
  t.is(otherMethod.status, 405);
  t.is(otherMethod.body.error.code, 'METHOD_NOT_ALLOWED');
});
