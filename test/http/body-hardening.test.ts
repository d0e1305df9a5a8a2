/**
 * Bodies built to break the parser rather than the rules: nesting thousands of levels deep, tens of
 * thousands of members, strings of hundreds of kilobytes, NUL characters and lone surrogates, numbers
 * JSON can spell but a double cannot hold, a Content-Encoding the bytes do not match, an encoding or
 * charset we do not speak, and a client that hangs up halfway through its body. Each is answered in
 * the error envelope with a 4xx (never a 500), changes nothing, and logs nothing at error level.
 */
import test from 'ava';
import { connect } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';
import { mutatingMounts, RouteCaller } from './mutating-routes-support.ts';

interface LogLine {
  readonly level: number;
  readonly msg: string;
  readonly requestId?: string;
}

let server: TestServer;
let apiKey: string;
const logs: LogLine[] = [];
const waiters: { match: (l: LogLine) => boolean; resolve: (l: LogLine) => void }[] = [];

test.before(async () => {
  server = await startTestServer(
    { LOG_LEVEL: 'debug' },
    {
      logSink: (line) => {
        const entry = JSON.parse(line) as LogLine;
        logs.push(entry);
        for (const w of waiters.filter((w) => w.match(entry))) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(entry);
        }
      },
    },
  );
  apiKey = (await server.sandboxPartner()).apiKey;
});

test.after.always(async () => {
  await server?.close();
});

/** Error-level lines written since `mark` (a count of lines, taken when the test began). */
const errorLinesSince = (mark: number): LogLine[] => logs.slice(mark).filter((l) => l.level >= 50);

/** The first log line (already written or still to come) that satisfies `match`. */
function logLine(match: (l: LogLine) => boolean): Promise<LogLine> {
  const seen = logs.find(match);
  return seen ? Promise.resolve(seen) : new Promise((resolve) => waiters.push({ match, resolve }));
}

async function walletAvailable(): Promise<number> {
  return (await server.request('GET', `${SANDBOX}/account`, { key: apiKey })).body.walletBalance.available as number;
}

function topup(rawBody: string | Buffer, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}${SANDBOX}/topup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'idempotency-key': uniqueKey('body'), 'content-type': 'application/json', ...headers },
    body: typeof rawBody === 'string' ? rawBody : new Uint8Array(rawBody),
  });
}

async function envelopeOf(res: Response): Promise<{ status: number; code: string; message: string }> {
  const body = (await res.json()) as { error: { code: string; message: string } };
  return { status: res.status, code: body.error.code, message: body.error.message };
}

const nested = (levels: number, inner = '1'): string => '['.repeat(levels) + inner + ']'.repeat(levels);
const nestedObjects = (levels: number): string => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

test.serial('a body nested 2,200 levels deep (4.5 KB) answers 400 VALIDATION_ERROR on every mutating route, and logs nothing at error', async (t) => {
  const mark = logs.length;
  const caller = await RouteCaller.start(server);
  t.teardown(() => caller.close());
  const head = server.running.service.stores.journal.head();
  const body = `{"amount":1,"deep":${nested(2_200)}}`;
  t.true(body.length > 4_400 && body.length < 4_600);
  const wrong: string[] = [];
  for (const m of mutatingMounts) {
    const res = await caller.send(m, { body });
    await caller.settle(m, res);
    if (res.status !== 400 || res.json?.error?.code !== 'VALIDATION_ERROR')
      wrong.push(`${m.spec.method} ${m.fullPath}: ${res.status} ${res.text.slice(0, 120)}`);
  }
  t.deepEqual(wrong, []);
  t.deepEqual(server.running.service.stores.journal.head(), head, 'a refused body changed the journal');
  t.deepEqual(errorLinesSince(mark), []);
});

