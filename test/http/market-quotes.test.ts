/**
 * Delayed prices through a real server: /market/quotes (single and batch, every error of the spec,
 * deprecated fields by their lifecycle), /market/snapshot, /market/ohlcv and /market/movers, and the
 * deprecated /market-data/* aliases. The clock stands at 2026-09-01T09:00Z, before the first poll:
 * every quote is the last backfilled close.
 */
import test from 'ava';
import { instruments } from '../../storage/catalog/index.ts';
import { PRODUCTION, SANDBOX, startTestServer, type TestServer } from '../helpers/server.ts';

let s: TestServer;
let key: string;

test.before(async () => {
  s = await startTestServer();
  key = (await s.sandboxPartner()).apiKey;
});
test.after.always(() => s?.close());

const get = (path: string, apiKey = key, base = SANDBOX) => s.request('GET', base + path, { key: apiKey });

/** Percent with two decimals, rounded half away from zero, from integer cents: the service's rule. */
function pct(priceCents: number, prevCents: number): number {
  const scaled = ((priceCents - prevCents) * 10_000) / prevCents;
  return (Math.sign(scaled) * Math.round(Math.abs(scaled))) / 100;
}
const cents = (x: number): number => Math.round(x * 100);

const QUOTE_FIELDS = [
  'symbol',
  'name',
  'exchange',
  'currency',
  'price',
  'asOf',
  'stale',
  'previousClose',
  'open',
  'volume',
  'change',
  'changePct',
  'dataQuality',
];

test.serial('a single quote carries price, asOf, stale, previousClose, open, volume, change, derived changePct and dataQuality', async (t) => {
  const res = await get('/market/quotes?symbol=SCOM.KE&exchange=NSE');
  t.is(res.status, 200);
  const q = res.body.data;
  for (const f of QUOTE_FIELDS) t.true(f in q, f);
  t.is(q.symbol, 'SCOM.KE');
  t.is(q.name, 'Safaricom PLC');
  t.is(q.exchange, 'NSE');
  t.is(q.currency, 'KES');
  // Before any poll the quote is the session of 2026-08-31, delivered 15 minutes after its close (15:00 EAT).
  t.is(q.asOf, '2026-08-31T12:15:00.000Z');
  t.true(q.stale);
  t.is(q.price, 28.5, 'the backfill anchors the last session before 2026-09-01 at the catalog price');
  t.true(Number.isInteger(q.volume));
  t.is(cents(q.change), cents(q.price) - cents(q.previousClose));
  t.is(q.changePct, pct(cents(q.price), cents(q.previousClose)));
  t.deepEqual(q.dataQuality, { delayMode: 'DELAYED', delayMinutes: 15, refreshIntervalSeconds: 900, provider: 'simulated-upstream' });
  t.is(res.body.meta.asOf, '2026-09-01T09:00:00.000Z', 'meta.asOf is the server time');
  t.is(res.body.meta.delayMinutes, 15);
});

test.serial('before 2026-10-01 a quote also serves currentPrice and the snake_case aliases, with Deprecation: true', async (t) => {
  const res = await get('/market/quotes?symbol=SCOM.KE&exchange=nse');
  const q = res.body.data;
  t.is(q.currentPrice, q.price);
  t.is(q.previous_close, q.previousClose);
  t.is(q.change_pct, q.changePct);
  t.is(q.as_of, q.asOf);
  t.is(res.headers.get('deprecation'), 'true');
  t.regex(res.headers.get('link') ?? '', /rel="deprecation"/);
});

