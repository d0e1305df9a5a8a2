/**
 * What a partner can store is bounded where it is declared: an e-mail address is at most 254 characters
 * (its local part 64), free text has a length and holds no NUL character or lone surrogate (in a JSON body
 * or a form), a webhook URL cannot name port 0, and a body whose charset is not UTF-8 is refused (415)
 * rather than read as UTF-8. Each refusal is the error envelope, does not echo the input back, and
 * stores nothing.
 */
import test from 'ava';
import { SANDBOX, startTestServer, uniqueKey, type TestResponse, type TestServer } from '../helpers/server.ts';

let s: TestServer;
let apiKey: string;

test.before(async () => {
  s = await startTestServer();
  apiKey = (await s.sandboxPartner()).apiKey;
});

test.after.always(async () => {
  await s?.close();
});

function post(path: string, body: unknown): Promise<TestResponse> {
  return s.request('POST', `${SANDBOX}${path}`, { key: apiKey, idempotencyKey: uniqueKey('bounded'), body });
}

function postRaw(path: string, rawBody: string | Buffer, contentType: string): Promise<Response> {
  return fetch(`${s.url}${SANDBOX}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'idempotency-key': uniqueKey('bounded'), 'content-type': contentType },
    body: typeof rawBody === 'string' ? rawBody : new Uint8Array(rawBody),
  });
}

/** A refusal: the status and code, a short answer (the input is not echoed), nothing journaled. */
async function refused(t: import('ava').ExecutionContext, send: () => Promise<TestResponse>, status: number, code: string): Promise<TestResponse> {
  const head = s.running.service.stores.journal.head();
  const res = await send();
  t.is(res.status, status, res.text.slice(0, 300));
  t.is(res.body?.error?.code, code);
  t.true(res.text.length < 1_000, `the answer is ${res.text.length} characters`);
  t.deepEqual(s.running.service.stores.journal.head(), head, 'a refused request changed the journal');
  return res;
}

/** An address of exactly `length` characters, its local part `local` long, that valibot's pattern accepts. */
function emailOf(length: number, local = 64): string {
  // Labels of at most 63 characters (62 and a dot, then the rest), then ".com".
  let rest = length - local - 1 - '.com'.length;
  const labels: string[] = [];
  for (; rest > 63; rest -= 63) labels.push('d'.repeat(62));
  labels.push('d'.repeat(rest));
  const address = `${'a'.repeat(local)}@${labels.join('.')}.com`;
  if (address.length !== length) throw new Error(`built ${address.length} characters, not ${length}`);
  return address;
}

test.serial(
  'an e-mail of 900 KB (or of 60 KB, under the body scan string bound) is refused on POST /users and POST /auto-register, not stored and echoed',
  async (t) => {
    for (const local of [900_000, 60_000]) {
      const address = `${'a'.repeat(local)}@example.com`;
      const users = await refused(t, () => post('/users', { externalId: uniqueKey('ext'), email: address }), 400, 'VALIDATION_ERROR');
      const auto = await refused(t, () => post('/auto-register', { uid: uniqueKey('uid'), email: address }), 400, 'VALIDATION_ERROR');
      if (local === 60_000) {
        t.regex(users.body.error.message, /email: an e-mail address has at most 254 characters/);
        t.regex(auto.body.error.message, /email: an e-mail address has at most 254 characters/);
      }
    }
  },
);

test.serial('an e-mail of 254 characters is taken; 255, or a local part of 65, is refused', async (t) => {
  const longest = emailOf(254);
  const made = await post('/users', { externalId: uniqueKey('ext'), email: longest.toUpperCase() });
  t.is(made.status, 201, made.text);
  t.is(made.body.email, longest);
  await refused(t, () => post('/users', { externalId: uniqueKey('ext'), email: emailOf(255) }), 400, 'VALIDATION_ERROR');
  const local = await refused(t, () => post('/users', { externalId: uniqueKey('ext'), email: emailOf(100, 65) }), 400, 'VALIDATION_ERROR');
  t.regex(local.body.error.message, /before the @ has at most 64 characters/);
});

test.serial('a NUL character or a lone surrogate in free text is refused, in a JSON body and in a form', async (t) => {
  for (const name of ['Ada\u0000Lovelace', 'Ada \ud800', '\udfffAda']) {
    // JSON.stringify writes a lone surrogate as an escape (well-formed JSON.stringify), NUL as \u0000.
    const res = await refused(t, () => post('/users', { externalId: uniqueKey('ext'), name }), 400, 'VALIDATION_ERROR');
    t.regex(res.body.error.message, /NUL character or a lone surrogate/);
  }
  const head = s.running.service.stores.journal.head();
  const form = await postRaw('/users', `externalId=${uniqueKey('ext')}&name=Ada%00Lovelace`, 'application/x-www-form-urlencoded');
  t.is(form.status, 400);
  t.regex(((await form.json()) as { error: { message: string } }).error.message, /NUL character/);
  t.deepEqual(s.running.service.stores.journal.head(), head);
  // A surrogate pair is text.
  const pair = await post('/users', { externalId: uniqueKey('ext'), name: 'Ada \ud83d\ude00' });
  t.is(pair.status, 201, pair.text);
  t.is(pair.body.name, 'Ada \ud83d\ude00');
});

test.serial('free text longer than its field takes is refused: a support case subject of 201 characters', async (t) => {
  const res = await refused(
    t,
    () => post('/support/cases', { subject: 'x'.repeat(201), category: 'trading', priority: 'LOW', description: 'd' }),
    400,
    'VALIDATION_ERROR',
  );
  t.regex(res.body.error.message, /subject/);
});

test.serial('a webhook URL naming port 0 is refused, loopback or public', async (t) => {
  for (const url of ['https://example.com:0/hook', 'https://example.com:00/hook', 'http://127.0.0.1:0/hook']) {
    const res = await refused(t, () => post('/webhooks', { url, events: ['*'] }), 400, 'VALIDATION_ERROR');
    t.regex(res.body.error.message, /port 0/, url);
  }
});

test.serial('a body declared utf-16 or latin1 is refused with 415 and the envelope, not read as UTF-8', async (t) => {
  const body = JSON.stringify({ externalId: uniqueKey('ext'), name: 'Zo\u00eb' });
  for (const [charset, bytes] of [
    ['utf-16', Buffer.from(body, 'utf16le')],
    ['latin1', Buffer.from(body, 'latin1')],
  ] as const) {
    const head = s.running.service.stores.journal.head();
    const res = await postRaw('/users', bytes, `application/json; charset=${charset}`);
    t.is(res.status, 415, charset);
    const answer = (await res.json()) as { error: { code: string; message: string; requestId: string } };
    t.is(answer.error.code, 'UNSUPPORTED_MEDIA_TYPE');
    t.regex(answer.error.message, /UTF-8/);
    t.truthy(answer.error.requestId);
    t.deepEqual(s.running.service.stores.journal.head(), head);
  }
});

test.serial('a DELETE body is held to the same bounds at any size: 80,000 members refuse it and nothing is deleted', async (t) => {
  const made = await post('/webhooks', { url: 'https://example.com/hook', events: ['*'] });
  t.is(made.status, 201, made.text);
  const members = `{${Array.from({ length: 80_000 }, (_, i) => `"k${i}":0`).join(',')}}`;
  for (const body of [members, `{"x":[${'0,'.repeat(5_000)}0]}`]) {
    const head = s.running.service.stores.journal.head();
    const res = await fetch(`${s.url}${SANDBOX}/webhooks/${made.body.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${apiKey}`, 'idempotency-key': uniqueKey('bounded'), 'content-type': 'application/json' },
      body,
    });
    t.is(res.status, 400, `${body.length} bytes`);
    t.regex(((await res.json()) as { error: { message: string } }).error.message, /more than 4096 members and elements/);
    t.deepEqual(s.running.service.stores.journal.head(), head);
  }
  t.is(s.running.service.stores.webhooks.get(made.body.id)?.status, 'ACTIVE');
});
