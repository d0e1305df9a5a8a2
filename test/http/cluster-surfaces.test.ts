/**
 * The cluster surfaces as an embedded service shows them, and the cluster settings: the status and
 * metrics routes answer 404 without a cluster, /readyz keeps its embedded body, and no answer carries a
 * consistency position. Cluster behaviour itself is proven by the cluster tier (test-cluster/handover.test.ts).
 */
import test from 'ava';
import { loadConfig } from '../../engine/config.ts';
import { sessionTarget } from '../../engine/cluster/pg-log.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const CLUSTER = {
  CLUSTER_DATABASE_URL: 'postgres://127.0.0.1:1/none',
  NODE_ID: 'node-a',
  SEALING_SECRET: 'sealing-secret-of-the-test-cluster-0123456789',
  CURSOR_SECRET: 'cursor-secret-of-the-test-cluster-0123456789',
};

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
});
test.after.always(() => server?.close());

test('embedded: the cluster status and metrics routes answer 404 NOT_FOUND in the envelope', async (t) => {
  for (const path of ['/cluster', '/metrics']) {
    const res = await server.operator('GET', path);
    t.is(res.status, 404, path);
    t.is(res.body.error.code, 'NOT_FOUND');
    t.regex(res.body.error.message, /cluster mode is off/);
  }
});

test('embedded: /readyz keeps its body without cluster fields and answers carry no consistency position', async (t) => {
  const ready = await server.request('GET', '/readyz');
  t.is(ready.status, 200);
  t.deepEqual(Object.keys(ready.body).sort(), ['journalHead', 'status']);
  t.is(ready.headers.get('consistency-position'), null);
});

test('ADVERTISE_URL: defaults to http://HOST:PORT, trailing slash dropped, anything but an origin refused', (t) => {
  t.is(loadConfig({ ...CLUSTER, HOST: '10.0.0.5', PORT: '8081' }).cluster?.advertiseUrl, 'http://10.0.0.5:8081');
  t.is(loadConfig({ ...CLUSTER, ADVERTISE_URL: 'https://node-a.internal:8443/' }).cluster?.advertiseUrl, 'https://node-a.internal:8443');
  t.throws(() => loadConfig({ ...CLUSTER, ADVERTISE_URL: 'node-a:8080' }), { message: /ADVERTISE_URL must be http\(s\):\/\/host:port/ });
  t.throws(() => loadConfig({ ...CLUSTER, ADVERTISE_URL: 'http://node-a:8080/api' }), { message: /ADVERTISE_URL/ });
});

test('the log connection asks postgres.js for the primary when the URL wants a writable session', (t) => {
  t.is(sessionTarget('postgres://u@h1:5432,h2:5432/db?target_session_attrs=read-write'), 'primary');
  t.is(sessionTarget('postgres://u@h1:5432,h2:5432/db'), 'primary');
  t.is(sessionTarget('postgresql://u:p@h1/db?sslmode=require&target_session_attrs=primary'), 'primary');
  t.is(sessionTarget('postgres://u@h1,h2/db?target_session_attrs=any'), undefined);
});
