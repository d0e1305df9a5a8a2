/**
 * The SDK against a real server (test/helpers/server.ts): the client per environment, Idempotency-Key on
 * every mutating call, retries of a forced 503 and 429 after their Retry-After and of a lost answer (the
 * service answers the repeat from its idempotency record: the work is done once), connection errors,
 * typed errors and the paginator. The only thing between the SDK and the server is, where a test needs
 * it, a fetch that adds a sandbox scenario header to the first attempt or drops the first answer.
 */
import test from 'ava';
import {
  createPartnerClient,
  ENVIRONMENT_BASES,
  environmentOfKey,
  PartnerApiError,
  PartnerConnectionError,
  type RetryEvent,
  registerSandbox,
} from '@partner-brokerage/sdk';
import { PRODUCTION, SANDBOX, startTestServer, type TestServer, uniqueKey } from '../helpers/server.ts';

let server: TestServer;

test.before(async () => {
  server = await startTestServer();
});
test.after.always(async () => {
  await server?.close();
});

/** Retries wait no real time here: the wait asked for is recorded. */
function recordedRetries(): { events: RetryEvent[]; waits: number[]; options: { sleep: (ms: number) => Promise<void>; onRetry: (e: RetryEvent) => void } } {
  const events: RetryEvent[] = [];
  const waits: number[] = [];
  return {
    events,
    waits,
    options: {
      sleep: async (ms) => {
        waits.push(ms);
      },
      onRetry: (e) => events.push(e),
    },
  };
}

/** Every request the SDK sent, as it left (method, path, Idempotency-Key). */
function recordingFetch(sent: { method: string; path: string; key: string | null }[], adjust?: (request: Request, attempt: number) => Request) {
  let attempt = 0;
  return async (request: Request): Promise<Response> => {
    attempt += 1;
    const outgoing = adjust ? adjust(request, attempt) : request;
    sent.push({ method: outgoing.method, path: new URL(outgoing.url).pathname, key: outgoing.headers.get('idempotency-key') });
    return fetch(outgoing);
  };
}

const withHeader = (request: Request, name: string, value: string): Request => {
  const headers = new Headers(request.headers);
  headers.set(name, value);
  return new Request(request, { headers });
};

async function sandboxClientWithUser(options: Parameters<typeof createPartnerClient>[0] extends infer O ? Partial<O> : never = {}) {
  const { apiKey } = await server.sandboxPartner();
  const client = createPartnerClient({ apiKey, baseUrl: server.url, ...options });
  const user = await client.post('/users', { body: { externalId: uniqueKey('sdk-user') } });
  return { apiKey, client, userId: user.userId };
}

test('one client per environment from a key: the base is the document server of the key environment', async (t) => {
  const doc = (await server.request('GET', `${PRODUCTION}/openapi.json`)).body as { servers: { url: string; description: string }[] };
  t.deepEqual(
    doc.servers.map((s) => [s.description.toLowerCase(), s.url]),
    Object.entries(ENVIRONMENT_BASES),
  );
  const { apiKey } = await server.sandboxPartner();
  const sandbox = createPartnerClient({ apiKey, baseUrl: server.url });
  t.is(sandbox.environment, 'sandbox');
  t.is(sandbox.baseUrl, `${server.url}${SANDBOX}`);
  t.is((await sandbox.get('/account')).environment, 'sandbox');
  const live = await server.productionPartner();
  const production = createPartnerClient({ apiKey: live.apiKey, baseUrl: `${server.url}/` });
  t.is(production.environment, 'production');
  t.is((await production.get('/account')).environment, 'production');
  t.is(environmentOfKey('service_oauth_abc'), null);
  t.throws(() => createPartnerClient({ apiKey: 'service_oauth_abc', baseUrl: server.url }), { message: /pass environment/ });
  t.throws(() => createPartnerClient({ apiKey, baseUrl: server.url, environment: 'production' }), { message: /sandbox key cannot call production/ });
});

