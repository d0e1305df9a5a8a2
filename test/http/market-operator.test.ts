/**
 * The operator's market controls through a real server: POST /market/ticks publishes an observation
 * that the quote endpoints serve at once, and POST /exchanges/{code}/closure closes or reopens an
 * exchange (status, polls and market.status events follow). Every refused input changes nothing.
 */
import test from 'ava';
import { ADMIN, SANDBOX, startTestServer, type TestServer } from '../helpers/server.ts';

let s: TestServer;
let key: string;

test.before(async () => {
  s = await startTestServer();
  key = (await s.sandboxPartner()).apiKey;
});
test.after.always(() => s?.close());

const get = (path: string) => s.request('GET', SANDBOX + path, { key });
const quote = async (symbol: string, exchange: string) => (await get(`/market/quotes?symbol=${symbol}&exchange=${exchange}`)).body.data;
const tick = (body: unknown) => s.operator('POST', '/market/ticks', body);
const closure = (code: string, body: unknown) => s.operator('POST', `/exchanges/${code}/closure`, body);

function statusEvents(exchange: string): { env: string; data: Record<string, unknown>; isSandbox?: boolean }[] {
  const rows = s.running.service.stores.db.prepare("SELECT env, envelope FROM events WHERE event = 'market.status' ORDER BY seq").all() as {
    env: string;
    envelope: string;
  }[];
  return rows.map((r) => ({ env: r.env, ...JSON.parse(r.envelope) })).filter((e) => e.data.exchange === exchange);
}

test.serial('a tick is stored as an observation captured now and served at once by /market/quotes, stale false', async (t) => {
  const res = await tick({ symbol: 'SCOM.KE', price: 29.15, volume: 1000 });
  t.is(res.status, 201);
  t.deepEqual(res.body, {
    symbol: 'SCOM.KE',
    exchange: 'NSE',
    currency: 'KES',
    price: 29.15,
    volume: 1000,
    capturedAt: '2026-09-01T09:00:00.000Z',
    sessionDate: '2026-09-01',
    source: 'tick',
  });
  const q = await quote('SCOM.KE', 'NSE');
  t.like(q, {
    price: 29.15,
    currentPrice: 29.15,
    asOf: '2026-09-01T09:00:00.000Z',
    stale: false,
    volume: 1000,
    previousClose: 28.5,
    change: 0.65,
    changePct: 2.28,
    sessionDate: '2026-09-01',
  });
  const batch = (await get('/market/quotes?symbols=SCOM.KE')).body.data[0];
  t.is(batch.price, 29.15);
});

test.serial('prices are kept to the hundredth exactly, and a tick without volume keeps the session volume so far', async (t) => {
  await tick({ symbol: 'scom.ke', price: 19.99 });
  const q = await quote('SCOM.KE', 'NSE');
  t.is(q.price, 19.99);
  t.is(q.volume, 1000);
  await tick({ symbol: 'ETI', exchange: 'GSE', price: 0.29 });
  t.is((await quote('ETI.GH', 'GSE')).price, 0.29);
});

test.serial('refused ticks answer their codes and change nothing', async (t) => {
  const cases: [unknown, number, string][] = [
    [{ symbol: 'NOPE.KE', price: 1 }, 404, 'NOT_FOUND'],
    [{ symbol: 'X', price: 1 }, 400, 'INVALID_SYMBOL'],
    [{ symbol: 'ETI', price: 1 }, 422, 'VALIDATION_ERROR'],
    [{ symbol: 'SCOM.KE', exchange: 'NYSE', price: 1 }, 400, 'UNKNOWN_EXCHANGE'],
    [{ symbol: 'SCOM.KE', price: 0 }, 400, 'VALIDATION_ERROR'],
    [{ symbol: 'SCOM.KE', price: -3 }, 400, 'VALIDATION_ERROR'],
    [{ symbol: 'SCOM.KE', price: 1.234 }, 400, 'VALIDATION_ERROR'],
    [{ symbol: 'SCOM.KE', price: '29 KES' }, 400, 'INVALID_TYPE'],
    [{ symbol: 'SCOM.KE' }, 400, 'MISSING_PARAM'],
    [{ symbol: 'SCOM.KE', price: 1, volume: 1.5 }, 400, 'VALIDATION_ERROR'],
    [{ symbol: 'BOPP.GH', price: 1, volume: 10 }, 400, 'VALIDATION_ERROR'],
  ];
  const before = await quote('SCOM.KE', 'NSE');
  for (const [body, status, code] of cases) {
    const res = await tick(body);
    t.is(res.status, status, JSON.stringify(body));
    t.is(res.body.error.code, code, JSON.stringify(body));
  }
  t.deepEqual(await quote('SCOM.KE', 'NSE'), before);
  const anonymous = await s.request('POST', `${ADMIN}/market/ticks`, { body: { symbol: 'SCOM.KE', price: 1 } });
  t.is(anonymous.status, 401);
});

