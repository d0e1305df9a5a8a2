/**
 * The lifecycle registry through a real server: registered deprecated paths are served with their
 * lifecycle headers and, from the removal date by the service clock, answer 410 GONE (also a method no
 * handler serves, through the not-found fallback).
 */
import test from 'ava';
import { PRODUCTION, SANDBOX, startTestServer, type TestServer } from '../helpers/server.ts';
import { assertError } from './shell-support.ts';

let s: TestServer;
let keys: Record<string, string>;
test.before(async () => {
  // The evening before the removal date, outside the polling window: moving to it fires few polls.
  s = await startTestServer({ CLOCK: '2026-09-30T20:00:00Z' });
  keys = { [SANDBOX]: (await s.sandboxPartner()).apiKey, [PRODUCTION]: (await s.productionPartner()).apiKey };
});
test.after.always(() => s?.close());

const REMOVAL_2026_10_01 = 'Thu, 01 Oct 2026 00:00:00 GMT';

test.serial('before its removal date a deprecated history path carries Deprecation, Sunset and Link headers', async (t) => {
  for (const base of [PRODUCTION, SANDBOX]) {
    for (const leaf of ['history', 'chart']) {
      const res = await s.request('GET', `${base}/stocks/SCOM.KE/${leaf}?period=1m`, { key: keys[base] });
      t.is(res.status, 200, res.text);
      t.is(res.headers.get('deprecation'), 'true');
      t.is(res.headers.get('sunset'), REMOVAL_2026_10_01);
      const link = res.headers.get('link') ?? '';
      t.regex(link, /<https:\/\/[^>]+>; rel="deprecation"/);
      t.true(link.includes(`<${base}/stocks/SCOM.KE/candles>; rel="successor-version"`), link);
    }
  }
});

test.serial('/market-data aliases carry the deprecation headers with a Sunset date and point at /market', async (t) => {
  const res = await s.request('GET', `${PRODUCTION}/market-data/quotes?symbol=SCOM.KE&exchange=NSE`, { key: keys[PRODUCTION] });
  t.is(res.headers.get('deprecation'), 'true');
  const sunset = res.headers.get('sunset');
  t.truthy(sunset);
  t.false(Number.isNaN(Date.parse(sunset!)));
  t.true(Date.parse(sunset!) >= Date.parse('2026-09-01T00:00:00Z') + 180 * 86_400_000, 'at least the 180-day notice');
  t.true((res.headers.get('link') ?? '').includes(`<${PRODUCTION}/market/quotes>; rel="successor-version"`));
  const movers = await s.request('GET', `${SANDBOX}/market-data/movers`, { key: keys[SANDBOX] });
  t.is(movers.headers.get('deprecation'), 'true');
  t.is(movers.headers.get('sunset'), sunset);
});

test.serial('paths outside the registry carry no deprecation headers', async (t) => {
  const unknown = await s.request('GET', `${PRODUCTION}/stocks/SCOM.KE/candles`, { key: keys[PRODUCTION] });
  t.is(unknown.status, 200);
  t.is(unknown.headers.get('deprecation'), null);
  t.is(unknown.headers.get('sunset'), null);
  const served = await s.request('GET', `${SANDBOX}/account`, { key: keys[SANDBOX] });
  t.is(served.status, 200);
  t.is(served.headers.get('deprecation'), null);
  const elsewhere = await s.request('GET', '/api/v2/partner/stocks/SCOM.KE/history');
  t.is(elsewhere.headers.get('deprecation'), null, 'the registry covers the partner bases only');
});

test.serial('one second before the removal date the path is still only deprecated', async (t) => {
  t.is((await s.operator('POST', '/clock/set', { at: '2026-09-30T23:59:59Z' })).status, 200);
  const res = await s.request('GET', `${PRODUCTION}/stocks/SCOM.KE/history`, { key: keys[PRODUCTION] });
  t.is(res.status, 200);
  t.is(res.headers.get('sunset'), REMOVAL_2026_10_01);
});

test.serial('from the removal date by the service clock a retired path answers 410 GONE, aliases do not', async (t) => {
  const moved = await s.operator('POST', '/clock/set', { at: '2026-10-02T00:00:00Z' });
  t.is(moved.status, 200);
  t.is(moved.body.now, '2026-10-02T00:00:00.000Z');
  for (const base of [PRODUCTION, SANDBOX]) {
    for (const method of ['GET', 'POST']) {
      const res = await s.request(method, `${base}/stocks/SCOM.KE/history`, { key: keys[base], idempotencyKey: `retired-${method}-${base.length}` });
      assertError(t, res, 410, 'GONE');
      t.regex(res.body.error.message, /2026-10-01/);
      t.regex(res.body.error.message, /\/stocks\/\{symbol\}\/candles/);
      t.is(res.headers.get('sunset'), REMOVAL_2026_10_01);
      t.is(res.headers.get('deprecation'), 'true');
    }
  }
  assertError(t, await s.request('GET', `${SANDBOX}/stocks/SCOM.KE/chart`, { key: keys[SANDBOX] }), 410, 'GONE');
  const alias = await s.request('GET', `${PRODUCTION}/market-data/quotes?symbol=SCOM.KE&exchange=NSE`, { key: keys[PRODUCTION] });
  t.is(alias.status, 200, 'an alias whose removal date has not come is still served');
  t.is(alias.headers.get('deprecation'), 'true');
});