test('sandbox registration with an ID token answers the key and its client', async (t) => {
  const idToken = await server.idToken({ sub: uniqueKey('sdk-reg'), email: `${uniqueKey('sdk-reg')}@example.com` });
  const registered = await registerSandbox({ baseUrl: server.url, idToken });
  t.regex(registered.apiKey, /^sk_sandbox_/);
  t.is(registered.client.environment, 'sandbox');
  t.is((await registered.client.get('/account')).environment, 'sandbox');
});

test('every mutating call carries a generated Idempotency-Key, a given one is kept, reads carry none', async (t) => {
  const sent: { method: string; path: string; key: string | null }[] = [];
  const { client, userId } = await sandboxClientWithUser({ fetch: recordingFetch(sent) });
  await client.post('/users/{userId}/deposit', { params: { path: { userId } }, body: { amount: 10 } });
  const given = uniqueKey('given');
  const first = await client.api.POST('/users/{userId}/deposit', { params: { path: { userId }, header: { 'Idempotency-Key': given } }, body: { amount: 10 } });
  const again = await client.api.POST('/users/{userId}/deposit', { params: { path: { userId }, header: { 'Idempotency-Key': given } }, body: { amount: 10 } });
  await client.get('/users/{userId}', { params: { path: { userId } } });
  const writes = sent.filter((s) => s.method !== 'GET');
  t.is(writes.length, 4);
  for (const w of writes) t.truthy(w.key, `${w.method} ${w.path}`);
  t.is(new Set(writes.slice(0, 2).map((w) => w.key)).size, 2, 'a fresh key per call');
  t.is(writes[2]!.key, given);
  t.is(first.response.headers.get('idempotent-replayed'), null);
  t.is(again.response.headers.get('idempotent-replayed'), 'true', 'the same key is answered from the record');
  t.is(sent.find((s) => s.method === 'GET')!.key, null);
});

test('a forced 503 is retried after its Retry-After with the same key and answered once', async (t) => {
  const sent: { method: string; path: string; key: string | null }[] = [];
  const retries = recordedRetries();
  const { apiKey, userId } = await sandboxClientWithUser();
  // The first attempt of the deposit carries the sandbox scenario header; the retry goes as the SDK sends it.
  const client = createPartnerClient({
    apiKey,
    baseUrl: server.url,
    retry: retries.options,
    fetch: recordingFetch(sent, (request, attempt) => (attempt === 1 ? withHeader(request, 'x-sandbox-force-status', '503') : request)),
  });
  const deposit = await client.post('/users/{userId}/deposit', { params: { path: { userId } }, body: { amount: 25 } });
  t.true('newBalance' in deposit && deposit.newBalance === 25);
  t.is(sent.length, 2, 'one retry');
  t.is(sent[0]!.key, sent[1]!.key, 'the same Idempotency-Key on the retry');
  t.deepEqual(
    retries.events.map((e) => [e.attempt, e.reason]),
    [[1, 503]],
  );
  t.deepEqual(retries.waits, [1000], 'Retry-After: 1 honoured');
  const moves = [];
  for await (const move of client.paginate('/users/{userId}/transactions', { path: { userId } })) moves.push(move);
  t.is(moves.length, 1, 'deposited once');
});

test('an answer lost after the service committed is retried with the same key and replayed, not repeated', async (t) => {
  const retries = recordedRetries();
  const { apiKey, userId } = await sandboxClientWithUser();
  let attempts = 0;
  const client = createPartnerClient({
    apiKey,
    baseUrl: server.url,
    retry: retries.options,
    async fetch(request) {
      attempts += 1;
      const response = await fetch(request);
      if (attempts === 1) {
        await response.body?.cancel();
        throw new TypeError('fetch failed: the connection was reset before the answer arrived');
      }
      return response;
    },
  });
  const { data, response } = await client.api.POST('/users/{userId}/deposit', { params: { path: { userId } }, body: { amount: 40 } });
  t.is(response.status, 200);
  t.is(response.headers.get('idempotent-replayed'), 'true');
  t.true(data !== undefined && 'newBalance' in data && data.newBalance === 40);
  t.deepEqual(
    retries.events.map((e) => e.reason),
    ['connection'],
  );
  const pages = [];
  for await (const page of client.pages('/users/{userId}/transactions', { path: { userId } })) pages.push(page);
  t.is(pages[0]!.transactions.length, 1, 'the deposit ran once');
});

