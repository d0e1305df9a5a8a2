/**
 * fast-check arbitraries for hostile and not-so-hostile request bodies, shaped by a route's own body
 * schema (its JSON Schema, as the OpenAPI document shows it) so that a good share of them get past
 * validation and into the handlers. Kinds:
 * - valid-looking: the schema's members with plausible values (enums, patterns, modest numbers);
 * - wrong types: a member, or the whole body, replaced by any JSON value;
 * - deep nesting: 60 to 5,000 levels of arrays or objects;
 * - huge numbers: literals a double cannot hold or hold exactly (1e400, 2^53 + 1, 1e-400, -0);
 * - long strings: 1 KB to 100 KB, now and then over the 1 MiB limit;
 * - unicode: any code point, lone surrogates, NUL, BOM, right-to-left marks, in values and keys;
 * - odd encodings: compressed bodies (right or wrong Content-Encoding), unknown codings, charsets,
 *   other content types, invalid UTF-8, truncated and empty bodies;
 * - out of bounds, which every route must refuse (`mustRefuse`: a 4xx, never a 2xx): 4,097 to 80,000
 *   members, a string over 65,536 characters, a NUL or a lone surrogate in any member, a charset other
 *   than UTF-8, an e-mail address over 254 characters, a webhook URL naming port 0.
 * `$USER` inside a string is replaced at send time by a real sub-account id of the route's environment.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import fc from 'fast-check';
import type * as v from 'valibot';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { Mount } from '../../http/route.ts';
import { FAKE_ID } from './mutating-routes-support.ts';

export interface FuzzBody {
  readonly kind: string;
  readonly body: Buffer | string;
  readonly headers: Record<string, string>;
  /** Out of bounds on every route: the answer must be a 4xx. */
  readonly mustRefuse?: boolean;
}

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** Strings a real client would send somewhere: symbols, exchanges, ids, dates, URLs. */
const PLAUSIBLE_STRINGS = [
  'SCOM.KE',
  'SCOM',
  'MTNN.NG',
  'NPN.ZA',
  'NSE',
  'JSE',
  'BUY',
  'SELL',
  'USD',
  'KES',
  'KE',
  '$USER',
  FAKE_ID,
  'fuzz@example.com',
  'https://example.com/hook',
  'http://127.0.0.1:9/hook',
  '2026-09-01T10:00:00Z',
  '2026-09-01',
  '2020-01-01T00:00:00Z',
  'client_credentials',
  'fill',
  'settle',
  '*',
  'order.filled',
  '',
];

/** Nearby instants only: the virtual clock fires every timer on the way, so a year ahead costs minutes. */
const INSTANTS = [
  '2026-09-01T09:30:00Z',
  '2026-09-01T12:00:00.000Z',
  '2026-08-01T00:00:00Z',
  '2026-09-02T00:00:00+02:00',
  'not-a-date',
  '2026-13-45T99:99:99Z',
];

const plausibleString = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...PLAUSIBLE_STRINGS) }, { weight: 1, arbitrary: fc.string({ maxLength: 24 }) });

function typedArb(type: string, js: JsonSchema): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string': {
      if (js.format === 'date-time') return fc.constantFrom(...INSTANTS);
      if (js.format === 'email') return fc.oneof(fc.emailAddress(), plausibleString);
      if (js.pattern) return fc.oneof(patternArb(js.pattern), plausibleString);
      return plausibleString;
    }
    case 'number':
    case 'integer': {
      // Modest numbers: a valid-looking clock advance of years would fire every timer on the way.
      const min = Math.max(js.minimum ?? -5, -5);
      const max = Math.min(js.maximum ?? 10_000, 10_000);
      const whole = fc.integer({ min, max });
      // 100 and 999 are the sandbox's fill-now and reject-now quantities.
      const notable = [1, 100, 999].filter((n) => n >= min && n <= max);
      const integers = notable.length > 0 ? fc.oneof(whole, fc.constantFrom(...notable)) : whole;
      return type === 'integer' ? integers : fc.oneof(integers, fc.constantFrom(0.01, 0.5, 1.25, 2.5, 99.999, 1e-7));
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(js.items ? valueArb(js.items) : fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 });
    case 'object':
      return js.properties ? objectArb(js) : fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function patternArb(pattern: string): fc.Arbitrary<unknown> {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return plausibleString;
  }
}

