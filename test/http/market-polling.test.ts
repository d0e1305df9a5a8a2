/**
 * Polling driven by the virtual clock, seen through the quote and snapshot endpoints: every 900 s
 * inside the coverage window (08:00 to 16:00 UTC, weekdays) a capture moves `asOf` and clears
 * `stale`; outside it nothing is captured and quotes go stale. Today's bar is built from the
 * captures, the intraday bar appears at the 10:00 UTC intraday capture, the end-of-day bar finalizes
 * the day, and the same MARKET_SEED gives the same prices.
 */
import test from 'ava';
import { instruments } from '../../storage/catalog/index.ts';
import { SANDBOX, startTestServer, type TestServer } from '../helpers/server.ts';

let s: TestServer;
let key: string;

test.before(async () => {
  s = await startTestServer();
  key = (await s.sandboxPartner()).apiKey;
});
test.after.always(() => s?.close());

const get = (path: string, server = s, apiKey = key) => server.request('GET', SANDBOX + path, { key: apiKey });
const quote = async (symbol = 'SCOM.KE', exchange = 'NSE') => (await get(`/market/quotes?symbol=${symbol}&exchange=${exchange}`)).body.data;
const advance = (seconds: number, server = s) => server.operator('POST', '/clock/advance', { seconds });
const setClock = (at: string) => s.operator('POST', '/clock/set', { at });

/** Prices seen at each capture of the session, to check today's bar against. */
const seen: { price: number; volume: number; asOf: string }[] = [];

test.serial('advancing 15 minutes inside the coverage window captures a new delayed price: asOf moves to the poll and stale clears', async (t) => {
  const before = await quote();
  t.true(before.stale);
  t.is(before.asOf, '2026-08-31T12:15:00.000Z');
  const res = await advance(900);
  t.is(res.status, 200);
  const after = await quote();
  t.is(after.asOf, '2026-09-01T09:15:00.000Z');
  t.false(after.stale);
  t.is(after.sessionDate, '2026-09-01');
  t.is(after.previousClose, before.price, "yesterday's close becomes the previous close");
  seen.push({ price: after.price, volume: after.volume, asOf: after.asOf });
  await advance(900);
  const next = await quote();
  t.is(next.asOf, '2026-09-01T09:30:00.000Z');
  t.true(next.volume >= after.volume, 'session volume is cumulative');
  seen.push({ price: next.price, volume: next.volume, asOf: next.asOf });
});

test.serial('between polls nothing is captured, and a quote is not stale until 900 s have passed', async (t) => {
  await advance(600);
  const q = await quote();
  t.is(q.asOf, '2026-09-01T09:30:00.000Z');
  t.false(q.stale);
  await advance(300);
  seen.push({ price: (await quote()).price, volume: (await quote()).volume, asOf: '2026-09-01T09:45:00.000Z' });
  t.is((await quote()).asOf, '2026-09-01T09:45:00.000Z');
});

test.serial(
  "today's bar is built from the captures: first, highest, lowest and last price and the last cumulative volume; no intraday bar before 10:00 UTC",
  async (t) => {
    const snap = (await get('/market/snapshot?symbol=SCOM.KE&exchange=NSE')).body.data;
    const prices = seen.map((x) => x.price);
    t.deepEqual(snap.dailyBar, {
      date: '2026-09-01',
      open: prices[0],
      high: Math.max(...prices),
      low: Math.min(...prices),
      close: prices.at(-1),
      volume: seen.at(-1)!.volume,
      asOf: '2026-09-01T09:45:00.000Z',
      final: false,
    });
    t.is(snap.intradayBar, null);
    t.is(snap.prevDailyBar.date, '2026-08-31');
  },
);

