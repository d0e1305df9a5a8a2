/**
 * Reference market data through a real server: /market/exchanges (and its deprecated alias),
 * /market/status, /market/settlement, /market/holidays and /fx/rates, and the market.status events
 * the session boundaries emit into the outbox of both environments. The clock starts on Tuesday
 * 2026-09-01 at 09:00 UTC: BRVM (09:45 Abidjan) and GSE (10:00 Accra) have not opened yet.
 */
import test from 'ava';
import { fxRates } from '../../storage/catalog/index.ts';
import { SANDBOX, startTestServer, type TestServer } from '../helpers/server.ts';

let s: TestServer;
let key: string;

test.before(async () => {
  s = await startTestServer();
  key = (await s.sandboxPartner()).apiKey;
});
test.after.always(() => s?.close());

const get = (path: string, server = s, apiKey = key) => server.request('GET', SANDBOX + path, { key: apiKey });

interface StoredEventRow {
  env: string;
  partner_id: string | null;
  envelope: string;
}

/** Read-side only: the outbox has no HTTP view for platform events yet. */
function statusEvents(server: TestServer): { env: string; partnerId: string | null; envelope: Record<string, any> }[] {
  const rows = server.running.service.stores.db
    .prepare("SELECT env, partner_id, envelope FROM events WHERE event = 'market.status' ORDER BY seq")
    .all() as StoredEventRow[];
  return rows.map((r) => ({ env: r.env, partnerId: r.partner_id, envelope: JSON.parse(r.envelope) }));
}

test.serial('/market/exchanges lists the 14 exchanges with hours, real-time status, delay policy, settlement cycle and fractional flag', async (t) => {
  const res = await get('/market/exchanges');
  t.is(res.status, 200);
  t.is(res.body.data.length, 14);
  t.is(res.body.meta.count, 14);
  const byCode = new Map(res.body.data.map((e: { code: string }) => [e.code, e]));
  const nse: any = byCode.get('NSE');
  t.like(nse, {
    displayCode: 'NSE',
    name: 'Nairobi Securities Exchange',
    country: 'KE',
    currency: 'KES',
    timezone: 'Africa/Nairobi',
    status: 'OPEN',
    settlementCycle: 'T+3',
    fractional: true,
  });
  t.deepEqual(nse.tradingHours, { open: '09:30', close: '15:00', days: ['MON', 'TUE', 'WED', 'THU', 'FRI'] });
  t.deepEqual(nse.delayPolicy, {
    delayMode: 'DELAYED',
    delayMinutes: 15,
    refreshIntervalSeconds: 900,
    coverageWindowUtc: { start: '08:00', end: '16:00', days: ['MON', 'TUE', 'WED', 'THU', 'FRI'] },
  });
  t.like(byCode.get('BRVM'), { status: 'CLOSED', statusReason: 'outside trading hours' });
  t.like(byCode.get('EGX'), { settlementCycle: 'T+2' });
  t.like(byCode.get('LUSE'), { displayCode: 'LuSE' });
  t.true(res.body.data.some((e: { fractional: boolean }) => !e.fractional));
  const alias = await get('/market-data/exchanges');
  t.deepEqual(alias.body.data, res.body.data);
  t.is(alias.headers.get('deprecation'), 'true');
  t.regex(alias.headers.get('link') ?? '', /market\/exchanges>; rel="successor-version"/);
});

test.serial('/market/status gives open or closed per exchange with reason, next boundaries, hours, local time, server time and anyOpen', async (t) => {
  const res = await get('/market/status');
  t.is(res.status, 200);
  t.is(res.body.serverTime, '2026-09-01T09:00:00.000Z');
  t.true(res.body.anyOpen);
  const by = new Map(res.body.data.map((e: { exchange: string }) => [e.exchange, e]));
  t.like(by.get('NSE'), {
    status: 'OPEN',
    isOpen: true,
    reason: null,
    nextClose: '2026-09-01T12:00:00.000Z',
    nextOpen: '2026-09-02T06:30:00.000Z',
    timezone: 'Africa/Nairobi',
    localTime: '2026-09-01T12:00:00+03:00',
  });
  t.like(by.get('BRVM'), {
    status: 'CLOSED',
    isOpen: false,
    reason: 'outside trading hours',
    nextOpen: '2026-09-01T09:45:00.000Z',
    nextClose: '2026-09-01T15:00:00.000Z',
  });
  t.like(by.get('LUSE'), { displayCode: 'LuSE', localTime: '2026-09-01T11:00:00+02:00' });
  t.deepEqual((by.get('EGX') as any).tradingHours.days, ['SUN', 'MON', 'TUE', 'WED', 'THU']);
});

test.serial('/market/status filters by exchange (case-insensitive, without anyOpen) and answers 400 UNKNOWN_EXCHANGE for an unknown code', async (t) => {
  const one = await get('/market/status?exchange=LuSE');
  t.is(one.body.data.length, 1);
  t.is(one.body.data[0].exchange, 'LUSE');
  t.false('anyOpen' in one.body);
  const bad = await get('/market/status?exchange=NYSE');
  t.is(bad.status, 400);
  t.is(bad.body.error.code, 'UNKNOWN_EXCHANGE');
});

test.serial('/market/settlement gives the 1 to 5 minute fill window and T+2 for EGX, T+3 for the others', async (t) => {
  const res = await get('/market/settlement');
  t.is(res.status, 200);
  t.deepEqual(res.body.processingWindow.liveFillWindowMinutes, { min: 1, max: 5 });
  t.is(res.body.exchanges.length, 14);
  for (const e of res.body.exchanges) t.is(e.settlementCycle, e.exchange === 'EGX' ? 'T+2' : 'T+3', e.exchange);
  const egx = await get('/market/settlement?exchange=egx');
  t.deepEqual(
    egx.body.exchanges.map((e: { exchange: string; settlementDays: number }) => [e.exchange, e.settlementDays]),
    [['EGX', 2]],
  );
  t.is((await get('/market/settlement?exchange=XX')).body.error.code, 'UNKNOWN_EXCHANGE');
});