test.serial('the next poll supersedes a tick', async (t) => {
  await s.operator('POST', '/clock/advance', { seconds: 900 });
  const q = await quote('SCOM.KE', 'NSE');
  t.is(q.asOf, '2026-09-01T09:15:00.000Z');
  t.false(q.stale);
});

test.serial('a closure shows CLOSED with its reason, emits market.status in both environments, and polls capture nothing from the exchange', async (t) => {
  const res = await closure('NSE', { closed: true, reason: 'Trading system outage' });
  t.is(res.status, 200);
  t.like(res.body, { exchange: 'NSE', closed: true, reason: 'Trading system outage', changed: true });
  t.like((await get('/market/status?exchange=NSE')).body.data[0], {
    status: 'CLOSED',
    isOpen: false,
    reason: 'Trading system outage',
    operatorClosure: { reason: 'Trading system outage', since: '2026-09-01T09:15:00.000Z' },
  });
  t.like(
    (await get('/market/exchanges')).body.data.find((e: { code: string }) => e.code === 'NSE'),
    { status: 'CLOSED', statusReason: 'Trading system outage' },
  );
  const events = statusEvents('NSE');
  t.deepEqual(events.map((e) => [e.env, e.data.status, e.data.reason]).sort(), [
    ['production', 'CLOSED', 'Trading system outage'],
    ['sandbox', 'CLOSED', 'Trading system outage'],
  ]);
  t.true(events.find((e) => e.env === 'sandbox')!.isSandbox);
  await s.operator('POST', '/clock/advance', { seconds: 900 });
  t.is((await quote('SCOM.KE', 'NSE')).asOf, '2026-09-01T09:15:00.000Z', 'no capture from a closed exchange');
  t.is((await quote('NPN.ZA', 'JSE')).asOf, '2026-09-01T09:30:00.000Z', 'other exchanges are still polled');
});

test.serial('reopening emits OPEN, shows the exchange OPEN and the next poll captures it again', async (t) => {
  const res = await closure('nse', { closed: false });
  t.like(res.body, { exchange: 'NSE', closed: false, changed: true });
  const events = statusEvents('NSE');
  t.deepEqual(
    events
      .slice(-2)
      .map((e) => [e.env, e.data.status])
      .sort(),
    [
      ['production', 'OPEN'],
      ['sandbox', 'OPEN'],
    ],
  );
  t.like((await get('/market/status?exchange=NSE')).body.data[0], { status: 'OPEN', reason: null, operatorClosure: null });
  await s.operator('POST', '/clock/advance', { seconds: 900 });
  t.is((await quote('SCOM.KE', 'NSE')).asOf, '2026-09-01T09:45:00.000Z');
  const again = await closure('NSE', { closed: false });
  t.like(again.body, { closed: false, changed: false });
  t.is(statusEvents('NSE').length, events.length, 'reopening an open exchange announces nothing');
});

test.serial('an exchange closed before its opening time does not announce OPEN at the scheduled open', async (t) => {
  // GSE opens at 10:00 Accra (UTC); the clock stands at 09:45 UTC.
  await closure('GSE', { closed: true, reason: 'Regulatory halt' });
  await s.operator('POST', '/clock/set', { at: '2026-09-01T10:30:00Z' });
  t.deepEqual(
    statusEvents('GSE').map((e) => e.data.status),
    ['CLOSED', 'CLOSED'],
  );
  t.like((await get('/market/status?exchange=GSE')).body.data[0], { status: 'CLOSED', reason: 'Regulatory halt', nextOpen: null, nextClose: null });
  t.is((await quote('MTNGH.GH', 'GSE')).sessionDate, '2026-08-31', 'nothing captured from GSE today');
});

test.serial('closure requests are validated: unknown exchange, missing reason, wrong types', async (t) => {
  const cases: [string, unknown, number, string][] = [
    ['NYSE', { closed: true, reason: 'x' }, 400, 'UNKNOWN_EXCHANGE'],
    ['NSE', { closed: true }, 400, 'MISSING_PARAM'],
    ['NSE', { closed: 'yes', reason: 'x' }, 400, 'INVALID_TYPE'],
    ['NSE', { reason: 'x' }, 400, 'MISSING_PARAM'],
    ['NSE', { closed: true, reason: '   ' }, 400, 'VALIDATION_ERROR'],
  ];
  const before = statusEvents('NSE').length;
  for (const [code, body, status, errorCode] of cases) {
    const res = await closure(code, body);
    t.is(res.status, status, JSON.stringify(body));
    t.is(res.body.error.code, errorCode, JSON.stringify(body));
  }
  t.is(statusEvents('NSE').length, before);
  t.is((await get('/market/status?exchange=NSE')).body.data[0].status, 'OPEN');
});
