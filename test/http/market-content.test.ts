/**
 * ETFs, companies, editorial content and dividends through a real server: /etfs (list, detail with
 * range chart and fund metadata, history, chart; 404 for a non-ETF), /companies (list, tickers,
 * profile, news), /stocks/{symbol}/pulse, /market-intel, /dividends/{symbol}/history and
 * /dividends/calendar, with every error, in both environments and with a data key.
 */
import test from 'ava';
import { companyNews, corporateActions, dividends, instruments, marketIntel } from '../../storage/catalog/index.ts';
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
type Item = Record<string, any>;
const newestFirst = (items: Item[], field: string): boolean => items.every((x, i) => i === 0 || items[i - 1]![field] >= x[field]);
const ETFS = instruments
  .filter((i) => i.assetType === 'ETF')
  .map((i) => i.symbol)
  .sort();

test.serial('/etfs lists only exchange-traded funds with prices, filtered by exchange and search, in cursor pages', async (t) => {
  const all = await get('/etfs');
  t.is(all.status, 200);
  t.deepEqual(
    (all.body.etfs as Item[]).map((e) => e.symbol),
    ETFS,
  );
  t.like(all.body, { count: ETFS.length, hasMore: false, nextCursor: null });
  t.true((all.body.etfs as Item[]).every((e) => e.assetType === 'ETF' && typeof e.price === 'number'));
  t.deepEqual(
    ((await get('/etfs?exchange=jse')).body.etfs as Item[]).map((e) => e.symbol),
    ['GLD.ZA', 'STX40.ZA', 'STX500.ZA', 'STXNDQ.ZA'],
  );
  t.deepEqual(
    ((await get('/etfs?search=satrix')).body.etfs as Item[]).map((e) => e.symbol),
    ['STX40.ZA', 'STX500.ZA', 'STXNDQ.ZA'],
  );
  const page1 = await get('/etfs?limit=3');
  t.like(page1.body, { count: 3, hasMore: true });
  const page2 = await get(`/etfs?limit=3&cursor=${encodeURIComponent(page1.body.nextCursor)}`);
  t.deepEqual(
    (page2.body.etfs as Item[]).map((e) => e.symbol),
    ETFS.slice(3, 6),
  );
  assertError(t, await get('/etfs?exchange=NYSE'), 400, 'UNKNOWN_EXCHANGE');
  assertError(t, await get('/etfs?limit=abc'), 400, 'INVALID_TYPE');
});

test.serial('/etfs/{symbol} serves price, range chart data and fund metadata read from the fund description', async (t) => {
  const res = await get('/etfs/STX40.ZA');
  t.is(res.status, 200);
  t.like(res.body, { symbol: 'STX40.ZA', assetType: 'ETF', currency: 'ZAR', exchange: 'JSE', range: '1m' });
  t.like(res.body.fund, { issuer: 'Satrix', underlying: 'FTSE/JSE Top 40 Index', currency: 'ZAR', exchange: 'JSE', isin: 'ZAE000027108' });
  const { labels, prices } = res.body.chart;
  t.is(labels.length, prices.length);
  t.true(labels.length >= 18 && labels.length <= 23);
  t.is(prices.at(-1), res.body.price, 'the chart ends at the last delivered close, the price served now');
  const year = (await get('/etfs/STX40.ZA?range=1y')).body.chart;
  t.true(year.labels.length > 230);
  t.deepEqual(year.labels.slice(-labels.length), labels);
  t.like((await get('/etfs/VETGRIF30.NG')).body.fund, { issuer: 'Vetiva Fund Managers', underlying: 'NGX 30 Index' });
  t.like((await get('/etfs/NEWGOLD.NG')).body.fund, { issuer: 'NewGold', underlying: 'Gold bullion' });
});