test.serial('/market/holidays defaults to the upcoming year from the service clock and filters by exchange and dates', async (t) => {
  const res = await get('/market/holidays');
  t.is(res.status, 200);
  t.is(res.body.meta.from, '2026-09-01');
  t.is(res.body.meta.to, '2027-08-31');
  t.true(res.body.data.every((h: { date: string }) => h.date >= '2026-09-01' && h.date <= '2027-08-31'));
  const dates = res.body.data.map((h: { date: string }) => h.date);
  t.deepEqual(dates, [...dates].sort());
  t.true(
    res.body.data.some(
      (h: { exchange: string; date: string; reason: string }) => h.exchange === 'JSE' && h.date === '2026-09-24' && h.reason === 'Heritage Day',
    ),
  );
  const sep = await get('/market/holidays?exchange=jse&from=2026-09-01&to=2026-09-30');
  t.deepEqual(sep.body.data, [{ exchange: 'JSE', date: '2026-09-24', reason: 'Heritage Day' }]);
  t.is((await get('/market/holidays?exchange=XX')).body.error.code, 'UNKNOWN_EXCHANGE');
  t.is((await get('/market/holidays?from=2026-10-01&to=2026-09-01')).body.error.code, 'VALIDATION_ERROR');
  t.is((await get('/market/holidays?from=1/9/2026')).body.error.code, 'VALIDATION_ERROR');
});

test.serial('/fx/rates serves the managed table as local units per USD, each decimal exactly as a JSON number', async (t) => {
  const res = await get('/fx/rates');
  t.is(res.status, 200);
  t.is(res.body.base, 'USD');
  t.is(res.body.data.length, fxRates.length);
  const kes = res.body.data.find((r: { currency: string }) => r.currency === 'KES');
  t.deepEqual(kes, { currency: 'KES', perUsd: 129.2, asOf: '2026-09-01T08:00:00.000Z', source: 'managed' });
  t.true(res.text.includes('"perUsd":1495,') || res.text.includes('"perUsd":1495}'));
  for (const r of fxRates) t.is(res.body.data.find((x: { currency: string }) => x.currency === r.currency).perUsd, Number(r.perUsd), r.currency);
});

test.serial('exchanges opening and closing emit market.status events in both environments, isSandbox on the sandbox copy', async (t) => {
  t.is(statusEvents(s).length, 0);
  await s.operator('POST', '/clock/set', { at: '2026-09-01T12:05:00Z' });
  const events = statusEvents(s);
  const brvm = events.filter((e) => e.envelope.data.exchange === 'BRVM');
  t.deepEqual(brvm.map((e) => [e.env, e.envelope.data.status]).sort(), [
    ['production', 'OPEN'],
    ['sandbox', 'OPEN'],
  ]);
  for (const e of events) t.is(e.partnerId, null, 'platform events belong to no partner');
  const sandboxCopy = brvm.find((e) => e.env === 'sandbox')!.envelope;
  const productionCopy = brvm.find((e) => e.env === 'production')!.envelope;
  t.true(sandboxCopy.isSandbox);
  t.false('isSandbox' in productionCopy);
  t.like(productionCopy, { event: 'market.status', data: { exchange: 'BRVM', status: 'OPEN', at: '2026-09-01T09:45:00.000Z' } });
  const nseClose = events.find((e) => e.env === 'production' && e.envelope.data.exchange === 'NSE')!.envelope;
  t.like(nseClose.data, { status: 'CLOSED', at: '2026-09-01T12:00:00.000Z', nextOpen: '2026-09-02T06:30:00.000Z' });
  t.like((await get('/market/status?exchange=NSE')).body.data[0], { status: 'CLOSED', reason: 'outside trading hours' });
});

test('an exchange holiday emits a HOLIDAY market.status event at its opening time and shows CLOSED with the holiday as reason', async (t) => {
  // SEM (Mauritius) is closed on Monday 2026-09-14 for Ganesh Chaturthi; it would open at 09:30 local, 05:30 UTC.
  const h = await startTestServer({ CLOCK: '2026-09-14T04:00:00Z' });
  t.teardown(() => h.close());
  const { apiKey } = await h.sandboxPartner();
  await h.operator('POST', '/clock/advance', { seconds: 2 * 3600 });
  const sem = statusEvents(h).filter((e) => e.envelope.data.exchange === 'SEM');
  t.deepEqual(sem.map((e) => [e.env, e.envelope.data.status, e.envelope.data.reason]).sort(), [
    ['production', 'HOLIDAY', 'Ganesh Chaturthi'],
    ['sandbox', 'HOLIDAY', 'Ganesh Chaturthi'],
  ]);
  t.is(sem.find((e) => e.env === 'sandbox')!.envelope.isSandbox, true);
  const status = (await get('/market/status?exchange=SEM', h, apiKey)).body.data[0];
  t.like(status, { status: 'CLOSED', reason: 'Ganesh Chaturthi', holiday: true, nextOpen: '2026-09-15T05:30:00.000Z' });
  const exchanges = (await get('/market/exchanges', h, apiKey)).body.data;
  t.like(
    exchanges.find((e: { code: string }) => e.code === 'SEM'),
    { status: 'CLOSED', statusReason: 'Ganesh Chaturthi', holiday: true },
  );
});