test('a 429 is retried after its Retry-After; retries stop at maxAttempts with the last answer as a typed error', async (t) => {
  const retries = recordedRetries();
  const { apiKey } = await sandboxClientWithUser();
  const once = createPartnerClient({
    apiKey,
    baseUrl: server.url,
    retry: retries.options,
    fetch: (request) => fetch(retries.events.length === 0 ? withHeader(request, 'x-sandbox-force-status', '429') : request),
  });
  t.is((await once.get('/account')).environment, 'sandbox');
  t.deepEqual(
    retries.events.map((e) => [e.reason, e.delayMs]),
    [[429, 1000]],
  );
  const always = createPartnerClient({
    apiKey,
    baseUrl: server.url,
    retry: { ...recordedRetries().options, maxAttempts: 3 },
    headers: { 'x-sandbox-force-status': '503' },
  });
  const error = await t.throwsAsync(always.get('/account'), { instanceOf: PartnerApiError });
  t.is(error?.status, 503);
  t.is(error?.code, 'SERVICE_UNAVAILABLE');
  t.is(error?.retryAfterSeconds, 1);
});

test('connection errors are retried with backoff, then a PartnerConnectionError', async (t) => {
  const retries = recordedRetries();
  // A port nothing listens on: a closed server's.
  const closed = await startTestServer();
  const url = closed.url;
  await closed.close();
  const client = createPartnerClient({ apiKey: 'sk_sandbox_unused', baseUrl: url, retry: { ...retries.options, maxAttempts: 3, baseDelayMs: 100 } });
  const error = await t.throwsAsync(client.get('/account'), { instanceOf: PartnerConnectionError });
  t.is(error?.attempts, 3);
  t.deepEqual(
    retries.events.map((e) => e.reason),
    ['connection', 'connection'],
  );
  t.true(retries.waits[1]! >= 100 && retries.waits[1]! <= 200, `backoff grows: ${retries.waits.join(', ')}`);
});

test('refusals are PartnerApiError with code, status and requestId', async (t) => {
  const { client } = await sandboxClientWithUser();
  const missing = await t.throwsAsync(client.get('/users/{userId}', { params: { path: { userId: 'usr_unknown' } } }), { instanceOf: PartnerApiError });
  t.is(missing?.status, 404);
  t.is(missing?.code, 'NOT_FOUND');
  t.regex(missing?.requestId ?? '', /\S/);
  t.is(missing?.body?.code, 'NOT_FOUND');
  const invalid = await t.throwsAsync(client.post('/users', { body: { externalId: '' } }), { instanceOf: PartnerApiError });
  t.is(invalid?.status, 400);
  t.is(invalid?.code, 'VALIDATION_ERROR');
  const badKey = createPartnerClient({ apiKey: 'sk_sandbox_not_a_key', baseUrl: server.url, retry: false });
  const refused = await t.throwsAsync(badKey.get('/account'), { instanceOf: PartnerApiError });
  t.is(refused?.status, 401);
  t.is(refused?.code, 'AUTH_INVALID');
});

test('paginate walks every page of a list; pages follows nextCursor while hasMore', async (t) => {
  const { client } = await sandboxClientWithUser();
  for (let i = 0; i < 4; i += 1) await client.post('/users', { body: { externalId: uniqueKey('sdk-page') } });
  const pages = [];
  for await (const page of client.pages('/users', { query: { limit: '2' } })) pages.push(page);
  t.is(pages.length, 3);
  t.deepEqual(
    pages.map((p) => p.hasMore),
    [true, true, false],
  );
  const ids: string[] = [];
  for await (const user of client.paginate('/users', { query: { limit: '2' } })) ids.push(user.userId);
  t.is(ids.length, 5);
  t.is(new Set(ids).size, 5);
  t.deepEqual(
    ids,
    pages.flatMap((p) => p.accounts.map((u) => u.userId)),
  );
});
