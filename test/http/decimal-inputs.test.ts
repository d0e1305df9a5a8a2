/**
 * Decimals taken alike: every decimal input of the partner and operator APIs takes a JSON number or a
 * decimal string, exactly (a number is read as written: one a double cannot carry as written is refused,
 * never rounded), and every event carries one form per kind of field (amounts, prices, rates, per-share
 * amounts and quantities as JSON numbers). End to end through a real server, and over every route and
 * event schema so a new one is held to the same rule.
 */
import { gzipSync } from 'node:zlib';
import test from 'ava';
import type * as v from 'valibot';
import { EVENT_DATA, EVENT_FIELD_FORMS } from '../../http/event-payloads.ts';
import { mountsOf } from '../../http/route.ts';
import { allRoutes } from '../../http/routes/index.ts';
import { isDecimalInput } from '../../http/validation.ts';
import { ADMIN, OPERATOR_TOKEN, PRODUCTION, SANDBOX, startTestServer, uniqueKey, type TestServer } from '../helpers/server.ts';
import { createUser, partnerOn, refused } from './users-support.ts';

async function eventsNamed(s: TestServer, base: string, key: string, event: string): Promise<any[]> {
  const res = await s.request('GET', `${base}/events?event=${event}&limit=200`, { key });
  if (res.status !== 200) throw new Error(`events: ${res.status} ${res.text}`);
  return res.body.events;
}