test.serial('the single form needs symbol and exchange: either one missing answers 400 MISSING_PARAM naming it', async (t) => {
  const noExchange = await get('/market/quotes?symbol=SCOM.KE');
  t.is(noExchange.status, 400);
  t.is(noExchange.body.error.code, 'MISSING_PARAM');
  t.is(noExchange.body.error.param, 'exchange');
  const noSymbol = await get('/market/quotes?exchange=NSE');
  t.is(noSymbol.body.error.code, 'MISSING_PARAM');
  t.is(noSymbol.body.error.param, 'symbol');
  const nothing = await get('/market/quotes');
  t.is(nothing.status, 400);
  t.deepEqual(nothing.body.error.params, ['symbol', 'exchange']);
  t.truthy(nothing.body.error.requestId);
});

test.serial('a single quote answers 404 NOT_FOUND for an unknown symbol or one not on the given exchange, 400 for a bad shape or exchange', async (t) => {
  const unknown = await get('/market/quotes?symbol=NOPE.KE&exchange=NSE');
  t.is(unknown.status, 404);
  t.is(unknown.body.error.code, 'NOT_FOUND');
  const elsewhere = await get('/market/quotes?symbol=MTNN.NG&exchange=NSE');
  t.is(elsewhere.status, 404);
  const shape = await get('/market/quotes?symbol=S&exchange=NSE');
  t.is(shape.status, 400);
  t.is(shape.body.error.code, 'INVALID_SYMBOL');
  const exchange = await get('/market/quotes?symbol=SCOM.KE&exchange=NYSE');
  t.is(exchange.status, 400);
  t.is(exchange.body.error.code, 'UNKNOWN_EXCHANGE');
});

test.serial('a bare ticker listed on two exchanges resolves in the single form because exchange is given', async (t) => {
  const gh = await get('/market/quotes?symbol=ETI&exchange=GSE');
  t.is(gh.status, 200);
  t.is(gh.body.data.symbol, 'ETI.GH');
  const ng = await get('/market/quotes?symbol=ETI&exchange=NGX');
  t.is(ng.body.data.symbol, 'ETI.NG');
});

test.serial('a batch answers data in request order, unknown symbols in not_found, and meta with the count', async (t) => {
  const res = await get('/market/quotes?symbols=MTNN.NG,SCOM.KE,NOPE.KE,npn.za,SCOM.KE');
  t.is(res.status, 200);
  t.deepEqual(
    res.body.data.map((q: { symbol: string }) => q.symbol),
    ['MTNN.NG', 'SCOM.KE', 'NPN.ZA'],
  );
  t.deepEqual(res.body.not_found, ['NOPE.KE']);
  t.is(res.body.meta.count, 3);
  t.is(res.body.meta.asOf, '2026-09-01T09:00:00.000Z');
  const single = await get('/market/quotes?symbol=SCOM.KE&exchange=NSE');
  t.deepEqual(res.body.data[1], single.body.data, 'a batch item is the same quote object');
});

test.serial('volume is null in a single quote but 0 in a batch for an instrument whose feed has no volume', async (t) => {
  const single = await get('/market/quotes?symbol=BOPP.GH&exchange=GSE');
  t.is(single.body.data.volume, null);
  t.is(single.body.data.open, null, 'close-only instrument: no open');
  const batch = await get('/market/quotes?symbols=BOPP.GH,SCOM.KE');
  t.is(batch.body.data[0].volume, 0);
  t.true(batch.body.data[1].volume > 0);
});

test.serial('a batch of 50 symbols is served; 51 answer 400 BATCH_LIMIT_EXCEEDED with max 50 and received 51', async (t) => {
  const symbols = instruments.slice(0, 51).map((i) => i.symbol);
  const fifty = await get(`/market/quotes?symbols=${symbols.slice(0, 50).join(',')}`);
  t.is(fifty.status, 200);
  t.is(fifty.body.data.length + fifty.body.not_found.length, 50);
  const over = await get(`/market/quotes?symbols=${symbols.join(',')}`);
  t.is(over.status, 400);
  t.is(over.body.error.code, 'BATCH_LIMIT_EXCEEDED');
  t.is(over.body.error.max, 50);
  t.is(over.body.error.received, 51);
});