/** Values a client would put in a member of this name, whatever its schema says; null for none. */
function byName(name: string): fc.Arbitrary<unknown> | null {
  if (/^symbols?$/.test(name)) return fc.constantFrom('SCOM.KE', 'MTNN.NG', 'NPN.ZA', 'SCOM', 'EQTY.KE', 'NOPE.KE');
  if (name === 'exchange') return fc.constantFrom('NSE', 'NGX', 'JSE', 'XXX');
  if (/^(subAccountId|userId|uid)$/.test(name)) return fc.constantFrom('$USER', FAKE_ID);
  if (/At$/.test(name)) return fc.constantFrom(...INSTANTS);
  if (name === 'url') return fc.constantFrom('https://example.com/hook', 'http://127.0.0.1:9/hook', 'https://10.0.0.1/x', 'ftp://example.com');
  if (/currency$/i.test(name)) return fc.constantFrom('USD', 'KES', 'usd', 'EUR');
  return null;
}

function valueArb(js: JsonSchema): fc.Arbitrary<unknown> {
  if (js.enum) return fc.constantFrom(...js.enum);
  if (js.const !== undefined) return fc.constant(js.const);
  if (js.anyOf) return fc.oneof(...js.anyOf.map(valueArb));
  if (Array.isArray(js.type)) return fc.oneof(...js.type.map((t) => typedArb(t, js)));
  if (js.type) return typedArb(js.type, js);
  return fc.oneof(plausibleString, fc.jsonValue({ maxDepth: 1 }));
}

/** The schema's members, each present with a plausible value; required ones more often than not. */
function objectArb(js: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = js.properties ?? {};
  const required = new Set(js.required ?? []);
  const entries = Object.entries(properties).map(([name, schema]) => {
    const named = byName(name);
    const value = named ? fc.oneof({ weight: 3, arbitrary: named }, { weight: 1, arbitrary: valueArb(schema) }) : valueArb(schema);
    // fast-check's freq: the member is left out once in `freq` draws.
    return fc.option(
      value.map((v) => [name, v] as const),
      { freq: required.has(name) ? 12 : 2, nil: null },
    );
  });
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs.filter((p) => p !== null) as (readonly [string, unknown])[]));
}

/**
 * Bodies the domain accepts, for routes whose rules a schema cannot show (an order type and its
 * prices, a fillable quantity): the mutating kinds start from them too, so huge numbers and long
 * strings reach the money and order code. A route without an example is fuzzed from its schema alone.
 */
const EXAMPLES: Readonly<Record<string, readonly Record<string, unknown>[]>> = {
  '/trade': [
    { symbol: 'SCOM.KE', type: 'BUY', quantity: 10, orderType: 'LIMIT', limitPrice: 20 },
    { symbol: 'SCOM.KE', type: 'BUY', cashValue: 50, orderType: 'LIMIT', limitPrice: 25, timeInForce: 'GTC' },
  ],
  '/users/{userId}/trade': [
    { symbol: 'SCOM.KE', type: 'BUY', quantity: 10, orderType: 'LIMIT', limitPrice: 20 },
    { symbol: 'MTNN.NG', type: 'BUY', quantity: 100, orderType: 'STOP_LIMIT', stopPrice: 300, limitPrice: 310, stopLoss: 250, takeProfit: 400 },
    { symbol: 'SCOM.KE', type: 'SELL', quantity: 1, orderType: 'LIMIT', limitPrice: 500, timeInForce: 'GTD', expiresAt: '2026-09-03T00:00:00Z' },
  ],
  '/users/{userId}/deposit': [{ amount: 25.5 }, { amount: 10, localAmount: 1292, localCurrency: 'KES', fxRate: 129.2 }],
  '/users/{userId}/withdraw': [{ amount: 1.25 }],
  '/test-tools/trade': [{ subAccountId: '$USER', symbol: 'SCOM.KE', type: 'BUY', quantity: 100, outcome: 'FILL' }],
  '/sandbox/trade': [{ subAccountId: '$USER', symbol: 'SCOM.KE', type: 'BUY', quantity: 5, outcome: 'PARTIAL_FILL' }],
  '/test-tools/deposit': [{ subAccountId: '$USER', amount: 100 }],
  '/sandbox/deposit': [{ subAccountId: '$USER', amount: 100 }],
  '/market/ticks': [{ symbol: 'SCOM.KE', price: 129.2, volume: 1000 }],
  '/price-alerts': [{ symbol: 'SCOM', exchange: 'NSE', condition: 'above', threshold: 150, repeat: true }],
  '/topup': [{ amount: 1000 }],
  '/payout': [{ amount: 1 }],
  '/users': [{ externalId: 'fuzz-ext', email: 'a@example.com', name: 'A B', country: 'ke', metadata: { plan: 'gold' } }],
  '/users/{userId}/kyc': [{ status: 'VERIFIED', level: 'FULL', reference: 'kyc-1' }],
  '/venue/faults': [{ rejectNext: 1, rejectionCode: 'OTHER' }],
  '/incidents': [{ title: 'Feed delay', severity: 'P2', affectedServices: ['market-data'], message: 'delayed' }],
};

