/**
 * JSON bodies take one of two parsers: the fast path (small, plain application/json with a length) and
 * the general parser (other spellings of the content type, large or chunked bodies). Both must accept the same bodies and
 * refuse the same bad ones with 400 VALIDATION_ERROR, changing nothing.
 */
import test from 'ava';
import { SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';

/** Content types that send the same bytes down each parser. */
const PATHS = [
  { name: 'fast path', contentType: 'application/json' },
  { name: 'general parser', contentType: 'application/json; charset="UTF-8"' },
] as const;

const BAD_BODIES = [
  ['malformed JSON', '{"amount": 1'],
  ['a JSON string instead of an object', '"1.00"'],
  ['a __proto__ key', '{"amount": 1, "__proto__": {"polluted": true}}'],
  ['a __proto__ key spelled with escapes', '{"amount": 1, "\\u005f\\u005fproto__": {"polluted": true}}'],
] as const;

let server: TestServer;
let apiKey: string;

test.before(async () => {
  server = await startTestServer();
  apiKey = (await server.sandboxPartner()).apiKey;
});

test.after.always(async () => {
  await server?.close();
});

async function walletAvailable(): Promise<number> {
  return (await server.request('GET', `${SANDBOX}/account`, { key: apiKey })).body.walletBalance.available as number;
}

function topup(rawBody: string, contentType: string): ReturnType<TestServer['request']> {
  return server.request('POST', `${SANDBOX}/topup`, { key: apiKey, idempotencyKey: uniqueKey('body'), rawBody, headers: { 'content-type': contentType } });
}

for (const path of PATHS) {
  for (const [what, body] of BAD_BODIES) {
    test.serial(`${what} answers 400 VALIDATION_ERROR through the ${path.name} and changes nothing`, async (t) => {
      const before = await walletAvailable();
      const res = await topup(body, path.contentType);
      t.is(res.status, 400);
      t.is(res.body.error.code, 'VALIDATION_ERROR');
      t.truthy(res.body.error.requestId);
      t.is(await walletAvailable(), before);
    });
  }

  test.serial(`a valid body is accepted through the ${path.name}, including a "constructor" field`, async (t) => {
    const before = await walletAvailable();
    const res = await topup('{"amount": 2.5, "constructor": {"prototype": "harmless as a plain field"}}', path.contentType);
    t.is(res.status, 201);
    t.is(res.body.amount, 2.5);
    t.is(await walletAvailable(), before + 2.5);
  });
}

test.serial('a body larger than the fast path takes the general parser and still works', async (t) => {
  const res = await topup(JSON.stringify({ amount: 1, padding: Array.from({ length: 4 }, () => 'x'.repeat(25_000)) }), 'application/json');
  t.is(res.status, 201);
  t.is(res.body.amount, 1);
});