test.serial('a batch with badly shaped symbols answers 400 INVALID_SYMBOL listing every one in invalid[]', async (t) => {
  const res = await get(`/market/quotes?symbols=SCOM.KE,X,${encodeURIComponent('BAD-ONE')},NOPE.KE`);
  t.is(res.status, 400);
  t.is(res.body.error.code, 'INVALID_SYMBOL');
  t.deepEqual(res.body.error.invalid, ['X', 'BAD-ONE']);
});

test.serial('symbols[] bracket notation answers 400 VALIDATION_ERROR', async (t) => {
  const res = await get('/market/quotes?symbols[]=SCOM.KE&symbols[]=MTNN.NG');
  t.is(res.status, 400);
  t.is(res.body.error.code, 'VALIDATION_ERROR');
  t.is(res.body.error.param, 'symbols[]');
});

test.serial('an ambiguous bare ticker in a batch answers 422 VALIDATION_ERROR with matches[]; the exchange filter resolves it', async (t) => {
  const res = await get('/market/quotes?symbols=SCOM.KE,ETI');
  t.is(res.status, 422);
  t.is(res.body.error.code, 'VALIDATION_ERROR');
  t.deepEqual([...res.body.error.matches].sort(), ['ETI.GH', 'ETI.NG']);
  t.deepEqual(res.body.error.ambiguous[0].symbol, 'ETI');
  const filtered = await get('/market/quotes?symbols=ETI,SCOM.KE&exchange=NGX');
  t.is(filtered.status, 200);
  t.deepEqual(
    filtered.body.data.map((q: { symbol: string }) => q.symbol),
    ['ETI.NG'],
  );
  t.deepEqual(filtered.body.not_found, ['SCOM.KE'], 'the exchange filter lists symbols of other exchanges as not found');
});

test.serial('a batch refuses an empty list, a single symbol beside symbols, and an unknown exchange filter', async (t) => {
  const empty = await get('/market/quotes?symbols=');
  t.is(empty.status, 400);
  t.is(empty.body.error.code, 'VALIDATION_ERROR');
  const both = await get('/market/quotes?symbols=SCOM.KE&symbol=SCOM.KE&exchange=NSE');
  t.is(both.body.error.code, 'VALIDATION_ERROR');
  const exchange = await get('/market/quotes?symbols=SCOM.KE&exchange=XXX');
  t.is(exchange.body.error.code, 'UNKNOWN_EXCHANGE');
});

test.serial('quotes need an API key and are served on the production base too', async (t) => {
  const anonymous = await s.request('GET', `${SANDBOX}/market/quotes?symbols=SCOM.KE`);
  t.is(anonymous.status, 401);
  t.is(anonymous.body.error.code, 'AUTH_MISSING');
  const { apiKey } = await s.productionPartner();
  const res = await get('/market/quotes?symbols=SCOM.KE', apiKey, PRODUCTION);
  t.is(res.status, 200);
  t.is(res.body.data[0].price, 28.5);
});

test.serial('the deprecated /market-data/quotes serves the same quotes with Deprecation, Sunset and a successor Link', async (t) => {
  const res = await get('/market-data/quotes?symbols=SCOM.KE,NOPE.KE');
  t.is(res.status, 200);
  t.deepEqual(res.body.data, (await get('/market/quotes?symbols=SCOM.KE')).body.data);
  t.deepEqual(res.body.not_found, ['NOPE.KE']);
  t.is(res.headers.get('deprecation'), 'true');
  t.is(res.headers.get('sunset'), 'Mon, 01 Mar 2027 00:00:00 GMT');
  t.regex(res.headers.get('link') ?? '', /<\/api\/sandbox\/v1\/partner\/market\/quotes>; rel="successor-version"/);
});

