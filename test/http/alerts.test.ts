/**
 * Price alerts end to end: creation and its validation, the 200-active limit, firing on operator
 * ticks and on polls only while the exchange is open, DISARMED after one firing, re-arming with
 * `repeat` only after the price crosses back, deletion, partner isolation and the sandbox reset.
 */
import test from 'ava';
import { SANDBOX_ROOT, startTestServer, type TestServer } from '../helpers/server.ts';
import { issueDataKey } from './market-data-key.ts';
import { advance, IAM, MTN, SCOM, tick } from './trading-support.ts';
import { partnerOn, type Partner } from './users-support.ts';

let s: TestServer;
let p: Partner;
let other: Partner;

test.before(async () => {
  s = await startTestServer();
  p = await partnerOn(s, 'sandbox');
  other = await partnerOn(s, 'production', 0);
});
test.after.always(() => s?.close());

const create = (who: Partner, body: Record<string, unknown>) => who.post('/price-alerts', body);

async function created(who: Partner, body: Record<string, unknown>): Promise<Record<string, any>> {
  const res = await create(who, body);
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.body;
}

/** The price.alert events of one alert, read through GET /events. */
async function firings(who: Partner, alertId: string): Promise<Record<string, any>[]> {
  const res = await who.get('/events?event=price.alert&limit=200');
  if (res.status !== 200) throw new Error(`events failed: ${res.status} ${res.text}`);
  return (res.body.events as { data: Record<string, any> }[]).map((e) => e.data).filter((d) => d.alertId === alertId);
}

const stateOf = async (who: Partner, alertId: string): Promise<string> => (await who.get(`/price-alerts/${alertId}`)).body.state as string;

test.serial('a created alert answers 201 ARMED with every field, readable by id and in the list', async (t) => {
  const a = await created(p, { symbol: SCOM, exchange: 'NSE', condition: 'above', threshold: 30.5, clientAlertId: 'mine-1' });
  t.like(a, {
    symbol: SCOM,
    exchange: 'NSE',
    condition: 'above',
    threshold: 30.5,
    currency: 'KES',
    repeat: false,
    clientAlertId: 'mine-1',
    state: 'ARMED',
    triggeredAt: null,
    lastPrice: null,
    createdAt: '2026-09-01T09:00:00.000Z',
  });
  t.regex(a.alertId, /^alt/);
  t.deepEqual((await p.get(`/price-alerts/${a.alertId}`)).body, a);
  const list = await p.get('/price-alerts?state=ARMED');
  t.is(list.status, 200);
  t.true((list.body.alerts as { alertId: string }[]).some((x) => x.alertId === a.alertId));
  t.like(list.body, { hasMore: false, nextCursor: null });
  t.is((await p.get('/price-alerts?state=DISARMED')).body.alerts.length, 0);
});

test.serial('bad bodies answer the catalogue error and create nothing', async (t) => {
  const before = (await p.get('/price-alerts?limit=200')).body.alerts.length;
  const base = { symbol: SCOM, exchange: 'NSE', condition: 'above', threshold: 30 };
  const cases: [Record<string, unknown>, number, string][] = [
    [{ ...base, threshold: 0 }, 400, 'VALIDATION_ERROR'],
    [{ ...base, threshold: -5 }, 400, 'VALIDATION_ERROR'],
    [{ ...base, threshold: 30.005 }, 400, 'VALIDATION_ERROR'],
    [{ ...base, threshold: 'thirty' }, 400, 'INVALID_TYPE'],
    [{ ...base, condition: 'sideways' }, 400, 'VALIDATION_ERROR'],
    [{ ...base, exchange: 'XXX' }, 400, 'UNKNOWN_EXCHANGE'],
    [{ ...base, exchange: 'GSE' }, 400, 'VALIDATION_ERROR'],
    [{ ...base, symbol: 'NOPE.KE' }, 404, 'NOT_FOUND'],
    [{ ...base, symbol: '!!' }, 400, 'INVALID_SYMBOL'],
    [{ symbol: SCOM, exchange: 'NSE', condition: 'above' }, 400, 'MISSING_PARAM'],
  ];
  for (const [body, status, code] of cases) {
    const res = await create(p, body);
    t.is(res.status, status, JSON.stringify(body));
    t.is(res.body.error?.code, code, JSON.stringify(body));
  }
  const misplaced = await create(p, { ...base, exchange: 'GSE' });
  t.is(misplaced.body.error.listedOn, 'NSE');
  t.is((await p.get('/price-alerts?limit=200')).body.alerts.length, before);
});

