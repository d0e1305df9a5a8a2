/**
 * Stocks and the unified instrument catalog through a real server: /stocks (filters, cursor pages),
 * /stocks/{symbol} (bare and ambiguous tickers, every symbol error), /instruments, the deprecated
 * /stocks/{symbol}/history and /chart with their lifecycle (served with headers until 2026-10-01, 410
 * GONE after it by the service clock), and data keys on these GETs. The clock starts at
 * 2026-09-01T09:00Z: prices are the last backfilled closes.
 */
import test from 'ava';
import { instruments } from '../../storage/catalog/index.ts';
import { PRODUCTION, SANDBOX, startTestServer, type TestServer } from '../helpers/server.ts';
import { issueDataKey } from './market-data-key.ts';
import { assertError } from './shell-support.ts';

let s: TestServer;
let key: string;
let liveKey: string;
let dataKey: string;

test.before(async () => {
  s = await startTestServer();
  key = (await s.sandboxPartner()).apiKey;
  liveKey = (await s.productionPartner()).apiKey;
  dataKey = issueDataKey(s, liveKey);
});
test.after.always(() => s?.close());

const get = (path: string, apiKey = key, base = SANDBOX) => s.request('GET', base + path, { key: apiKey });

/** Follows nextCursor to the end; returns every item of the list. */
async function everyPage(path: string, field: string, limit: number): Promise<Record<string, any>[]> {
  const all: Record<string, any>[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 50; guard += 1) {
    const sep = path.includes('?') ? '&' : '?';
    const res = await get(`${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
    all.push(...res.body[field]);
    if (!res.body.hasMore) return all;
    cursor = res.body.nextCursor;
  }
  throw new Error('too many pages');
}

const STOCK_FIELDS = [
  'symbol',
  'ticker',
  'name',
  'exchange',
  'currency',
  'sector',
  'industry',
  'assetType',
  'price',
  'change',
  'changePct',
  'asOf',
  'stale',
  'tradable',
  'status',
  'fractional',
  'quantityDecimals',
  'historyConfidence',
  'ohlcAvailable',
  'volumeAvailable',
  'recommendedChartType',
];

test.serial('/stocks pages through the whole tradable universe in symbol order, suspended listings left out', async (t) => {
  const first = await get('/stocks');
  t.is(first.status, 200);
  t.is(first.body.count, 50, 'default limit 50');
  t.true(first.body.hasMore);
  t.is(typeof first.body.nextCursor, 'string');
  const all = await everyPage('/stocks', 'stocks', 200);
  const tradable = instruments
    .filter((i) => i.tradable)
    .map((i) => i.symbol)
    .sort();
  t.deepEqual(
    all.map((x) => x.symbol),
    tradable,
  );
  t.false(
    all.some((x) => x.symbol === 'ECO.ZW'),
    'a suspended listing is not in the tradable universe',
  );
  for (const stock of all) for (const f of STOCK_FIELDS) t.true(f in stock, `${stock.symbol} lacks ${f}`);
  const clamped = await get('/stocks?limit=500');
  t.is(clamped.body.count, 200, 'limit is clamped to 200');
  t.true(clamped.body.hasMore);
});

test.serial('a stock record carries its delayed price, the exchange trading flags and the data-quality hints', async (t) => {
  const [scom] = (await get('/stocks?search=safaricom')).body.stocks;
  t.like(scom, { symbol: 'SCOM.KE', ticker: 'SCOM', exchange: 'NSE', currency: 'KES', assetType: 'EQUITY', tradable: true, status: 'ACTIVE' });
  t.like(scom, {
    fractional: true,
    quantityDecimals: 6,
    historyConfidence: 'high',
    ohlcAvailable: true,
    volumeAvailable: true,
    recommendedChartType: 'candlestick',
  });
  t.is(scom.price, 28.5, 'the last session before 2026-09-01 closes at the catalog price');
  t.is(scom.asOf, '2026-08-31T12:15:00.000Z');
  t.true(scom.stale);
  t.is(Math.round(scom.change * 100), Math.round(scom.price * 100) - Math.round((scom.price - scom.change) * 100));
  const [bopp] = (await get('/stocks?search=BOPP')).body.stocks;
  t.like(bopp, {
    symbol: 'BOPP.GH',
    fractional: false,
    quantityDecimals: 0,
    historyConfidence: 'medium',
    ohlcAvailable: false,
    volumeAvailable: false,
    recommendedChartType: 'line',
  });
});

test.serial('/stocks filters by exchange (any case), sector, asset type and a case-insensitive search', async (t) => {
  const nse = await everyPage('/stocks?exchange=nse', 'stocks', 200);
  t.true(nse.length >= 8);
  t.true(nse.every((x) => x.exchange === 'NSE'));
  const banks = (await get('/stocks?exchange=NGX&sector=financials&limit=200')).body.stocks as Record<string, any>[];
  t.true(banks.length > 0);
  t.true(banks.every((x) => x.exchange === 'NGX' && x.sector === 'Financials'));
  const etfs = (await get('/stocks?assetType=etf&limit=200')).body.stocks as Record<string, any>[];
  t.deepEqual(
    etfs.map((x) => x.symbol),
    instruments
      .filter((i) => i.assetType === 'ETF')
      .map((i) => i.symbol)
      .sort(),
  );
  const search = (await get('/stocks?search=scom')).body.stocks as Record<string, any>[];
  t.deepEqual(
    search.map((x) => x.symbol),
    ['SCOM.KE'],
  );
  const none = await get('/stocks?search=zzzz-nothing');
  t.like(none.body, { stocks: [], count: 0, hasMore: false, nextCursor: null });
});

test.serial('/stocks answers 400 UNKNOWN_EXCHANGE, VALIDATION_ERROR for a bad asset type or cursor, INVALID_TYPE for limit=abc', async (t) => {
  const unknown = await get('/stocks?exchange=XYZ');
  assertError(t, unknown, 400, 'UNKNOWN_EXCHANGE');
  t.true(unknown.body.error.validExchanges.includes('NSE'));
  assertError(t, await get('/stocks?assetType=BOND'), 400, 'VALIDATION_ERROR');
  assertError(t, await get('/stocks?limit=abc'), 400, 'INVALID_TYPE');
  assertError(t, await get('/stocks?cursor=forged.cursor'), 400, 'VALIDATION_ERROR');
});

test.serial('/stocks/{symbol} returns price and detail with the company profile, previous close, open, volume and dataQuality', async (t) => {
  const res = await get('/stocks/SCOM.KE');
  t.is(res.status, 200);
  const d = res.body;
  for (const f of [...STOCK_FIELDS, 'description', 'website', 'sharesOutstanding', 'listedSince', 'isin', 'previousClose', 'open', 'volume', 'dataQuality'])
    t.true(f in d, f);
  t.like(d, {
    symbol: 'SCOM.KE',
    name: 'Safaricom PLC',
    website: 'https://www.safaricom.co.ke',
    listedSince: 2008,
    isin: 'KE1000001402',
    sessionDate: '2026-08-31',
  });
  t.is(Math.round(d.change * 100), Math.round(d.price * 100) - Math.round(d.previousClose * 100));
  t.true(Number.isInteger(d.volume));
  t.like(d.dataQuality, { delayMode: 'DELAYED', delayMinutes: 15, refreshIntervalSeconds: 900 });
  const bopp = (await get('/stocks/BOPP.GH')).body;
  t.is(bopp.volume, null, 'a feed without volume reports null, never 0');
  t.is(bopp.open, null, 'a close-only feed has no open');
});

test.serial('a bare ticker resolves when unambiguous, in any case; an exchange query disambiguates', async (t) => {
  t.is((await get('/stocks/scom')).body.symbol, 'SCOM.KE');
  t.is((await get('/stocks/scom.ke')).body.symbol, 'SCOM.KE');
  t.is((await get('/stocks/ETI?exchange=NGX')).body.symbol, 'ETI.NG');
});

test.serial('an ambiguous ticker answers 422 with matches[]; unknown 404 NOT_FOUND; malformed 400 INVALID_SYMBOL; bad exchange 400', async (t) => {
  const ambiguous = await get('/stocks/ETI');
  assertError(t, ambiguous, 422, 'VALIDATION_ERROR');
  t.deepEqual([...ambiguous.body.error.matches].sort(), ['ETI.GH', 'ETI.NG']);
  assertError(t, await get('/stocks/NOPE.KE'), 404, 'NOT_FOUND');
  assertError(t, await get('/stocks/A'), 400, 'INVALID_SYMBOL');
  assertError(t, await get('/stocks/SC%24M'), 400, 'INVALID_SYMBOL');
  assertError(t, await get('/stocks/ETI?exchange=XX'), 400, 'UNKNOWN_EXCHANGE');
});

test.serial('a suspended listing still has its detail, with tradable false and status SUSPENDED', async (t) => {
  const eco = await get('/stocks/ECO.ZW');
  t.is(eco.status, 200);
  t.like(eco.body, { tradable: false, status: 'SUSPENDED' });
});

test.serial('/instruments lists every instrument; one that cannot be traded keeps null order constraints', async (t) => {
  const all = await everyPage('/instruments', 'instruments', 100);
  t.deepEqual(
    all.map((i) => i.symbol),
    instruments.map((i) => i.symbol).sort(),
  );
  const eco = all.find((i) => i.symbol === 'ECO.ZW')!;
  t.like(eco, { tradable: false, status: 'SUSPENDED', assetClass: 'EQUITY', minQuantity: null, lotSize: null, quantityDecimals: null, fractional: null });
  t.like(
    all.find((i) => i.symbol === 'SCOM.KE'),
    { tradable: true, fractional: true, quantityDecimals: 6, minQuantity: 0.000001, lotSize: 1, settlementCycleDays: 3 },
  );
  t.like(
    all.find((i) => i.symbol === 'MTNGH.GH'),
    { fractional: false, quantityDecimals: 0, minQuantity: 1, lotSize: 1 },
  );
  t.like(
    all.find((i) => i.symbol === 'COMI.EG'),
    { settlementCycleDays: 2 },
  );
});

test.serial('/instruments filters by assetClass, exchange, status, tradable and search', async (t) => {
  const untradable = (await get('/instruments?tradable=false')).body.instruments as Record<string, any>[];
  t.deepEqual(
    untradable.map((i) => i.symbol),
    ['ECO.ZW'],
  );
  const suspended = (await get('/instruments?status=suspended')).body.instruments as Record<string, any>[];
  t.deepEqual(
    suspended.map((i) => i.symbol),
    ['ECO.ZW'],
  );
  const jseEtfs = (await get('/instruments?assetClass=ETF&exchange=JSE')).body.instruments as Record<string, any>[];
  t.deepEqual(
    jseEtfs.map((i) => i.symbol),
    ['GLD.ZA', 'STX40.ZA', 'STX500.ZA', 'STXNDQ.ZA'],
  );
  t.deepEqual(
    ((await get('/instruments?search=econet')).body.instruments as Record<string, any>[]).map((i) => i.symbol),
    ['ECO.ZW'],
  );
  assertError(t, await get('/instruments?tradable=maybe'), 400, 'INVALID_TYPE');
  assertError(t, await get('/instruments?assetClass=CRYPTO'), 400, 'VALIDATION_ERROR');
  assertError(t, await get('/instruments?status=HALTED'), 400, 'VALIDATION_ERROR');
  t.is((await get('/instruments?status=DELISTED')).status, 200, 'DELISTED is a status');
  assertError(t, await get('/instruments?exchange=NYSE'), 400, 'UNKNOWN_EXCHANGE');
  assertError(t, await get('/instruments?limit=abc'), 400, 'INVALID_TYPE');
});

test.serial('the deprecated /history serves daily records over a period, oldest first, with Deprecation, Sunset and Link', async (t) => {
  const res = await get('/stocks/SCOM.KE/history?period=1y');
  t.is(res.status, 200);
  t.is(res.headers.get('deprecation'), 'true');
  t.is(res.headers.get('sunset'), 'Thu, 01 Oct 2026 00:00:00 GMT');
  t.true((res.headers.get('link') ?? '').includes(`<${SANDBOX}/stocks/SCOM.KE/candles>; rel="successor-version"`));
  const records = res.body.candles as Record<string, any>[];
  t.true(records.length > 230 && records.length < 270, `about a year of sessions, got ${records.length}`);
  t.true(
    records.every((r, i) => i === 0 || records[i - 1]!.date < r.date),
    'one record per session, oldest first',
  );
  t.true(
    records.every((r) => ![0, 6].includes(new Date(`${r.date}T00:00:00Z`).getUTCDay())),
    'daily records only: no weekend, no aggregation',
  );
  t.is(records.at(-1)!.date, '2026-08-31');
  t.is(records.at(-1)!.close, 28.5);
  const oneDay = (await get('/stocks/SCOM.KE/history?period=1d')).body.candles;
  t.deepEqual(oneDay, [records.at(-1)]);
  const week = (await get('/stocks/SCOM.KE/history?period=1w')).body.candles as Record<string, any>[];
  t.deepEqual(week, records.slice(-week.length));
  t.true(week.length >= 4 && week.length <= 6);
  const max = (await get('/stocks/BOPP.GH/history?period=max')).body.candles as Record<string, any>[];
  t.is(max[0]!.date >= '2021-09-01', true, 'max is the exchange history depth (GSE: 5 years)');
  t.like(max[0], { open: null, high: null, low: null, volume: null, ohlcAvailable: false, volumeAvailable: false });
});

test.serial('the deprecated /chart serves labels and prices that match the history closes', async (t) => {
  const chart = await get('/stocks/SCOM.KE/chart?period=3m');
  t.is(chart.status, 200);
  t.is(chart.headers.get('deprecation'), 'true');
  const history = (await get('/stocks/SCOM.KE/history?period=3m')).body.candles as Record<string, any>[];
  t.deepEqual(
    chart.body.labels,
    history.map((r) => r.date),
  );
  t.deepEqual(
    chart.body.prices,
    history.map((r) => r.close),
  );
  t.is((await get('/stocks/SCOM.KE/chart')).body.period, '1m', 'period defaults to 1m');
});

test.serial('history and chart answer 400 VALIDATION_ERROR for an unknown period and the symbol errors', async (t) => {
  assertError(t, await get('/stocks/SCOM.KE/history?period=2w'), 400, 'VALIDATION_ERROR');
  assertError(t, await get('/stocks/SCOM.KE/chart?period=10y'), 400, 'VALIDATION_ERROR');
  assertError(t, await get('/stocks/ETI/history'), 422, 'VALIDATION_ERROR');
  assertError(t, await get('/stocks/NOPE.KE/chart'), 404, 'NOT_FOUND');
  assertError(t, await get('/stocks/!!/history'), 400, 'INVALID_SYMBOL');
});

test.serial('production serves the same market data; a data key may GET the stock family but not /instruments', async (t) => {
  const live = await get('/stocks/SCOM.KE', liveKey, PRODUCTION);
  t.is(live.status, 200);
  t.is(live.body.price, (await get('/stocks/SCOM.KE')).body.price, 'both environments see the same prices');
  for (const path of ['/stocks?limit=1', '/stocks/SCOM.KE', '/stocks/SCOM.KE/candles', '/stocks/SCOM.KE/history', '/stocks/SCOM.KE/pulse']) {
    t.is((await get(path, dataKey, PRODUCTION)).status, 200, path);
  }
  assertError(t, await get('/instruments', dataKey, PRODUCTION), 403, 'FORBIDDEN');
  assertError(t, await get('/stocks/SCOM.KE', dataKey, SANDBOX), 401, 'AUTH_INVALID');
});

test('after 2026-10-01 by the service clock /history and /chart answer 410 GONE; /candles keeps serving', async (t) => {
  const late = await startTestServer({ CLOCK: '2026-09-30T20:00:00Z' });
  t.teardown(() => late.close());
  const { apiKey } = await late.sandboxPartner();
  const before = await late.request('GET', `${SANDBOX}/stocks/SCOM.KE/history`, { key: apiKey });
  t.is(before.status, 200);
  t.is(before.headers.get('deprecation'), 'true');
  t.is((await late.operator('POST', '/clock/set', { at: '2026-10-02T00:00:00Z' })).status, 200);
  for (const leaf of ['history', 'chart']) {
    const gone = await late.request('GET', `${SANDBOX}/stocks/SCOM.KE/${leaf}?period=1m`, { key: apiKey });
    assertError(t, gone, 410, 'GONE');
    t.regex(gone.body.error.message, /\/stocks\/\{symbol\}\/candles/);
    t.is(gone.headers.get('sunset'), 'Thu, 01 Oct 2026 00:00:00 GMT');
  }
  const candles = await late.request('GET', `${SANDBOX}/stocks/SCOM.KE/candles`, { key: apiKey });
  t.is(candles.status, 200);
  t.is(candles.headers.get('deprecation'), null);
  t.is(candles.body.candles.at(-1).date, '2026-10-01', 'the session of 2026-10-01 was captured on the way');
});