test.serial('the intraday bar appears at the 10:00 UTC intraday capture and holds until the next one at 12:00', async (t) => {
  await advance(900);
  const at10 = (await get('/market/snapshot?symbol=SCOM.KE&exchange=NSE')).body.data;
  t.truthy(at10.intradayBar);
  t.is(at10.intradayBar.asOf, '2026-09-01T10:00:00.000Z');
  t.is(at10.intradayBar.close, at10.quote.price);
  t.is(at10.intradayBar.open, seen[0]!.price);
  await advance(1800);
  const later = (await get('/market/snapshot?symbol=SCOM.KE&exchange=NSE')).body.data;
  t.deepEqual(later.intradayBar, at10.intradayBar, 'unchanged until the 12:00 capture');
  t.is(later.dailyBar.asOf, '2026-09-01T10:30:00.000Z');
  const closeOnly = (await get('/market/snapshot?symbol=BOPP.GH&exchange=GSE')).body.data;
  t.truthy(closeOnly.dailyBar);
  t.deepEqual([closeOnly.dailyBar.open, closeOnly.dailyBar.high, closeOnly.dailyBar.low, closeOnly.dailyBar.volume], [null, null, null, null]);
});

test.serial('after the close the end-of-day bar finalizes the day; outside the window (18:00 UTC) no capture happens and quotes go stale', async (t) => {
  await setClock('2026-09-01T18:00:00Z');
  const closed = await quote();
  t.is(closed.asOf, '2026-09-01T12:15:00.000Z', 'the closing capture, 15 minutes after the 15:00 EAT close');
  t.true(closed.stale);
  const snap = (await get('/market/snapshot?symbol=SCOM.KE&exchange=NSE')).body.data;
  t.true(snap.dailyBar.final);
  t.is(snap.dailyBar.close, closed.price);
  const ohlcv = (await get('/market/ohlcv?symbol=SCOM.KE&from=2026-09-01&to=2026-09-01')).body.data;
  t.deepEqual(
    ohlcv.map((b: { date: string; close: number }) => [b.date, b.close]),
    [['2026-09-01', closed.price]],
  );
  const batch = (
    await get(
      `/market/quotes?symbols=${instruments
        .slice(0, 50)
        .map((i) => i.symbol)
        .join(',')}`,
    )
  ).body.data;
  await advance(900);
  const again = (
    await get(
      `/market/quotes?symbols=${instruments
        .slice(0, 50)
        .map((i) => i.symbol)
        .join(',')}`,
    )
  ).body.data;
  t.deepEqual(
    again.map((q: { asOf: string }) => q.asOf),
    batch.map((q: { asOf: string }) => q.asOf),
    'no capture at 18:15 UTC',
  );
  t.true(again.every((q: { stale: boolean }) => q.stale));
});

test.serial("on a Saturday inside the window hours nothing is captured: asOf stays at Friday's close and the quote is stale", async (t) => {
  await setClock('2026-09-05T10:00:00Z');
  const q = await quote();
  t.is(q.asOf, '2026-09-04T12:15:00.000Z');
  t.is(q.sessionDate, '2026-09-04');
  t.true(q.stale);
  await advance(900);
  t.is((await quote()).asOf, '2026-09-04T12:15:00.000Z');
  const snap = (await get('/market/snapshot?symbol=SCOM.KE&exchange=NSE')).body.data;
  t.is(snap.dailyBar, null, 'no session today');
  t.is(snap.intradayBar, null);
  t.is(snap.prevDailyBar.date, '2026-09-04');
  t.true(snap.prevDailyBar.final);
});

test('two servers with the same MARKET_SEED serve identical prices after the same clock advance; another seed differs', async (t) => {
  const symbols = instruments
    .slice(0, 50)
    .map((i) => i.symbol)
    .join(',');
  const pricesWith = async (seed: string): Promise<number[]> => {
    const server = await startTestServer({ MARKET_SEED: seed });
    try {
      const { apiKey } = await server.sandboxPartner();
      await advance(900, server);
      const res = await get(`/market/quotes?symbols=${symbols}`, server, apiKey);
      return res.body.data.map((q: { price: number }) => q.price);
    } finally {
      await server.close();
    }
  };
  const [a, b, c] = await Promise.all([pricesWith('7'), pricesWith('7'), pricesWith('8')]);
  t.is(a.length, 50);
  t.deepEqual(a, b);
  t.notDeepEqual(a, c);
});