test.serial('a data key is refused with 403 FORBIDDEN: alerts need the full key', async (t) => {
  const dataKey = issueDataKey(s, p.key);
  const post = await s.request('POST', `${p.base}/price-alerts`, {
    key: dataKey,
    idempotencyKey: 'dk-1',
    body: { symbol: SCOM, exchange: 'NSE', condition: 'above', threshold: 30 },
  });
  t.is(post.status, 403);
  t.is(post.body.error.code, 'FORBIDDEN');
  t.is((await s.request('GET', `${p.base}/price-alerts`, { key: dataKey })).status, 403);
});

test.serial('an alert fires once on the tick that reaches the threshold while open, then is DISARMED', async (t) => {
  const a = await created(p, { symbol: SCOM, exchange: 'NSE', condition: 'above', threshold: 31, clientAlertId: 'c-31' });
  await tick(s, SCOM, 30.99);
  t.deepEqual(await firings(p, a.alertId), []);
  await tick(s, SCOM, 31);
  const fired = await firings(p, a.alertId);
  t.deepEqual(fired, [
    {
      alertId: a.alertId,
      clientAlertId: 'c-31',
      symbol: SCOM,
      exchange: 'NSE',
      condition: 'above',
      threshold: 31,
      price: 31,
      // The virtual clock stands still between advances: the tick is captured at the test start.
      currency: 'KES',
      repeat: false,
      state: 'DISARMED',
      triggeredAt: '2026-09-01T09:00:00.000Z',
    },
  ]);
  t.like((await p.get(`/price-alerts/${a.alertId}`)).body, { state: 'DISARMED', lastPrice: 31, triggeredAt: '2026-09-01T09:00:00.000Z' });
  await tick(s, SCOM, 29);
  await tick(s, SCOM, 32);
  t.is((await firings(p, a.alertId)).length, 1);
});

test.serial('no firing while the exchange is closed (outside hours or under an operator closure)', async (t) => {
  // GSE opens at 10:00 UTC: at 09:00 the tick is outside hours.
  const gse = await created(p, { symbol: MTN, exchange: 'GSE', condition: 'below', threshold: 1000 });
  await tick(s, MTN, 1);
  t.deepEqual(await firings(p, gse.alertId), []);
  t.is(await stateOf(p, gse.alertId), 'ARMED');
  const nse = await created(p, { symbol: SCOM, exchange: 'NSE', condition: 'below', threshold: 10 });
  t.is((await s.operator('POST', '/exchanges/NSE/closure', { closed: true, reason: 'system outage' })).status, 200);
  await tick(s, SCOM, 9);
  t.deepEqual(await firings(p, nse.alertId), []);
  t.is((await s.operator('POST', '/exchanges/NSE/closure', { closed: false })).status, 200);
  await tick(s, SCOM, 9);
  t.like(await firings(p, nse.alertId), [{ price: 9, state: 'DISARMED' }]);
});

test.serial('a repeating alert re-arms only after the price crosses back strictly, then fires again', async (t) => {
  const a = await created(p, { symbol: SCOM, exchange: 'NSE', condition: 'below', threshold: 25, repeat: true });
  await tick(s, SCOM, 25);
  t.like(await firings(p, a.alertId), [{ price: 25, state: 'TRIGGERED', repeat: true }]);
  t.is(await stateOf(p, a.alertId), 'TRIGGERED');
  await tick(s, SCOM, 24);
  await tick(s, SCOM, 25);
  t.is((await firings(p, a.alertId)).length, 1, 'at the threshold is not back on the other side');
  t.is(await stateOf(p, a.alertId), 'TRIGGERED');
  await tick(s, SCOM, 25.01);
  t.is(await stateOf(p, a.alertId), 'ARMED');
  t.is((await firings(p, a.alertId)).length, 1);
  await tick(s, SCOM, 24.5);
  t.like(await firings(p, a.alertId), [{ price: 25 }, { price: 24.5, state: 'TRIGGERED' }]);
});