test.serial('a snapshot before the first capture of the day has the quote, the previous session bar, and null daily and intraday bars', async (t) => {
  const res = await get('/market/snapshot?symbol=SCOM.KE&exchange=NSE');
  t.is(res.status, 200);
  const snap = res.body.data;
  t.is(snap.quote.symbol, 'SCOM.KE');
  t.is(snap.dailyBar, null);
  t.is(snap.intradayBar, null);
  t.is(snap.prevDailyBar.date, '2026-08-31');
  t.is(snap.prevDailyBar.close, snap.quote.price);
  t.true(snap.prevDailyBar.high >= snap.prevDailyBar.low);
  const closeOnly = await get('/market/snapshot?symbol=BOPP.GH&exchange=GSE');
  t.deepEqual(
    [
      closeOnly.body.data.prevDailyBar.open,
      closeOnly.body.data.prevDailyBar.high,
      closeOnly.body.data.prevDailyBar.low,
      closeOnly.body.data.prevDailyBar.volume,
    ],
    [null, null, null, null],
  );
});

test.serial('a batch snapshot is a map keyed by symbol with not_found, and follows the batch rules', async (t) => {
  const res = await get('/market/snapshot?symbols=SCOM.KE,MTNN.NG,NOPE.KE');
  t.is(res.status, 200);
  t.deepEqual(Object.keys(res.body.data).sort(), ['MTNN.NG', 'SCOM.KE']);
  t.deepEqual(res.body.not_found, ['NOPE.KE']);
  t.is(res.body.data['MTNN.NG'].quote.exchange, 'NGX');
  const over = await get(
    `/market/snapshot?symbols=${instruments
      .slice(0, 51)
      .map((i) => i.symbol)
      .join(',')}`,
  );
  t.is(over.body.error.code, 'BATCH_LIMIT_EXCEEDED');
  const missing = await get('/market/snapshot?symbol=SCOM.KE');
  t.is(missing.body.error.code, 'MISSING_PARAM');
});

test.serial('ohlcv answers daily closes oldest first, inclusive, with open, high and low null and volume only where the feed has it', async (t) => {
  const res = await get('/market/ohlcv?symbol=SCOM.KE&exchange=NSE&from=2026-08-24&to=2026-08-31&timeframe=1d');
  t.is(res.status, 200);
  const dates = res.body.data.map((b: { date: string }) => b.date);
  t.deepEqual(dates, ['2026-08-24', '2026-08-25', '2026-08-26', '2026-08-27', '2026-08-28', '2026-08-31']);
  for (const b of res.body.data) {
    t.deepEqual([b.open, b.high, b.low], [null, null, null]);
    t.true(b.close > 0);
    t.true(Number.isInteger(b.volume));
  }
  t.is(res.body.data.at(-1).close, 28.5);
  t.is(res.body.meta.count, 6);
  const noVolume = await get('/market/ohlcv?symbol=BOPP.GH&from=2026-08-24&to=2026-08-31');
  t.true(noVolume.body.data.length > 0);
  t.true(
    noVolume.body.data.every((b: { volume: unknown }) => b.volume === null),
    'missing volume is null, never 0',
  );
});

test.serial('ohlcv refuses a timeframe other than 1d, a window over 365 days, from after to and a bad date with 400 VALIDATION_ERROR', async (t) => {
  for (const q of ['timeframe=1h', 'from=2025-08-30&to=2026-08-31', 'from=2026-08-31&to=2026-08-01', 'from=2026-02-30&to=2026-03-01', 'from=yesterday']) {
    const res = await get(`/market/ohlcv?symbol=SCOM.KE&${q}`);
    t.is(res.status, 400, q);
    t.is(res.body.error.code, 'VALIDATION_ERROR', q);
  }
  const year = await get('/market/ohlcv?symbol=SCOM.KE&from=2025-08-31&to=2026-08-31');
  t.is(year.status, 200, 'exactly 365 days is allowed');
  t.is((await get('/market/ohlcv?exchange=NSE')).body.error.code, 'MISSING_PARAM');
  t.is((await get('/market/ohlcv?symbol=ETI')).status, 422, 'an ambiguous bare ticker');
  const alias = await get('/market-data/ohlcv?symbol=SCOM.KE&from=2026-08-31&to=2026-08-31');
  t.is(alias.status, 200);
  t.is(alias.body.data.length, 1);
  t.is(alias.headers.get('deprecation'), 'true');
});