test.serial('ETF paths answer 404 NOT_FOUND for a non-ETF symbol, 422 with matches for an ambiguous ticker, 400 for a bad range', async (t) => {
  for (const path of ['/etfs/SCOM.KE', '/etfs/SCOM.KE/history', '/etfs/SCOM.KE/chart', '/etfs/NOPE.ZA']) assertError(t, await get(path), 404, 'NOT_FOUND');
  const ambiguous = await get('/etfs/GLD');
  assertError(t, ambiguous, 422, 'VALIDATION_ERROR');
  t.deepEqual([...ambiguous.body.error.matches].sort(), ['GLD.KE', 'GLD.ZA']);
  t.is((await get('/etfs/GLD?exchange=NSE')).body.symbol, 'GLD.KE');
  assertError(t, await get('/etfs/STX40.ZA?range=2y'), 400, 'VALIDATION_ERROR');
  assertError(t, await get('/etfs/STX40.ZA/history?period=forever'), 400, 'VALIDATION_ERROR');
  assertError(t, await get('/etfs/%25%25/chart'), 400, 'INVALID_SYMBOL');
});

test.serial('/etfs/{symbol}/history serves daily records and /chart labels and prices, not deprecated', async (t) => {
  const history = await get('/etfs/STX500.ZA/history?period=3m');
  t.is(history.status, 200);
  t.is(history.headers.get('deprecation'), null);
  const records = history.body.candles as Item[];
  t.true(records.length > 55 && records.length < 70);
  t.true(records.every((r, i) => i === 0 || records[i - 1]!.date < r.date));
  const chart = (await get('/etfs/STX500.ZA/chart?period=3m')).body;
  t.deepEqual(
    chart.labels,
    records.map((r) => r.date),
  );
  t.deepEqual(
    chart.prices,
    records.map((r) => r.close),
  );
});

test.serial('/companies lists equities with their profiles, filtered by exchange and sector; ETFs are not companies', async (t) => {
  const res = await get('/companies?exchange=NSE&limit=200');
  t.is(res.status, 200);
  const companies = res.body.companies as Item[];
  t.deepEqual(
    companies.map((c) => c.symbol),
    instruments
      .filter((i) => i.exchange === 'NSE' && i.assetType === 'EQUITY')
      .map((i) => i.symbol)
      .sort(),
  );
  t.false(companies.some((c) => c.symbol === 'GLD.KE'));
  const banks = (await get('/companies?sector=Financials&exchange=NGX')).body.companies as Item[];
  t.true(banks.length > 0 && banks.every((c) => c.sector === 'Financials' && c.exchange === 'NGX'));
  t.is((await get('/companies')).body.count, 50, 'default limit 50');
  assertError(t, await get('/companies?exchange=LSE'), 400, 'UNKNOWN_EXCHANGE');
  assertError(t, await get('/companies?limit=abc'), 400, 'INVALID_TYPE');
});

