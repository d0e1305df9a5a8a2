/**
 * No secret reaches the logs, an error answer or the database. One full run creates every kind of
 * credential the service knows (sandbox, live, rotated and data keys, OAuth and session tokens,
 * sub-account tokens, generated and chosen webhook secrets) and uses and abuses them, with the
 * server logging at its most verbose level. Then every log line, every error body and every byte of
 * the SQLite files (database and WAL, while running and after shutdown) is searched for each raw
 * secret. A secret may appear only in the one success answer that shows it (and its idempotent replay).
 */
import test from 'ava';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ID_TOKEN_SECRET,
  OPERATOR_TOKEN,
  PRODUCTION,
  SANDBOX,
  SANDBOX_ROOT,
  startTestServer,
  uniqueKey,
  type RequestOptions,
  type TestResponse,
  type TestServer,
} from '../helpers/server.ts';
import { sha256Hex } from '../../engine/credentials.ts';
import { signatureHeaders } from './controls-signing.ts';
import { receiver } from './webhook-support.ts';

interface Run {
  readonly s: TestServer;
  readonly secrets: Map<string, string>;
  readonly errors: TestResponse[];
}

function recording(s: TestServer, errors: TestResponse[]) {
  return async (method: string, path: string, options: RequestOptions = {}): Promise<TestResponse> => {
    const res = await s.request(method, path, options);
    if (res.status >= 400) errors.push(res);
    return res;
  };
}

function databaseBytes(dir: string): string {
  return readdirSync(dir)
    .filter((f) => f.includes('.db'))
    .map((f) => readFileSync(join(dir, f)).toString('latin1'))
    .join('\n');
}

async function sandboxCredentials(s: TestServer, call: ReturnType<typeof recording>, secrets: Map<string, string>, url: string): Promise<void> {
  const first = await s.sandboxPartner();
  secrets.set('first sandbox key', first.apiKey);
  const idToken = await s.idToken({ sub: first.sub, email: first.email });
  secrets.set('ID token', idToken);
  const again = await call('POST', `${SANDBOX_ROOT}/register`, { key: idToken });
  const key = again.body.apiKey as string;
  secrets.set('re-registered sandbox key', key);
  await call('GET', `${SANDBOX}/account`, { key: first.apiKey });
  const partnerId = (await call('GET', `${SANDBOX}/account`, { key })).body.partnerId as string;
  const user = await call('POST', `${SANDBOX}/auto-register`, {
    key,
    idempotencyKey: uniqueKey(),
    body: { uid: 'u-1', email: 'u1@example.com', name: 'U One', country: 'KE' },
  });
  secrets.set('sub-account token', user.body.token);
  const generated = await call('POST', `${SANDBOX}/webhooks`, { key, idempotencyKey: uniqueKey(), body: { url, events: ['*'] } });
  secrets.set('generated webhook secret', generated.body.secret);
  const chosen = 'chosen-webhook-secret-0123456789';
  secrets.set('chosen webhook secret', chosen);
  await call('POST', `${SANDBOX}/webhooks`, { key, idempotencyKey: uniqueKey(), body: { url, events: ['*'], secret: chosen } });
  await call('POST', `${SANDBOX}/webhooks/${generated.body.id}/test`, { key, idempotencyKey: uniqueKey() });
  await s.operator('PATCH', `/partners/${partnerId}`, { oauthClientCredentialsEnabled: true, signedRequestsRequired: true });
  const oauth = await call('POST', `${SANDBOX}/oauth/token`, { body: { grant_type: 'client_credentials', client_secret: key } });
  secrets.set('OAuth token', oauth.body.access_token);
  await call('POST', `${SANDBOX}/oauth/token`, { body: { grant_type: 'password', client_secret: key } });
  await call('POST', `${SANDBOX}/oauth/token`, { body: { grant_type: 'client_credentials', client_secret: `${key}x` } });
  const body = JSON.stringify({ amount: 25 });
  await call('POST', `${SANDBOX}/topup`, {
    key,
    idempotencyKey: uniqueKey(),
    rawBody: body,
    headers: signatureHeaders(s, 'POST', `${SANDBOX}/topup`, key, body),
  });
  await call('POST', `${SANDBOX}/topup`, {
    key,
    idempotencyKey: uniqueKey(),
    rawBody: body,
    headers: signatureHeaders(s, 'POST', `${SANDBOX}/topup`, key, body, { key: 'wrong' }),
  });
  const session = await call('POST', `${SANDBOX}/session`, { key: idToken });
  secrets.set('session token', session.body.accessToken);
  await call('POST', `${SANDBOX}/session/revoke`, { key: idToken, body: { accessToken: session.body.accessToken } });
  await call('GET', `${SANDBOX}/account`, { key: session.body.accessToken });
}