export function bodySchemaOf(m: Mount): JsonSchema {
  if (!m.spec.body) return { type: 'object', properties: {} };
  return toJsonSchema(m.spec.body as v.GenericSchema, { errorMode: 'ignore' }) as JsonSchema;
}

const json = (headers: Record<string, string> = {}) => ({ 'content-type': 'application/json', ...headers });

/** `value` at a member of the valid-looking body (a new member when the schema has none): its JSON text. */
function withMember(base: fc.Arbitrary<Record<string, unknown>>, names: string[], literal: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const name = names.length > 0 ? fc.constantFrom(...names) : fc.constant('extra');
  return fc.tuple(base, name, literal).map(([object, member, text]) => {
    const marker = '\u0000MARK\u0000';
    return JSON.stringify({ ...object, [member]: marker }).replace(JSON.stringify(marker), text);
  });
}

const HUGE_NUMBERS = [
  '1e400',
  '-1e400',
  '1e308',
  '-1.7976931348623157e308',
  '9007199254740993',
  '123456789012345678901234567890',
  '1e21',
  '1e-400',
  '-0',
  '5e-324',
  '1E+30',
  '0.1e-999',
];

const UNICODE_SAMPLES = [
  '\\ud800',
  '\\udfff',
  '\\ud83d\\ude00',
  '\\u0000',
  '\u202e\u202d',
  '\ufeff',
  '\u00e9\u0301',
  '\u{1F4A9}',
  '\u0000',
  '\u2028\u2029',
  '\\u005f\\u005fproto__',
];

/** Units of a long JSON string, as JSON text: plain, two-byte, four-byte (a surrogate pair), an escape. */
const LONG_UNITS = ['x', '\u00e9', '\u{1F600}', '\\u0000'];

function deepText(levels: number, objects: boolean): string {
  return objects ? `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}` : '['.repeat(levels) + ']'.repeat(levels);
}

/** Every kind of body for route `m`, weighted towards the ones that reach handlers. */
export function fuzzBody(m: Mount): fc.Arbitrary<FuzzBody> {
  const schema = bodySchemaOf(m);
  const names = Object.keys(schema.properties ?? {});
  const examples = EXAMPLES[m.spec.path] ?? [];
  const fromSchema = objectArb(schema);
  const valid = examples.length > 0 ? fc.oneof(fc.constantFrom(...examples), fromSchema) : fromSchema;
  const text = (kind: string, arb: fc.Arbitrary<string>, headers = json()): fc.Arbitrary<FuzzBody> => arb.map((body) => ({ kind, body, headers }));

  const validLooking = text(
    'valid-looking',
    valid.map((o) => JSON.stringify(o)),
  );
  const wrongTypes = text(
    'wrong types',
    withMember(
      valid,
      names,
      fc.jsonValue({ maxDepth: 3 }).map((x) => JSON.stringify(x) ?? 'null'),
    ),
  );
  const wholeBody = text(
    'any JSON as the body',
    fc.jsonValue({ maxDepth: 3 }).map((x) => JSON.stringify(x) ?? 'null'),
  );
  const deep = text(
    'deep nesting',
    withMember(
      valid,
      names,
      fc.tuple(fc.integer({ min: 60, max: 5_000 }), fc.boolean()).map(([n, o]) => deepText(n, o)),
    ),
  );
  const huge = text('huge numbers', withMember(valid, names, fc.constantFrom(...HUGE_NUMBERS)));
  const length = fc.oneof({ weight: 12, arbitrary: fc.integer({ min: 1_000, max: 100_000 }) }, { weight: 1, arbitrary: fc.constant(1_100_000) });
  const long = text(
    'long strings',
    withMember(
      valid,
      names,
      fc.tuple(length, fc.constantFrom(...LONG_UNITS)).map(([n, unit]) => `"${unit.repeat(Math.ceil(n / unit.length))}"`),
    ),
  );
  const unicode = fc.oneof(
    text(
      'unicode values',
      withMember(
        valid,
        names,
        fc.string({ unit: 'binary', maxLength: 40 }).map((s) => JSON.stringify(s)),
      ),
    ),
    text(
      'unicode escapes',
      withMember(
        valid,
        names,
        fc.array(fc.constantFrom(...UNICODE_SAMPLES), { minLength: 1, maxLength: 4 }).map((parts) => `"${parts.join('')}"`),
      ),
    ),
    text(
      'unicode keys',
      fc
        .tuple(valid, fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }))
        .map(([o, k, x]) => JSON.stringify({ ...o, [k]: x })),
    ),
    text(
      'byte order mark',
      valid.map((o) => `\ufeff${JSON.stringify(o)}`),
    ),
  );
  const encodings = fc
    .tuple(
      valid.map((o) => JSON.stringify(o)),
      fc.constantFrom(...ENCODINGS),
    )
    .map(([body, enc]): FuzzBody => ({ kind: `encoding: ${enc.name}`, ...enc.make(body) }));
  const malformed = fc.oneof(
    text('malformed text', fc.string({ maxLength: 60 })),
    text(
      'truncated JSON',
      fc
        .tuple(
          valid.map((o) => JSON.stringify(o)),
          fc.nat(),
        )
        .map(([s, n]) => s.slice(0, n % Math.max(1, s.length))),
    ),
  );
  const bounds = outOfBounds(valid, names);
  return fc.oneof(
    { weight: 6, arbitrary: validLooking },
    { weight: 3, arbitrary: wrongTypes },
    { weight: 1, arbitrary: wholeBody },
    { weight: 1, arbitrary: deep },
    { weight: 2, arbitrary: huge },
    { weight: 1, arbitrary: long },
    { weight: 2, arbitrary: unicode },
    { weight: 3, arbitrary: encodings },
    { weight: 1, arbitrary: malformed },
    { weight: 2, arbitrary: bounds },
  );
}