test.serial('/companies/tickers pages through every listed symbol with its cursor', async (t) => {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(`/companies/tickers?limit=80${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    t.is(res.status, 200);
    seen.push(...(res.body.tickers as Item[]).map((x) => x.symbol));
    cursor = res.body.nextCursor;
  } while (cursor);
  t.deepEqual(seen, instruments.map((i) => i.symbol).sort());
  assertError(t, await get('/companies/tickers?limit=abc'), 400, 'INVALID_TYPE');
  assertError(t, await get('/companies/tickers?cursor=abc.def'), 400, 'VALIDATION_ERROR');
});

test.serial('/companies/{symbol} is the profile; unknown 404, malformed 400, ambiguous 422', async (t) => {
  const res = await get('/companies/scom');
  t.is(res.status, 200);
  t.like(res.body, {
    symbol: 'SCOM.KE',
    name: 'Safaricom PLC',
    exchangeName: 'Nairobi Securities Exchange',
    country: 'KE',
    listedSince: 2008,
    isin: 'KE1000001402',
  });
  t.true(res.body.sharesOutstanding > 0);
  assertError(t, await get('/companies/NOPE.KE'), 404, 'NOT_FOUND');
  assertError(t, await get('/companies/N'), 400, 'INVALID_SYMBOL');
  assertError(t, await get('/companies/ETI'), 422, 'VALIDATION_ERROR');
});

test.serial('/companies/{symbol}/news lists the company news and its corporate actions, newest first', async (t) => {
  const res = await get('/companies/NPN.ZA/news');
  t.is(res.status, 200);
  const news = res.body.news as Item[];
  const expected = [
    ...companyNews.filter((n) => n.symbol === 'NPN.ZA').map((n) => n.id),
    ...corporateActions.filter((a) => a.symbol === 'NPN.ZA').map((a) => a.id),
  ];
  t.deepEqual(news.map((n) => n.id).sort(), expected.sort());
  t.true(newestFirst(news, 'publishedAt'));
  t.like(
    news.find((n) => n.id === 'ca_npn_split_2025'),
    { type: 'CORPORATE_ACTION', symbol: 'NPN.ZA' },
  );
  t.true(news.every((n) => typeof n.headline === 'string' && n.headline.length > 0));
  t.is((await get('/companies/NPN.ZA/news?limit=1')).body.news.length, 1);
  assertError(t, await get('/companies/NOPE.KE/news'), 404, 'NOT_FOUND');
  assertError(t, await get('/companies/NPN.ZA/news?limit=abc'), 400, 'INVALID_TYPE');
});

test.serial('/stocks/{symbol}/pulse brings company news and market intel mentioning the stock, newest first', async (t) => {
  const res = await get('/stocks/SCOM.KE/pulse');
  t.is(res.status, 200);
  const articles = res.body.articles as Item[];
  const intel = marketIntel.filter((a) => a.symbols.includes('SCOM.KE')).map((a) => a.id);
  const news = companyNews.filter((n) => n.symbol === 'SCOM.KE').map((n) => n.id);
  t.deepEqual(articles.map((a) => a.id).sort(), [...intel, ...news].sort());
  t.true(articles.some((a) => a.type === 'INTEL') && articles.some((a) => a.type === 'NEWS'));
  t.true(articles.every((a) => a.symbols.includes('SCOM.KE')));
  t.true(newestFirst(articles, 'publishedAt'));
  t.deepEqual((await get('/stocks/SCOM.KE/pulse?limit=2')).body.articles, articles.slice(0, 2));
  assertError(t, await get('/stocks/SCOM.KE/pulse?limit=abc'), 400, 'INVALID_TYPE');
  assertError(t, await get('/stocks/NOPE.KE/pulse'), 404, 'NOT_FOUND');
  assertError(t, await get('/stocks/KCB/pulse'), 422, 'VALIDATION_ERROR');
});

test.serial('/market-intel lists intel articles and corporate actions newest first, filtered by exchange', async (t) => {
  const res = await get('/market-intel?limit=100');
  t.is(res.status, 200);
  const articles = res.body.articles as Item[];
  t.deepEqual(articles.map((a) => a.id).sort(), [...marketIntel.map((a) => a.id), ...corporateActions.map((a) => a.id)].sort());
  t.true(newestFirst(articles, 'publishedAt'));
  t.false(
    articles.some((a) => a.type === 'NEWS'),
    'company news items are not market intel',
  );
  t.is((await get('/market-intel')).body.count, 20, 'default limit 20');
  const jse = (await get('/market-intel?exchange=JSE')).body.articles as Item[];
  t.true(jse.length >= 2 && jse.every((a) => a.exchange === 'JSE'));
  t.true(jse.some((a) => a.id === 'ca_npn_split_2025'));
  t.is((await get('/market-intel?limit=3')).body.articles.length, 3);
  assertError(t, await get('/market-intel?exchange=XX'), 400, 'UNKNOWN_EXCHANGE');
  assertError(t, await get('/market-intel?limit=abc'), 400, 'INVALID_TYPE');
});

test.serial('/market-intel/{id} returns one article; an unknown id answers 404 NOT_FOUND', async (t) => {
  const res = await get('/market-intel/mi_0003');
  t.is(res.status, 200);
  t.like(res.body, { id: 'mi_0003', type: 'INTEL', exchange: 'JSE', category: 'CORPORATE_ACTION', author: 'Research Desk' });
  t.true(res.body.body.length > 0);
  t.deepEqual(res.body.symbols, ['NPN.ZA', 'PRX.ZA']);
  const action = await get('/market-intel/ca_val_symbol_2025');
  t.like(action.body, { type: 'CORPORATE_ACTION', exchange: 'JSE', symbols: ['VAL.ZA'] });
  assertError(t, await get('/market-intel/mi_9999'), 404, 'NOT_FOUND');
  assertError(t, await get('/market-intel/cn_0001'), 404, 'NOT_FOUND');
});

test.serial('/dividends/{symbol}/history lists dividends newest ex-date first; none is an empty history', async (t) => {
  const res = await get('/dividends/SCOM.KE/history');
  t.is(res.status, 200);
  const history = res.body.history as Item[];
  t.deepEqual(
    history.map((d) => d.exDate),
    dividends
      .filter((d) => d.symbol === 'SCOM.KE')
      .map((d) => d.exDate)
      .sort()
      .reverse(),
  );
  t.like(history[0], { symbol: 'SCOM.KE', dividendPerShare: 0.55, currency: 'KES', type: 'INTERIM', status: 'PAID', payDate: '2026-03-31' });
  t.is((await get('/dividends/SCOM.KE/history?limit=1')).body.history.length, 1);
  const none = await get('/dividends/BOPP.GH/history');
  t.like(none.body, { symbol: 'BOPP.GH', history: [], count: 0 });
  assertError(t, await get('/dividends/NOPE.KE/history'), 404, 'NOT_FOUND');
  assertError(t, await get('/dividends/KCB/history'), 422, 'VALIDATION_ERROR');
  assertError(t, await get('/dividends/SCOM.KE/history?limit=abc'), 400, 'INVALID_TYPE');
});

test.serial('the dividend calendar shows held symbols only by default (none before any trade); all=true every declaration by ex-date', async (t) => {
  const held = await get('/dividends/calendar?status=DECLARED');
  t.is(held.status, 200);
  t.like(held.body, { declarations: [], count: 0, all: false });
  const all = await get('/dividends/calendar?status=declared&all=true');
  const declared = dividends.filter((d) => d.status === 'DECLARED');
  const rows = all.body.declarations as Item[];
  t.deepEqual(rows.map((d) => `${d.symbol}@${d.exDate}`).sort(), declared.map((d) => `${d.symbol}@${d.exDate}`).sort());
  t.true(
    rows.every((d, i) => i === 0 || rows[i - 1]!.exDate <= d.exDate),
    'calendar order: ex-date ascending',
  );
  t.true(rows.every((d) => d.status === 'DECLARED' && d.held === false && typeof d.name === 'string'));
  t.is((await get('/dividends/calendar?all=true')).body.count, dividends.length, 'without a status filter: every dividend');
  assertError(t, await get('/dividends/calendar?status=CANCELLED'), 400, 'VALIDATION_ERROR');
  assertError(t, await get('/dividends/calendar?all=yes'), 400, 'INVALID_TYPE');
});

test.serial('production serves the same content, and a data key may GET every one of these families', async (t) => {
  const live = await get('/etfs/STX40.ZA', liveKey, PRODUCTION);
  t.is(live.status, 200);
  t.deepEqual(live.body.fund, (await get('/etfs/STX40.ZA')).body.fund);
  for (const path of [
    '/etfs',
    '/etfs/STX40.ZA',
    '/etfs/STX40.ZA/history',
    '/etfs/STX40.ZA/chart',
    '/companies',
    '/companies/tickers',
    '/companies/SCOM.KE',
    '/companies/SCOM.KE/news',
    '/market-intel',
    '/market-intel/mi_0001',
    '/dividends/SCOM.KE/history',
    '/dividends/calendar?all=true',
  ]) {
    t.is((await get(path, dataKey, PRODUCTION)).status, 200, path);
  }
});