test.serial('a poll fires an alert with the captured delayed price at capture time', async (t) => {
  const a = await created(p, { symbol: IAM, exchange: 'CSE', condition: 'above', threshold: 0.01 });
  await advance(s, 900);
  const fired = await firings(p, a.alertId);
  t.is(fired.length, 1);
  // The first poll after 09:00 runs at 09:15: its observation (the 09:00 price, 15 min delayed) fires the alert.
  t.is(fired[0]!.triggeredAt, '2026-09-01T09:15:00.000Z');
  const latest = s.running.service.stores.market.latest().find((o) => o.symbol === IAM)!;
  t.is(latest.capturedAtMs, Date.parse('2026-09-01T09:15:00.000Z'));
  t.is(fired[0]!.price, latest.priceMinor / 100);
  t.is(fired[0]!.currency, 'MAD');
  t.is(await stateOf(p, a.alertId), 'DISARMED');
});

test.serial('delete answers DELETED, the alert never fires again, and a second delete is 404', async (t) => {
  const a = await created(p, { symbol: SCOM, exchange: 'NSE', condition: 'above', threshold: 40, repeat: true });
  const del = await p.del(`/price-alerts/${a.alertId}`);
  t.is(del.status, 200);
  t.like(del.body, { alertId: a.alertId, state: 'DELETED' });
  await tick(s, SCOM, 41);
  t.deepEqual(await firings(p, a.alertId), []);
  t.is((await p.del(`/price-alerts/${a.alertId}`)).body.error.code, 'NOT_FOUND');
  t.is((await p.get(`/price-alerts/${a.alertId}`)).body.state, 'DELETED');
});

test.serial("another partner's alert is 404 to read or delete and absent from its list", async (t) => {
  const a = await created(p, { symbol: SCOM, exchange: 'NSE', condition: 'above', threshold: 50 });
  t.is((await other.get(`/price-alerts/${a.alertId}`)).status, 404);
  t.is((await other.del(`/price-alerts/${a.alertId}`)).status, 404);
  t.is((await other.get('/price-alerts')).body.alerts.length, 0);
  t.is(await stateOf(p, a.alertId), 'ARMED');
});

test.serial('the 201st active alert answers 422 BUSINESS_RULE with the limit; deleting one frees a slot', async (t) => {
  const q = await partnerOn(s, 'production', 0);
  t.is((await s.operator('PATCH', `/partners/${q.partnerId}`, { rateLimits: { production: 100_000 } })).status, 200);
  for (let batch = 0; batch < 10; batch += 1) {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => create(q, { symbol: SCOM, exchange: 'NSE', condition: 'above', threshold: 100 + batch * 20 + i })),
    );
    t.true(results.every((r) => r.status === 201));
  }
  const over = await create(q, { symbol: SCOM, exchange: 'NSE', condition: 'above', threshold: 999 });
  t.is(over.status, 422);
  t.like(over.body.error, { code: 'BUSINESS_RULE', limit: 200 });
  const first = await q.get('/price-alerts?limit=1');
  t.is(first.body.count, 1);
  t.true(first.body.hasMore);
  t.is((await q.del(`/price-alerts/${first.body.alerts[0].alertId}`)).status, 200);
  t.is((await create(q, { symbol: SCOM, exchange: 'NSE', condition: 'above', threshold: 999 })).status, 201);
});

test.serial("a sandbox reset wipes the partner's alerts", async (t) => {
  const a = await created(p, { symbol: SCOM, exchange: 'NSE', condition: 'above', threshold: 60 });
  t.is((await s.request('POST', `${SANDBOX_ROOT}/reset`, { key: p.key })).status, 200);
  t.is((await p.get(`/price-alerts/${a.alertId}`)).status, 404);
  t.is((await p.get('/price-alerts')).body.alerts.length, 0);
  await tick(s, SCOM, 61);
  t.deepEqual(await firings(p, a.alertId), []);
});