test.serial('nesting is allowed to 64 levels and refused beyond, on both parsers, arrays and objects alike', async (t) => {
  const mark = logs.length;
  for (const contentType of ['application/json', 'application/json; charset="utf-8"']) {
    const before = await walletAvailable();
    t.is((await topup(`{"amount":1,"x":${nested(63)}}`, { 'content-type': contentType })).status, 201, `${contentType}: 64 levels`);
    t.is((await topup(`{"amount":1,"x":${nestedObjects(63)}}`, { 'content-type': contentType })).status, 201, `${contentType}: 64 object levels`);
    for (const body of [`{"amount":1,"x":${nested(64)}}`, `{"amount":1,"x":${nestedObjects(64)}}`, `{"amount":1,"x":${nested(200_000)}}`]) {
      const res = await envelopeOf(await topup(body, { 'content-type': contentType }));
      t.is(res.status, 400, `${contentType}: ${body.length} bytes`);
      t.is(res.code, 'VALIDATION_ERROR');
      t.regex(res.message, /64 levels/);
    }
    t.is(await walletAvailable(), before + 2);
  }
  t.deepEqual(errorLinesSince(mark), []);
});

test.serial('a number too large for a double (1e400) is refused with 400 VALIDATION_ERROR, not stored as Infinity or null', async (t) => {
  const _mark = logs.length;
  const before = await walletAvailable();
  for (const body of ['{"amount":1e400}', '{"amount":1,"x":-1e400}', '{"amount":1,"x":[1e999]}']) {
    const res = await envelopeOf(await topup(body));
    t.is(res.status, 400, body);
    t.is(res.code, 'VALIDATION_ERROR', body);
  }
  t.is(await walletAvailable(), before);
});

const JSON_BODY = '{"amount":1.25}';
const MISMATCHED: [string, Record<string, string>, string | Buffer][] = [
  ['gzip header on plain JSON', { 'content-encoding': 'gzip' }, JSON_BODY],
  ['br header on plain JSON', { 'content-encoding': 'br' }, JSON_BODY],
  ['deflate header on plain JSON', { 'content-encoding': 'deflate' }, JSON_BODY],
  ['gzip header on a brotli body', { 'content-encoding': 'gzip' }, brotliCompressSync(JSON_BODY)],
  ['br header on a gzip body', { 'content-encoding': 'br' }, gzipSync(JSON_BODY)],
  ['a truncated gzip body', { 'content-encoding': 'gzip' }, gzipSync(JSON_BODY).subarray(0, 12)],
  ['gzip of something that is not JSON', { 'content-encoding': 'gzip' }, gzipSync('not json at all')],
];

for (const [what, headers, body] of MISMATCHED) {
  test.serial(`${what} answers 400 VALIDATION_ERROR, changes nothing, logs nothing at error`, async (t) => {
    const mark = logs.length;
    const before = await walletAvailable();
    const res = await envelopeOf(await topup(body, headers));
    t.is(res.status, 400);
    t.is(res.code, 'VALIDATION_ERROR');
    t.is(await walletAvailable(), before);
    t.deepEqual(errorLinesSince(mark), []);
  });
}

test.serial('a body really encoded as its Content-Encoding says (gzip, deflate, br) is accepted', async (t) => {
  const _mark = logs.length;
  const before = await walletAvailable();
  for (const [encoding, body] of [
    ['gzip', gzipSync(JSON_BODY)],
    ['deflate', deflateSync(JSON_BODY)],
    ['br', brotliCompressSync(JSON_BODY)],
  ] as const) {
    t.is((await topup(body, { 'content-encoding': encoding })).status, 201, encoding);
  }
  t.is(await walletAvailable(), before + 3.75);
});

test.serial('a compressed body counts against the 1 MiB limit once decoded: a 5 KB gzip of 5 MB answers 413', async (t) => {
  const bomb = gzipSync(`{"amount":1,"pad":"${' '.repeat(5 * 1024 * 1024)}"}`);
  t.true(bomb.length < 10_000);
  const before = await walletAvailable();
  const res = await envelopeOf(await topup(bomb, { 'content-encoding': 'gzip' }));
  t.is(res.status, 413);
  t.is(res.code, 'PAYLOAD_TOO_LARGE');
  t.is(await walletAvailable(), before);
});