async function productionCredentials(s: TestServer, call: ReturnType<typeof recording>, secrets: Map<string, string>): Promise<void> {
  const p = await s.productionPartner();
  secrets.set('live key', p.apiKey);
  const data = await call('POST', `${PRODUCTION}/api-keys/data-key`, { key: p.apiKey, idempotencyKey: uniqueKey(), body: {} });
  secrets.set('data key', data.body.dataKey);
  await call('POST', `${PRODUCTION}/topup`, { key: data.body.dataKey, idempotencyKey: uniqueKey(), body: { amount: 1 } });
  const rotated = await call('POST', `${PRODUCTION}/api-keys/rotate`, { key: p.apiKey, idempotencyKey: uniqueKey(), body: { confirm: true } });
  secrets.set('rotated live key', rotated.body.newApiKey);
  await call('GET', `${PRODUCTION}/account`, { key: p.apiKey });
  const idToken = await s.idToken({ sub: p.sub, email: p.email });
  await call('POST', `${PRODUCTION}/api-keys/revoke`, { key: idToken, body: { apiKey: rotated.body.newApiKey } });
  await call('GET', `${PRODUCTION}/account`, { key: rotated.body.newApiKey });
  await call('GET', `${PRODUCTION}/account`, { key: `${rotated.body.newApiKey}0` });
  await call('GET', `${PRODUCTION}/account`, { headers: { 'x-api-key': data.body.dataKey } });
}

async function fullRun(t: { teardown: (fn: () => unknown) => void }, logs: string[]): Promise<Run & { dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pbs-secrets-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const s = await startTestServer({ DATA_DIR: dataDir, LOG_LEVEL: 'trace' }, { logSink: (line) => logs.push(line) });
  const r = await receiver(t);
  const errors: TestResponse[] = [];
  const secrets = new Map<string, string>([
    ['operator token', OPERATOR_TOKEN],
    ['ID-token signing secret', ID_TOKEN_SECRET],
  ]);
  const call = recording(s, errors);
  await sandboxCredentials(s, call, secrets, r.url);
  await productionCredentials(s, call, secrets);
  await s.operator('POST', '/clock/advance', { seconds: 3 * 3600 });
  return { s, secrets, errors, dataDir };
}

test('after a full run, no raw secret appears in a log line, an error answer, the journal or any database byte', async (t) => {
  const logs: string[] = [];
  const { s, secrets, errors, dataDir } = await fullRun(t, logs);
  for (const [name, value] of secrets) t.true(typeof value === 'string' && value.length >= 16, `${name} was not issued: ${String(value)}`);
  const whileRunning = databaseBytes(dataDir);
  await s.close();
  const afterShutdown = databaseBytes(dataDir);
  t.true(logs.length > 10, `the server logged only ${logs.length} lines`);
  t.true(errors.length >= 8, `only ${errors.length} error answers were provoked`);
  // The search looks at the right bytes: the key's SHA-256 hash, which is what is stored, is found.
  t.true(whileRunning.includes(sha256Hex(secrets.get('live key')!)), 'the stored key hash was not found in the database bytes');
  const leaks: string[] = [];
  for (const [name, value] of secrets) {
    if (logs.some((l) => l.includes(value))) leaks.push(`${name} in the logs`);
    for (const e of errors) if (e.text.includes(value)) leaks.push(`${name} in an error answer: ${e.text.slice(0, 80)}`);
    if (whileRunning.includes(value)) leaks.push(`${name} in the database while running`);
    if (afterShutdown.includes(value)) leaks.push(`${name} in the database after shutdown`);
  }
  t.deepEqual(leaks, []);
});
