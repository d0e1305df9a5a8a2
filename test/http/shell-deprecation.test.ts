/**
 * The lifecycle registry through a real server. Market data has no routes yet (a later issue), so these
 * registered paths reach the not-found fallback, which must still announce the lifecycle and, from the
 * removal date by the service clock, answer 410 GONE.
 */
import test from 'ava';
import { PRODUCTION, SANDBOX, startTestServer, type TestServer } from '../helpers/server.ts';
import { assertError } from './shell-support.ts';

let s: TestServer;
test.before(async () => {
  s = await startTestServer();
});
test.after.always(() => s?.close());

const REMOVAL_2026_10_01 = 'Thu, 01 Oct 2026 00:00:00 GMT';

test.serial('before its removal date a deprecated history path carries Deprecation, Sunset and Link headers', async (t) => {
  for (const base of [PRODUCTION, SANDBOX]) {
    for (const leaf of ['history', 'chart']) {
      const res = await s.request('GET', `${base}/stocks/SCOM.KE/${leaf}?period=1m`);
      assertError(t, res, 404, 'NOT_FOUND');
      t.is(res.headers.get('deprecation'), 'true');
      t.is(res.headers.get('sunset'), REMOVAL_2026_10_01);
      const link = res.headers.get('link') ?? '';
      t.regex(link, /<https:\/\/[^>]+>; rel="deprecation"/);
      t.true(link.includes(`<${base}/stocks/SCOM.KE/candles>; rel="successor-version"`), link);
    }
  }
});

test.serial('/market-data aliases carry the deprecation headers with a Sunset date and point at /market', async (t) => {
  const res = await s.request('GET', `${PRODUCTION}/market-data/quotes?symbol=SCOM.KE&exchange=NSE`);
  t.is(res.headers.get('deprecation'), 'true');
  const sunset = res.headers.get('sunset');
  t.truthy(sunset);
  t.false(Number.isNaN(Date.parse(sunset!)));
  t.true(Date.parse(sunset!) >= Date.parse('2026-09-01T00:00:00Z') + 180 * 86_400_000, 'at least the 180-day notice');
  t.true((res.headers.get('link') ?? '').includes(`<${PRODUCTION}/market/quotes>; rel="successor-version"`));
  const movers = await s.request('GET', `${SANDBOX}/market-data/movers`);
  t.is(movers.headers.get('deprecation'), 'true');
  t.is(movers.headers.get('sunset'), sunset);
});

test.serial('paths outside the registry carry no deprecation headers', async (t) => {
  const unknown = await s.request('GET', `${PRODUCTION}/stocks/SCOM.KE/candles`);
  assertError(t, unknown, 404, 'NOT_FOUND');
  t.is(unknown.headers.get('deprecation'), null);
  t.is(unknown.headers.get('sunset'), null);
  const { apiKey } = await s.sandboxPartner();
  const served = await s.request('GET', `${SANDBOX}/account`, { key: apiKey });
  t.is(served.status, 200);
  t.is(served.headers.get('deprecation'), null);
  const elsewhere = await s.request('GET', '/api/v2/partner/stocks/SCOM.KE/history');
  t.is(elsewhere.headers.get('deprecation'), null, 'the registry covers the partner bases only');
});

test.serial('one second before the removal date the path is still only deprecated', async (t) => {
  t.is((await s.operator('POST', '/clock/set', { at: '2026-09-30T23:59:59Z' })).status, 200);
  const res = await s.request('GET', `${PRODUCTION}/stocks/SCOM.KE/history`);
  assertError(t, res, 404, 'NOT_FOUND');
  t.is(res.headers.get('sunset'), REMOVAL_2026_10_01);
});

test.serial('from the removal date by the service clock a retired path answers 410 GONE, aliases do not', async (t) => {
  const moved = await s.operator('POST', '/clock/set', { at: '2026-10-02T00:00:00Z' });
  t.is(moved.status, 200);
  t.is(moved.body.now, '2026-10-02T00:00:00.000Z');
  for (const base of [PRODUCTION, SANDBOX]) {
    for (const method of ['GET', 'POST']) {
      const res = await s.request(method, `${base}/stocks/SCOM.KE/history`);
      assertError(t, res, 410, 'GONE');
      t.regex(res.body.error.message, /2026-10-01/);
      t.regex(res.body.error.message, /\/stocks\/\{symbol\}\/candles/);
      t.is(res.headers.get('sunset'), REMOVAL_2026_10_01);
      t.is(res.headers.get('deprecation'), 'true');
    }
  }
  assertError(t, await s.request('GET', `${SANDBOX}/stocks/SCOM.KE/chart`), 410, 'GONE');
  const alias = await s.request('GET', `${PRODUCTION}/market-data/quotes`);
  assertError(t, alias, 404, 'NOT_FOUND');
  t.is(alias.headers.get('deprecation'), 'true');
});