test.serial('an encoding the service does not speak answers 415 UNSUPPORTED_MEDIA_TYPE and changes nothing', async (t) => {
  const mark = logs.length;
  const before = await walletAvailable();
  for (const encoding of ['compress', 'zstd', 'gzip, br', 'x-unknown']) {
    const res = await envelopeOf(await topup(JSON_BODY, { 'content-encoding': encoding }));
    t.is(res.status, 415, encoding);
    t.is(res.code, 'UNSUPPORTED_MEDIA_TYPE', encoding);
    t.regex(res.message, /gzip, deflate or br/);
  }
  t.is(await walletAvailable(), before);
  t.deepEqual(errorLinesSince(mark), []);
});

test.serial('a charset other than UTF-8 (utf-16, latin1, unknown) answers 415 UNSUPPORTED_MEDIA_TYPE and changes nothing', async (t) => {
  const mark = logs.length;
  const before = await walletAvailable();
  const body = '{"amount":1,"note":"caf\u00e9"}';
  for (const [charset, bytes] of [
    ['utf-16', Buffer.from(body, 'utf16le')],
    ['UTF-16LE', Buffer.from(body, 'utf16le')],
    ['latin1', Buffer.from(body, 'latin1')],
    ['ISO-8859-1', Buffer.from(body, 'latin1')],
    ['utf-7', Buffer.from(body)],
    ['no-such-charset', Buffer.from(body)],
  ] as const) {
    const res = await envelopeOf(await topup(bytes, { 'content-type': `application/json; charset=${charset}` }));
    t.is(res.status, 415, charset);
    t.is(res.code, 'UNSUPPORTED_MEDIA_TYPE', charset);
    t.regex(res.message, /UTF-8/, charset);
  }
  t.is(await walletAvailable(), before);
  t.deepEqual(errorLinesSince(mark), []);
});

test.serial('UTF-8 is accepted under any spelling of its charset, or none', async (t) => {
  const before = await walletAvailable();
  for (const contentType of [
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=UTF-8',
    'application/json;charset="utf-8"',
    'application/json; charset=utf8',
  ]) {
    t.is((await topup('{"amount":1,"note":"caf\u00e9 \u20ac"}', { 'content-type': contentType })).status, 201, contentType);
  }
  t.is(await walletAvailable(), before + 5);
});

/** A JSON object of `count` members `"k0":0, "k1":1...`, an `amount` first so the rest is all that is wrong. */
const manyMembers = (count: number): string => `{"amount":1,${Array.from({ length: count }, (_, i) => `"k${i}":0`).join(',')}}`;

test.serial('80,000 unknown members (0.9 MB) answer 400 VALIDATION_ERROR on both parsers; 4,000 are accepted', async (t) => {
  const mark = logs.length;
  for (const contentType of ['application/json', 'application/json; charset="utf-8"']) {
    const before = await walletAvailable();
    const hostile = manyMembers(80_000);
    t.true(hostile.length > 800_000 && hostile.length < 1024 * 1024, `${hostile.length} bytes`);
    for (const body of [hostile, manyMembers(4_096), `{"amount":1,"x":[${Array.from({ length: 5_000 }, () => '0').join(',')}]}`]) {
      const res = await envelopeOf(await topup(body, { 'content-type': contentType }));
      t.is(res.status, 400, `${contentType}: ${body.length} bytes`);
      t.is(res.code, 'VALIDATION_ERROR');
      t.regex(res.message, /more than 4096 members and elements/);
    }
    t.is((await topup(manyMembers(4_000), { 'content-type': contentType })).status, 201, `${contentType}: 4,000 members`);
    t.is(await walletAvailable(), before + 1);
  }
  t.deepEqual(errorLinesSince(mark), []);
});

test.serial('a string over 65,536 characters, a key or a value, answers 400 VALIDATION_ERROR; one of 65,536 is accepted', async (t) => {
  const before = await walletAvailable();
  for (const body of [`{"amount":1,"x":"${'a'.repeat(65_537)}"}`, `{"amount":1,"${'k'.repeat(900_000)}":1}`, `{"amount":1,"x":"${'\\n'.repeat(40_000)}"}`]) {
    const res = await envelopeOf(await topup(body));
    t.is(res.status, 400, `${body.length} bytes`);
    t.is(res.code, 'VALIDATION_ERROR');
    t.regex(res.message, /string longer than 65536 characters/);
  }
  t.is((await topup(`{"amount":1,"x":"${'a'.repeat(65_536)}"}`)).status, 201);
  t.is(await walletAvailable(), before + 1);
});