test.serial('movers rank gainers by falling changePct and losers by rising changePct, paginated with totalCount, perPage and hasNext', async (t) => {
  const all = await get('/market/movers?direction=gainers&limit=50');
  t.is(all.status, 200);
  const pcts = all.body.data.map((q: { changePct: number }) => q.changePct);
  t.true(pcts.every((p: number) => p > 0));
  t.deepEqual(
    pcts,
    [...pcts].sort((a, b) => b - a),
  );
  const first = await get('/market/movers?direction=gainers&limit=3&page=1');
  const second = await get('/market/movers?direction=gainers&limit=3&page=2');
  t.deepEqual(
    [...first.body.data, ...second.body.data].map((q: { symbol: string }) => q.symbol),
    all.body.data.slice(0, 6).map((q: { symbol: string }) => q.symbol),
  );
  t.is(first.body.meta.totalCount, all.body.meta.totalCount);
  t.is(first.body.meta.perPage, 3);
  t.true(first.body.meta.hasNext);
  t.is(first.body.meta.total_count, first.body.meta.totalCount);
  t.is(first.body.meta.per_page, 3);
  t.is(first.body.meta.has_next, true);
  const losers = await get('/market/movers?direction=losers&exchange=NSE&limit=50');
  t.true(losers.body.data.length > 0);
  t.true(losers.body.data.every((q: { exchange: string; changePct: number }) => q.exchange === 'NSE' && q.changePct < 0));
  const lastPage = Math.ceil(losers.body.meta.totalCount / 2);
  t.false((await get(`/market/movers?direction=losers&exchange=NSE&limit=2&page=${lastPage}`)).body.meta.hasNext);
});

test.serial('movers refuse an unknown exchange, direction and page with their codes, and clamp limit to 50', async (t) => {
  t.is((await get('/market/movers?exchange=XXX')).body.error.code, 'UNKNOWN_EXCHANGE');
  t.is((await get('/market/movers?direction=sideways')).body.error.code, 'VALIDATION_ERROR');
  t.is((await get('/market/movers?page=0')).body.error.code, 'VALIDATION_ERROR');
  t.is((await get('/market/movers?page=two')).body.error.code, 'INVALID_TYPE');
  t.is((await get('/market/movers?limit=500')).body.meta.perPage, 50);
  const alias = await get('/market-data/movers?direction=losers&limit=1');
  t.is(alias.status, 200);
  t.is(alias.headers.get('sunset'), 'Mon, 01 Mar 2027 00:00:00 GMT');
});

test('from 2026-10-01 quotes and movers drop the snake_case aliases but keep currentPrice and the Deprecation header', async (t) => {
  const later = await startTestServer({ CLOCK: '2026-10-02T09:00:00Z' });
  t.teardown(() => later.close());
  const { apiKey } = await later.sandboxPartner();
  const quote = await later.request('GET', `${SANDBOX}/market/quotes?symbols=SCOM.KE`, { key: apiKey });
  const q = quote.body.data[0];
  t.is(q.currentPrice, q.price);
  for (const alias of ['as_of', 'previous_close', 'change_pct']) t.false(alias in q, alias);
  t.is(quote.headers.get('deprecation'), 'true');
  const movers = await later.request('GET', `${SANDBOX}/market/movers?limit=1`, { key: apiKey });
  for (const alias of ['total_count', 'per_page', 'has_next']) t.false(alias in movers.body.meta, alias);
  t.true('totalCount' in movers.body.meta);
});