/** A body sent as this exact text: JSON.stringify cannot write 10.0000000000000001. */
const operatorRaw = (s: TestServer, path: string, rawBody: string) =>
  s.request('POST', ADMIN + path, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` }, rawBody });

test('the operator\'s dividendPerShare takes 2.1 or "2.1" alike, and corporateaction.declared carries it as a number like dividend.paid', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const sandbox = await s.sandboxPartner();
  const declare = (symbol: string, dividendPerShare: unknown) =>
    s.operator('POST', '/corporate-actions', { type: 'DIVIDEND', symbol, dividendPerShare, exDate: '2026-09-20', payDate: '2026-10-05' });
  const asNumber = await declare('SCOM.KE', 2.1);
  t.is(asNumber.status, 201, asNumber.text);
  const asString = await declare('KCB.KE', '2.10');
  t.is(asString.status, 201, asString.text);
  t.is(asNumber.body.dividendPerShare, 2.1);
  t.is(asString.body.dividendPerShare, 2.1);
  const declared = await eventsNamed(s, SANDBOX, sandbox.apiKey, 'corporateaction.declared');
  t.deepEqual(
    declared.map((e) => e.data.dividendPerShare),
    [2.1, 2.1],
    'the event carries the number, whichever form the operator sent',
  );

  // Exact, never through binary floating point: a number that reads as another is refused, not rounded.
  const before = (await s.operator('GET', '/corporate-actions?limit=200')).text;
  const rounded = await operatorRaw(
    s,
    '/corporate-actions',
    '{"type":"DIVIDEND","symbol":"EQTY.KE","dividendPerShare":10.0000000000000001,"exDate":"2026-09-20","payDate":"2026-10-05"}',
  );
  t.is(rounded.status, 400, rounded.text);
  t.like(rounded.body.error, { code: 'VALIDATION_ERROR', param: 'dividendPerShare' });
  t.regex(rounded.body.error.message, /10\.0000000000000001/);
  const asText = await declare('EQTY.KE', '10.0000000000000001');
  t.like(asText.body.error, { code: 'VALIDATION_ERROR', param: 'dividendPerShare' });
  for (const wrong of ['2,1', '1e3', ' 2.1', true, [2.1]]) {
    const res = await declare('EQTY.KE', wrong);
    t.is(res.status, 400, JSON.stringify(wrong));
    t.is(res.body.error.code, 'INVALID_TYPE', JSON.stringify(wrong));
  }
  t.is((await s.operator('GET', '/corporate-actions?limit=200')).text, before, 'nothing was declared');
});

test('a partner amount takes 250.00 or "250.00" alike; a number a double cannot carry as written is refused, naming the member', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const p = await partnerOn(s, 'production');
  const user = await createUser(p);
  const path = `/users/${user.userId}/deposit`;
  const first = await p.post(path, { amount: 250.0 });
  t.is(first.status, 200, first.text);
  const second = await p.post(path, { amount: '250.00' });
  t.is(second.status, 200, second.text);
  t.is(second.body.amount, 250, 'answered as a number, whichever form was sent');
  t.is((await p.get(`/users/${user.userId}`)).body.wallet.balanceUsd, 500);

  const raw = (text: string) => () => s.request('POST', PRODUCTION + path, { key: p.key, idempotencyKey: uniqueKey('raw'), rawBody: text });
  const inexact = await refused(t, s, raw('{"amount": 10.0000000000000001}'), 400, 'VALIDATION_ERROR');
  t.is(inexact.body.error.param, 'amount');
  await refused(t, s, raw('{"amount": 9007199254740993}'), 400, 'VALIDATION_ERROR');
  await refused(t, s, raw('{"amount": 1e-400}'), 400, 'VALIDATION_ERROR');
  // The general parser's path (a compressed body) holds numbers to the same rule.
  const gzipped = () =>
    fetch(s.url + PRODUCTION + path, {
      method: 'POST',
      headers: { authorization: `Bearer ${p.key}`, 'idempotency-key': uniqueKey('gz'), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync('{"amount": 10.0000000000000001}'),
    }).then(async (res) => ({ status: res.status, headers: res.headers, text: '', body: await res.json() }));
  t.is((await refused(t, s, gzipped, 400, 'VALIDATION_ERROR')).body.error.param, 'amount');
  await refused(t, s, () => p.post(path, { amount: '10.001' }), 400, 'VALIDATION_ERROR');
  await refused(t, s, () => p.post(path, { amount: '-5' }), 400, 'VALIDATION_ERROR');
  await refused(t, s, () => p.post(path, { amount: '5 USD' }), 400, 'INVALID_TYPE');
  // Written with an exponent or trailing zeros, a number is still the decimal it denotes.
  t.is((await s.request('POST', PRODUCTION + path, { key: p.key, idempotencyKey: uniqueKey('raw'), rawBody: '{"amount": 2.5e1}' })).status, 200);
  t.is((await p.get(`/users/${user.userId}`)).body.wallet.balanceUsd, 525);
});

test('a sandbox trade quantity and a quote query take a decimal string like a number', async (t) => {
  const s = await startTestServer();
  t.teardown(() => s.close());
  const p = await partnerOn(s, 'sandbox');
  const user = await createUser(p);
  t.is((await p.post(`/users/${user.userId}/deposit`, { amount: '5000' })).status, 200);
  const quote = await p.get(`/quote/SCOM.KE?type=BUY&quantity=100&subAccountId=${user.userId}`);
  t.is(quote.status, 200, quote.text);
  // The sandbox cheat code: quantity 100 fills at once, sent as "100".
  const order = await p.post(`/users/${user.userId}/trade`, { symbol: 'SCOM.KE', type: 'BUY', quantity: '100', quoteId: quote.body.quoteId });
  t.true(order.status === 201 || order.status === 202, order.text);
  t.is(order.body.quantity, 100);
  t.is(order.body.status, 'FILLED');
});

type Node = v.GenericSchema & {
  type: string;
  wrapped?: Node;
  entries?: Record<string, Node>;
  item?: Node;
  value?: Node;
  options?: Node[];
  pipe?: { type: string }[];
};
const WRAPPERS = new Set(['optional', 'nullable', 'nullish', 'exact_optional', 'undefinedable', 'non_optional', 'non_nullable', 'non_nullish']);

/** Paths of every number a schema reads that is neither an integer nor a decimal input. */
function looseNumbers(node: Node, path: string): string[] {
  if (isDecimalInput(node) || (node.pipe && isDecimalInput(node.pipe[0]))) return [];
  if (WRAPPERS.has(node.type) && node.wrapped) return looseNumbers(node.wrapped, path);
  if (node.type === 'number') return node.pipe?.some((a) => a.type === 'integer') ? [] : [path];
  const children = [
    ...Object.entries(node.entries ?? {}).map(([k, c]) => [`${path}.${k}`, c] as const),
    ...(node.item ? [[`${path}[]`, node.item] as const] : []),
    ...(node.value ? [[`${path}{}`, node.value] as const] : []),
    ...(node.options ?? []).map((o) => [path, o] as const),
  ];
  return children.flatMap(([p, c]) => looseNumbers(c, p));
}

test('every number a route reads, in a body or a query, is a whole number or the one decimal input', (t) => {
  const loose = new Set<string>();
  let checked = 0;
  for (const mount of allRoutes.flatMap(mountsOf)) {
    for (const [where, schema] of [
      ['body', mount.spec.body],
      ['query', mount.spec.query],
    ] as const) {
      if (!schema) continue;
      checked += 1;
      for (const path of looseNumbers(schema as Node, `${mount.spec.method} ${mount.fullPath} ${where}`)) loose.add(path);
    }
  }
  t.true(checked > 50, `${checked} schemas`);
  t.deepEqual([...loose], [], 'a decimal read through v.number() would refuse "2.1" and read 10.0000000000000001 as 10');
});

/** Words of a member name that say it holds an amount, price, rate, per-share amount, units or quantity. */
const DECIMAL_WORDS = new Set([
  'amount',
  'price',
  'units',
  'quantity',
  'rate',
  'usd',
  'balance',
  'fee',
  'cost',
  'threshold',
  'yield',
  'gross',
  'refunded',
  'reserved',
  'total',
]);
const isDecimalMember = (name: string): boolean => {
  const words = name.split(/(?=[A-Z])/).map((w) => w.toLowerCase());
  return words.some((w, i) => DECIMAL_WORDS.has(w) || (w === 'per' && words[i + 1] === 'share'));
};

/** Declared members of an event payload whose name says decimal but whose schema is not a number. */
function decimalsNotNumbers(node: Node, path: string): string[] {
  if (WRAPPERS.has(node.type) && node.wrapped) return decimalsNotNumbers(node.wrapped, path);
  if (node.type === 'array' && node.item) return decimalsNotNumbers(node.item, `${path}[]`);
  const out: string[] = [];
  for (const [key, child] of Object.entries(node.entries ?? {})) {
    let leaf = child;
    while (WRAPPERS.has(leaf.type) && leaf.wrapped) leaf = leaf.wrapped;
    if (isDecimalMember(key) && leaf.type !== 'number' && leaf.type !== 'object' && leaf.type !== 'loose_object' && leaf.type !== 'array')
      out.push(`${path}.${key} (${leaf.type})`);
    out.push(...decimalsNotNumbers(child, `${path}.${key}`));
  }
  return out;
}

test('every event payload carries its amounts, prices, rates and quantities as JSON numbers, as the webhooks section documents', async (t) => {
  const wrong = Object.entries(EVENT_DATA).flatMap(([name, schema]) => decimalsNotNumbers(schema as Node, name));
  t.deepEqual(wrong, []);
  const s = await startTestServer();
  t.teardown(() => s.close());
  const document = (await s.request('GET', `${PRODUCTION}/openapi.json`)).body;
  const described = Object.values(document.webhooks as Record<string, { post: { description: string } }>).map((w) => w.post.description);
  t.true(described.length > 30);
  t.true(
    described.every((d) => d.includes(EVENT_FIELD_FORMS)),
    'each webhook states the field forms',
  );
});