test.serial('a NUL character or a lone surrogate anywhere in a body (value, key, unknown member) answers 400 VALIDATION_ERROR', async (t) => {
  const before = await walletAvailable();
  for (const body of [
    '{"amount":1,"note":"a\\u0000b"}',
    '{"amount":1,"a\\u0000":1}',
    '{"amount":1,"x":["\\ud800"]}',
    '{"amount":1,"x":"\\udfff"}',
    '{"amount":1,"x":"\\ud83d\\u0041"}',
    '{"amount":1,"x":{"y":"tail \\uD83D"}}',
  ]) {
    const res = await envelopeOf(await topup(body));
    t.is(res.status, 400, body);
    t.is(res.code, 'VALIDATION_ERROR', body);
    t.regex(res.message, /NUL character or a lone surrogate/, body);
  }
  // A surrogate pair, an escaped backslash before "u0000" and an escaped quote are text.
  for (const body of ['{"amount":1,"x":"\\ud83d\\ude00"}', '{"amount":1,"x":"\\\\u0000"}', '{"amount":1,"x":"say \\"hi\\"","y":"\\u00e9"}']) {
    t.is((await topup(body)).status, 201, body);
  }
  t.is(await walletAvailable(), before + 3);
});

/**
 * Sends the head and part of the body of a topup on a raw socket, then hangs up, and resolves with the
 * log line the server writes about that request (its id is ours): the hang-up must be a quiet one.
 */
async function hangUpMidBody(t: { log: (...a: unknown[]) => void }, extraHeaders: string[], partial: Buffer): Promise<LogLine> {
  const requestId = uniqueKey('hangup').replace(/[^A-Za-z0-9._:-]/g, '');
  const logged = logLine((l) => l.requestId === requestId);
  const url = new URL(server.url);
  const socket = connect(Number(url.port), url.hostname);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const head = [
    `POST ${SANDBOX}/topup HTTP/1.1`,
    `Host: ${url.host}`,
    `Authorization: Bearer ${apiKey}`,
    `Idempotency-Key: ${uniqueKey('hangup')}`,
    `X-Request-Id: ${requestId}`,
    'Content-Type: application/json',
    ...extraHeaders,
    '',
    '',
  ].join('\r\n');
  // Once the head and part of the body have left, hang up: the server sees the body end early.
  await new Promise<void>((resolve) => socket.write(Buffer.concat([Buffer.from(head), partial]), () => resolve()));
  socket.destroy();
  // A guard, not a wait: a request nobody logs would otherwise hold the test until ava's timeout.
  let timer: NodeJS.Timeout | undefined;
  const unlogged = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('the server never logged the request')), 15_000)));
  const line = await Promise.race([logged, unlogged]).finally(() => clearTimeout(timer));
  t.log(`${line.level} ${line.msg}`);
  return line;
}

for (const [what, headers, partial] of [
  ['the fast path (a short body with its length)', ['Content-Length: 1000'], Buffer.from('{"amount": 1, "pad": "')],
  ['the general parser (a chunked body)', ['Transfer-Encoding: chunked'], Buffer.from('10\r\n{"amount": 1, "p\r\n')],
  ['the general parser (a body longer than the fast path)', ['Content-Length: 200000'], Buffer.from('{"amount": 1, "pad": "')],
  [
    'the general parser (a gzip body)',
    ['Content-Encoding: gzip', 'Content-Length: 5000'],
    gzipSync(`{"amount": 1, "pad": "${'x'.repeat(100_000)}"}`).subarray(0, 60),
  ],
] as const) {
  test.serial(`a client that hangs up mid-body through ${what} is logged quietly, not as an unhandled failure`, async (t) => {
    const mark = logs.length;
    const line = await hangUpMidBody(t, [...headers], partial);
    t.true(line.level < 40, `logged at level ${line.level}: ${line.msg}`);
    t.deepEqual(errorLinesSince(mark), []);
    // The service goes on serving.
    t.is((await topup(JSON_BODY)).status, 201);
  });
}