/** A JSON text of `count` members `"k0":0, "k1":1...` added to the valid-looking body. */
function withManyMembers(object: Record<string, unknown>, count: number): string {
  const own = JSON.stringify(object).slice(1, -1);
  const extra = Array.from({ length: count }, (_, i) => `"k${i}":${i % 10}`).join(',');
  return `{${own}${own ? ',' : ''}${extra}}`;
}

/** A string (as JSON text) that no field takes: a NUL or a lone surrogate somewhere in ordinary text. */
const NOT_TEXT_SAMPLES = ['"a\\u0000b"', '"\\u0000"', '"x\\ud800"', '"\\udfffx"', '"\\ud83d\\u0041"', '"tail \\uDBFF"'];

/** Bodies outside the bounds every route holds: each must be refused with a 4xx. */
function outOfBounds(valid: fc.Arbitrary<Record<string, unknown>>, names: string[]): fc.Arbitrary<FuzzBody> {
  const refuse = (kind: string, arb: fc.Arbitrary<string>, headers = json()): fc.Arbitrary<FuzzBody> =>
    arb.map((body) => ({ kind, body, headers, mustRefuse: true }));
  const memberCount = fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 4_097, max: 12_000 }) }, { weight: 1, arbitrary: fc.constant(80_000) });
  const kinds: fc.Arbitrary<FuzzBody>[] = [
    refuse(
      'bounds: too many members',
      fc.tuple(valid, memberCount).map(([o, n]) => withManyMembers(o, n)),
    ),
    refuse(
      'bounds: too many elements',
      withMember(
        valid,
        names,
        fc.integer({ min: 4_097, max: 20_000 }).map((n) => `[${'0,'.repeat(n - 1)}0]`),
      ),
    ),
    refuse(
      'bounds: string too long',
      withMember(
        valid,
        names,
        fc.integer({ min: 65_537, max: 300_000 }).map((n) => `"${'y'.repeat(n)}"`),
      ),
    ),
    refuse('bounds: NUL or lone surrogate', withMember(valid, names, fc.constantFrom(...NOT_TEXT_SAMPLES))),
    fc
      .tuple(
        valid.map((o) => JSON.stringify(o)),
        fc.constantFrom(...FOREIGN_CHARSETS),
      )
      .map(
        ([body, charset]): FuzzBody => ({
          kind: `bounds: charset ${charset.name}`,
          body: charset.encode(body),
          headers: { 'content-type': `application/json; charset=${charset.name}` },
          mustRefuse: true,
        }),
      ),
  ];
  const emails = names.filter((n) => /email/i.test(n));
  if (emails.length > 0) {
    const longEmail = fc.integer({ min: 255, max: 60_000 }).map((n) => JSON.stringify(`${'a'.repeat(n - '@example.com'.length)}@example.com`));
    kinds.push(refuse('bounds: e-mail too long', withMember(valid, emails, longEmail)));
  }
  if (names.includes('url')) {
    const portZero = fc.constantFrom('https://example.com:0/hook', 'http://127.0.0.1:0/hook', 'https://example.com:00/x').map((u) => JSON.stringify(u));
    kinds.push(refuse('bounds: URL port 0', withMember(valid, ['url'], portZero)));
  }
  return fc.oneof(...kinds);
}

