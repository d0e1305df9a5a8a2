/**
 * The 50-symbol batch of /market/quotes is written as its cached chunks (http/chunked-body.ts)
 * when the client accepts no compression (fetch always asks for gzip, so the other suites see the joined
 * body). Through a real server and a raw client, in both environments: the bytes are the same JSON as the
 * compressed answer, Content-Length counts them, the headers set before the handler are kept, repeated
 * requests on one keep-alive connection each get their whole body, and a HEAD gets the headers alone.
 */
import test from 'ava';
import { Agent } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { ENVS, partnerOn } from './users-support.ts';
import { rawRequest, type RawAnswer } from '../helpers/raw-request.ts';

const SYMBOLS = ['SCOM.KE', 'IAM.MA', 'MTNN.NG', 'NPN.ZA', 'NOPE.KE'];
const BATCH = `/market/quotes?symbols=${SYMBOLS.join(',')}`;

/** The bytes as they travelled (no transparent decompression), over the given agent. */
function raw(s: TestServer, method: string, path: string, headers: Record<string, string>, agent?: Agent): Promise<RawAnswer> {
  return rawRequest(`${s.url}${path}`, method, headers, agent);
}

for (const env of ENVS) {
  test(`${env}: an uncompressed batch answers the same JSON as the compressed one, its length exact, its headers kept`, async (t) => {
    const s = await startTestServer();
    t.teardown(() => s.close());
    const p = await partnerOn(s, env, 0);
    const auth = { authorization: `Bearer ${p.key}` };
    const plain = await raw(s, 'GET', p.base + BATCH, auth);
    t.is(plain.status, 200);
    t.is(plain.headers['content-encoding'], undefined);
    t.is(Number(plain.headers['content-length']), plain.bytes.length, 'Content-Length counts every chunk');
    t.regex(String(plain.headers['content-type']), /^application\/json/);
    t.truthy(plain.headers['x-request-id'], 'the request id set before the handler is kept');
    t.truthy(plain.headers['x-ratelimit-remaining'], 'the rate limit headers set before the handler are kept');
    t.regex(String(plain.headers.vary), /Accept-Encoding/i);
    const gzipped = await raw(s, 'GET', p.base + BATCH, { ...auth, 'accept-encoding': 'gzip' });
    t.is(gzipped.headers['content-encoding'], 'gzip');
    const body = JSON.parse(plain.bytes.toString('utf8'));
    // The virtual clock stands still between the two requests: the same instant, the same answer.
    t.deepEqual(body, JSON.parse(gunzipSync(gzipped.bytes).toString('utf8')));
    t.deepEqual(body.not_found, ['NOPE.KE']);
    t.is(body.meta.count, 4);
    t.regex(body.meta.asOf, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, 'meta.asOf spliced in whole');
  });

  test(`${env}: requests on one keep-alive connection each get their whole body; a HEAD gets the headers alone`, async (t) => {
    const s = await startTestServer();
    t.teardown(() => s.close());
    const p = await partnerOn(s, env, 0);
    const auth = { authorization: `Bearer ${p.key}` };
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    t.teardown(() => agent.destroy());
    const answers: RawAnswer[] = [];
    for (let i = 0; i < 5; i += 1) answers.push(await raw(s, 'GET', p.base + BATCH, auth, agent));
    const first = answers[0]!;
    for (const answer of answers) {
      t.is(answer.status, 200);
      t.is(Number(answer.headers['content-length']), answer.bytes.length);
      t.deepEqual(JSON.parse(answer.bytes.toString('utf8')), JSON.parse(first.bytes.toString('utf8')));
    }
    const head = await raw(s, 'HEAD', p.base + BATCH, auth, agent);
    t.is(head.status, 200);
    t.is(head.bytes.length, 0, 'no body for a HEAD');
    t.is(Number(head.headers['content-length']), first.bytes.length);
    const after = await raw(s, 'GET', p.base + BATCH, auth, agent);
    t.deepEqual(JSON.parse(after.bytes.toString('utf8')), JSON.parse(first.bytes.toString('utf8')), 'the connection still answers whole bodies');
  });

  test(`${env}: a forced success status (sandbox scenario header) still applies to an uncompressed batch`, async (t) => {
    const s = await startTestServer();
    t.teardown(() => s.close());
    const p = await partnerOn(s, env, 0);
    const forced = await raw(s, 'GET', p.base + BATCH, { authorization: `Bearer ${p.key}`, 'x-sandbox-force-status': '203' });
    // Sandbox keys honour the header; production keys ignore it.
    t.is(forced.status, env === 'sandbox' ? 203 : 200);
    t.is(Number(forced.headers['content-length']), forced.bytes.length);
    t.deepEqual(JSON.parse(forced.bytes.toString('utf8')).not_found, ['NOPE.KE']);
  });
}
