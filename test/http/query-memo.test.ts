/**
 * The remembered query parse (http/query-memo.ts) answers exactly what Koa's own parse
 * answers, the first time and every time after, and hands each request an object of its own.
 */
import test from 'ava';
import fc from 'fast-check';
import { createRequire } from 'node:module';
import Koa from 'koa';
import { parsedQuery, rememberQueries } from '../../http/query-memo.ts';

const koaSearchParams = createRequire(import.meta.url)('koa/lib/search-params.js') as { parse(str: string): Record<string, unknown> };

const queryText = fc
  .array(fc.tuple(fc.constantFrom('symbols', 'symbol', 'cursor', 'limit', '__proto__', 'a[]', '%61'), fc.string({ maxLength: 12 })), { maxLength: 6 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&'));

test('the parse equals Koa’s, first and remembered, for names repeated or not', (t) => {
  fc.assert(
    fc.property(fc.oneof(queryText, fc.string({ maxLength: 40 })), (text) => {
      const expected = { ...koaSearchParams.parse(text) };
      t.deepEqual({ ...parsedQuery(text) }, expected);
      t.deepEqual({ ...parsedQuery(text) }, expected, 'remembered');
    }),
    { numRuns: 300 },
  );
});

test('every call answers a fresh object: changing one answer changes no later one', (t) => {
  const first = parsedQuery('symbols=AAPL,MSFT&tag=a&tag=b');
  first.symbols = 'NVDA';
  (first.tag as string[]).push('c');
  delete first.tag;
  const second = parsedQuery('symbols=AAPL,MSFT&tag=a&tag=b');
  t.deepEqual({ ...second }, { symbols: 'AAPL,MSFT', tag: ['a', 'b'] });
  t.not(first, second);
});

test('a parameter named __proto__ is a plain field, never the prototype', (t) => {
  const q = parsedQuery('__proto__=x&a=1');
  t.is(Object.getPrototypeOf(q), Object.prototype);
  t.true(Object.hasOwn(q, '__proto__'));
  t.is(q.a, '1');
});

test('ctx.query on an app: the same object within a request, a new one for a new query string, the setter kept', (t) => {
  const app = new Koa();
  rememberQueries(app);
  const ctx = app.createContext(
    { url: '/x?symbols=AAPL', headers: {}, socket: {} } as never,
    { getHeader: () => undefined, setHeader: () => undefined, removeHeader: () => undefined } as never,
  );
  const q = ctx.query;
  t.is(ctx.query, q);
  t.deepEqual({ ...q }, { symbols: 'AAPL' });
  ctx.querystring = 'symbols=MSFT&limit=5';
  t.deepEqual({ ...ctx.query }, { symbols: 'MSFT', limit: '5' });
  ctx.query = { symbol: 'NVDA' };
  t.is(ctx.querystring, 'symbol=NVDA');
  t.deepEqual({ ...ctx.query }, { symbol: 'NVDA' });
});