/** Charsets a JSON body may not declare: the bytes are encoded as they say (415 all the same). */
const FOREIGN_CHARSETS: readonly { name: string; encode: (body: string) => Buffer }[] = [
  { name: 'utf-16', encode: (b) => Buffer.from(b, 'utf16le') },
  { name: 'utf-16le', encode: (b) => Buffer.from(b, 'utf16le') },
  { name: 'latin1', encode: (b) => Buffer.from(b, 'latin1') },
  { name: 'iso-8859-1', encode: (b) => Buffer.from(b, 'latin1') },
  { name: 'x-fuzz', encode: (b) => Buffer.from(b) },
];

interface Encoding {
  readonly name: string;
  make(body: string): { body: Buffer | string; headers: Record<string, string> };
}

const ENCODINGS: readonly Encoding[] = [
  { name: 'gzip', make: (b) => ({ body: gzipSync(b), headers: json({ 'content-encoding': 'gzip' }) }) },
  { name: 'deflate', make: (b) => ({ body: deflateSync(b), headers: json({ 'content-encoding': 'deflate' }) }) },
  { name: 'br', make: (b) => ({ body: brotliCompressSync(b), headers: json({ 'content-encoding': 'br' }) }) },
  { name: 'gzip header, plain body', make: (b) => ({ body: b, headers: json({ 'content-encoding': 'gzip' }) }) },
  { name: 'br header, plain body', make: (b) => ({ body: b, headers: json({ 'content-encoding': 'br' }) }) },
  { name: 'deflate header, plain body', make: (b) => ({ body: b, headers: json({ 'content-encoding': 'deflate' }) }) },
  { name: 'br header, gzip body', make: (b) => ({ body: gzipSync(b), headers: json({ 'content-encoding': 'br' }) }) },
  { name: 'gzip header, brotli body', make: (b) => ({ body: brotliCompressSync(b), headers: json({ 'content-encoding': 'gzip' }) }) },
  { name: 'truncated gzip', make: (b) => ({ body: gzipSync(b).subarray(0, 15), headers: json({ 'content-encoding': 'gzip' }) }) },
  { name: 'gzip of a gzip', make: (b) => ({ body: gzipSync(gzipSync(b)), headers: json({ 'content-encoding': 'gzip' }) }) },
  { name: 'two codings', make: (b) => ({ body: gzipSync(b), headers: json({ 'content-encoding': 'gzip, br' }) }) },
  { name: 'unknown coding', make: (b) => ({ body: b, headers: json({ 'content-encoding': 'zstd' }) }) },
  { name: 'upper-case coding', make: (b) => ({ body: gzipSync(b), headers: json({ 'content-encoding': 'GZIP' }) }) },
  { name: 'charset latin1', make: (b) => ({ body: Buffer.from(b, 'latin1'), headers: { 'content-type': 'application/json; charset=latin1' } }) },
  { name: 'charset utf-16le', make: (b) => ({ body: Buffer.from(b, 'utf16le'), headers: { 'content-type': 'application/json; charset=utf-16le' } }) },
  { name: 'unknown charset', make: (b) => ({ body: b, headers: { 'content-type': 'application/json; charset=x-fuzz' } }) },
  {
    name: 'invalid UTF-8',
    make: (b) => ({ body: Buffer.concat([Buffer.from(b.slice(0, -1)), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), Buffer.from(b.slice(-1))]), headers: json() }),
  },
  { name: 'text/plain', make: (b) => ({ body: b, headers: { 'content-type': 'text/plain' } }) },
  {
    name: 'form',
    make: (b) => ({
      body: `a=1&b[c][d]=2&b[c][e][]=3&${encodeURIComponent('x')}=${encodeURIComponent(b)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  { name: 'multipart without boundary', make: (b) => ({ body: b, headers: { 'content-type': 'multipart/form-data' } }) },
  { name: 'vendor JSON type', make: (b) => ({ body: b, headers: { 'content-type': 'application/vnd.api+json' } }) },
  { name: 'no content type', make: (b) => ({ body: b, headers: { 'content-type': '' } }) },
  { name: 'empty body', make: () => ({ body: '', headers: json() }) },
];
